// content/photos/photos.yaml: what the operator says about each photo beside the files themselves,
// a credit (photographer, licence, link) and a focal point or named crop. Every problem names the
// file and line it is written on.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { httpsUrl, imageIdPattern, text } from '../../../content/schema/common.ts';
import type { PhotoCredit } from '../../../templates/lib/images.ts';
import type { ContentProblem } from '../../content/problems.ts';
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

export interface PhotoData {
  /** photos.yaml relative to the project root (whether or not it exists). */
  file: string;
  entries: Map<string, PhotoEntry>;
  problems: ContentProblem[];
}

const fraction = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');
const entrySchema = z.strictObject({
  credit: z.strictObject({ by: text, licence: text, link: httpsUrl.optional() }).optional(),
  focus: z.strictObject({ x: fraction, y: fraction }).optional(),
  crop: z.enum(cropNames).optional(),
});

/** Reads and checks photos.yaml in `photosDir`; an absent file is an empty one. */
export async function readPhotoData(photosDir: string, root: string): Promise<PhotoData> {
  const path = join(photosDir, PHOTO_DATA_FILE);
  const file = relative(root, path) || path;
  const entries = new Map<string, PhotoEntry>();
  const problems: ContentProblem[] = [];
  if (!existsSync(path)) return { file, entries, problems };
  const lines = new LineCounter();
  const doc = parseDocument(await readFile(path, 'utf8'), { lineCounter: lines, uniqueKeys: true });
  const at = (offset: number | undefined) => `${file}:${offset === undefined ? 1 : lines.linePos(offset).line}`;
  for (const error of doc.errors) {
    problems.push({ file: at(error.pos[0]), field: '(file)', message: 'is not valid YAML', expected: 'YAML: one "image id:" line per photo, its fields indented under it', found: error.message.split('\n')[0]! });
  }
  if (doc.errors.length > 0) return { file, entries, problems };
  if (doc.contents !== null && !isMap(doc.contents)) {
    problems.push({ file: at(doc.contents.range?.[0]), field: '(file)', message: 'must map image ids to entries', expected: 'lines such as "birds/javan-trogon:"', found: describe(doc.toJS()) });
    return { file, entries, problems };
  }
  for (const pair of doc.contents?.items ?? []) {
    const id = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const keyOffset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    const problem = (field: string, offset: number | undefined, message: string, expected: string, found: unknown) =>
      problems.push({ file: at(offset ?? keyOffset), field, message, expected, found: describe(found) });
    if (!imageIdPattern.test(id)) {
      problem(id, keyOffset, 'is not an image id', 'lowercase words separated by "/" and "-", such as birds/javan-trogon', id);
      continue;
    }
    const checked = checkedEntry(doc, id, keyOffset, problem);
    if (checked) entries.set(id, { id, line: keyOffset === undefined ? 1 : lines.linePos(keyOffset).line, ...checked });
  }
  return { file, entries, problems };
}

type Report = (field: string, offset: number | undefined, message: string, expected: string, found: unknown) => void;

/** The credit and crop one id's entry gives, or undefined once `problem` has heard what is wrong with it. */
function checkedEntry(doc: Document, id: string, keyOffset: number | undefined, problem: Report): Pick<PhotoEntry, 'credit' | 'crop'> | undefined {
  const raw = doc.getIn([id]);
  const value = raw && typeof raw === 'object' && 'toJSON' in raw ? (raw as { toJSON(): unknown }).toJSON() : raw;
  const parsed = entrySchema.safeParse(value ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const keys = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0]!] : path;
      problem(`${id}.${keys.join('.') || '(entry)'}`, offsetOf(doc, [id, ...keys]), issue.message, expectedOf(issue), valueAt(value, keys));
    }
    return undefined;
  }
  const { credit, focus, crop } = parsed.data;
  if (!credit && !focus && !crop) {
    problem(id, keyOffset, 'says nothing', 'a credit, a focus or a crop under the id', value ?? null);
    return undefined;
  }
  if (focus && crop) {
    problem(`${id}.crop`, offsetOf(doc, [id, 'crop']), 'cannot go with a focus', 'either focus (a point to keep) or crop (a named side), not both', crop);
    return undefined;
  }
  const licence = credit && findLicence(credit.licence);
  if (credit && !licence) {
    const near = closest(credit.licence, licences.map((l) => l.id));
    problem(`${id}.credit.licence`, offsetOf(doc, [id, 'credit', 'licence']), 'is not a licence the site can use', `one of ${licences.map((l) => l.id).join(', ')}${near.length ? ` (closest: ${near.join(', ')})` : ''}; NC and ND licences forbid a commercial site's use or its crops: ask the photographer and write all-rights-reserved`, credit.licence);
    return undefined;
  }
  return {
    credit: credit && licence ? { by: credit.by, licence, ...(credit.link ? { link: credit.link } : {}) } : undefined,
    crop: focus ? { focus } : crop ? { name: crop } : defaultCrop,
  };
}

/**
 * Entries whose id no page shows: usually a typo, so the credit or crop would silently do nothing.
 * Names up to three ids the site shows that are spelt most like it.
 */
export function unknownIds(data: PhotoData, shown: Iterable<string>): ContentProblem[] {
  const ids = [...new Set(shown)];
  return [...data.entries.values()]
    .filter((entry) => !ids.includes(entry.id))
    .map((entry) => {
      const near = closest(entry.id, ids);
      return {
        file: `${data.file}:${entry.line}`,
        field: entry.id,
        message: 'is not an image id any page shows',
        expected: `an image id from content/${near.length ? ` — did you mean ${near.map((id) => `"${id}"`).join(', ')}?` : ''}`,
        found: JSON.stringify(entry.id),
      };
    });
}

/** Up to `count` candidates nearest `value` by edit distance (case, spaces, "-" and "_" forgiven), within a third of its length. */
export function closest(value: string, candidates: readonly string[], count = 3): string[] {
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const target = norm(value);
  return candidates
    .map((candidate) => ({ candidate, distance: editDistance(target, norm(candidate)) }))
    .filter(({ distance }) => distance <= Math.max(2, Math.ceil(target.length / 3)))
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({ candidate }) => candidate);
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
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
