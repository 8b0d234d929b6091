import { z } from 'zod';
import { linkProblem } from '../links.ts';

/** Text that must be present and not only white space. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A message with the placeholders it must hold: template('name') needs "{name}" in it. */
export const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), { message: `must hold ${names.map((n) => `{${n}}`).join(' and ')}` });

/** An E.164 phone number such as +6281234567890. */
/** A number written the Indonesian way (0812 3456 7890, +62 812-3456-7890) in E.164: +6281234567890. */
export function asE164(written: string): string | undefined {
  const digits = written.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{7,14}$/.test(digits)) return digits;
  if (/^0[1-9]\d{6,12}$/.test(digits)) return `+62${digits.slice(1)}`;
  if (/^62[1-9]\d{6,12}$/.test(digits)) return `+${digits}`;
  return undefined;
}

export const e164 = z.string().superRefine((value, ctx) => {
  if (/^\+[1-9]\d{7,14}$/.test(value)) return;
  const meant = asE164(value);
  ctx.addIssue({
    code: 'custom',
    message: 'must be an E.164 phone number (+ then 8 to 15 digits, no spaces)',
    // A local number (0812…) or one with spaces: the same number as it is written here.
    params: meant
      ? { suggestions: [meant] }
      : { fix: 'write + and the country code (62 for Indonesia), then the number without its first 0 and without spaces' },
  });
});

export const email = z.email('must be an e-mail address such as name@example.com');

/**
 * An https:// address written plainly (lowercase scheme, no spaces, control characters or character
 * references), checked against the one list of allowed links (./links.ts).
 */
export const httpsUrl = z.string().superRefine((value, ctx) => {
  const problem = linkProblem(value);
  if (!problem && /^https:\/\/[^/?#\s]+\.[^/?#\s]+/.test(value) && URL.canParse(value)) return;
  const why = problem?.why ?? (value.startsWith('https:') ? 'is not a whole address (https://host/path)' : 'is a link of another kind');
  const reading = problem?.reading ? `: a browser reads it as ${JSON.stringify(problem.reading)}` : '';
  ctx.addIssue({
    code: 'custom',
    message: 'must be an https:// address such as https://www.birdlife.org/ (this field takes https:// only)',
    params: {
      suggestions: problem?.suggestion?.startsWith('https://') ? [problem.suggestion] : [],
      fix: `it ${why}${reading}; write the page's https:// address`,
    },
  });
});

/** A 24-hour clock time such as "05:00". */
export const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as "05:00"');

/** A calendar day written as 2025-11-01 (year, month, day). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'must be a date written as 2025-11-01 (year, month, day)')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'must be a real calendar day');

/** A day (2023-11-01) or, where only the month is known, a month (2023-11). */
export const isoDayOrMonth = z.union([isoDay, z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be a date written as 2023-11-01, or a month as 2023-11')]);

/**
 * Where a fact that ages comes from and when we last checked it against that source (IUCN's
 * "year assessed", eBird's "last updated"): `npm run check:launch` lists every such fact, oldest
 * first, and flags those not checked for twelve months.
 */
export const provenance = {
  /** The day we last checked the fact against its source. */
  checked: isoDay,
  /** Who says so: the park office's announcement, BirdLife's assessment, a census report. */
  source: text,
  /** The source's page, where it has one. */
  url: httpsUrl.optional(),
};
export const dated = z.strictObject(provenance);
export type Dated = z.infer<typeof dated>;

/**
 * A fact that ages whose source is known, with the day it was last checked once someone has
 * checked it: a figure taken from the specification and never held against a census keeps its
 * source and no day, so `npm run check:launch` lists it first, as never checked.
 */
export const sourced = z.strictObject({ ...provenance, checked: isoDay.optional() });
export type Sourced = z.infer<typeof sourced>;

/** Image ids look like folders: `birds/javan-trogon`, `locations/muara-angke/3`, `banner/07`. */
export const imageIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** The id a malformed one was likely meant as: lowercase, spaces and "_" as "-", no file extension. */
export function imageIdFrom(value: string): string | undefined {
  const id = value
    .trim()
    .toLowerCase()
    .replace(/\.(?:jpe?g|png|webp|avif|gif|svg)$/, '')
    .replace(/[\s_]+/g, '-')
    .replace(/^\/+|\/+$/g, '');
  return imageIdPattern.test(id) ? id : undefined;
}

/**
 * An image id. A malformed one carries the id it was likely meant as; the loader adds the closest
 * ids the content already uses (`imageId` in the issue's params says so).
 */
const imageId = z.string().superRefine((id, ctx) => {
  if (imageIdPattern.test(id)) return;
  const meant = imageIdFrom(id);
  ctx.addIssue({
    code: 'custom',
    message: 'must be an image id of lowercase words separated by "/" and "-", such as birds/javan-trogon',
    params: { imageId: true, suggestions: meant ? [meant] : [] },
  });
});

export const imageRef = z.strictObject({
  id: imageId,
  alt: text.describe('alt text'),
  /** What a stand-in draws when the alt text is ambiguous (a name listed in scripts/stand-ins/subjects.ts). */
  subject: z.string().optional(),
});
export type ImageRef = z.infer<typeof imageRef>;

/** Route paths in content are site-relative with a trailing slash, or an in-page anchor on one. */
export const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/, 'must be a site path with a trailing slash such as /birding-tour/');
