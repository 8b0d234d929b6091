// The dev server's build: the steps of scripts/pipeline/pipeline.ts run in this process, their
// records kept between edits. An edit re-runs only the steps and pages that depend on it: the
// module graph says which modules an edited file reaches, each page's draft render says which
// content sections it read, and a step runs again only when its input changed (images when the
// pages ask for other images or a photo came or went, widgets when widgets/ or a page's widgets
// changed, styles when styles/ changed). Pages render on request and are kept until an edit
// touches them.
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../../templates/routes.ts';
import type { ImageBuildResult, ImageRequest } from '../assets/images/index.ts';
import type { CompiledStyles, StyleAssets } from '../assets/styles/styles.ts';
import type { WidgetBundles, WidgetContexts } from '../assets/widgets/widgets.ts';
import type { Site } from '../content/site.ts';
import type { Draft, PageAssets } from '../render/passes.ts';
import type { CriticalSheets } from '../render/first-view.ts';
import type { SiteContextValue } from '../../templates/lib/site-context.tsx';
import { changedFields, readsChanged, touched, tracked, type Touched } from './changes.ts';
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

/** What one page's draft render learnt. */
interface PageDraft {
  route: Route;
  islands: string[];
  enhancers: string[];
  hero: Draft['pages'][number]['hero'];
  requests: ImageRequest[];
  headingChars: Set<string>;
  /** Top-level content sections the page read (its frame's included). */
  sections: Set<string>;
  /** The page rendered with the last build's assets (before its first-view CSS), when drafted after an edit. */
  html?: string;
  /**
   * An edit changed what the page reads, and it has not been drafted since: it is drafted when it is
   * asked for (or when a step needs every page's draft). An edit every species page reads (a trip
   * report) so renders at once the page open in the browser, not two hundred pages.
   */
  stale?: boolean;
}

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

/** The step modules, imported on each use so an edited one (or one whose imports changed) is fresh. */
async function steps() {
  const [site, map, styles, passes, images, widgets, statics, icons, og, write, writeFiles, render, search] = await Promise.all([
    import('../content/site.ts'),
    import('../assets/map/build-map.ts'),
    import('../assets/styles/styles.ts'),
    import('../render/passes.ts'),
    import('../assets/images/index.ts'),
    import('../assets/widgets/widgets.ts'),
    import('../assets/static.ts'),
    import('../assets/icons.ts'),
    import('../assets/og/cards.ts'),
    import('../write/site-files.ts'),
    import('../write/write.ts'),
    import('../../templates/render.tsx'),
    import('../search/index-site.ts'),
  ]);
  return { site, map, styles, passes, images, widgets, statics, icons, og, write, writeFiles, render, search };
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

  /** Builds everything, writes it into the output folder and keeps every step's record. */
  async start(): Promise<void> {
    const { root, contentDir, outDir, cacheDir, basePath, log } = this.options;
    const s = await steps();
    this.stepsCache = s;
    const site = await s.site.loadSite({ root, contentDir, basePath });
    const mapSections = new Set<string>();
    const routeMap = await s.map.buildRouteMap(tracked(site.content, mapSections), outDir);
    const compiled = await s.styles.compileStyles(root, stylesheetsOf(site.routes), cacheDir);
    const drafts = new Map(site.routes.map((route) => [route.id, this.draft(s, site, route, routeMap, compiled)]));
    const pictureSections = new Set<string>();
    const pictureRequests = pictureRequestsOf(s, site, pictureSections);
    const images = await s.images.buildImages(allRequests(drafts, pictureRequests), { root, contentDir, cacheDir, outDir, log });
    const fontChars = new Set([...LATIN_1, ...allChars(drafts)]);
    const styles = await s.styles.writeStyles(compiled, outDir, fontChars, cacheDir);
    const widgets = await s.widgets.buildWidgets(root, outDir, site.islands.files, pageWidgets(drafts), this.widgetContexts);
    await s.statics.copyStatic(root, outDir);
    const deferredPictures = await this.writePictures(s, site, images);
    const social = await this.socialCards(s, site, drafts, pictureRequests, true);
    this.state = {
      site,
      pictureRequests,
      pictureSections,
      routeMap,
      mapSections,
      compiled,
      drafts,
      images,
      styles,
      fontChars,
      widgets,
      deferredPictures,
      social,
      routeFiles: new Map(),
    };
    this.html.clear();
    const rendered = s.passes.finalPass(site, routeMap, { images, styles, widgets, deferredPictures, social });
    for (const page of rendered.pages) this.html.set(page.route.id, page.html);
    await s.write.writeSite(outDir, site, rendered.pages);
    await s.search.indexSite(rendered.pages, site.content, outDir);
    this.state.routeFiles = await this.routeFiles(site);
  }

  /**
   * Compiles the styles once more, not from the cache: Sass's code is then compiled by node (the
   * first compile of a process takes several times as long as the next), and each sheet's sources
   * are known, so the first SCSS edit compiles only the sheets it touches.
   */
  async warm(): Promise<void> {
    const state = this.state;
    if (!state) return;
    const compiled = await this.stepsCache!.styles.compileStyles(this.options.root, stylesheetsOf(state.site.routes));
    if (this.state === state && compiled.main === state.compiled.main) state.compiled = compiled;
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
    for (const file of files) this.pending.add(file);
    const edited = [...this.pending];
    // Modules the edit reaches: the edited modules and, through the graph, every importer.
    const stale = await this.graph.invalidate(edited.filter((file) => MODULE.test(file)));
    const t = touched(this.options, edited, stale);
    const old = this.state;

    // Build code edited: start over with fresh step modules. (Step modules are also among the
    // importers of content and templates, which is how they come fresh after those edits.)
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
      t.content || t.templates || t.photos ? await this.redraft(s, old, edited, t, ran) : { ...old, dirty: new Set<string>(), picturesStale: false };
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
  private async redraft(s: Steps, old: State, edited: readonly string[], t: Touched, ran: string[]): Promise<Drafted & { dirty: Set<string> }> {
    const { root, contentDir, outDir, basePath } = this.options;
    let { routeMap, mapSections, pictureRequests, pictureSections } = old;
    const site = await s.site.loadSite({ root, contentDir, basePath });
    ran.push('content');
    // Compared by value: an edit that leaves a field as it was renders nothing again.
    const sections = changedFields(old.site.content, site.content, Object.keys(site.content));
    const reads = (set: Set<string>) => readsChanged(set, sections);
    if (reads(mapSections)) {
      mapSections = new Set();
      routeMap = await s.map.buildRouteMap(tracked(site.content, mapSections), outDir);
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
    // Drafted with the last build's assets: where those stay the same, the draft is the page's final render.
    const built = assetsNow(old);
    let drafted = 0;
    const drafts = new Map(
      site.routes.map((route): [string, PageDraft] => {
        const before = old.drafts.get(route.id);
        if (!dirty.has(route.id)) return [route.id, before!];
        if (before) return [route.id, { ...before, route, html: undefined, stale: true }];
        drafted++;
        return [route.id, this.draft(s, site, route, routeMap, old.compiled, built)];
      }),
    );
    if (dirty.size > 0) ran.push(`${dirty.size} page(s) to draft when asked for${drafted > 0 ? `, ${drafted} new page(s) drafted` : ''}`);
    // The deferred pictures render again only when what they read (or their template) changed.
    const picturesStale = t.templates || reads(pictureSections);
    if (picturesStale) {
      pictureSections = new Set();
      pictureRequests = pictureRequestsOf(s, site, pictureSections);
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
    const { root, contentDir, outDir, cacheDir, log } = this.options;
    const { picturesStale, ...renewed } = drafted;
    const { site, pictureRequests, drafts } = renewed;
    let { compiled, images, styles, widgets, deferredPictures, social, fontChars } = old;
    if (t.styles) {
      compiled = await s.styles.compileStyles(root, stylesheetsOf(site.routes), cacheDir, { styles: old.compiled, edited });
      ran.push('styles');
    }
    const requests = allRequests(drafts, pictureRequests);
    // Only new requests need the step: after a page is gone (a deleted trip report) the images still hold all the others ask for.
    const imagesChanged = t.photos || !within(requests, allRequests(old.drafts, old.pictureRequests));
    if (imagesChanged) {
      images = await s.images.buildImages(requests, { root, contentDir, cacheDir, outDir, log });
      ran.push('images');
    }
    const chars = allChars(drafts);
    if ([...chars].some((c) => !fontChars.has(c))) fontChars = new Set([...fontChars, ...chars]);
    if (t.styles || fontChars !== old.fontChars || newStylesheets(site, old.site)) {
      styles = await s.styles.writeStyles(compiled, outDir, fontChars, cacheDir);
      if (!t.styles) ran.push('styles');
    }
    const widgetSets = pageWidgets(drafts);
    const before = pageWidgets(old.drafts);
    if (t.widgets || [...widgetSets].some(([id, set]) => JSON.stringify(set) !== JSON.stringify(before.get(id)))) {
      widgets = await s.widgets.buildWidgets(root, outDir, site.islands.files, widgetSets, this.widgetContexts);
      ran.push('widgets');
    }
    if (t.static) {
      await s.statics.copyStatic(root, outDir);
      ran.push('static');
    }
    if (picturesStale || imagesChanged) deferredPictures = await this.writePictures(s, site, images);
    const card = (p: PageDraft | undefined) => JSON.stringify([p?.hero?.id, p?.route.title]);
    if (imagesChanged || [...drafts].some(([id, p]) => card(p) !== card(old.drafts.get(id)))) {
      social = await this.socialCards(s, site, drafts, pictureRequests, t.content);
      ran.push('link previews');
    }
    const next: State = { ...renewed, compiled, images, styles, fontChars, widgets, deferredPictures, social, routeFiles: old.routeFiles };
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
      const drafted = next.drafts.get(route.id)!.html;
      if (dirty.has(route.id) && drafted !== undefined && !assetsChanged && next.styles === old.styles) {
        // Drafted with the assets it links now: that render is the page (render.ts's final pass, for one page).
        this.html.set(route.id, s.passes.finishPage(drafted, this.criticalSheets(next)));
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
   * search shows.
   */
  reindex(): Promise<void> {
    return this.inTurn(async () => {
      if (!this.state || !this.stepsCache) return;
      const kinds = await import('../../templates/search/kinds.ts');
      const pages = [];
      for (const route of this.state.site.routes.filter((r) => kinds.searchKindOf(r.id, this.state!.site.content)))
        pages.push({ route, url: route.url, html: (await this.pageNow(route))! });
      await this.stepsCache.search.indexSite(pages, this.state.site.content, this.options.outDir);
    });
  }

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
      html ??= this.finalRender(route);
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
    const fresh = this.draft(s, state.site, stale.route, state.routeMap, state.compiled, assetsNow(state));
    const known = new Set(allRequests(state.drafts, state.pictureRequests).map((r) => `${r.id}|${r.use}`));
    const covered =
      fresh.requests.every((r) => known.has(`${r.id}|${r.use}`)) &&
      `${fresh.islands}|${fresh.enhancers}|${fresh.hero?.id}` === `${stale.islands}|${stale.enhancers}|${stale.hero?.id}` &&
      [...fresh.headingChars].every((c) => state.fontChars.has(c));
    const drafts = new Map(state.drafts).set(stale.route.id, fresh);
    if (covered) {
      this.state = { ...state, drafts };
      return s.passes.finishPage(fresh.html!, this.criticalSheets(state));
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

  /** The stylesheets parsed for critical CSS (plain data, whichever copy of the step module made it), kept while the styles stay the same. */
  private critical?: { styles: StyleAssets; sheets: CriticalSheets };

  /** The stylesheets of `state` parsed for critical CSS. */
  private criticalSheets({ site, styles }: State): CriticalSheets {
    if (this.critical?.styles !== styles) this.critical = { styles, sheets: this.stepsCache!.passes.criticalSheets(site, styles) };
    return this.critical.sheets;
  }

  /** Renders one page with the current assets (the pipeline's final pass, for one route). */
  private finalRender(route: Route): string {
    const { site, routeMap, images, styles, widgets, deferredPictures, social } = this.state!;
    return this.stepsCache!.passes.finalPass(
      { ...site, routes: [route] },
      routeMap,
      { images, styles, widgets, deferredPictures, social },
      this.criticalSheets(this.state!),
    ).pages[0]!.html;
  }

  /** One page's draft render, recording which content sections it (and its frame) read. */
  private draft(s: Steps, site: Site, route: Route, routeMap: SiteContextValue['routeMap'], compiled: CompiledStyles, assets?: PageAssets): PageDraft {
    this.stepsCache = s;
    const sections = new Set<string>();
    const draft = s.passes.draftPass({ ...site, content: tracked(site.content, sections), routes: [route] }, routeMap, compiled, {
      deferredPictures: false,
      assets,
    });
    const [page] = draft.pages;
    return {
      route,
      islands: page!.islands,
      enhancers: page!.enhancers,
      hero: page!.hero,
      requests: draft.images.requests,
      headingChars: draft.headingChars,
      sections,
      html: page!.html,
    };
  }

  private async writePictures(s: Steps, site: Site, images: ImageBuildResult): Promise<string | undefined> {
    if (!site.frame) return undefined;
    return s.writeFiles.writeAsset(this.options.outDir, 'pictures', 'json', s.render.renderDeferredPictures({ ...site, images: images.resolver }));
  }

  private async socialCards(s: Steps, site: Site, drafts: Map<string, PageDraft>, pictures: ImageRequest[], icons: boolean): Promise<PageAssets['social']> {
    const { root, contentDir, cacheDir, outDir } = this.options;
    if (icons) {
      const home = site.routes.find((r) => r.url === '/');
      const { site: c } = site.content;
      await s.icons.buildIcons(
        root,
        outDir,
        s.icons.webManifest({ name: c.productTitle, shortName: c.shortName, description: home?.description ?? c.tagline, basePath: site.basePath }),
      );
    }
    const recorder = s.images.createImageRecorder();
    for (const r of allRequests(drafts, pictures)) recorder.resolve(r.id, r.use, { ...r, alt: r.alt ?? '' });
    const draft: Draft = {
      pages: [...drafts.values()].map(({ route, islands, enhancers, hero }) => ({ route, islands, enhancers, hero })),
      images: recorder,
      headingChars: allChars(drafts),
    };
    return s.og.buildSocialCards(site, draft, { root, contentDir, cacheDir, outDir });
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

/** The assets the state's pages link now. */
function assetsNow({ images, styles, widgets, deferredPictures, social }: State): PageAssets {
  return { images, styles, widgets, deferredPictures, social };
}

/** The image requests of the deferred pictures (the pictures islands show later), recording the content sections they read. */
function pictureRequestsOf(s: Steps, site: Site, sections: Set<string>): ImageRequest[] {
  if (!site.frame) return [];
  const recorder = s.images.createImageRecorder();
  s.render.renderDeferredPictures({ ...site, content: tracked(site.content, sections), images: recorder });
  return recorder.requests;
}

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

function stylesheetsOf(routes: readonly Route[]): Map<string, string> {
  return new Map(routes.flatMap((r) => (r.stylesheet ? [[r.id, r.stylesheet] as const] : [])));
}

/** Whether a page of `next` (a new one included) has a stylesheet of its own that it did not have in `old`; a page that is gone needs none. */
function newStylesheets(next: Site, old: Site): boolean {
  const before = stylesheetsOf(old.routes);
  return [...stylesheetsOf(next.routes)].some(([id, sheet]) => before.get(id) !== sheet);
}

function allRequests(drafts: Map<string, PageDraft>, pictures: readonly ImageRequest[]): ImageRequest[] {
  const seen = new Map<string, ImageRequest>();
  for (const r of [...[...drafts.values()].flatMap((draft) => draft.requests), ...pictures]) if (!seen.has(`${r.id}|${r.use}`)) seen.set(`${r.id}|${r.use}`, r);
  return [...seen.values()];
}

/** Whether every request of `a` is one of `b` (with the same words and subject). */
function within(a: ImageRequest[], b: ImageRequest[]): boolean {
  const key = (r: ImageRequest) => JSON.stringify([r.id, r.use, r.alt, r.caption, r.subject]);
  const known = new Set(b.map(key));
  return a.every((r) => known.has(key(r)));
}

function allChars(drafts: Map<string, PageDraft>): Set<string> {
  const chars = new Set<string>();
  for (const draft of drafts.values()) for (const c of draft.headingChars) chars.add(c);
  return chars;
}

function pageWidgets(drafts: Map<string, PageDraft>) {
  return new Map([...drafts].map(([id, d]) => [id, { islands: d.islands, enhancers: d.enhancers }]));
}
