import { z } from 'zod';
import { imageRef, text } from './common.ts';

// The tour collection: content/tours/ lists every tour once, in the order the site shows them
// (dropdown, home cards, footer). Each entry names its page file content/tours/<slug>.yaml, whose layout
// and parts model/schema/tour.ts checks. Other content names a tour by its `id`.

/** A tour's id and page slug: lower-case words joined by hyphens. */
const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, such as gede-pangrango');

/** Route ids of the fixed pages, which a tour's slug must not take. */
export const reservedSlugs = [
  'home',
  'about-tour',
  'practical',
  'blog',
  'contact',
  'not-found',
  'species',
  'checklists',
  'search',
  'pagefind',
  'index',
] as const;

export const tourCard = z.strictObject({
  /** What reviews, trip reports, testimonials and the contact page name the tour by, e.g. "birding". */
  id: kebab,
  /** Route id and URL segment of the tour's page, e.g. "birding-tour": its words are in content/routes.yaml, its page in content/tours/<slug>.yaml. */
  slug: kebab.refine((slug) => !(reservedSlugs as readonly string[]).includes(slug), {
    message: `must not be the address of a fixed page (${reservedSlugs.join(', ')})`,
  }),
  /** The name the reviews block, trip reports and booking messages print: "West Java Birding Tour". */
  displayName: text,
  /** Short label in the Tour Packages dropdown and mobile menu. */
  navLabel: text,
  /** One line under the label in the dropdown. */
  navDescription: text,
  title: text,
  description: text,
  image: imageRef,
  duration: text,
  groupSize: text,
  difficulty: text,
  highlights: z.array(text).min(1, 'must list at least one highlight'),
  /** Who the tour is for, as search engines read it (schema.org TouristTrip touristType). */
  touristTypes: z.array(text).min(1, 'must name at least one kind of traveller'),
});

/** Every tour once: ids, slugs and display names each unique. */
export const toursSchema = z
  .array(tourCard)
  .min(1, 'must list at least one tour')
  .superRefine((tours, ctx) => {
    for (const field of ['id', 'slug', 'displayName'] as const) {
      const seen = new Set<string>();
      tours.forEach((t, i) => {
        if (seen.has(t[field])) ctx.addIssue({ code: 'custom', path: [i, field], message: `must be unique — "${t[field]}" is used by another tour` });
        seen.add(t[field]);
      });
    }
  });
export type Tour = z.infer<typeof tourCard>;
export type ToursInput = z.input<typeof toursSchema>;
