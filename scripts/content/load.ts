import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { BuildError } from '../build/errors.ts';
import { contentRules } from '../../content/schema/rules.ts';
import { sections, type Content } from '../../content/schema/sections.ts';

/** Imports every content file under `contentDir`, validates it and returns one Content object. */
export async function loadContent(contentDir: string, root = process.cwd()): Promise<Content> {
  const content: Record<string, unknown> = {};
  for (const [key, { file, schema }] of Object.entries(sections)) {
    const path = join(contentDir, file);
    const shown = relative(root, path) || path;
    if (!existsSync(path)) {
      throw new BuildError(`content file ${shown} is missing`, { file: shown, expected: `a module default-exporting the "${key}" section` });
    }
    let raw: unknown;
    try {
      raw = (await import(pathToFileURL(path).href)).default;
    } catch (cause) {
      throw new BuildError(`content file ${shown} could not be loaded: ${(cause as Error).message}`, { file: shown }, { cause });
    }
    content[key] = parseSection(schema, raw, shown);
  }
  const result = content as Content;
  for (const rule of contentRules) rule(result, (key) => relative(root, join(contentDir, sections[key].file)));
  return result;
}

function parseSection(schema: z.ZodType, raw: unknown, file: string): unknown {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = formatPath(issue.path);
  throw new BuildError(`${file}: ${field || 'the default export'} ${issue.message}`, {
    file,
    field: field || '(default export)',
    expected: describeExpected(issue),
    found: describeFound(valueAt(raw, issue.path)),
  });
}

/** `['phones', 0, 'e164']` → `phones[0].e164`, the way a reader finds the field in the file. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

function describeExpected(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `a value of type ${issue.expected}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return issue.message.replace(/^must /, '');
  }
}

/** Shows what the file holds at the failing field, short enough to read in a terminal. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}
