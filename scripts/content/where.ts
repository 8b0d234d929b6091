import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { valueAt } from './problems.ts';
import { objectsOf, writtenObject } from './written.ts';

// Content files are TypeScript modules, so a value reaches its section through imports (a species
// list in content/species/birds/, used by content/home.ts). A message must name the line where
// the value is written: the loader searches the modules a section imports for the value as a
// string literal. Schemas are left out: they describe content and hold none of its values.

/** One place a value is written. */
interface Place {
  /** Absolute path of the module. */
  path: string;
  /** 1-based line. */
  line: number;
}

/**
 * The source of every content module the given section files import, directly or not; `read`
 * keeps the files read so far, to share between calls.
 */
export async function contentSources(entries: readonly string[], read = new Map<string, string>()): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const queue = entries.filter((path) => existsSync(path));
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (sources.has(path)) continue;
    const source = read.get(path) ?? (await readFile(path, 'utf8'));
    read.set(path, source);
    sources.set(path, source);
    for (const specifier of importsOf(source)) {
      const target = resolve(dirname(path), specifier);
      if (/\.[cm]?[jt]sx?$/.test(target) && !target.split(sep).includes('schema') && !sources.has(target) && existsSync(target)) queue.push(target);
    }
  }
  return sources;
}

/** Relative specifiers of a module's value imports and re-exports (type-only imports hold no values). */
function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (!match[1]) specifiers.push(match[2]!);
  }
  return specifiers;
}

const escapeFor = (value: string, quote: string) => value.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`).replaceAll('\n', '\\n');

/** Every place the sources write `value` as a string literal ('…', "…" or `…`), comments and comparisons left out. */
export function placesOf(value: string, sources: ReadonlyMap<string, string>): Place[] {
  if (!value.trim()) return [];
  const literals = [`'${escapeFor(value, "'")}'`, `"${escapeFor(value, '"')}"`, `\`${escapeFor(value, '`').replaceAll('${', '\\${')}\``];
  const places: Place[] = [];
  for (const [path, source] of sources) {
    const offsets = new Set<number>();
    for (const literal of literals) {
      for (let at = source.indexOf(literal); at !== -1; at = source.indexOf(literal, at + 1)) offsets.add(at);
    }
    for (const offset of [...offsets].sort((a, b) => a - b)) {
      const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
      const before = source.slice(lineStart, offset);
      // A comment, or a comparison (`s.name === 'Milky Stork'`), mentions the value without writing it.
      if (/^\s*(?:\/?\*)|(?:^|\s)\/\/|[!=]=\s*$/.test(before)) continue;
      places.push({ path, line: source.slice(0, offset).split('\n').length });
    }
  }
  return places;
}

/** Every place the sources write `key` as an object key (`key:`, `'key':` or `"key":`) at the start of a line or after `{` or `,`. */
function keyPlacesOf(key: string, sources: ReadonlyMap<string, string>): Place[] {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?:^|[{,])\\s*(['"]?)${escaped}\\1\\s*:`, 'gm');
  const places: Place[] = [];
  for (const [path, source] of sources) {
    for (const match of source.matchAll(pattern)) {
      const offset = match.index! + match[0].length;
      const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
      if (/^\s*(?:\/?\*|\/\/)/.test(source.slice(lineStart, offset))) continue;
      places.push({ path, line: source.slice(0, offset).split('\n').length });
    }
  }
  return places;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where the field at `path` of a section's export is written: the literal of the object that holds
 * it (the object whose written values match it best, the second of two equal records for the
 * second), else every literal of its string value, else the key or the `{` of that object (a
 * field that is missing, or written as an expression). `section` is the section file, preferred;
 * `value` is the value found, where a rule reports another than the one at `path`.
 */
export function placesOfField(
  raw: unknown,
  path: readonly PropertyKey[],
  sources: ReadonlyMap<string, string>,
  section: string,
  value = valueAt(raw, path),
): Place[] {
  const key = path.at(-1);
  const holderPath = path.slice(0, -1);
  const holder = valueAt(raw, holderPath);
  let object: ReturnType<typeof writtenObject>;
  if (typeof key === 'string' && isRecord(holder)) {
    const parent = valueAt(raw, holderPath.slice(0, -1));
    const index = holderPath.at(-1);
    const same = JSON.stringify(holder);
    const nth = Array.isArray(parent) && typeof index === 'number' ? parent.slice(0, index).filter((item) => JSON.stringify(item) === same).length : 0;
    object = writtenObject(holder, objectsOf(sources), { prefer: section, nth });
    const field = object?.fields.get(key);
    if (object && field && field.literal === value) return [{ path: object.path, line: field.line }];
  }
  const literals = typeof value === 'string' ? placesOf(value, sources) : [];
  if (literals.length > 0) return literals;
  const field = typeof key === 'string' ? object?.fields.get(key) : undefined;
  // A literal other than the value found means code changed it after it was written: no place to name.
  if (!object || field?.literal !== undefined) return [];
  return [{ path: object.path, line: field?.line ?? object.line }];
}

/** Where an unknown field `key` of the object at `path` is written: in the object literal that matches it best, else every `key:` of the sources. */
export function placesOfKey(raw: unknown, path: readonly PropertyKey[], key: string, sources: ReadonlyMap<string, string>, section: string): Place[] {
  const holder = valueAt(raw, path);
  const object = isRecord(holder) ? writtenObject(holder, objectsOf(sources), { key, prefer: section }) : undefined;
  return object ? [{ path: object.path, line: object.fields.get(key)!.line }] : keyPlacesOf(key, sources);
}

/** The schema module that most likely declares an object with these fields (the one naming most of them), relative to the project. */
export async function schemaFileOf(fields: readonly string[], preferred: string): Promise<string> {
  const dir = fileURLToPath(new URL('../../model/', import.meta.url));
  let best = { file: preferred, count: 0 };
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.ts')).sort()) {
    const source = await readFile(join(dir, name), 'utf8');
    const count = fields.filter((f) => new RegExp(`(?:^|[{,\\s])['"]?${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*[:,}]`, 'm').test(source)).length;
    if (count > best.count || (count === best.count && `model/${name}` === preferred)) best = { file: `model/${name}`, count };
  }
  return best.file;
}

/** The place a module threw while it was imported: the first frame of the error's stack that `isContent` accepts. */
export function placeOfThrow(error: unknown, isContent: (path: string) => boolean): Place | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, path, line] of stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+\.[cm]?[jt]sx?):(\d+):\d+/g)) {
    if (!path!.includes(`${sep}node_modules${sep}`) && !path!.split(sep).includes('schema') && isContent(path!)) return { path: path!, line: Number(line) };
  }
  return undefined;
}

/** A lookup on a line of another content module's export by a key it does not have (`locationSpecies['gunung-gedeh']`). */
interface MissingKey {
  /** The lookup as written. */
  expression: string;
  key: string;
  /** The imported name, and the module that exports it. */
  binding: string;
  module: string;
  /** The keys the export has. */
  keys: string[];
}

/** The first lookup on `line` of `path` into an imported content export that lacks the key, where one is the reason the line threw. */
export async function missingKeyOn(path: string, line: number): Promise<MissingKey | undefined> {
  const source = await readFile(path, 'utf8');
  const text = source.split('\n')[line - 1] ?? '';
  const imported = new Map<string, { name: string; specifier: string }>();
  for (const [, names, specifier] of source.matchAll(/^\s*import\s*\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    for (const part of names!.split(',')) {
      const [name, local = name] = part.trim().split(/\s+as\s+/);
      if (name && !name.startsWith('type ')) imported.set(local!, { name, specifier: specifier! });
    }
  }
  for (const match of text.matchAll(/([A-Za-z_$][\w$]*)(?:\[\s*(['"`])([^'"`]*)\2\s*\]|\.([A-Za-z_$][\w$]*))/g)) {
    const binding = imported.get(match[1]!);
    if (!binding) continue;
    const module = resolve(dirname(path), binding.specifier);
    const exported: unknown = (await import(pathToFileURL(module).href).catch(() => ({})))[binding.name];
    const key = match[3] ?? match[4]!;
    if (!exported || typeof exported !== 'object' || key in exported) continue;
    return { expression: match[0], key, binding: binding.name, module, keys: Object.keys(exported) };
  }
  return undefined;
}
