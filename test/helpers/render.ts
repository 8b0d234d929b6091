import { resolve } from 'node:path';
import { Window } from 'happy-dom';
import { loadContent } from '../../scripts/content/load.ts';
import type { Content } from '../../model/schema/sections.ts';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import { crawlIslands } from '../../scripts/assets/widgets/islands.ts';
import type { IslandRegistry } from '../../templates/lib/site-context.tsx';
import type { SocialImages } from '../../templates/lib/seo.ts';
import { renderSite, type RenderedPage } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';

export const root = resolve(import.meta.dirname, '../..');

/** A folder under test/fixtures/content: only the content files a test changes. */
export const fixtureDir = (name: string) => resolve(root, 'test/fixtures/content', name);

/** A fixture's content: its own files over the real content/. */
export const fixtureContent = (name: string) => loadContent(fixtureDir(name), root, { fallback: resolve(root, 'content') });

let contentPromise: Promise<Content> | undefined;
/** The project's real content, validated once per test file. */
export function content(): Promise<Content> {
  contentPromise ??= loadContent(resolve(root, 'content'), root);
  return contentPromise;
}

let islandsPromise: Promise<IslandRegistry> | undefined;
/** The project's islands by component, crawled from widgets/islands/ as the build crawls them. */
export function islands(): Promise<IslandRegistry> {
  islandsPromise ??= crawlIslands(root).then((found) => found.registry);
  return islandsPromise;
}

/** Where renderAll says the build put the route map (the build itself draws it; see scripts/assets/map/build-map.ts). */
export const ROUTE_MAP = { src: '/assets/route-map-0123abcd.svg', width: 560, height: 809 };

// The species pages are one template rendered once per species (175 and growing): tests that read
// every page take /species/ and these four (a Java endemic with every field, a bird of Java and
// Sumatra, a waterbird of the coast, a mammal), unless they ask for every species;
// test/render/species.test.ts renders them all.
const SPECIES_SAMPLE = new Set(['species:javhae1', 'species:lesadj1', 'species:suntea1', 'species:javan-rhinoceros']);
// The site pages likewise (25 and growing; every page of the render layer's workers is held and
// parsed by several files): /sites/ and these, a park, its parts (one an island, one no package
// visits), a mountain park and garden, and a wader coast. The build layer reads every built page.
export const SITE_SAMPLE = new Set([
  'site:ujung-kulon',
  'site:cidaon',
  'site:peucang',
  'site:handeuleum',
  'site:gunung-gede',
  'site:cibodas',
  'site:muara-gembong',
]);

/** Every route rendered in memory (no files written), as the build's final pass renders it; species and site pages sampled unless `everySpecies` / `everySite`. */
export async function renderAll(options: { basePath?: string; everySpecies?: boolean; everySite?: boolean } = {}): Promise<RenderedPage[]> {
  const site = await content();
  return renderSite({
    content: site,
    routes: siteRoutes(site).filter(
      (route) =>
        (options.everySpecies || !route.id.startsWith('species:') || SPECIES_SAMPLE.has(route.id)) &&
        (options.everySite || !route.id.startsWith('site:') || SITE_SAMPLE.has(route.id)),
    ),
    basePath: options.basePath ?? '/',
    siteUrl: 'https://example.test',
    images: createImageRecorder(),
    islands: await islands(),
    assetsFor: (route) => ({ styles: ['/assets/main.css'], scripts: ['/assets/page.js'], social: testSocialImages(route.id) }),
    routeMap: ROUTE_MAP,
  });
}

/** Stand-ins for the build's link-preview pictures: one per page, and the site's (the home page's). */
export function testSocialImages(routeId: string): SocialImages {
  const image = (id: string) => ({ path: `/assets/og/${id}.test.jpg`, width: 1200, height: 630, type: 'image/jpeg', alt: `Card of ${id}` });
  return { page: image(routeId), site: image('home') };
}

/** Parses HTML into a DOM document for assertions. */
export function parse(html: string): Document {
  const window = new Window({ url: 'https://example.test/' });
  window.document.write(html);
  return window.document as unknown as Document;
}
