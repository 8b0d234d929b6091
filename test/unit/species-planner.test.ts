import { describe, expect, it } from 'vitest';
import type { Likelihood } from '../../model/schema/sites.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { plannerPackages } from '../../model/catalogue.ts';
import {
  bestPlan,
  inMonth,
  initialTargets,
  matchNames,
  packPackages,
  parseTargets,
  rankPackages,
  searchKey,
  targetOdds,
  uncovered,
  unpackPackages,
  type CoveragePackage,
} from '../../widgets/coverage.ts';
import { fill, packageName, plannerMessage, titleNamesTour, type MessageWords } from '../../widgets/planner/message.ts';
import { parseMonth } from '../../widgets/planner/month.ts';
import { planSummary, plannerSummary, type PlannerWords } from '../../widgets/planner/summary.ts';
import { names, packages as fixture, targetSets } from '../fixtures/planner/packages.ts';
import { resolve } from 'node:path';

// The planner's arithmetic and message: ranking by what it looks for (regular and likely; luck and
// rare only break ties), each month's odds, the fewest packages (two or three) that look for them
// all, and the text a guest sends, on small packages, on fixture packages with varied odds
// (test/fixtures/planner) and with the operator's own words.

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
const keys = (ranked: { packages: CoveragePackage[] }[]) => ranked.map((r) => r.packages.map((p) => p.key).join('+'));
const name = (id: string) => names.get(id) ?? id;

const root = resolve(import.meta.dirname, '../..');
let planner: Awaited<ReturnType<typeof loadContent>>['speciesPages']['planner'];
const plannerWords = async () => (planner ??= (await loadContent(resolve(root, 'content'), root)).speciesPages.planner);
const contentWords = async (): Promise<MessageWords> => (await plannerWords()).message;
const uiWords = async (): Promise<PlannerWords> => (await plannerWords()).ui;
const named = (w: MessageWords, pkgs: readonly CoveragePackage[]) => pkgs.map((p) => packageName(p, w));

describe('ranking by likelihood', () => {
  it('looks for regular and likely targets only: rare ones are said apart and not counted', () => {
    const ranked = rankPackages([pkg('rare', { a: 'rare', b: 'rare' }), pkg('sure', { a: 'regular', b: 'likely' }), pkg('none', { c: 'regular' })], ['a', 'b']);
    expect(keys(ranked)).toEqual(['sure', 'rare']);
    expect(ranked.map((r) => [r.found, r.luck, r.rare])).toEqual([
      [2, [], []],
      [0, [], ['a', 'b']],
    ]);
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
    expect(ranked.map((r) => [r.packages[0]!.key, r.targets.map((t) => t.odds ?? null)])).toEqual([
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

  it('never ranks a package first on luck or rare targets alone: they only break ties', () => {
    const lucky = pkg('lucky', { a: 'with luck', b: 'with luck', c: 'rare' });
    const one = pkg('one', { a: 'likely' });
    expect(keys(rankPackages([lucky, one], ['a', 'b', 'c']))).toEqual(['one', 'lucky']);
    // One regular target each: the package that may also find a second, with luck, comes first.
    expect(keys(rankPackages([pkg('plain', { a: 'regular' }), pkg('chance', { a: 'regular', b: 'with luck' })], ['a', 'b']))).toEqual(['chance', 'plain']);
    // With luck before rare, and a likely target outweighs any number of lucky ones.
    expect(keys(rankPackages([pkg('rare', { a: 'rare', b: 'rare' }), pkg('luck', { a: 'with luck' })], ['a', 'b']))).toEqual(['luck', 'rare']);
    expect(keys(rankPackages([lucky, pkg('likely', { c: 'likely' })], ['a', 'b', 'c']))).toEqual(['likely', 'lucky']);
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

describe('the fewest packages together', () => {
  it('offers none when one package looks for every target, or nothing is chosen', () => {
    expect(bestPlan(packages, ['javtro1', 'milsto1'])).toBeUndefined();
    expect(bestPlan(packages, [])).toBeUndefined();
  });

  it('prefers the pair that looks for every target, then the better odds, then the shorter trips', () => {
    const candidates = [
      pkg('forest', { javtro1: 'likely', javhae1: 'regular' }),
      pkg('coast-rare', { grepea1: 'rare' }),
      pkg('coast', { grepea1: 'regular', banteng: 'regular' }),
      pkg('coast-too', { grepea1: 'regular', banteng: 'regular', extra: 'regular' }),
    ];
    const pair = bestPlan(candidates, ['javtro1', 'grepea1', 'javhae1'])!;
    expect(keys([pair])).toEqual(['forest+coast']);
    expect(pair.found).toBe(3);
    expect(pair.targets.map((t) => t.odds)).toEqual(['likely', 'regular', 'regular']);
  });

  it('takes per target the better likelihood of the two, and says the lucky one apart', () => {
    const pair = bestPlan([pkg('a', { x: 'rare', y: 'regular' }), pkg('b', { x: 'likely', z: 'with luck' })], ['x', 'y', 'z'])!;
    expect(pair.targets.map((t) => t.odds)).toEqual(['likely', 'regular', 'with luck']);
    expect([pair.found, pair.luck, pair.rare]).toEqual([2, ['z'], []]);
  });

  it('allows two packages of one tour, and when no pair or triple holds all, the fewest holding most', () => {
    const pair = bestPlan([pkg('birding/5d', { a: 'regular' }), pkg('birding/7d', { b: 'likely' }), pkg('other', { a: 'rare' })], ['a', 'b', 'nowhere'])!;
    expect(keys([pair])).toEqual(['birding/5d+birding/7d']);
    expect(pair.found).toBe(2);
  });

  it('offers none when no pair looks for more targets than the best single package, whatever luck a second adds', () => {
    expect(bestPlan([pkg('a', { x: 'rare' }), pkg('b', { x: 'regular' })], ['x', 'nowhere'])).toBeUndefined();
    expect(bestPlan([pkg('sure', { a: 'regular' }), pkg('luck', { b: 'with luck' })], ['a', 'b'])).toBeUndefined();
  });

  // The bug the expert found: three targets no pair holds stopped at a pair that holds two.
  it('goes on to three packages when no pair looks for every target', () => {
    const spread = [pkg('p1', { a: 'regular' }), pkg('p2', { b: 'likely' }), pkg('p3', { c: 'regular' }), pkg('p4', { a: 'regular', b: 'with luck' })];
    const plan = bestPlan(spread, ['a', 'b', 'c'])!;
    expect(keys([plan])).toEqual(['p1+p2+p3']);
    expect(plan.found).toBe(3);
    expect(plan.targets.map((t) => t.odds)).toEqual(['regular', 'likely', 'regular']);
  });

  it('keeps to a pair when a third package would add nothing it looks for, and stops at three', () => {
    const four = [pkg('p1', { a: 'regular' }), pkg('p2', { b: 'regular' }), pkg('p3', { c: 'regular' }), pkg('p4', { d: 'regular' })];
    const plan = bestPlan(four, ['a', 'b', 'c', 'd'])!;
    expect(keys([plan])).toEqual(['p1+p2+p3']);
    expect(plan.found).toBe(3);
    expect(plan.targets.find((t) => t.id === 'd')!.odds).toBeUndefined();
    expect(keys([bestPlan([...four.slice(0, 2), pkg('luck', { c: 'with luck' })], ['a', 'b', 'c'])!])).toEqual(['p1+p2']);
  });
});

describe('the packages’ odds, built from the content', () => {
  it('never counts a closed place, and keeps each month’s odds of a migrant', async () => {
    const content = await loadContent(resolve(root, 'content'), root);
    const peafowl = Object.keys(content.species.get('grepea1')!.at);
    const before = plannerPackages(content).filter((p) => Object.hasOwn(p.odds, 'grepea1'));
    expect(before.length).toBeGreaterThan(0);
    // Close every place we find the peafowl: no package's odds may hold it any more.
    const status = {
      state: 'closed',
      since: '2023-11-01',
      detail: 'Closed until further notice.',
      checked: '2026-11-30',
      source: 'https://example.org/notice',
    } as const;
    const closed = { ...content, sites: content.sites.map((s) => (peafowl.includes(s.id) ? { ...s, status } : s)) };
    const after = plannerPackages(closed);
    expect(after.filter((p) => Object.hasOwn(p.odds, 'grepea1'))).toEqual([]);
    // The package keeps its days there (the tour pages show the closure): only the odds drop it.
    expect(after.map((p) => p.visits)).toEqual(plannerPackages(content).map((p) => p.visits));
    // Restricted is not closed: the odds stay.
    const restricted = {
      ...content,
      sites: content.sites.map((s) => (peafowl.includes(s.id) ? { ...s, status: { ...status, state: 'restricted' as const } } : s)),
    };
    expect(plannerPackages(restricted).filter((p) => Object.hasOwn(p.odds, 'grepea1')).length).toBe(before.length);
    // Whimbrel winters here (September to April): none in July, its odds in October.
    const coastal = plannerPackages(content).filter((p) => Object.hasOwn(p.byMonth, 'whimbr'));
    expect(coastal.length).toBeGreaterThan(0);
    for (const p of coastal) {
      expect(p.byMonth.whimbr![6]).toBeUndefined();
      expect(p.byMonth.whimbr![9]).toBe(p.odds.whimbr);
    }
    // A species there all year sends no months.
    expect(plannerPackages(content).some((p) => Object.hasOwn(p.byMonth, 'grepea1'))).toBe(false);
  });
});

describe('months and packing', () => {
  const seasonal = pkg('coast', { javplo1: 'regular', wader: 'regular', grepea1: 'likely' });
  // A wader of September to April, likely at one site in May too.
  const byMonth = {
    wader: ['regular', 'regular', 'regular', 'regular', 'likely', undefined, undefined, undefined, 'regular', 'regular', 'regular', 'regular'] as const,
  };
  const coast = { ...seasonal, byMonth };

  it('drops in a month the species not there that month and takes that month’s odds; any month keeps them all', () => {
    expect(inMonth(coast, undefined).odds).toEqual(coast.odds);
    expect(inMonth(coast, 6).odds).toEqual({ javplo1: 'regular', grepea1: 'likely' });
    expect(inMonth(coast, 4).odds).toEqual({ javplo1: 'regular', wader: 'likely', grepea1: 'likely' });
    expect(inMonth(coast, 9).odds).toEqual(coast.odds);
    // A July trip: the wader is no target the package looks for.
    expect(rankPackages([inMonth(coast, 6)], ['wader'])).toEqual([]);
  });

  it('packs the months of a seasonal species with its index, and unpacks what it packed', () => {
    const order = ['javplo1', 'grepea1', 'wader', 'other'];
    const [packed] = packPackages([coast], order);
    expect(packed!.odds).toBe('RLR.');
    expect(packed!.months).toBe('2rrrrl...rrrr');
    expect(packPackages([seasonal], order)[0]).not.toHaveProperty('months');
    const [back] = unpackPackages([packed!], order);
    expect(back!.odds).toEqual(coast.odds);
    expect(back!.ids).toEqual(['javplo1', 'grepea1', 'wader']);
    expect(back!.byMonth).toEqual(byMonth);
  });

  it('reads ?month= by its key, any case, and ignores one it does not know', () => {
    const keys = 'jan feb mar apr may jun jul aug sep oct nov dec';
    expect(parseMonth('jul', keys)).toBe(6);
    expect(parseMonth('OCT', keys)).toBe(9);
    expect(parseMonth('july', keys)).toBeUndefined();
    expect(parseMonth(null, keys)).toBeUndefined();
  });
});

describe('status lines', () => {
  it('says which package looks for how many targets, never that it covers them, and names those found only with luck or rarely', async () => {
    const w = await uiWords();
    const [best] = rankPackages(packages, ['javtro1', 'ostric2']);
    expect(plannerSummary(w, 0, undefined, name)).toBe('No targets chosen yet.');
    expect(plannerSummary(w, 2, best, name)).toBe('short looks for 1 of your 2 targets.');
    expect(plannerSummary(w, 2, rankPackages(packages, ['javtro1', 'javhae1'])[0], name)).toBe('short looks for both your targets.');
    expect(plannerSummary(w, 3, rankPackages(packages, ['javtro1', 'javhae1', 'lesadj1'])[0], name)).toBe('long looks for all 3 of your targets.');
    expect(plannerSummary(w, 1, undefined, name)).toBe('No package looks for your target.');
    expect(plannerSummary(w, 2, undefined, name)).toBe('No package looks for any of your targets.');
    const mixed = rankPackages([pkg('mixed', { javtro1: 'likely', javplo1: 'with luck', grepea1: 'rare' })], ['javtro1', 'javplo1', 'grepea1']);
    expect(plannerSummary(w, 3, mixed[0], name)).toBe('mixed looks for 1 of your 3 targets. With luck: Javan Plover; rare: Green Peafowl.');
    const lucky = rankPackages([pkg('lucky', { javplo1: 'with luck' })], ['javplo1', 'grepea1']);
    expect(plannerSummary(w, 2, lucky[0], name)).toBe(
      'No package looks for any of your targets as regular or likely. At best, lucky, with luck: Javan Plover.',
    );
  });

  it('names the pair, and the three', async () => {
    const w = await uiWords();
    expect(planSummary(w, 2, bestPlan(packages, ['javtro1', 'javplo1'])!)).toBe(
      'No single package looks for all your targets. Together, short and coast look for both your targets.',
    );
    const three = bestPlan([pkg('p1', { a: 'regular' }), pkg('p2', { b: 'likely' }), pkg('p3', { c: 'regular' })], ['a', 'b', 'c'])!;
    expect(planSummary(w, 3, three)).toBe('No single package or pair looks for all your targets. Together, p1, p2 and p3 look for all 3 of your targets.');
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
    const { text, subject } = plannerMessage(w, named(w, [seven]), targetOdds(seven, [...targetSets.a]), name);
    expect(text).toBe(
      "Hello! I'd like to ask about the 7 Days West Java Birding package. My target species are: Javan Trogon (likely), Javan Plover (with luck), Green Peafowl. This package does not look for Green Peafowl: could you suggest how to add it? Can you help me plan it?",
    );
    expect(subject).toBe('Target species: the 7 Days West Java Birding package');
    const two = plannerMessage(w, named(w, [seven]), targetOdds(seven, ['javtro1', 'grepea1', 'banteng']), name).text;
    expect(two).toContain('This package does not look for Green Peafowl and Banteng: could you suggest how to add them?');
  });

  it('names three packages, every target (those none of them holds in a sentence of their own) and the month', async () => {
    const w = await contentWords();
    const three = [0, 5, 7].map((i) => fixture[i]!);
    const targets = [...targetSets.a, 'banteng', 'ostric2'];
    const odds = targets.map((id) => three.map((p) => targetOdds(p, [id])[0]!).find((t) => t.odds) ?? { id, listed: false });
    const { text, subject } = plannerMessage(w, named(w, three), odds, name, 'July');
    expect(text).toBe(
      "Hello! I'd like to ask about the 5 Days West Java Birding package, the 4D/3N Jakarta Bay and Ujung Kulon Waterbirds package and the Birding Peucang and Cidaon package on the Ujung Kulon National Park page together. My target species are: Javan Trogon (likely), Javan Plover (regular), Green Peafowl (with luck), Banteng (regular), ostric2. I would travel in July. None of these packages looks for ostric2: could you suggest how to add it? Can you help me plan it?",
    );
    expect(subject).toMatch(/^Target species: the 5 Days West Java Birding package, .* together$/);
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
    const pair = bestPlan(fixture, targets);
    const best = ranked[0]!;
    return {
      ranked: keys(ranked),
      best: plannerMessage(w, named(w, best.packages), best.targets, name),
      pair: pair && { keys: pair.packages.map((p) => p.key), ...plannerMessage(w, named(w, pair.packages), pair.targets, name) },
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
