// The build's steps, in the order they run. Each is a function of the options and the records the
// steps before it made, and returns its own record. `build()` runs the whole list into a staging
// folder; the dev server runs the same list into its output folder once, then runs single steps of
// it again when an edit reaches their inputs (scripts/dev/engine.ts). There, `records` also holds
// the last run's records, which is how a step reuses what it made before (the styles compile only
// the sheets an edit touched; the draft renders pages with the last run's assets).
import type { Route } from '../../templates/routes.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { renderDeferredPictures } from '../../templates/render.tsx';
import type { SiteContextValue } from '../../templates/lib/site-context.tsx';
import { buildIcons, webManifest } from '../assets/icons.ts';
import { buildImages, createImageRecorder, type ImageBuildResult, type ImageRequest } from '../assets/images/index.ts';
import { buildRouteMap } from '../assets/map/build-map.ts';
import { buildSocialCards } from '../assets/og/cards.ts';
import { copyStatic } from '../assets/static.ts';
import { type CompiledStyles, compileStyles, type StyleAssets, writeStyles } from '../assets/styles/styles.ts';
import { buildWidgets, type WidgetBundles, type WidgetContexts } from '../assets/widgets/widgets.ts';
import { loadSite, type Site } from '../content/site.ts';
import { standInsFor } from '../stand-ins/index.ts';
import { tracked } from '../../templates/lib/tracked.ts';
import type { CriticalSheets } from '../render/first-view.ts';
import { readFinishedPages } from '../render/finished.ts';
import { assetsRecord, linkedAssets, readAssetsRecord, saveAssetsRecord } from '../render/kept-assets.ts';
import { readHeadingChars } from '../assets/styles/fonts.ts';
import { cachedCriticalSheets, type Draft, type DraftPage, draftPass, finalPass, type PageAssets } from '../render/passes.ts';
import { indexSite, type SearchFeed, type SearchIndexResult, startSearchIndex } from '../search/index-site.ts';
import { writeSite } from '../write/site-files.ts';
import { writeAsset } from '../write/write.ts';

/** What a build is of and where it goes: `build()`'s options. */
export interface BuildOptions {
  /** Project root: templates/, widgets/, styles/ and static/ are read from here. */
  root: string;
  contentDir: string;
  /** Where section files missing from `contentDir` come from (test fixtures over the real content/). */
  contentFallback?: string;
  /** The output folder. `build()` runs the steps into a staging folder that replaces it; the dev server runs them into it. */
  outDir: string;
  /** `/` or a sub-folder such as `/tours/`. */
  basePath: string;
  /** Origin for canonical URLs; defaults to content/site.yaml siteUrl. */
  siteUrl?: string;
  cacheDir: string;
  log?: (line: string) => void;
  /** Fixture routes for tests; the site's route table otherwise. */
  routes?: readonly Route[];
  /** Render pages inside the site frame (default true). */
  frame?: boolean;
}

/** The options each step runs with: the build's, and what the dev server adds. */
export interface StepOptions extends BuildOptions {
  log: (line: string) => void;
  /**
   * The dev server: each page records what it reads (see draftPass), and the heading font also
   * draws `fontChars`. `pagesOnly` drafts the pages without the deferred pictures (a page or two
   * drafted again after an edit).
   */
  track?: { fontChars: Iterable<string>; pagesOnly?: boolean };
  /** The dev server's esbuild contexts, kept between runs. */
  widgetContexts?: WidgetContexts;
  /** The dev server: files edited since the last run, for the steps that can redo only what those reach. */
  edited?: readonly string[];
  /** The dev server: no content file changed since the last run, so the site step keeps the content it loaded (and makes the routes again). */
  contentUnchanged?: boolean;
  /** The dev server: the stylesheets parsed for first-view CSS, kept while the styles stay the same. */
  criticalSheets?: (site: Site, styles: StyleAssets) => CriticalSheets;
  /** `build()`: the render step hands each page to the search index as it renders (the search step then only writes it). */
  indexWhileRendering?: boolean;
  /**
   * `build()`: work the last build of the same base path and content folder kept in the cache is
   * taken where its inputs are the same. The draft renders with the assets that build linked
   * (render/kept-assets.ts) and takes each page's heading characters when its HTML is the same; the
   * render step takes a drafted page as final when this build's assets turn out the same, reads the
   * compiled first-view stylesheets back, finishes a page as it was finished then
   * (render/finished.ts), and links the last search index when every page sends it the same
   * (search/kept-index.ts). The dev server keeps the same work in memory instead.
   */
  reuseLastBuild?: boolean;
}

/** What each step made, by step name. */
export interface Records {
  site: Site;
  /** The route map drawn for the home page, and the content it read. */
  map: { routeMap: SiteContextValue['routeMap']; sections: Set<string> };
  compiled: CompiledStyles;
  draft: Draft;
  images: ImageBuildResult;
  styles: StyleAssets;
  widgets: WidgetBundles;
  static: undefined;
  /** The deferred pictures' file (the pictures islands show later), for a site with a frame. */
  pictures: string | undefined;
  icons: undefined;
  social: PageAssets['social'];
  rendered: {
    pages: RenderedPage[];
    pageAssets: Map<string, { css: string[]; js: string[] }>;
    renderMs: Map<string, number>;
    /** The search index the pages went to as they rendered (with `indexWhileRendering`), for the search step to write. */
    search?: SearchFeed;
  };
  written: undefined;
  search: SearchIndexResult;
}

export type StepName = keyof Records;

/** The phases a build's timings are given in (the styles compile and write in two parts). */
export type Phase = 'content' | 'map' | 'draft' | 'images' | 'styles' | 'widgets' | 'social' | 'render' | 'write' | 'search';

interface Step<K extends StepName> {
  phase: Phase;
  /** What a run of the whole list prints as the step starts. */
  announce?: string;
  run: (options: StepOptions, records: Records) => Promise<Records[K]> | Records[K];
}

/** The steps, by name; `stepOrder` is the order they run in. */
export const steps: { [K in StepName]: Step<K> } = {
  site: {
    phase: 'content',
    run: (o, records) => {
      // Run again by the dev server: the last run's content, kept whole after an edit of templates alone, else section by section where equal.
      const last = (records as Partial<Records>).site?.content;
      return loadSite({ ...o, ...(o.contentUnchanged ? { loaded: last } : { previous: last }) });
    },
  },
  map: {
    phase: 'map',
    run: async (o, { site }) => {
      const sections = new Set<string>();
      return { routeMap: await buildRouteMap(tracked(site.content, sections), o.outDir, o.cacheDir), sections };
    },
  },
  // Styles compile before the draft: their heading-font rules say which text of each page the font draws.
  compiled: {
    phase: 'styles',
    run: (o, { site, compiled }) =>
      compileStyles(o.root, stylesheetsOf(site.routes), o.cacheDir, compiled && o.edited ? { styles: compiled, edited: o.edited } : undefined),
  },
  draft: {
    phase: 'draft',
    run: async (o, records) => {
      const keep = keptWork(o, records.site);
      const headingChars = keep && (await readHeadingChars(keep.cacheDir, keep.build, records.compiled.headingSelectors));
      // The dev server's last run's assets, else the record the last build kept.
      const last = lastAssets(records);
      const kept = !last && keep ? await readAssetsRecord(keep.cacheDir, keep.build) : undefined;
      const draft = draftPass(records.site, records.map.routeMap, records.compiled, {
        track: o.track !== undefined,
        deferredPictures: !o.track?.pagesOnly,
        assets: last ?? (kept === undefined ? undefined : linkedAssets(kept)),
        headingChars,
      });
      await headingChars?.save();
      return { ...draft, assetsRecord: kept };
    },
  },
  images: {
    phase: 'images',
    announce: 'images…',
    run: (o, { site, draft }) => buildImages(draft.images.requests, { ...o, standIns: standInsFor(site, o.cacheDir) }),
  },
  styles: {
    phase: 'styles',
    announce: 'styles…',
    run: (o, { compiled, draft }) => writeStyles(compiled, o.outDir, fontChars(o, draft), o.cacheDir),
  },
  widgets: {
    phase: 'widgets',
    announce: 'widgets…',
    run: (o, { site, draft }) => buildWidgets(o.root, o.outDir, site.islands.files, pageWidgets(draft.pages), o.widgetContexts, keptWork(o, site)),
  },
  static: { phase: 'widgets', run: async (o) => void (await copyStatic(o.root, o.outDir)) },
  pictures: {
    phase: 'widgets',
    run: ({ outDir }, { site, images }) =>
      site.frame ? writeAsset(outDir, 'pictures', 'json', renderDeferredPictures({ ...site, images: images.resolver })) : undefined,
  },
  icons: {
    phase: 'social',
    announce: 'link previews…',
    run: async (o, { site }) => {
      const home = site.routes.find((r) => r.url === '/');
      const { site: s } = site.content;
      const manifest = webManifest({ name: s.productTitle, shortName: s.shortName, description: home?.description ?? s.tagline, basePath: site.basePath });
      await buildIcons(o.root, o.outDir, manifest, o.cacheDir);
    },
  },
  social: { phase: 'social', run: (o, { site, draft }) => buildSocialCards(site, draft, { ...o, standIns: standInsFor(site, o.cacheDir) }) },
  rendered: {
    phase: 'render',
    run: async (o, records) => {
      const keep = keptWork(o, records.site);
      const search = o.indexWhileRendering ? await startSearchIndex(records.site.content, keep) : undefined;
      try {
        const { site, styles } = records;
        // Left undefined, the final pass compiles them itself.
        const critical = o.criticalSheets?.(site, styles) ?? (keep && (await cachedCriticalSheets(site, styles, keep.cacheDir, keep.build)));
        const finished = keep ? await readFinishedPages(keep.cacheDir, keep.build, styles.css) : undefined;
        // The draft's pages are final when they rendered with the assets this build made.
        const record = keep && assetsRecord(assetsOf(records));
        const drafted = record !== undefined && record === records.draft.assetsRecord ? records.draft.pages : undefined;
        const rendered = await finalPass(site, records.map.routeMap, assetsOf(records), { critical, onPage: search?.add, finished, drafted });
        await finished?.save();
        if (keep && record !== undefined && record !== records.draft.assetsRecord) await saveAssetsRecord(keep.cacheDir, keep.build, record);
        return { ...rendered, search };
      } catch (error) {
        await search?.close();
        throw error;
      }
    },
  },
  written: { phase: 'write', run: async (o, { site, rendered }) => void (await writeSite(o.outDir, site, rendered.pages)) },
  search: {
    phase: 'search',
    announce: 'search index…',
    run: (o, { site, rendered }) => (rendered.search ? rendered.search.finish(o.outDir) : indexSite(rendered.pages, site.content, o.outDir)),
  },
};

export const stepOrder: readonly StepName[] = [
  'site',
  'map',
  'compiled',
  'draft',
  'images',
  'styles',
  'widgets',
  'static',
  'pictures',
  'icons',
  'social',
  'rendered',
  'written',
  'search',
];

/** Runs one step, putting its record into `records`; `time` wraps the run (the build adds up each phase's milliseconds). */
export async function runStep<K extends StepName>(
  name: K,
  options: StepOptions,
  records: Records,
  time: <T>(phase: Phase, run: () => Promise<T>) => Promise<T> = (_phase, run) => run(),
): Promise<Records[K]> {
  const step = steps[name] as Step<K>;
  const record = await time(step.phase, async () => step.run(options, records));
  records[name] = record;
  return record;
}

/** Runs every step in order (or those of `names`), each with the records of the ones before. */
export async function runSteps(options: StepOptions, records = {} as Records, time?: Parameters<typeof runStep>[3], names = stepOrder): Promise<Records> {
  for (const name of names) {
    const { announce } = steps[name];
    if (announce) options.log(announce);
    await runStep(name, options, records, time);
  }
  return records;
}

/**
 * Where `build()` keeps work for the next build (`reuseLastBuild`): its cache folder, and a name for
 * builds of one base path and content folder, which keep one set of each kind of work.
 */
function keptWork(o: StepOptions, site: Site): { cacheDir: string; build: string } | undefined {
  return o.reuseLastBuild ? { cacheDir: o.cacheDir, build: JSON.stringify([site.basePath, o.contentDir]) } : undefined;
}

/** The assets pages link, from the records that built them. */
export function assetsOf({ images, styles, widgets, pictures, social }: Pick<Records, 'images' | 'styles' | 'widgets' | 'pictures' | 'social'>): PageAssets {
  return { images, styles, widgets, deferredPictures: pictures, social };
}

/** The last run's assets, when `records` holds them (the dev server's later runs): pages draft with those. */
function lastAssets(records: Records): PageAssets | undefined {
  const { images, styles, widgets, social } = records as Partial<Records>;
  return images && styles && widgets && social ? assetsOf(records) : undefined;
}

/** The characters the heading font is cut to: the pages', and in the dev server also `track.fontChars`. */
export function fontChars(options: Pick<StepOptions, 'track'>, draft: Pick<Draft, 'headingChars'>): Set<string> {
  return new Set([...(options.track?.fontChars ?? []), ...draft.headingChars]);
}

/** Each route's own stylesheet, by route id. */
export function stylesheetsOf(routes: readonly Route[]): Map<string, string> {
  return new Map(routes.flatMap((r) => (r.stylesheet ? [[r.id, r.stylesheet] as const] : [])));
}

/** The islands and enhancers of each page, by route id. */
export function pageWidgets(pages: Draft['pages']) {
  return new Map(pages.map((page) => [page.route.id, { islands: page.islands, enhancers: page.enhancers }]));
}

/**
 * A draft record from pages drafted apart with `track` (the dev server drafts pages as edits reach
 * them) and the deferred pictures' requests: what the image, style, widget and link-preview steps read.
 */
export function draftOf(pages: Iterable<DraftPage>, pictures: readonly ImageRequest[]): Draft {
  const list = [...pages];
  const images = createImageRecorder();
  for (const r of [...list.flatMap((page) => page.requests ?? []), ...pictures]) images.record({ ...r, alt: r.alt ?? '' });
  const headingChars = new Set<string>();
  for (const page of list) for (const c of page.headingChars ?? []) headingChars.add(c);
  return { pages: list, images, headingChars };
}
