import type { Likelihood } from '../content/schema/sites.ts';

// The target planner's arithmetic, shared by its island and the tests: which packages look for
// which targets and how likely each is found there, best first; the best pair of packages when no
// single one looks for them all; forgiving name search; the selection's URL form.

/** A package as the planner ranks it. */
export interface CoveragePackage {
  key: string;
  /** "Birding Tour: 5 Days West Java Birding": its links and the status line. */
  label: string;
  /** The package's own title: "5 Days West Java Birding". */
  title: string;
  /** Its tour page's heading: "Birding Tour". */
  tourName: string;
  href: string;
  /** Species ids it lists (looks for by name). */
  ids: readonly string[];
  /** Every species at a site its itinerary visits, with the best likelihood there; absent = not at its sites. */
  odds: Readonly<Record<string, Likelihood>>;
}

/** A package as the page sends it: its odds one letter per species of a shared order. */
export interface PackedPackage extends Omit<CoveragePackage, 'odds' | 'label' | 'ids'> {
  /**
   * One letter per species of the order: r regular, l likely, w with luck, x rare, . not at its
   * sites; upper case where the package lists it (every species a package lists is at its sites).
   */
  odds: string;
}

const oddsLetters: Record<Likelihood, string> = { regular: 'r', likely: 'l', 'with luck': 'w', rare: 'x' };
const lettersOdds = Object.fromEntries(Object.entries(oddsLetters).map(([odds, letter]) => [letter, odds])) as Record<string, Likelihood>;

/** The packages in the page's form: each species' odds a letter, in the order of `order` (an id not in it is dropped). */
export function packPackages(packages: readonly CoveragePackage[], order: readonly string[]): PackedPackage[] {
  return packages.map(({ label: _, odds, ids, ...pkg }) => ({
    ...pkg,
    odds: order.map((id) => (Object.hasOwn(odds, id) ? (ids.includes(id) ? oddsLetters[odds[id]!].toUpperCase() : oddsLetters[odds[id]!]) : '.')).join(''),
  }));
}

/** The packages as the planner ranks them, from the page's form. */
export function unpackPackages(packed: readonly PackedPackage[], order: readonly string[]): CoveragePackage[] {
  return packed.map(({ odds, ...pkg }) => ({
    ...pkg,
    label: `${pkg.tourName}: ${pkg.title}`,
    ids: [...odds].flatMap((letter, i) => (letter !== '.' && letter === letter.toUpperCase() && order[i] ? [order[i]!] : [])),
    odds: Object.fromEntries(
      [...odds].flatMap((letter, i) => (lettersOdds[letter.toLowerCase()] && order[i] ? [[order[i]!, lettersOdds[letter.toLowerCase()]!]] : [])),
    ),
  }));
}

/** One target on one package (or pair): how likely, and whether the package lists it by name. */
export interface TargetOdds {
  id: string;
  /** Undefined: not at any site the package visits. */
  odds?: Likelihood;
  listed: boolean;
}

export interface Coverage {
  pkg: CoveragePackage;
  /** Every target, in the order chosen, with its likelihood on this package. */
  targets: TargetOdds[];
  /** How many targets its sites hold. */
  found: number;
  score: number;
}

export interface PairCoverage {
  pair: [CoveragePackage, CoveragePackage];
  /** Every target with the better likelihood of the two. */
  targets: TargetOdds[];
  found: number;
  score: number;
}

/** A likelihood's weight in a score: how much more a guest can count on it (content/schema/sites.ts's order). */
export const oddsWeight: Record<Likelihood, number> = { regular: 4, likely: 3, 'with luck': 2, rare: 1 };

const weight = (odds: Likelihood | undefined) => (odds ? oddsWeight[odds] : 0);
const size = (pkg: CoveragePackage) => Object.keys(pkg.odds).length;
const score = (targets: readonly TargetOdds[]) => targets.reduce((sum, t) => sum + weight(t.odds), 0);
const found = (targets: readonly TargetOdds[]) => targets.filter((t) => t.odds).length;
const listed = (targets: readonly TargetOdds[]) => targets.filter((t) => t.odds && t.listed).length;

/** Each target on one package: its likelihood there (none when not at its sites) and whether it lists it. */
export function targetOdds(pkg: CoveragePackage, targets: readonly string[]): TargetOdds[] {
  // Own keys only: a species id such as "constructor" must not read Object.prototype.
  return targets.map((id) => ({ id, odds: Object.hasOwn(pkg.odds, id) ? pkg.odds[id] : undefined, listed: pkg.ids.includes(id) }));
}

/**
 * Every package whose sites hold at least one target, best first: the highest score (each target
 * weighed by its likelihood, oddsWeight), then more targets at its sites, then more of them on its
 * list (its guide goes for them by name), then fewer species at its sites overall (the more
 * focused, usually shorter trip), then content order.
 */
export function rankPackages(packages: readonly CoveragePackage[], targets: readonly string[]): Coverage[] {
  return packages
    .map((pkg, i) => {
      const odds = targetOdds(pkg, targets);
      return { pkg, i, targets: odds, found: found(odds), score: score(odds), listed: listed(odds) };
    })
    .filter((c) => c.found > 0)
    .sort((a, b) => b.score - a.score || b.found - a.found || b.listed - a.listed || size(a.pkg) - size(b.pkg) || a.i - b.i)
    .map(({ i: _, listed: __, ...c }) => c);
}

/**
 * When no single package's sites hold every target: the two packages that together hold the most
 * (per target the better likelihood of the two), then the highest score, then more targets on
 * their lists, then fewer species at their sites overall, then content order. Two packages of one tour count: they are different
 * trips. None when one package holds them all, or no pair holds more than the best single package.
 */
export function bestPair(packages: readonly CoveragePackage[], targets: readonly string[]): PairCoverage | undefined {
  const each = packages.map((pkg) => targetOdds(pkg, targets));
  const alone = Math.max(0, ...each.map(found));
  if (targets.length === 0 || alone === targets.length) return undefined;
  let best: (PairCoverage & { listed: number; size: number }) | undefined;
  for (let i = 0; i < packages.length; i++) {
    for (let j = i + 1; j < packages.length; j++) {
      const odds = targets.map((_id, t) => {
        const [a, b] = [each[i]![t]!, each[j]![t]!];
        // Listed by the package whose odds count (the first on a tie).
        return weight(a.odds) >= weight(b.odds) ? a : b;
      });
      const pair = {
        pair: [packages[i]!, packages[j]!] as [CoveragePackage, CoveragePackage],
        targets: odds,
        found: found(odds),
        score: score(odds),
        listed: listed(odds),
        size: size(packages[i]!) + size(packages[j]!),
      };
      // Strictly better only: on a full tie the earlier pair (content order) stays.
      if (!best || (pair.found - best.found || pair.score - best.score || pair.listed - best.listed || best.size - pair.size) > 0) best = pair;
    }
  }
  if (!best || best.found <= alone) return undefined;
  const { size: _, listed: __, ...pair } = best;
  return pair;
}

/** Targets no package's sites hold. */
export const uncovered = (packages: readonly CoveragePackage[], targets: readonly string[]) =>
  targets.filter((id) => !packages.some((p) => Object.hasOwn(p.odds, id)));

/** Lower case, letters and digits only: "Javan Hawk-Eagle" and "javan hawk eagle" meet as "javanhawkeagle". */
export const searchKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Ids whose name (or other search text) holds the query, those starting with it first. */
export function matchNames(query: string, names: ReadonlyMap<string, string>, limit = 6): string[] {
  const q = searchKey(query);
  if (!q) return [];
  const hits = [...names].filter(([, name]) => searchKey(name).includes(q));
  return hits
    .sort(([, a], [, b]) => Number(!searchKey(b).startsWith(q)) - Number(!searchKey(a).startsWith(q)))
    .slice(0, limit)
    .map(([id]) => id);
}

/** The ids of `?targets=a,b`, known ones kept (once, in order), unknown ones reported. */
export function parseTargets(value: string | null, known: (id: string) => boolean): { ids: string[]; unknown: string[] } {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const id of (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!known(id)) unknown.push(id);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/**
 * The first selection: `?targets=` (else the stored one, known ids only), then `?add=`, once each;
 * the ids either names that we do not know, to report.
 */
export function initialTargets(params: URLSearchParams, stored: readonly string[], known: (id: string) => boolean): { ids: string[]; unknown: string[] } {
  const chosen = params.has('targets') ? parseTargets(params.get('targets'), known) : { ids: stored.filter(known), unknown: [] };
  const added = parseTargets(params.get('add'), known);
  return { ids: [...new Set([...chosen.ids, ...added.ids])], unknown: [...chosen.unknown, ...added.unknown] };
}

/** "your 2 targets", "both your targets", "all 3 of your targets". */
function ofYour(found: number, targets: number): string {
  if (found < targets) return `${found} of your ${targets} ${targets === 1 ? 'target' : 'targets'}`;
  return targets === 1 ? 'your target' : targets === 2 ? 'both your targets' : `all ${targets} of your targets`;
}

/** The status line's verdict: which package looks for how many of the targets, or that none does. */
export function plannerSummary(targets: number, best: Coverage | undefined): string {
  if (targets === 0) return 'No targets chosen yet.';
  return best
    ? `${best.pkg.label} looks for ${ofYour(best.found, targets)}.`
    : `No package looks for ${targets === 1 ? 'your target' : 'any of your targets'}.`;
}

/** The pair's sentence: "No single package looks for all your targets. Together, A and B look for all 3 of your targets." */
export function pairSummary(targets: number, pair: PairCoverage): string {
  const [a, b] = pair.pair;
  return `No single package looks for all your targets. Together, ${a.label} and ${b.label} look for ${ofYour(pair.found, targets)}.`;
}
