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

/**
 * The words of each fixed route, then one entry per tour, under the tour's slug
 * (content/tours/): a rule checks that every tour has its entry and every other key is a tour.
 * Url, output path and stylesheet follow from the id.
 */
export const routesSchema = z
  .object({
    home: words,
    'about-tour': words,
    practical: words,
    blog: words.extend({ /** The description once trip reports exist and /blog/ lists them. */ descriptionWithPosts: text }),
    contact: words,
    'not-found': words,
  })
  .catchall(words);

type Words = z.input<typeof words>;
/** The fixed pages' words, then a tour page's words under each tour's slug. */
export type RoutesInput = {
  home: Words;
  'about-tour': Words;
  practical: Words;
  blog: Words & { descriptionWithPosts: string };
  contact: Words;
  'not-found': Words;
} & {
  [tourSlug: string]: Words & { descriptionWithPosts?: string };
};
