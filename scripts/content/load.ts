import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from '../pipeline/errors.ts';
import { contentRules } from '../../content/schema/rules.ts';
import { imageIdPattern } from '../../content/schema/common.ts';
import { sections, type Content, type SectionContent } from '../../content/schema/sections.ts';
import { readPosts } from './posts.ts';
import { didYouMean } from '../../content/schema/suggest.ts';
import { describeFound, describeProblem, fieldOf, headline, knownFields, placeOf, toProblem, unknownFieldProblem, valueAt, type ContentProblem } from './problems.ts';
import { contentSources, keyPlacesOf, placesOf } from './where.ts';

export type { ContentProblem } from './problems.ts';

/** Every content problem of one run, each naming where the value is written, field, expected and found. */
export class ContentError extends BuildError {
  constructor(readonly problems: readonly ContentProblem[]) {
    const [first] = problems;
    const one = problems.length === 1 && first;
    super(
      one ? headline(first) : `${problems.length} content problems:\n${problems.map(describeProblem).join('\n')}`,
      one
        ? { file: first.file, line: first.line, alsoAt: first.alsoAt?.map(placeOf), field: fieldOf(first), expected: first.expected, found: first.found, hint: didYouMean(first.suggestions) ?? first.fix }
        : { hint: 'fix each problem listed above, then build again' },
    );
    this.name = 'ContentError';
  }
}

/** Every image id the content already uses (objects with an id and an alt text), to suggest from. */
function imageIdsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) imageIdsIn(item, into);
  else if (value && typeof value === 'object') {
    const { id, alt } = value as { id?: unknown; alt?: unknown };
    if (typeof id === 'string' && typeof alt === 'string' && imageIdPattern.test(id)) into.add(id);
    for (const item of Object.values(value)) imageIdsIn(item, into);
  }
  return into;
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
 * the trip reports under blog/ and returns one Content object; throws one ContentError listing
 * every problem found, each at the file and line where its value is written.
 */
export async function loadContent(contentDir: string, root = process.cwd(), options: LoadOptions = {}): Promise<Content> {
  const shown = (path: string) => relative(root, path) || path;
  const pathOf = (file: string) => {
    const own = join(contentDir, file);
    return options.fallback && !existsSync(own) ? join(options.fallback, file) : own;
  };
  const problems: ContentProblem[] = [];
  const raws = new Map<keyof SectionContent, unknown>();
  for (const [key, { file }] of Object.entries(sections) as [keyof SectionContent, { file: string }][]) {
    const path = pathOf(file);
    if (!existsSync(path)) {
      problems.push({ file: shown(path), field: '(file)', message: 'is missing', expected: `a module default-exporting the "${key}" section`, found: 'no file' });
      continue;
    }
    try {
      raws.set(key, (await import(pathToFileURL(path).href)).default);
    } catch (cause) {
      problems.push({ file: shown(path), field: '(file)', message: 'could not be loaded', expected: 'a module that imports without errors', found: (cause as Error).message });
    }
  }

  const known = { imageIds: [...imageIdsIn([...raws.values()])] };
  // Each problem with the value it found and the section file whose field it is, to locate below.
  const found: { problem: ContentProblem; value: unknown; key?: string; section: string }[] = [];
  const content: Record<string, unknown> = {};
  for (const [key, raw] of raws) {
    const section = shown(pathOf(sections[key].file));
    const parsed = sections[key].schema.safeParse(raw);
    if (parsed.success) content[key] = parsed.data;
    else {
      // One object shared by several fields (an itinerary day used by five packages) is reported once.
      const reported = new Set<string>();
      for (const issue of parsed.error.issues) {
        if (issue.code !== 'unrecognized_keys') {
          found.push({ problem: toProblem(issue, raw, section, '(default export)', known), value: valueAt(raw, issue.path), section });
          continue;
        }
        const holder = JSON.stringify(valueAt(raw, issue.path));
        const fields = knownFields(sections[key].schema, issue.path);
        for (const field of issue.keys.filter((k) => !reported.has(`${k}\0${holder}`))) {
          reported.add(`${field}\0${holder}`);
          found.push({ problem: unknownFieldProblem(section, issue.path, field, fields, `content/schema/ (the schema of ${sections[key].file})`), value: undefined, key: field, section });
        }
      }
    }
  }
  // Rules across files need every section parsed; a broken section is reported above already.
  if (problems.length === 0 && found.length === 0) {
    for (const rule of contentRules) {
      rule(content as Content, (key, field, message, value, suggestions) => {
        const section = shown(pathOf(sections[key].file));
        const problem = { file: section, field, message, expected: message.replace(/^must (?:be )?/, ''), found: describeFound(value), ...(suggestions?.length ? { suggestions } : {}) };
        found.push({ problem, value, section });
      });
    }
  }
  if (found.length > 0) {
    const sources = await contentSources(Object.values(sections).map(({ file }) => pathOf(file)));
    // A string value moves to where it is written as a literal in the content modules: in the
    // section's own file if that writes it, else every place that does.
    // An unknown field written once and reached through several fields (a day spread into five
    // packages) is one problem, at the first of them.
    const unknownAt = new Set<string>();
    for (const { problem, value, key, section } of found) {
      const everywhere = key !== undefined ? keyPlacesOf(key, sources) : typeof value === 'string' ? placesOf(value, sources) : [];
      const own = everywhere.filter((p) => shown(p.path) === section);
      const [first, ...rest] = (own.length > 0 ? own : everywhere).map((p) => ({ file: shown(p.path), line: p.line }));
      if (key !== undefined && first && rest.length === 0) {
        if (unknownAt.has(`${key}@${first.file}:${first.line}`)) continue;
        unknownAt.add(`${key}@${first.file}:${first.line}`);
      }
      problems.push(first ? { ...problem, ...first, ...(rest.length ? { alsoAt: rest } : {}), ...(first.file === section ? {} : { usedIn: section }) } : problem);
    }
  }
  const { posts, problems: postProblems } = await readPosts(contentDir, root, known);
  problems.push(...postProblems);
  if (problems.length > 0) throw new ContentError(problems);
  return { ...(content as SectionContent), posts };
}
