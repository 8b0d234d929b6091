// Internal links checked against the built pages: every link to a page of the site must reach a
// built file, and every same-page `#x` and cross-page `/path/#x` must name an element id (or an
// <a name>) of its target. It reads the HTML files themselves, which is cheap, rather than trusting
// linkinator's fragment check, which let a missing id through. scripts/links/sources.ts names the
// source file that writes a broken link.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globSync } from 'glob';

export interface BrokenLink {
  /** The page holding the link, as a site path with the base path (/about-tour/). */
  page: string;
  href: string;
  why: string;
}

const decode = (text: string) =>
  text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ({ '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' })[entity]!);

/** The fragments a page can be scrolled to: the id of any element and the name of an <a>. */
export function anchorsOf(html: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of html.matchAll(/<[a-zA-Z][\w:-]*\s[^>]*?(?<=\s)id="([^"]*)"/g)) anchors.add(decode(match[1]!));
  for (const match of html.matchAll(/<a\b[^>]*?\sname="([^"]*)"/g)) anchors.add(decode(match[1]!));
  return anchors;
}

/**
 * The href of every link, image-map area and SVG <use> of a page. Not <link>: stylesheets, icons
 * and alternates are assets, which linkinator requests.
 */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<(?:a|area|use)\b[^>]*?\s(?:xlink:)?href="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The built file a site path is served from (a folder's index.html, as a static host serves it), or null. */
function fileFor(dir: string, basePath: string, path: string): string | null {
  if (!path.startsWith(basePath)) return null;
  const inside = path.slice(basePath.length);
  const candidates = inside === '' || inside.endsWith('/') ? [join(dir, inside, 'index.html')] : [join(dir, inside), join(dir, inside, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The site path of a built file: about-tour/index.html → /about-tour/, 404.html → /404.html. */
export const pagePath = (file: string, basePath = '/') =>
  `${basePath}${file
    .split('\\')
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')}`;

/** The built file of a page's site path, relative to the built folder: /about-tour/ → about-tour/index.html. */
export function pageFile(page: string, basePath = '/'): string {
  const inside = page.startsWith(basePath) ? page.slice(basePath.length) : page.replace(/^\//, '');
  return inside === '' || inside.endsWith('/') ? `${inside}index.html` : inside;
}

/** Every internal link of the built site whose page or #fragment does not exist, page by page. */
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
    const page = pagePath(file, basePath);
    for (const href of new Set(hrefsOf(readFileSync(join(dir, file), 'utf8')))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `${origin}${page}`);
      const target = href.startsWith('#') ? join(dir, file) : fileFor(dir, basePath, decodeURIComponent(url.pathname));
      if (!target) {
        broken.push({ page, href, why: `no page at ${url.pathname}` });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      // An empty fragment and #top scroll to the top of the page by definition.
      if (!fragment || fragment.toLowerCase() === 'top' || !/\.(?:html|svg)$/.test(target)) continue;
      if (!anchorsIn(target).has(fragment))
        broken.push({ page, href, why: `no element with id "${fragment}" on ${pagePath(relative(dir, target), basePath)}` });
    }
  }
  return broken;
}
