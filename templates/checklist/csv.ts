import type { Checklist } from '../../model/checklists.ts';

/** Where a tour's checklist CSV is published, as a site path. */
export const checklistCsvPath = (tour: string) => `/${tour}/checklist.csv`;

export const CSV_HEADER = ['Taxonomic order', 'English name', 'Scientific name', 'Family', 'Packages'] as const;

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The checklist as CSV (RFC 4180): a header row, one row per species in taxonomic sequence,
 * packages joined with "; ", CRLF line ends, and a UTF-8 byte order mark so Excel reads the
 * file as UTF-8.
 */
export function checklistCsv(checklist: Checklist): string {
  const rows = [CSV_HEADER, ...checklist.species.map((s) => [s.sequence, s.english, s.scientific, s.family, s.packages.join('; ')])];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file size as a visitor reads it: "740 B", "9 KB". */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

/** Bytes of a string written as UTF-8. */
export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
