import { z } from 'zod';
import { text } from './common.ts';

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

// The words of each fixed route (spec 000 §2); url, output path and stylesheet follow from the id.
export const routesSchema = z.strictObject({
  home: words,
  'about-tour': words,
  blog: words.extend({ /** The description once trip reports exist and /blog/ lists them. */ descriptionWithPosts: text }),
  contact: words,
  'birding-tour': words,
  'mammals-tour': words,
  'krakatau-tour': words,
  'ujung-kulon-tour': words,
  'waterbird-tour': words,
  'not-found': words,
});

export type RoutesInput = z.input<typeof routesSchema>;
export type RouteWords = z.infer<typeof routesSchema>;
