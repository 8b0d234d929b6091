import { z } from 'zod';
import { template, text } from './common.ts';

// The species section's words (content/species-pages.ts): /species/ and each species page.

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
    /** `{n}` trips recorded it of the `{trips}` ("3 trips") that went to its sites. */
    recordedOn: text,
    noTrips: text,
    heard: text,
    byMonth: text,
    /** A package panel's line: `{trips}` of the package ('3 trips'), then the trips' dates. */
    packageTrips: text,
    packageNoTrips: text,
    askBird: text,
    askMammal: text,
    askMessage: template('name'),
    plan: text,
    /** Under the month bars: where their likelihoods come from. */
    monthsNote: text,
  }),
  planner: z.strictObject({
    heading: text,
    lead: text,
    noScript: text,
    /** Each likelihood as the planner shows it beside a target: "rare: never promised". */
    odds: z.strictObject({ regular: text, likely: text, 'with luck': text, rare: text }),
    /**
     * The WhatsApp and e-mail message, sentence by sentence; the planner joins them with a space and
     * leaves out `missing` (or `missingPair`) when the packages look for every target.
     */
    message: z.strictObject({
      /** A package: `{title}`; `packageOnPage` where its title does not name its tour (`{tour}`). */
      package: template('title'),
      packageOnPage: template('title', 'tour'),
      /** Two packages asked about together: `{first}` and `{second}` as `package` names them. */
      pair: template('first', 'second'),
      /** A target its packages look for: `{name}` and its likelihood, `{odds}`. */
      target: template('name', 'odds'),
      opening: template('package'),
      targets: template('targets'),
      /** The targets the package does not look for, `{missing}`; `{them}` is "it" or "them". */
      missing: template('missing', 'them'),
      missingPair: template('missing', 'them'),
      closing: text,
      subject: template('package'),
    }),
  }),
});
export type SpeciesPages = z.infer<typeof speciesPagesSchema>;
export type SpeciesPagesInput = z.input<typeof speciesPagesSchema>;
