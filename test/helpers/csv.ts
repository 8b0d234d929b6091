import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Parses RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks) into rows of
 * fields. Written for the tests, independently of the builder, so a quoting mistake shows up.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** One row of the project's eBird/Clements taxonomy, as the tests read it. */
export interface TaxonomyRow {
  code: string;
  english: string;
  scientific: string;
  order: string;
  family: string;
}

const TAXONOMY_CSV = resolve(import.meta.dirname, '../../model/taxonomy-2023.csv');
let taxonomy: { header: string[]; rows: TaxonomyRow[]; byEnglish: Map<string, TaxonomyRow> } | undefined;

/**
 * model/taxonomy-2023.csv read with the tests' own parser (not the build's), once per
 * test file: its header, its rows in file order, and each row by English name.
 */
export function readTaxonomy(): { header: string[]; rows: TaxonomyRow[]; byEnglish: Map<string, TaxonomyRow> } {
  if (taxonomy) return taxonomy;
  // The file ends its lines with LF, where RFC 4180 (and so parseCsv) ends them with CRLF.
  const [header = [], ...lines] = parseCsv(readFileSync(TAXONOMY_CSV, 'utf8').replace(/\n$/, '').replaceAll('\n', '\r\n'));
  const rows = lines.map(([code = '', english = '', scientific = '', order = '', family = '']) => ({ code, english, scientific, order, family }));
  taxonomy = { header, rows, byEnglish: new Map(rows.map((row) => [row.english, row])) };
  return taxonomy;
}
