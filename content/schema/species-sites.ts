import { z } from 'zod';
import { text } from './common.ts';

// Sites that add species lists to the home explorer's locations (content/species/sites.ts). A key
// that is also an explorer location's id adds to that location; each id must have a species record
// (checked across files in content/schema/rules.ts).

const site = z.strictObject({
  /** Kebab-case key; the explorer's location ids (ujung-kulon) join their lists. */
  key: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case key such as way-kambas'),
  name: text,
  ids: z.array(z.string().min(1, 'must be a species id')).min(1),
});

/** The extra species sites, each once. */
export const speciesSitesSchema = z.strictObject({
  sites: z.array(site).superRefine((sites, ctx) => {
    const seen = new Set<string>();
    sites.forEach((s, i) => {
      if (seen.has(s.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'must name a site once: another entry already has this key', input: s.key });
      seen.add(s.key);
    });
  }),
});
export type SpeciesSites = z.infer<typeof speciesSitesSchema>;
export type SpeciesSitesInput = z.input<typeof speciesSitesSchema>;
