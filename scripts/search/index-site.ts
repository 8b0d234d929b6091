// The search step: Pagefind indexes the pages the search covers, from the HTML just rendered (no
// second read of the staging folder), and writes its files to pagefind/ in the staging folder, so
// a failed index leaves the old dist/ in place like any other failed step.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Content } from '../../content/schema/sections.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { searchKindOf, type SearchKind } from '../../templates/search/kinds.ts';
import { BuildError } from '../lib/build-error.ts';

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

/** Indexes each page whose route the search covers (species, sites, tours, trip reports) and writes pagefind/ into `outDir`. */
export async function indexSite(
  pages: readonly Pick<RenderedPage, 'route' | 'url' | 'html'>[],
  content: Pick<Content, 'tours'>,
  outDir: string,
): Promise<SearchIndexResult> {
  const counts: Record<SearchKind, number> = { species: 0, site: 0, tour: 0, report: 0 };
  const created = await pagefind.createIndex({ forceLanguage: 'en' });
  const index = created.index ?? fail('Pagefind did not start', created.errors);
  try {
    for (const page of pages) {
      const kind = searchKindOf(page.route.id, content);
      if (!kind) continue;
      // Site paths without the base path: the island gives Pagefind the base at run time.
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      if (added.errors.length) fail(page.url, added.errors);
      counts[kind]++;
    }
    const wrote = await index.writeFiles({ outputPath: join(outDir, PAGEFIND_DIR) });
    if (wrote.errors.length) fail(`writing ${PAGEFIND_DIR}/`, wrote.errors);
    await Promise.all(UNUSED.map((file) => rm(join(outDir, PAGEFIND_DIR, file), { force: true })));
    return { pages: counts };
  } finally {
    await pagefind.close();
  }
}
