import { z } from 'zod';
import { text } from '../../scripts/content/common.ts';

// The one itinerary shape every tour uses (content contract). Timed itineraries fill `time`;
// day narratives leave it out.

/** A 24-hour clock time such as "05:00". */
export const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as "05:00"');

export const itineraryEntry = z.object({ time: clockTime.optional(), text });

export const itineraryDay = z.object({
  day: z.number().int().min(1),
  title: text,
  entries: z.array(itineraryEntry).min(1, 'must list at least one entry'),
  meals: z.array(z.enum(['B', 'L', 'D'])).optional(),
  overnight: text.optional(),
});

/** Days numbered 1, 2, 3… in order. */
export const itinerary = z.array(itineraryDay).min(1).superRefine((days, ctx) => {
  days.forEach((d, i) => {
    if (d.day !== i + 1) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: `must be ${i + 1} (days in order)` });
  });
});
export type ItineraryDay = z.infer<typeof itineraryDay>;
export type ItineraryDayInput = z.input<typeof itineraryDay>;
