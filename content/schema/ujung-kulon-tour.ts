import { z } from 'zod';
import { imageRef, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { grade, inquiryPrompt, lines, sectionHeader, tabId, tourHero, uniqueIds } from './tour-parts.ts';
import { birdId } from './species.ts';

/** Durations of spec 001 §3 'Ujung Kulon / general tour package'. */
export const ujungKulonDuration = z.enum(['One Day', '2D/1N', '3D/2N', '4D/3N']);

/** One Ujung Kulon package: facts, a timed day-by-day itinerary and its inclusions. */
const ujungKulonPackage = z.object({
  id: tabId,
  /** Tab or sub-tab label, e.g. "Package A" or "Trekking Tour". */
  label: text,
  title: text,
  summary: text,
  duration: ujungKulonDuration,
  grade,
  start: text,
  transport: text,
  accommodation: text,
  itinerary: itinerary(),
  inclusions: lines('inclusions', 3),
});
export type UjungKulonPackage = z.infer<typeof ujungKulonPackage>;

/** An adventure tab: one package, or a category (isCategory in the spec) whose packages are sub-tabs. */
const adventureTab = z.object({
  id: tabId,
  label: text,
  heading: text,
  packages: z.array(ujungKulonPackage).min(1).max(2).superRefine(uniqueIds),
});
export type UjungKulonAdventureTab = z.infer<typeof adventureTab>;

/** A birding package adds its focus and the birds it looks for (exact eBird/Clements 2023 names). */
const birdingPackage = ujungKulonPackage.extend({ focus: text, keyBirds: z.array(birdId).min(3) });
export type UjungKulonBirdingPackage = z.infer<typeof birdingPackage>;

const choiceOption = z.object({ title: text, description: text });

/** The Ujung Kulon page (spec 001 §2.5, §3, §9 'Ujung Kulon park facts'). */
export const ujungKulonTourSchema = z.object({
  hero: tourHero,
  features: z.array(z.object({ icon: z.enum(['globe', 'waves', 'trees']), title: text, description: text, image: imageRef })).length(3, 'must hold exactly 3 feature cards'),
  choose: sectionHeader.extend({ adventure: choiceOption, birding: choiceOption }),
  adventure: z.object({ heading: text, lead: text, tabs: z.array(adventureTab).length(5, 'must hold the five adventure tabs').superRefine(uniqueIds) }),
  birding: z.object({ heading: text, lead: text, packages: z.array(birdingPackage).length(4, 'must hold the four birding tabs').superRefine(uniqueIds) }),
  exclusions: lines('exclusions', 2),
  whatToBring: lines('things to bring', 5),
  activities: sectionHeader.extend({ items: z.array(z.object({ title: text, description: text })).min(3) }),
  seasons: sectionHeader,
  conservation: sectionHeader.extend({
    paragraphs: lines('paragraphs', 1),
    facts: z.array(z.object({ value: text, label: text })).length(3, 'must give area, protected since and UNESCO year'),
    stats: z.array(z.object({ value: text, label: text })).length(4, 'must give the four park stats'),
  }),
  inquiry: inquiryPrompt,
});
export type UjungKulonTour = z.infer<typeof ujungKulonTourSchema>;
export type UjungKulonTourInput = z.input<typeof ujungKulonTourSchema>;
