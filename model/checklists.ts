import type { Content } from './schema/sections.ts';
import { birdNamesIn, taxonomyByCode, taxonomyEntries } from './taxonomy.ts';
import { speciesById } from './species-uses.ts';
import { offeredPackages } from './packages.ts';

/** Site path of a tour's printable checklist: /birding-tour/checklist/. */
export const checklistPath = (tour: string) => `/${tour}/checklist/`;

/** A tour with a species checklist, by its slug: see `checklistTours`. */
export type ChecklistTour = string;

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
}

const BIRD_TAXONOMY = 'eBird/Clements Checklist 2023';
const MAMMAL_TAXONOMY = 'Mammal Diversity Database';

/**
 * The species each package of a tour looks for (model/packages.ts): its key species,
 * the tour's species list where it has one (every waterbird package visits the sites of all the
 * page's waterbirds; every mammals package goes to Ujung Kulon for the page's key mammals), and any
 * bird the itinerary of a package that looks for birds names. The mammals checklist thus holds
 * mammals only: the birds its itineraries name (Green Peafowl at Cidaon) are not on it.
 */
function packageSources(content: Content, tour: ChecklistTour): PackageSource[] {
  const byCode = taxonomyByCode();
  return offeredPackages(content)
    .filter((p) => p.tour.slug === tour)
    .map((p) => ({
      id: p.pkg.id,
      label: p.label,
      duration: p.pkg.duration,
      birds: p.species.filter((id) => content.species.get(id)?.kind !== 'mammal').map((id) => content.species.get(id)?.english ?? byCode.get(id)!.english),
      mammals: p.species.filter((id) => content.species.get(id)?.kind === 'mammal'),
    }));
}

/** Exact taxonomy English names a text mentions, as whole names ("Little Egret", not "Little Egrets"). */
export const birdsNamedIn = (text: string): string[] => birdNamesIn(text);

/** The package's number of days, from a duration such as "10 Days / 9 Nights" or "10D/9N". */
function daysOf(duration: string): number {
  const days = /^one day$/i.test(duration) ? '1' : /^(\d+)\s*(?:D\/|Days?\b)/i.exec(duration)?.[1];
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
 * eBird/Clements 2023 order (the rows of model/taxonomy-2023.csv).
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
    for (const name of source.birds) add(birds, name, source.label);
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
      if (!entry) throw new Error(`${tour}: "${name}" is not a row of model/taxonomy-2023.csv`);
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
