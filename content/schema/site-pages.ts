import { z } from 'zod';
import { template, text } from './common.ts';

// The site pages' words (content/site-pages.ts): /sites/ and one page per site of content/sites.ts.

export const sitePagesSchema = z.strictObject({
  index: z.strictObject({
    /** The footer's quick link to /sites/. */
    navLabel: text,
    title: text,
    description: text.min(50).max(160, 'must be at most 160 characters: what a search result shows'),
    heading: text,
    lead: text,
    /** Beside a site no package visits. */
    onRequest: text,
  }),
  page: z.strictObject({
    /** The page's <title>: `{name}` is the site's name. */
    title: template('name'),
    /** The meta description: `{name}`, `{habitat}` and `{region}`. */
    description: template('name'),
    facts: text,
    best: text,
    /** Under "Best months" where neither the guides nor the species records name any. */
    noBest: text,
    species: text,
    packages: text,
    noPackages: text,
    reports: text,
    /** `{name}`: the site's name. */
    noReports: template('name'),
    /** Above the list of trips here: `{trips}` ("3 trips"), `{name}` the site's name. */
    tripsHere: template('trips', 'name'),
    /** Beside a species: `{n}` of the `{m}` trips here recorded it. */
    recordedHere: template('n', 'm'),
    noSpecies: text,
  }),
});
export type SitePagesInput = z.input<typeof sitePagesSchema>;
