import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheControl, headersFor, parseHeadersFile } from '../../scripts/write/headers.ts';
import { siteRoutes } from '../../templates/routes.ts';
import { searchKindOf } from '../../model/search-kinds.ts';
import { content, parse, root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

// The search index in dist/: Pagefind's files, which pages it holds and how, and that no page but
// /search/ carries any search code.

const KB = 1024;
/**
 * What a first search loads before any index chunk or fragment, gzip as sent: pagefind.js, its
 * worker, the English WebAssembly (already compressed), the entry and the metadata. Pagefind's own
 * files: outside the 12 KB budget of a page's scripts, and loaded on /search/ only, on first use.
 */
const PAGEFIND_RUNTIME_BUDGET = 100 * KB;
const dist = join(root, 'dist');
const pagefind = join(dist, 'pagefind');
const site = await content();
const routes = siteRoutes(site);
const indexed = routes.filter((r) => searchKindOf(r.id, site));
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('dist/pagefind', () => {
  it("holds Pagefind's runtime and index, without its ready-made interfaces", () => {
    expect(existsSync(pagefind), 'run `npm run build` first').toBe(true);
    for (const file of ['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json', 'wasm.en.pagefind'])
      expect(existsSync(join(pagefind, file)), file).toBe(true);
    expect(readdirSync(join(pagefind, 'fragment')).length).toBeGreaterThan(0);
    expect(readdirSync(join(pagefind, 'index')).length).toBeGreaterThan(0);
    expect(readdirSync(pagefind).filter((f) => /-ui\.|highlight/.test(f))).toEqual([]);
  });

  it('indexes exactly the species, site, tour and trip report pages', () => {
    const entry = JSON.parse(readFileSync(join(pagefind, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages)).toEqual(['en']);
    expect(entry.languages.en!.page_count).toBe(indexed.length);
    expect(indexed.filter((r) => searchKindOf(r.id, site) === 'species').length).toBeGreaterThan(100);
    expect(indexed.filter((r) => searchKindOf(r.id, site) === 'tour').length).toBe(site.tours.length);
  });

  it('revalidates like a page on hosts that read _headers (pagefind.js keeps its name between builds)', () => {
    const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    expect(headersFor(rules, '/pagefind/pagefind.js')['cache-control']).toBe(cacheControl.page);
  });

  it(`a first search loads at most ${PAGEFIND_RUNTIME_BUDGET / KB} KB of Pagefind's runtime (gzip)`, () => {
    const meta = readdirSync(pagefind).find((f) => f.endsWith('.pf_meta'))!;
    const files = ['pagefind.js', 'pagefind-worker.js', 'wasm.en.pagefind', 'pagefind-entry.json', meta];
    const bytes = files.reduce((sum, f) => sum + gzip(join(pagefind, f)), 0);
    expect(bytes, files.join(', ')).toBeLessThanOrEqual(PAGEFIND_RUNTIME_BUDGET);
  });
});

describe('the pages the search indexes', () => {
  it.each(routes.map((r) => [r.url, r] as const))('%s: only <main> of an indexed page is marked, with its kind', (_, route) => {
    const doc = parse(readFileSync(join(dist, route.outputPath), 'utf8'));
    const kind = searchKindOf(route.id, site);
    const bodies = [...doc.querySelectorAll('[data-pagefind-body]')];
    if (!kind) return expect(bodies).toEqual([]);
    expect(bodies.map((el) => el.tagName)).toEqual(['MAIN']);
    expect(bodies[0]!.getAttribute('data-pagefind-meta')).toBe(`kind:${kind}`);
    expect(bodies[0]!.getAttribute('data-pagefind-filter')).toBe(`kind:${kind}`);
  });

  it('gives a species its Indonesian name (lang="id") and its joined spelling for the index only', () => {
    const doc = parse(readFileSync(join(dist, 'species/javan-hawk-eagle/index.html'), 'utf8'));
    expect(doc.querySelector('.species-facts [lang="id"]')?.textContent).toBe('Elang Jawa');
    const h1 = doc.querySelector('h1')!;
    expect(h1.textContent).toBe('Javan Hawk-Eagle');
    expect(h1.getAttribute('data-pagefind-index-attrs')).toBe('data-names');
    expect(h1.getAttribute('data-names')).toBe('HawkEagle');
  });
});

describe('search code', () => {
  const weights = pageWeights(dist);
  const code = (files: string[]) => files.map((f) => readFileSync(f, 'utf8')).join('\n');

  it('ships only with /search/: no other page can load a script that names Pagefind', () => {
    expect(weights.length).toBeGreaterThan(0);
    for (const w of weights) {
      if (w.page === 'search/index.html') expect(code(w.js), w.page).toContain('pagefind/pagefind.js');
      else expect(code(w.js), w.page).not.toMatch(/pagefind/i);
    }
  });

  it('/search/ loads Pagefind only when the island asks: nothing of it in the HTML', () => {
    const html = readFileSync(join(dist, 'search/index.html'), 'utf8');
    expect(html).not.toMatch(/pagefind\/pagefind|wasm\.en/);
  });
});
