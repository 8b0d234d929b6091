import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCsv } from './csv.ts';

// The one reader of content/species/taxonomy-2023.csv for tests. It is written apart from the
// build's own reader (content/schema/taxonomy.ts), so a test checks content against the file, not
// against what the build made of it.

export const TAXONOMY_CSV = resolve(import.meta.dirname, '../../content/species/taxonomy-2023.csv');

/** One row of the eBird/Clements 2023 taxonomy. */
export interface TaxonomyRow {
  code: string;
  english: string;
  scientific: string;
  order: string;
  /** As the file writes it, e.g. "Trogonidae (Trogons)". */
  family: string;
}

/** Splits one CSV line into fields (the family column is quoted, with commas inside). */
export const parseCsvLine = (line: string): string[] => parseCsv(line)[0] ?? [];

/** The non-empty lines of a CSV file, header first, without carriage returns. */
export function csvLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.length > 0);
}

let rows: readonly TaxonomyRow[] | undefined;

/** The rows of content/species/taxonomy-2023.csv, in the file's (taxonomic) order. */
export function taxonomyRows(): readonly TaxonomyRow[] {
  rows ??= csvLines(TAXONOMY_CSV)
    .slice(1)
    .map((line) => {
      const [code = '', english = '', scientific = '', order = '', family = ''] = parseCsvLine(line);
      return { code, english, scientific, order, family };
    });
  return rows;
}

/** Every English name of the taxonomy. */
export const taxonomyNames = (): ReadonlySet<string> => new Set(taxonomyRows().map((row) => row.english));

/** English name → row. */
export const taxonomyByName = (): ReadonlyMap<string, TaxonomyRow> => new Map(taxonomyRows().map((row) => [row.english, row]));
