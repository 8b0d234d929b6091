import type { z } from 'zod';

/** One thing wrong in a content file: where, what the schema wants, what the file holds. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
  expected: string;
  found: string;
}

/** A schema issue as a problem; `whole` names the field when the issue is about the file as a whole. */
export function toProblem(issue: z.core.$ZodIssue, raw: unknown, file: string, whole = '(default export)'): ContentProblem {
  return {
    file,
    field: formatPath(issue.path) || whole,
    message: issue.message,
    expected: describeExpected(issue),
    found: describeFound(valueAt(raw, issue.path)),
  };
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
      return issue.message.replace(/^must (?:be )?/, '');
  }
}

/** Shows what the file holds at the failing field, short enough to read in a terminal. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}
