import { existsSync, realpathSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { BuildError } from '../lib/build-error.ts';
import { keepUnchanged } from '../lib/same-value.ts';
import { contentRules, routeKeys, type ReportProblem } from '../../content/schema/rules.ts';
import { imageIdPattern } from '../../content/schema/common.ts';
import { sections, tourKey, tourPageSource, type Content, type SectionContent, type SourceKey } from '../../content/schema/sections.ts';
import { toursSchema } from '../../content/schema/tours.ts';
import type { Tour as TourPage } from '../../content/schema/tour.ts';
import { readPosts, type PostKnownValues } from './posts.ts';
import { offeredPackages, packagePath } from '../../templates/lib/tour-packages.ts';
import { packageVisits } from '../../content/schema/visits.ts';
import { didYouMean } from '../../content/schema/suggest.ts';
import {
  describeFound,
  describeProblem,
  fieldOf,
  headline,
  knownFields,
  missingKeyProblem,
  parsePath,
  placeOf,
  toProblem,
  unknownFieldProblem,
  valueAt,
  type ContentProblem,
} from './problems.ts';
import { contentSources, missingKeyOn, placeOfThrow, placesOfField, placesOfKey, schemaFileOf } from './where.ts';

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
  const pathOf = (file: string) => {
    const own = join(contentDir, file);
    return options.fallback && !existsSync(own) ? join(options.fallback, file) : own;
  };
  const contentRoots = [contentDir, options.fallback].filter((dir): dir is string => dir !== undefined).flatMap((dir) => [resolve(dir), realpathOr(dir)]);
  const problems: ContentProblem[] = [];
  const raws = new Map<SourceKey, unknown>();
  const importSource = async (key: SourceKey, file: string, what: string): Promise<() => void> => {
    const path = pathOf(file);
    if (!existsSync(path)) {
      return () =>
        problems.push({ file: shown(path), field: '(file)', message: 'is missing', expected: `a module default-exporting ${what}`, found: 'no file' });
    }
    try {
      const raw: unknown = (await import(pathToFileURL(path).href)).default;
      return () => raws.set(key, raw);
    } catch (cause) {
      const problem = await loadFailure(cause, shown(path), shown, (at) => contentRoots.some((dir) => at.startsWith(`${dir}/`)));
      return () => problems.push(problem);
    }
  };
  // The files are imported side by side (each import waits on the TypeScript loader, which works
  // on the next meanwhile), and what each gave is taken in the order of the list.
  const importAll = async (list: [SourceKey, string, string][]) => {
    for (const take of await Promise.all(list.map(([key, file, what]) => importSource(key, file, what)))) take();
  };
  await importAll((Object.entries(sections) as [keyof SectionContent, { file: string }][]).map(([key, { file }]) => [key, file, `the "${key}" section`]));
  // The tour collection: each tour content/tours.ts lists has its page in content/<slug>.ts.
  const parsedTours = toursSchema.safeParse(raws.get('tours'));
  const tours = parsedTours.data ?? [];
  const sources = new Map<SourceKey, { file: string; schema: z.ZodType }>(Object.entries(sections) as [SourceKey, { file: string; schema: z.ZodType }][]);
  for (const tour of tours) sources.set(tourKey(tour.id), tourPageSource(tour.slug));
  await importAll(
    tours.map((tour) => [
      tourKey(tour.id),
      tourPageSource(tour.slug).file,
      `the page of the "${tour.id}" tour, which content/tours.ts lists (npm run new:tour writes one)`,
    ]),
  );
  const sourceOf = (key: SourceKey) => sources.get(key)!;

  const known = { imageIds: [...imageIdsIn([...raws.values()])] };
  // Each problem with the section whose field it is and the path of that field, to locate below.
  const found: Found[] = [];
  const content: Record<string, unknown> = {};
  for (const [key, raw] of raws) {
    const section = shown(pathOf(sourceOf(key).file));
    const parsed = sourceOf(key).schema.safeParse(raw);
    if (parsed.success) content[key] = parsed.data;
    else {
      // One object reached through several fields (a package shared by two tabs) is reported once.
      const reported = new WeakMap<object, Set<string>>();
      for (const issue of parsed.error.issues) {
        if (issue.code !== 'unrecognized_keys') {
          found.push({ problem: toProblem(issue, raw, section, '(default export)', known), section: key, path: issue.path });
          continue;
        }
        const holder = valueAt(raw, issue.path) as object;
        const seen = reported.get(holder) ?? new Set<string>();
        reported.set(holder, seen);
        const fields = knownFields(sourceOf(key).schema, issue.path);
        const schemaFile = await schemaFileOf(fields, key.startsWith('tour:') ? 'content/schema/tour.ts' : `content/schema/${basename(sourceOf(key).file)}`);
        for (const field of issue.keys.filter((k) => !seen.has(k))) {
          seen.add(field);
          found.push({ problem: unknownFieldProblem(section, issue.path, field, fields, schemaFile), section: key, path: issue.path, key: field });
        }
      }
    }
  }
  // A page names its tour by the id content/tours.ts gives it.
  const tourPages: Record<string, TourPage> = {};
  for (const tour of tours) {
    const page = content[tourKey(tour.id)] as TourPage | undefined;
    delete content[tourKey(tour.id)];
    if (!page) continue;
    tourPages[tour.id] = page;
    if (page.id !== tour.id) {
      const problem = {
        file: shown(pathOf(sourceOf(tourKey(tour.id)).file)),
        field: 'id',
        message: `must be "${tour.id}", the id content/tours.ts gives the tour whose slug is ${tour.slug}`,
        expected: `"${tour.id}"`,
        found: describeFound(page.id),
      };
      found.push({ problem, section: tourKey(tour.id), path: ['id'] });
    }
  }
  const report: ReportProblem = (key, field, message, value, suggestions) => {
    const problem = {
      file: shown(pathOf(sourceOf(key).file)),
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
  // make from content (templates/lib/content-memo.ts) are then kept from that load, and so are the
  // ones the routes make after.
  const kept = keepUnchanged<Omit<Content, 'posts'>>({ ...(content as SectionContent), tourPages }, options.previous);
  // Rules across files need every section parsed; a broken section is reported above already.
  if (problems.length === 0 && found.length === 0) {
    for (const rule of contentRules) rule({ ...kept, posts: [] }, report);
  }
  problems.push(...(await locate(found, raws, (key) => pathOf(sourceOf(key).file), shown)));
  const complete = problems.length === 0 && found.length === 0;
  const { posts, problems: postProblems } = await readPosts(contentDir, root, {
    ...known,
    ...(parsedTours.success ? { tourIds: tours.map((t) => t.id) } : {}),
    ...(complete ? tripReportValues({ ...kept, posts: [] }) : {}),
  });
  problems.push(...postProblems);
  if (problems.length > 0) throw new ContentError(problems);
  return { ...kept, ...keepUnchanged<Pick<Content, 'posts'>>({ posts }, options.previous) };
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

/**
 * Moves each problem to where its value is written in the content modules its section imports:
 * the section's own file if that writes it, else every place that does. An unknown field written
 * once and reached through several fields (a day spread into five packages) is one problem, at
 * the first of them.
 */
async function locate(
  found: readonly Found[],
  raws: ReadonlyMap<SourceKey, unknown>,
  pathOf: (key: SourceKey) => string,
  shown: (path: string) => string,
): Promise<ContentProblem[]> {
  const read = new Map<string, string>();
  const sourcesOf = new Map<SourceKey, Map<string, string>>();
  const located: ContentProblem[] = [];
  const unknownAt = new Set<string>();
  for (const { problem, section, path, key, ...rule } of found) {
    const sectionPath = pathOf(section);
    const sources = sourcesOf.get(section) ?? (await contentSources([sectionPath], read));
    sourcesOf.set(section, sources);
    const raw = raws.get(section);
    const everywhere =
      key !== undefined
        ? placesOfKey(raw, path, key, sources, sectionPath)
        : placesOfField(raw, path, sources, sectionPath, 'value' in rule ? rule.value : valueAt(raw, path));
    const own = everywhere.filter((p) => p.path === sectionPath);
    const [first, ...rest] = (own.length > 0 ? own : everywhere).map((p) => ({ file: shown(p.path), line: p.line }));
    if (key !== undefined && first && rest.length === 0) {
      if (unknownAt.has(`${key}@${first.file}:${first.line}`)) continue;
      unknownAt.add(`${key}@${first.file}:${first.line}`);
    }
    located.push(
      first ? { ...problem, ...first, ...(rest.length ? { alsoAt: rest } : {}), ...(first.file === problem.file ? {} : { usedIn: problem.file }) } : problem,
    );
  }
  return located;
}

/**
 * A content module that threw while it was imported, at the line that threw; a lookup there into
 * another module's export by a key it lacks (the usual cause) names the keys it has.
 */
async function loadFailure(cause: unknown, section: string, shown: (path: string) => string, isContent: (path: string) => boolean): Promise<ContentProblem> {
  const message = cause instanceof Error ? cause.message : String(cause);
  const at = placeOfThrow(cause, isContent);
  const missing = at && (await missingKeyOn(at.path, at.line));
  const usedIn = at && shown(at.path) !== section ? { usedIn: section } : {};
  if (at && missing) return { ...missingKeyProblem(shown(at.path), at.line, { ...missing, module: shown(missing.module) }), ...usedIn };
  return {
    file: at ? shown(at.path) : section,
    ...(at ? { line: at.line, ...usedIn } : {}),
    field: '(file)',
    message: 'could not be loaded',
    expected: 'a module that imports without errors',
    found: message,
    fix: at ? 'the line named throws while the module is imported: correct the expression there' : 'run the file alone (npx tsx <file>) to see where it throws',
  };
}

/** The real path of a folder, or the path itself when it does not exist. */
function realpathOr(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}
