// Internal links with a #fragment, checked against the built pages: every same-page `#x` and
// cross-page `/path/#x` must name an element id (or an <a name>) of its target page. A broken link
// is reported with the page that holds it and the source files that write it (a trip report's
// Markdown, a content module or a template), found by searching them for the link as written.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { globSync } from 'glob';

export interface BrokenLink {
  /** The page holding the link, as a site path (/about-tour/). */
  page: string;
  href: string;
  why: string;
}

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

/** The ids (and <a name>s) a page defines. */
export function anchorsOf(html: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\s(?:id|name)="([^"]*)"/g)) anchors.add(decode(match[1]!));
  return anchors;
}

/** The href of every link and image-map area of a page (not <link>: stylesheets and icons are assets). */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<(?:a|area)\s[^>]*?href="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The built file a site path is served from, or null outside the site. */
function fileFor(dir: string, basePath: string, path: string): string | null {
  if (!path.startsWith(basePath)) return null;
  const inside = path.slice(basePath.length);
  const candidates = inside === '' || inside.endsWith('/') ? [join(dir, inside, 'index.html')] : [join(dir, inside), join(dir, inside, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** Every internal link of the built site whose page or #fragment does not exist. */
export function brokenInternalLinks(dir: string, basePath = '/'): BrokenLink[] {
  const origin = 'http://site.invalid';
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let found = anchors.get(file);
    if (!found) anchors.set(file, (found = anchorsOf(readFileSync(file, 'utf8'))));
    return found;
  };
  const broken: BrokenLink[] = [];
  for (const file of globSync('**/*.html', { cwd: dir }).sort()) {
    const page = `${basePath}${file.replace(/(^|\/)index\.html$/, '$1')}`;
    for (const href of hrefsOf(readFileSync(join(dir, file), 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `${origin}${page}`);
      const target = href.startsWith('#') ? join(dir, file) : fileFor(dir, basePath, decodeURIComponent(url.pathname));
      if (!target) {
        broken.push({ page, href, why: `no page at ${url.pathname}` });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      // An empty fragment and #top scroll to the top of the page by definition.
      if (!fragment || fragment === 'top' || !target.endsWith('.html')) continue;
      if (!anchorsIn(target).has(fragment)) broken.push({ page, href, why: `no element with id "${fragment}" on ${basePath}${relative(dir, target).replace(/(^|\/)index\.html$/, '$1')}` });
    }
  }
  return broken;
}

/** The source files (relative to `root`, with the line) that write `needle`. */
function placesOf(needles: readonly string[], root: string): string[] {
  const files = globSync(['content/**/*.{ts,md}', 'templates/**/*.{ts,tsx}'], { cwd: root, ignore: ['content/schema/**'] }).sort();
  const places: string[] = [];
  for (const file of files) {
    readFileSync(resolve(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (needles.some((needle) => line.includes(needle))) places.push(`${file}:${i + 1}`);
      });
  }
  return places;
}

const list = (places: readonly string[]) => `${places.slice(0, 3).join(', ')}${places.length > 3 ? ` and ${places.length - 3} more` : ''}`;

/** Where a broken link comes from: the files that write it as it is, else those that write its fragment. */
export function sourcesOf(href: string, root: string): string {
  const exact = placesOf([`"${href}"`, `'${href}'`, `(${href})`, `(${href} `, `\`${href}\``], root);
  if (exact.length) return `written in ${list(exact)}`;
  const fragment = href.includes('#') ? href.slice(href.indexOf('#')) : '';
  const near = fragment && fragment !== href ? placesOf([`'${fragment}'`, `"${fragment}"`, `\`${fragment}\``], root) : [];
  if (near.length) return `its fragment ${fragment} is written in ${list(near)}`;
  return 'not written as it is in content/ or templates/: a template builds it';
}

/** One line per broken link: the page, the link, why, and where it is written. */
export function describeBroken(link: BrokenLink, root: string): string {
  return `broken link ${link.href} on ${link.page}: ${link.why}; ${sourcesOf(link.href, root)}`;
}
