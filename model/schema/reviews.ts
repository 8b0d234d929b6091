import { z } from 'zod';
import { text } from './common.ts';
import { closest } from '../suggest.ts';

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';

export const review = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase id such as birding-1'),
  name: text,
  country: text,
  rating: z.union([z.literal(4), z.literal(5)], { error: 'must be 4 or 5: we show reviews rated 4 or 5 out of 5' }),
  date: z.string().superRefine((date, ctx) => {
    if (new RegExp(`^(?:${months}) 20\\d\\d$`).test(date)) return;
    // A misspelt month ("Marhc 2025") gets the month it is nearest to.
    const [month = '', year = ''] = date.trim().split(/\s+/);
    const suggestions = /^20\d\d$/.test(year) ? closest(month, months.split('|')).map((m) => `${m} ${year}`) : [];
    ctx.addIssue({ code: 'custom', message: 'must be a month and year such as "March 2025"', params: { suggestions } });
  }),
  title: text,
  comment: text,
  /** The id of the tour reviewed (content/tours/), checked by model/rules.ts. */
  tourType: text,
});
export type Review = z.infer<typeof review>;

/** Guest reviews, each for one tour, rated 4 or 5, with unique ids; a tour may have any number. */
export const reviewsSchema = z.array(review).superRefine((reviews, ctx) => {
  const seen = new Set<string>();
  reviews.forEach((r, i) => {
    if (seen.has(r.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `must be unique — "${r.id}" is used twice` });
    seen.add(r.id);
  });
});
export type ReviewsInput = z.input<typeof reviewsSchema>;
