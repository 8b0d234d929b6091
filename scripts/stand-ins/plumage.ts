// The plumage a stand-in bird is drawn in, read from content/species/plumage.yaml and checked against
// its schema the first time a bird is drawn: a bad entry stops the build naming file, line, column,
// field, expected and found, as every content problem does. A bird without an entry is drawn as a
// neutral grey silhouette of its shape, marked as a stand-in, and listed by `npm run check:launch`:
// a drawing never asks the owner for anything.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { plumageSchemaFor, type Plumage, type PlumageEntry } from '../../model/plumage.ts';
import { describeProblem, fieldOf, headline, placeOf, toProblem, type ContentProblem } from '../content/problems.ts';
import { didYouMean } from '../../model/suggest.ts';
import { BuildError } from '../lib/build-error.ts';
import { yamlFilesUnder } from '../content/data.ts';
import { fieldName, locate, readYaml } from '../content/yaml.ts';

const PLUMAGE_FILE = 'content/species/plumage.yaml';
const plumagePath = fileURLToPath(new URL('../../content/species/plumage.yaml', import.meta.url));
const birdsDir = fileURLToPath(new URL('../../content/species/birds/', import.meta.url));

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

/** Every species' plumage, validated; throws one error listing every bad entry. */
export function plumage(): Plumage {
  if (parsed) return parsed;
  if (!existsSync(plumagePath)) return (parsed = {});
  const { value: raw, problems: slips } = readYaml(plumagePath, PLUMAGE_FILE);
  if (slips.length > 0)
    throw plumageError(
      slips.map((s) => ({
        file: s.file,
        line: s.line,
        column: s.column,
        field: '(the file)',
        message: s.message,
        expected: 'YAML written as "field: value" lines',
        found: `a slip at column ${s.column}`,
        fix: s.fix,
      })),
    );
  const known = yamlFilesUnder(birdsDir).map((name) => name.replace(/\.ya?ml$/, ''));
  const result = plumageSchemaFor(known).safeParse(raw ?? {});
  if (!result.success) {
    const problems: ContentProblem[] = result.error.issues.map((issue) => {
      const at = locate(raw, issue.path);
      return { ...toProblem(issue, raw, PLUMAGE_FILE), ...(at ? { line: at.line, column: at.column, field: fieldName(at.field) } : {}) };
    });
    throw plumageError(problems);
  }
  parsed = result.data as Plumage;
  return parsed;
}

/** The neutral greys a bird is drawn in until its plumage is written: a silhouette, never a guess at its colours. */
export const neutralPlumage = (shape: PlumageEntry['shape'] = 'songbird'): PlumageEntry => ({
  shape,
  upperparts: '#8a8d8f',
  underparts: '#c9cbcc',
  head: '#7a7d80',
  bill: '#4d5053',
  legs: '#5d6063',
  eye: '#2f3133',
});

/** The species drawn so far without a plumage entry: each a neutral stand-in, for the launch list. */
export const drawnWithoutPlumage = new Set<string>();

/** Does this species have its own colours? */
export const hasPlumage = (code: string): boolean => code in plumage();

/** One species' plumage; without an entry, the neutral silhouette of its shape (or a songbird's). */
export function plumageOf(code: string, _where: string, shape?: PlumageEntry['shape']): PlumageEntry {
  const entry = plumage()[code];
  if (entry) return entry;
  drawnWithoutPlumage.add(code);
  return neutralPlumage(shape);
}
