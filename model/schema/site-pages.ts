import { z } from 'zod';
import { template, text } from './common.ts';

// The site pages' words (content/site-pages.yaml): /sites/ and one page per site of content/sites/.

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
  /**
   * The frames of the notices every page derives from a site's access status (content/sites/):
   * a package day, a site and its list entry, a species page's sites and packages. The facts (since
   * when, hours, cap, what the authority says, its source) come from the status; only these words
   * stay here.
   */
  access: z.strictObject({
    /** `{since}`: "1 November 2023" or "November 2023". */
    closed: template('since'),
    restricted: template('since'),
    /** Beside the date, where the authority named an end: `{until}`. */
    until: template('until'),
    /** Beside the date where it named none. */
    furtherNotice: text,
    /** The hours the authority allows: `{from}` and `{to}`. */
    hours: template('from', 'to'),
    /** Its cap on visitors: `{cap}`. */
    cap: template('cap'),
    /** After the notice on a package day that visits a closed place. */
    closedDay: text,
    /** After the notice on a package day that visits a restricted place. */
    restrictedDay: text,
    /** Above a package's days, where some of them go to a closed place: `{days}` ("days 1 and 2"). */
    closedPackage: template('days', 'them'),
    /** Where the authority's word comes from: `{source}` and `{checked}` (the day we last checked it). */
    source: template('source', 'checked'),
    /** The site page's term for its status. */
    term: text,
    /** The site page's term for when its access and permit words were last checked. */
    checkedTerm: text,
    /** Where it was last checked: `{checked}` and `{source}`. */
    checkedAgainst: template('checked', 'source'),
    /** On a species page, in place of the likelihood of a package that finds it only at closed places. */
    closedOnly: text,
    /** After that package's closed days on a species page. */
    closedOnlyNote: text,
    /**
     * After a line of a tour's lists that names a restricted or closed place (the spec's "Canoeing on
     * the Cigenter River (closed since November 2023)"): `{status}`, the authority's word now.
     */
    named: template('status'),
  }),
});
export type SitePagesInput = z.input<typeof sitePagesSchema>;
