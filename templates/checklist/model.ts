import type { Content } from '../../content/schema/sections.ts';
import type { Itinerary } from '../../content/schema/itinerary.ts';
import { birdNamesIn, taxonomyEntries } from '../../content/schema/taxonomy.ts';
import { speciesById } from '../../content/schema/species-uses.ts';

/** The tour pages that have a species checklist, by route id. */
export const checklistTours = ['birding-tour', 'waterbird-tour', 'mammals-tour'] as const;
export type ChecklistTour = (typeof checklistTours)[number];

export interface ChecklistPackage {
  id: string;
  /** The package's short name, e.g. "5D/4N". */
  label: string;
  days: number;
}

export interface ChecklistSpecies {
  /** Place in the checklist's taxonomic sequence, from 1. */
  sequence: number;
  english: string;
  scientific: string;
  /** The family as its taxonomy writes it, e.g. "Trogonidae (Trogons)". */
  family: string;
  /** Labels of the packages that list the species, in package order. */
  packages: string[];
}

export interface ChecklistFamily {
  family: string;
  species: ChecklistSpecies[];
}

export interface ChecklistGroup {
  name: 'Mammals' | 'Birds';
  /** The reference the sequence follows. */
  taxonomy: string;
  families: ChecklistFamily[];
}

export interface Checklist {
  tour: ChecklistTour;
  packages: ChecklistPackage[];
  /** Day columns to tick: the longest package's number of days. */
  days: number;
  groups: ChecklistGroup[];
  /** Every species once, in sequence (the groups' rows, flattened). */
  species: ChecklistSpecies[];
}

/** What one package lists: bird English names and mammal ids. */
interface PackageSource {
  id: string;
  label: string;
  /** "5 Days / 4 Nights" or "4D/3N": the days the checklist prints a column for. */
  duration: string;
  birds: readonly string[];
  mammals: readonly string[];
  itinerary: Itinerary;
}

export const BIRD_TAXONOMY = 'eBird/Clements Checklist 2023';
export const MAMMAL_TAXONOMY = 'Mammal Diversity Database';

/**
 * The species each package of a tour lists. Birding packages list their key species; waterbird
 * packages visit the sites of all 25 waterbirds of the page and name target birds among them;
 * every mammals package goes to Ujung Kulon for the page's 27 mammals. Any bird a birding or
 * waterbird itinerary names counts too. The mammals checklist holds mammals only, so its count is
 * the page's 27 key mammals: the birds its itineraries name (Green Peafowl at Cidaon) are not on it.
 */
function packageSources(content: Content, tour: ChecklistTour): PackageSource[] {
  const name = (id: string) => speciesById(content, id).english;
  switch (tour) {
    case 'birding-tour':
      return content.birdingTour.packages.items.map((p) => ({ id: p.id, label: p.tabLabel, duration: p.duration, birds: p.highlights.map(name), mammals: [], itinerary: p.itinerary }));
    case 'waterbird-tour': {
      const all = content.waterbirdTour.species.list.map((bird) => name(bird.id));
      return content.waterbirdTour.packages.items.map((p) => ({ id: p.id, label: p.duration, duration: p.duration, birds: [...all, ...p.highlights.map(name)], mammals: [], itinerary: p.itinerary }));
    }
    case 'mammals-tour': {
      const all = content.mammalsTour.species.list.map((s) => s.id);
      return content.mammalsTour.packages.items.map((p) => ({ id: p.id, label: p.duration, duration: p.duration, birds: [], mammals: all, itinerary: [] }));
    }
  }
}

/** Exact taxonomy English names a text mentions, as whole names ("Little Egret", not "Little Egrets"). */
export const birdsNamedIn = (text: string): string[] => birdNamesIn(text);

export const itineraryText = (days: Itinerary) => days.flatMap((d) => [d.title, ...d.entries.map((e) => e.text)]).join('\n');

/** The package's number of days, from a duration such as "10 Days / 9 Nights" or "10D/9N". */
function daysOf(duration: string): number {
  const days = /^(\d+)\s*(?:D\/|Days?\b)/i.exec(duration)?.[1];
  if (!days) throw new Error(`Package duration "${duration}" does not start with a day count such as "5 Days" or "5D/"`);
  return Number(days);
}

/** Groups rows that arrive in sequence into runs of one family. */
function byFamily(rows: ChecklistSpecies[]): ChecklistFamily[] {
  const families: ChecklistFamily[] = [];
  for (const row of rows) {
    const last = families.at(-1);
    if (last?.family === row.family) last.species.push(row);
    else families.push({ family: row.family, species: [row] });
  }
  return families;
}

/**
 * Every species a tour's packages list, once, in taxonomic sequence and grouped by family:
 * mammals in the Mammal Diversity Database sequence of their records, then birds in
 * eBird/Clements 2023 order (the rows of content/species/taxonomy-2023.csv).
 */
export function buildChecklist(content: Content, tour: ChecklistTour): Checklist {
  const sources = packageSources(content, tour);
  const birds = new Map<string, string[]>();
  const mammals = new Map<string, string[]>();
  const add = (into: Map<string, string[]>, key: string, label: string) => {
    const labels = into.get(key) ?? [];
    if (!labels.includes(label)) labels.push(label);
    into.set(key, labels);
  };
  for (const source of sources) {
    for (const name of [...source.birds, ...birdsNamedIn(itineraryText(source.itinerary))]) add(birds, name, source.label);
    for (const id of source.mammals) add(mammals, id, source.label);
  }

  const mammalRows = [...mammals.keys()]
    .map((id) => speciesById(content, id))
    .sort((a, b) => a.sequence - b.sequence)
    .map((m) => ({ english: m.english, scientific: m.scientific, family: m.family, packages: mammals.get(m.id)! }));

  const taxonomy = taxonomyEntries();
  const birdRows = [...birds.keys()]
    .map((name) => {
      const entry = taxonomy.get(name);
      if (!entry) throw new Error(`${tour}: "${name}" is not a row of content/species/taxonomy-2023.csv`);
      return entry;
    })
    .sort((a, b) => a.position - b.position)
    .map((entry) => ({ english: entry.english, scientific: entry.scientific, family: entry.family, packages: birds.get(entry.english)! }));

  const species = [...mammalRows, ...birdRows].map((row, i) => ({ sequence: i + 1, ...row }));
  const groups: ChecklistGroup[] = [
    { name: 'Mammals' as const, taxonomy: MAMMAL_TAXONOMY, families: byFamily(species.slice(0, mammalRows.length)) },
    { name: 'Birds' as const, taxonomy: BIRD_TAXONOMY, families: byFamily(species.slice(mammalRows.length)) },
  ].filter((group) => group.families.length > 0);
  const packages = sources.map((s) => ({ id: s.id, label: s.label, days: daysOf(s.duration) }));
  return { tour, packages, days: Math.max(...packages.map((p) => p.days)), groups, species };
}

/** The packages of a row in few words: "All", "All but 5D/4N" or the labels themselves. */
export function packagesText(row: ChecklistSpecies, packages: readonly ChecklistPackage[]): string {
  if (row.packages.length === packages.length) return 'All';
  const missing = packages.filter((p) => !row.packages.includes(p.label));
  return missing.length === 1 && packages.length > 2 ? `All but ${missing[0]!.label}` : row.packages.join(', ');
}
