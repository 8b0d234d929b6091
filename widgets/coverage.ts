import type { Likelihood } from '../model/schema/sites.ts';

// The target planner's arithmetic, shared by its island and the tests: which packages look for
// which targets and how likely each is found there, best first (regular and likely count, luck and
// rare only break ties); the fewest packages, up to three, when no single one looks for them all;
// each month's odds; forgiving name search; the selection's URL form.

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
  /** How a message names it, made at build time (widgets/planner/message.ts packageName): "the 5 Days West Java Birding package". */
  named?: string;
  /** Species ids it lists (looks for by name). */
  ids: readonly string[];
  /** Every species at an open site its itinerary visits, with the best likelihood there in any month; absent = not at its sites. */
  odds: Readonly<Record<string, Likelihood>>;
  /** The species whose odds there change with the month: twelve entries, January first (undefined: not there that month). */
  byMonth?: Readonly<Record<string, readonly (Likelihood | undefined)[]>>;
}

/** A package as the page sends it: its odds one letter per species of a shared order. */
export interface PackedPackage extends Omit<CoveragePackage, 'odds' | 'label' | 'ids' | 'byMonth'> {
  /**
   * One letter per species of the order: r regular, l likely, w with luck, x rare, . not at its
   * sites; upper case where the package lists it.
   */
  odds: string;
  /**
   * The species whose odds change with the month, space-separated: each its index in the order
   * (base 36) and twelve letters, January first ("4k....rrrrr..."); absent where none do.
   */
  months?: string;
}

const oddsLetters: Record<Likelihood, string> = { regular: 'r', likely: 'l', 'with luck': 'w', rare: 'x' };
const lettersOdds = Object.fromEntries(Object.entries(oddsLetters).map(([odds, letter]) => [letter, odds])) as Record<string, Likelihood>;
const letter = (odds: Likelihood | undefined) => (odds ? oddsLetters[odds] : '.');

/** The packages in the page's form: each species' odds a letter, in the order of `order` (an id not in it is dropped). */
export function packPackages(packages: readonly CoveragePackage[], order: readonly string[]): PackedPackage[] {
  return packages.map(({ label: _, odds, ids, byMonth = {}, ...pkg }) => {
    const months = order.flatMap((id, i) => (Object.hasOwn(byMonth, id) ? [i.toString(36) + byMonth[id]!.map(letter).join('')] : [])).join(' ');
    return {
      ...pkg,
      odds: order.map((id) => (Object.hasOwn(odds, id) ? (ids.includes(id) ? oddsLetters[odds[id]!].toUpperCase() : oddsLetters[odds[id]!]) : '.')).join(''),
      ...(months ? { months } : {}),
    };
  });
}

/** The packages as the planner ranks them, from the page's form. */
export function unpackPackages(packed: readonly PackedPackage[], order: readonly string[]): CoveragePackage[] {
  return packed.map(({ odds: letters, months = '', ...pkg }) => {
    const odds: Record<string, Likelihood> = {};
    const ids: string[] = [];
    const byMonth: Record<string, (Likelihood | undefined)[]> = {};
    [...letters].forEach((l, i) => {
      const id = order[i];
      if (id && lettersOdds[l.toLowerCase()]) {
        odds[id] = lettersOdds[l.toLowerCase()]!;
        // Upper case: the package lists it.
        if (l < 'a') ids.push(id);
      }
    });
    for (const e of months.split(' ')) if (e) byMonth[order[parseInt(e.slice(0, -12), 36)]!] = [...e.slice(-12)].map((l) => lettersOdds[l]);
    return { ...pkg, label: `${pkg.tourName}: ${pkg.title}`, ids, odds, byMonth };
  });
}

/** A package as it stands in one month (0 January … 11 December; undefined: any month): the species not there that month dropped. */
export function inMonth(pkg: CoveragePackage, month: number | undefined): CoveragePackage {
  if (month === undefined || !pkg.byMonth) return pkg;
  const odds: Record<string, Likelihood> = {};
  for (const id of Object.keys(pkg.odds)) {
    const now = Object.hasOwn(pkg.byMonth, id) ? pkg.byMonth[id]![month] : pkg.odds[id];
    if (now) odds[id] = now;
  }
  return { ...pkg, odds };
}

/** One target on one package (or plan): how likely, and whether the package lists it by name. */
export interface TargetOdds {
  id: string;
  /** Undefined: not at any site the package visits. */
  odds?: Likelihood;
  listed: boolean;
}

/** How one package, or a plan of several, stands for the targets. */
export interface Coverage {
  /** The package, or the plan's packages in content order. */
  packages: CoveragePackage[];
  /** Every target, in the order chosen, with its likelihood (a plan's: the best of its packages). */
  targets: TargetOdds[];
  /** How many targets it looks for: regular or likely there. */
  found: number;
  /** The targets found there only with luck, and those there only rarely: never counted as looked for. */
  luck: string[];
  rare: string[];
}

/** A likelihood's weight in a score: how much more a guest can count on it (model/schema/sites.ts's order). */
export const oddsWeight: Record<Likelihood, number> = { regular: 4, likely: 3, 'with luck': 2, rare: 1 };

/** Whether a guest may count on it: regular or likely, what "looks for" means. */
export const sure = (odds: Likelihood | undefined) => odds === 'regular' || odds === 'likely';

const weight = (t: TargetOdds) => (t.odds ? oddsWeight[t.odds] : 0);
const size = (pkgs: readonly CoveragePackage[]) => pkgs.reduce((sum, p) => sum + Object.keys(p.odds).length, 0);

/** Each target on one package: its likelihood there (none when not at its sites) and whether it lists it. */
export function targetOdds(pkg: CoveragePackage, targets: readonly string[]): TargetOdds[] {
  // Own keys only: a species id such as "constructor" must not read Object.prototype.
  return targets.map((id) => ({ id, odds: Object.hasOwn(pkg.odds, id) ? pkg.odds[id] : undefined, listed: pkg.ids.includes(id) }));
}

/**
 * What a package (or plan) is ranked by, most telling first: the targets it looks for (regular or
 * likely), their weight (oddsWeight), then the targets there with luck, then those there rarely (so
 * luck and rare only break ties), then those on its lists, then fewer species at its sites (the
 * more focused, usually shorter trip).
 */
function measure(packages: CoveragePackage[], targets: TargetOdds[]): Coverage & { key: number[] } {
  const at = (odds: Likelihood) => targets.filter((t) => t.odds === odds).map((t) => t.id);
  const counted = targets.filter((t) => sure(t.odds));
  const luck = at('with luck');
  const rare = at('rare');
  const score = counted.reduce((sum, t) => sum + weight(t), 0);
  const listed = targets.filter((t) => t.odds && t.listed).length;
  return { packages, targets, found: counted.length, luck, rare, key: [counted.length, score, luck.length, rare.length, listed, -size(packages)] };
}

/** Positive when `a` ranks before `b`. */
const compare = (a: readonly number[], b: readonly number[]) => a.reduce((d, x, i) => d || x - b[i]!, 0);
const strip = ({ key: _, ...c }: Coverage & { key: number[] }): Coverage => c;

/** Every package whose sites hold at least one target, best first by `measure`, then content order. */
export function rankPackages(packages: readonly CoveragePackage[], targets: readonly string[]): Coverage[] {
  return packages
    .map((pkg) => measure([pkg], targetOdds(pkg, targets)))
    .filter((c) => c.targets.some((t) => t.odds))
    .sort((a, b) => compare(b.key, a.key))
    .map(strip);
}

/** The best combination of `k` packages by `measure` (per target the better likelihood; the first on a tie); on a full tie the first in content order. */
function bestOf(packages: readonly CoveragePackage[], each: readonly TargetOdds[][], k: number) {
  let best: ReturnType<typeof measure> | undefined;
  const walk = (from: number, chosen: number[]): void => {
    if (chosen.length === k) {
      const odds = each[chosen[0]!]!.map((_, t) => chosen.map((i) => each[i]![t]!).reduce((a, b) => (weight(b) > weight(a) ? b : a)));
      const plan = measure(
        chosen.map((i) => packages[i]!),
        odds,
      );
      if (!best || compare(plan.key, best.key) > 0) best = plan;
      return;
    }
    for (let i = from; i < packages.length; i++) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return best;
}

/**
 * When no single package looks for every target: the fewest packages, two or three, that look for
 * the most of them (then by `measure`). Two packages of one tour count: they are different trips.
 * None when one package looks for them all, or no pair or triple looks for more than the best one.
 */
export function bestPlan(packages: readonly CoveragePackage[], targets: readonly string[]): Coverage | undefined {
  const each = packages.map((pkg) => targetOdds(pkg, targets));
  const alone = Math.max(0, ...each.map((odds) => odds.filter((t) => sure(t.odds)).length));
  if (targets.length === 0 || alone === targets.length) return undefined;
  const pair = bestOf(packages, each, 2);
  const triple = pair && pair.found < targets.length ? bestOf(packages, each, 3) : undefined;
  const plan = triple && triple.found > pair!.found ? triple : pair;
  return plan && plan.found > alone ? strip(plan) : undefined;
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

/** "A, B and C". */
export const list = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));
