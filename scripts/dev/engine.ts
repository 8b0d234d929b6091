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

const MODULE = /\.[cm]?[jt]sx?$/;

/** Printable ASCII, Latin-1 and typographic punctuation: text typed into a heading seldom needs a character beyond. */
const LATIN_1 = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)]
  .map((code) => String.fromCharCode(code))
  .concat([...'‘’“”–—…•']);

/** The step modules, imported on each use so an edited one (or one whose imports changed) is fresh. */
async function steps() {
  const [site, map, styles, passes, images, widgets, statics, icons, og, write, writeFiles, render] = await Promise.all([
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
  ]);
  return { site, map, styles, passes, images, widgets, statics, icons, og, write, writeFiles, render };
}
type Steps = Awaited<ReturnType<typeof steps>>;

/**
 * Content whose reads are recorded in `into`: each section read (`home`) and each of its fields
 * (`home.hero`), so an edit that changes one field renders again only the pages that read it.
 */
function tracked<T extends object>(content: T, into: Set<string>): T {
  return new Proxy(content, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      into.add(key);
      // A Map or Set (the species collection) is read whole: its methods need the real receiver.
      if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Map || value instanceof Set) return value;
      return new Proxy(value, {
        get(section, field, inner) {
          if (typeof field === 'string') into.add(`${key}.${field}`);
          return Reflect.get(section, field, inner) as unknown;
        },
      });
    },
  });
}

/** `section` and `section.field` for every field whose value differs between two contents. */
function changedFields(before: object, after: object, sectionKeys: Iterable<string>): Set<string> {
  const changed = new Set<string>();
  const json = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (v instanceof Map || v instanceof Set ? [...v] : v));
  for (const key of sectionKeys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (json(a) === json(b)) continue;
    changed.add(key);
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) if (json((a as Record<string, unknown>)[field]) !== json((b as Record<string, unknown>)[field])) changed.add(`${key}.${field}`);
    } else changed.add(`${key}.*`);
  }
  return changed;
}

/** Whether a page that read `reads` reads something in `changed`: a changed field it read, or a changed section it read without naming a field. */
function readsChanged(reads: Set<string>, changed: Set<string>): boolean {
  for (const key of changed) {
    if (!key.includes('.')) {
      // A section read only as a whole (no field named) counts as reading all of it.
      if (reads.has(key) && ![...reads].some((r) => r.startsWith(`${key}.`))) return true;
    } else if (reads.has(key) || (key.endsWith('.*') && reads.has(key.slice(0, -2)))) return true;
  }
  return false;
}

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
    this.state = { site, pictureRequests, pictureSections, routeMap, mapSections, compiled, drafts, images, styles, fontChars, widgets, deferredPictures, social, routeFiles: new Map() };
    this.html.clear();
    const rendered = s.passes.finalPass(site, routeMap, { images, styles, widgets, deferredPictures, social });
    for (const page of rendered.pages) this.html.set(page.route.id, page.html);
    await s.write.writeSite(outDir, site, rendered.pages);
    this.state.routeFiles = await this.routeFiles(s, site);
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

  /** Takes the files edited since the last call; throws (keeping the last good state) when a step fails. */
  async change(files: readonly string[]): Promise<Outcome> {
    if (!this.state) throw new Error('the dev site has not started');
    for (const file of files) this.pending.add(file);
    const { root, contentDir, outDir, cacheDir, basePath, log } = this.options;
    const edited = [...this.pending];
    const under = (folder: string, file: string) => file.startsWith(folder + sep);
    const folder = (name: string) => resolve(root, name);
    // Modules the edit reaches: the edited modules and, through the graph, every importer.
    const stale = await this.graph.invalidate(edited.filter((file) => MODULE.test(file)));
    const ran: string[] = [];
    const old = this.state;

    // Build code edited: start over with fresh step modules. (Step modules are also among the
    // importers of content and templates, which is how they come fresh after those edits.)
    if (edited.some((file) => under(folder('scripts'), file) && !under(folder('scripts/dev'), file))) {
      await this.start();
      this.pending.clear();
      return { cssOnly: false, stylesheets: {}, pages: new Set(['*']), steps: ['everything (build code changed)'] };
    }

    const s = await steps();
    this.stepsCache = s;
    const postsEdited = edited.some((file) => under(resolve(contentDir, 'blog'), file));
    const photosEdited = edited.some((file) => under(resolve(contentDir, 'photos'), file));
    const contentEdited = postsEdited || [...stale].some((file) => under(resolve(contentDir), file) && !under(resolve(contentDir, 'photos'), file));
    const templatesEdited = [...stale].some((file) => under(folder('templates'), file));
    const stylesEdited = edited.some((file) => under(folder('styles'), file));
    const widgetsEdited = edited.some((file) => under(folder('widgets'), file));
    const staticEdited = edited.some((file) => under(folder('static'), file));

    let picturesStale = false;
    let { site, pictureRequests, pictureSections, routeMap, mapSections, compiled, drafts, images, styles, widgets, deferredPictures, social } = old;
    const dirty = new Set<string>();
    if (contentEdited || templatesEdited) {
      site = await s.site.loadSite({ root, contentDir, basePath });
      ran.push('content');
      // Compared by value: an edit that leaves a field as it was renders nothing again.
      const sections = changedFields(old.site.content, site.content, Object.keys(site.content));
      const reads = (set: Set<string>) => readsChanged(set, sections);
      if (reads(mapSections)) {
        mapSections = new Set();
        routeMap = await s.map.buildRouteMap(tracked(site.content, mapSections), outDir);
        ran.push('route map');
      }
      for (const route of site.routes) {
        const before = old.drafts.get(route.id);
        const files = old.routeFiles.get(route.id);
        // Route files are a downward closure, so the edited files themselves are what to look for
        // (their importers are stale too, render.tsx and the route table among them, for every page).
        const templateHit = templatesEdited && (!files || edited.some((file) => files.has(file)));
        if (!before || reads(before.sections) || templateHit || routeMap !== old.routeMap) dirty.add(route.id);
      }
      // Drafted with the last build's assets: where those stay the same, the draft is the page's final render.
      const built: PageAssets = { images: old.images, styles: old.styles, widgets: old.widgets, deferredPictures: old.deferredPictures, social: old.social };
      drafts = new Map(site.routes.map((route) => [route.id, dirty.has(route.id) ? this.draft(s, site, route, routeMap, compiled, built) : old.drafts.get(route.id)!]));
      if (dirty.size > 0) ran.push(`draft ${dirty.size} page(s)`);
      // The deferred pictures render again only when what they read (or their template) changed.
      if (templatesEdited || reads(pictureSections)) {
        pictureSections = new Set();
        pictureRequests = pictureRequestsOf(s, site, pictureSections);
        picturesStale = true;
      }
    }

    if (stylesEdited) {
      compiled = await s.styles.compileStyles(root, stylesheetsOf(site.routes), cacheDir, { styles: old.compiled, edited });
      ran.push('styles');
    }
    const requests = allRequests(drafts, pictureRequests);
    const imagesChanged = photosEdited || !sameKeys(requests, allRequests(old.drafts, old.pictureRequests));
    if (imagesChanged) {
      images = await s.images.buildImages(requests, { root, contentDir, cacheDir, outDir, log });
      ran.push('images');
    }
    const chars = allChars(drafts);
    let fontChars = old.fontChars;
    if ([...chars].some((c) => !fontChars.has(c))) fontChars = new Set([...fontChars, ...chars]);
    if (stylesEdited || fontChars !== old.fontChars || stylesheetsChanged(site, old.site)) {
      styles = await s.styles.writeStyles(compiled, outDir, fontChars, cacheDir);
      if (!stylesEdited) ran.push('styles');
    }
    const widgetSets = pageWidgets(drafts);
    if (widgetsEdited || JSON.stringify([...widgetSets]) !== JSON.stringify([...pageWidgets(old.drafts)])) {
      widgets = await s.widgets.buildWidgets(root, outDir, site.islands.files, widgetSets, this.widgetContexts);
      ran.push('widgets');
    }
    if (staticEdited) {
      await s.statics.copyStatic(root, outDir);
      ran.push('static');
    }
    if (picturesStale || imagesChanged) deferredPictures = await this.writePictures(s, site, images);
    const heroes = (d: Map<string, PageDraft>) => JSON.stringify([...d].map(([id, p]) => [id, p.hero?.id, p.route.title]));
    if (imagesChanged || heroes(drafts) !== heroes(old.drafts)) {
      social = await this.socialCards(s, site, drafts, pictureRequests, contentEdited);
      ran.push('link previews');
    }

    const next: State = { site, pictureRequests, pictureSections, routeMap, mapSections, compiled, drafts, images, styles, fontChars, widgets, deferredPictures, social, routeFiles: old.routeFiles };
    if (templatesEdited || site.routes.length !== old.site.routes.length) next.routeFiles = await this.routeFiles(s, site);
    // A page's HTML is stale when it rendered differently (dirty) or links other assets.
    const assetsOf = (st: State, route: Route) =>
      JSON.stringify([st.styles.pages.get(route.id) ?? st.styles.main, st.widgets.entries.get(route.id), st.deferredPictures, st.social.pages.get(route.id), st.social.site]);
    const otherAssetsOf = (st: State, route: Route) => JSON.stringify([st.styles.pages.get(route.id) ?? st.styles.main, st.deferredPictures, st.social.pages.get(route.id), st.social.site]);
    const changedPages = new Set<string>();
    for (const route of site.routes) {
      const assetsChanged = assetsOf(next, route) !== assetsOf(old, route) || imagesChanged;
      if (dirty.has(route.id) || assetsChanged) changedPages.add(route.url);
      const drafted = drafts.get(route.id)!.html;
      if (dirty.has(route.id) && drafted !== undefined && !assetsChanged && styles === old.styles) {
        // Drafted with the assets it links now: that render is the page (render.ts's final pass, for one page).
        this.html.set(route.id, s.passes.finishPage(drafted, this.criticalSheets(next)));
      } else if (!dirty.has(route.id) && old.drafts.has(route.id) && !imagesChanged && otherAssetsOf(next, route) === otherAssetsOf(old, route)) {
        // Only the page's script was renamed (a widget edit): its rendered HTML differs in that name alone.
        const html = this.html.get(route.id);
        const [before, after] = [old, next].map((st) => `<script defer="" src="${site.href(st.widgets.entries.get(route.id) ?? '')}">`);
        if (html === undefined || before === after) continue;
        if (html.split(before).length === 2) this.html.set(route.id, html.replace(before, after));
        else this.html.delete(route.id);
      } else this.html.delete(route.id);
    }
    for (const id of this.html.keys()) if (!drafts.has(id)) this.html.delete(id);
    this.state = next;
    this.pending.clear();
    const cssOnly = stylesEdited && !contentEdited && !templatesEdited && !widgetsEdited && !imagesChanged && !staticEdited;
    const stylesheets: Record<string, string> = {};
    if (styles !== old.styles) {
      stylesheets[site.href(old.styles.main)] = site.href(styles.main);
      for (const [id, path] of old.styles.pages) if (styles.pages.has(id)) stylesheets[site.href(path)] = site.href(styles.pages.get(id)!);
    }
    return { cssOnly, stylesheets, pages: changedPages, steps: ran };
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
  page(route: Route): string | undefined {
    const state = this.state;
    if (!state) return undefined;
    let html = this.html.get(route.id);
    if (html === undefined) {
      html = this.finalRender(route);
      this.html.set(route.id, html);
    }
    return html;
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
    return this.stepsCache!.passes.finalPass({ ...site, routes: [route] }, routeMap, { images, styles, widgets, deferredPictures, social }, this.criticalSheets(this.state!)).pages[0]!.html;
  }

  /** One page's draft render, recording which content sections it (and its frame) read. */
  private draft(s: Steps, site: Site, route: Route, routeMap: SiteContextValue['routeMap'], compiled: CompiledStyles, assets?: PageAssets): PageDraft {
    this.stepsCache = s;
    const sections = new Set<string>();
    const draft = s.passes.draftPass({ ...site, content: tracked(site.content, sections), routes: [route] }, routeMap, compiled, { deferredPictures: false, assets });
    const [page] = draft.pages;
    return { route, islands: page!.islands, enhancers: page!.enhancers, hero: page!.hero, requests: draft.images.requests, headingChars: draft.headingChars, sections, html: page!.html };
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
      await s.icons.buildIcons(root, outDir, s.icons.webManifest({ name: c.productTitle, shortName: c.shortName, description: home?.description ?? c.tagline, basePath: site.basePath }));
    }
    const recorder = s.images.createImageRecorder();
    for (const r of allRequests(drafts, pictures)) recorder.resolve(r.id, r.use, { ...r, alt: r.alt ?? '' });
    const draft: Draft = { pages: [...drafts.values()].map(({ route, islands, enhancers, hero }) => ({ route, islands, enhancers, hero })), images: recorder, headingChars: allChars(drafts) };
    return s.og.buildSocialCards(site, draft, { root, contentDir, cacheDir, outDir });
  }

  /**
   * Each route's module files: the module exporting its page component with everything that module
   * imports, and the modules of the document and frame every page shares. A route whose component
   * no module exports (one made by a function, such as a trip report's) is left out: any template
   * edit renders it again.
   */
  private async routeFiles(s: Steps, site: Site): Promise<Map<string, Set<string>>> {
    await this.graph.settle();
    const templates = resolve(this.options.root, 'templates');
    const modules = [...this.graph.importsOf([resolve(templates, 'routes.ts')])].filter((file) => file.startsWith(templates + sep) && existsSync(file));
    const owner = new Map<unknown, string>();
    for (const file of modules) {
      const namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const value of Object.values(namespace)) if (typeof value === 'function' && !owner.has(value)) owner.set(value, file);
    }
    // Not render.tsx's imports: it imports the route table and so every page.
    const frame = this.graph.importsOf(['document.tsx', 'frame/frame.tsx', 'lib/deferred-pictures.tsx', 'lib/site-context.tsx'].map((f) => resolve(templates, f)));
    frame.add(resolve(templates, 'render.tsx'));
    const files = new Map<string, Set<string>>();
    for (const route of site.routes) {
      const file = owner.get(route.Page);
      if (file && relative(templates, file) !== 'routes.ts') files.set(route.id, new Set([...this.graph.importsOf([file]), ...frame]));
    }
    return files;
  }
}

/** The image requests of the deferred pictures (the pictures islands show later), recording the content sections they read. */
function pictureRequestsOf(s: Steps, site: Site, sections: Set<string>): ImageRequest[] {
  if (!site.frame) return [];
  const recorder = s.images.createImageRecorder();
  s.render.renderDeferredPictures({ ...site, content: tracked(site.content, sections), images: recorder });
  return recorder.requests;
}

function stylesheetsOf(routes: readonly Route[]): Map<string, string> {
  return new Map(routes.flatMap((r) => (r.stylesheet ? [[r.id, r.stylesheet] as const] : [])));
}

function stylesheetsChanged(a: Site, b: Site): boolean {
  return JSON.stringify([...stylesheetsOf(a.routes)]) !== JSON.stringify([...stylesheetsOf(b.routes)]);
}

function allRequests(drafts: Map<string, PageDraft>, pictures: readonly ImageRequest[]): ImageRequest[] {
  const seen = new Map<string, ImageRequest>();
  for (const r of [...[...drafts.values()].flatMap((draft) => draft.requests), ...pictures]) if (!seen.has(`${r.id}|${r.use}`)) seen.set(`${r.id}|${r.use}`, r);
  return [...seen.values()];
}

function sameKeys(a: ImageRequest[], b: ImageRequest[]): boolean {
  const key = (rs: ImageRequest[]) => JSON.stringify(rs.map((r) => [r.id, r.use, r.alt, r.caption, r.subject]).sort());
  return key(a) === key(b);
}

function allChars(drafts: Map<string, PageDraft>): Set<string> {
  const chars = new Set<string>();
  for (const draft of drafts.values()) for (const c of draft.headingChars) chars.add(c);
  return chars;
}

function pageWidgets(drafts: Map<string, PageDraft>) {
  return new Map([...drafts].map(([id, d]) => [id, { islands: d.islands, enhancers: d.enhancers }]));
}
