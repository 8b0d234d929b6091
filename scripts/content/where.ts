import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

// Content files are TypeScript modules, so a value reaches its section through imports (a species
// list in content/species/birds.ts, used by content/home.ts). A message must name the line where
// the value is written: the loader searches the modules a section imports for the value as a
// string literal. Schemas are left out: they describe content and hold none of its values.

/** One place a value is written. */
export interface Place {
  /** Absolute path of the module. */
  path: string;
  /** 1-based line. */
  line: number;
}

/** The source of every content module the given section files import, directly or not. */
export async function contentSources(entries: readonly string[]): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const queue = entries.filter((path) => existsSync(path));
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (sources.has(path)) continue;
    const source = await readFile(path, 'utf8');
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
export function keyPlacesOf(key: string, sources: ReadonlyMap<string, string>): Place[] {
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
