import { z } from 'zod';
import { text } from './common.ts';
import { closest } from './suggest.ts';
import { tourTypes } from './tours.ts';

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';

const review = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase id such as birding-1'),
  name: text,
  country: text,
  rating: z.union([z.literal(4), z.literal(5)], { error: 'must be 4 or 5 (spec 001 §9: review ratings are 4 or 5 out of 5)' }),
  date: z.string().superRefine((date, ctx) => {
    if (new RegExp(`^(?:${months}) 20\\d\\d$`).test(date)) return;
    // A misspelt month ("Marhc 2025") gets the month it is nearest to.
    const [month = '', year = ''] = date.trim().split(/\s+/);
    const suggestions = /^20\d\d$/.test(year) ? closest(month, months.split('|')).map((m) => `${m} ${year}`) : [];
    ctx.addIssue({ code: 'custom', message: 'must be a month and year such as "March 2025"', params: { suggestions } });
  }),
  title: text,
  comment: text,
  tourType: z.enum(tourTypes),
});
export type Review = z.infer<typeof review>;

/** Spec 001 §3: 15 reviews, exactly 3 for each tour type, ratings 4 or 5, unique ids. */
export const reviewsSchema = z
  .array(review)
  .length(15, 'must hold exactly 15 reviews (3 for each of the 5 tour types)')
  .superRefine((reviews, ctx) => {
    const seen = new Set<string>();
    reviews.forEach((r, i) => {
      if (seen.has(r.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `must be unique — "${r.id}" is used twice` });
      seen.add(r.id);
    });
    for (const type of tourTypes) {
      const count = reviews.filter((r) => r.tourType === type).length;
      if (count !== 3) ctx.addIssue({ code: 'custom', path: [], message: `must hold exactly 3 reviews of tourType "${type}" — found ${count}` });
    }
  });
export type ReviewsInput = z.input<typeof reviewsSchema>;
