import { fixedRoutes } from '../../templates/routes.ts';
import { content } from './render.ts';

/** The fixed routes (the fixed pages and a page per tour) with the shipped content. */
export const routes = fixedRoutes(await content());
