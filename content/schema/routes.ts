import { z } from 'zod';
import { text } from './common.ts';
import { tourSlugs, type TourSlug } from './tours.ts';

const words = z.strictObject({
  /** Text of <title> before the product name. */
  title: text,
  /** The meta description and link-preview text. */
  description: text,
  /** The page's <h1>. */
  heading: text,
  /** Text of the page's item in the header nav lists; tour pages are reached through Tour Packages. */
  navLabel: text.optional(),
});

/** A tour page's words, one entry per tour of the tour list: a tour added there needs its words here before the build runs. */
const tourPages = Object.fromEntries(tourSlugs.map((slug) => [slug, words])) as Record<TourSlug, typeof words>;

// The words of each fixed route (spec 000 §2); url, output path and stylesheet follow from the id.
export const routesSchema = z.strictObject({
  home: words,
  'about-tour': words,
  blog: words.extend({ /** The description once trip reports exist and /blog/ lists them. */ descriptionWithPosts: text }),
  contact: words,
  ...tourPages,
  'not-found': words,
});

export type RoutesInput = z.input<typeof routesSchema>;
export type RouteWords = z.infer<typeof routesSchema>;
