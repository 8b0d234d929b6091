// The content step's record: validated content and what follows from it and the build's options.
import { join, resolve } from 'node:path';
import type { Plumage } from '../../model/schema/plumage.ts';
import type { Content } from '../../model/schema/sections.ts';
import { withBase } from '../../model/hrefs.ts';
import { siteRoutes, type Route } from '../../templates/routes.ts';
import { scanPhotos } from '../assets/images/photos.ts';
import { crawlIslands, type Islands } from '../assets/widgets/islands.ts';
import { BuildError } from '../lib/build-error.ts';
import { postLinkProblems } from '../links/post-links.ts';
import { ContentError, loadContent } from './load.ts';
import { readPlumage } from './plumage.ts';

/** The site one build makes: its content, routes, addresses and the islands its templates may render. */
export interface Site {
  /** Project root: templates/, widgets/, styles/ and static/ are read from here. */
  root: string;
  content: Content;
  routes: readonly Route[];
  /** `/` or a sub-folder such as `/tours/`. */
  basePath: string;
  /** Origin for canonical URLs, without a trailing slash. */
  siteUrl: string;
  /** Pages render inside the site frame (header, footer, contact button). */
  frame: boolean;
  /** A site path with the base path in front. */
  href(path: string): string;
  /** The modules of widgets/islands/, crawled once. */
  islands: Islands;
  /** Image ids with a photo under content/photos/: templates show some pictures only as photos. */
  photographed: ReadonlySet<string>;
  /** The colours stand-in birds are drawn in (species/plumage.yaml), by the eBird code of a bird record. */
  plumage: Plumage;
}

/** Normalises a base path to start and end with `/`. */
export function normaliseBasePath(value: string | undefined): string {
  if (!value || value === '/') return '/';
  if (!/^\/?[A-Za-z0-9._~\-/]+$/.test(value)) {
    throw new BuildError('InvalidBasePath', 'the base path is not a URL path', {
      field: 'BASE_PATH / --base',
      expected: 'a path such as /tours/',
      found: value,
    });
  }
  return `/${value.replace(/^\/+|\/+$/g, '')}/`;
}

/** Loads and validates content, then derives the routes and addresses of the site, crawls its islands and finds its photos. */
export async function loadSite(options: {
  root: string;
  contentDir: string;
  contentFallback?: string;
  basePath: string;
  siteUrl?: string;
  routes?: readonly Route[];
  frame?: boolean;
  /** Content loaded before, still as its files say (the dev server after an edit of templates only): the routes are made again from it. */
  loaded?: Content;
  /** The content of the last load (the dev server after a content edit): each section equal to its last value is kept as that object. */
  previous?: Content;
}): Promise<Site> {
  const fallback = options.contentFallback && resolve(options.contentFallback);
  const content = options.loaded ?? (await loadContent(resolve(options.contentDir), resolve(options.root), { fallback, previous: options.previous }));
  const basePath = normaliseBasePath(options.basePath);
  const routes = options.routes ?? siteRoutes(content);
  // A trip report's links to site paths can only be checked once the routes are known.
  const linkProblems = postLinkProblems(content.posts, routes);
  if (linkProblems.length > 0) throw new ContentError(linkProblems);
  return {
    root: resolve(options.root),
    content,
    routes,
    basePath,
    siteUrl: (options.siteUrl ?? content.site.siteUrl).replace(/\/$/, ''),
    frame: options.frame ?? true,
    href: (path) => withBase(basePath, path),
    islands: await crawlIslands(resolve(options.root)),
    photographed: await photographedIds(resolve(options.contentDir), resolve(options.root)),
    plumage: readPlumage({ contentDir: resolve(options.contentDir), contentFallback: fallback, root: resolve(options.root) }, content),
  };
}

/** The image ids the operator has a photo for, from the file names under `contentDir`/photos/ (the images step reads the files). */
export async function photographedIds(contentDir: string, root: string): Promise<ReadonlySet<string>> {
  const { photos } = await scanPhotos(join(contentDir, 'photos'), root);
  return new Set(photos.keys());
}
