// `npm run check:links`'s checks (its command is scripts/check-links.ts): linkinator crawls the built
// site served like a static host; every internal link and its #fragment is checked again over the
// built files (./fragments.ts), and every address a page follows or loads against the allowed links
// (./schemes.ts). Each broken or refused link names the built page that holds it and the source file
// and line that write it (./sources.ts). Outbound links are checked by syntax offline, and live on request.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { globSync } from 'glob';
import { LinkChecker, LinkState } from 'linkinator';
import { startStaticServer } from '../serve/server.ts';
import { brokenInternalLinks, pagePath, type BrokenLink } from './fragments.ts';
import { outboundLinks, outboundProblem } from './outbound.ts';
import { describeRefused, refusedLinks } from './schemes.ts';
import { describeBroken, sourceFinder } from './sources.ts';

export interface LinkCheckOptions {
  root: string;
  /** The built site. */
  dir: string;
  /** The site's sub-folder with both slashes, such as / or /tours/. */
  basePath: string;
  /** The content the site was built from. */
  contentDir: string;
  /** Also request each https outbound link (needs a network). */
  external: boolean;
}

/** Runs every check and prints what it found; returns whether no link is broken. */
export async function checkLinks({ root, dir, basePath, contentDir, external }: LinkCheckOptions): Promise<boolean> {
  const sources = { root, basePath, contentDir };
  const failures: string[] = [];

  // 1. Internal links, assets and fragments: crawl from the home page and the 404 page.
  const { checked, retried, crawled } = await crawl(dir, basePath);

  // Every internal link of every built page, with its fragment, as the page writes it; what linkinator
  // found besides (assets, stylesheets' urls) follows. A missing page both found is listed once, with
  // the pages that link to it (linkinator may name the missing page itself as the link's parent).
  const origin = 'http://site.invalid';
  const target = (link: BrokenLink) => new URL(link.href, `${origin}${link.page.startsWith('/') ? link.page : '/'}`).pathname;
  const internal = brokenInternalLinks(dir, basePath);
  const found = new Set(internal.filter((link) => link.why.startsWith('no page')).map(target));
  failures.push(...describeBroken([...internal, ...crawled.filter((link) => !found.has(target(link)))], sources));

  const references = uncrawledReferences(dir, basePath, failures);

  // Links of a scheme not allowed (javascript:, data:, …) in any attribute a browser follows or loads.
  const refused = refusedLinks(dir, basePath);
  failures.push(...describeRefused(refused, sources));

  // 2. Outbound links: syntax offline, live on request.
  const where = sourceFinder(sources);
  const outbound = new Map<string, string>();
  for (const file of globSync('**/*.html', { cwd: dir })) {
    for (const href of outboundLinks(readFileSync(resolve(dir, file), 'utf8'))) if (!outbound.has(href)) outbound.set(href, file);
  }
  for (const [href, file] of outbound) {
    const problem = outboundProblem(href);
    if (!problem) continue;
    const { places } = where({ page: pagePath(file, basePath), href, why: problem });
    failures.push(
      `malformed outbound link ${href} — ${problem}\n    on page ${file}${places.length ? `\n    written in ${places.slice(0, 5).join(', ')}` : ''}`,
    );
  }
  const live = external ? await requestOutbound(outbound.keys(), failures) : 0;

  console.log(
    `links: ${checked} internal links and assets requested in ${relative(root, dir) || dir}/, every page's links and #fragments checked against the built files, plus ${references} srcset candidates and module imports`,
  );
  if (retried > 0) console.log(`links: ${retried} request(s) asked again after a network error`);
  console.log(
    `links: every href, src, srcset, action, formaction, xlink:href, poster and meta refresh held against the allowed links (${refused.length} refused)`,
  );
  console.log(
    `links: ${outbound.size} distinct outbound links checked by syntax${external ? `, ${live} requested live` : ' (add -- --external to request them)'}`,
  );
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(`links: ${failures.length} problem(s)`);
    return false;
  }
  console.log('links: no broken links');
  return true;
}

/** Crawls the site served from `dir` with linkinator: the links it requested, those asked again, and the broken ones. */
async function crawl(dir: string, basePath: string): Promise<{ checked: number; retried: number; crawled: BrokenLink[] }> {
  const crawled: BrokenLink[] = [];
  const server = await startStaticServer({ dir, basePath });
  const checker = new LinkChecker();
  let checked = 0;
  let retried = 0;
  checker.on('retry', () => (retried += 1));
  const result = await checker.check({
    path: [server.url, `${server.url}404.html`],
    recurse: true,
    checkCss: true,
    // Fragments are checked over the built files below: linkinator's check let missing ids through.
    checkFragments: false,
    // The server is local: a slow answer means a loaded machine, not a broken link, so only a hang fails.
    timeout: 120_000,
    // On a loaded machine a request can fail on the way (a reset connection): ask again before calling it broken.
    retryErrors: true,
    retryErrorsCount: 3,
    retryErrorsJitter: 500,
    concurrency: 16,
    linksToSkip: async (link) => !link.startsWith(server.url.replace(/\/[^/]*\/?$/, '')),
    // A static host serves /species/?add=javtro1 as /species/: check the page once, not once per query.
    urlRewriteExpressions: [{ pattern: /\?[^#]*/, replacement: '' }],
  });
  for (const link of result.links) {
    if (link.state === LinkState.SKIPPED) continue;
    checked += 1;
    if (link.state === LinkState.BROKEN) {
      // Status 0 is a network error: say which.
      const why = link.status
        ? `status ${link.status}`
        : `no answer: ${(link.failureDetails ?? []).map((d) => (d instanceof Error ? `${d.message}${d.cause ? ` (${String(d.cause)})` : ''}` : JSON.stringify(d))).join('; ')}`;
      // Named by site path, as the built files are, not by the temporary server's address.
      crawled.push({ page: link.parent ? sitePathOf(link.parent) : '(the start of the crawl)', href: sitePathOf(link.url), why });
    }
  }
  await server.close();
  return { checked, retried, crawled };
}

/**
 * linkinator reads neither srcset candidates nor the imports between JS chunks: checks those files
 * exist, adding a line to `failures` for each missing one. Returns how many it checked.
 */
function uncrawledReferences(dir: string, basePath: string, failures: string[]): number {
  let references = 0;
  const exists = (sitePath: string) => existsSync(resolve(dir, sitePath.slice(basePath.length)));
  for (const file of globSync('**/*.html', { cwd: dir })) {
    const html = readFileSync(resolve(dir, file), 'utf8');
    for (const match of html.matchAll(/\ssrcset="([^"]+)"/gi)) {
      for (const candidate of match[1]!.split(',')) {
        const url = candidate.trim().split(/\s+/)[0]!;
        references += 1;
        if (!exists(url)) failures.push(`broken srcset candidate in ${file}: ${url}`);
      }
    }
  }
  for (const file of globSync('assets/**/*.js', { cwd: dir })) {
    for (const match of readFileSync(resolve(dir, file), 'utf8').matchAll(/"(\.\/[^"]+\.js)"/g)) {
      references += 1;
      if (!existsSync(resolve(dir, 'assets', match[1]!))) failures.push(`broken module import in ${file}: ${match[1]}`);
    }
  }
  return references;
}

/** Requests each https link, adding a line to `failures` for each that fails; returns how many it requested. */
async function requestOutbound(hrefs: Iterable<string>, failures: string[]): Promise<number> {
  let live = 0;
  for (const href of hrefs) {
    if (!href.startsWith('https:')) continue;
    const response = await fetch(href, { method: 'GET', redirect: 'follow', signal: AbortSignal.timeout(15_000) }).catch((e: Error) => e);
    live += 1;
    if (response instanceof Error || response.status >= 400) {
      failures.push(`outbound link failed: ${href} — ${response instanceof Error ? response.message : `status ${response.status}`}`);
    }
  }
  return live;
}

/** The site path (with any #fragment) of an address on the temporary server. */
function sitePathOf(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.hash}`;
}
