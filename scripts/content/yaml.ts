// Content files are YAML. Each is read into plain values, and every object and list it makes
// remembers the file and the node it came from, so a problem found later (by a schema or a rule
// across files) is reported at the line and column where its value is written.
import { readFileSync } from 'node:fs';
import { LineCounter, isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Document, type Node, type YAMLError } from 'yaml';

/** One place in a file: 1-based line and column. */
export interface Position {
  file: string;
  line: number;
  column: number;
}

interface Origin {
  file: string;
  node: Node;
  lines: LineCounter;
  /** The path of this object from the top of its file. */
  path: (string | number)[];
}

const origins = new WeakMap<object, Origin>();
/** Fields of an object that came from another (a day an itinerary takes by `use`): field → that object. */
const borrowed = new WeakMap<object, Map<string, object>>();

/** A YAML slip, said in words, at its line and column. */
export interface SyntaxProblem extends Position {
  message: string;
  fix: string;
}

/** The file, read: its values, or the slips that kept it from being read. */
export interface ReadFile {
  value: unknown;
  problems: SyntaxProblem[];
}

/**
 * The last parse of each file, by path: the dev server loads the content again on every save, and
 * parsing the files it did not change took some 100 ms of each load. A document is only read (the
 * values are made from it afresh each time), so the same text reuses its parse. A process that
 * reads many content folders (the tests' fixture copies) starts again past `KEPT_PARSES` paths;
 * the shipped content has some 300 files.
 */
const parses = new Map<string, { text: string; doc: Document; lines: LineCounter }>();
const KEPT_PARSES = 2000;

/** Reads one YAML file (its text given, or read from `path`); `file` is the name problems print. */
export function readYaml(path: string, file: string, text = readFileSync(path, 'utf8')): ReadFile {
  let parse = parses.get(path);
  if (parse?.text !== text) {
    if (parses.size >= KEPT_PARSES) parses.clear();
    const lines = new LineCounter();
    parses.set(path, (parse = { text, lines, doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, merge: false }) }));
  }
  const { doc, lines } = parse;
  // The first slip only: those after it are often the same slip seen again (a tab read as two errors).
  const problems = doc.errors.slice(0, 1).map((error) => syntaxProblem(error, file, lines, text));
  if (problems.length > 0) return { value: undefined, problems };
  return { value: toValue(doc.contents, doc, { file, lines }, []), problems: [] };
}

function toValue(node: unknown, doc: Document, at: { file: string; lines: LineCounter }, path: (string | number)[]): unknown {
  if (node == null) return null;
  if (isAlias(node)) return toValue(node.resolve(doc), doc, at, path);
  if (isScalar(node)) return node.value;
  if (isMap(node)) {
    const object: Record<string, unknown> = {};
    origins.set(object, { ...at, node, path });
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      object[key] = toValue(pair.value, doc, at, [...path, key]);
    }
    return object;
  }
  if (isSeq(node)) {
    const list: unknown[] = node.items.map((item, i) => toValue(item, doc, at, [...path, i]));
    origins.set(list, { ...at, node, path });
    return list;
  }
  return null;
}

/** Objects whose fields, where not their own, are to be written in another (a shared day): a missing field is reported there. */
const lender = new WeakMap<object, object>();

/** Marks `fields` of `object` as written in `from` (a shared day an itinerary day uses). */
export function borrow(object: object, from: object, fields: readonly string[]): void {
  const map = borrowed.get(object) ?? new Map<string, object>();
  for (const field of fields) map.set(field, from);
  borrowed.set(object, map);
  lender.set(object, from);
}

/** Takes the origin of `from` for `object` (an object made from one read, such as a copy). */
export function sameOrigin(object: object, from: object): void {
  const origin = origins.get(from);
  if (origin) origins.set(object, origin);
}

/** The file an object or list was read from. */
export const fileOf = (value: unknown): string | undefined => (value && typeof value === 'object' ? origins.get(value)?.file : undefined);

/** Where the value at `path` in `root` is written, and its field path inside that file. */
export function locate(root: unknown, path: readonly PropertyKey[], key?: string): (Position & { field: (string | number)[]; complete: boolean }) | undefined {
  let value: unknown = root;
  let best: { origin: Origin; rest: PropertyKey[] } | undefined;
  const steps = key === undefined ? [...path] : [...path, key];
  for (let i = 0; i <= steps.length; i++) {
    if (value && typeof value === 'object') {
      const origin = origins.get(value);
      // A field whose value is a map or list is found at its name (`contakt:`), not at its first line inside.
      const atName = i === steps.length && i > 0 && typeof steps[i - 1] === 'string' && best !== undefined;
      if (origin && !atName) best = { origin, rest: steps.slice(i) };
      const next = steps[i];
      const missing = typeof next === 'string' && !(next in value) && i === steps.length - 1 && key === undefined;
      const from = typeof next === 'string' ? (borrowed.get(value)?.get(next) ?? (missing ? lender.get(value) : undefined)) : undefined;
      if (from && origins.get(from)) {
        best = { origin: origins.get(from)!, rest: steps.slice(i) };
        value = (from as Record<string, unknown>)[next as string];
        continue;
      }
    }
    if (i === steps.length) break;
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[steps[i] as string] : undefined;
  }
  if (!best) return undefined;
  // Down the nodes of that file as far as they go.
  let node: Node | undefined = best.origin.node;
  let offset = node.range?.[0] ?? 0;
  const field = [...best.origin.path];
  const start = field.length;
  for (const step of best.rest) {
    if (isMap(node)) {
      const pair: import('yaml').Pair | undefined = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) break;
      field.push(String(step));
      const keyNode = pair.key as Node;
      offset = keyNode.range?.[0] ?? offset;
      if (step === key && steps.at(-1) === key) break;
      node = (pair.value as Node | null) ?? undefined;
      if (node && isScalar(node) && node.range) offset = node.range[0];
      if (!node) break;
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step] as Node | undefined;
      if (!item) break;
      field.push(step);
      node = item;
      offset = item.range?.[0] ?? offset;
    } else break;
  }
  const { line, col } = best.origin.lines.linePos(offset);
  return { file: best.origin.file, line, column: col, field, complete: field.length - start === best.rest.length };
}

/** A field path as the owner finds it in the file: `itinerary, day 4 → title` is `itinerary[4].title`, lists counted from 1. */
export function fieldName(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part + 1}]` : out ? `${out}.${part}` : part), '');
}

/** A YAML error as the owner reads it: what slipped, at which line, and how to write it. */
function syntaxProblem(error: YAMLError, file: string, lines: LineCounter, text: string): SyntaxProblem {
  const { line, col } = lines.linePos(error.pos[0]);
  const at = { file, line, column: col };
  const source = text.split('\n')[line - 1] ?? '';
  if (error.code === 'TAB_AS_INDENT' || /^\s*\t/.test(source))
    return { ...at, message: 'a tab indents this line', fix: 'YAML indents with spaces only: replace the tab with two spaces, lined up with the lines above' };
  if (error.code === 'DUPLICATE_KEY') {
    const name = /^\s*-?\s*([^:#]+?)\s*:/.exec(source)?.[1] ?? 'a field';
    const first = text.split('\n').findIndex((l, i) => i < line - 1 && new RegExp(`^\\s*-?\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(l));
    return {
      ...at,
      message: `the field "${name}" is written twice in one entry`,
      fix: `keep one of them${first >= 0 ? ` (the first is on line ${first + 1})` : ''} and delete the other`,
    };
  }
  if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
    const quote = error.message.includes('"quote') ? '"' : "'";
    // The text runs on to the end of the file: the slip is where the quote opens, the first line with one left open.
    const all = text.split('\n');
    const open = all.findIndex((l) => (quote === "'" ? l.replaceAll("''", '') : l.replaceAll('\\"', '')).split(quote).length % 2 === 0);
    const where = open >= 0 ? { line: open + 1, column: all[open]!.indexOf(quote) + 1 } : {};
    return {
      ...at,
      ...where,
      message: `a text opened with ${quote} is not closed`,
      fix: `end the text with ${quote} on the same line${quote === "'" ? `; an apostrophe inside '…' is written twice (Bali''s), or leave the quotes off` : ''}`,
    };
  }
  const quoted = /^\s*(?:-\s*)?[\w-]+\s*:\s*'[^']*'\s*[^'\s#]/.exec(source);
  if (quoted)
    return {
      ...at,
      message: 'an apostrophe ends the quoted text early',
      fix: `inside '…' write an apostrophe twice (Bali''s), or leave the quotes off: ${source
        .trim()
        .replace(/:\s*'(.*)'?$/, ': $1')
        .replace(/'$/, '')}`,
    };
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY' || /implicit (?:map )?keys?|colon/i.test(error.message)) {
    const missingColon = /^\s*(?:-\s*)?[A-Za-z][\w-]*\s+\S/.test(source) && !source.includes(':');
    return {
      ...at,
      line: missingColon ? line : line,
      message: missingColon ? 'a field name is not followed by a colon' : 'this line is neither "field: value" nor a list entry "- value"',
      fix: missingColon
        ? `write it as "${source.trim().replace(/^([\w-]+)\s+/, '$1: ')}"`
        : 'check the colon after the field name, and that the line is indented like the fields beside it',
    };
  }
  if (error.code === 'BAD_INDENT' || /indent/i.test(error.message))
    return {
      ...at,
      message: 'the indentation of this line does not match the lines around it',
      fix: 'indent it with spaces like the other fields of the same entry',
    };
  return { ...at, message: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''), fix: 'compare the line with the fields around it' };
}
