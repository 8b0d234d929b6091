// The build fed with file-change events (Hugo's `Build(events…)`): the steps of ./steps.ts run in
// this process on one store in memory (./scheduler.ts), which each save's files are fed to, so
// the scheduler runs again only the steps whose inputs changed. Pages are the scheduler's finer
// unit (./pages.ts): each page's draft records what it read of the content, an edit marks the
// pages whose reads (or template files) it changed, and a page renders on request and is kept
// until an edit touches it. `npm run dev` (scripts/dev/server.ts) serves it; `build()` is the
// same steps once, on a store on disk (./pipeline.ts).
import { resolve } from 'node:path';
import type { Route } from '../../templates/routes.ts';
import type { Site } from '../content/site.ts';
import type { Modules, PageDraft, PagesState } from './pages.ts';
import type { Store } from './scheduler.ts';
import type { Records, StepName, StepOptions } from './steps.ts';
import type { Draft } from '../render/passes.ts';
import { touched } from './touched.ts';

/** What the dev server builds and where: a build's options. */
export type DevOptions = StepOptions;

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

/** The last good run: its records (the store may hold newer ones of a run that failed), each page's draft and each route's module files. */
interface State extends PagesState {
  /** The deferred pictures' image requests and the content they read. */
  pictures: Draft['pictures'];
}

const MODULE = /\.[cm]?[jt]sx?$/;

/** The steps that make what pages link, in their order, with what the terminal calls them. */
const ASSET_STEPS: [StepName, string][] = [
  ['compiled', 'styles'],
  ['images', 'images'],
  ['styles', 'styles'],
  ['widgets', 'widgets'],
  ['static', 'static'],
  ['pictures', 'deferred pictures'],
  ['icons', 'icons'],
  ['social', 'link previews'],
];

/** The step list and the render passes, imported on each use so an edited one (or one whose imports changed) is fresh. */
async function steps() {
  const [pipeline, passes, pages, reads, scheduler] = await Promise.all([
    import('./steps.ts'),
    import('../render/passes.ts'),
    import('./pages.ts'),
    import('./reads.ts'),
    import('./scheduler.ts'),
  ]);
  return { pipeline, passes, pages, reads, scheduler };
}
type Steps = Awaited<ReturnType<typeof steps>>;

export class DevSite {
  private state?: State;
  /** Final HTML by route id, rendered on request. */
  private readonly html = new Map<string, string>();
  /** What steps keep in memory while the server runs (esbuild's contexts, parsed stylesheets), across restarts. */
  private readonly memory = new Map<string, unknown>();
  /** What every step made last: a new one when the build code changed. */
  private store?: Store;
  /** Files edited since the last good build (an edit that failed is taken again with the next). */
  private readonly pending = new Set<string>();
  private stepsCache?: Steps;
  /** Edits taken so far: an index made across an edit is given up. */
  private edits = 0;
  /** The draft records gathered from the pages' drafts. */
  private draftRecords?: InstanceType<Steps['pages']['DraftRecords']>;

  constructor(
    private readonly options: DevOptions,
    private readonly graph: Modules,
  ) {}

  get site(): Site | undefined {
    return this.state?.records.site;
  }

  /** Runs every step of the build into the output folder, on a new store. */
  async start(): Promise<void> {
    const s = (this.stepsCache = await steps());
    this.store = new s.scheduler.Store({ memory: this.memory });
    this.draftRecords = new s.pages.DraftRecords(s.pipeline.draftOf);
    // Build code changed: the first-view CSS is worked out by the new code.
    this.memory.delete('critical sheets');
    const records = {} as Records;
    await s.pipeline.runSteps(this.options, this.store, records);
    const { site, draft, rendered } = records;
    this.state = { records, drafts: new Map(draft.pages.map((page) => [page.route.id, page as PageDraft])), pictures: draft.pictures, routeFiles: new Map() };
    this.html.clear();
    for (const page of rendered.pages) this.html.set(page.route.id, page.html);
    this.state.routeFiles = await s.pages.routeFiles(this.options.root, site, this.graph);
  }

  /**
   * Compiles the styles once more, not from the cache: Sass's code is then compiled by node (the
   * first compile of a process takes several times as long as the next), and each sheet's sources
   * are known, so the first SCSS edit compiles only the sheets it touches. Then loads the content
   * again as after an edit of it that changes nothing (no page is drafted again), and bundles the
   * widgets again as after an edit of them that changes nothing: the first content edit runs code
   * node has compiled already, and the first widget edit is an incremental rebuild of esbuild's
   * (its first rebuild after the start took some 170 ms, the next ones 60–90).
   */
  async warm(): Promise<void> {
    const state = this.state;
    if (!state) return;
    const { compileStyles } = await import('../assets/styles/styles.ts');
    const compiled = await compileStyles(this.options.root, this.stepsCache!.pipeline.stylesheetsOf(state.records.site.routes));
    if (this.state !== state) return;
    if (compiled.main === state.records.compiled.main) {
      state.records.compiled = compiled;
      this.store!.put('compiled', compiled);
    }
    await this.change([resolve(this.options.contentDir, 'home.yaml'), resolve(this.options.root, 'widgets', 'loader.ts')]).catch(() => undefined);
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
    const old = this.state;
    if (!old) throw new Error('the dev site has not started');
    this.edits++;
    for (const file of files) this.pending.add(file);
    const edited = [...this.pending];
    // Modules the edit reaches: the edited modules and, through the graph, every importer.
    const stale = await this.graph.invalidate(edited.filter((file) => MODULE.test(file)));
    const t = touched(this.options, edited, stale);
    // Build code edited: start over with fresh step modules. (Step modules are also among the
    // importers of templates, which is how they come fresh after those edits.)
    if (t.buildCode) {
      await this.start();
      this.pending.clear();
      return { cssOnly: false, stylesheets: {}, pages: new Set(['*']), steps: ['everything (build code changed)'], redrawn: true };
    }
    const s = (this.stepsCache = await steps());
    this.store!.changed([...files, ...stale]);
    const ran: string[] = [];
    const records = s.pages.copyRecords(old.records);
    const o = this.options;
    let { drafts, pictures } = old;
    let dirty = new Set<string>();
    // The content loaded again (or, after an edit of templates alone, the routes made again): the pages whose reads changed draft again.
    if (await s.pipeline.runStep('site', o, records, this.store!)) {
      ran.push(t.content || t.photos ? 'content' : 'routes');
      ({ drafts, pictures, dirty } = await this.redraft(s, old, records, edited, t.templates, ran));
    }
    this.draftRecords!.give(records, drafts, pictures);
    for (const [name, label] of ASSET_STEPS) if ((await s.pipeline.runStep(name, o, records, this.store!)) && !ran.includes(label)) ran.push(label);
    const routesChanged = records.site.routes.length !== old.records.site.routes.length;
    const routeFiles = t.templates
      ? await s.pages.routeFiles(this.options.root, records.site, this.graph)
      : routesChanged
        ? (s.pages.routeFilesOfSameComponents(records.site.routes, old) ?? (await s.pages.routeFiles(this.options.root, records.site, this.graph)))
        : old.routeFiles;
    const next: State = { records, drafts, pictures, routeFiles };
    const changedPages = s.pages.updateKeptHtml(this.html, next, old, dirty, await this.finisher(next.records));
    const imagesChanged = records.images !== old.records.images;
    this.state = next;
    this.pending.clear();
    const cssOnly = t.styles && !t.content && !t.templates && !t.widgets && !imagesChanged && !t.static;
    return { cssOnly, stylesheets: s.pages.renamedStylesheets(old.records, records), pages: changedPages, steps: ran, redrawn: dirty.size > 0 };
  }

  /** After the content loaded again: the route map if what it read changed, and the pages the edit reaches (`dirty`, by route id) marked to draft again. */
  private async redraft(s: Steps, old: State, records: Records, edited: readonly string[], templates: boolean, ran: string[]) {
    const { site } = records;
    // Compared by value: an edit that leaves a field as it was renders nothing again.
    const sections = s.reads.changedFields(old.records.site.content, site.content, Object.keys(site.content));
    const reads = (set: Set<string>) => s.reads.readsChanged(set, sections);
    if (await s.pipeline.runStep('map', this.options, records, this.store!)) ran.push('route map');
    const dirty = s.pages.reachedPages(records, old, reads, edited, templates);
    // New pages draft now, with the last build's assets: where those stay the same, the draft is the page's final render.
    const added = site.routes.filter((route) => !old.drafts.has(route.id));
    const fresh = new Map(this.draftPages(records, added).map((page) => [page.route.id, page]));
    const drafts = s.pages.markedDrafts(site.routes, old.drafts, dirty, fresh);
    if (dirty.size > 0) ran.push(`${dirty.size} page(s) to draft when asked for${added.length > 0 ? `, ${added.length} new page(s) drafted` : ''}`);
    // The deferred pictures render again only when what they read (or their template) changed.
    let { pictures } = old;
    if (templates || reads(pictures?.sections ?? new Set()))
      pictures = s.passes.draftPass({ ...site, routes: [] }, records.map.routeMap, records.compiled, { track: true }).pictures;
    return { drafts, pictures, dirty };
  }

  /** Finishes a page drafted with the assets of `records` (the final pass, for one page). */
  private async finisher(records: Records): Promise<(html: string) => string> {
    const s = this.stepsCache!;
    // Parsed when a page is first finished with them: a SCSS edit finishes no page from its draft.
    const compiler = await s.pipeline.sheetCompilerIn(this.memory);
    return (html) => s.passes.finishPage(html, s.pipeline.keptSheets(this.memory, records.site, records.styles, compiler));
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
    const { site } = this.state!.records;
    const pages: { route: Route; url: string; html: string }[] = [];
    for (const route of site.routes.filter((r) => kinds.searchKindOf(r.id, site.content))) {
      const html = await this.inTurn(async () => (current() ? this.pageNow(route) : undefined));
      if (html === undefined) return false;
      pages.push({ route, url: route.url, html });
    }
    // Out of turn: the search step reads the pages gathered here and writes only the index, in a
    // process of its own (Pagefind), so an edit saved meanwhile need not wait for it.
    const rendered = { pages, pageAssets: new Map(), renderMs: new Map() } as unknown as Records['rendered'];
    const { pipeline, pages: p } = this.stepsCache!;
    await pipeline.steps.search.run(this.options, { ...p.copyRecords(this.state!.records), rendered }, { edited: [], memory: this.memory });
    // Made from pages an edit has since changed: the index is written, and false asks for the next.
    return current();
  }

  /** The page at a site URL (without base path), if there is one. */
  routeAt(url: string): Route | undefined {
    return this.state?.records.site.routes.find((route) => route.url === url || (route.url.endsWith('/') && `${route.url}index.html` === url));
  }

  /** Site path of the module that runs a page's widgets (its enhancers and islands), if it has any. */
  widgetsOf(route: Route): string | undefined {
    const records = this.state?.records;
    const file = records?.widgets.files.get(route.id)?.find((path) => /-widgets-[^/]*\.js$/.test(path));
    return file && records!.site.href(file);
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
    const [fresh] = this.draftPages(state.records, [stale.route]);
    if (!fresh) throw new Error(`${stale.route.url}: the draft step returned no page`);
    const known = new Set(state.records.draft.images.requests.map((r) => `${r.id}|${r.use}`));
    const chars = state.records.styles.chars;
    const covered =
      fresh.requests.every((r) => known.has(`${r.id}|${r.use}`)) &&
      `${fresh.islands}|${fresh.enhancers}|${fresh.hero?.id}` === `${stale.islands}|${stale.enhancers}|${stale.hero?.id}` &&
      [...fresh.headingChars].every((c) => chars?.has(c));
    const drafts = new Map(state.drafts).set(stale.route.id, fresh);
    if (covered) {
      this.state = { ...state, records: this.draftRecords!.give(s.pages.copyRecords(state.records), drafts, state.pictures), drafts };
      return (await this.finisher(state.records))(fresh.rendered!.page.html);
    }
    // It asks for an image, a widget or a character the assets lack: the asset steps run again
    // with its new draft (the other stale pages keep asking for what they asked before).
    const records = this.draftRecords!.give(s.pages.copyRecords(state.records), drafts, state.pictures);
    for (const [name] of ASSET_STEPS) await s.pipeline.runStep(name, this.options, records, this.store!);
    const next = { ...state, records, drafts };
    s.pages.updateKeptHtml(this.html, next, state, new Set([stale.route.id]), await this.finisher(records));
    this.state = next;
    return undefined;
  }

  /** Renders one page with the current assets: the render step, for one route. */
  private async finalRender(route: Route): Promise<string> {
    const s = this.stepsCache!;
    const records = s.pages.copyRecords(this.state!.records);
    const rendered = await s.pipeline.steps.rendered.run(
      this.options,
      { ...records, site: { ...records.site, routes: [route] } },
      { edited: [], memory: this.memory },
    );
    return rendered.pages[0]!.html;
  }

  /** Drafts `routes` with the current assets, each recording what it reads: the draft pass, for those routes. */
  private draftPages(records: Records, routes: readonly Route[]): PageDraft[] {
    if (routes.length === 0) return [];
    const { pipeline, passes } = this.stepsCache!;
    const site = { ...records.site, routes };
    return passes.draftPass(site, records.map.routeMap, records.compiled, { track: true, deferredPictures: false, assets: pipeline.assetsOf(records) })
      .pages as PageDraft[];
  }
}
