// content/photos/photos.yaml: what the operator says about each photo beside the files themselves,
// a credit (photographer, licence, link) and a focal point or named crop. Every problem names the
// file and line it is written on.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { httpsUrl, imageIdPattern, text } from '../../../model/schema/common.ts';
import type { PhotoCredit } from '../../../model/images.ts';
import type { ContentProblem } from '../../content/problems.ts';
import { closest } from '../../../model/suggest.ts';
import { cropNames, defaultCrop, type Crop } from './crop.ts';
import { findLicence, licences } from './licences.ts';

export const PHOTO_DATA_FILE = 'photos.yaml';

export interface PhotoEntry {
  id: string;
  /** Line of the entry's id in photos.yaml, from 1. */
  line: number;
  credit?: PhotoCredit;
  crop: Crop;
}

interface PhotoData {
  /** photos.yaml relative to the project root (whether or not it exists). */
  file: string;
  entries: Map<string, PhotoEntry>;
  /** Every well-formed image id the file writes, at its line, whether or not its entry is valid. */
  written: Map<string, number>;
  problems: ContentProblem[];
}

const fraction = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');
const entrySchema = z.strictObject({
  credit: z.strictObject({ by: text, licence: text, link: httpsUrl.optional() }).optional(),
  focus: z.strictObject({ x: fraction, y: fraction }).optional(),
  crop: z.enum(cropNames).optional(),
});

/**
 * Reads and checks photos.yaml in `photosDir`, collecting every problem of every entry (an absent
 * file is an empty one). A YAML syntax error leaves the rest unreadable, so only those are listed
 * then; an id written twice is listed with the others.
 */
export async function readPhotoData(photosDir: string, root: string): Promise<PhotoData> {
  const path = join(photosDir, PHOTO_DATA_FILE);
  const file = relative(root, path) || path;
  const entries = new Map<string, PhotoEntry>();
  const written = new Map<string, number>();
  const problems: ContentProblem[] = [];
  if (!existsSync(path)) return { file, entries, written, problems };
  const lines = new LineCounter();
  const doc = parseDocument(await readFile(path, 'utf8'), { lineCounter: lines, uniqueKeys: true });
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line);
  const problem = (offset: number | undefined, field: string, message: string, expected: string, found: string, suggestions: readonly string[] = []) =>
    problems.push({ file, line: lineAt(offset), field, message, expected, found, ...(suggestions.length ? { suggestions } : {}) });
  for (const error of doc.errors) {
    const twice = error.code === 'DUPLICATE_KEY';
    problem(
      error.pos[0],
      '(file)',
      twice ? 'writes an image id twice' : 'is not valid YAML',
      twice ? 'each image id once, all its fields under it' : 'YAML: one "image id:" line per photo, its fields indented under it',
      error.message.split('\n')[0]!,
    );
  }
  if (doc.errors.some((error) => error.code !== 'DUPLICATE_KEY')) return { file, entries, written, problems };
  if (doc.contents !== null && !isMap(doc.contents)) {
    problem(doc.contents.range?.[0], '(file)', 'must map image ids to entries', 'lines such as "birds/javan-trogon:"', describe(doc.toJS()));
    return { file, entries, written, problems };
  }
  for (const pair of doc.contents?.items ?? []) {
    const id = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const keyOffset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    if (!imageIdPattern.test(id)) {
      problem(keyOffset, id, 'is not an image id', 'lowercase words separated by "/" and "-", such as birds/javan-trogon', JSON.stringify(id));
      continue;
    }
    // The second entry of an id written twice is listed with the YAML errors above.
    if (written.has(id)) continue;
    written.set(id, lineAt(keyOffset));
    const report: Report = (field, offset, message, expected, found, suggestions) =>
      problem(offset ?? keyOffset, field, message, expected, describe(found), suggestions);
    const checked = checkedEntry(doc, id, keyOffset, report);
    if (checked) entries.set(id, { id, line: lineAt(keyOffset), ...checked });
  }
  return { file, entries, written, problems };
}

type Report = (field: string, offset: number | undefined, message: string, expected: string, found: unknown, suggestions?: readonly string[]) => void;

/** The credit and crop one id's entry gives, or undefined once `report` has heard everything wrong with it. */
function checkedEntry(doc: Document, id: string, keyOffset: number | undefined, report: Report): Pick<PhotoEntry, 'credit' | 'crop'> | undefined {
  const raw = doc.getIn([id]);
  const value = raw && typeof raw === 'object' && 'toJSON' in raw ? (raw as { toJSON(): unknown }).toJSON() : raw;
  const parsed = entrySchema.safeParse(value ?? {});
  let wrong = !parsed.success;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const keys = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : path;
      report(`${id}.${keys.join('.') || '(entry)'}`, offsetOf(doc, [id, ...keys]), issue.message, expectedOf(issue), valueAt(value, keys));
    }
  }
  // The rules between fields read what the entry writes, so they run beside the schema's own.
  const fields = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const { credit, focus, crop } = fields as { credit?: { licence?: unknown }; focus?: unknown; crop?: unknown };
  if (!credit && !focus && !crop && parsed.success) {
    report(id, keyOffset, 'says nothing', 'a credit, a focus or a crop under the id', value ?? null);
    wrong = true;
  }
  if (focus !== undefined && crop !== undefined) {
    report(`${id}.crop`, offsetOf(doc, [id, 'crop']), 'cannot go with a focus', 'either focus (a point to keep) or crop (a named side), not both', crop);
    wrong = true;
  }
  const written = typeof credit?.licence === 'string' && credit.licence.trim() ? credit.licence : undefined;
  const licence = written === undefined ? undefined : findLicence(written);
  if (written !== undefined && !licence) {
    report(
      `${id}.credit.licence`,
      offsetOf(doc, [id, 'credit', 'licence']),
      'is not a licence the site can use',
      `one of ${licences.map((l) => l.id).join(', ')}; NC and ND licences forbid a commercial site's use or its crops: ask the photographer and write all-rights-reserved`,
      written,
      closest(
        written,
        licences.map((l) => l.id),
      ),
    );
    wrong = true;
  }
  if (wrong || !parsed.success) return undefined;
  const data = parsed.data;
  return {
    credit: data.credit && licence ? { by: data.credit.by, licence, ...(data.credit.link ? { link: data.credit.link } : {}) } : undefined,
    crop: data.focus ? { focus: data.focus } : data.crop ? { name: data.crop } : defaultCrop,
  };
}

/**
 * Entries whose id no page shows: usually a typo, so the credit or crop would silently do nothing.
 * Names up to three ids the site shows that are spelt most like it.
 */
export function unknownIds(data: PhotoData, shown: Iterable<string>): ContentProblem[] {
  const ids = new Set(shown);
  return [...data.written]
    .filter(([id]) => !ids.has(id))
    .map(([id, line]) => {
      const near = closest(id, ids);
      return {
        file: data.file,
        line,
        field: id,
        message: 'is not an image id any page shows',
        expected: 'an image id a page of the site shows (written in content/)',
        found: JSON.stringify(id),
        ...(near.length ? { suggestions: near } : {}),
      };
    });
}

/** Start of the deepest node on `path` that exists, so a missing field points at its parent. */
function offsetOf(doc: Document, path: string[]): number | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return node.range[0];
  }
  return undefined;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
}

function expectedOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return 'only credit (by, licence, link), focus (x, y) and crop';
  if (issue.code === 'invalid_value') return `one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_type') return `a value of type ${issue.expected}`;
  return issue.message.replace(/^must (?:be )?/, '');
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}
