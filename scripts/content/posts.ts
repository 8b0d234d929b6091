import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { postFrontMatterSchema, postSlugPattern, type Post } from '../../content/schema/posts.ts';
import { imageIdFrom, imageIdPattern } from '../../content/schema/common.ts';
import { imageIdSuggestions, toProblem, type ContentProblem, type KnownValues } from './problems.ts';

/** The folder under the content directory that holds trip reports. */
export const POSTS_FOLDER = 'blog';

/** Front matter: a first line `---`, YAML, a line `---`; the rest of the file is the Markdown body. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Reads every content/blog/*.md, validates its front matter and the image ids its body names, and
 * returns the posts newest first (then by slug) with every problem found. No folder means no posts.
 */
export async function readPosts(contentDir: string, root: string, known: KnownValues = {}): Promise<{ posts: Post[]; problems: ContentProblem[] }> {
  const dir = join(contentDir, POSTS_FOLDER);
  const posts: Post[] = [];
  const problems: ContentProblem[] = [];
  if (!existsSync(dir)) return { posts, problems };
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const sources = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  names.forEach((name, i) => {
    const file = relative(root, join(dir, name)) || join(dir, name);
    const post = parsePost(name.slice(0, -3), sources[i]!, file, problems, known);
    if (post) posts.push(post);
  });
  posts.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
  return { posts, problems };
}

/**
 * One post from its file name (without .md) and source; pushes its problems, each at the line of
 * the file it is about, and returns undefined if any.
 */
export function parsePost(slug: string, source: string, file: string, problems: ContentProblem[], known: KnownValues = {}): Post | undefined {
  const before = problems.length;
  const report = (field: string, message: string, found: string, line?: number, suggestions: readonly string[] = []) =>
    problems.push({ file, ...(line ? { line } : {}), field, message, expected: message.replace(/^must (?:be )?/, ''), found, ...(suggestions.length ? { suggestions } : {}) });
  if (!postSlugPattern.test(slug)) report('(file name)', 'must be lowercase words joined by "-" (it becomes the URL /blog/<name>/)', JSON.stringify(`${slug}.md`));

  const match = FRONT_MATTER.exec(source);
  if (!match) {
    report('(front matter)', 'must start the file: a line "---", YAML fields (title, date, tour, summary, cover), a line "---"', JSON.stringify(source.slice(0, 40)));
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
        for (const key of issue.keys) problems.push({ file, line: lineOfField(yaml, [key], lineAt), field: key, message: `is not a front matter field (${fields})`, expected: `only the fields ${fields}`, found: JSON.stringify((data as Record<string, unknown>)[key]) });
      } else problems.push({ ...toProblem(issue, data, file, '(front matter)', known), line: lineOfField(yaml, issue.path, lineAt) });
    }
  }

  const body = source.slice(match[0].length);
  const bodyStart = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0);
  const lineOf = (raw: string) => bodyStart + body.slice(0, Math.max(0, body.indexOf(raw))).split('\n').length;
  for (const token of walk(new Lexer().lex(body))) {
    if (token.type === 'html') {
      report('body', 'must be Markdown without raw HTML (pictures go in as ![alt text](image-id))', JSON.stringify(token.raw.trim()), lineOf(token.raw));
    } else if (token.type === 'image') {
      const image = token as Tokens.Image;
      const meant = imageIdFrom(image.href);
      if (!imageIdPattern.test(image.href))
        report('body', 'must be an image id such as birds/javan-trogon, written ![alt text](birds/javan-trogon)', JSON.stringify(image.href), lineOf(image.raw), imageIdSuggestions(image.href, meant ? [meant] : [], known));
      if (!image.text.trim()) report('body', 'must be an image with alt text: ![what the photo shows](image-id)', JSON.stringify(image.raw), lineOf(image.raw));
    } else if (token.type === 'text' && !(token as Tokens.Text).tokens) {
      // Markdown reads an image whose id holds a space, ![A kingfisher](birds/javan kingfisher), as plain text.
      for (const [raw, href] of token.raw.matchAll(/!\[[^\]]*\]\(([^)]*\s[^)]*)\)/g)) {
        const meant = imageIdFrom(href!);
        report('body', 'must be an image id such as birds/javan-trogon, written ![alt text](birds/javan-trogon)', JSON.stringify(href), lineOf(raw), imageIdSuggestions(href!, meant ? [meant] : [], known));
      }
    }
  }
  if (!body.trim()) report('body', 'must hold the report in Markdown after the front matter', 'an empty body');

  if (problems.length > before || !parsed.success) return undefined;
  return { ...parsed.data, slug, body, file };
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
