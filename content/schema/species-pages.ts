import { z } from 'zod';
import { text } from './common.ts';

// The species section's words (content/species-pages.ts): /species/ and each species page.

/** A message with the placeholders it must hold. */
const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), { message: `must hold ${names.map((n) => `{${n}}`).join(' and ')}` });

export const speciesPagesSchema = z.strictObject({
  index: z.strictObject({
    /** The footer's quick link to /species/. */
    navLabel: text,
    title: text,
    description: text.min(50).max(160, 'must be at most 160 characters: what a search result shows'), heading: text, lead: text }),
  page: z.strictObject({
    where: text,
    packages: text,
    checklists: text,
    reports: text,
    noReports: text,
    askBird: text,
    askMammal: text,
    askMessage: template('name'),
    plan: text,
  }),
  planner: z.strictObject({ heading: text, lead: text, noScript: text, message: template('package', 'targets'), subject: template('package') }),
});
export type SpeciesPages = z.infer<typeof speciesPagesSchema>;
export type SpeciesPagesInput = z.input<typeof speciesPagesSchema>;
