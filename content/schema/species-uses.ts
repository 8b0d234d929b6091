import type { Content, SectionContent } from './sections.ts';
import type { Species } from './species.ts';

// Which content lists point at which species. The build checks each id against the species
// records (content/schema/rules.ts); later pages read where a species is looked for and which
// packages list it. Trip reports are left out: they may name any species of the taxonomy.

/** One list of species ids in a section: where it sits and what it is. */
export interface SpeciesList {
  section: keyof SectionContent;
  /** The field path of the list, as a reader finds it in the section's file. */
  field: string;
  /** What the list is, for a species page: "Gunung Gede-Pangrango", "5D/4N birding package". */
  label: string;
  kind: 'site' | 'package' | 'carousel' | 'key species' | 'list';
  ids: readonly string[];
}

/** Every list of species ids the content holds. */
export function speciesLists(content: Content): SpeciesList[] {
  const { home, birdingTour, waterbirdTour, aboutTour, ujungKulonTour, mammalsTour, speciesSites } = content;
  return [
    ...speciesSites.sites.map((s, i): SpeciesList => ({ section: 'speciesSites', field: `sites[${i}].ids`, label: s.name, kind: 'site', ids: s.ids })),
    ...home.explorer.locations.map((l, i): SpeciesList => ({ section: 'home', field: `explorer.locations[${i}].species`, label: l.name, kind: 'site', ids: l.species })),
    { section: 'birdingTour', field: 'endemics.slides', label: 'Birding tour: Javan endemics', kind: 'carousel', ids: birdingTour.endemics.slides.map((s) => s.id) },
    ...birdingTour.packages.items.map((p, i): SpeciesList => ({ section: 'birdingTour', field: `packages.items[${i}].highlights`, label: `Birding tour: ${p.title}`, kind: 'package', ids: p.highlights })),
    { section: 'waterbirdTour', field: 'species.list', label: 'Waterbird tour: key species', kind: 'list', ids: waterbirdTour.species.list.map((s) => s.id) },
    ...waterbirdTour.packages.items.map((p, i): SpeciesList => ({ section: 'waterbirdTour', field: `packages.items[${i}].highlights`, label: `Waterbird tour: ${p.duration}`, kind: 'package', ids: p.highlights })),
    { section: 'aboutTour', field: 'keySpecies.items', label: 'About: key species', kind: 'key species', ids: aboutTour.keySpecies.items.map((s) => s.id) },
    { section: 'mammalsTour', field: 'species.list', label: 'Mammals tour: key species', kind: 'list', ids: mammalsTour.species.list.map((s) => s.id) },
    { section: 'mammalsTour', field: 'carousel.photos', label: 'Mammals tour: mammals you may meet', kind: 'carousel', ids: mammalsTour.carousel.photos.map((p) => p.id) },
    ...ujungKulonTour.birding.items.map((p, i): SpeciesList => ({ section: 'ujungKulonTour', field: `birding.items[${i}].keyBirds`, label: `Ujung Kulon birding: ${p.duration}`, kind: 'package', ids: p.keyBirds })),
  ];
}

/** A species with the lists that name it: the sites where we look for it, the packages that target it. */
export interface SpeciesEntry extends Species {
  /** Names of the explorer's locations that list it. */
  sites: string[];
  lists: Omit<SpeciesList, 'ids'>[];
}

/** The species collection with, for each species, the sites and lists that name it, in taxonomic order (birds, then mammals). */
export function speciesIndex(content: Content): SpeciesEntry[] {
  const lists = speciesLists(content);
  return [...content.species.values()]
    .sort((a, b) => (a.kind === b.kind ? a.sequence - b.sequence : a.kind === 'bird' ? -1 : 1))
    .map((species) => {
      const naming = lists.filter((list) => list.ids.includes(species.id)).map(({ ids: _, ...list }) => list);
      return { ...species, sites: naming.filter((l) => l.kind === 'site').map((l) => l.label), lists: naming };
    });
}

/** The species of an id; a template asks only for ids the build has checked. */
export function speciesById(content: Pick<Content, 'species'>, id: string): Species {
  const species = content.species.get(id);
  if (!species) throw new Error(`no species record for "${id}" (content/species/)`);
  return species;
}
