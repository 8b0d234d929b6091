// The search step: Pagefind indexes the pages the search covers, from the HTML just rendered (no
// second read of the staging folder; a build hands it each page as the page renders), and writes
// its files to pagefind/ in the staging folder, so a failed index leaves the old dist/ in place like
// any other failed step.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PagefindIndex } from 'pagefind';
import type { Content } from '../../model/schema/sections.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import type { SearchKind } from '../../model/schema/search.ts';
import { searchKindOf } from '../../model/search-kinds.ts';
import { BuildError } from '../lib/build-error.ts';
import { type KeptWork, sha256 } from '../lib/kept.ts';
import { packageVersion, sourcesHash } from '../lib/sources-hash.ts';

/** Pagefind's ready-made interfaces, which the site's own island replaces: left out of the site. */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** The folder Pagefind's files go to, inside the site; the search island imports `pagefind.js` from it. */
export const PAGEFIND_DIR = 'pagefind';

export interface SearchIndexResult {
  /** Pages indexed, by kind. */
  pages: Record<SearchKind, number>;
}

const fail = (what: string, errors: readonly string[]): never => {
  throw new BuildError('SearchIndexFailed', `the search index could not be built: ${what}`, {
    file: 'scripts/search/index-site.ts',
    expected: 'no Pagefind errors',
    found: errors.join('; '),
  });
};

type IndexedPage = Pick<RenderedPage, 'route' | 'url' | 'html'>;

/** A search index that takes pages one by one, as they render, in Pagefind's own process. */
export interface SearchFeed {
  /** Sends a page to Pagefind when the search covers its route; Pagefind reads it while the next page renders. */
  add(page: IndexedPage): void;
  /** Waits for Pagefind to have read every page sent, writes pagefind/ into `outDir`, and stops Pagefind. */
  finish(outDir: string): Promise<SearchIndexResult>;
  /** Stops Pagefind without writing anything (a step failed before the index was written). */
  close(): Promise<void>;
}

/**
 * What Pagefind reads of a page: its <html> tag (the language) and the element marked
 * data-pagefind-body, which on the site's pages is <main>. Pagefind skips the rest (the head with
 * its inline CSS, the header, the footer), so that is not sent to its process; the index is the
 * same byte for byte. A page is sent whole when its <main> is not the marked element, or when
 * anything outside <main> speaks to Pagefind (a data-pagefind-* attribute).
 */
function indexedPart(html: string): string {
  const start = html.indexOf('<main ');
  const end = html.indexOf('</main>', start);
  const htmlStart = html.indexOf('<html');
  if (start < 0 || end < 0 || htmlStart < 0 || !html.slice(start, html.indexOf('>', start)).includes(' data-pagefind-body')) return html;
  if (html.lastIndexOf('data-pagefind-', start) >= 0 || html.includes('data-pagefind-', end)) return html;
  return `<!DOCTYPE html>${html.slice(htmlStart, html.indexOf('>', htmlStart) + 1)}<body>${html.slice(start, end + '</main>'.length)}</body></html>`;
}

/** Starts Pagefind, or fails naming what it said. Its package loads only here: a build whose index is kept never needs it. */
async function startPagefind(): Promise<PagefindIndex> {
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!created.index) await pagefind.close();
  return created.index ?? fail('Pagefind did not start', created.errors);
}

/** Each page Pagefind was sent, in order: its URL and a hash of what it was sent. */
type SentPages = [url: string, hash: string][];

/**
 * Starts the index for the pages of `content` that the search covers (species, sites, tours, trip
 * reports). With `keep` (`build()`'s kept work), Pagefind (some 0.5 s of a warm build) starts only
 * at the first page that is not the one sent at its place in the last build; when none is, with the
 * same Pagefind and indexing code, it would write the same files: the last build's are copied.
 */
export async function startSearchIndex(content: Pick<Content, 'tours'>, keep?: KeptWork): Promise<SearchFeed> {
  const counts: Record<SearchKind, number> = { species: 0, site: 0, tour: 0, report: 0 };
  const kept = keep && (await keep.tree<SentPages>('search', { pagefind: packageVersion('pagefind'), code: sourcesHash(['scripts/search/index-site.ts']) }));
  const pages: SentPages = [];
  let differs = false;
  /** Notes the next page sent to the index; whether it is the page sent at that place last time. */
  const record = (url: string, part: string) => {
    const hash = sha256(part);
    const last = kept?.value?.[pages.length];
    pages.push([url, hash]);
    const same = last !== undefined && last[0] === url && last[1] === hash;
    differs ||= !same;
    return same;
  };
  const sent: { url: string; part: string }[] = [];
  let started = kept ? undefined : startPagefind();
  // Pagefind's answers, kept until finish() reads them: a page it refused fails the step there.
  const refused: [url: string, errors: string[]][] = [];
  const added: Promise<unknown>[] = [];
  const send = (index: Promise<PagefindIndex>, { url, part }: { url: string; part: string }) =>
    added.push(
      // Site paths without the base path: the island gives Pagefind the base at run time.
      index
        .then((i) => i.addHTMLFile({ url, content: part }))
        .then(
          ({ errors }) => errors.length > 0 && refused.push([url, errors]),
          (error: Error) => refused.push([url, [error.message]]),
        ),
    );
  /** Pagefind, started now if it was not, with every page so far sent. */
  const pagefindIndex = () => {
    if (!started) {
      started = startPagefind();
      for (const page of sent) send(started, page);
    }
    return started;
  };
  return {
    add(page) {
      const kind = searchKindOf(page.route.id, content);
      if (!kind) return;
      counts[kind]++;
      const next = { url: page.url, part: indexedPart(page.html) };
      // Every page is noted, for the files this build keeps; Pagefind starts at the first that differs.
      const same = kept && record(next.url, next.part);
      if (started) send(started, next);
      else {
        // Held until Pagefind starts, if it does.
        sent.push(next);
        if (!same) pagefindIndex();
      }
    },
    async finish(outDir) {
      const target = join(outDir, PAGEFIND_DIR);
      if (!started && !differs && kept!.value?.length === pages.length && (await kept!.copyTo(target))) return { pages: counts };
      try {
        const index = await pagefindIndex();
        await Promise.all(added);
        if (refused.length > 0) fail(refused[0]![0], refused[0]![1]);
        const wrote = await index.writeFiles({ outputPath: target });
        if (wrote.errors.length) fail(`writing ${PAGEFIND_DIR}/`, wrote.errors);
        await Promise.all(UNUSED.map((file) => rm(join(target, file), { force: true })));
        await kept?.keep(target, pages);
        return { pages: counts };
      } finally {
        await closePagefind();
      }
    },
    close: async () => void (started && (await closePagefind())),
  };
}

/** Stops Pagefind (after `startPagefind`, so its package is loaded). */
async function closePagefind(): Promise<void> {
  await (await import('pagefind')).close();
}

/** Indexes each page whose route the search covers (species, sites, tours, trip reports) and writes pagefind/ into `outDir`. */
export async function indexSite(pages: readonly IndexedPage[], content: Pick<Content, 'tours'>, outDir: string): Promise<SearchIndexResult> {
  const feed = await startSearchIndex(content);
  for (const page of pages) feed.add(page);
  return feed.finish(outDir);
}
