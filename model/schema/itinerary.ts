import { z } from 'zod';
import { clockTime, text } from './common.ts';
import { siteId } from './sites.ts';

/** Meal codes: B breakfast, L lunch, D dinner. */
export const mealCode = z.enum(['B', 'L', 'D']);
export type MealCode = z.infer<typeof mealCode>;

/** One line of a day: a narrative sentence, or a timed step ("05:00") on the timed tours. */

const itineraryEntry = z.strictObject({ time: clockTime.optional(), text });

/** One itinerary day, the single shape every tour uses (1-based day number). */
export const itineraryDay = z.strictObject({
  day: z.number().int().min(1, 'must be a day number from 1'),
  title: text,
  /** The sites the day visits, by id (content/sites/), in the order it visits them. */
  sites: z.array(siteId).min(1, 'must name at least one site of content/sites/ that the day visits'),
  entries: z.array(itineraryEntry).min(1, 'must list at least one entry'),
  meals: z.array(mealCode).optional(),
  /** Where the night is spent; the last day has none. */
  overnight: text.optional(),
});
export type ItineraryDay = z.infer<typeof itineraryDay>;
export type ItineraryDayInput = z.input<typeof itineraryDay>;

/** Days numbered 1, 2, 3… in order; `length` fixes the count where the spec does. */
export function itinerary(length?: number) {
  return z.array(itineraryDay).superRefine((days, ctx) => {
    if (length !== undefined && days.length !== length) ctx.addIssue({ code: 'custom', message: `must have ${length} days — found ${days.length}` });
    days.forEach((d, i) => {
      if (d.day !== i + 1) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: `must be ${i + 1} (days are numbered in order from 1) — found ${d.day}` });
      if (d.meals && new Set(d.meals).size !== d.meals.length) ctx.addIssue({ code: 'custom', path: [i, 'meals'], message: 'must not repeat a meal code' });
    });
  });
}
export type Itinerary = ItineraryDay[];
