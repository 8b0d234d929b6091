// The route table: the top of the templates' import graph. The build and tests read it; no page
// imports it (pages reach other routes through templates/lib/route-types.ts and content).
import type { ComponentType } from 'react';
import type { Content } from '../content/schema/sections.ts';
import { blogRoutes } from './blog/routes.tsx';
import { checklistRoutes } from './checklist/routes.tsx';
import { speciesRoutes } from './species/routes.tsx';
import { fixedRouteIds, routePaths, type Route, type RouteId } from './lib/route-types.ts';
import { AboutTourPage } from './pages/about-tour.tsx';
import { BlogPage } from './pages/blog.tsx';
import { ContactPage } from './pages/contact.tsx';
import { HomePage } from './pages/home.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { TourPage } from './pages/tour.tsx';

export type { GeneratedRouteId, NavEntry, Route, RouteId } from './lib/route-types.ts';

const pages: Record<RouteId, ComponentType> = {
  home: HomePage,
  'about-tour': AboutTourPage,
  blog: BlogPage,
  contact: ContactPage,
  'birding-tour': TourPage,
  'mammals-tour': TourPage,
  'krakatau-tour': TourPage,
  'ujung-kulon-tour': TourPage,
  'waterbird-tour': TourPage,
  'not-found': NotFoundPage,
};

/** The ten routes of spec 000 §2, once: words from content/routes.ts, paths from the id. */
export function fixedRoutes(content: Pick<Content, 'routes'>): Route[] {
  return fixedRouteIds.map((id) => {
    const { title, description, heading, navLabel } = content.routes[id];
    return {
      id,
      ...routePaths(id),
      title,
      description,
      heading,
      ...(navLabel ? { navLabel } : {}),
      Page: pages[id],
      indexable: id !== 'not-found',
    };
  });
}

/**
 * Every route of the site for this content: the fixed routes, then those content adds (the tours'
 * species checklists, the species pages, trip report pages). With posts, /blog/ lists them instead of announcing them.
 */
export function siteRoutes(content: Content): Route[] {
  const fixed = fixedRoutes(content);
  if (content.posts.length === 0) return [...fixed, ...checklistRoutes(content), ...speciesRoutes(content)];
  return [
    ...fixed.map((route) => (route.id === 'blog' ? { ...route, description: content.routes.blog.descriptionWithPosts } : route)),
    ...checklistRoutes(content),
    ...speciesRoutes(content),
    ...blogRoutes(content.posts),
  ];
}
