// The shape of a route and what follows from its id alone. A leaf module: pages, the frame and the
// route table all import it, and it imports no template, so the import graph has no circle.
import type { ComponentType } from 'react';
import type { Content } from '../../model/schema/sections.ts';
import type { TourLayout } from '../../model/schema/tour.ts';

/** The pages that are not tours, in the table's order (the tours come before the 404 page). */
export const fixedPageIds = ['home', 'about-tour', 'practical', 'blog', 'contact', 'not-found'] as const;
export type PageId = (typeof fixedPageIds)[number];
/** A fixed page's id, or a tour page's: the tour's slug (content/tours/). */
export type RouteId = PageId | (string & {});

/** Ids of routes content adds: blog list pages 2…, one per trip report, one checklist per tour with species, /species/ and one page per species, /sites/ and one page per site, /search/ (see siteRoutes). */
export type GeneratedRouteId =
  | `blog-page-${number}`
  | `post:${string}`
  | `checklist:${string}`
  | 'species'
  | `species:${string}`
  | 'sites'
  | `site:${string}`
  | 'search';

export interface Route {
  id: RouteId | GeneratedRouteId;
  /** Site path with a trailing slash; the 404 page is served for any unknown path. */
  url: string;
  /** Where the page is written inside dist/. */
  outputPath: string;
  /** Text of <title> before the product name. */
  title: string;
  description: string;
  /** The page's <h1>. */
  heading: string;
  Page: ComponentType;
  /**
   * The exported component a wrapper `Page` renders (`() => <SpeciesPage species={…} />`): the dev
   * server finds the page's module from it, so a template edit renders again only the pages that import it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: components of every props type share one registry; their props are checked where each is used.
  component?: ComponentType<any>;
  /** Listed in the sitemap and checked for links; the 404 page is not. */
  indexable: boolean;
  /** The page's own stylesheet, a path under styles/, loaded after main.css. */
  stylesheet?: string;
  /** Text of the page's item in the header nav lists (see headerNav). */
  navLabel?: string;
  /**
   * The page's link-preview card, when it is not the page's own title: pages with the same card
   * title and picture (trip reports of one tour with one cover) share one file.
   */
  card?: { title: string; file: string };
}

/** Site path, output file and stylesheet of a fixed page or a tour page (whose stylesheet is its layout's), derived from its id. */
export function routePaths(id: RouteId, layout?: TourLayout): Pick<Route, 'url' | 'outputPath' | 'stylesheet'> {
  if (id === 'home') return { url: '/', outputPath: 'index.html', stylesheet: 'pages/home.scss' };
  if (id === 'not-found') return { url: '/404.html', outputPath: '404.html' };
  return { url: `/${id}/`, outputPath: `${id}/index.html`, stylesheet: `pages/${layout ? `${layout}-tour` : id}.scss` };
}

/** Site path of a fixed route. */
export const routeUrl = (id: RouteId): string => routePaths(id).url;

/** A header nav entry: a route, or the Tour Packages group of every tour route. */
export type NavEntry = RouteId | 'tour-packages';

/** The header's nav lists in the spec's orders: desktop bar and mobile menu. */
export const headerNav: { desktop: readonly NavEntry[]; mobile: readonly NavEntry[] } = {
  desktop: ['home', 'about-tour', 'tour-packages', 'blog', 'contact'],
  mobile: ['home', 'blog', 'contact', 'about-tour', 'tour-packages'],
};

/**
 * The tours' slugs in the route table's order: the order content/routes.yaml writes their words in
 * (content/tours/ orders the cards and the dropdown); a tour without words comes last.
 */
export function tourSlugsInRouteOrder(content: Pick<Content, 'routes' | 'tours'>): string[] {
  const keys = Object.keys(content.routes);
  const rank = (slug: string) => (keys.includes(slug) ? keys.indexOf(slug) : keys.length);
  return content.tours.map((t) => t.slug).sort((a, b) => rank(a) - rank(b));
}
