import { z } from 'zod';
import { imageRef, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { birdId } from './species.ts';
import { relatedBand } from './mammals-tour.ts';

/** Package ids in tab order; only the 4D/3N carries a day-by-day itinerary (spec 001 §3). */
export const waterbirdPackageIds = ['4d3n', '7d6n', '10d9n'] as const;
const durations = { '4d3n': '4D/3N', '7d6n': '7D/6N', '10d9n': '10D/9N' } as const;

const waterbirdPackage = z.object({
  id: z.enum(waterbirdPackageIds),
  title: text,
  duration: z.enum(['4D/3N', '7D/6N', '10D/9N']),
  summary: text,
  depart: text,
  departureTime: text,
  transport: text,
  accommodation: text,
  inclusions: z.array(text).min(2, 'must list at least two inclusions'),
  exclusions: z.array(text).min(1, 'must list at least one exclusion'),
  /** Day by day for the 4D/3N only; the longer packages have `outline` lines instead. */
  itinerary: itinerary(),
  /** Short summary lines for the 7D/6N and 10D/9N. */
  outline: z.array(text),
  /** Target birds, each one of the page's 25 waterbird species. */
  highlights: z.array(birdId).min(4, 'must name at least four target birds'),
});
export type WaterbirdPackage = z.infer<typeof waterbirdPackage>;

const sectionHeader = z.object({ eyebrow: text, heading: text, lead: text });

/** The waterbird tour page (spec 001 §2.3, §3 Waterbird package, §9 Waterbirds). */
export const waterbirdTourSchema = z
  .object({
    hero: z.object({
      image: imageRef,
      eyebrow: text,
      caption: text,
      lead: text,
    }),
    facts: z.array(z.object({ label: text, value: text })).min(3).max(5),
    packages: sectionHeader.extend({
      items: z
        .array(waterbirdPackage)
        .length(3, 'must list exactly the three packages 4d3n, 7d6n, 10d9n')
        .superRefine((items, ctx) => {
          items.forEach((p, i) => {
            const id = waterbirdPackageIds[i]!;
            const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path: [i, ...path], message });
            if (p.id !== id) return fail(['id'], `must be "${id}" (tabs in the order ${waterbirdPackageIds.join(', ')})`);
            if (p.duration !== durations[id]) fail(['duration'], `must be "${durations[id]}" for ${id}`);
            if (id === '4d3n') {
              if (p.itinerary.length !== 4) fail(['itinerary'], 'must have 4 days for 4d3n');
              if (p.departureTime !== '5:00 am') fail(['departureTime'], 'must be "5:00 am" for 4d3n (spec 001 §9)');
              if (!/2 nights hotel/.test(p.accommodation) || !/1 night seaside/.test(p.accommodation))
                fail(['accommodation'], 'must say 2 nights hotel and 1 night seaside (spec 001 §9)');
              if (!p.exclusions.some((e) => /dinner on day 4/i.test(e))) fail(['exclusions'], 'must exclude dinner on day 4 (spec 001 §9)');
              if (!p.exclusions.some((e) => /tips/i.test(e))) fail(['exclusions'], 'must exclude tips (spec 001 §9)');
              if (p.itinerary[3]?.meals?.includes('D')) fail(['itinerary', 3, 'meals'], 'must not include D: dinner on day 4 is excluded');
              const boatBack = p.itinerary.flatMap((d) => d.entries).some((e) => /speed boat/i.test(e.text) && /about 5 pm/.test(e.text));
              if (!boatBack) fail(['itinerary'], 'must return to Carita by speed boat at about 5 pm (spec 001 §9)');
              if (p.outline.length) fail(['outline'], 'must be empty for 4d3n, which has a day-by-day itinerary');
            } else {
              if (p.itinerary.length) fail(['itinerary'], `must be empty for ${id}: spec 001 §3 gives it summary lines only (use outline)`);
              if (p.outline.length < 3 || p.outline.length > 6) fail(['outline'], `must hold 3 to 6 summary lines for ${id}`);
            }
          });
        }),
    }),
    related: relatedBand,
    general: z.object({
      heading: text,
      inclusions: z.array(text).min(3),
      exclusions: z.array(text).min(2),
    }),
    species: sectionHeader.extend({
      list: z
        .array(z.object({ id: birdId, image: imageRef }))
        .length(25, 'must list exactly the 25 waterbird species'),
    }),
  })
  .superRefine((page, ctx) => {
    if (!page.general.inclusions.some((s) => /binoculars/i.test(s)))
      ctx.addIssue({ code: 'custom', path: ['general', 'inclusions'], message: 'must include binoculars (spec 001 §9)' });
    if (!page.general.inclusions.some((s) => /field guides/i.test(s)))
      ctx.addIssue({ code: 'custom', path: ['general', 'inclusions'], message: 'must include field guides (spec 001 §9)' });
    if (!page.general.exclusions.some((s) => /personal equipment/i.test(s)))
      ctx.addIssue({ code: 'custom', path: ['general', 'exclusions'], message: 'must exclude personal equipment (spec 001 §9)' });
    const names = new Set(page.species.list.map((s) => s.id));
    if (names.size !== page.species.list.length)
      ctx.addIssue({ code: 'custom', path: ['species', 'list'], message: 'must not repeat a species' });
    page.packages.items.forEach((p, i) =>
      p.highlights.forEach((name, n) => {
        if (!names.has(name))
          ctx.addIssue({ code: 'custom', path: ['packages', 'items', i, 'highlights', n], message: `must be one of the 25 waterbird species (found "${name}")` });
      }),
    );
  });
export type WaterbirdTour = z.infer<typeof waterbirdTourSchema>;
export type WaterbirdTourInput = z.input<typeof waterbirdTourSchema>;
