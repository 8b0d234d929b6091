import { z } from 'zod';
import { e164, email, httpsUrl, sourced, text } from './common.ts';
import { postalAddress } from '../postal-address.ts';

export const siteSchema = z
  .strictObject({
    productTitle: text,
    /** The name under the icon on a phone's home screen (web manifest short_name): 12 characters at most. */
    shortName: text.max(12, 'must be at most 12 characters, or phones cut it short'),
    tagline: text,
    legalName: text,
    legalForm: text,
    established: z.number().int().min(1900).max(2100, 'must be a year'),
    ministryRegistration: text,
    /** Where the legal details (name, form, registration) come from and when they were last checked: a registration lapses or changes. */
    legalProvenance: sourced.optional(),
    phones: z.array(z.strictObject({ label: text, e164, display: text })).min(1, 'must list at least one phone number'),
    emails: z.array(z.strictObject({ label: text, address: email })).min(1, 'must list at least one e-mail address'),
    whatsapp: z.strictObject({ e164, display: text }),
    instagram: z.strictObject({ handle: z.string().regex(/^@[a-z0-9._]+$/i, 'must be an Instagram handle such as @westjavabirding'), url: httpsUrl }),
    office: z.strictObject({
      address: z
        .array(text)
        .min(3, 'must have at least three address lines: street, "Town, Province 12345", country')
        .refine((lines) => postalAddress(lines) !== undefined, {
          message: 'the line before the country must read "Town, Province 12345" (search engines read the address from it)',
        }),
      latitude: z.number().min(-11).max(6, 'must lie within Indonesia (6 to -11)'),
      longitude: z.number().min(95).max(141, 'must lie within Indonesia (95 to 141)'),
    }),
    hours: z.strictObject({ weekdays: text, weekend: text }),
    copyrightYear: z.number().int().min(2000).max(2100, 'must be a year'),
    messages: z.strictObject({
      bookNow: text,
      heroAdventure: text,
      reviews: text,
    }),
    siteUrl: httpsUrl,
  })
  .superRefine((site, ctx) => {
    const numbers: [(string | number)[], { e164: string; display: string }][] = [
      ...site.phones.map((phone, i): [(string | number)[], typeof phone] => [['phones', i], phone]),
      [['whatsapp'], site.whatsapp],
    ];
    for (const [path, number] of numbers) {
      if (/^\+\d{8,15}$/.test(number.e164) && !displayMatches(number)) {
        // The e164 form is the one links dial, so the fix offered is a display text of it.
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'display'],
          message: `must show the number of e164 (${number.e164}), such as "${displayOf(number.e164)}" — found "${number.display}"`,
          params: { suggestions: [displayOf(number.e164)] },
        });
      }
    }
  });
export type SiteInput = z.input<typeof siteSchema>;

/**
 * True when a phone number's display text shows the same number as its E.164 form: the same digits
 * after a +, or after a leading 0 the digits that follow the country code.
 */
export function displayMatches({ e164, display }: { e164: string; display: string }): boolean {
  const digits = display.replace(/\D/g, '');
  const full = e164.slice(1);
  if (display.trim().startsWith('+')) return digits === full;
  const country = full.length - (digits.length - 1);
  return digits.startsWith('0') && full.endsWith(digits.slice(1)) && country >= 1 && country <= 3;
}

/** A display text for an Indonesian E.164 number, as the sample numbers are written: +62 812-0000-2011. */
function displayOf(e164: string): string {
  const m = /^\+(62)(\d{3})(\d{4})(\d+)$/.exec(e164);
  return m ? `+${m[1]} ${m[2]}-${m[3]}-${m[4]}` : e164;
}
