import routeWords from '../../content/routes.ts';
import { fixedRoutes } from '../../templates/routes.ts';

/** The ten fixed routes with the shipped words, for tests that need them before content loads. */
export const routes = fixedRoutes({ routes: routeWords });
