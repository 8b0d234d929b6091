import type { Content } from './schema/sections.ts';
import type { Species } from './schema/species.ts';
import { months, type Month } from './schema/sites.ts';
import { taxonomyEntries } from './taxonomy.ts';
import { lineageOf, siteParts } from './visits.ts';
import { memoOnContent } from './memo.ts';

// What our trips recorded: each trip report's date, package, the sites it visited and the species
// it saw or heard, and for a species how many of the trips that could have recorded it did, in all
// and by month. Species pages count the trips to any site where it is found, site pages the trips
// to that site, package panels the trips that followed that package.

/** How a trip recorded a species. */
export type Recorded = 'seen' | 'heard';

/** One trip, from its report. */
export interface Trip {
  slug: string;
  title: string;
  /** YYYY-MM-DD, the trip's last day. */
  date: string;
  month: Month;
  /** The tour's id. */
  tour: string;
  /** The address of the package it followed (its panel on the tour page), when it followed one. */
  packagePath?: string;
  /** The sites it visited, by id. */
  sites: string[];
  /** Every species it recorded, by id: birds by their eBird code, mammals by their record's id. */
  recorded: ReadonlyMap<string, Recorded>;
}

/** A month's share of the trips that could record a species. */
export interface MonthRecord {
  month: Month;
  trips: number;
  recorded: number;
}

/** A species on a set of trips: every trip that could record it, and those that did. */
export interface TripRecord {
  /** The trips that went where it could be recorded (or recorded it), newest first. */
  trips: Trip[];
  /** Those of them that recorded it, newest first. */
  recorded: { trip: Trip; how: Recorded }[];
  /** By month, January first, months without a trip left out; only once there are enough trips. */
  byMonth?: MonthRecord[];
}

/** From how many trips a record is also told by month: fewer say more about chance than season. */
const TRIPS_FOR_MONTHS = 6;

/** The trips of the content's reports, newest first (the posts' order; made once, and kept while the sections it reads stay the same). */
export const tripsOf: (content: Content) => Trip[] = memoOnContent(collect);

function collect(content: Content): Trip[] {
  const taxonomy = taxonomyEntries();
  const mammals = new Map([...content.species.values()].filter((s) => s.kind === 'mammal').map((s) => [s.english, s.id]));
  return content.posts.map((post) => {
    const recorded = new Map<string, Recorded>();
    for (const name of post.heard ?? []) recorded.set(taxonomy.get(name)!.code, 'heard');
    for (const name of post.species ?? []) recorded.set(taxonomy.get(name)!.code, 'seen');
    for (const name of post.mammals ?? []) if (mammals.has(name)) recorded.set(mammals.get(name)!, 'seen');
    return {
      slug: post.slug,
      title: post.title,
      date: post.date,
      month: months[Number(post.date.slice(5, 7)) - 1]!,
      tour: post.tour,
      ...(post.packagePath ? { packagePath: post.packagePath } : {}),
      sites: post.visited,
      recorded,
    };
  });
}

/** Where to count: the trips to one site (and its parts), or the trips of one package; else the trips to any site of the species. */
type TripScope = { site: string } | { packagePath: string } | undefined;

/** How many of the trips in scope recorded a species, and which. */
export function tripRecord(content: Content, species: Pick<Species, 'id' | 'at'>, scope?: TripScope): TripRecord {
  const inScope = scopeFilter(content, species, scope);
  const trips = tripsOf(content).filter((trip) => inScope(trip) || (scope === undefined && trip.recorded.has(species.id)));
  const recorded = trips.filter((trip) => trip.recorded.has(species.id)).map((trip) => ({ trip, how: trip.recorded.get(species.id)! }));
  if (trips.length < TRIPS_FOR_MONTHS) return { trips, recorded };
  const byMonth = months
    .map((month) => ({ month, trips: trips.filter((t) => t.month === month).length, recorded: recorded.filter((r) => r.trip.month === month).length }))
    .filter((m) => m.trips > 0);
  return { trips, recorded, byMonth };
}

function scopeFilter(content: Content, species: Pick<Species, 'at'>, scope: TripScope): (trip: Trip) => boolean {
  if (scope && 'packagePath' in scope) return (trip) => trip.packagePath === scope.packagePath;
  if (scope) {
    const parts = new Set(siteParts(content.sites, scope.site));
    return (trip) => trip.sites.some((site) => parts.has(site));
  }
  // A trip could record it where a site it visited, or a site that one lies within, holds it.
  const lineage = lineageOf(content);
  return (trip) => trip.sites.some((site) => (lineage.get(site) ?? [site]).some((place) => species.at[place] !== undefined));
}
