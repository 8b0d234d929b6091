import { z } from 'zod';
import { imageRef, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { grade, inquiryPrompt, lines, sectionHeader, tabId, tourHero } from './tour-parts.ts';

/** One Krakatau package (spec 001 §3 Krakatau package): the facts, a timed itinerary and its lists. */
const krakatauPackage = z.object({
  id: tabId,
  /** Sub-tab label, e.g. "Package A". */
  label: text,
  /** Where it starts, shown beside the label, e.g. "from Jakarta". */
  from: text,
  title: text,
  duration: text,
  start: text,
  departureTime: text,
  transport: text,
  grade,
  accommodation: text.optional(),
  itinerary: itinerary(),
  inclusions: lines('inclusions', 3),
  exclusions: lines('exclusions', 1),
  whatToBring: lines('things to bring', 5),
});
export type KrakatauPackage = z.infer<typeof krakatauPackage>;

/** A top tab holding two packages as sub-tabs (One Day, Overnight). */
const packageGroup = z.object({
  id: tabId,
  label: text,
  heading: text,
  packages: z.array(krakatauPackage).length(2, 'must hold Package A (from Jakarta) and Package B (from Marina Carita)'),
});
export type KrakatauPackageGroup = z.infer<typeof packageGroup>;

/** The 3D/2N tab: Krakatau plus Ujung Kulon, a day narrative (entries without times). */
const extendedTour = krakatauPackage.omit({ label: true, from: true }).extend({ label: text, summary: text });
export type KrakatauExtendedTour = z.infer<typeof extendedTour>;

/** The Krakatau tour page (spec 001 §2.4, §3, §9 Krakatau). */
export const krakatauTourSchema = z.object({
  hero: tourHero,
  gallery: sectionHeader.extend({
    photos: z.array(z.object({ title: text, caption: text, image: imageRef })).length(4, 'must hold exactly 4 photos'),
  }),
  packages: sectionHeader.extend({
    groups: z.array(packageGroup).length(2, 'must hold the One Day and Overnight tabs'),
    extended: extendedTour,
  }),
  /** Access to the volcano: the exclusion zone and the alert level confirmed before each trip. */
  access: z.object({ heading: text, paragraphs: lines('paragraphs', 1) }),
  history: sectionHeader.extend({
    paragraphs: lines('paragraphs', 3),
    timeline: z.array(z.object({ year: text, text })).min(3),
  }),
  inquiry: inquiryPrompt,
});
export type KrakatauTour = z.infer<typeof krakatauTourSchema>;
export type KrakatauTourInput = z.input<typeof krakatauTourSchema>;
