// The scheduler's page unit, for a store kept between runs (the dev server's): each page's draft
// records what it read of the content (model/tracked.ts), an edit marks the pages whose reads or
// template files it changed, and the final HTML kept for a page is brought up to date with the
// assets the steps made again. Pure functions of records and drafts, and a memo of draft records.
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Route } from '../../templates/routes.ts';
import type { Site } from '../content/site.ts';
import type { Draft, DraftPage } from '../render/passes.ts';
import type { Records, StepName } from './steps.ts';

/** The project's modules as the process loads them (the dev server's module graph, scripts/dev/graph.ts). */
export interface Modules {
  /** Makes the next import of each of `files` and of every module importing one fresh; returns those importers. */
  invalidate(files: Iterable<string>): Promise<Set<string>>;
  /** Lets the import edges of modules just loaded arrive. */
  settle(): Promise<void>;
  /** `files` and every project module they import, directly or not. */
  importsOf(files: Iterable<string>): Set<string>;
}

/** What one page's draft render learnt; `stale`: an edit changed what it reads and it has not been drafted since (it is drafted when asked for). */
export type PageDraft = DraftPage & Required<Pick<DraftPage, 'requests' | 'headingChars' | 'sections'>> & { stale?: boolean };

/** A run's records, each page's draft and each route's module files. */
export interface PagesState {
  records: Records;
  drafts: Map<string, PageDraft>;
  routeFiles: Map<string, Set<string>>;
}

/**
 * The pages (route ids) an edit reaches: a new page, one that read a changed section or field
 * (`reads`), one whose module files hold an edited file (for a templates edit), or every page when
 * the photographed ids or the route map changed.
 */
export function reachedPages(
  next: Records,
  old: PagesState,
  reads: (sections: Set<string>) => boolean,
  edited: readonly string[],
  templates: boolean,
): Set<string> {
  const { site } = next;
  // Templates do not say which pages read the photographed ids: a photo added or removed drafts every page again.
  const before = old.records.site.photographed;
  const everything = site.photographed.size !== before.size || [...site.photographed].some((id) => !before.has(id)) || next.map !== old.records.map;
  const dirty = new Set<string>();
  for (const route of site.routes) {
    const draft = old.drafts.get(route.id);
    const files = old.routeFiles.get(route.id);
    // Route files are a downward closure, so the edited files themselves are what to look for
    // (their importers are stale too, render.tsx and the route table among them, for every page).
    const templateHit = templates && (!files || edited.some((file) => files.has(file)));
    if (everything || !draft || reads(draft.sections) || templateHit) dirty.add(route.id);
  }
  return dirty;
}

/** The drafts of `routes`: `fresh` for new pages, the old draft marked stale for a page of `dirty`, the old one otherwise. */
export function markedDrafts(routes: readonly Route[], old: Map<string, PageDraft>, dirty: Set<string>, fresh: Map<string, PageDraft>): Map<string, PageDraft> {
  return new Map(
    routes.map((route): [string, PageDraft] => {
      const draft = old.get(route.id);
      if (!draft) return [route.id, fresh.get(route.id)!];
      return [route.id, dirty.has(route.id) ? { ...draft, route, rendered: undefined, stale: true } : draft];
    }),
  );
}

/**
 * Brings the kept HTML (by route id) up to date with `next`: a page that renders differently
 * (dirty) or links other assets is finished from its draft when that draft is its final render,
 * has its script renamed when that name is all that changed, and is otherwise forgotten (rendered
 * on request). Returns the URLs of the pages whose HTML changed.
 */
export function updateKeptHtml(
  html: Map<string, string>,
  next: Omit<PagesState, 'routeFiles'>,
  old: Omit<PagesState, 'routeFiles'>,
  dirty: Set<string>,
  finish: (html: string) => string,
): Set<string> {
  const changedPages = new Set<string>();
  const imagesChanged = next.records.images !== old.records.images;
  for (const route of next.records.site.routes) {
    const assetsChanged = linksOf(next.records, route) !== linksOf(old.records, route) || imagesChanged;
    if (dirty.has(route.id) || assetsChanged) changedPages.add(route.url);
    const drafted = next.drafts.get(route.id)!.rendered?.page.html;
    if (dirty.has(route.id) && drafted !== undefined && !assetsChanged && next.records.styles === old.records.styles) {
      // Drafted with the assets it links now: that render is the page (the final pass, for one page).
      html.set(route.id, finish(drafted));
    } else if (
      !dirty.has(route.id) &&
      old.drafts.has(route.id) &&
      !imagesChanged &&
      linksOf(next.records, route, false) === linksOf(old.records, route, false)
    ) {
      renameScript(html, route, old.records, next.records);
    } else html.delete(route.id);
  }
  for (const id of html.keys()) if (!next.drafts.has(id)) html.delete(id);
  // A page that is gone (a deleted trip report) changed too: the dev server answers it with the not-found page.
  const kept = new Set(next.records.site.routes.map((route) => route.url));
  for (const { url } of old.records.site.routes) if (!kept.has(url)) changedPages.add(url);
  return changedPages;
}

/** Only the page's script was renamed (a widget edit): its kept HTML differs in that name alone. */
function renameScript(html: Map<string, string>, route: Route, old: Records, next: Records): void {
  const page = html.get(route.id);
  const [before, after] = [old.widgets, next.widgets].map((w) => `<script defer="" src="${next.site.href(w.entries.get(route.id) ?? '')}">`);
  if (page === undefined || before === after) return;
  if (page.split(before).length === 2) html.set(route.id, page.replace(before, after));
  else html.delete(route.id);
}

/** The draft records gathered from page drafts drafted apart, for the steps that read the draft record. */
export class DraftRecords {
  /** The last record gathered, and from which drafts. */
  private last?: { drafts: Map<string, PageDraft>; pictures: Draft['pictures']; draft: Draft };

  constructor(private readonly draftOf: (pages: Iterable<DraftPage>, pictures: Draft['pictures']) => Draft) {}

  /** Gives `records` the draft record of `drafts`, gathered when a step first reads it. */
  give(records: Records, drafts: Map<string, PageDraft>, pictures: Draft['pictures']): Records {
    let draft: Draft | undefined;
    return Object.defineProperty(records, 'draft', { get: () => (draft ??= this.of(drafts, pictures)), enumerable: false, configurable: true });
  }

  /**
   * Every page's draft and the deferred pictures' requests gathered as the draft step's record.
   * When every page asks for what it asked in the last record gathered (a page marked stale keeps
   * its requests and heading characters), that record serves with the pages as they are now:
   * gathering every page's requests again takes some 100 ms after each edit.
   */
  private of(drafts: Map<string, PageDraft>, pictures: Draft['pictures']): Draft {
    const last = this.last;
    const same =
      last !== undefined &&
      last.pictures === pictures &&
      last.drafts.size === drafts.size &&
      [...drafts].every(([id, page]) => {
        const before = last.drafts.get(id);
        return before?.requests === page.requests && before.headingChars === page.headingChars;
      });
    const draft = same ? { ...last.draft, pages: [...drafts.values()] } : this.draftOf(drafts.values(), pictures);
    this.last = { drafts, pictures, draft };
    return draft;
  }
}

/** A copy of `records` to run steps on, without the draft record (gathered again from the drafts where a step needs it). */
export function copyRecords(records: Records): Records {
  const copy = {} as Record<string, unknown>;
  for (const name of Object.keys(records)) if (name !== 'draft') copy[name] = records[name as StepName];
  return copy as unknown as Records;
}

/** The assets a page links (its script, with `script`), as a key: a page whose key changed renders differently. */
function linksOf(r: Records, route: Route, script = true): string {
  return JSON.stringify([
    r.styles.pages.get(route.id) ?? r.styles.main,
    script && r.widgets.entries.get(route.id),
    r.pictures,
    r.social.pages.get(route.id),
    r.social.site,
  ]);
}

/** For a styles edit: each stylesheet's new href by its old one, as pages link them (base path included). */
export function renamedStylesheets(old: Records, next: Records): Record<string, string> {
  const stylesheets: Record<string, string> = {};
  if (next.styles === old.styles) return stylesheets;
  const { site, styles } = next;
  stylesheets[site.href(old.styles.main)] = site.href(styles.main);
  for (const [id, path] of old.styles.pages) if (styles.pages.has(id)) stylesheets[site.href(path)] = site.href(styles.pages.get(id)!);
  return stylesheets;
}

/**
 * The route files once the routes changed but no template did (a trip report added or deleted):
 * each route takes those of a route of the last run with the same component. Undefined when a
 * route's component drew no route before: then they are worked out again (`routeFiles`, which
 * imports every template module and took some 40 ms).
 */
export function routeFilesOfSameComponents(routes: readonly Route[], old: Pick<PagesState, 'records' | 'routeFiles'>): Map<string, Set<string>> | undefined {
  const byComponent = new Map<unknown, Set<string> | undefined>();
  for (const route of old.records.site.routes) byComponent.set(route.component ?? route.Page, old.routeFiles.get(route.id));
  const files = new Map<string, Set<string>>();
  for (const route of routes) {
    const component = route.component ?? route.Page;
    if (!byComponent.has(component)) return undefined;
    const same = byComponent.get(component);
    if (same) files.set(route.id, same);
  }
  return files;
}

/**
 * Each route's module files: the module exporting its page component with everything that module
 * imports, and the modules of the document and frame every page shares. A route made by a function
 * (a species page, a trip report) names the exported component it renders (`component`); a route
 * whose component no module exports is left out: any template edit renders it again.
 */
export async function routeFiles(root: string, site: Site, graph: Pick<Modules, 'settle' | 'importsOf'>): Promise<Map<string, Set<string>>> {
  await graph.settle();
  const templates = resolve(root, 'templates');
  const modules = [...graph.importsOf([resolve(templates, 'routes.ts')])].filter((file) => file.startsWith(templates + sep) && existsSync(file));
  const owner = new Map<unknown, string>();
  for (const file of modules) {
    const namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(namespace)) if (typeof value === 'function' && !owner.has(value)) owner.set(value, file);
  }
  // Not render.tsx's imports: it imports the route table and so every page.
  const frame = graph.importsOf(['document.tsx', 'frame/frame.tsx', 'lib/deferred-pictures.tsx', 'lib/site-context.tsx'].map((f) => resolve(templates, f)));
  frame.add(resolve(templates, 'render.tsx'));
  // One set a template: the 200-odd routes share a few dozen (walking the graph for each took some 40 ms).
  const ofFile = new Map<string, Set<string>>();
  const files = new Map<string, Set<string>>();
  for (const route of site.routes) {
    const file = owner.get(route.component ?? route.Page);
    if (!file || relative(templates, file) === 'routes.ts') continue;
    let reads = ofFile.get(file);
    if (!reads) ofFile.set(file, (reads = new Set([...graph.importsOf([file]), ...frame])));
    files.set(route.id, reads);
  }
  return files;
}
