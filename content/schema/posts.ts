import { z } from 'zod';
import { imageRef, text } from './common.ts';
import { birdName } from './taxonomy.ts';

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
export function closestDate(value: string): string | undefined {
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
  /** The day the report was published, YYYY-MM-DD (YAML may read an unquoted date as a Date). */
  date: z.preprocess((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value), isoDate),
  /** Which tour the report is from: the id of a tour of content/tours.ts (checked when the tours are known). */
  tour: text,
  /** One or two sentences for the list, the feed and the meta description. */
  summary: text.max(300, 'must be at most 300 characters: it is the page description'),
  cover: imageRef,
  /** Birds seen, each an exact eBird/Clements 2023 English name. */
  species: z.array(birdName).optional(),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** One validated trip report. */
export interface Post extends PostFrontMatter {
  slug: string;
  /** The Markdown body, after the front matter. */
  body: string;
  /** Where the post came from, relative to the project, for messages. */
  file: string;
}
