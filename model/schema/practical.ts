import { z } from 'zod';
import { sourced, text } from './common.ts';
import { siteId } from './sites.ts';

// /practical/: the words of the practical page. The weather by month, the packages under each grade,
// the packing list and the code of conduct's rules are derived from other content (model/practical.ts);
// this file holds only the page's own words and the facts that age, each with where it comes from.

/** A fact that ages (a visa fee, a vaccine advised, ATM cover): its words and its source. */
export const agingFact = z.strictObject({ text, provenance: sourced });
export type AgingFact = z.infer<typeof agingFact>;

const header = { heading: text, lead: text.optional() };
const facts = z.array(agingFact).min(1, 'must hold at least one fact');
const points = z.array(text).min(1, 'must hold at least one point');

/** The grades a package can carry (model/schema/tour.ts), each described once here. */
const gradeWords = z.strictObject({ grade: z.enum(['Easy', 'Moderate', 'Moderate to Challenging', 'Challenging', 'Various']), description: text });

export const practicalSchema = z.strictObject({
  lead: text,
  /** The line each tour page shows under its packages, linking here. */
  tourLink: text,
  visas: z.strictObject({ ...header, facts, points }),
  health: z.strictObject({
    ...header,
    facts,
    leeches: text,
    /** The sites whose altitude the page shows, by id (content/sites/): the numbers come from each site's `altitude`. */
    altitude: z.strictObject({ text, sites: z.array(siteId).min(1) }),
  }),
  money: z.strictObject({ ...header, facts, points }),
  weather: z.strictObject(header),
  grades: z
    .strictObject({ ...header, items: z.array(gradeWords).min(1) })
    .refine((g) => new Set(g.items.map((i) => i.grade)).size === g.items.length, 'must describe each grade once'),
  bring: z.strictObject(header),
  around: z.strictObject({
    ...header,
    airport: text,
    /** Drive and boat times as the packages' itineraries state them: `place` and `time` are both written in some itinerary entry. */
    journeys: z.array(z.strictObject({ label: text, place: text, time: text })).min(1),
    boats: text,
  }),
  conduct: z.strictObject({ ...header, link: text }),
});
export type Practical = z.infer<typeof practicalSchema>;
export type PracticalInput = z.input<typeof practicalSchema>;
