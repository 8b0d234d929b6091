import type { Content } from './schema/sections.ts';
import type { AccessStatus, Site, Likelihood } from './schema/sites.ts';
import { likelihoods } from './schema/sites.ts';
import type { Occurrence, Species } from './schema/species.ts';
import type { TourPackage } from './schema/tour.ts';

// The one model of where, when and how likely. Sites are a collection (content/sites/); every
// itinerary day names the sites it visits; every species record names the sites where it is found,
// with how likely and in which months. What a package can find follows from those two facts alone:
// the rules (model/site-rules.ts), the species pages, the planner and the checklists all
// read it from here, so no page can say otherwise than another.

/** A site visited by a package, with the day numbers that visit it (none for a package with no day-by-day plan). */
export interface Visit {
  site: string;
  days: number[];
}

/** The sites a package visits, in the order of its days (or its `sites` where it has no days). */
export function packageVisits(pkg: Pick<TourPackage, 'itinerary' | 'sites'>): Visit[] {
  const visits = new Map<string, number[]>();
  for (const day of pkg.itinerary ?? []) {
    for (const site of day.sites) visits.set(site, [...(visits.get(site) ?? []), day.day]);
  }
  for (const site of pkg.sites ?? []) if (!visits.has(site)) visits.set(site, []);
  return [...visits].map(([site, days]) => ({ site, days }));
}

/**
 * Each site with the sites it lies within, itself first: a species found in a national park is
 * found at each part of it that a day visits (Cidaon → Cidaon, Ujung Kulon), except on an island
 * of it (Peucang → Peucang): the mainland's animals do not swim across.
 */
function siteLineage(sites: readonly Site[]): Map<string, string[]> {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const lineage = new Map<string, string[]>();
  for (const site of sites) {
    const line = [site.id];
    for (let at = site; !at.island && at.within && !line.includes(at.within) && byId.has(at.within); at = byId.get(at.within)!) line.push(at.within);
    lineage.set(site.id, line);
  }
  return lineage;
}

/** Each site with every site within it, itself first, islands included (the parts of a park). */
export function siteParts(sites: readonly Site[], id: string): string[] {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const under = (s: Site, seen: Set<string>): boolean =>
    s.id === id || (s.within !== undefined && !seen.has(s.within) && byId.has(s.within) && under(byId.get(s.within)!, seen.add(s.id)));
  return sites.filter((s) => under(s, new Set())).map((s) => s.id);
}

/** Most likely first: regular 0 … rare 3. */
export const likelihoodRank = (likelihood: Likelihood) => likelihoods.indexOf(likelihood);

/** Where a visit finds a species: the occurrence at the visited site or at a site it lies within, the likelier of them. */
export function occurrenceAt(species: Pick<Species, 'at'>, site: string, lineage: ReadonlyMap<string, readonly string[]>): Occurrence | undefined {
  let best: Occurrence | undefined;
  for (const place of lineage.get(site) ?? [site]) {
    const found = species.at[place];
    if (found && (!best || likelihoodRank(found.likelihood) < likelihoodRank(best.likelihood))) best = found;
  }
  return best;
}

/**
 * The authority's word on a site: its own status, else that of the nearest site it lies within
 * (islands included: a park closed whole closes its islands too); none where nothing restricts it.
 */
function accessOfSite(sites: readonly Site[]): Map<string, AccessStatus> {
  const byId = new Map(sites.map((s) => [s.id, s]));
  const access = new Map<string, AccessStatus>();
  for (const site of sites) {
    const seen = new Set<string>();
    for (let at: Site | undefined = site; at && !seen.has(at.id); at = at.within ? byId.get(at.within) : undefined) {
      seen.add(at.id);
      if (at.status) {
        if (at.status.state !== 'open') access.set(site.id, at.status);
        break;
      }
    }
  }
  return access;
}

const accessMaps = new WeakMap<object, Map<string, AccessStatus>>();
/** Each site that is restricted or closed today, with the status that makes it so (its own or its park's). */
export function accessOf(content: Pick<Content, 'sites'>): ReadonlyMap<string, AccessStatus> {
  let access = accessMaps.get(content.sites);
  if (!access) accessMaps.set(content.sites, (access = accessOfSite(content.sites)));
  return access;
}

/** The visits to places guests may still go: a closed site's visits dropped (restricted ones stay). */
export const openVisits = <V extends Visit>(visits: readonly V[], access: ReadonlyMap<string, AccessStatus>): V[] =>
  visits.filter((v) => access.get(v.site)?.state !== 'closed');

/** A species as a package may find it: how likely at its best site, and the visits that may find it. */
export interface Chance {
  likelihood: Likelihood;
  /** The visits (site and days) where it is found, likeliest first. */
  visits: (Visit & Occurrence)[];
}

/** How likely a package is to find a species (undefined: none of its sites holds it). */
export function chanceOn(species: Pick<Species, 'at'>, visits: readonly Visit[], lineage: ReadonlyMap<string, readonly string[]>): Chance | undefined {
  const found = visits
    .map((visit) => ({ visit, occurrence: occurrenceAt(species, visit.site, lineage) }))
    .filter((v): v is { visit: Visit; occurrence: Occurrence } => v.occurrence !== undefined)
    .sort((a, b) => likelihoodRank(a.occurrence.likelihood) - likelihoodRank(b.occurrence.likelihood));
  if (found.length === 0) return undefined;
  return { likelihood: found[0]!.occurrence.likelihood, visits: found.map(({ visit, occurrence }) => ({ ...visit, ...occurrence })) };
}

/** The site lineage of a content object (built once). */
const lineages = new WeakMap<object, Map<string, string[]>>();
export function lineageOf(content: Pick<Content, 'sites'>): Map<string, string[]> {
  let lineage = lineages.get(content.sites);
  if (!lineage) lineages.set(content.sites, (lineage = siteLineage(content.sites)));
  return lineage;
}
