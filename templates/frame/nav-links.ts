import type { Route, RouteId } from '../lib/route-types.ts';

/** `aria-current="page"` on the link to the route being rendered. */
export function currentPage(route: Route, id: RouteId): { 'aria-current'?: 'page' } {
  return route.id === id ? { 'aria-current': 'page' } : {};
}
