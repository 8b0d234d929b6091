import { resolve } from 'node:path';
import { loadContent } from '../content/load.ts';
import { buildImages, createImageRecorder, wordsById, type ImageBuildResult } from '../assets/images/index.ts';
import { buildOgImages } from '../assets/og/og.ts';
import { renderDeferredPictures, renderRoute, renderSite, type RenderedPage, type RenderOptions } from '../../templates/render.tsx';
import { siteFiles } from '../../templates/files.ts';
import { siteRoutes, type Route } from '../../templates/routes.ts';
import { withBase } from '../../templates/lib/links.ts';
import { BuildError } from './errors.ts';
import { compileSheets, inlineCriticalCss } from '../render/first-view.ts';
import { characterCollector } from '../assets/styles/fonts.ts';
import { buildIcons, webManifest } from '../assets/icons.ts';
import { formatHeadersFile, headerRules } from '../write/headers.ts';
import { htaccess } from '../write/host-configs.ts';
import { buildRouteMap } from '../assets/map/build-map.ts';
import { shareIcons } from '../render/shared-icons.ts';
import { copyStatic } from '../assets/static.ts';
import { compileStyles, writeStyles } from '../assets/styles/styles.ts';
import { buildWidgets } from '../assets/widgets/widgets.ts';
import { createStaging, discardStaging, swapIn, writeAsset, writeFiles } from '../write/write.ts';

export interface BuildOptions {
  /** Project root: templates/, widgets/, styles/ and static/ are read from here. */
  root: string;
  contentDir: string;
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
  timings: Record<'content' | 'map' | 'draft' | 'images' | 'styles' | 'widgets' | 'social' | 'render' | 'write', number>;
  /** Milliseconds each page's final render took, by route id. */
  renderMs: Map<string, number>;
}

/** Normalises a base path to start and end with `/`. */
export function normaliseBasePath(value: string | undefined): string {
  if (!value || value === '/') return '/';
  if (!/^\/?[A-Za-z0-9._~\-/]+$/.test(value)) {
    throw new BuildError('the base path is not a URL path', { field: 'BASE_PATH / --base', expected: 'a path such as /tours/', found: value });
  }
  return `/${value.replace(/^\/+|\/+$/g, '')}/`;
}

/**
 * Validates content, renders every route, builds styles, widgets and images into a fresh folder,
 * and swaps it in for `outDir` only when every step succeeded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const root = resolve(options.root);
  const outDir = resolve(options.outDir);
  const log = options.log ?? (() => {});
  const timings = {} as BuildResult['timings'];
  let mark = performance.now();
  const lap = (phase: keyof BuildResult['timings']) => {
    const now = performance.now();
    // A phase may run in two parts (styles compile before the draft and are written after images).
    timings[phase] = (timings[phase] ?? 0) + now - mark;
    mark = now;
  };
  const content = await loadContent(resolve(options.contentDir), root);
  lap('content');
  const siteUrl = (options.siteUrl ?? content.site.siteUrl).replace(/\/$/, '');
  const basePath = normaliseBasePath(options.basePath);
  const routes = options.routes ?? siteRoutes(content);
  const frame = options.frame ?? true;

  const staging = await createStaging(outDir);
  try {
    const routeMap = await buildRouteMap(content, staging);
    lap('map');
    // First pass: the render context records which images, islands and enhancers each page uses.
    const recorder = createImageRecorder();
    const noAssets = { styles: [], scripts: [] };
    // Styles compile first: their heading-font rules say which text of each draft page the font draws.
    const stylesheets = new Map(routes.flatMap((r) => (r.stylesheet ? [[r.id, r.stylesheet] as const] : [])));
    const compiledStyles = await compileStyles(root, stylesheets, resolve(options.cacheDir));
    lap('styles');
    const headingText = characterCollector(compiledStyles.headingSelectors);
    // Only what each page uses is kept from this pass, not its HTML.
    // A frame part many pages share is scanned once, on its own (it is a whole element of <body>).
    const scannedParts = new Set<string>();
    const draft = renderSite({ content, basePath, siteUrl, images: recorder, assetsFor: () => noAssets, routeMap, routes, frame }).map(({ route, islands, enhancers, hero, html, frameParts }) => {
      let own = html;
      for (const part of frameParts) {
        own = own.replace(part, '');
        if (!scannedParts.has(part)) headingText.add(part);
        scannedParts.add(part);
      }
      headingText.add(own);
      return { route, islands, enhancers, hero };
    });
    if (frame) renderDeferredPictures({ content, basePath, siteUrl, images: recorder });
    lap('draft');

    log('images…');
    const images = await buildImages(recorder.requests, { root, contentDir: resolve(options.contentDir), cacheDir: resolve(options.cacheDir), outDir: staging, log });
    lap('images');
    log('styles…');
    const styles = await writeStyles(compiledStyles, staging, headingText.chars, resolve(options.cacheDir));
    const critical = compileSheets(new Map([...styles.css].map(([path, text]) => [withBase(basePath, path), text])));
    lap('styles');
    log('widgets…');
    const widgets = await buildWidgets(root, staging, new Map(draft.map((page) => [page.route.id, { islands: page.islands, enhancers: page.enhancers }])));
    await copyStatic(root, staging);
    const deferredPictures = frame ? await writeAsset(staging, 'pictures', 'json', renderDeferredPictures({ content, basePath, siteUrl, images: images.resolver })) : undefined;
    lap('widgets');
    const home = routes.find((r) => r.url === '/');
    await buildIcons(root, staging, webManifest({ name: content.site.productTitle, shortName: content.site.shortName, description: home?.description ?? content.site.tagline, basePath }));

    log('link previews…');
    // A page without a hero of its own shows the home page's first slide.
    const words = wordsById(recorder.requests);
    const fallback = content.home.hero.slides[0]!.image;
    const pictureOf = (hero: RenderedPage['hero']) => {
      const { id, alt } = hero ?? fallback;
      return { id, ...(words.get(id) ?? { alt }) };
    };
    const social = await buildOgImages(
      draft.map((page) => ({ key: page.route.id, file: page.route.card?.file, title: page.route.card?.title ?? page.route.title, image: pictureOf(page.hero) })),
      { root, contentDir: resolve(options.contentDir), cacheDir: resolve(options.cacheDir), outDir: staging, operator: content.site.productTitle },
    );
    const siteImage = social.get(home?.id ?? routes[0]!.id)!;
    lap('social');

    const pageAssets = new Map<string, { css: string[]; js: string[] }>();
    const renderOptions: RenderOptions = {
      routes,
      frame,
      routeMap,
      content,
      basePath,
      siteUrl,
      images: images.resolver,
      assetsFor: (route) => {
        const css = [styles.pages.get(route.id) ?? styles.main];
        const entry = widgets.entries.get(route.id);
        const js = widgets.files.get(route.id) ?? [];
        pageAssets.set(route.id, { css, js });
        return { styles: css, scripts: entry ? [entry] : [], deferredPictures, social: { page: social.get(route.id)!, site: siteImage } };
      },
    };
    const renderMs = new Map<string, number>();
    const rendered = routes.map((route) => {
      const started = performance.now();
      const page = renderRoute(route, renderOptions);
      renderMs.set(route.id, performance.now() - started);
      return page;
    });
    const pages = rendered.map((page) => ({ ...page, html: inlineCriticalCss(shareIcons(page.html), critical) }));

    lap('render');
    await writeFiles(staging, [
      ...pages.map((page) => ({ path: page.outputPath, contents: page.html })),
      { path: 'sitemap.xml', contents: sitemap(pages, siteUrl, basePath) },
      { path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${withBase(basePath, '/sitemap.xml')}\n` },
      ...siteFiles(content, siteUrl, basePath).map((file) => ({ path: file.path.slice(1), contents: file.contents })),
      { path: '_headers', contents: formatHeadersFile(headerRules(pages.map((page) => page.url), basePath)) },
      { path: '.htaccess', contents: htaccess(basePath) },
    ]);
    await swapIn(staging, outDir);
    lap('write');
    const { resolver: _resolver, ...imageStats } = images;
    return { pages, pageAssets, images: imageStats, outDir, timings, renderMs };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}

function sitemap(pages: RenderedPage[], siteUrl: string, basePath: string): string {
  const urls = pages
    .filter((page) => page.route.indexable)
    .map((page) => `  <url><loc>${siteUrl}${withBase(basePath, page.url)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

