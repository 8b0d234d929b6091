// Every address a built page makes a browser follow or load, held against the one list of allowed
// links (model/links.ts). The build already refuses such a link in the content; this check
// of dist/ catches one a template, or a content path the build does not read yet, writes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import { allowedLinks, decodeEntities, linkProblem } from '../../model/links.ts';
import { pageFile, pagePath } from './fragments.ts';
import { sourceFinder } from './sources.ts';

/** A link of a built page that the allowed list refuses. */
export interface RefusedLink {
  /** The page holding the link, as a site path with the base path (/blog/gede-at-dawn/). */
  page: string;
  /** The attribute it is in: href, src, srcset, action, formaction, xlink:href, poster, or meta refresh. */
  attribute: string;
  /** The address as the page holds it, its character references decoded as a browser decodes them. */
  href: string;
  why: string;
}

// The attributes whose value a browser follows or loads; `content` only on a refresh.
const ADDRESS_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'srcset', 'action', 'formaction', 'poster', 'content']);

/** Every address a page's markup points a browser at, with the attribute holding it (values decoded). */
export function addressesOf(html: string): { attribute: string; href: string }[] {
  const found: { attribute: string; href: string }[] = [];
  // Comments and the insides of scripts and styles hold no attributes, though they may hold text like them.
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1');
  for (const [, attributes = ''] of markup.matchAll(/<[a-z][^\s/>]*([^>]*)>/gi)) {
    // Values quoted either way or not at all, as HTML allows: a template or a hand-made page may write any.
    const pairs = [...attributes.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
      (m) => [m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')] as const,
    );
    const refresh = pairs.some(([name, value]) => name === 'http-equiv' && value.trim().toLowerCase() === 'refresh');
    for (const [attribute, value] of pairs) {
      if (!ADDRESS_ATTRIBUTES.has(attribute)) continue;
      if (attribute === 'content') {
        // Only a refresh sends the browser anywhere: <meta http-equiv="refresh" content="0; url=…">.
        const url = refresh ? /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(["']?)(.*?)\1\s*$/is.exec(value)?.[2] : undefined;
        if (url) found.push({ attribute: 'meta refresh', href: url });
      } else if (attribute === 'srcset') {
        for (const candidate of value.split(/,(?=\s)|,$/)) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) found.push({ attribute, href: url });
        }
      } else found.push({ attribute, href: value });
    }
  }
  return found;
}

/** Every link of the built site (dir) that the allowed list refuses, page by page. */
export function refusedLinks(dir: string, basePath = '/'): RefusedLink[] {
  const refused: RefusedLink[] = [];
  for (const file of globSync('**/*.{html,svg}', { cwd: dir }).sort()) {
    const page = pagePath(file, basePath);
    for (const { attribute, href } of addressesOf(readFileSync(join(dir, file), 'utf8'))) {
      const problem = linkProblem(href, { decoded: true });
      if (problem) refused.push({ page, attribute, href, why: problem.why });
    }
  }
  return refused;
}

/**
 * The refused links as `npm run check:links` prints them: one block per address, naming the built
 * pages that hold it and the source files and lines that write it (scripts/links/sources.ts).
 */
export function describeRefused(links: readonly RefusedLink[], options: Parameters<typeof sourceFinder>[0]): string[] {
  const basePath = options.basePath ?? '/';
  const find = sourceFinder(options);
  const groups = new Map<string, RefusedLink[]>();
  for (const link of links) groups.set(link.href, [...(groups.get(link.href) ?? []), link]);
  return [...groups.values()].map((group) => {
    const [first] = group;
    const attributes = new Map<string, string[]>();
    for (const l of group) attributes.set(l.page, [...new Set([...(attributes.get(l.page) ?? []), l.attribute])]);
    const pages = [...attributes].map(([page, names]) => `${pageFile(page, basePath)} (${page}) in ${names.join(', ')}`);
    const sources = group.map((l) => find({ page: l.page, href: l.href, why: l.why }));
    const places = [...new Set(sources.flatMap((s) => s.places))];
    const reports = [...new Set(sources.flatMap((s) => (s.report ? [s.report] : [])))];
    const where = places.length
      ? `written in ${list(places)}`
      : `not found as written in content/ or templates/ (a template may build it from parts)${reports.length ? `; the page is the trip report ${list(reports)}` : ''}`;
    return [
      `refused link ${JSON.stringify(first!.href)}: it ${first!.why}`,
      `    on ${pages.length === 1 ? 'page' : `${pages.length} pages:`} ${list(pages)}`,
      `    ${where}`,
      `    links may be: ${allowedLinks}`,
    ].join('\n');
  });
}

const list = (items: readonly string[], max = 5) => `${items.slice(0, max).join(', ')}${items.length > max ? ` and ${items.length - max} more` : ''}`;
