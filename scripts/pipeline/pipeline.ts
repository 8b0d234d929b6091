// The build, in order: content → map → styles → draft render → images → styles written → widgets →
// link previews → final render → write → search index. Each step is a function in the folder named for it, returning
// a typed record the later steps read; everything lands in a staging folder that replaces outDir only
// when every step succeeded.
import { resolve } from 'node:path';
import type { Route } from '../../templates/routes.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { renderDeferredPictures } from '../../templates/render.tsx';
import { buildIcons, webManifest } from '../assets/icons.ts';
import { buildImages, type ImageBuildResult } from '../assets/images/index.ts';
import { buildRouteMap } from '../assets/map/build-map.ts';
import { buildSocialCards } from '../assets/og/cards.ts';
import { copyStatic } from '../assets/static.ts';
import { compileStyles, writeStyles } from '../assets/styles/styles.ts';
import { buildWidgets } from '../assets/widgets/widgets.ts';
import { loadSite } from '../content/site.ts';
import { indexSite, type SearchIndexResult } from '../search/index-site.ts';
import { draftPass, finalPass } from '../render/passes.ts';
import { writeSite } from '../write/site-files.ts';
import { createStaging, discardStaging, swapIn, writeAsset } from '../write/write.ts';

export { normaliseBasePath } from '../content/site.ts';

export interface BuildOptions {
  /** Project root: templates/, widgets/, styles/ and static/ are read from here. */
  root: string;
  contentDir: string;
  /** Where section files missing from `contentDir` come from (test fixtures over the real content/). */
  contentFallback?: string;
  outDir: string;
  /** `/` or a sub-folder such as `/tours/`. */
  basePath: string;
  /** Origin for canonical URLs; defaults to content/site.ts siteUrl. */
  siteUrl?: string;
  cacheDir: string;
  log?: (line: string) => void;
  /** Fixture routes for tests; the site's route table otherwise. */
  routes?: readonly Route[];
  /** Render pages inside the site frame (default true). */
  frame?: boolean;
}

export interface BuildResult {
  pages: RenderedPage[];
  /** Site paths each page loads, for the size table. */
  pageAssets: Map<string, { css: string[]; js: string[] }>;
  images: Omit<ImageBuildResult, 'resolver'>;
  outDir: string;
  /** Milliseconds each phase took, for benchmarks. `render` is the final render of every page. */
  timings: Record<'content' | 'map' | 'draft' | 'images' | 'styles' | 'widgets' | 'social' | 'render' | 'write' | 'search', number>;
  /** Pages the search index holds, by kind. */
  search: SearchIndexResult;
  /** Milliseconds each page's final render took, by route id. */
  renderMs: Map<string, number>;
}

/**
 * Validates content, renders every route, builds styles, widgets and images into a fresh folder,
 * and swaps it in for `outDir` only when every step succeeded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = resolve(options.root);
  const outDir = resolve(options.outDir);
  const cacheDir = resolve(options.cacheDir);
  const contentDir = resolve(options.contentDir);
  const log = options.log ?? (() => {});
  const { step, timings } = stepTimer();

  const site = await step('content', () => loadSite({ ...options, root }));
  const staging = await createStaging(outDir);
  try {
    const routeMap = await step('map', () => buildRouteMap(site.content, staging));
    // Styles compile first: their heading-font rules say which text of each draft page the font draws.
    const compiled = await step('styles', () => compileStyles(root, stylesheetsOf(site.routes), cacheDir));
    const draft = await step('draft', () => draftPass(site, routeMap, compiled));
    log('images…');
    const images = await step('images', () => buildImages(draft.images.requests, { root, contentDir, cacheDir, outDir: staging, log }));
    log('styles…');
    const styles = await step('styles', () => writeStyles(compiled, staging, draft.headingChars, cacheDir));
    log('widgets…');
    const { widgets, deferredPictures } = await step('widgets', async () => {
      const bundles = await buildWidgets(
        root,
        staging,
        site.islands.files,
        new Map(draft.pages.map((page) => [page.route.id, { islands: page.islands, enhancers: page.enhancers }])),
      );
      await copyStatic(root, staging);
      const pictures = site.frame ? renderDeferredPictures({ ...site, images: images.resolver }) : undefined;
      return { widgets: bundles, deferredPictures: pictures === undefined ? undefined : await writeAsset(staging, 'pictures', 'json', pictures) };
    });
    log('link previews…');
    const social = await step('social', async () => {
      const home = site.routes.find((r) => r.url === '/');
      const { site: s } = site.content;
      await buildIcons(
        root,
        staging,
        webManifest({ name: s.productTitle, shortName: s.shortName, description: home?.description ?? s.tagline, basePath: site.basePath }),
      );
      return buildSocialCards(site, draft, { root, contentDir, cacheDir, outDir: staging });
    });
    const rendered = await step('render', () => finalPass(site, routeMap, { images, styles, widgets, deferredPictures, social }));
    await step('write', () => writeSite(staging, site, rendered.pages));
    log('search index…');
    const search = await step('search', () => indexSite(rendered.pages, site.content, staging));
    await step('write', () => swapIn(staging, outDir));
    const { resolver: _resolver, ...imageStats } = images;
    return { pages: rendered.pages, pageAssets: rendered.pageAssets, images: imageStats, outDir, timings, renderMs: rendered.renderMs, search };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}

/** Each route's own stylesheet, by route id. */
function stylesheetsOf(routes: readonly Route[]): Map<string, string> {
  return new Map(routes.flatMap((r) => (r.stylesheet ? [[r.id, r.stylesheet] as const] : [])));
}

type Phase = keyof BuildResult['timings'];

/** Runs steps one after another, adding each one's milliseconds to its phase (styles run in two parts). */
function stepTimer() {
  const timings = {} as BuildResult['timings'];
  async function step<T>(phase: Phase, run: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[phase] = (timings[phase] ?? 0) + performance.now() - started;
    }
  }
  return { step, timings };
}
