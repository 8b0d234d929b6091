// The plumage stand-in birds are drawn in: species/plumage.yaml of the content folder (else of the
// fallback folder, as every content file), checked against its schema and the bird records loaded
// beside it. A bad entry stops the build naming file, line, column, field, expected and found, as
// every content problem does.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { plumageSchemaFor, type Plumage } from '../../model/schema/plumage.ts';
import type { Content } from '../../model/schema/sections.ts';
import { didYouMean } from '../../model/suggest.ts';
import { BuildError } from '../lib/build-error.ts';
import { describeProblem, fieldOf, headline, placeOf, toProblem, type ContentProblem } from './problems.ts';
import { fieldName, locate, readYaml } from './yaml.ts';

const PLUMAGE_FILE = join('species', 'plumage.yaml');

/** One BuildError for the plumage problems found, in the form content problems take. */
function plumageError(problems: ContentProblem[], file: string): BuildError {
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
  return new BuildError('PlumageInvalid', `${problems.length} problems in ${file}:\n${problems.map(describeProblem).join('\n')}`, {
    file: problems.map(placeOf).join(', '),
    hint: 'fix each problem listed above, then build again',
  });
}

/** Every species' plumage of a content folder, keyed by the eBird codes of its bird records; throws one error listing every bad entry. */
export function readPlumage(options: { contentDir: string; contentFallback?: string; root: string }, content: Pick<Content, 'species'>): Plumage {
  const own = join(options.contentDir, PLUMAGE_FILE);
  const path = options.contentFallback && !existsSync(own) ? join(options.contentFallback, PLUMAGE_FILE) : own;
  if (!existsSync(path)) return {};
  const file = relative(options.root, path) || path;
  const { value: raw, problems: slips } = readYaml(path, file);
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
      file,
    );
  const birds = [...content.species.values()].flatMap((species) => (species.kind === 'bird' ? [species.id] : []));
  const result = plumageSchemaFor(birds).safeParse(raw ?? {});
  if (!result.success) {
    const problems: ContentProblem[] = result.error.issues.map((issue) => {
      const at = locate(raw, issue.path);
      return { ...toProblem(issue, raw, file), ...(at ? { line: at.line, column: at.column, field: fieldName(at.field) } : {}) };
    });
    throw plumageError(problems, file);
  }
  return result.data as Plumage;
}
