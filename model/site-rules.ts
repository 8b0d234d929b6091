import { tourKey, type Content, type SourceKey } from './schema/sections.ts';
import { closest } from './suggest.ts';
import { fieldOf, packagesOf } from './schema/tour.ts';
import { birdNamesIn } from './taxonomy.ts';
import { chanceOn, lineageOf, occurrenceAt, packageVisits, siteParts, type Visit } from './visits.ts';

// The rules of the one model of where (model/visits.ts): every site named is a site of
// content/sites/; a package lists only species found at a site it visits; a day's words name only
// species its sites hold; a tour's own species lists only species one of its packages can find;
// the home explorer's lists only species found at that location. Each problem is reported where
// its value is written.

// The shapes of model/rules.ts, which runs these with its own rules.
type ReportProblem = (key: SourceKey, field: string, message: string, found: unknown, suggestions?: readonly string[]) => void;
type ContentRule = (content: Content, report: ReportProblem) => void;

/** Species records in the order of their input arrays: where a record's fields are written. */
function recordFields(content: Content): Map<string, string> {
  const count = { bird: 0, mammal: 0 };
  const fields = new Map<string, string>();
  for (const s of content.species.values()) fields.set(s.id, `${s.kind === 'bird' ? 'birds' : 'mammals'}[${count[s.kind]++}]`);
  return fields;
}

const siteList = (content: Content) => `content/sites/ (${content.sites.map((s) => s.id).join(', ')})`;

/** Every site id written, on days, packages, species records and the home page's places, is a site of content/sites/. */
const knownSites: ContentRule = (content, report) => {
  const ids = content.sites.map((s) => s.id);
  const check = (key: Parameters<ReportProblem>[0], field: string, id: string) => {
    if (!ids.includes(id)) report(key, field, `must be the id of a site of ${siteList(content)}`, id, closest(id, ids));
  };
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    for (const [pkg, path] of packagesOf(page)) {
      pkg.itinerary?.forEach((day, d) => day.sites.forEach((site, i) => check(tourKey(tour.id), `${fieldOf(path)}.itinerary[${d}].sites[${i}]`, site)));
      pkg.sites?.forEach((site, i) => check(tourKey(tour.id), `${fieldOf(path)}.sites[${i}]`, site));
    }
  }
  const fields = recordFields(content);
  for (const species of content.species.values()) {
    for (const site of Object.keys(species.at)) check('species', `${fields.get(species.id)}.at.${site}`, site);
  }
  content.home.explorer.locations.forEach((location, i) => check('home', `explorer.locations[${i}].id`, location.id));
  content.home.visit.locations.forEach((location, i) => location.site !== undefined && check('home', `visit.locations[${i}].site`, location.site));
};

/** Where a species is found, for a message: "gunung-gede (likely), halimun (with luck)". */
function foundAt(content: Content, id: string): string {
  const at = Object.entries(content.species.get(id)?.at ?? {});
  return at.length ? at.map(([site, o]) => `${site} (${o.likelihood})`).join(', ') : 'no site yet';
}

const visitedSites = (visits: readonly Visit[]) => visits.map((v) => v.site).join(', ');

/** A package lists only species found at a site it visits. */
const packageSpeciesAtSites: ContentRule = (content, report) => {
  const lineage = lineageOf(content);
  const fields = recordFields(content);
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    for (const [pkg, path] of packagesOf(page)) {
      const visits = packageVisits(pkg);
      for (const list of ['highlights', 'keyBirds'] as const) {
        pkg[list]?.forEach((id, i) => {
          const species = content.species.get(id);
          if (!species || chanceOn(species, visits, lineage)) return;
          report(
            tourKey(tour.id),
            `${fieldOf(path)}.${list}[${i}]`,
            `must be a species found at a site the package visits (${visitedSites(visits)}): the record of ${species.english} (content/species/, ${fields.get(id)}.at) places it at ${foundAt(content, id)}`,
            id,
          );
        });
      }
    }
  }
};

/** A species a day's words name (by its exact English name) is found at one of that day's sites. */
const dayNamesAtSites: ContentRule = (content, report) => {
  const lineage = lineageOf(content);
  const byName = new Map([...content.species.values()].map((s) => [s.english, s]));
  const mammals = [...content.species.values()].filter((s) => s.kind === 'mammal');
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    for (const [pkg, path] of packagesOf(page)) {
      pkg.itinerary?.forEach((day, d) => {
        // A day naming an unknown site is reported once, by knownSites, not for each bird it names.
        if (!day.sites.every((site) => lineage.has(site))) return;
        const fields: [string, string][] = [['title', day.title], ...day.entries.map((e, i): [string, string] => [`entries[${i}].text`, e.text])];
        for (const [field, text] of fields) {
          const names = new Set([...birdNamesIn(text), ...mammals.filter((m) => text.includes(m.english)).map((m) => m.english)]);
          for (const name of names) {
            const species = byName.get(name);
            if (
              !species ||
              chanceOn(
                species,
                day.sites.map((site) => ({ site, days: [day.day] })),
                lineage,
              )
            )
              continue;
            report(
              tourKey(tour.id),
              `${fieldOf(path)}.itinerary[${d}].${field}`,
              `must name only species found at the day's sites (${day.sites.join(', ')}): the record of ${name} places it at ${foundAt(content, species.id)}`,
              text,
            );
          }
        }
      });
    }
  }
};

/** A tour's own species lists (carousels, key species) hold only species one of its packages can find. */
const tourSpeciesAtSites: ContentRule = (content, report) => {
  const lineage = lineageOf(content);
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    const visits = packagesOf(page).flatMap(([pkg]) => packageVisits(pkg));
    const lists: [string, readonly string[]][] = [
      ['endemics.slides', page.endemics?.slides.map((s) => s.id) ?? []],
      ['carousel.photos', page.carousel?.photos.map((p) => p.id) ?? []],
      ['species.list', page.species?.list.map((s) => s.id) ?? []],
    ];
    for (const [field, ids] of lists) {
      ids.forEach((id, i) => {
        const species = content.species.get(id);
        if (!species || chanceOn(species, visits, lineage)) return;
        report(
          tourKey(tour.id),
          `${field}[${i}].id`,
          `must be a species found at a site one of the tour's packages visits (${[...new Set(visits.map((v) => v.site))].join(', ')}): its record places it at ${foundAt(content, id)}`,
          id,
        );
      });
    }
  }
};

/** Each species of a home explorer location is found at that location (or a part of it). */
const explorerSpeciesAtSites: ContentRule = (content, report) => {
  const lineage = lineageOf(content);
  const parts = (site: string) => siteParts(content.sites, site);
  content.home.explorer.locations.forEach((location, l) => {
    location.species.forEach((id, i) => {
      const species = content.species.get(id);
      if (!species || parts(location.id).some((site) => occurrenceAt(species, site, lineage))) return;
      report(
        'home',
        `explorer.locations[${l}].species[${i}]`,
        `must be a species found at ${location.id} or a part of it: its record places it at ${foundAt(content, id)}`,
        id,
      );
    });
  });
};

export const siteRules: ContentRule[] = [knownSites, packageSpeciesAtSites, dayNamesAtSites, tourSpeciesAtSites, explorerSpeciesAtSites];
