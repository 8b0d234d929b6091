// The plumage a stand-in bird is drawn in, read from content/species/plumage.ts and checked against
// its schema the first time a bird is drawn: a bad entry stops the build naming file, line, field,
// expected and found, as every content problem does.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import raw from '../../../../content/species/plumage.ts';
import { plumageSchema, type Plumage, type PlumageEntry } from '../../../../content/schema/plumage.ts';
import { taxonomyByCode } from '../../../../content/schema/taxonomy.ts';
import { describeProblem, fieldOf, headline, placeOf, toProblem, type ContentProblem } from '../../../content/problems.ts';
import { didYouMean } from '../../../../content/schema/suggest.ts';
import { BuildError } from '../../../lib/build-error.ts';

const PLUMAGE_FILE = 'content/species/plumage.ts';
const sourceUrl = new URL('../../../../content/species/plumage.ts', import.meta.url);

let parsed: Plumage | undefined;

/** One BuildError for the plumage problems found, in the form content problems take (ContentError's, without importing the loader). */
function plumageError(problems: ContentProblem[]): BuildError {
  const [first] = problems;
  if (problems.length === 1 && first) {
    return new BuildError('PlumageInvalid', headline(first), {
      file: first.file,
      line: first.line,
      field: fieldOf(first),
      expected: first.expected,
      found: first.found,
      hint: didYouMean(first.suggestions) ?? first.fix,
    });
  }
  return new BuildError('PlumageInvalid', `${problems.length} problems in ${PLUMAGE_FILE}:\n${problems.map(describeProblem).join('\n')}`, {
    file: problems.map(placeOf).join(', '),
    hint: 'fix each problem listed above, then build again',
  });
}

/** The line of the plumage file where a species' entry (and, given, one of its fields) is written. */
function lineOf(code: string, field?: string): number | undefined {
  const lines = readFileSync(fileURLToPath(sourceUrl), 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*'?${code}'?\\s*:`).test(line));
  if (start < 0) return undefined;
  if (!field) return start + 1;
  // An entry is written on one line or spread over the lines up to its closing brace.
  for (let i = start; i < lines.length; i++) {
    if (new RegExp(`\\b${field}\\s*:`).test(lines[i]!)) return i + 1;
    if (/^\s*\},?\s*$/.test(lines[i]!) || (i === start && /\},?\s*$/.test(lines[i]!))) break;
  }
  return start + 1;
}

/** Every species' plumage, validated; throws a ContentError listing every bad entry. */
export function plumage(): Plumage {
  if (parsed) return parsed;
  const result = plumageSchema.safeParse(raw);
  if (!result.success) {
    const problems: ContentProblem[] = result.error.issues.map((issue) => {
      const [code, field] = issue.path.map(String);
      const line = code ? lineOf(code, field) : undefined;
      return { ...toProblem(issue, raw, PLUMAGE_FILE), ...(line ? { line } : {}) };
    });
    throw plumageError(problems);
  }
  parsed = result.data;
  return parsed;
}

/** One species' plumage; a species drawn without an entry stops the build, naming the file to add it to. */
export function plumageOf(code: string, where: string): PlumageEntry {
  const entry = plumage()[code];
  if (entry) return entry;
  const english = taxonomyByCode().get(code)?.english ?? code;
  throw plumageError([
    {
      file: PLUMAGE_FILE,
      field: code,
      message: `must describe ${english}, which the stand-in for ${where} draws`,
      expected: `an entry ${code}: { shape, upperparts, underparts, head, bill, … } written from a field guide`,
      found: 'nothing (no entry)',
      fix: `add an entry for ${code} (${english}), or a photo for ${where}`,
    },
  ]);
}
