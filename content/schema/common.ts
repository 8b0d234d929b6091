import { z } from 'zod';

/** Text that must be present and not only white space. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A message with the placeholders it must hold: template('name') needs "{name}" in it. */
export const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), { message: `must hold ${names.map((n) => `{${n}}`).join(' and ')}` });

/** An E.164 phone number such as +6281234567890. */
export const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number (+ then 8 to 15 digits, no spaces)');

export const email = z.email('must be an e-mail address such as name@example.com');

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** Image ids look like folders: `birds/javan-trogon`, `locations/muara-angke/3`, `banner/07`. */
export const imageIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** The id a malformed one was likely meant as: lowercase, spaces and "_" as "-", no file extension. */
export function imageIdFrom(value: string): string | undefined {
  const id = value.trim().toLowerCase().replace(/\.(?:jpe?g|png|webp|avif|gif|svg)$/, '').replace(/[\s_]+/g, '-').replace(/^\/+|\/+$/g, '');
  return imageIdPattern.test(id) ? id : undefined;
}

/**
 * An image id. A malformed one carries the id it was likely meant as; the loader adds the closest
 * ids the content already uses (`imageId` in the issue's params says so).
 */
const imageId = z.string().superRefine((id, ctx) => {
  if (imageIdPattern.test(id)) return;
  const meant = imageIdFrom(id);
  ctx.addIssue({ code: 'custom', message: 'must be an image id of lowercase words separated by "/" and "-", such as birds/javan-trogon', params: { imageId: true, suggestions: meant ? [meant] : [] } });
});

export const imageRef = z.strictObject({
  id: imageId,
  alt: text.describe('alt text'),
  /** What a stand-in draws when the alt text is ambiguous (a name listed in scripts/assets/images/stand-ins/subjects.ts). */
  subject: z.string().optional(),
});
export type ImageRef = z.infer<typeof imageRef>;

/** Route paths in content are site-relative with a trailing slash, or an in-page anchor on one. */
export const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/, 'must be a site path with a trailing slash such as /birding-tour/');
