import { describe, expect, it } from 'vitest';
import type { Likelihood } from '../../content/schema/sites.ts';
import { loadContent } from '../../scripts/content/load.ts';
import {
  bestPair,
  initialTargets,
  matchNames,
  pairSummary,
  parseTargets,
  plannerSummary,
  rankPackages,
  searchKey,
  targetOdds,
  uncovered,
  type CoveragePackage,
} from '../../widgets/coverage.ts';
import { fill, packageName, plannerMessage, titleNamesTour, type MessageWords } from '../../widgets/planner/message.ts';
import { names, packages as fixture, targetSets } from '../fixtures/planner/packages.ts';
import { resolve } from 'node:path';

// The planner's arithmetic and message: ranking by likelihood, the best pair, and the text a guest
// sends, on small packages, on fixture packages with varied odds (test/fixtures/planner) and with the
// operator's own words.

const pkg = (key: string, odds: Record<string, Likelihood>, ids = Object.keys(odds)): CoveragePackage => ({
  key,
  label: key,
  title: key,
  tourName: 'Tour',
  href: `/${key}/`,
  ids,
  odds,
});
const regular = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, 'regular' as const]));
const packages = [
  pkg('long', regular('javtro1', 'javhae1', 'javcoc1', 'milsto1', 'lesadj1', 'whwduc1')),
  pkg('short', regular('javtro1', 'javhae1', 'javcoc1')),
  pkg('coast', regular('milsto1', 'javplo1')),
];
const keys = (ranked: { pkg: CoveragePackage }[]) => ranked.map((r) => r.pkg.key);
const name = (id: string) => names.get(id) ?? id;

const root = resolve(import.meta.dirname, '../..');
let words: MessageWords;
const contentWords = async () => (words ??= (await loadContent(resolve(root, 'content'), root)).speciesPages.planner.message);

describe('ranking by likelihood', () => {
  it('weighs each target by its likelihood: a package where they are regular beats one where they are rare', () => {
    const ranked = rankPackages([pkg('rare', { a: 'rare', b: 'rare' }), pkg('sure', { a: 'regular', b: 'likely' }), pkg('none', { c: 'regular' })], ['a', 'b']);
    expect(keys(ranked)).toEqual(['sure', 'rare']);
    expect(ranked.map((r) => r.score)).toEqual([7, 2]);
    expect(ranked[0]!.targets).toEqual([
      { id: 'a', odds: 'regular', listed: true },
      { id: 'b', odds: 'likely', listed: true },
    ]);
  });

  it('ranks a package that only visits a target’s site (in its odds, not on its list), and says it does not list it', () => {
    const ranked = rankPackages([pkg('lists', { grepea1: 'likely' }), pkg('visits', { grepea1: 'regular' }, [])], ['grepea1']);
    expect(keys(ranked)).toEqual(['visits', 'lists']);
    expect(ranked[0]!.targets).toEqual([{ id: 'grepea1', odds: 'regular', listed: false }]);
  });

  it('returns only packages whose sites hold a target, every target with its odds (none where absent) in the order chosen', () => {
    const ranked = rankPackages(packages, ['lesadj1', 'javtro1', 'milsto1']);
    expect(ranked.map((r) => [r.pkg.key, r.targets.map((t) => t.odds ?? null)])).toEqual([
      ['long', ['regular', 'regular', 'regular']],
      ['coast', [null, null, 'regular']],
      ['short', [null, 'regular', null]],
    ]);
    expect(rankPackages(packages, ['ostric2'])).toEqual([]);
    expect(rankPackages(packages, [])).toEqual([]);
  });

  it('breaks a tie with more targets on its list, then fewer species at its sites, then content order', () => {
    expect(keys(rankPackages(packages, ['javtro1', 'javhae1']))).toEqual(['short', 'long']);
    expect(keys(rankPackages([pkg('a', regular('x', 'z')), pkg('b', regular('y', 'z'))], ['z']))).toEqual(['a', 'b']);
    expect(keys(rankPackages([pkg('visits', regular('z'), []), pkg('lists', regular('z', 'y'))], ['z']))).toEqual(['lists', 'visits']);
  });

  it('reads only a package’s own odds', () => {
    expect(targetOdds(pkg('p', {}), ['constructor', 'toString'])).toEqual([
      { id: 'constructor', odds: undefined, listed: false },
      { id: 'toString', odds: undefined, listed: false },
    ]);
    expect(uncovered(packages, ['constructor'])).toEqual(['constructor']);
  });

  it('names the targets no package’s sites hold', () => {
    expect(uncovered(packages, ['javtro1', 'bubkin2', 'javplo1', 'ostric2'])).toEqual(['bubkin2', 'ostric2']);
  });
});

describe('the best pair', () => {
  it('offers none when one package looks for every target, or nothing is chosen', () => {
    expect(bestPair(packages, ['javtro1', 'milsto1'])).toBeUndefined();
    expect(bestPair(packages, [])).toBeUndefined();
  });

  it('prefers the pair that looks for every target, then the better odds, then the shorter trips', () => {
    const candidates = [
      pkg('forest', { javtro1: 'likely', javhae1: 'regular' }),
      pkg('coast-rare', { grepea1: 'rare' }),
      pkg('coast', { grepea1: 'regular', banteng: 'regular' }),
      pkg('coast-too', { grepea1: 'regular', banteng: 'regular', extra: 'regular' }),
    ];
    const pair = bestPair(candidates, ['javtro1', 'grepea1', 'javhae1'])!;
    expect(pair.pair.map((p) => p.key)).toEqual(['forest', 'coast']);
    expect(pair.found).toBe(3);
    expect(pair.targets.map((t) => t.odds)).toEqual(['likely', 'regular', 'regular']);
  });

  it('takes per target the better likelihood of the two', () => {
    const pair = bestPair([pkg('a', { x: 'rare', y: 'regular' }), pkg('b', { x: 'likely', z: 'with luck' })], ['x', 'y', 'z'])!;
    expect(pair.targets.map((t) => t.odds)).toEqual(['likely', 'regular', 'with luck']);
    expect(pair.score).toBe(3 + 4 + 2);
  });

  it('allows two packages of one tour, and when no pair holds all, the one holding most', () => {
    const pair = bestPair([pkg('birding/5d', { a: 'regular' }), pkg('birding/7d', { b: 'likely' }), pkg('other', { a: 'rare' })], ['a', 'b', 'nowhere'])!;
    expect(pair.pair.map((p) => p.key)).toEqual(['birding/5d', 'birding/7d']);
    expect(pair.found).toBe(2);
  });

  it('offers none when no pair holds more targets than the best single package', () => {
    expect(bestPair([pkg('a', { x: 'rare' }), pkg('b', { x: 'regular' })], ['x', 'nowhere'])).toBeUndefined();
  });
});

describe('status lines', () => {
  it('says which package looks for how many targets, never that it covers them', () => {
    const [best] = rankPackages(packages, ['javtro1', 'ostric2']);
    expect(plannerSummary(0, undefined)).toBe('No targets chosen yet.');
    expect(plannerSummary(2, best)).toBe('short looks for 1 of your 2 targets.');
    expect(plannerSummary(2, rankPackages(packages, ['javtro1', 'javhae1'])[0])).toBe('short looks for both your targets.');
    expect(plannerSummary(3, rankPackages(packages, ['javtro1', 'javhae1', 'lesadj1'])[0])).toBe('long looks for all 3 of your targets.');
    expect(plannerSummary(1, undefined)).toBe('No package looks for your target.');
    expect(plannerSummary(2, undefined)).toBe('No package looks for any of your targets.');
  });

  it('names the pair', () => {
    const pair = bestPair(packages, ['javtro1', 'javplo1'])!;
    expect(pairSummary(2, pair)).toBe('No single package looks for all your targets. Together, short and coast look for both your targets.');
  });
});

describe('the message', () => {
  it('fills every placeholder of a template and leaves an unknown one for the tests to see', () => {
    expect(fill('{a} and {b}', { a: 'A', b: 'B' })).toBe('A and B');
    expect(fill('{a} and {c}', { a: 'A' })).toBe('A and {c}');
  });

  it('names a package by its title, adding its tour page only where the title does not name the tour', async () => {
    const w = await contentWords();
    expect(titleNamesTour('7 Days West Java Birding', 'Birding Tour')).toBe(true);
    expect(titleNamesTour('7D/6N Java Coast Waterbirds', 'Waterbird Tour')).toBe(true);
    expect(titleNamesTour('5D/4N Ujung Kulon Mammal Expedition', 'Mammals Tour')).toBe(true);
    expect(titleNamesTour('Krakatau and Ujung Kulon, 3 Days / 2 Nights', 'Krakatau Tour')).toBe(true);
    expect(titleNamesTour('Birding Peucang and Cidaon', 'Ujung Kulon National Park')).toBe(false);
    expect(titleNamesTour('3D/2N Javan Rhino Jungle Camp', 'Mammals Tour')).toBe(false);
    expect(packageName({ title: '7 Days West Java Birding', tourName: 'Birding Tour' }, w)).toBe('the 7 Days West Java Birding package');
    expect(packageName({ title: 'Birding Peucang and Cidaon', tourName: 'Ujung Kulon National Park' }, w)).toBe(
      'the Birding Peucang and Cidaon package on the Ujung Kulon National Park page',
    );
  });

  it('names every target, with its likelihood, and those the package does not look for in a sentence of their own', async () => {
    const w = await contentWords();
    const seven = fixture.find((p) => p.key === 'birding-tour/7d6n')!;
    const { text, subject } = plannerMessage(w, [seven], targetOdds(seven, [...targetSets.a]), name);
    expect(text).toBe(
      "Hello! I'd like to ask about the 7 Days West Java Birding package. My target species are: Javan Trogon (likely), Javan Plover (with luck), Green Peafowl. This package does not look for Green Peafowl: could you suggest how to add it? Can you help me plan it?",
    );
    expect(subject).toBe('Target species: the 7 Days West Java Birding package');
    const two = plannerMessage(w, [seven], targetOdds(seven, ['javtro1', 'grepea1', 'banteng']), name).text;
    expect(two).toContain('This package does not look for Green Peafowl and Banteng: could you suggest how to add them?');
  });

  it('never says book: the operator answers inquiries', async () => {
    const w = await contentWords();
    expect(Object.values(w).join(' ')).not.toMatch(/\bbook/i);
  });
});

// The expert's five target sets on the fixture packages (varied odds; packages that visit a site
// without listing its species): best package, the pair when one is needed, and the exact message.
describe('five target sets on packages with varied odds', () => {
  const run = async (targets: readonly string[]) => {
    const w = await contentWords();
    const ranked = rankPackages(fixture, targets);
    const pair = bestPair(fixture, targets);
    const best = ranked[0]!;
    return {
      ranked: keys(ranked),
      best: plannerMessage(w, [best.pkg], best.targets, name),
      pair: pair && { keys: pair.pair.map((p) => p.key), ...plannerMessage(w, pair.pair, pair.targets, name) },
    };
  };
  const everyPlaceholderFilled = (text: string) => expect(text).not.toMatch(/[{}]/);

  it('(a) Javan Trogon, Javan Plover, Green Peafowl: no single package; the 14-day tour with the Cidaon birding package', async () => {
    const r = await run(targetSets.a);
    expect(r.ranked[0]).toBe('birding-tour/14d13n');
    // Packages that only visit Cidaon (listing nothing) rank for Green Peafowl too.
    expect(r.ranked).toEqual(expect.arrayContaining(['ujung-kulon-tour/package-a', 'krakatau-tour/3d2n', 'mammals-tour/3d2n']));
    expect(r.best.text).toBe(
      "Hello! I'd like to ask about the 14 Days Java and Sumatra Birding package. My target species are: Javan Trogon (regular), Javan Plover (likely), Green Peafowl. This package does not look for Green Peafowl: could you suggest how to add it? Can you help me plan it?",
    );
    expect(r.pair?.keys).toEqual(['birding-tour/14d13n', 'ujung-kulon-tour/birding-a']);
    expect(r.pair?.text).toBe(
      "Hello! I'd like to ask about the 14 Days Java and Sumatra Birding package together with the Birding Peucang and Cidaon package on the Ujung Kulon National Park page. My target species are: Javan Trogon (regular), Javan Plover (likely), Green Peafowl (regular). Can you help me plan it?",
    );
    [r.best.text, r.best.subject, r.pair!.text, r.pair!.subject].forEach(everyPlaceholderFilled);
  });

  it('(b) Javan Rhinoceros, Javan Leopard: rare, and said so', async () => {
    const r = await run(targetSets.b);
    expect(r.ranked).toEqual(['mammals-tour/5d4n', 'mammals-tour/3d2n', 'ujung-kulon-tour/package-a', 'birding-tour/7d6n', 'birding-tour/14d13n']);
    expect(r.best.text).toBe(
      "Hello! I'd like to ask about the 5D/4N Ujung Kulon Mammal Expedition package. My target species are: Javan Rhinoceros (rare), Javan Leopard (with luck). Can you help me plan it?",
    );
    expect(r.pair).toBeUndefined();
    everyPlaceholderFilled(r.best.text);
  });

  it('(c) Banteng, Green Peafowl: the Cidaon packages, including those that list neither', async () => {
    const r = await run(targetSets.c);
    expect(r.ranked).toEqual([
      'ujung-kulon-tour/birding-a',
      'mammals-tour/5d4n',
      'ujung-kulon-tour/package-a',
      'mammals-tour/3d2n',
      'krakatau-tour/3d2n',
      'waterbird-tour/4d3n',
    ]);
    expect(r.best.text).toBe(
      "Hello! I'd like to ask about the Birding Peucang and Cidaon package on the Ujung Kulon National Park page. My target species are: Banteng (regular), Green Peafowl (regular). Can you help me plan it?",
    );
    expect(r.pair).toBeUndefined();
  });

  it('(d) Javan Hawk-Eagle, Javan Gibbon: a birding package whose mountains hold the gibbon', async () => {
    const r = await run(targetSets.d);
    expect(r.ranked).toEqual(['birding-tour/14d13n', 'birding-tour/7d6n', 'birding-tour/5d4n']);
    expect(r.best.text).toBe(
      "Hello! I'd like to ask about the 14 Days Java and Sumatra Birding package. My target species are: Javan Hawk-Eagle (likely), Javan Gibbon (regular). Can you help me plan it?",
    );
  });

  it('(e) Milky Stork, Javan Trogon, Rufous-fronted Laughingthrush', async () => {
    const r = await run(targetSets.e);
    expect(r.ranked).toEqual(['birding-tour/14d13n', 'birding-tour/7d6n', 'birding-tour/5d4n', 'waterbird-tour/4d3n']);
    expect(r.best.text).toBe(
      "Hello! I'd like to ask about the 14 Days Java and Sumatra Birding package. My target species are: Milky Stork (regular), Javan Trogon (regular), Rufous-fronted Laughingthrush (likely). Can you help me plan it?",
    );
    expect(r.pair).toBeUndefined();
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
});
