import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { postFrontMatterSchema, postSlugPattern, type Post, type PostFrontMatter } from '../../model/schema/posts.ts';
import { imageIdFrom, imageIdPattern } from '../../model/schema/common.ts';
import { allowedLinks, linkProblem } from '../../model/links.ts';
import { closest } from '../../model/suggest.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { speciesImageId } from '../../model/catalogue.ts';
import { scanPhotos } from '../assets/images/photos.ts';
import { recordPostLinks, type PostLink } from '../links/post-links.ts';
import { imageIdSuggestions, toProblem, valueAt, type ContentProblem, type KnownValues } from './problems.ts';

/** The folder under the content directory that holds trip reports. */
const POSTS_FOLDER = 'blog';

/** Front matter: a first line `---`, YAML, a line `---`; the rest of the file is the Markdown body. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** What a post's image ids are checked against, beyond their form. */
export interface PostKnownValues extends KnownValues {
  /**
   * Every image id the site has: those with a photo under content/photos/, those the content files
   * already show (drawn as stand-ins until their photo comes) and each bird's species id (a report
   * may show any bird it names, under the id its species page takes the photo from). Without it,
   * image ids are checked for their form only.
   */
  realImageIds?: ReadonlySet<string>;
  /** The ids of content/tours/, which a report's `tour` names; without them any id passes. */
  tourIds?: readonly string[];
  /** The ids of content/sites/, which a report's `sites` name; without them any id passes. */
  siteIds?: readonly string[];
  /** Each tour's packages by id, with the sites their days visit and their panel's address; without them any package passes. */
  packages?: ReadonlyMap<string, ReadonlyMap<string, { sites: readonly string[]; path: string }>>;
  /** The English names of the mammal records, which a report's `mammals` name; without them any name passes. */
  mammalNames?: readonly string[];
}

let birdImageIds: readonly string[] | undefined;
/** The species image id of every bird of the eBird/Clements list, birds/<slug of its English name>. */
function taxonomyImageIds(): readonly string[] {
  birdImageIds ??= [...taxonomyEntries()].map(([english, { code }]) => speciesImageId({ id: code, kind: 'bird', english }));
  return birdImageIds;
}

/**
 * Reads every content/blog/*.md, validates its front matter and the image ids it names (each one
 * the content shows, one with a photo or a bird's species id), and returns the posts newest first
 * (then by slug) with every problem found. No folder means no posts. Its links are checked once the
 * routes are known (scripts/links/post-links.ts).
 */
export async function readPosts(
  contentDir: string,
  root: string,
  known: KnownValues & Omit<PostKnownValues, 'realImageIds'> = {},
): Promise<{ posts: Post[]; problems: ContentProblem[] }> {
  const dir = join(contentDir, POSTS_FOLDER);
  const posts: Post[] = [];
  const problems: ContentProblem[] = [];
  if (!existsSync(dir)) return { posts, problems };
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const sources = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  const { photos } = await scanPhotos(join(contentDir, 'photos'), root);
  // A misspelt id would otherwise become a stand-in drawing of whatever its alt text says.
  const realImageIds = new Set([...(known.imageIds ?? []), ...photos.keys(), ...taxonomyImageIds()]);
  const checked: PostKnownValues = { ...known, realImageIds };
  names.forEach((name, i) => {
    const file = relative(root, join(dir, name)) || join(dir, name);
    const post = parsePost(name.slice(0, -3), sources[i]!, file, problems, checked);
    if (post) posts.push(post);
  });
  posts.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { posts, problems };
}

/**
 * The trip's package, sites and mammals against the content: the package must be one of its tour's,
 * each site one of content/sites/, each mammal a record's name. Returns the sites the trip
 * visited: those named, else those of the package's days.
 */
function checkTrip(
  data: PostFrontMatter,
  yaml: Document,
  lineAt: (offset: number) => number,
  file: string,
  problems: ContentProblem[],
  known: PostKnownValues,
): Pick<Post, 'visited' | 'packagePath'> {
  const problem = (path: (string | number)[], message: string, found: string, options: readonly string[]) => {
    const suggestions = closest(found, options, { share: 1 / 2 });
    problems.push({
      file,
      line: lineOfField(yaml, path, lineAt),
      field: path.join('.').replace(/\.(\d+)/g, '[$1]'),
      message,
      expected: message.replace(/^must (?:be )?/, ''),
      found: JSON.stringify(found),
      ...suggested(suggestions),
    });
  };
  const packages = known.packages?.get(data.tour);
  if (data.package !== undefined && packages && !packages.has(data.package))
    problem(
      ['package'],
      `must be the id of a package of the ${data.tour} tour (${[...packages.keys()].join(', ')}), or left out for a trip made to measure`,
      data.package,
      [...packages.keys()],
    );
  if (known.siteIds) {
    data.sites?.forEach((site, i) => {
      if (!known.siteIds!.includes(site)) problem(['sites', i], 'must be the id of a site of content/sites/', site, known.siteIds!);
    });
  }
  if (known.mammalNames) {
    data.mammals?.forEach((name, i) => {
      if (!known.mammalNames!.includes(name))
        problem(['mammals', i], 'must be the English name of a mammal of content/species/mammals/', name, known.mammalNames!);
    });
  }
  const followed = data.package !== undefined ? packages?.get(data.package) : undefined;
  if (!data.sites && data.package === undefined && packages)
    problems.push({
      file,
      line: lineOfField(yaml, ['tour'], lineAt),
      field: 'sites',
      message: 'must name the sites the trip visited (ids of content/sites/), or the package whose days it followed',
      expected: 'a list of site ids, or a package',
      found: 'neither',
    });
  return { visited: [...(data.sites ?? followed?.sites ?? [])], ...(followed ? { packagePath: followed.path } : {}) };
}

/**
 * One post from its file name (without .md) and source; pushes its problems, each at the line of
 * the file it is about, and returns undefined if any.
 */
export function parsePost(slug: string, source: string, file: string, problems: ContentProblem[], known: PostKnownValues = {}): Post | undefined {
  const real = known.realImageIds;
  const before = problems.length;
  const report = (field: string, message: string, found: string, line?: number, suggestions: readonly string[] = []) =>
    problems.push({
      file,
      ...(line ? { line } : {}),
      field,
      message,
      expected: message.replace(/^must (?:be )?/, ''),
      found,
      ...(suggestions.length ? { suggestions } : {}),
    });
  if (!postSlugPattern.test(slug))
    report('(file name)', 'must be lowercase words joined by "-" (it becomes the URL /blog/<name>/)', JSON.stringify(`${slug}.md`));

  const match = FRONT_MATTER.exec(source);
  if (!match) {
    report(
      '(front matter)',
      'must start the file: a line "---", YAML fields (title, date, tour, summary, cover), a line "---"',
      JSON.stringify(source.slice(0, 40)),
    );
    return undefined;
  }
  const lineCounter = new LineCounter();
  const yaml = parseDocument(match[1]!, { prettyErrors: false, lineCounter });
  // The YAML starts on the file's second line, after the opening "---".
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;
  if (yaml.errors.length > 0) {
    report('(front matter)', 'must be valid YAML', yaml.errors[0]!.message.split('\n')[0]!, lineAt(yaml.errors[0]!.pos[0]));
    return undefined;
  }
  const data = yaml.toJS() as unknown;
  const parsed = postFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const fields = Object.keys(postFrontMatterSchema.shape).join(', ');
        for (const key of issue.keys)
          problems.push({
            file,
            line: lineOfField(yaml, [key], lineAt),
            field: key,
            message: `is not a front matter field (${fields})`,
            expected: `only the fields ${fields}`,
            found: JSON.stringify((data as Record<string, unknown>)[key]),
          });
      } else {
        const problem = toProblem(issue, data, file, '(front matter)', known);
        // The schema's guess at a malformed cover id need not be an id the site has: offer only real ones.
        const suggestions = real && problem.field === 'cover.id' ? imageIdMatches(String(valueAt(data, issue.path)), real) : problem.suggestions;
        const { suggestions: _, ...rest } = problem;
        problems.push({ ...rest, ...(suggestions?.length ? { suggestions } : {}), line: lineOfField(yaml, issue.path, lineAt) });
      }
    }
  } else if (real && !real.has(parsed.data.cover.id)) {
    const id = parsed.data.cover.id;
    problems.push({ file, line: lineOfField(yaml, ['cover', 'id'], lineAt), field: 'cover.id', ...unknownImage(id, real) });
  }

  // The tour is checked whatever else is wrong, and listed in its place among the front matter's fields.
  const tour = (data as { tour?: unknown } | null)?.tour;
  if (known.tourIds && typeof tour === 'string' && tour.trim() && !known.tourIds.includes(tour)) {
    const fields = Object.keys(postFrontMatterSchema.shape);
    const after = problems.findIndex((p, i) => i >= before && fields.indexOf(p.field.split(/[.[]/)[0]!) > fields.indexOf('tour'));
    const problem = {
      file,
      line: lineOfField(yaml, ['tour'], lineAt),
      field: 'tour',
      message: `must be the id of a tour of content/tours/ (${known.tourIds.join(', ')})`,
      expected: `one of ${known.tourIds.join(', ')}`,
      found: JSON.stringify(tour),
      ...suggested(closest(tour, known.tourIds, { share: 1 / 2 })),
    };
    problems.splice(after < 0 ? problems.length : after, 0, problem);
  }

  const trip = parsed.success ? checkTrip(parsed.data, yaml, lineAt, file, problems, known) : { visited: [] };

  const body = source.slice(match[0].length);
  const bodyStart = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const lineOf = (raw: string) => bodyStart + body.slice(0, Math.max(0, body.indexOf(raw))).split('\n').length;
  const links: PostLink[] = [];
  const tokens = new Lexer().lex(body);
  // A reference link's address is written in its definition, `[name]: address`, checked at that line.
  const defined = new Set(Object.values(tokens.links).map((def) => def.href));
  const checkScheme = (href: string, line: number) => {
    const problem = schemeProblem(href, file, line);
    if (problem) problems.push(problem);
  };
  for (const token of walk(tokens)) {
    if (token.type === 'def') checkScheme((token as Tokens.Def).href, lineOf(token.raw));
    if (token.type === 'link') {
      const { href, raw } = token as Tokens.Link;
      links.push({ href, line: lineOf(raw) });
      if (!defined.has(href) || raw.includes(href)) checkScheme(href, lineOf(raw));
    } else if (token.type === 'html') {
      report('body', 'must be Markdown without raw HTML (pictures go in as ![alt text](image-id))', JSON.stringify(token.raw.trim()), lineOf(token.raw));
    } else if (token.type === 'image') {
      const image = token as Tokens.Image;
      const meant = imageIdFrom(image.href);
      if (!imageIdPattern.test(image.href))
        report(
          'body',
          'must be an image id such as birds/javan-trogon, written ![alt text](birds/javan-trogon)',
          JSON.stringify(image.href),
          lineOf(image.raw),
          real ? imageIdMatches(image.href, real) : imageIdSuggestions(image.href, meant ? [meant] : [], known),
        );
      else if (real && !real.has(image.href)) problems.push({ file, line: lineOf(image.raw), field: 'body', ...unknownImage(image.href, real) });
      if (!image.text.trim()) report('body', 'must be an image with alt text: ![what the photo shows](image-id)', JSON.stringify(image.raw), lineOf(image.raw));
    } else if (token.type === 'text' && !(token as Tokens.Text).tokens) {
      // Markdown reads an image whose id holds a space, ![A kingfisher](birds/javan kingfisher), as plain text.
      for (const [raw, href] of token.raw.matchAll(/!\[[^\]]*\]\(([^)]*\s[^)]*)\)/g)) {
        const meant = imageIdFrom(href!);
        report(
          'body',
          'must be an image id such as birds/javan-trogon, written ![alt text](birds/javan-trogon)',
          JSON.stringify(href),
          lineOf(raw),
          real ? imageIdMatches(href!, real) : imageIdSuggestions(href!, meant ? [meant] : [], known),
        );
      }
    }
  }
  if (!body.trim()) report('body', 'must hold the report in Markdown after the front matter', 'an empty body');

  if (problems.length > before || !parsed.success) return undefined;
  const post: Post = { ...parsed.data, slug, body, file, ...trip };
  recordPostLinks(post, links);
  return post;
}

/** A link of a report's body whose scheme is not one of the allowed (model/links.ts), as a problem at its line; else undefined. */
function schemeProblem(href: string, file: string, line: number): ContentProblem | undefined {
  const problem = linkProblem(href);
  if (!problem) return undefined;
  return {
    file,
    line,
    field: 'body',
    message: `must link only to ${allowedLinks}`,
    expected: allowedLinks,
    found: `${JSON.stringify(href)}${problem.reading ? `, which a browser reads as ${JSON.stringify(problem.reading)}` : ''}`,
    ...(problem.suggestion ? { suggestions: [problem.suggestion] } : {}),
    fix: `the link ${problem.why}; ${problem.suggestion ? `write ${JSON.stringify(problem.suggestion)}` : "link to the page's https:// address, or take the link out"}`,
  };
}

/** A well-formed image id the site has no picture for: the problem without its place. */
function unknownImage(id: string, real: ReadonlySet<string>): Omit<ContentProblem, 'file' | 'line' | 'field'> {
  const suggestions = imageIdMatches(id, real);
  return {
    message: "must be an image id the site has: one with a photo under content/photos/, one the pages already show, or a bird's species id",
    expected: `an image id with a photo, shown elsewhere on the site, or a bird's species id such as birds/javan-trogon (a new picture needs its photo first: content/photos/${id}.jpg)`,
    found: JSON.stringify(id),
    ...(suggestions.length ? { suggestions } : {}),
  };
}

/** The real id a wrong one was meant as (written as a photo's path, with capitals or spaces), else the closest real ids. */
function imageIdMatches(value: string, real: ReadonlySet<string>): string[] {
  const meant = imageIdFrom(value.replace(/^[./]*(?:content\/)?photos\//i, ''));
  if (meant && real.has(meant)) return meant === value ? [] : [meant];
  return closest(meant ?? value, real);
}

/** The file line of the front-matter field at `path` (its key, or its list item), else of the nearest field above it. */
function lineOfField(yaml: Document, path: readonly PropertyKey[], lineAt: (offset: number) => number): number | undefined {
  let node: unknown = yaml.contents;
  let line: number | undefined;
  for (const part of path) {
    const at = isMap(node) ? node.items.find((pair) => isScalar(pair.key) && pair.key.value === part) : undefined;
    const written = at ? at.key : isSeq(node) && typeof part === 'number' ? node.items[part] : undefined;
    if (!isNode(written) || !written.range) break;
    line = lineAt(written.range[0]);
    node = at ? at.value : written;
  }
  return line;
}

/** Every token of a Markdown tree, depth first. */
function* walk(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    const nested = token as { tokens?: Token[]; items?: Token[]; header?: Tokens.TableCell[]; rows?: Tokens.TableCell[][] };
    if (nested.tokens) yield* walk(nested.tokens);
    if (nested.items) yield* walk(nested.items);
    for (const cell of [...(nested.header ?? []), ...(nested.rows ?? []).flat()]) yield* walk(cell.tokens);
  }
}

const suggested = (suggestions: readonly string[]) => (suggestions.length ? { suggestions } : {});
