import type { Content } from './schema/sections.ts';
import type { Species } from './schema/species.ts';
import { months, type Likelihood, type Month } from './schema/sites.ts';
import { accessOf, chanceOn, likelihoodRank, lineageOf, openVisits, packageVisits, type Chance, type Visit } from './visits.ts';
import { taxonomyByCode, taxonomyEntries } from './taxonomy.ts';
import { buildChecklist, type ChecklistTour } from './checklists.ts';
import { checklistTours, offeredPackages, packagePath } from './packages.ts';
import { slugify } from './slug.ts';
import { tripRecord, tripsOf, type TripRecord } from './trip-records.ts';
import { memoOnContent } from './memo.ts';

// The species section's one model: every species the site names (the records of content/species/,
// plus any bird a checklist or trip report names, from the taxonomy alone), each with the sites where
// we look for it, the packages that look for it, the checklists it is on and how many of our trips
// recorded it. Built once per content object; pages, links and the planner read it.

/** A species' address segment from its English name: "Javan Hawk-Eagle" → javan-hawk-eagle. */
export const speciesSlug = (english: string) => slugify(english);

/**
 * The image id of a species' photo: birds/<slug of its English name> for birds (as
 * model/species-names.ts birdImageId names them in carousels), mammals/<id> for mammals. The
 * species page shows it only when the operator has a photo for it.
 */
export const speciesImageId = (species: Pick<Species, 'id' | 'kind' | 'english'>) =>
  species.kind === 'bird' ? `birds/${speciesSlug(species.english)}` : `mammals/${species.id}`;

/** Site path of /species/. */
export const SPECIES_INDEX_PATH = '/species/';
/** Site path of a species page. */
export const speciesPath = (slug: string) => `${SPECIES_INDEX_PATH}${slug}/`;

/** A site where a species is found: how likely, and in which months. */
export interface SpeciesSite {
  key: string;
  name: string;
  likelihood: Likelihood;
  months: readonly Month[];
}

/** A package that visits a site where a species is found: how likely it is to find it, and where on which days. */
export interface SpeciesPackage extends Omit<PlannerPackage, 'ids' | 'odds' | 'byMonth'> {
  likelihood: Likelihood;
  /** Whether the package lists it among the species it looks for. */
  listed: boolean;
  /**
   * True where only its visits to closed places may find it: `likelihood` and `visits` are then
   * those of the closed places, which the page must say are closed, never as a routine chance.
   */
  closedOnly: boolean;
  /** The visits that may find it, likeliest first: the site's name and the package's days there (those to open or restricted places, unless `closedOnly`). */
  visits: { site: string; name: string; days: number[]; likelihood: Likelihood }[];
}

/** A package of a tour, as the planner ranks it and a species page links to it. */
export interface PlannerPackage {
  /** Unique across tours: "birding-tour/5d4n". */
  key: string;
  /** The tour's slug. */
  tour: string;
  /** The tour page's heading: "Birding Tour". */
  tourName: string;
  /** The package's own title. */
  title: string;
  /** Site path of the package on its tour page (its tab panel). */
  path: string;
  /** Species ids it lists (looks for), in its list's order. */
  ids: string[];
  /** The sites it visits, with its days there. */
  visits: Visit[];
  /**
   * Every species found at a site its itinerary visits that is not closed, by id, with the best
   * likelihood of those sites in any month. A target missing here is not at any of its open sites.
   */
  odds: Readonly<Record<string, Likelihood>>;
  /** The species of `odds` whose best likelihood changes with the month: twelve entries, January first (undefined: not there that month). */
  byMonth: Readonly<Record<string, readonly (Likelihood | undefined)[]>>;
}

export interface CatalogSpecies extends Species {
  slug: string;
  /** Whether content/species/ holds a record (else names and family come from the taxonomy alone). */
  recorded: boolean;
  sites: SpeciesSite[];
  /** Every package that visits a site where it is found, likeliest first. */
  packages: SpeciesPackage[];
  checklists: ChecklistTour[];
  /** The trips that went to its sites (or recorded it elsewhere), and those that recorded it. */
  trips: TripRecord;
}

export interface SpeciesFamily {
  family: string;
  kind: Species['kind'];
  species: CatalogSpecies[];
}

export interface Catalog {
  /** Birds in eBird/Clements 2023 order, then mammals in Mammal Diversity Database order. */
  species: CatalogSpecies[];
  families: SpeciesFamily[];
  byId: ReadonlyMap<string, CatalogSpecies>;
  /** English name → species, for lists that print names (checklists, trip reports). */
  byEnglish: ReadonlyMap<string, CatalogSpecies>;
  packages: PlannerPackage[];
  /** The sites where any species is found, in the order of content/sites/ (the index's site filter). */
  sites: { key: string; name: string }[];
}

/** The catalog of a content object (built once, and kept while the sections it reads stay the same). */
export const speciesCatalog: (content: Content) => Catalog = memoOnContent(buildCatalog);

/**
 * Every package that visits a site (model/packages.ts), each with the address of its
 * tab panel, the species it lists and the odds of every species found at its sites (made once, and
 * kept while the sections it reads stay the same: the catalogue and the site model both read it,
 * and a new trip report makes both again).
 */
export const plannerPackages: (content: Content) => PlannerPackage[] = memoOnContent(collectPlannerPackages);

/** The best likelihood of a chance's visits in each month, January first, or none where it is the same all year. */
function monthsOf(chance: Chance): (Likelihood | undefined)[] | undefined {
  // The visits come likeliest first: a month's odds are those of the first visit there that month.
  const byMonth = months.map((m) => chance.visits.find((v) => v.months.includes(m))?.likelihood);
  return byMonth.every((l) => l === chance.likelihood) ? undefined : byMonth;
}

function collectPlannerPackages(content: Content): PlannerPackage[] {
  const lineage = lineageOf(content);
  const access = accessOf(content);
  return offeredPackages(content).map(({ tour, pkg, species, anchor }) => {
    const visits = packageVisits(pkg);
    // The planner's odds: a closed place never counts, whatever the package's days say.
    const open = openVisits(visits, access);
    const odds: Record<string, Likelihood> = {};
    const byMonth: Record<string, (Likelihood | undefined)[]> = {};
    for (const s of content.species.values()) {
      const chance = chanceOn(s, open, lineage);
      if (!chance) continue;
      odds[s.id] = chance.likelihood;
      const seasonal = monthsOf(chance);
      if (seasonal) byMonth[s.id] = seasonal;
    }
    return {
      key: `${tour.slug}/${pkg.id}`,
      tour: tour.slug,
      tourName: content.routes[tour.slug]!.heading,
      title: pkg.title,
      path: packagePath({ tour, anchor }),
      ids: species,
      visits,
      odds,
      byMonth,
    };
  });
}

/** A bird of the taxonomy that has no record: names and family from the taxonomy alone. */
function fromTaxonomy(id: string): Species {
  const row = taxonomyByCode().get(id)!;
  return { id, kind: 'bird', english: row.english, scientific: row.scientific, family: row.family, order: row.order, sequence: row.position, at: {} };
}

const codeOf = (name: string) => taxonomyEntries().get(name)?.code;

/** The sites where a species is found, likeliest first, then in the order of content/sites/. */
function sitesOf(content: Content, species: Species): SpeciesSite[] {
  return content.sites
    .filter((site) => species.at[site.id])
    .map((site) => ({ key: site.id, name: site.name, ...species.at[site.id]! }))
    .sort((a, b) => likelihoodRank(a.likelihood) - likelihoodRank(b.likelihood));
}

/**
 * The packages that may find a species, likeliest first (content order on a tie), by their visits
 * to places guests may still go; those that find it only at closed places last, marked so.
 */
function packagesOf(content: Content, species: Species, packages: readonly PlannerPackage[], siteNames: ReadonlyMap<string, string>): SpeciesPackage[] {
  const lineage = lineageOf(content);
  const access = accessOf(content);
  const siteName = (id: string) => siteNames.get(id) ?? id;
  const rank = (e: { chance: Chance; closedOnly: boolean }) => (e.closedOnly ? 10 : 0) + likelihoodRank(e.chance.likelihood);
  return packages
    .map((p) => {
      const open = chanceOn(species, openVisits(p.visits, access), lineage);
      return { p, chance: open ?? chanceOn(species, p.visits, lineage), closedOnly: open === undefined };
    })
    .filter((e): e is { p: PlannerPackage; chance: Chance; closedOnly: boolean } => e.chance !== undefined)
    .sort((a, b) => rank(a) - rank(b))
    .map(({ p: { ids, odds: _, visits: __, ...p }, chance, closedOnly }) => ({
      ...p,
      likelihood: chance.likelihood,
      listed: ids.includes(species.id),
      closedOnly,
      visits: chance.visits.map((v) => ({ site: v.site, name: siteName(v.site), days: v.days, likelihood: v.likelihood })),
    }));
}

/** The checklists each species is on: birds by English name, mammals by scientific name. */
function checklistsBySpecies(content: Content): Map<string, ChecklistTour[]> {
  const checklists = new Map<string, ChecklistTour[]>();
  const mammalByScientific = new Map([...content.species.values()].filter((s) => s.kind === 'mammal').map((s) => [s.scientific, s.id]));
  for (const tour of checklistTours(content)) {
    for (const row of buildChecklist(content, tour).species) {
      const id = codeOf(row.english) && !mammalByScientific.has(row.scientific) ? codeOf(row.english)! : mammalByScientific.get(row.scientific);
      if (id) checklists.set(id, [...(checklists.get(id) ?? []), tour]);
    }
  }
  return checklists;
}

/** Fails when two species would share one address. */
function assertDistinctSlugs(species: readonly CatalogSpecies[]): void {
  const slugs = new Map<string, string>();
  for (const s of species) {
    const other = slugs.get(s.slug);
    if (other) throw new Error(`species "${other}" and "${s.id}" would both be /species/${s.slug}/: give one a distinct English name`);
    slugs.set(s.slug, s.id);
  }
}

/** Runs of species of one family (and kind), in the list's order. */
function byFamily(species: readonly CatalogSpecies[]): SpeciesFamily[] {
  const families: SpeciesFamily[] = [];
  for (const s of species) {
    const last = families.at(-1);
    if (last?.family === s.family && last.kind === s.kind) last.species.push(s);
    else families.push({ family: s.family, kind: s.kind, species: [s] });
  }
  return families;
}

function buildCatalog(content: Content): Catalog {
  const packages = plannerPackages(content);
  const siteNames = new Map(content.sites.map((site) => [site.id, site.name]));
  const checklists = checklistsBySpecies(content);
  const recorded = tripsOf(content).flatMap((trip) => [...trip.recorded.keys()]);
  const ids = new Set([...content.species.keys(), ...packages.flatMap((p) => p.ids), ...checklists.keys(), ...recorded]);
  const species = [...ids]
    .map((id) => content.species.get(id) ?? fromTaxonomy(id))
    .sort((a, b) => (a.kind === b.kind ? a.sequence - b.sequence : a.kind === 'bird' ? -1 : 1))
    .map(
      (s): CatalogSpecies => ({
        ...s,
        slug: speciesSlug(s.english),
        recorded: content.species.has(s.id),
        sites: sitesOf(content, s),
        packages: packagesOf(content, s, packages, siteNames),
        checklists: checklists.get(s.id) ?? [],
        trips: tripRecord(content, s),
      }),
    );
  assertDistinctSlugs(species);
  return {
    species,
    families: byFamily(species),
    byId: new Map(species.map((s) => [s.id, s])),
    byEnglish: new Map(species.map((s) => [s.english, s])),
    packages,
    sites: content.sites.filter((site) => species.some((s) => s.at[site.id])).map((site) => ({ key: site.id, name: site.name })),
  };
}
