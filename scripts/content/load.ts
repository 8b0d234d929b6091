import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../pipeline/errors.ts';
import { contentRules } from '../../content/schema/rules.ts';
import { sections, type Content, type SectionContent } from '../../content/schema/sections.ts';
import { readPosts } from './posts.ts';
import { describeFound, toProblem, type ContentProblem } from './problems.ts';

export type { ContentProblem } from './problems.ts';

/** Every content problem of one run, each naming file, field, expected and found. */
export class ContentError extends BuildError {
  constructor(readonly problems: readonly ContentProblem[]) {
    const [first] = problems;
    const one = problems.length === 1 && first;
    super(
      one ? `${first.file}: ${first.field} ${first.message}` : `${problems.length} content problems:\n${problems.map(describeProblem).join('\n')}`,
      one ? { file: first.file, field: first.field, expected: first.expected, found: first.found } : { hint: 'fix each problem listed above, then build again' },
    );
    this.name = 'ContentError';
  }
}

function describeProblem(p: ContentProblem, i: number): string {
  return [`  ${String(i + 1).padStart(2)}. file:     ${p.file}`, `      field:    ${p.field}`, `      expected: ${p.expected}`, `      found:    ${p.found}`].join('\n');
}

export interface LoadOptions {
  /**
   * A content folder to take each section file from that `contentDir` lacks. Test fixtures hold
   * only the files they change and fall back to the real content/; without it a missing file is
   * a content problem.
   */
  fallback?: string;
}

/**
 * Imports every content file under `contentDir`, validates each, runs the rules across files, reads
 * the trip reports under blog/ and returns one Content object; throws one ContentError listing every problem found.
 */
export async function loadContent(contentDir: string, root = process.cwd(), options: LoadOptions = {}): Promise<Content> {
  const content: Record<string, unknown> = {};
  const problems: ContentProblem[] = [];
  const pathOf = (file: string) => {
    const own = join(contentDir, file);
    return options.fallback && !existsSync(own) ? join(options.fallback, file) : own;
  };
  for (const [key, { file, schema }] of Object.entries(sections)) {
    const path = pathOf(file);
    const shown = relative(root, path) || path;
    if (!existsSync(path)) {
      problems.push({ file: shown, field: '(file)', message: 'is missing', expected: `a module default-exporting the "${key}" section`, found: 'no file' });
      continue;
    }
    let raw: unknown;
    try {
      raw = (await import(pathToFileURL(path).href)).default;
    } catch (cause) {
      problems.push({ file: shown, field: '(file)', message: 'could not be loaded', expected: 'a module that imports without errors', found: (cause as Error).message });
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (parsed.success) content[key] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => toProblem(issue, raw, shown)));
  }
  // Rules across files need every section parsed; a broken section is reported above already.
  if (problems.length === 0) {
    const fileOf = (key: keyof SectionContent) => relative(root, pathOf(sections[key].file));
    for (const rule of contentRules) {
      rule(content as Content, (key, field, message, found) =>
        problems.push({ file: fileOf(key), field, message, expected: message.replace(/^must (?:be )?/, ''), found: describeFound(found) }),
      );
    }
  }
  const { posts, problems: postProblems } = await readPosts(contentDir, root);
  problems.push(...postProblems);
  if (problems.length > 0) throw new ContentError(problems);
  return { ...(content as SectionContent), posts };
}
