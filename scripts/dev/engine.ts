// The dev server's build: the steps of scripts/pipeline/steps.ts (the list `build()` runs) run in
// this process, their records kept between edits. An edit runs again only the steps and pages that
// depend on it: the module graph says which modules an edited file reaches, each page's draft
// records which content sections it read, and a step runs again only when its input changed
// (images when the pages ask for other images or a photo came or went, widgets when widgets/ or a
// page's widgets changed, styles when styles/ changed). Pages render on request and are kept until
// an edit touches them.
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../../templates/routes.ts';
import type { ImageBuildResult, ImageRequest } from '../assets/images/index.ts';
import type { CompiledStyles, StyleAssets } from '../assets/styles/styles.ts';
import type { WidgetBundles, WidgetContexts } from '../assets/widgets/widgets.ts';
import type { Site } from '../content/site.ts';
import type { DraftPage, PageAssets } from '../render/passes.ts';
import type { CriticalSheets, SheetCompiler } from '../render/first-view.ts';
import type { Records, StepName, StepOptions } from '../pipeline/steps.ts';
import type { SiteContextValue } from '../../templates/render.tsx';
import { changedFields, readsChanged, touched, type Touched } from './changes.ts';
import type { ModuleGraph } from './graph.ts';

export interface DevOptions {
  root: string;
  contentDir: string;
  outDir: string;
  cacheDir: string;
  basePath: string;
  log: (line: string) => void;
}

/** What an edit changed for an open browser. */
export interface Outcome {
  /** Only stylesheets changed: pages swap their CSS in place. */
  cssOnly: boolean;
  /** For a styles edit: each stylesheet's new href by its old one, as pages link them (base path included). */
  stylesheets: Record<string, string>;
  /** Site URLs (without base path) whose HTML changed; `*` for every page. */
  pages: Set<string>;
  /** What ran, for the terminal. */
  steps: string[];
  /** Whether any page drew again (its words may differ): search indexes again. */
  redrawn: boolean;
}

/** What one page's draft render learnt (the draft step's `track` records). */
type PageDraft = DraftPage &
  Required<Pick<DraftPage, 'requests' | 'headingChars' | 'sections'>> & {
    /**
     * An edit changed what the page reads, and it has not been drafted since: it is drafted when it is
     * asked for (or when a step needs every page's draft). An edit every species page reads (a trip
     * report) so renders at once the page open in the browser, not two hundred pages.
     */
    stale?: boolean;
  };

interface State {
  site: Site;
  routeMap: SiteContextValue['routeMap'];
  /** Images the deferred pictures (shown later by islands) ask for. */
  pictureRequests: ImageRequest[];
  /** Content sections the deferred pictures read. */
  pictureSections: Set<string>;
  /** Content sections the route map read. */
  mapSections: Set<string>;
  compiled: CompiledStyles;
  drafts: Map<string, PageDraft>;
  images: ImageBuildResult;
  styles: StyleAssets;
  /** Characters the heading font was cut to: the pages' and, so that typing rarely asks for a new font, all of Latin-1. */
  fontChars: Set<string>;
  widgets: WidgetBundles;
  deferredPictures?: string;
  social: PageAssets['social'];
  /** Each route's module files (its page module and what it imports, and the frame's), by route id. */
  routeFiles: Map<string, Set<string>>;
}

/** The state a redraft renews: content, route map, page drafts and the deferred pictures' requests. */
type Drafted = Pick<State, 'site' | 'pictureRequests' | 'pictureSections' | 'routeMap' | 'mapSections' | 'drafts'> & {
  /** Whether the deferred pictures render again. */
  picturesStale: boolean;
};

const MODULE = /\.[cm]?[jt]sx?$/;

/** Printable ASCII, Latin-1 and typographic punctuation: text typed into a heading seldom needs a character beyond. */
const LATIN_1 = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)]
  .map((code) => String.fromCharCode(code))
  .concat([...'‘’“”–—…•']);

/** The step list and the render passes, imported on each use so an edited one (or one whose imports changed) is fresh. */
async function steps() {
  const [pipeline, passes] = await Promise.all([import('../pipeline/steps.ts'), import('../render/passes.ts')]);
  return { pipeline, passes };
}
type Steps = Awaited<ReturnType<typeof steps>>;

export class DevSite {
  private state?: State;
  /** Final HTML by route id, rendered on request. */
  private readonly html = new Map<string, string>();
  /** The widget bundles' esbuild contexts, kept between edits. */
  private readonly widgetContexts: WidgetContexts = { builds: new Map() };
  /** Files edited since the last good build (an edit that failed is taken again with the next). */
  private readonly pending = new Set<string>();

  constructor(
    private readonly options: DevOptions,
    private readonly graph: ModuleGraph,
  ) {}

  get site(): Site | undefined {
    return this.state?.site;
  }

  /** Runs every step of the build into the output folder and keeps every step's record. */
  async start(): Promise<void> {
    const s = await steps();
    this.stepsCache = s;
    this.sheetCompiler ??= await s.passes.loadSheetCompiler();
    // Build code changed: the first-view CSS is worked out by the new code.
    this.critical = undefined;
    const options = this.stepOptions(LATIN_1);
    const records = await s.pipeline.runSteps(options);
    const { site, map, draft } = records;
    this.state = {
      site,
      pictureRequests: draft.pictures?.requests ?? [],
      pictureSections: draft.pictures?.sections ?? new Set(),
      routeMap: map.routeMap,
      mapSections: map.sections,
      compiled: records.compiled,
      drafts: new Map(draft.pages.map((page) => [page.route.id, page as PageDraft])),
      images: records.images,
      styles: records.styles,
      fontChars: s.pipeline.fontChars(options, draft),
      widgets: records.widgets,
      deferredPictures: records.pictures,
      social: records.social,
      routeFiles: new Map(),
    };
    this.html.clear();
    for (const page of records.rendered.pages) this.html.set(page.route.id, page.html);
    this.state.routeFiles = await this.routeFiles(site);
  }

  /** The options the steps run with: the dev server's output folder, each page's reads recorded, the heading font cut to `fontChars` too. */
  private stepOptions(
    fontChars: Iterable<string>,
    { edited, pagesOnly = false, contentUnchanged = false }: { edited?: readonly string[]; pagesOnly?: boolean; contentUnchanged?: boolean } = {},
  ): StepOptions {
    const { root, contentDir, outDir, cacheDir, basePath, log } = this.options;
    return {
      root,
      contentDir,
      outDir,
      cacheDir,
      basePath,
      log,
      track: { fontChars, pagesOnly },
      widgetContexts: this.widgetContexts,
      criticalSheets: (site, styles) => this.criticalSheetsOf(site, styles),
      ...(edited ? { edited } : {}),
      ...(contentUnchanged ? { contentUnchanged } : {}),
    };
  }

  /** Every page's draft and the deferred pictures' requests gathered as the draft step's record (made once per set of drafts). */
  private draftRecord(state: State): Records['draft'] {
    return recordsOf(state, this.stepsCache!.pipeline.draftOf).draft;
  }

  /** Runs one step of the list with the records of `state` (those the edit renewed included), returning its record. */
  private runStep<K extends StepName>(name: K, state: Partial<State>, options = this.stepOptions(state.fontChars ?? LATIN_1)): Promise<Records[K]> {
    const { pipeline } = this.stepsCache!;
    return pipeline.runStep(name, options, recordsOf(state, pipeline.draftOf));
  }

  /**
   * Compiles the styles once more, not from the cache: Sass's code is then compiled by node (the
   * first compile of a process takes several times as long as the next), and each sheet's sources
   * are known, so the first SCSS edit compiles only the sheets it touches. Then loads the content
   * again as after an edit of it that changes nothing (no page is drafted again): the first content
   * edit runs code node has compiled already.
   */
  async warm(): Promise<void> {
    const state = this.state;
    if (!state) return;
    const { compileStyles } = await import('../assets/styles/styles.ts');
    const compiled = await compileStyles(this.options.root, this.stepsCache!.pipeline.stylesheetsOf(state.site.routes));
    if (this.state === state && compiled.main === state.compiled.main) state.compiled = compiled;
    if (this.state === state) await this.change([resolve(this.options.contentDir, 'home.ts')]).catch(() => undefined);
  }

  /** Edits and page requests, one at a time: a request may run steps too (see draftOnRequest). */
  private queue: Promise<unknown> = Promise.resolve();
  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Takes the files edited since the last call; throws (keeping the last good state) when a step fails. */
  change(files: readonly string[]): Promise<Outcome> {
    return this.inTurn(() => this.changeNow(files));
  }

  private async changeNow(files: readonly string[]): Promise<Outcome> {
    if (!this.state) throw new Error('the dev site has not started');
    this.edits++;
    for (const file of files) this.pending.add(file);
    const edited = [...this.pending];
    // Modules the edit reaches: the edited modules and, through the graph, every importer.
    const stale = await this.graph.invalidate(edited.filter((file) => MODULE.test(file)));
    const t = touched(this.options, edited, stale);
    const old = this.state;

    // Build code edited: start over with fresh step modules. (Step modules are also among the
    // importers of templates, which is how they come fresh after those edits. The content loader
    // imports content files by path on each load, so a content edit leaves them as they are, with
    // the models they keep.)
    if (t.buildCode) {
      await this.start();
      this.pending.clear();
      return { cssOnly: false, stylesheets: {}, pages: new Set(['*']), steps: ['everything (build code changed)'], redrawn: true };
    }

    const s = await steps();
    this.stepsCache = s;
    const ran: string[] = [];
    // A photo added or removed changes which pictures pages show (a species page shows its photo only), so it drafts again too.
    const { dirty, ...drafted } =
      t.content || t.templates || t.photos ? await this.redraft(old, edited, t, ran) : { ...old, dirty: new Set<string>(), picturesStale: false };
    const { next, imagesChanged } = await this.rebuildAssets(s, old, drafted, edited, t, ran);
    if (t.templates || next.site.routes.length !== old.site.routes.length) next.routeFiles = await this.routeFiles(next.site);
    const changedPages = this.updateHtml(s, next, old, dirty, imagesChanged);
    // A page that is gone (a deleted trip report) changed too: the dev server answers it with the not-found page.
    const kept = new Set(next.site.routes.map((route) => route.url));
    for (const { url } of old.site.routes) if (!kept.has(url)) changedPages.add(url);
    this.state = next;
    this.pending.clear();
    const cssOnly = t.styles && !t.content && !t.templates && !t.widgets && !imagesChanged && !t.static;
    return { cssOnly, stylesheets: renamedStylesheets(old, next), pages: changedPages, steps: ran, redrawn: dirty.size > 0 };
  }

  /** Loads the content again and drafts again, with the last build's assets, the pages the edit reaches (`dirty`, by route id). */
  private async redraft(old: State, edited: readonly string[], t: Touched, ran: string[]): Promise<Drafted & { dirty: Set<string> }> {
    let { routeMap, mapSections, pictureRequests, pictureSections } = old;
    // An edit of templates alone keeps the content as it was loaded: the routes are made again from it.
    const contentUnchanged = !t.content && !t.photos;
    const site = await this.runStep('site', old, this.stepOptions(old.fontChars, { contentUnchanged }));
    ran.push(contentUnchanged ? 'routes' : 'content');
    // Compared by value: an edit that leaves a field as it was renders nothing again.
    const sections = changedFields(old.site.content, site.content, Object.keys(site.content));
    const reads = (set: Set<string>) => readsChanged(set, sections);
    if (reads(mapSections)) {
      ({ routeMap, sections: mapSections } = await this.runStep('map', { ...old, site }));
      ran.push('route map');
    }
    const dirty = new Set<string>();
    // Templates do not say which pages read the photographed ids: a photo added or removed drafts every page again.
    const photosChanged = site.photographed.size !== old.site.photographed.size || [...site.photographed].some((id) => !old.site.photographed.has(id));
    for (const route of site.routes) {
      const before = old.drafts.get(route.id);
      const files = old.routeFiles.get(route.id);
      // Route files are a downward closure, so the edited files themselves are what to look for
      // (their importers are stale too, render.tsx and the route table among them, for every page).
      const templateHit = t.templates && (!files || edited.some((file) => files.has(file)));
      if (!before || reads(before.sections) || templateHit || photosChanged || routeMap !== old.routeMap) dirty.add(route.id);
    }
    // New pages draft now, with the last build's assets: where those stay the same, the draft is the page's final render.
    const added = site.routes.filter((route) => !old.drafts.has(route.id));
    const fresh = new Map((await this.draftPages({ ...old, site, routeMap }, added)).map((page) => [page.route.id, page]));
    const drafts = new Map(
      site.routes.map((route): [string, PageDraft] => {
        const before = old.drafts.get(route.id);
        if (!before) return [route.id, fresh.get(route.id)!];
        return [route.id, dirty.has(route.id) ? { ...before, route, rendered: undefined, stale: true } : before];
      }),
    );
    if (dirty.size > 0) ran.push(`${dirty.size} page(s) to draft when asked for${added.length > 0 ? `, ${added.length} new page(s) drafted` : ''}`);
    // The deferred pictures render again only when what they read (or their template) changed.
    const picturesStale = t.templates || reads(pictureSections);
    if (picturesStale) {
      const { pictures } = await this.runStep('draft', { ...old, site: { ...site, routes: [] } });
      pictureRequests = pictures?.requests ?? [];
      pictureSections = pictures?.sections ?? new Set();
    }
    return { site, pictureRequests, pictureSections, routeMap, mapSections, drafts, picturesStale, dirty };
  }

  /** Runs again each asset step whose inputs the edit or the new drafts changed; returns the next state. */
  private async rebuildAssets(
    s: Steps,
    old: State,
    drafted: Drafted,
    edited: readonly string[],
    t: Touched,
    ran: string[],
  ): Promise<{ next: State; imagesChanged: boolean }> {
    const { picturesStale, ...renewed } = drafted;
    const next: State = { ...old, ...renewed, routeFiles: old.routeFiles };
    const { site, drafts } = next;
    if (t.styles) {
      next.compiled = await this.runStep('compiled', next, this.stepOptions(next.fontChars, { edited }));
      ran.push('styles');
    }
    // Only new requests need the step: after a page is gone (a deleted trip report) the images still hold all the others ask for.
    const imagesChanged = t.photos || !within(this.draftRecord(next).images.requests, this.draftRecord(old).images.requests);
    if (imagesChanged) {
      next.images = await this.runStep('images', next);
      ran.push('images');
    }
    const chars = this.draftRecord(next).headingChars;
    if ([...chars].some((c) => !next.fontChars.has(c))) next.fontChars = new Set([...next.fontChars, ...chars]);
    if (t.styles || next.fontChars !== old.fontChars || newStylesheets(site, old.site, s.pipeline.stylesheetsOf)) {
      next.styles = await this.runStep('styles', next);
      if (!t.styles) ran.push('styles');
    }
    const widgetSets = s.pipeline.pageWidgets([...drafts.values()]);
    const before = s.pipeline.pageWidgets([...old.drafts.values()]);
    const changed = [...widgetSets].filter(([id, set]) => JSON.stringify(set) !== JSON.stringify(before.get(id)));
    // A new page (a trip report) that runs the widgets another page runs loads that page's bundles.
    const shared = t.widgets ? undefined : sameBundles(changed, before, old.widgets);
    if (shared) next.widgets = shared;
    else if (changed.length > 0 || t.widgets) {
      next.widgets = await this.runStep('widgets', next);
      ran.push('widgets');
    }
    if (t.static) {
      await this.runStep('static', next);
      ran.push('static');
    }
    if (picturesStale || imagesChanged) next.deferredPictures = await this.runStep('pictures', next);
    const card = (p: PageDraft | undefined) => JSON.stringify([p?.hero?.id, p?.route.title]);
    // The icons and the web manifest read the site's names and the home page's description alone.
    if (t.content && manifestWords(next) !== manifestWords(old)) {
      await this.runStep('icons', next);
      ran.push('icons');
    }
    if (imagesChanged || [...drafts].some(([id, p]) => card(p) !== card(old.drafts.get(id)))) {
      next.social = await this.runStep('social', next);
      ran.push('link previews');
    }
    return { next, imagesChanged };
  }

  /**
   * Brings the kept HTML up to date with `next`: a page that renders differently (dirty) or links
   * other assets is finished from its draft when that draft is its final render, has its script
   * renamed when that name is all that changed, and is otherwise forgotten (rendered on request).
   * Returns the URLs of the pages whose HTML changed.
   */
  private updateHtml(s: Steps, next: State, old: State, dirty: Set<string>, imagesChanged: boolean): Set<string> {
    const changedPages = new Set<string>();
    for (const route of next.site.routes) {
      const assetsChanged = assetsOf(next, route) !== assetsOf(old, route) || imagesChanged;
      if (dirty.has(route.id) || assetsChanged) changedPages.add(route.url);
      const drafted = next.drafts.get(route.id)!.rendered?.page.html;
      if (dirty.has(route.id) && drafted !== undefined && !assetsChanged && next.styles === old.styles) {
        // Drafted with the assets it links now: that render is the page (render.ts's final pass, for one page).
        this.html.set(route.id, s.passes.finishPage(drafted, this.criticalSheetsOf(next.site, next.styles)));
      } else if (!dirty.has(route.id) && old.drafts.has(route.id) && !imagesChanged && otherAssetsOf(next, route) === otherAssetsOf(old, route)) {
        this.renameScript(route, old, next);
      } else this.html.delete(route.id);
    }
    for (const id of this.html.keys()) if (!next.drafts.has(id)) this.html.delete(id);
    return changedPages;
  }

  /** Only the page's script was renamed (a widget edit): its kept HTML differs in that name alone. */
  private renameScript(route: Route, old: State, next: State): void {
    const html = this.html.get(route.id);
    const [before, after] = [old, next].map((st) => `<script defer="" src="${next.site.href(st.widgets.entries.get(route.id) ?? '')}">`);
    if (html === undefined || before === after) return;
    if (html.split(before).length === 2) this.html.set(route.id, html.replace(before, after));
    else this.html.delete(route.id);
  }

  /**
   * Indexes the site for search again, from the pages as they are now: those an edit forgot render
   * first (and are kept). The dev server calls it once edits pause, since it renders every page
   * search shows. Each page renders in a turn of its own, so an edit saved meanwhile goes first
   * (indexing takes seconds); false says an edit came meanwhile and to ask again later.
   */
  async reindex(): Promise<boolean> {
    const edits = this.edits;
    const current = () => this.edits === edits && this.state !== undefined && this.stepsCache !== undefined;
    if (!current()) return false;
    const kinds = await import('../../model/search-kinds.ts');
    const pages: { route: Route; url: string; html: string }[] = [];
    for (const route of this.state!.site.routes.filter((r) => kinds.searchKindOf(r.id, this.state!.site.content))) {
      const html = await this.inTurn(async () => (current() ? this.pageNow(route) : undefined));
      if (html === undefined) return false;
      pages.push({ route, url: route.url, html });
    }
    // Out of turn: the search step reads the pages gathered here and writes only the index, in a
    // process of its own (Pagefind), so an edit saved meanwhile need not wait for it.
    const rendered = { pages, pageAssets: new Map(), renderMs: new Map() } as unknown as Records['rendered'];
    const { pipeline } = this.stepsCache!;
    await pipeline.runStep('search', this.stepOptions(this.state!.fontChars), { ...recordsOf(this.state!, pipeline.draftOf), rendered });
    // Made from pages an edit has since changed: the index is written, and false asks for the next.
    return current();
  }

  /** Edits taken so far: an index made across an edit is given up. */
  private edits = 0;

  /** The page at a site URL (without base path), if there is one. */
  routeAt(url: string): Route | undefined {
    return this.state?.site.routes.find((route) => route.url === url || (route.url.endsWith('/') && `${route.url}index.html` === url));
  }

  /** Site path of the module that runs a page's widgets (its enhancers and islands), if it has any. */
  widgetsOf(route: Route): string | undefined {
    const file = this.state?.widgets.files.get(route.id)?.find((path) => /-widgets-[^/]*\.js$/.test(path));
    return file && this.state!.site.href(file);
  }

  /** A page's final HTML, rendered on first request after an edit touched it. */
  page(route: Route): Promise<string | undefined> {
    return this.inTurn(() => this.pageNow(route));
  }

  private async pageNow(route: Route): Promise<string | undefined> {
    if (!this.state) return undefined;
    let html = this.html.get(route.id);
    if (html === undefined) {
      const draft = this.state.drafts.get(route.id);
      if (draft?.stale) html = await this.draftOnRequest(draft);
      html ??= await this.finalRender(route);
      this.html.set(route.id, html);
    }
    return html;
  }

  /**
   * Drafts a stale page with the current assets. When it asks for nothing they lack (its images,
   * widgets and heading characters), that draft is its final render; otherwise the asset steps run
   * again for it and undefined is returned (the page then renders with the new assets).
   */
  private async draftOnRequest(stale: PageDraft): Promise<string | undefined> {
    const state = this.state!;
    const s = this.stepsCache!;
    const [fresh] = await this.draftPages(state, [stale.route]);
    if (!fresh) throw new Error(`${stale.route.url}: the draft step returned no page`);
    const known = new Set(this.draftRecord(state).images.requests.map((r) => `${r.id}|${r.use}`));
    const covered =
      fresh.requests.every((r) => known.has(`${r.id}|${r.use}`)) &&
      `${fresh.islands}|${fresh.enhancers}|${fresh.hero?.id}` === `${stale.islands}|${stale.enhancers}|${stale.hero?.id}` &&
      [...fresh.headingChars].every((c) => state.fontChars.has(c));
    const drafts = new Map(state.drafts).set(stale.route.id, fresh);
    if (covered) {
      this.state = { ...state, drafts };
      return s.passes.finishPage(fresh.rendered!.page.html, this.criticalSheetsOf(state.site, state.styles));
    }
    // It asks for an image, a widget or a character the assets lack: the asset steps run again
    // with its new draft (the other stale pages keep asking for what they asked before).
    const none: Touched = { buildCode: false, photos: false, content: false, templates: false, styles: false, widgets: false, static: false };
    const { next, imagesChanged } = await this.rebuildAssets(s, state, { ...state, drafts, picturesStale: false }, [], none, []);
    this.updateHtml(s, next, state, new Set([stale.route.id]), imagesChanged);
    this.state = next;
    return undefined;
  }

  private stepsCache?: Steps;

  /** The stylesheets parsed for critical CSS (plain data, whichever copy of the step module made it), kept while the stylesheet paths stay the same. */
  private critical?: { key: string; sheets: CriticalSheets };

  /** beasties' stylesheet compiler, loaded at the start: the engine finishes pages as they are asked for, without waiting. */
  private sheetCompiler?: SheetCompiler;

  /** The stylesheets parsed for critical CSS. */
  private criticalSheetsOf(site: Site, styles: StyleAssets): CriticalSheets {
    // Stylesheet paths carry a hash of their text: the same paths are the same sheets, compiled once
    // (a new page, which runs the styles step again for its own sheet, keeps them).
    const key = JSON.stringify([site.basePath, [...styles.css.keys()]]);
    if (this.critical?.key !== key) this.critical = { key, sheets: this.stepsCache!.passes.criticalSheets(site, styles, this.sheetCompiler!) };
    return this.critical.sheets;
  }

  /** Renders one page with the current assets: the render step, for one route. */
  private async finalRender(route: Route): Promise<string> {
    const state = this.state!;
    const rendered = await this.runStep('rendered', { ...state, site: { ...state.site, routes: [route] } });
    return rendered.pages[0]!.html;
  }

  /** Drafts `routes` with the records of `state`: the draft step, for those routes, with the last build's assets. */
  private async draftPages(state: Partial<State> & Pick<State, 'site'>, routes: readonly Route[]): Promise<PageDraft[]> {
    if (routes.length === 0) return [];
    const draft = await this.runStep('draft', { ...state, site: { ...state.site, routes } }, this.stepOptions(state.fontChars ?? LATIN_1, { pagesOnly: true }));
    return draft.pages as PageDraft[];
  }

  /**
   * Each route's module files: the module exporting its page component with everything that module
   * imports, and the modules of the document and frame every page shares. A route made by a function
   * (a species page, a trip report) names the exported component it renders (`component`); a route
   * whose component no module exports is left out: any template edit renders it again.
   */
  private async routeFiles(site: Site): Promise<Map<string, Set<string>>> {
    await this.graph.settle();
    const templates = resolve(this.options.root, 'templates');
    const modules = [...this.graph.importsOf([resolve(templates, 'routes.ts')])].filter((file) => file.startsWith(templates + sep) && existsSync(file));
    const owner = new Map<unknown, string>();
    for (const file of modules) {
      const namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const value of Object.values(namespace)) if (typeof value === 'function' && !owner.has(value)) owner.set(value, file);
    }
    // Not render.tsx's imports: it imports the route table and so every page.
    const frame = this.graph.importsOf(
      ['document.tsx', 'frame/frame.tsx', 'lib/deferred-pictures.tsx', 'lib/site-context.tsx'].map((f) => resolve(templates, f)),
    );
    frame.add(resolve(templates, 'render.tsx'));
    const files = new Map<string, Set<string>>();
    for (const route of site.routes) {
      const file = owner.get(route.component ?? route.Page);
      if (file && relative(templates, file) !== 'routes.ts') files.set(route.id, new Set([...this.graph.importsOf([file]), ...frame]));
    }
    return files;
  }
}

/** The draft record made from each set of page drafts (and the deferred pictures' requests), kept while they stay the same. */
const draftRecords = new WeakMap<Map<string, PageDraft>, { pictures: readonly ImageRequest[]; draft: Records['draft'] }>();

/** The last draft record made, for the next set of drafts that asks for the same. */
let lastDraft: { drafts: Map<string, PageDraft>; pictures: readonly ImageRequest[]; draft: Records['draft'] } | undefined;

/**
 * The draft record of `drafts` when every page asks for what it asked in the last record made (the
 * same requests and heading characters: a page marked stale keeps them), with the pages as they are
 * now: gathering every page's requests again takes some 100 ms after each edit.
 */
function sameAsks(drafts: Map<string, PageDraft>, pictures: readonly ImageRequest[]): Records['draft'] | undefined {
  const last = lastDraft;
  if (!last || last.pictures !== pictures || last.drafts.size !== drafts.size) return undefined;
  for (const [id, page] of drafts) {
    const before = last.drafts.get(id);
    if (!before || before.requests !== page.requests || before.headingChars !== page.headingChars) return undefined;
  }
  const draft = { ...last.draft, pages: [...drafts.values()] };
  draftRecords.set(drafts, { pictures, draft });
  lastDraft = { drafts, pictures, draft };
  return draft;
}

/** The records of the steps that `state` keeps, for running a step of the list with them. */
function recordsOf(state: Partial<State>, draftOf: Steps['pipeline']['draftOf']): Records {
  const { site, routeMap, mapSections, compiled, drafts, pictureRequests = [], images, styles, widgets, deferredPictures, social } = state;
  const made = drafts && draftRecords.get(drafts);
  let draft = made?.pictures === pictureRequests ? made.draft : drafts && sameAsks(drafts, pictureRequests);
  const records = { site, map: { routeMap, sections: mapSections ?? new Set() }, compiled, images, styles, widgets, pictures: deferredPictures, social };
  // Made when a step reads it (images, styles, widgets, link previews): it gathers every page's draft.
  return Object.defineProperty(records, 'draft', {
    get: () => {
      if (!draft && drafts) {
        draft = draftOf(drafts.values(), pictureRequests);
        draftRecords.set(drafts, { pictures: pictureRequests, draft });
        lastDraft = { drafts, pictures: pictureRequests, draft };
      }
      return draft;
    },
    set: (value: Records['draft']) => void (draft = value),
    enumerable: true,
  }) as Records;
}

/**
 * The widget bundles with each new page of `changed` given the bundles of a page that runs the same
 * widgets, when every changed page is new and has one; undefined when the widgets step must run.
 */
function sameBundles(
  changed: [string, { islands: string[]; enhancers: string[] }][],
  before: Map<string, { islands: string[]; enhancers: string[] }>,
  widgets: State['widgets'],
): State['widgets'] | undefined {
  if (changed.length === 0) return undefined;
  const bySet = new Map([...before].map(([id, set]) => [JSON.stringify(set), id]));
  const entries = new Map(widgets.entries);
  const files = new Map(widgets.files);
  for (const [id, set] of changed) {
    const like = bySet.get(JSON.stringify(set));
    if (before.has(id) || like === undefined || !widgets.entries.has(like)) return undefined;
    entries.set(id, widgets.entries.get(like)!);
    files.set(id, widgets.files.get(like) ?? []);
  }
  return { ...widgets, entries, files };
}

/** What the icons step reads (scripts/pipeline/steps.ts), as a key. */
const manifestWords = ({ site }: State) => JSON.stringify([site.content.site, site.routes.find((r) => r.url === '/')?.description, site.basePath]);

/** The assets a page links, as a key: a page whose key changed renders differently. */
function assetsOf(st: State, route: Route): string {
  return JSON.stringify([
    st.styles.pages.get(route.id) ?? st.styles.main,
    st.widgets.entries.get(route.id),
    st.deferredPictures,
    st.social.pages.get(route.id),
    st.social.site,
  ]);
}

/** The assets a page links other than its script, as a key. */
function otherAssetsOf(st: State, route: Route): string {
  return JSON.stringify([st.styles.pages.get(route.id) ?? st.styles.main, st.deferredPictures, st.social.pages.get(route.id), st.social.site]);
}

/** For a styles edit: each stylesheet's new href by its old one, as pages link them (base path included). */
function renamedStylesheets(old: State, next: State): Record<string, string> {
  const stylesheets: Record<string, string> = {};
  if (next.styles === old.styles) return stylesheets;
  const { site, styles } = next;
  stylesheets[site.href(old.styles.main)] = site.href(styles.main);
  for (const [id, path] of old.styles.pages) if (styles.pages.has(id)) stylesheets[site.href(path)] = site.href(styles.pages.get(id)!);
  return stylesheets;
}

/** Whether a page of `next` (a new one included) has a stylesheet of its own that it did not have in `old`; a page that is gone needs none. */
function newStylesheets(next: Site, old: Site, stylesheetsOf: Steps['pipeline']['stylesheetsOf']): boolean {
  const before = stylesheetsOf(old.routes);
  return [...stylesheetsOf(next.routes)].some(([id, sheet]) => before.get(id) !== sheet);
}

/** Whether every request of `a` is one of `b` (with the same words and subject). */
function within(a: ImageRequest[], b: ImageRequest[]): boolean {
  const key = (r: ImageRequest) => JSON.stringify([r.id, r.use, r.alt, r.caption, r.subject]);
  const known = new Set(b.map(key));
  return a.every((r) => known.has(key(r)));
}
