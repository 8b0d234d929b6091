import { z } from 'zod';
import { imageRef, text } from './common.ts';
import { siteId } from './sites.ts';
import { birdName } from '../taxonomy.ts';

// A trip report: content/blog/<slug>.md, YAML front matter between two `---` lines, then Markdown.
// The front matter is validated here like every other content file; the body is Markdown whose
// images name image ids (`![alt text](birds/javan-trogon)`), resolved by the image pipeline.

/** File names become URLs: /blog/<slug>/. */
export const postSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The real date a wrong one was likely meant as: "2026-8-4" → 2026-08-04, "2026-02-30" → 2026-02-28. */
function closestDate(value: string): string | undefined {
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value.trim());
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return undefined;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  return date !== value && isRealDate(date) ? date : undefined;
}

const isoDate = z.string().superRefine((value, ctx) => {
  if (isRealDate(value)) return;
  const meant = closestDate(value);
  ctx.addIssue({ code: 'custom', message: 'must be a real calendar date written YYYY-MM-DD', params: { suggestions: meant ? [meant] : [] } });
});

export const postFrontMatterSchema = z.strictObject({
  title: text,
  /**
   * The trip's date, YYYY-MM-DD (its last day): the date the report shows, and the month its records
   * count in (YAML may read an unquoted date as a Date).
   */
  date: z.preprocess((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value), isoDate),
  /** Which tour the report is from: the id of a tour of content/tours/ (checked when the tours are known). */
  tour: text,
  /** One or two sentences for the list, the feed and the meta description. */
  summary: text.max(300, 'must be at most 300 characters: it is the page description'),
  cover: imageRef,
  /** The package of the tour the trip followed, by its id (checked against the tour's packages); none for a trip made to measure. */
  package: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be the id of a package of the tour, such as 5d4n')
    .optional(),
  /**
   * The sites the trip visited, by the ids of content/sites/. Without them, the sites the
   * package's itinerary visits; a trip made to measure must name them.
   */
  sites: z.array(siteId).min(1, 'must name at least one site the trip visited').optional(),
  /** Birds seen, each an exact eBird/Clements 2023 English name. */
  species: z.array(birdName).optional(),
  /** Birds heard only, each an exact eBird/Clements 2023 English name. */
  heard: z.array(birdName).optional(),
  /** Mammals seen, each the English name of a record of content/species/mammals/. */
  mammals: z.array(text).optional(),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** One validated trip report. */
export interface Post extends PostFrontMatter {
  slug: string;
  /** The sites the trip visited: those the front matter names, else those its package's days visit. */
  visited: string[];
  /** The address of the package's panel on its tour page ("/birding-tour/#…"), when it followed one. */
  packagePath?: string;
  /** The Markdown body, after the front matter. */
  body: string;
  /** Where the post came from, relative to the project, for messages. */
  file: string;
}
