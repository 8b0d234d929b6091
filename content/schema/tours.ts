import { z } from 'zod';
import { imageRef, text } from './common.ts';

/**
 * The five tours, once, in the order of spec 001 §1's table: the review tour type, the route id
 * (page slug) and the display name the reviews block and booking messages print.
 */
export const tourList = [
  { type: 'birding', slug: 'birding-tour', displayName: 'West Java Birding Tour' },
  { type: 'mammals', slug: 'mammals-tour', displayName: 'Mammals Tour (Java Rhinoceros)' },
  { type: 'krakatau', slug: 'krakatau-tour', displayName: 'Krakatau Tours' },
  { type: 'ujung-kulon', slug: 'ujung-kulon-tour', displayName: 'Ujung Kulon National Park' },
  { type: 'waterbird', slug: 'waterbird-tour', displayName: 'Waterbird Tour' },
] as const;

type TourEntry = (typeof tourList)[number];
/** Review tour type: birding | mammals | krakatau | ujung-kulon | waterbird. */
export type TourType = TourEntry['type'];
/** Route id and URL segment of a tour page, e.g. "birding-tour". */
export type TourSlug = TourEntry['slug'];

export const tourTypes = tourList.map((t) => t.type) as [TourType, ...TourType[]];
export const tourSlugs = tourList.map((t) => t.slug) as [TourSlug, ...TourSlug[]];

/** Display name of a tour type (spec 001 §1); any other value shows the generic "Tour". */
export function tourDisplayName(type: string): string {
  return tourList.find((t) => t.type === type)?.displayName ?? 'Tour';
}

const tour = z.strictObject({
  slug: z.enum(tourSlugs),
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
  highlights: z.array(text).min(3, 'must list at least three highlights'),
  /** Who the tour is for, as search engines read it (schema.org TouristTrip touristType). */
  touristTypes: z.array(text).min(1, 'must name at least one kind of traveller'),
});

export const toursSchema = z
  .array(tour)
  .length(tourList.length, `must list exactly the ${tourList.length} tours`)
  .superRefine((tours, ctx) => {
    const listed = new Set(tours.map((t) => t.slug));
    const missing = tourSlugs.filter((slug) => !listed.has(slug));
    if (missing.length) ctx.addIssue({ code: 'custom', message: `must list each tour once — missing ${missing.join(', ')}` });
  });
export type Tour = z.infer<typeof tour>;
export type ToursInput = z.input<typeof toursSchema>;
