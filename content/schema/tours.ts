import { z } from 'zod';
import { imageRef, text } from './common.ts';

export const tourSlugs = ['birding-tour', 'mammals-tour', 'krakatau-tour', 'waterbird-tour', 'ujung-kulon-tour'] as const;
export type TourSlug = (typeof tourSlugs)[number];

const tour = z.object({
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
});

export const toursSchema = z
  .array(tour)
  .length(5, 'must list exactly the five tours')
  .refine((tours) => tours.every((t, i) => t.slug === tourSlugs[i]), {
    message: `must list the tours in this order: ${tourSlugs.join(', ')}`,
  });
export type Tour = z.infer<typeof tour>;
export type ToursInput = z.input<typeof toursSchema>;
