// The two render passes of a build. The draft pass learns what each page uses (images, islands,
// enhancers, its hero, the heading font's glyphs); the final pass renders with the built assets.
import { createImageRecorder, type ImageBuildResult } from '../assets/images/index.ts';
import { characterCollector } from '../assets/styles/fonts.ts';
import type { CompiledStyles, StyleAssets } from '../assets/styles/styles.ts';
import type { WidgetBundles } from '../assets/widgets/widgets.ts';
import { renderDeferredPictures, renderRoute, renderSite, type RenderedPage, type RenderOptions } from '../../templates/render.tsx';
import type { SiteContextValue } from '../../templates/lib/site-context.tsx';
import { UnknownIslandError } from '../../templates/lib/island.tsx';
import { strayIslandCalls } from '../assets/widgets/islands.ts';
import { BuildError } from '../pipeline/errors.ts';
import type { SocialImages } from '../../templates/lib/seo.ts';
import { compileSheets, inlineCriticalCss, type CriticalSheets } from './first-view.ts';
import { shareIcons } from './shared-icons.ts';
import type { Site } from '../content/site.ts';

/** What the draft pass learned. */
export interface Draft {
  pages: Pick<RenderedPage, 'route' | 'islands' | 'enhancers' | 'hero'>[];
  /** Every (image id, use) the pages and the deferred pictures ask for. */
  images: ReturnType<typeof createImageRecorder>;
  /** Characters the heading font draws on some page. */
  headingChars: Set<string>;
}

/** Renders every page once without assets, keeping only what each page uses, not its HTML. */
export function draftPass(site: Site, routeMap: SiteContextValue['routeMap'], styles: CompiledStyles, { deferredPictures = true } = {}): Draft {
  const { content, routes, basePath, siteUrl, frame } = site;
  const islands = site.islands.registry;
  const images = createImageRecorder();
  const headingText = characterCollector(styles.headingSelectors);
  // A frame part many pages share is scanned once, on its own (it is a whole element of <body>).
  const scannedParts = new Set<string>();
  const noAssets = { styles: [], scripts: [] };
  const pages = withIslandErrors(site, () => renderSite({ content, basePath, siteUrl, images, islands, assetsFor: () => noAssets, routeMap, routes, frame })).map(({ route, islands, enhancers, hero, html, frameParts }) => {
    let own = html;
    for (const part of frameParts) {
      own = own.replace(part, '');
      if (!scannedParts.has(part)) headingText.add(part);
      scannedParts.add(part);
    }
    headingText.add(own);
    return { route, islands, enhancers, hero };
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
    throw new BuildError(`a template renders an island whose component is not in widgets/islands/: ${error.component}`, {
      file: calls.length > 0 ? calls.join(', ') : undefined,
      field: `<Island component={${error.component}}>`,
      expected: 'the default export of a module in widgets/islands/ (its file name is the island\'s name)',
      found: error.component,
      hint: 'import the island from widgets/islands/<name>.tsx, or move the component into that folder',
    }, { cause: error });
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
export interface Rendered {
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

/**
 * Renders every page with its assets, then inlines its first view's CSS and shares its icons.
 * `critical` is `criticalSheets(site, assets.styles)`, for a caller that renders pages one at a time.
 */
export function finalPass(site: Site, routeMap: SiteContextValue['routeMap'], assets: PageAssets, critical = criticalSheets(site, assets.styles)): Rendered {
  const { content, routes, basePath, siteUrl, frame } = site;
  const { styles, widgets, social, deferredPictures } = assets;
  const pageAssets = new Map<string, { css: string[]; js: string[] }>();
  const options: RenderOptions = {
    routes,
    frame,
    routeMap,
    content,
    basePath,
    siteUrl,
    images: assets.images.resolver,
    islands: site.islands.registry,
    assetsFor: (route) => {
      const css = [styles.pages.get(route.id) ?? styles.main];
      const entry = widgets.entries.get(route.id);
      const js = widgets.files.get(route.id) ?? [];
      pageAssets.set(route.id, { css, js });
      return { styles: css, scripts: entry ? [entry] : [], deferredPictures, social: { page: social.pages.get(route.id)!, site: social.site } };
    },
  };
  const renderMs = new Map<string, number>();
  const pages = routes.map((route) => {
    const started = performance.now();
    const page = renderRoute(route, options);
    renderMs.set(route.id, performance.now() - started);
    return { ...page, html: inlineCriticalCss(shareIcons(page.html), critical) };
  });
  return { pages, pageAssets, renderMs };
}
