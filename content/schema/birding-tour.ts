import { z } from 'zod';
import { imageRef, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { birdId } from './species.ts';

/** Spec 001 §3 'Birding tour package': ids, tab labels and day counts in the spec's order. */
export const birdingPackageIds = ['5d4n', '7d6n', '8d7n', '10d9n', '14d13n'] as const;
const tabLabels = ['5D/4N', '7D/6N', '8D/7N', '10D/9N', '14D/13N'] as const;
const dayCounts = [5, 7, 8, 10, 14] as const;

/** Grades of spec 001 §9; the birding tours use Moderate, the 14-day Java–Sumatra tour Moderate to Challenging. */
export const grades = ['Easy', 'Moderate', 'Moderate to Challenging', 'Challenging', 'Various'] as const;

const birdingPackage = z.object({
  id: z.enum(birdingPackageIds),
  tabLabel: text,
  title: text,
  duration: z.string().regex(/^\d{1,2} Days \/ \d{1,2} Nights$/, 'must read like "5 Days / 4 Nights"'),
  grade: z.enum(grades),
  depart: text,
  transport: text,
  accommodation: text,
  /** Key places visited, in order. */
  places: z.array(text).min(2),
  /** Key species: about 90 exact taxonomy names; the 14-day tour adds its Sumatran species to them. */
  highlights: z
    .array(birdId)
    .min(80, 'must list about 90 key species (at least 80)')
    .refine((names) => new Set(names).size === names.length, 'must not repeat a species'),
  itinerary: itinerary(),
});

export const birdingTourSchema = z
  .object({
    hero: z.object({ image: imageRef, caption: text, lead: text }),
    places: z.array(z.object({ name: text, description: text, sumatraOnly: z.boolean().optional() })).length(6, 'must list the six key places of spec 001 §9'),
    endemics: z.object({
      heading: text,
      lead: text,
      /** Names and captions come from the species records; the caption is the record's `look`. */
      slides: z.array(z.object({ id: birdId, image: imageRef })).length(12, 'must hold exactly 12 endemic birds'),
    }),
    packages: z.array(birdingPackage).length(5, 'must hold the five birding packages'),
    inclusions: z.array(text).length(10, 'must list the ten inclusions of spec 001 §9 Birding'),
    exclusions: z.array(text).length(5, 'must list the five exclusions of spec 001 §9 Birding'),
  })
  .superRefine((data, ctx) => {
    data.packages.forEach((p, i) => {
      const at = (field: string) => ['packages', i, field];
      if (p.id !== birdingPackageIds[i]) ctx.addIssue({ code: 'custom', path: at('id'), message: `must be "${birdingPackageIds[i]}" (order: ${birdingPackageIds.join(', ')}) — found "${p.id}"` });
      if (p.tabLabel !== tabLabels[i]) ctx.addIssue({ code: 'custom', path: at('tabLabel'), message: `must be "${tabLabels[i]}" — found "${p.tabLabel}"` });
      const grade = p.id === '14d13n' ? 'Moderate to Challenging' : 'Moderate';
      if (p.grade !== grade) ctx.addIssue({ code: 'custom', path: at('grade'), message: `must be "${grade}" for ${p.id} (spec 001 §3) — found "${p.grade}"` });
      const days = dayCounts[i]!;
      if (p.duration !== `${days} Days / ${days - 1} Nights`) ctx.addIssue({ code: 'custom', path: at('duration'), message: `must be "${days} Days / ${days - 1} Nights"` });
      if (p.itinerary.length !== days) ctx.addIssue({ code: 'custom', path: at('itinerary'), message: `must have ${days} days — found ${p.itinerary.length}` });
      if (p.id !== '14d13n' && p.highlights.length > 100) ctx.addIssue({ code: 'custom', path: at('highlights'), message: `must list about 90 key species (at most 100) — found ${p.highlights.length}` });
    });
    // Spec 001 §3: the 14-day Java–Sumatra tour adds Sumatran species to the Java birds, so it
    // lists every species of the shorter tours too.
    const long = data.packages.findIndex((p) => p.id === '14d13n');
    if (long >= 0) {
      const listed = new Set(data.packages[long]!.highlights);
      const missing = [...new Set(data.packages.filter((p) => p.id !== '14d13n').flatMap((p) => p.highlights))].filter((id) => !listed.has(id));
      if (missing.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['packages', long, 'highlights'], message: `must list every species of the shorter tours and add the Sumatran ones — missing ${missing.map((n) => `"${n}"`).join(', ')}` });
      }
    }
  });
export type BirdingTour = z.infer<typeof birdingTourSchema>;
export type BirdingPackage = z.infer<typeof birdingPackage>;
export type BirdingTourInput = z.input<typeof birdingTourSchema>;
