import type { z } from 'zod';
import { closest, didYouMean } from '../../model/suggest.ts';

/** One thing wrong in a content file: where, what the schema wants, what the file holds. */
export interface ContentProblem {
  /** The file where the value is written (relative to the project), or the file that holds the field. */
  file: string;
  /** The line of `file` where the value is written, when known. */
  line?: number;
  /** The column of `line` where it is written, counting from 1. */
  column?: number;
  /** Further places the same value is written, listed with the first rather than as problems of their own. */
  alsoAt?: readonly { file: string; line: number; column?: number }[];
  /** The field, as a path into what `usedIn` (or `file`) exports. */
  field: string;
  /** The section file the field belongs to, when the value is written in another file. */
  usedIn?: string;
  message: string;
  expected: string;
  found: string;
  /** Up to three known values closest to the one found. */
  suggestions?: readonly string[];
  /** What to do, where no closest value says it. */
  fix?: string;
}

/** A schema issue as a problem; `whole` names the field when the issue is about the file as a whole. */
export function toProblem(issue: z.core.$ZodIssue, raw: unknown, file: string, whole = '(default export)', known: KnownValues = {}): ContentProblem {
  const value = valueAt(raw, issue.path);
  const suggestions = suggestionsFor(issue, value, known);
  const name = issue.path.at(-1);
  const missing = issue.code === 'invalid_type' && value === undefined && typeof name === 'string';
  const wrongType = issue.code === 'invalid_type' && !missing;
  return {
    file,
    field: formatPath(issue.path) || whole,
    message: missing
      ? 'is missing'
      : wrongType
        ? `must be ${plainType(issue.expected)}`
        : // zod's own words for a fixed list ('Invalid option: expected one of "Easy"|…') in the owner's.
          issue.code === 'invalid_value'
          ? `must be ${describeExpected(issue)}`
          : issue.message,
    expected: describeExpected(issue),
    found: describeFound(value),
    ...(suggestions.length ? { suggestions } : {}),
    // A rule may say what to do where no closest value does (a link's scheme: model/schema/common.ts).
    ...(issue.code === 'custom' && typeof issue.params?.fix === 'string' ? { fix: issue.params.fix } : {}),
    // A number written with its unit ("5 days", "2 nights"): the number alone is what the field holds.
    ...(wrongType && issue.expected === 'number' && typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s+\D/.test(value) && typeof name === 'string'
      ? { fix: `write the number alone: ${name}: ${/\d+(?:\.\d+)?/.exec(value)![0]}` }
      : {}),
    ...(missing
      ? {
          fix: `write "${name}: …" (${plainType(issue.code === 'invalid_type' ? issue.expected : '')}) in ${formatPath(issue.path.slice(0, -1)) || 'the entry'}`,
        }
      : {}),
  };
}

/** Values the content holds elsewhere, to suggest from. */
export interface KnownValues {
  /** Every well-formed image id the content files use. */
  imageIds?: readonly string[];
}

/** Closest values a schema issue offers: its own (taxonomy names, dates), the enum's nearest, known image ids. */
function suggestionsFor(issue: z.core.$ZodIssue, value: unknown, known: KnownValues): string[] {
  if (issue.code === 'custom' && Array.isArray(issue.params?.suggestions)) {
    const own = issue.params.suggestions as string[];
    return issue.params.imageId && typeof value === 'string' ? imageIdSuggestions(value, own, known) : own;
  }
  if (issue.code === 'invalid_value' && typeof value === 'string') return closest(value, issue.values.map(String), { share: 1 / 2 });
  return [];
}

/** The id a malformed image id was likely meant as, then the closest ids the content uses. */
export function imageIdSuggestions(value: string, own: readonly string[], known: KnownValues): string[] {
  return [...new Set([...own, ...closest(value, known.imageIds ?? [])])].slice(0, 3);
}

/** `['phones', 0, 'e164']` → `phones[0].e164`, the way a reader finds the field in the file. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}

/** `phones[0].e164` → `['phones', 0, 'e164']`: a field as rules write it, back to a path. */
export function parsePath(field: string): (string | number)[] {
  return [...field.matchAll(/\[(\d+)\]|[^.[\]]+/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[0]));
}

/** The value a path leads to in what a content file exports. */
export function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** A schema's type in the owner's words. */
export function plainType(type: string): string {
  const words: Record<string, string> = {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list of "- …" lines',
    object: 'fields written "name: value" below it',
    tuple: 'a list',
    literal: 'the value shown',
    date: 'a date',
  };
  return words[type] ?? (type || 'a value');
}

function describeExpected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return plainType(issue.expected);
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message.replace(/^must (?:be )?/, '');
  }
}

/** Shows what the file holds at the failing field, short enough to read in a terminal. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}

/** `file:line`, the form editors and terminals open at the line. */
export const placeOf = (p: { file: string; line?: number; column?: number }) => (p.line ? `${p.file}:${p.line}${p.column ? `:${p.column}` : ''}` : p.file);

/** The places a problem's value is written, the first three by name. */
function placesOfProblem(p: ContentProblem): string {
  const places = [placeOf(p), ...(p.alsoAt ?? []).map(placeOf)];
  return places.length > 3 ? `${places.slice(0, 3).join(', ')} and ${places.length - 3} more places` : places.join(', ');
}

/** The field, and the file it belongs to when the value is written elsewhere. */
export const fieldOf = (p: ContentProblem) => {
  // A YAML file's lists are counted from 1, the way the owner counts the entries.
  const field = p.column !== undefined && /\[\d+\]/.test(p.field) ? `${p.field} (lists counted from 1)` : p.field;
  return p.usedIn ? `${field} (in ${p.usedIn})` : field;
};

/** One line in the tone of the rest: where, which field, the rule, what was found, the fix. */
export function headline(p: ContentProblem): string {
  const fix = didYouMean(p.suggestions) ?? p.fix;
  return `${placesOfProblem(p)}: ${fieldOf(p)} ${p.message} — found ${p.found}.${fix ? ` ${fix[0]!.toUpperCase()}${fix.slice(1)}` : ''}`;
}

/** A numbered block for the list of a failed build: file (and line), field, expected, found, fix. */
export function describeProblem(p: ContentProblem, i: number): string {
  const fix = didYouMean(p.suggestions) ?? p.fix;
  return [
    `  ${String(i + 1).padStart(2)}. file:     ${placesOfProblem(p)}`,
    `      field:    ${fieldOf(p)}`,
    `      expected: ${p.expected}`,
    `      found:    ${p.found}`,
    ...(fix ? [`      fix:      ${fix}`] : []),
  ].join('\n');
}

interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  element?: { _zod: { def: SchemaDef } };
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  options?: readonly { _zod: { def: SchemaDef } }[];
}

/** The field names the schema knows for the object at `path` (every option's, for a union). */
export function knownFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const fields = new Set<string>();
  const walk = (def: SchemaDef, at: number): void => {
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
        walk(def.innerType!._zod.def, at);
        return;
      case 'pipe':
        walk(def.in!._zod.def, at);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option._zod.def, at);
        return;
      case 'array':
        if (at < path.length && typeof path[at] === 'number') walk(def.element!._zod.def, at + 1);
        return;
      case 'object':
        if (at === path.length) for (const key of Object.keys(def.shape ?? {})) fields.add(key);
        else {
          const child = def.shape?.[String(path[at])];
          if (child) walk(child._zod.def, at + 1);
        }
    }
  };
  walk((schema as unknown as { _zod: { def: SchemaDef } })._zod.def, 0);
  return [...fields];
}

/** An unknown field as a problem of its own: its path, the fields its object knows, the closest of them. */
export function unknownFieldProblem(file: string, path: readonly PropertyKey[], key: string, known: readonly string[], schemaFile: string): ContentProblem {
  const suggestions = closest(key, known, { share: 1 / 3 });
  const where = formatPath(path) || "the file's default export";
  return {
    file,
    field: formatPath([...path, key]),
    message: `is not a known field of ${where}`,
    expected: `a known field of ${where}: ${known.join(', ')}`,
    found: JSON.stringify(key),
    ...(suggestions.length ? { suggestions } : { fix: `remove it, or add it to the schema in ${schemaFile}` }),
  };
}

/** A lookup into another module's export by a key it lacks, which stopped a content module while it was imported. */
export function missingKeyProblem(
  file: string,
  line: number,
  lookup: { expression: string; key: string; binding: string; module: string; keys: readonly string[] },
): ContentProblem {
  const suggestions = closest(lookup.key, lookup.keys, { share: 1 / 2 });
  return {
    file,
    line,
    field: lookup.expression,
    message: `must name a key of ${lookup.binding} (${lookup.module})`,
    expected: `a key of ${lookup.binding} in ${lookup.module}: ${lookup.keys.join(', ')}`,
    found: JSON.stringify(lookup.key),
    ...(suggestions.length ? { suggestions } : { fix: `add "${lookup.key}" to ${lookup.binding} in ${lookup.module}, or name one of its keys` }),
  };
}
