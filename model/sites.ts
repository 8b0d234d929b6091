import type { Content } from './schema/sections.ts';
import type { Likelihood, Site } from './schema/sites.ts';
import { likelihoods, months, type Month } from './schema/sites.ts';
import type { Occurrence } from './schema/species.ts';
import { lineageOf, occurrenceAt, siteParts } from './visits.ts';
import { plannerPackages, speciesCatalog, type PlannerPackage } from './catalogue.ts';
import { memoOnContent } from './memo.ts';

// The sites section's one model: each site of content/sites/ with the species found there (by
// likelihood, each with its months), the packages whose days visit it or a part of it, and the
// months the records put the most species there. Built once per content object.

/** Site path of /sites/. */
export const SITES_INDEX_PATH = '/sites/';
/** Site path of a site's page. */
export const sitePath = (id: string) => `${SITES_INDEX_PATH}${id}/`;

/** A species at a site: its page and how likely in which months. */
export interface SiteSpecies {
  id: string;
  english: string;
  occurrence: Occurrence;
}

/** A package that goes to a site: its panel, and the days it spends at the site or each of its parts. */
export interface SitePackage extends Pick<PlannerPackage, 'key' | 'tourName' | 'title' | 'path'> {
  visits: { site: string; name: string; days: number[] }[];
}

export interface SiteEntry {
  site: Site;
  /** The site it lies within, and the sites that lie within it. */
  parent?: Site;
  parts: Site[];
  /** Every likelihood with the species found here at it, in taxonomic order; empty groups left out. */
  species: { likelihood: Likelihood; species: SiteSpecies[] }[];
  packages: SitePackage[];
  /** The months the records put the most species here; none when that is every month. */
  richest: Month[];
}

interface SiteModel {
  entries: SiteEntry[];
  byId: ReadonlyMap<string, SiteEntry>;
  /** The areas in the order content/sites/ first names them, each with its sites. */
  areas: { area: string; entries: SiteEntry[] }[];
}

/** The site model of a content object (built once, and kept while the sections it reads stay the same). */
export const siteModel: (content: Content) => SiteModel = memoOnContent(build);

function build(content: Content): SiteModel {
  const lineage = lineageOf(content);
  const byId = new Map(content.sites.map((s) => [s.id, s]));
  const catalog = speciesCatalog(content);
  const packages = plannerPackages(content);
  const entries = content.sites.map((site): SiteEntry => {
    const found = catalog.species
      .filter((s) => s.recorded)
      .map((s) => ({ id: s.id, english: s.english, occurrence: occurrenceAt(s, site.id, lineage) }))
      .filter((s): s is SiteSpecies => s.occurrence !== undefined);
    const parts = siteParts(content.sites, site.id);
    const going = packages
      .map((p) => ({ p, visits: p.visits.filter((v) => parts.includes(v.site)) }))
      .filter((e) => e.visits.length > 0)
      .map(({ p, visits }) => ({
        key: p.key,
        tourName: p.tourName,
        title: p.title,
        path: p.path,
        visits: visits.map((v) => ({ site: v.site, name: byId.get(v.site)!.name, days: v.days })),
      }));
    const counts = months.map((m) => found.filter((s) => s.occurrence.months.includes(m)).length);
    const most = Math.max(0, ...counts);
    return {
      site,
      ...(site.within ? { parent: byId.get(site.within) } : {}),
      parts: parts.filter((id) => id !== site.id).map((id) => byId.get(id)!),
      species: likelihoods
        .map((likelihood) => ({ likelihood, species: found.filter((s) => s.occurrence.likelihood === likelihood) }))
        .filter((g) => g.species.length > 0),
      packages: going,
      richest: counts.every((c) => c === most) ? [] : months.filter((_, i) => counts[i] === most),
    };
  });
  const areas: SiteModel['areas'] = [];
  for (const entry of entries) {
    const group = areas.find((a) => a.area === entry.site.area);
    if (group) group.entries.push(entry);
    else areas.push({ area: entry.site.area, entries: [entry] });
  }
  return { entries, byId: new Map(entries.map((e) => [e.site.id, e])), areas };
}
