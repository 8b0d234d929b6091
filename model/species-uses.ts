import { tourKey, type Content, type SourceKey } from './schema/sections.ts';
import { fieldOf, packagesOf, type Tour } from './schema/tour.ts';
import type { Species } from './schema/species.ts';

// Which content lists point at which species. The build checks each id against the species
// records (model/rules.ts); later pages read where a species is looked for and which
// packages list it. Trip reports are left out: they may name any species of the taxonomy.

/** One list of species ids in a section: where it sits and what it is. */
interface SpeciesList {
  section: SourceKey;
  /** The field path of the list, as a reader finds it in the section's file. */
  field: string;
  /** What the list is, for a species page: "Gunung Gede-Pangrango", "5D/4N birding package". */
  label: string;
  kind: 'site' | 'package' | 'carousel' | 'key species' | 'list';
  ids: readonly string[];
}

/** Every list of species ids the content holds: the sites, the About page's key species, and on each tour page its carousels, species list and packages. */
export function speciesLists(content: Content): SpeciesList[] {
  const { home, aboutTour } = content;
  return [
    ...home.explorer.locations.map(
      (l, i): SpeciesList => ({ section: 'home', field: `explorer.locations[${i}].species`, label: l.name, kind: 'site', ids: l.species }),
    ),
    { section: 'aboutTour', field: 'keySpecies.items', label: 'About: key species', kind: 'key species', ids: aboutTour.keySpecies.items.map((s) => s.id) },
    ...content.tours.flatMap(({ id, displayName }) => (content.tourPages[id] ? tourSpeciesLists(tourKey(id), displayName, content.tourPages[id]) : [])),
  ];
}

/** The species lists of one tour page. */
function tourSpeciesLists(section: SourceKey, tourName: string, page: Tour): SpeciesList[] {
  const lists: SpeciesList[] = [];
  if (page.endemics)
    lists.push({
      section,
      field: 'endemics.slides',
      label: `${tourName}: ${page.endemics.heading}`,
      kind: 'carousel',
      ids: page.endemics.slides.map((s) => s.id),
    });
  if (page.species) lists.push({ section, field: 'species.list', label: `${tourName}: key species`, kind: 'list', ids: page.species.list.map((s) => s.id) });
  if (page.carousel)
    lists.push({
      section,
      field: 'carousel.photos',
      label: `${tourName}: ${page.carousel.heading}`,
      kind: 'carousel',
      ids: page.carousel.photos.map((p) => p.id),
    });
  for (const [pkg, path] of packagesOf(page)) {
    const field = fieldOf(path);
    if (pkg.highlights) lists.push({ section, field: `${field}.highlights`, label: `${tourName}: ${pkg.title}`, kind: 'package', ids: pkg.highlights });
    if (pkg.keyBirds) lists.push({ section, field: `${field}.keyBirds`, label: `${tourName}: ${pkg.title}`, kind: 'package', ids: pkg.keyBirds });
  }
  return lists;
}

/** The species of an id; a template asks only for ids the build has checked. */
export function speciesById(content: Pick<Content, 'species'>, id: string): Species {
  const species = content.species.get(id);
  if (!species) throw new Error(`no species record for "${id}" (content/species/)`);
  return species;
}
