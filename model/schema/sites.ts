import { z } from 'zod';
import { clockTime, dated, isoDayOrMonth, provenance, text } from './common.ts';

// The sites we take guests to: the one list every other fact of place points at. Itinerary days
// name the sites they visit, species records the sites where they are found (with how likely and
// when), by these ids (content/sites/). A site may lie within another (Cidaon within Ujung
// Kulon): a species found in the park is found at each part of it a day visits.

/** A kebab-case id such as gunung-gede. */
export const siteId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case site id such as gunung-gede');

/**
 * How likely we are to find a species at a site, in the guides' words, most likely first:
 * - regular: found on almost every visit in its months;
 * - likely: found on most visits;
 * - with luck: found on some visits, never promised;
 * - rare: a few sightings in years (or camera-trap records only), never promised.
 */
export const likelihoods = ['regular', 'likely', 'with luck', 'rare'] as const;
export type Likelihood = (typeof likelihoods)[number];

/** The months of the year, as the site writes them. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type Month = (typeof months)[number];

/**
 * Whether guests may go there today, as the managing authority says: open (nothing to add),
 * restricted (only some hours, a cap on visitors, a guide or a permit beyond the usual) or closed.
 */
export const accessStates = ['open', 'restricted', 'closed'] as const;
export type AccessState = (typeof accessStates)[number];

/** The authority's word on a site or a part of it (a trail, a river, an island), since a date, with its source. */
export const accessStatus = z.strictObject({
  state: z.enum(accessStates),
  /** Since when: a day (2023-11-01) or a month (2023-11). */
  since: isoDayOrMonth,
  /** Until when, where the authority named an end; none: "until further notice". */
  until: isoDayOrMonth.optional(),
  /** What the authority allows or forbids, in one sentence a guest reads on every page that goes there. */
  detail: text,
  /** The hours visitors may be there, where the authority limits them. */
  hours: z.strictObject({ from: clockTime, to: clockTime }).optional(),
  /** How many visitors it lets in at once (or a day, as `detail` says). */
  cap: z.number().int().min(1).optional(),
  ...provenance,
});
export type AccessStatus = z.infer<typeof accessStatus>;

export const site = z.strictObject({
  id: siteId,
  name: text,
  /** The site this one lies within (a part of a national park), by id. */
  within: siteId.optional(),
  /**
   * An island of the site it lies within: what is found across that site's mainland (a rhino
   * anywhere in Ujung Kulon) is not found on it; only what its own record names.
   */
  island: z.literal(true).optional(),
  /** Province or area: "Banten", "West Java", "Jakarta", "Lampung, Sumatra". */
  region: text,
  /** The part of the country /sites/ lists it under: "Jakarta and the north coast". */
  area: text,
  habitat: text,
  /** Height above sea level in metres, lowest and highest we visit. */
  altitude: z
    .strictObject({ min: z.number().int().min(0).max(4000), max: z.number().int().min(0).max(4000) })
    .refine((a) => a.max >= a.min, 'max must be at least min'),
  /** How guests get there, and the permits it needs. */
  access: text,
  /** The permits a visit needs and who books them, where there is more to say than `access` does. */
  permits: text.optional(),
  /** What to bring beyond the usual binoculars, hat and water. */
  bring: text.optional(),
  /** When it is crowded, and how we keep clear of the crowds. */
  crowds: text.optional(),
  /**
   * The guides' judgement of the best months, where weather, sea or a trail's yearly closure decides
   * it (not the birds: the species records give their months), with the reason in one sentence.
   */
  season: z
    .strictObject({
      best: z
        .array(z.enum(months))
        .min(1)
        .max(11)
        .refine((m) => new Set(m).size === m.length, 'must name each month once'),
      why: text,
    })
    .optional(),
  /** Whether guests may go there now; none: open, as far as the park's last word goes. A part of a site (`within`) inherits it unless it has its own. */
  status: accessStatus.optional(),
  /** When `access`, `permits` and `season` were last checked, and against what. */
  checked: dated.optional(),
  /** Latitude and longitude in decimal degrees (WGS 84). */
  coordinates: z.tuple([z.number().min(-11).max(6), z.number().min(95).max(141)]),
});
export type Site = z.infer<typeof site>;

/** The sites, each once; `within` names another site of the list. */
export const sitesSchema = z.array(site).superRefine((sites, ctx) => {
  const ids = new Set<string>();
  sites.forEach((s, i) => {
    if (ids.has(s.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'must name a site once: another site already has this id', input: s.id });
    ids.add(s.id);
  });
  sites.forEach((s, i) => {
    if (s.within !== undefined && (!ids.has(s.within) || s.within === s.id))
      ctx.addIssue({ code: 'custom', path: [i, 'within'], message: 'must be the id of another site of this list', input: s.within });
  });
});
export type SitesInput = z.input<typeof sitesSchema>;
