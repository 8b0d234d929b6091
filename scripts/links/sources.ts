// Where a broken link of the built site comes from. A trip report's links are written in its
// Markdown (content/blog/<slug>.md); the other pages' in the content's YAML files and templates, found by
// searching them for the link as it is written (the built href without the base path), else for its
// #fragment. A link a template builds from parts is named as such.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { globSync } from 'glob';
import { pageFile, type BrokenLink } from './fragments.ts';

interface SourceOptions {
  /** Project root: templates/ is read from here, and places are shown relative to it. */
  root: string;
  /** The content folder the site was built from (default `root`/content). */
  contentDir?: string;
  /** The base path the site was built with (default `/`). */
  basePath?: string;
}

/** Where a page's link is written: `file:line` places, and the trip report the page is made from, if it is one. */
interface LinkSource {
  places: string[];
  report?: string;
}

/** A finder of where the link a page holds is written (paths relative to the root); reads the sources once. */
export function sourceFinder({ root, contentDir = join(root, 'content'), basePath = '/' }: SourceOptions): (link: BrokenLink) => LinkSource {
  const shown = (file: string) => relative(root, file) || file;
  const files = [
    ...globSync('**/*.{yaml,yml,md}', { cwd: contentDir, ignore: ['photos/**'], absolute: true }),
    ...globSync('templates/**/*.{ts,tsx}', { cwd: root, absolute: true }),
  ].sort();
  const lines = new Map<string, string[]>();
  const linesOf = (file: string) => {
    if (!lines.has(file)) lines.set(file, readFileSync(file, 'utf8').split('\n'));
    return lines.get(file)!;
  };
  // A comment may mention a link without writing it: `# …` in YAML, `//` or `*` in a template.
  const comment = /^\s*(?:\/\/|\/?\*|#)/;
  const placesIn = (candidates: readonly string[], needles: readonly string[]) =>
    candidates.flatMap((file) =>
      linesOf(file).flatMap((line, i) =>
        needles.some((needle) => line.includes(needle)) && (file.endsWith('.md') || !comment.test(line)) ? [`${shown(file)}:${i + 1}`] : [],
      ),
    );
  // As a quoted text, a YAML value (`href: /prices/`, `- /prices/`), a JSX attribute, or a Markdown link target (with or without a title) or reference.
  const written = (value: string) => [`"${value}"`, `'${value}'`, `\`${value}\``, `(${value})`, `(${value} `, `]: ${value}`, `: ${value}`, `- ${value}`];
  const withoutBase = (href: string) => (basePath !== '/' && href.startsWith(basePath) ? href.slice(basePath.length - 1) : href);

  return ({ page, href }) => {
    const site = withoutBase(href);
    const post = /^\/blog\/([a-z0-9-]+)\/$/.exec(withoutBase(page));
    const file = post ? resolve(contentDir, 'blog', `${post[1]}.md`) : undefined;
    const report = file && existsSync(file) ? file : undefined;
    const about = report ? { report: shown(report) } : {};
    const own = report ? placesIn([report], written(site)) : [];
    if (own.length) return { places: own, ...about };
    const exact = placesIn(files, written(site));
    if (exact.length) return { places: exact, ...about };
    const fragment = site.includes('#') ? site.slice(site.indexOf('#')) : '';
    return { places: fragment && fragment !== site ? placesIn(files, written(fragment)) : [], ...about };
  };
}

const list = (items: readonly string[], max = 3) => `${items.slice(0, max).join(', ')}${items.length > max ? ` and ${items.length - max} more` : ''}`;

/**
 * The broken links as the command prints them: one block per link and reason, naming the built
 * pages that hold it (dist file and site path) and the source files and lines that write it.
 */
export function describeBroken(links: readonly BrokenLink[], options: SourceOptions): string[] {
  const basePath = options.basePath ?? '/';
  const find = sourceFinder(options);
  // A same-page link broken on many pages (one the frame writes) is one problem, not one per page.
  const groups = new Map<string, BrokenLink[]>();
  for (const link of links) {
    const key = link.href.startsWith('#') ? `${link.href}\n${link.why.replace(/ on \S+$/, '')}` : `${link.href}\n${link.why}`;
    groups.set(key, [...(groups.get(key) ?? []), link]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group;
    const pages = group.map((l) => (l.page.startsWith('/') ? `${pageFile(l.page, basePath)} (${l.page})` : l.page));
    const sources = group.map(find);
    const places = [...new Set(sources.flatMap((s) => s.places))];
    const reports = [...new Set(sources.flatMap((s) => (s.report ? [s.report] : [])))];
    const where = places.length
      ? `written in ${list(places, 5)}`
      : `not found as written in content/ or templates/ (a template may build it from parts)${reports.length ? `; the page is the trip report ${list(reports)}` : ''}`;
    const why = group.length > 1 && first!.href.startsWith('#') ? first!.why.replace(/ on \S+$/, ' on the same page') : first!.why;
    return [`broken link ${first!.href}: ${why}`, `    on ${group.length === 1 ? 'page' : `${group.length} pages:`} ${list(pages)}`, `    ${where}`].join('\n');
  });
}
