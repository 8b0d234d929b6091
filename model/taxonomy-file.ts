// The taxonomy file itself, read with Node alone: content modules look names up by code while they
// load (alt texts, image ids), also from a copy of content/ outside the project, where no npm
// package resolves. The rules that use zod live in taxonomy.ts.
import { readFileSync } from 'node:fs';

/** Where the list lives, as messages name it. */
export const TAXONOMY_PATH = 'model/taxonomy-2023.csv';
const TAXONOMY_FILE = new URL('./taxonomy-2023.csv', import.meta.url);
const HEADER = 'eBird.Code,eBird.English.Name.2023,eBird.Scientific.Name.2023,Order,Family';

/** One species of the taxonomy. */
export interface TaxonomyEntry {
  /** The eBird species code, e.g. javtro1. */
  code: string;
  english: string;
  scientific: string;
  /** Position in eBird/Clements 2023 taxonomic order (the file keeps that order). */
  position: number;
  /** The taxonomic order, e.g. Passeriformes. */
  order: string;
  /** The family as the taxonomy writes it, e.g. "Trogonidae (Trogons)". */
  family: string;
}

/** The rows of the taxonomy CSV: five fields, the family quoted when it holds a comma. */
export function parseTaxonomy(csv: string): TaxonomyEntry[] {
  const lines = csv.split(/\r?\n/);
  if (lines[0] !== HEADER) throw new Error(`${TAXONOMY_PATH} must start with the header ${HEADER} — found ${JSON.stringify(lines[0])}`);
  const rows: TaxonomyEntry[] = [];
  for (const [i, line] of lines.entries()) {
    if (i === 0 || line === '') continue;
    // Code, names and order hold no commas or quotes; the family may be quoted (with "" for a quote).
    const match = /^([^,"]+),([^,"]+),([^,"]+),([^,"]+),(?:"((?:[^"]|"")*)"|([^,"]*))$/.exec(line);
    if (!match)
      throw new Error(`${TAXONOMY_PATH} line ${i + 1} must hold code, English name, scientific name, order and family — found ${JSON.stringify(line)}`);
    const [, code, english, scientific, order, quoted, plain] = match;
    rows.push({
      code: code!,
      english: english!,
      scientific: scientific!,
      position: rows.length + 1,
      order: order!,
      family: quoted?.replaceAll('""', '"') ?? plain!,
    });
  }
  return rows;
}

let entries: ReadonlyMap<string, TaxonomyEntry> | undefined;

/** English name → row of the taxonomy, in taxonomic order. */
export function taxonomyEntries(): ReadonlyMap<string, TaxonomyEntry> {
  entries ??= new Map(parseTaxonomy(readFileSync(TAXONOMY_FILE, 'utf8')).map((entry) => [entry.english, entry]));
  return entries;
}

let byCode: ReadonlyMap<string, TaxonomyEntry> | undefined;

/** eBird species code → row of the taxonomy. */
export function taxonomyByCode(): ReadonlyMap<string, TaxonomyEntry> {
  byCode ??= new Map([...taxonomyEntries().values()].map((entry) => [entry.code, entry]));
  return byCode;
}

let sequence: ReadonlyMap<string, number> | undefined;

/** eBird species code → its place in the taxonomy (taxonomic order), counting from 0. */
export function taxonomicPlace(code: string): number {
  sequence ??= new Map([...taxonomyEntries().values()].map((entry, i) => [entry.code, i]));
  return sequence.get(code) ?? Number.MAX_SAFE_INTEGER;
}
