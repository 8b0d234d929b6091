import { join, relative } from 'node:path';
import type { z } from 'zod';
import { BuildError } from '../lib/build-error.ts';
import { keepUnchanged } from '../lib/same-value.ts';
import { contentRules, routeKeys, type ReportProblem } from '../../model/rules.ts';
import { imageIdPattern } from '../../model/schema/common.ts';
import { sections, tourKey, type Content, type SectionContent, type SourceKey } from '../../model/schema/sections.ts';
import { toursSchema } from '../../model/schema/tours.ts';
import { tourSchema, type Tour as TourPage } from '../../model/schema/tour.ts';
import { readPosts, type PostKnownValues } from './posts.ts';
import { offeredPackages, packagePath } from '../../model/packages.ts';
import { packageVisits } from '../../model/visits.ts';
import { didYouMean } from '../../model/suggest.ts';
import {
  describeFound,
  describeProblem,
  formatPath,
  fieldOf,
  headline,
  knownFields,
  parsePath,
  placeOf,
  toProblem,
  unknownFieldProblem,
  valueAt,
  type ContentProblem,
} from './problems.ts';
import { readContentFiles } from './data.ts';
import { fieldName, locate } from './yaml.ts';

export type { ContentProblem } from './problems.ts';

/** Every content problem of one run, each naming where the value is written, field, expected and found. */
export class ContentError extends BuildError {
  constructor(readonly problems: readonly ContentProblem[]) {
    const [first] = problems;
    const one = problems.length === 1 && first;
    super(
      'ContentInvalid',
      one ? headline(first) : `${problems.length} content problems:\n${problems.map(describeProblem).join('\n')}`,
      one
        ? {
            file: first.file,
            line: first.line,
            column: first.column,
            alsoAt: first.alsoAt?.map(placeOf),
            field: fieldOf(first),
            expected: first.expected,
            found: first.found,
            hint: didYouMean(first.suggestions) ?? first.fix,
          }
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

interface LoadOptions {
  /**
   * A content folder to take each section file from that `contentDir` lacks. Test fixtures hold
   * only the files they change and fall back to the real content/; without it a missing file is
   * a content problem.
   */
  fallback?: string;
  /** The content of the last load (the dev server after a content edit): each section equal to its last value is kept as that object. */
  previous?: Content;
}

/**
 * Imports every content file under `contentDir`, validates each, runs the rules across files, reads
 * the trip reports under blog/ and returns one Content object; throws one ContentError listing
 * every problem found, each at the file and line where its value is written.
 */
export async function loadContent(contentDir: string, root = process.cwd(), options: LoadOptions = {}): Promise<Content> {
  const shown = (path: string) => relative(root, path) || path;
  const files = readContentFiles(contentDir, shown, options.fallback);
  const problems: ContentProblem[] = files.problems.map((p) => ({ ...p }));
  // A file that cannot be read as YAML is left out of what follows, so every rule that needs it
  // would complain too (a tour file with an open quote: each of its packages names an unknown
  // tour). The slips alone are reported; the rest is checked once every file reads.
  const slips = problems.filter((p) => p.field === '(the file)' && p.expected?.startsWith('YAML:'));
  if (slips.length > 0) throw new ContentError(slips);
  const raws = files.raws;
  const parsedTours = toursSchema.safeParse(raws.get('tours'));
  const tours = parsedTours.data ?? [];
  const schemaOf = (key: SourceKey): z.ZodType => (key.startsWith('tour:') ? tourSchema : sections[key as keyof SectionContent].schema);
  const fileOfKey = (key: SourceKey) => files.fileOf.get(key) ?? shown(join(contentDir, key));

  const known = { imageIds: [...imageIdsIn([...raws.values()])] };
  const found: Found[] = [];
  const content: Record<string, unknown> = {};
  for (const [key, raw] of raws) {
    const parsed = schemaOf(key).safeParse(raw);
    if (parsed.success) content[key] = parsed.data;
    else {
      // One object reached through several fields (a day shared by two packages) is reported once.
      const reported = new WeakMap<object, Set<string>>();
      for (const issue of parsed.error.issues.flatMap(closestBranch)) {
        if (issue.code !== 'unrecognized_keys') {
          found.push({ problem: toProblem(issue, raw, fileOfKey(key), '(the file)', known), section: key, path: issue.path });
          continue;
        }
        const holder = valueAt(raw, issue.path) as object;
        const seen = reported.get(holder) ?? new Set<string>();
        reported.set(holder, seen);
        const fields = knownFields(schemaOf(key), issue.path);
        for (const field of issue.keys.filter((k) => !seen.has(k))) {
          seen.add(field);
          found.push({
            problem: unknownFieldProblem(fileOfKey(key), issue.path, field, fields, schemaFileOf(key)),
            section: key,
            path: issue.path,
            key: field,
          });
        }
      }
    }
  }
  const tourPages: Record<string, TourPage> = {};
  for (const tour of tours) {
    const page = content[tourKey(tour.id)] as TourPage | undefined;
    delete content[tourKey(tour.id)];
    if (page) tourPages[tour.id] = page;
  }
  const report: ReportProblem = (key, field, message, value, suggestions) => {
    const problem = {
      file: fileOfKey(key),
      field,
      message,
      expected: message.replace(/^must (?:be )?/, ''),
      found: describeFound(value),
      ...(suggestions?.length ? { suggestions } : {}),
    };
    found.push({ problem, section: key, path: parsePath(field), value });
  };
  // A route table that fails its schema (a fixed page's words under a misspelt id) has its keys
  // checked against the tours all the same, so the misspelt id is named with the closest one.
  const routes = raws.get('routes');
  if (!('routes' in content) && parsedTours.success && routes && typeof routes === 'object')
    routeKeys(
      Object.keys(routes),
      tours.map((t) => t.slug),
      (...problem) => report('routes', ...problem),
    );
  // Each section equal to the last load's is that object, before the rules run: the models they
  // make from content (model/memo.ts) are then kept from that load, and so are the
  // ones the routes make after.
  const kept = keepUnchanged<Omit<Content, 'posts'>>({ ...(content as SectionContent), tourPages }, options.previous);
  // Rules across files need every section parsed; a broken section is reported above already.
  if (problems.length === 0 && found.length === 0) {
    for (const rule of contentRules) rule({ ...kept, posts: [] }, report);
  }
  problems.push(...found.map(({ problem, section, path, key }) => placed(problem, raws.get(section), path, key, [...raws.values()])));
  const complete = problems.length === 0;
  const { posts, problems: postProblems } = await readPosts(contentDir, root, {
    ...known,
    ...(parsedTours.success ? { tourIds: tours.map((t) => t.id) } : {}),
    ...(complete ? tripReportValues({ ...kept, posts: [] }) : {}),
  });
  problems.push(...postProblems);
  if (problems.length > 0) throw new ContentError(dedupe(problems));
  return { ...kept, ...keepUnchanged<Pick<Content, 'posts'>>({ posts }, options.previous) };
}

/**
 * A value that fits none of the shapes a field allows ("with luck", or one with months) is reported
 * as the shape it came closest to: the one whose problems lie deepest in the value.
 */
function closestBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const depth = (branch: readonly z.core.$ZodIssue[]) => Math.max(0, ...branch.map((i) => i.path.length));
  const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0]!;
  if (depth(best) === 0) {
    // A word where one of a list is wanted ("sometimes" for a likelihood): the list's words.
    const listed = issue.errors.find((branch) => branch.length === 1 && branch[0]!.code === 'invalid_value');
    return listed ? [{ ...listed[0]!, path: [...issue.path, ...listed[0]!.path] } as z.core.$ZodIssue] : [issue];
  }
  return best.flatMap((sub) => closestBranch({ ...sub, path: [...issue.path, ...sub.path] } as z.core.$ZodIssue));
}

/** The schema file that lists the fields of a section, for an unknown field's fix. */
function schemaFileOf(key: SourceKey, path: readonly PropertyKey[] = []): string {
  if (path.includes('itinerary')) return 'model/schema/itinerary.ts';
  if (key.startsWith('tour:')) return 'model/schema/tour.ts';
  const names: Partial<Record<string, string>> = { speciesPages: 'species-pages', sitePages: 'site-pages', aboutTour: 'about-tour' };
  return `model/${names[key] ?? key}.ts`;
}

/** A problem at the file, line and column where its value is written, its field named from the top of that file. */
function placed(problem: ContentProblem, raw: unknown, path: readonly PropertyKey[], key?: string, others: readonly unknown[] = []): ContentProblem {
  const at = locate(raw, path, key);
  if (!at) return problem;
  // The words name the field as the file holds it: a package's `itinerary[2]`, not the tour page's
  // `packages.items[0].itinerary[1]`. A missing field is found at the entry that lacks it: name it all the same.
  const last = path.at(-1);
  const lacks = key === undefined && problem.found.startsWith('nothing') && typeof last === 'string' && at.field.at(-1) !== last;
  const fieldPath = lacks ? [...at.field, last] : at.field;
  const holder = key === undefined ? path.slice(0, -1) : path;
  const sectionPath = formatPath(holder);
  const filePath = fieldName(fieldPath.slice(0, -1)) || 'the entry';
  // Another field a message names (the first of two tabs with one id) is named by where it is written.
  const elsewhere = (text: string) =>
    text.replace(/\b[a-zA-Z]+(?:\.[a-zA-Z]+|\[\d+\])*\[\d+\](?:\.[a-zA-Z]+|\[\d+\])*/g, (match) => {
      if (match === sectionPath) return match;
      const other = [raw, ...others].map((r) => locate(r, parsePath(match))).find((at) => at?.complete);
      return other ? `${fieldName(other.field) || 'the entry'} at ${other.file}:${other.line}:${other.column}` : match;
    });
  // Only a path (`packages.items[0]`) is reworded: a one-word section name is also a word of the sentence.
  const reworded = /[.[]/.test(sectionPath) ? sectionPath : '';
  const reword = (text: string | undefined) =>
    text
      ? elsewhere(reworded ? text.split(reworded).join('\u0000') : text)
          .split('\u0000')
          .join(filePath)
      : text;
  const field = fieldName(fieldPath) || '(the file)';
  return {
    ...problem,
    file: at.file,
    line: at.line,
    column: at.column,
    field,
    message: reword(problem.message)!,
    expected: reword(problem.expected)!,
    ...(problem.fix ? { fix: reword(problem.fix) } : {}),
  };
}

/** One problem per place and field: a value of a shared day used by five packages is one problem. */
function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  // A second file with an id is reported where it is read, naming the first; the schema's own words for it go.
  const twice = new Set(problems.filter((p) => p.field === 'id' && p.message.includes('has the id')).map((p) => p.file));
  return problems.filter((p) => {
    if (twice.has(p.file) && p.field === 'id' && !p.message.includes('has the id')) return false;
    const id = `${p.file}:${p.line}:${p.column}:${p.field}:${p.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * What a trip report's package, sites and mammals are checked against: each tour's packages, by id
 * (by "<tab set>/<id>" where two of its tab sets share an id), with their sites and panel address;
 * the sites; the mammal records.
 */
export function tripReportValues(content: Content): Required<Pick<PostKnownValues, 'siteIds' | 'packages' | 'mammalNames'>> {
  const packages = new Map<string, Map<string, { sites: string[]; path: string }>>();
  const offered = offeredPackages(content);
  for (const { tour, pkg, anchor } of offered) {
    const path = packagePath({ tour, anchor });
    const own = packages.get(tour.id) ?? new Map<string, { sites: string[]; path: string }>();
    const shared = offered.filter((o) => o.tour === tour && o.pkg.id === pkg.id).length > 1;
    own.set(shared ? anchor.replace('-panel-', '/') : pkg.id, { sites: packageVisits(pkg).map((v) => v.site), path });
    packages.set(tour.id, own);
  }
  const mammalNames = [...content.species.values()].filter((s) => s.kind === 'mammal').map((s) => s.english);
  return { siteIds: content.sites.map((s) => s.id), packages, mammalNames };
}

/** A problem of a section's field before it is located: its path, and for an unknown field its key. */
interface Found {
  problem: ContentProblem;
  section: SourceKey;
  path: readonly PropertyKey[];
  key?: string;
  /** The value a rule found, where it is not the one at `path` (an id of a list of records). */
  value?: unknown;
}
