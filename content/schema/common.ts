import { z } from 'zod';

/** Text that must be present and not only white space. */
export const text = z.string().trim().min(1, 'must not be empty');

/** An E.164 phone number such as +6281234567890. */
export const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number (+ then 8 to 15 digits, no spaces)');

export const email = z.email('must be an e-mail address such as name@example.com');

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** Image ids look like folders: `birds/javan-trogon`, `locations/muara-angke/3`, `banner/07`. */
export const imageIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

export const imageRef = z.object({
  id: z.string().regex(imageIdPattern, 'must be an image id of lowercase words separated by "/" and "-", such as birds/javan-trogon'),
  alt: text.describe('alt text'),
  /** What a stand-in draws when the alt text is ambiguous (a name listed in scripts/assets/images/stand-ins/subjects.ts). */
  subject: z.string().optional(),
});
export type ImageRef = z.infer<typeof imageRef>;

/** Route paths in content are site-relative with a trailing slash, or an in-page anchor on one. */
export const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/, 'must be a site path with a trailing slash such as /birding-tour/');
