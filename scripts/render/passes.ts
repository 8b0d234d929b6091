// The two render passes of a build. The draft pass learns what each page uses (images, islands,
// enhancers, its hero, the heading font's glyphs); the final pass renders with the built assets.
import { createImageRecorder, type ImageBuildResult } from '../assets/images/index.ts';
import type { ImageResolver } from '../../templates/lib/images.ts';
import type { Route } from '../../templates/routes.ts';
import { characterCollector } from '../assets/styles/fonts.ts';
import type { CompiledStyles, StyleAssets } from '../assets/styles/styles.ts';
import type { WidgetBundles } from '../assets/widgets/widgets.ts';
import { renderDeferredPictures, renderRoute, renderSite, type RenderedPage, type RenderOptions } from '../../templates/render.tsx';
import type { SiteContextValue } from '../../templates/lib/site-context.tsx';
import { UnknownIslandError } from '../../templates/lib/island.tsx';
import { strayIslandCalls } from '../assets/widgets/islands.ts';
import { BuildError } from '../lib/build-error.ts';
import type { SocialImages } from '../../templates/lib/seo.ts';
import { compileSheets, inlineCriticalCss, type CriticalSheets } from './first-view.ts';
import { shareIcons } from './shared-icons.ts';
import type { Site } from '../content/site.ts';

/** What the draft pass learned. */
export interface Draft {
  /** With `html` when the pass rendered with the final assets (see draftPass) and every image it asked for was built. */
  pages: (Pick<RenderedPage, 'route' | 'islands' | 'enhancers' | 'hero'> & { html?: string })[];
  /** Every (image id, use) the pages and the deferred pictures ask for. */
  images: ReturnType<typeof createImageRecorder>;
  /** Characters the heading font draws on some page. */
  headingChars: Set<string>;
}

/**
 * Renders every page once without assets, keeping only what each page uses, not its HTML. With
 * `assets` (the dev server's last build), pages render with those instead and keep their HTML (as
 * the final pass renders it before its first-view CSS), unless they asked for an image not built.
 */
export function draftPass(
  site: Site,
  routeMap: SiteContextValue['routeMap'],
  styles: CompiledStyles,
  { deferredPictures = true, assets }: { deferredPictures?: boolean; assets?: PageAssets } = {},
): Draft {
  const { content, routes, basePath, siteUrl, frame, photographed } = site;
  const islands = site.islands.registry;
  const images = createImageRecorder();
  let unbuilt = false;
  const built: ImageResolver | undefined = assets && {
    ...assets.images.resolver,
    resolve(id, use, words) {
      const pending = images.resolve(id, use, words);
      try {
        return assets.images.resolver.resolve(id, use, words);
      } catch {
        unbuilt = true;
        return pending;
      }
    },
  };
  const headingText = characterCollector(styles.headingSelectors);
  // A frame part many pages share is scanned once, on its own (it is a whole element of <body>).
  const scannedParts = new Set<string>();
  const noAssets = { styles: [], scripts: [] };
  const assetsFor = assets ? (route: Route) => pageAssetsOf(assets, route) : () => noAssets;
  const rendered = withIslandErrors(site, () =>
    renderSite({ content, basePath, siteUrl, images: built ?? images, islands, assetsFor, routeMap, photographed, routes, frame }),
  );
  const pages = rendered.map(({ route, islands, enhancers, hero, html, frameParts }) => {
    let own = html;
    for (const part of frameParts) {
      own = own.replace(part, '');
      if (!scannedParts.has(part)) headingText.add(part);
      scannedParts.add(part);
    }
    headingText.add(own);
    return { route, islands, enhancers, hero, ...(assets && !unbuilt ? { html } : {}) };
  });
  // The dev server renders pages one at a time and records the deferred pictures' requests once.
  if (frame && deferredPictures) renderDeferredPictures({ content, basePath, siteUrl, images });
  return { pages, images, headingChars: headingText.chars };
}

/** Runs a render, turning an `<Island>` given a component that is no island into a build error naming the template. */
function withIslandErrors<T>(site: Site, render: () => T): T {
  try {
    return render();
  } catch (error) {
    if (!(error instanceof UnknownIslandError)) throw error;
    const calls = strayIslandCalls(site.root);
    throw new BuildError(
      'UnknownIsland',
      `a template renders an island whose component is not in widgets/islands/: ${error.component}`,
      {
        file: calls.length > 0 ? calls.join(', ') : undefined,
        field: `<Island component={${error.component}}>`,
        expected: "the default export of a module in widgets/islands/ (its file name is the island's name)",
        found: error.component,
        hint: 'import the island from widgets/islands/<name>.tsx, or move the component into that folder',
      },
      { cause: error },
    );
  }
}

/** The built assets the final pass links to. */
export interface PageAssets {
  images: ImageBuildResult;
  styles: StyleAssets;
  widgets: WidgetBundles;
  deferredPictures?: string;
  social: { pages: Map<string, SocialImages['page']>; site: SocialImages['site'] };
}

/** The final pass's pages, with what each loads and how long it took. */
interface Rendered {
  pages: RenderedPage[];
  /** Site paths each page loads, for the size table. */
  pageAssets: Map<string, { css: string[]; js: string[] }>;
  /** Milliseconds each page's render took, by route id. */
  renderMs: Map<string, number>;
}

/** The stylesheets compiled for the critical CSS of the final pass, keyed by the href pages link them with. */
export function criticalSheets(site: Site, styles: StyleAssets): CriticalSheets {
  return compileSheets(new Map([...styles.css].map(([path, text]) => [site.href(path), text])));
}

/** What a page links in the final pass: its stylesheet, its entry script, the deferred pictures and its link previews. */
function pageAssetsOf(assets: PageAssets, route: Route): ReturnType<RenderOptions['assetsFor']> {
  const { styles, widgets, social, deferredPictures } = assets;
  const entry = widgets.entries.get(route.id);
  return {
    styles: [styles.pages.get(route.id) ?? styles.main],
    scripts: entry ? [entry] : [],
    deferredPictures,
    social: { page: social.pages.get(route.id)!, site: social.site },
  };
}

/** A rendered page's final HTML: its first view's CSS inlined and its icons shared. */
export function finishPage(html: string, critical: CriticalSheets): string {
  return inlineCriticalCss(shareIcons(html), critical);
}

/**
 * Renders every page with its assets, then inlines its first view's CSS and shares its icons.
 * `critical` is `criticalSheets(site, assets.styles)`, for a caller that renders pages one at a time.
 */
export function finalPass(site: Site, routeMap: SiteContextValue['routeMap'], assets: PageAssets, critical = criticalSheets(site, assets.styles)): Rendered {
  const { content, routes, basePath, siteUrl, frame, photographed } = site;
  const { widgets } = assets;
  const pageAssets = new Map<string, { css: string[]; js: string[] }>();
  const options: RenderOptions = {
    routes,
    frame,
    routeMap,
    photographed,
    content,
    basePath,
    siteUrl,
    images: assets.images.resolver,
    islands: site.islands.registry,
    assetsFor: (route) => {
      const linked = pageAssetsOf(assets, route);
      pageAssets.set(route.id, { css: linked.styles, js: widgets.files.get(route.id) ?? [] });
      return linked;
    },
  };
  const renderMs = new Map<string, number>();
  const pages = routes.map((route) => {
    const started = performance.now();
    const page = renderRoute(route, options);
    renderMs.set(route.id, performance.now() - started);
    return { ...page, html: finishPage(page.html, critical) };
  });
  return { pages, pageAssets, renderMs };
}
