// The two render passes of a build. The draft pass learns what each page uses (images, islands,
// enhancers, its hero, the heading font's glyphs); the final pass renders with the built assets.
import { createImageRecorder, type ImageBuildResult, type ImageRequest } from '../assets/images/index.ts';
import { tracked } from '../../model/tracked.ts';
import type { ImageResolver } from '../../model/images.ts';
import type { Route } from '../../templates/routes.ts';
import { characterCollector } from '../assets/styles/fonts.ts';
import type { CompiledStyles, StyleAssets } from '../assets/styles/styles.ts';
import type { WidgetBundles } from '../assets/widgets/widgets.ts';
import {
  renderDeferredPictures,
  renderRoute,
  UnknownIslandError,
  type RenderedPage,
  type RenderOptions,
  type SiteContextValue,
  type SocialImages,
} from '../../templates/render.tsx';
import { strayIslandCalls } from '../assets/widgets/islands.ts';
import { BuildError } from '../lib/build-error.ts';
import type { KeptWork, Memo } from '../lib/kept.ts';
import type { CreditedPhoto, ResolvedImage } from '../../model/images.ts';
import { compileSheets, compileSheetsCached, inlineCriticalCss, loadSheetCompiler, type CriticalSheets, type SheetCompiler } from './first-view.ts';
import { shareIcons } from './shared-icons.ts';
import type { Site } from '../content/site.ts';

export { loadSheetCompiler } from './first-view.ts';

/** What the draft pass learned of one page. */
export type DraftPage = Pick<RenderedPage, 'route' | 'islands' | 'enhancers' | 'hero'> & {
  /**
   * With `assets`, when every image the page asked for was built: the page as the final pass
   * renders it (before its first-view CSS), and how long the render took in milliseconds.
   */
  rendered?: { page: RenderedPage; ms: number };
  /** With `track`: the (image id, use) pairs the page asks for. */
  requests?: ImageRequest[];
  /** With `track`: the characters the heading font draws on the page. */
  headingChars?: Set<string>;
  /** With `track`: the content sections and fields the page (its frame included) read. */
  sections?: Set<string>;
};

/** What the draft pass learned. */
export interface Draft {
  pages: DraftPage[];
  /** Every (image id, use) the pages and the deferred pictures ask for. */
  images: ReturnType<typeof createImageRecorder>;
  /** Characters the heading font draws on some page. */
  headingChars: Set<string>;
  /** With `track` and a frame: the deferred pictures' image requests and the content they read. */
  pictures?: { requests: ImageRequest[]; sections: Set<string> };
  /** The record (`assetsRecord`) of the last build's assets the pages rendered with, when they did. */
  assetsRecord?: string;
}

export interface DraftOptions {
  /** Render the deferred pictures too, so that their images are requested (default true). */
  deferredPictures?: boolean;
  /** The dev server's last build, or the last build's kept record: pages render with these assets and keep their HTML. */
  assets?: LinkedAssets;
  /**
   * Record each page's reads on their own (its image requests, heading characters and content
   * sections read): the dev server's dependency record. Each page then renders its frame itself.
   */
  track?: boolean;
  /** The last build's heading characters of each page (without its frame), for a page whose HTML is the same. */
  headingChars?: Memo<string[]>;
}

/** An image resolver that also tells `recorder` of each request. */
function alsoRecording(resolver: ImageResolver, recorder: ImageResolver): ImageResolver {
  return {
    ...resolver,
    resolve(id, use, words) {
      recorder.resolve(id, use, words);
      return resolver.resolve(id, use, words);
    },
  };
}

/**
 * Renders every page once without assets, keeping only what each page uses, not its HTML. With
 * `assets` (the dev server's last build), pages render with those instead and keep their HTML (as
 * the final pass renders it before its first-view CSS), unless they asked for an image not built.
 */
export function draftPass(site: Site, routeMap: SiteContextValue['routeMap'], styles: CompiledStyles, options: DraftOptions = {}): Draft {
  const { deferredPictures = true, assets, track = false, headingChars: keptChars } = options;
  const { content, routes, basePath, siteUrl, frame, photographed } = site;
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
  const noAssets = { styles: [], scripts: [] };
  const assetsFor = assets ? (route: Route) => pageAssetsOf(assets, route) : () => noAssets;
  const shared: RenderOptions = {
    content,
    basePath,
    siteUrl,
    images: built ?? images,
    islands: site.islands.registry,
    assetsFor,
    routeMap,
    photographed,
    routes,
    frame,
  };
  const charsOf = (html: string) => {
    const collector = characterCollector(styles.headingSelectors);
    collector.add(html);
    return collector.chars;
  };
  const heading = characterCollector(styles.headingSelectors);
  // A frame part many pages share is scanned once, on its own (it is a whole element of <body>).
  const partChars = new Map<string, Set<string>>();
  const pages = routes.map((route): DraftPage => {
    unbuilt = false;
    const sections = new Set<string>();
    const requests = track ? createImageRecorder() : undefined;
    const options = requests ? { ...shared, content: tracked(content, sections), images: alsoRecording(shared.images, requests) } : shared;
    const started = performance.now();
    const page = withIslandErrors(site, () => renderRoute(route, options));
    const ms = performance.now() - started;
    let own = page.html;
    for (const part of page.frameParts) own = own.replace(part, '');
    // Tracked, each page's characters are kept apart (the dev server cuts the font again only for a character it lacks).
    const chars = track ? charsOf(own) : undefined;
    for (const part of page.frameParts) {
      let known = partChars.get(part);
      if (!known) {
        partChars.set(part, (known = charsOf(part)));
        for (const c of known) heading.chars.add(c);
      }
      if (chars) for (const c of known) chars.add(c);
    }
    if (chars) for (const c of chars) heading.chars.add(c);
    else if (keptChars) for (const c of keptChars.get(route.url, own, (html) => [...charsOf(html)])) heading.chars.add(c);
    else heading.add(own);
    const { islands, enhancers, hero } = page;
    return {
      route,
      islands,
      enhancers,
      hero,
      ...(assets && !unbuilt ? { rendered: { page, ms } } : {}),
      ...(requests && chars ? { requests: requests.requests, headingChars: chars, sections } : {}),
    };
  });
  const headingChars = heading.chars;
  if (!frame || !deferredPictures) return { pages, images, headingChars };
  const sections = new Set<string>();
  const requests = createImageRecorder();
  renderDeferredPictures({ content: track ? tracked(content, sections) : content, basePath, siteUrl, images: alsoRecording(images, requests) });
  return { pages, images, headingChars, ...(track ? { pictures: { requests: requests.requests, sections } } : {}) };
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

/** What a page render reads of the built assets (the dev server's last build, or a kept record of the last build's). */
export interface LinkedAssets {
  images: { resolver: ImageResolver };
  styles: Pick<StyleAssets, 'main' | 'pages'>;
  widgets: Pick<WidgetBundles, 'entries'>;
  deferredPictures?: string;
  social: PageAssets['social'];
}

/** Everything a page render reads of the assets, as plain data. */
interface AssetsRecord {
  images: [key: string, image: ResolvedImage][];
  credits: CreditedPhoto[];
  styles: { main: string; pages: [route: string, path: string][] };
  entries: [route: string, path: string][];
  deferredPictures: string | null;
  social: { pages: [route: string, image: PageAssets['social']['site']][]; site: PageAssets['social']['site'] };
}

/**
 * What pages read of `assets`, as text: two builds with the same text link every page alike. A
 * build keeps it for the next (`assets`), whose draft pass renders every page with it, as the dev
 * server drafts with its last run's assets; when the assets that build then makes give the same
 * text, a page drafted with every image it asked for is already its final render (a second render
 * of every page took about 0.4 s).
 */
export function assetsRecord(assets: PageAssets): string {
  const { images, styles, widgets, deferredPictures, social } = assets;
  return JSON.stringify({
    images: [...images.resolved],
    credits: images.resolver.credits?.() ?? [],
    styles: { main: styles.main, pages: [...styles.pages] },
    entries: [...widgets.entries],
    deferredPictures: deferredPictures ?? null,
    social: { pages: [...social.pages], site: social.site },
  } satisfies AssetsRecord);
}

/** The assets a record names, for pages to render with. */
export function linkedAssets(record: string): LinkedAssets {
  const kept = JSON.parse(record) as AssetsRecord;
  const images = new Map(kept.images);
  return {
    images: {
      resolver: {
        resolve(id, use) {
          const image = images.get(`${id}|${use}`);
          // The draft pass takes a throw as an image the last build did not make (the page renders again).
          if (!image) throw new BuildError('ImageNotRequested', `image "${id}" (${use}) was not built by the last build`, { field: 'image id', found: id });
          return image;
        },
        credits: () => kept.credits,
      },
    },
    styles: { main: kept.styles.main, pages: new Map(kept.styles.pages) },
    widgets: { entries: new Map(kept.entries) },
    deferredPictures: kept.deferredPictures ?? undefined,
    social: { pages: new Map(kept.social.pages), site: kept.social.site },
  };
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
export function criticalSheets(site: Site, styles: StyleAssets, compiler: SheetCompiler): CriticalSheets {
  return compileSheets(linkedSheets(site, styles), compiler);
}

/** `criticalSheets`, read back where a build like this one compiled the same sheets before. */
export function cachedCriticalSheets(site: Site, styles: StyleAssets, kept: KeptWork): Promise<CriticalSheets> {
  return compileSheetsCached(linkedSheets(site, styles), kept);
}

/** Each stylesheet's text, by the href pages link it with. */
const linkedSheets = (site: Site, styles: StyleAssets) => new Map([...styles.css].map(([path, text]) => [site.href(path), text]));

/** What a page links in the final pass: its stylesheet, its entry script, the deferred pictures and its link previews. */
function pageAssetsOf(assets: LinkedAssets, route: Route): ReturnType<RenderOptions['assetsFor']> {
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

/** How the final pass finishes and hands on its pages. */
export interface FinalPassOptions {
  /** `criticalSheets(site, assets.styles, …)`, for a caller that compiled them already. */
  critical?: CriticalSheets;
  /**
   * Takes each page as soon as it is finished, and the pass lets the event loop turn before the
   * next one: a process reading the pages (Pagefind, for the search index) works on the other core
   * while the rest render.
   */
  onPage?: (page: RenderedPage) => void;
  /** The last build's finished pages: a page that renders as it did then is finished as it was. */
  finished?: Memo<string>;
  /**
   * The draft pass's pages, when they rendered with these very assets (their records are equal): a
   * page drafted with every image it asked for is not rendered again.
   */
  drafted?: readonly DraftPage[];
}

/** Renders every page with its assets, then inlines its first view's CSS and shares its icons. */
export async function finalPass(
  site: Site,
  routeMap: SiteContextValue['routeMap'],
  assets: PageAssets,
  { critical: given, onPage, finished, drafted }: FinalPassOptions = {},
): Promise<Rendered> {
  const critical = given ?? criticalSheets(site, assets.styles, await loadSheetCompiler());
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
  const pages: RenderedPage[] = [];
  const draftedById = new Map(drafted?.flatMap((d) => (d.rendered ? [[d.route.id, d.rendered] as const] : [])));
  for (const route of routes) {
    const started = performance.now();
    const kept = draftedById.get(route.id);
    // A page kept from the draft still names what it loads, for the size table.
    if (kept) options.assetsFor(route);
    const page = kept?.page ?? renderRoute(route, options);
    renderMs.set(route.id, kept?.ms ?? performance.now() - started);
    const finish = (html: string) => finishPage(html, critical);
    pages.push({ ...page, html: finished ? finished.get(route.url, page.html, finish) : finish(page.html) });
    if (onPage) {
      onPage(pages.at(-1)!);
      await new Promise((turn) => setImmediate(turn));
    }
  }
  return { pages, pageAssets, renderMs };
}
