import { describe, expect, it } from 'vitest';
import { initialTargets, matchNames, parseTargets, plannerSummary, plannerText, rankPackages, searchKey, uncovered, type CoveragePackage } from '../../widgets/coverage.ts';

const pkg = (key: string, ids: string[]): CoveragePackage => ({ key, label: key, href: `/${key}/`, ids });
const packages = [
  pkg('long', ['javtro1', 'javhae1', 'javcoc1', 'milsto1', 'lesadj1', 'whwduc1']),
  pkg('short', ['javtro1', 'javhae1', 'javcoc1']),
  pkg('coast', ['milsto1', 'javplo1']),
];

describe('coverage ranking', () => {
  it('puts the package covering the most targets first, each with the targets it covers in the order chosen', () => {
    const ranked = rankPackages(packages, ['lesadj1', 'javtro1', 'milsto1']);
    expect(ranked.map((r) => [r.pkg.key, r.covered])).toEqual([
      ['long', ['lesadj1', 'javtro1', 'milsto1']],
      ['coast', ['milsto1']],
      ['short', ['javtro1']],
    ]);
  });

  it('breaks a tie with the more focused package (fewer species overall), then content order', () => {
    expect(rankPackages(packages, ['javtro1', 'javhae1']).map((r) => r.pkg.key)).toEqual(['short', 'long', 'coast']);
    expect(rankPackages([pkg('a', ['x']), pkg('b', ['y'])], ['z']).map((r) => r.pkg.key)).toEqual(['a', 'b']);
  });

  it('names the targets no package covers', () => {
    expect(uncovered(packages, ['javtro1', 'bubkin2', 'javplo1', 'ostric2'])).toEqual(['bubkin2', 'ostric2']);
    expect(rankPackages(packages, []).every((r) => r.covered.length === 0)).toBe(true);
  });
});

describe('target search and URL', () => {
  const names = new Map([
    ['javhae1', 'Javan Hawk-Eagle'],
    ['crseag1', 'Crested Serpent-Eagle'],
    ['javtro1', 'Javan Trogon'],
  ]);

  it('forgives case, hyphens and spaces', () => {
    expect(searchKey('Javan Hawk-Eagle')).toBe('javanhawkeagle');
    expect(matchNames('javan hawk eagle', names)).toEqual(['javhae1']);
    expect(matchNames('hawkeagle', names)).toEqual(['javhae1']);
    expect(matchNames('  ', names)).toEqual([]);
  });

  it('lists names that start with the query before those that only hold it', () => {
    expect(matchNames('eagle', names)).toEqual(['javhae1', 'crseag1']);
    expect(matchNames('javan', names)).toEqual(['javhae1', 'javtro1']);
  });

  it('keeps known ids once, in order, and reports unknown ones', () => {
    const known = (id: string) => names.has(id);
    expect(parseTargets('javtro1,nope,javhae1,javtro1, ', known)).toEqual({ ids: ['javtro1', 'javhae1'], unknown: ['nope'] });
    expect(parseTargets(null, known)).toEqual({ ids: [], unknown: [] });
  });

  it('starts from ?targets= (else the stored selection, known ids only), then adds ?add= once each', () => {
    const known = (id: string) => names.has(id);
    const start = (search: string, stored: string[]) => initialTargets(new URLSearchParams(search), stored, known);
    expect(start('', ['javtro1', 'gone1'])).toEqual({ ids: ['javtro1'], unknown: [] });
    expect(start('?targets=javhae1,nope&add=javtro1,javhae1,nada', ['crseag1'])).toEqual({ ids: ['javhae1', 'javtro1'], unknown: ['nope', 'nada'] });
    expect(start('?targets=', ['crseag1'])).toEqual({ ids: [], unknown: [] });
  });

  it('says which package covers how many targets, or that none does', () => {
    const [best] = rankPackages(packages, ['javtro1', 'ostric2']);
    expect(plannerSummary(0, undefined)).toBe('No targets chosen yet.');
    expect(plannerSummary(2, best)).toBe('short covers 1 of your 2 targets.');
    expect(plannerSummary(1, undefined)).toBe('No package covers your 1 targets.');
  });

  it('writes the message naming the package and every target', () => {
    expect(plannerText('Book the {package}: {targets}.', 'Birding Tour: 5 Days', ['Javan Trogon', 'Javan Hawk-Eagle'])).toBe('Book the Birding Tour: 5 Days: Javan Trogon, Javan Hawk-Eagle.');
  });
});
