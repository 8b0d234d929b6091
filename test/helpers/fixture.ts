import type { RenderedPage } from '../../templates/render.tsx';
import { parse, renderAll } from './render.ts';

// One rendered site for the render layer, like a build fixture: every route is rendered once per
// worker and each page parsed at most once, the first time a test asks for it. The layer runs with
// isolate: false (vitest.config.ts), so this module, and its memo, is shared by every file of a
// worker; before it, some 25 renderAll() calls and their parses were most of the layer's time.
//
// The documents are shared: a test reads them and never changes them. A test that needs to change
// one (drop its scripts, say) clones the node it changes first.

/** The options of renderAll: a base path, and every species or site page instead of the sample. */
export type SiteOptions = Parameters<typeof renderAll>[0];

export interface RenderedSite {
  /** Every rendered page, in route order. */
  readonly pages: readonly RenderedPage[];
  /** The page at a URL; throws if no route renders it, so a typo fails the test that made it. */
  page(url: string): RenderedPage;
  /** The page at a URL as a parsed document, parsed once and shared: read it, never change it. */
  doc(url: string): Document;
  /** Every page with its parsed document (each parsed once, on first ask). */
  docs(): { page: RenderedPage; url: string; doc: Document }[];
}

const sites = new Map<string, Promise<RenderedSite>>();

/** The site rendered with these options, rendered once per worker and shared by every file in it. */
export function renderedSite(options: SiteOptions = {}): Promise<RenderedSite> {
  const key = JSON.stringify([options?.basePath ?? '/', !!options?.everySpecies, !!options?.everySite]);
  let site = sites.get(key);
  if (!site) {
    site = renderAll(options).then(siteOf);
    sites.set(key, site);
  }
  return site;
}

/** Wraps rendered pages (the shared site's, or a test's own render of a content fixture) with lookups by URL and a parse memo. */
export function siteOf(pages: RenderedPage[]): RenderedSite {
  const byUrl = new Map(pages.map((p) => [p.url, p]));
  const parsed = new Map<string, Document>();
  const page = (url: string) => {
    const found = byUrl.get(url);
    if (!found) throw new Error(`No rendered page at ${url}`);
    return found;
  };
  const doc = (url: string) => {
    let d = parsed.get(url);
    if (!d) {
      d = parse(page(url).html);
      parsed.set(url, d);
    }
    return d;
  };
  return { pages, page, doc, docs: () => pages.map((p) => ({ page: p, url: p.url, doc: doc(p.url) })) };
}
