// The target planner's arithmetic, shared by its island and the tests: which packages cover which
// targets, best first; forgiving name search; the selection's URL form.

/** A package as the planner ranks it. */
export interface CoveragePackage {
  key: string;
  /** "Birding Tour: 5 Days West Java Birding". */
  label: string;
  href: string;
  /** Species ids the package looks for. */
  ids: readonly string[];
}

export interface Coverage {
  pkg: CoveragePackage;
  /** Targets it covers, in the order chosen. */
  covered: string[];
}

/**
 * Every package with the targets it covers, most covered first; on a tie, the package that looks
 * for fewer species overall (the more focused, usually shorter trip), then content order.
 */
export function rankPackages(packages: readonly CoveragePackage[], targets: readonly string[]): Coverage[] {
  return packages
    .map((pkg, i) => ({ pkg, i, covered: targets.filter((id) => pkg.ids.includes(id)) }))
    .sort((a, b) => b.covered.length - a.covered.length || a.pkg.ids.length - b.pkg.ids.length || a.i - b.i)
    .map(({ pkg, covered }) => ({ pkg, covered }));
}

/** Targets no package looks for. */
export const uncovered = (packages: readonly CoveragePackage[], targets: readonly string[]) => targets.filter((id) => !packages.some((p) => p.ids.includes(id)));

/** Lower case, letters and digits only: "Javan Hawk-Eagle" and "javan hawk eagle" meet as "javanhawkeagle". */
export const searchKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Ids whose name (or other search text) holds the query, those starting with it first. */
export function matchNames(query: string, names: ReadonlyMap<string, string>, limit = 6): string[] {
  const q = searchKey(query);
  if (!q) return [];
  const hits = [...names].filter(([, name]) => searchKey(name).includes(q));
  return hits.sort(([, a], [, b]) => Number(!searchKey(b).startsWith(q)) - Number(!searchKey(a).startsWith(q))).slice(0, limit).map(([id]) => id);
}

/** The ids of `?targets=a,b`, known ones kept (once, in order), unknown ones reported. */
export function parseTargets(value: string | null, known: (id: string) => boolean): { ids: string[]; unknown: string[] } {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const id of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    if (!known(id)) unknown.push(id);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

/** Fills `{package}` and `{targets}` of the message. */
export const plannerText = (template: string, label: string, names: readonly string[]) => template.replace('{package}', label).replace('{targets}', names.join(', '));

/**
 * The first selection: `?targets=` (else the stored one, known ids only), then `?add=`, once each;
 * the ids either names that we do not know, to report.
 */
export function initialTargets(params: URLSearchParams, stored: readonly string[], known: (id: string) => boolean): { ids: string[]; unknown: string[] } {
  const chosen = params.has('targets') ? parseTargets(params.get('targets'), known) : { ids: stored.filter(known), unknown: [] };
  const added = parseTargets(params.get('add'), known);
  return { ids: [...new Set([...chosen.ids, ...added.ids])], unknown: [...chosen.unknown, ...added.unknown] };
}

/** The status line's verdict: which package covers how many of the targets, or that none does. */
export function plannerSummary(targets: number, best: Coverage | undefined): string {
  if (targets === 0) return 'No targets chosen yet.';
  return best ? `${best.pkg.label} covers ${best.covered.length} of your ${targets} targets.` : `No package covers your ${targets} targets.`;
}
