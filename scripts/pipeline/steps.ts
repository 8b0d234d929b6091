// The build's steps, in the order they run. Each is a function of the options, the records the
// steps before it made and what it kept (./scheduler.ts), and returns its own record; each says what
// it reads (`inputs`, `reads`), so the scheduler runs it only when that changed. `build()` runs the
// whole list on a store on disk into a staging folder; the dev server runs the same list on a store
// in memory into its output folder, and again after each save (scripts/pipeline/incremental.ts).
import { resolve, sep } from 'node:path';
import type { Route } from '../../templates/routes.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { renderDeferredPictures } from '../../templates/render.tsx';
import type { SiteContextValue } from '../../templates/render.tsx';
import { buildIcons, webManifest } from '../assets/icons.ts';
import { buildImages, createImageRecorder, type ImageBuildResult, type ImageRequest } from '../assets/images/index.ts';
import { buildRouteMap } from '../assets/map/build-map.ts';
import { buildSocialCards } from '../assets/og/cards.ts';
import { copyStatic } from '../assets/static.ts';
import { type CompiledStyles, compileStyles, type StyleAssets, writeStyles } from '../assets/styles/styles.ts';
import { buildWidgets, type PageWidgets, type WidgetBundles, type WidgetContexts } from '../assets/widgets/widgets.ts';
import { loadSite, normaliseBasePath, type Site } from '../content/site.ts';
import { valueJson } from '../lib/same-value.ts';
import { standInsFor } from '../stand-ins/index.ts';
import { KeptWork } from '../lib/kept.ts';
import { type Kept, made, type Scheduled, schedule, Store } from './scheduler.ts';
import { tracked } from '../../model/tracked.ts';
import { type CriticalSheets, finishingVersion, type SheetCompiler } from '../render/first-view.ts';
import { readHeadingChars } from '../assets/styles/fonts.ts';
import {
  assetsRecord,
  cachedCriticalSheets,
  criticalSheets,
  type Draft,
  type DraftPage,
  draftPass,
  finalPass,
  linkedAssets,
  loadSheetCompiler,
  type PageAssets,
} from '../render/passes.ts';
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

/** The options each step runs with: the build's, its log always set. What a step keeps between runs comes from the store it runs on (./scheduler.ts). */
export interface StepOptions extends BuildOptions {
  log: (line: string) => void;
}

/** What each step made, by step name. */
export interface Records {
  site: Site;
  /** The route map drawn for the home page, and the content it read. */
  map: { routeMap: SiteContextValue['routeMap']; sections: Set<string> };
  compiled: CompiledStyles;
  draft: Draft;
  images: ImageBuildResult;
  /** The stylesheets, and the characters the heading font was cut to. */
  styles: StyleAssets & { chars?: Set<string> };
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

interface Step<K extends StepName> extends Scheduled<StepOptions, Records, Records[K]> {
  phase: Phase;
  /** What a run of the whole list prints as the step starts. */
  announce?: string;
  run: (options: StepOptions, records: Records, kept: Kept<Records[K]>) => Promise<Records[K]> | Records[K];
}

/** Printable ASCII, Latin-1 and typographic punctuation: text typed into a heading seldom needs a character beyond. */
const LATIN_1 = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)]
  .map((code) => String.fromCharCode(code))
  .concat([...'‘’“”–—…•']);

const folder = (root: string, name: string) => resolve(root, name);
const under = (dir: string) => (file: string) => file.startsWith(dir + sep);

/** The steps, by name; `stepOrder` is the order they run in. */
export const steps: { [K in StepName]: Step<K> } = {
  site: {
    phase: 'content',
    reads: (o) => [resolve(o.contentDir), folder(o.root, 'templates'), folder(o.root, 'model')],
    inputs: () => [],
    run: (o, _records, { last, edited }) => {
      // Run again on one store: after an edit of templates alone the content as it was loaded (the routes are made again), else section by section where equal.
      const contentEdited = edited.some(under(resolve(o.contentDir)));
      return loadSite({ ...o, ...(last && !contentEdited ? { loaded: last.content } : { previous: last?.content }) });
    },
  },
  map: {
    phase: 'map',
    // What of the content the map read, as it is now: each field it read, and each section it read whole.
    inputs: (_o, { site }, last) => last && readValues(site, last.sections),
    run: async (o, { site }) => {
      const sections = new Set<string>();
      return { routeMap: await buildRouteMap(tracked(site.content, sections), o.outDir, o.cacheDir), sections };
    },
  },
  // Styles compile before the draft: their heading-font rules say which text of each page the font draws.
  compiled: {
    phase: 'styles',
    reads: (o) => [folder(o.root, 'styles')],
    inputs: (_o, { site }) => [...stylesheetsOf(site.routes)],
    run: (o, { site }, { last, edited }) => compileStyles(o.root, stylesheetsOf(site.routes), o.cacheDir, last ? { styles: last, edited } : undefined),
  },
  draft: {
    phase: 'draft',
    run: async (_o, records, { disk, memory }) => {
      const headingChars = disk && (await readHeadingChars(disk, records.compiled.headingSelectors));
      // Work kept in memory (the dev server's): each page records what it reads, for the pages an edit reaches.
      const kept = disk && (await disk.value<string>('assets', ASSETS_RECORD));
      const draft = draftPass(records.site, records.map.routeMap, records.compiled, {
        track: memory !== undefined,
        assets: kept === undefined ? undefined : linkedAssets(kept),
        headingChars,
      });
      await headingChars?.save();
      return { ...draft, assetsRecord: kept };
    },
  },
  images: {
    phase: 'images',
    announce: 'images…',
    reads: (o) => [resolve(o.contentDir, 'photos')],
    inputs: (_o, { draft }) => draft.images.requests.map(requestKey),
    // Only new requests need the step: after a page is gone (a deleted trip report) the images still hold all the others ask for.
    covers: (before, now) => {
      const known = new Set(before as string[]);
      return (now as string[]).every((key) => known.has(key));
    },
    run: (o, { site, draft }) => buildImages(draft.images.requests, { ...o, standIns: standInsOf(site, o.cacheDir, 'images') }),
  },
  styles: {
    phase: 'styles',
    announce: 'styles…',
    inputs: (_o, { compiled, draft }, last) => [
      [compiled.main, [...compiled.sheets], [...compiled.routeSheets]],
      // The record itself while it draws every character the pages ask for.
      [...draft.headingChars].every((c) => last?.chars?.has(c)) && made(last),
    ],
    run: async (o, { compiled, draft }, { last, memory }) => {
      // In memory (the dev server's), the font also draws all of Latin-1 and every character it drew before, so typing seldom cuts it again.
      const chars = new Set([...(memory ? (last?.chars ?? LATIN_1) : []), ...draft.headingChars]);
      return { ...(await writeStyles(compiled, o.outDir, chars, o.cacheDir)), chars };
    },
  },
  widgets: {
    phase: 'widgets',
    announce: 'widgets…',
    reads: (o) => [folder(o.root, 'widgets')],
    inputs: (_o, { draft }) => [...pageWidgets(draft.pages)],
    run: async (o, { site, draft }, { last, before, edited, disk, memory }) => {
      const plan = pageWidgets(draft.pages);
      // A new page (a trip report) that runs the widgets another page runs loads that page's bundles, while widgets/ is as it was.
      const same = last && before && !edited.some(under(folder(o.root, 'widgets')));
      const shared = same ? sameBundles(plan, new Map(before as [string, PageWidgets][]), last) : undefined;
      if (shared) return shared;
      const contexts = memory && kept(memory, 'widget contexts', (): WidgetContexts => ({ builds: new Map() }));
      return buildWidgets(o.root, o.outDir, site.islands.files, plan, contexts, disk);
    },
  },
  static: { phase: 'widgets', reads: (o) => [folder(o.root, 'static')], inputs: () => [], run: async (o) => void (await copyStatic(o.root, o.outDir)) },
  pictures: {
    phase: 'widgets',
    inputs: (_o, { images, draft }) => [made(images), made(draft.pictures?.requests)],
    run: ({ outDir }, { site, images }) =>
      site.frame ? writeAsset(outDir, 'pictures', 'json', renderDeferredPictures({ ...site, images: images.resolver })) : undefined,
  },
  icons: {
    phase: 'social',
    announce: 'link previews…',
    // The icons and the web manifest read the site's names and the home page's description alone.
    inputs: (_o, { site }) => [site.content.site, site.routes.find((r) => r.url === '/')?.description, site.basePath],
    run: async (o, { site }) => {
      const home = site.routes.find((r) => r.url === '/');
      const { site: s } = site.content;
      const manifest = webManifest({ name: s.productTitle, shortName: s.shortName, description: home?.description ?? s.tagline, basePath: site.basePath });
      await buildIcons(o.root, o.outDir, manifest, o.cacheDir);
    },
  },
  social: {
    phase: 'social',
    inputs: (_o, { images, draft }) => [made(images), draft.pages.map((p) => [p.route.id, p.hero?.id, p.route.title])],
    run: (o, { site, draft }) => buildSocialCards(site, draft, { ...o, standIns: standInsOf(site, o.cacheDir, 'social') }),
  },
  rendered: {
    phase: 'render',
    run: async (_o, records, { disk, memory }) => {
      // A build indexes each page for search as it renders (the search step then only writes the index).
      const search = disk ? await startSearchIndex(records.site.content, disk) : undefined;
      try {
        const { site, styles } = records;
        const critical = memory ? await criticalSheetsIn(memory, site, styles) : disk && (await cachedCriticalSheets(site, styles, disk));
        const finished = disk && (await disk.memo<string>('finished', finishingVersion(styles.css), 'packed'));
        // The draft's pages are final when they rendered with the assets this build made.
        const record = disk && assetsRecord(assetsOf(records));
        const drafted = record !== undefined && record === records.draft.assetsRecord ? records.draft.pages : undefined;
        const rendered = await finalPass(site, records.map.routeMap, assetsOf(records), { critical, onPage: search?.add, finished, drafted });
        await finished?.save();
        if (disk && record !== undefined && record !== records.draft.assetsRecord) await disk.keep('assets', ASSETS_RECORD, record);
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

/** The version of the assets record a build keeps for the next one's draft (render/passes.ts `assetsRecord`). */
const ASSETS_RECORD = 'linked assets 1';

/** The stand-ins of a site, one set a step that draws them (the image and link-preview steps), each keeping its own drawings. */
const standIns = new WeakMap<Site, Map<string, ReturnType<typeof standInsFor>>>();
function standInsOf(site: Site, cacheDir: string, use: 'images' | 'social'): ReturnType<typeof standInsFor> {
  let uses = standIns.get(site);
  if (!uses) standIns.set(site, (uses = new Map()));
  let drawn = uses.get(use);
  if (!drawn) uses.set(use, (drawn = standInsFor(site, cacheDir, use)));
  return drawn;
}

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

/** Runs one step on `store` (see ./scheduler.ts), putting its record into `records`; `time` wraps the run (the build adds up each phase's milliseconds). Whether it ran. */
export function runStep<K extends StepName>(
  name: K,
  options: StepOptions,
  records: Records,
  store: Store,
  time: <T>(phase: Phase, run: () => Promise<T>) => Promise<T> = (_phase, run) => run(),
): Promise<boolean> {
  const step = steps[name] as Step<K>;
  return time(step.phase, () => schedule(name, step, options, records, store));
}

/** Runs every step in order (or those of `names`) on `store`, each with the records of the ones before. Returns the names of the steps that ran. */
export async function runSteps(
  options: StepOptions,
  store: Store,
  records = {} as Records,
  time?: Parameters<typeof runStep>[4],
  names = stepOrder,
): Promise<StepName[]> {
  const ran: StepName[] = [];
  for (const name of names) {
    const { announce } = steps[name];
    if (announce && !store.last(name)) options.log(announce);
    if (await runStep(name, options, records, store, time)) ran.push(name);
  }
  return ran;
}

/** Where a build keeps work for the next one: its cache folder, and a name for builds of one base path and content folder, which keep one set of each kind of work. */
export function diskStore(o: Pick<BuildOptions, 'cacheDir' | 'basePath' | 'contentDir'>): Store {
  return new Store({ disk: new KeptWork(o.cacheDir, JSON.stringify([normaliseBasePath(o.basePath), o.contentDir])) });
}

/** The assets pages link, from the records that built them. */
export function assetsOf({ images, styles, widgets, pictures, social }: Pick<Records, 'images' | 'styles' | 'widgets' | 'pictures' | 'social'>): PageAssets {
  return { images, styles, widgets, deferredPictures: pictures, social };
}

/** The value of each content section and field of `reads` (`section` or `section.field`, as content tracking records them), a section named alone read whole. */
function readValues(site: Site, reads: Set<string>): (string | undefined)[] {
  const content = site.content as unknown as Record<string, Record<string, unknown> | undefined>;
  return [...reads]
    .filter((read) => read.includes('.') || ![...reads].some((other) => other.startsWith(`${read}.`)))
    .map((read) => {
      const [section, field] = read.split('.', 2) as [string, string | undefined];
      return valueJson(field === undefined ? content[section] : content[section]?.[field]);
    });
}

/** An image request as a key: its id, use, words and subject. */
const requestKey = (r: ImageRequest) => JSON.stringify([r.id, r.use, r.alt, r.caption, r.subject]);

/** What `memory` keeps under `name`, made the first time it is asked for. */
function kept<T>(memory: Map<string, unknown>, name: string, make: () => T): T {
  if (!memory.has(name)) memory.set(name, make());
  return memory.get(name) as T;
}

/** The stylesheets parsed for first-view CSS, kept in memory while their paths (which carry a hash of their text) stay the same. */
export async function criticalSheetsIn(memory: Map<string, unknown>, site: Site, styles: StyleAssets): Promise<CriticalSheets> {
  return keptSheets(memory, site, styles, await sheetCompilerIn(memory));
}

/** `criticalSheetsIn` with the compiler loaded: the stylesheets are parsed when first asked for. */
export function keptSheets(memory: Map<string, unknown>, site: Site, styles: StyleAssets, compiler: SheetCompiler): CriticalSheets {
  const key = JSON.stringify([site.basePath, [...styles.css.keys()]]);
  const held = memory.get('critical sheets') as { key: string; sheets: CriticalSheets } | undefined;
  if (held?.key === key) return held.sheets;
  const sheets = criticalSheets(site, styles, compiler);
  memory.set('critical sheets', { key, sheets });
  return sheets;
}

/** The sheet compiler kept in `memory`, loaded once. */
export const sheetCompilerIn = (memory: Map<string, unknown>): Promise<SheetCompiler> => kept(memory, 'sheet compiler', loadSheetCompiler);

/**
 * The widget bundles for `plan` from those made for `before`, when no widget changed: a page that
 * runs the widgets it ran keeps its bundles, a new page takes those of a page that runs the same
 * widgets, a page gone (a deleted trip report) drops its own. Undefined when a page's widgets
 * changed, or a new page runs widgets no page ran: then the bundles are made again.
 */
function sameBundles(plan: Map<string, PageWidgets>, before: Map<string, PageWidgets>, widgets: WidgetBundles): WidgetBundles | undefined {
  const bySet = new Map([...before].map(([id, set]) => [JSON.stringify(set), id]));
  const entries = new Map<string, string>();
  const files = new Map<string, string[]>();
  for (const [id, set] of plan) {
    const key = JSON.stringify(set);
    const was = before.get(id);
    const like = was === undefined ? bySet.get(key) : JSON.stringify(was) === key ? id : undefined;
    if (like === undefined || (like !== id && !widgets.entries.has(like))) return undefined;
    const entry = widgets.entries.get(like);
    if (entry !== undefined) entries.set(id, entry);
    const loads = widgets.files.get(like);
    if (loads !== undefined) files.set(id, loads);
  }
  return { ...widgets, entries, files };
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
export function draftOf(pages: Iterable<DraftPage>, pictures: Draft['pictures']): Draft {
  const list = [...pages];
  const images = createImageRecorder();
  for (const r of [...list.flatMap((page) => page.requests ?? []), ...(pictures?.requests ?? [])]) images.record({ ...r, alt: r.alt ?? '' });
  const headingChars = new Set<string>();
  for (const page of list) for (const c of page.headingChars ?? []) headingChars.add(c);
  return { pages: list, images, headingChars, ...(pictures ? { pictures } : {}) };
}
