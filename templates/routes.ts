// The route table: the top of the templates' import graph. The build and tests read it; no page
// imports it (pages reach other routes through templates/lib/route-types.ts and content).
import type { ComponentType } from 'react';
import type { Content } from '../model/schema/sections.ts';
import { blogRoutes } from './blog/routes.tsx';
import { checklistRoutes } from './checklist/routes.tsx';
import { searchRoutes } from './search/routes.tsx';
import { speciesRoutes } from './species/routes.tsx';
import { sitePageRoutes } from './sites/routes.tsx';
import { fixedPageIds, routePaths, tourSlugsInRouteOrder, type PageId, type Route } from './lib/route-types.ts';
import { AboutTourPage } from './pages/about-tour.tsx';
import { BlogPage } from './pages/blog.tsx';
import { ContactPage } from './pages/contact.tsx';
import { HomePage } from './pages/home.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { PracticalPage } from './pages/practical.tsx';
import { TourPage } from './pages/tour.tsx';

export type { GeneratedRouteId, NavEntry, Route, RouteId } from './lib/route-types.ts';

const pages: Record<PageId, ComponentType> = {
  home: HomePage,
  'about-tour': AboutTourPage,
  practical: PracticalPage,
  blog: BlogPage,
  contact: ContactPage,
  'not-found': NotFoundPage,
};

/**
 * The routes, once: the fixed pages, with a page per tour of content/tours/ before
 * the 404 page (in the order content/routes.yaml writes them); words from content/routes.yaml, paths from the id, a tour's stylesheet from its layout.
 */
export function fixedRoutes(content: Pick<Content, 'routes' | 'tours' | 'tourPages'>): Route[] {
  const route = (id: string, Page: ComponentType, layout?: Content['tourPages'][string]['layout']): Route => {
    const { title, description, heading, navLabel } = content.routes[id]!;
    return { id, ...routePaths(id, layout), title, description, heading, ...(navLabel ? { navLabel } : {}), Page, indexable: id !== 'not-found' };
  };
  const layoutOf = (slug: string) => content.tourPages[content.tours.find((t) => t.slug === slug)!.id]?.layout;
  const tours = tourSlugsInRouteOrder(content).map((slug) => route(slug, TourPage, layoutOf(slug)));
  const fixed = fixedPageIds.filter((id) => id !== 'not-found').map((id) => route(id, pages[id]));
  return [...fixed, ...tours, route('not-found', pages['not-found'])];
}

/**
 * Every route of the site for this content: the fixed routes, then those content adds (the tours'
 * species checklists, the species pages, the site pages, trip report pages, the search page). With posts, /blog/ lists them instead of announcing them.
 */
export function siteRoutes(content: Content): Route[] {
  const fixed = fixedRoutes(content);
  if (content.posts.length === 0)
    return [...fixed, ...checklistRoutes(content), ...speciesRoutes(content), ...sitePageRoutes(content), ...searchRoutes(content)];
  return [
    ...fixed.map((route) => (route.id === 'blog' ? { ...route, description: content.routes.blog.descriptionWithPosts } : route)),
    ...checklistRoutes(content),
    ...speciesRoutes(content),
    ...sitePageRoutes(content),
    ...blogRoutes(content.posts, content.tours),
    ...searchRoutes(content),
  ];
}
