import { z } from 'zod';
import { e164, email, httpsUrl, text } from './common.ts';

export const siteSchema = z.object({
  productTitle: text,
  tagline: text,
  legalName: text,
  legalForm: text,
  established: z.number().int().min(1900).max(2100, 'must be a year'),
  ministryRegistration: text,
  phones: z.array(z.object({ label: text, e164, display: text })).length(2, 'must list exactly two phone numbers'),
  emails: z.array(z.object({ label: text, address: email })).length(2, 'must list exactly two e-mail addresses'),
  whatsapp: z.object({ e164, display: text }),
  instagram: z.object({ handle: z.string().regex(/^@[a-z0-9._]+$/i, 'must be an Instagram handle such as @westjavabirding'), url: httpsUrl }),
  office: z.object({
    address: z.array(text).min(2, 'must have at least two address lines'),
    latitude: z.number().min(-11).max(6, 'must lie within Indonesia (6 to -11)'),
    longitude: z.number().min(95).max(141, 'must lie within Indonesia (95 to 141)'),
  }),
  hours: z.object({ weekdays: text, weekend: text }),
  copyrightYear: z.number().int().min(2000).max(2100, 'must be a year'),
  messages: z.object({
    bookNow: text,
    heroAdventure: text,
    reviews: text,
  }),
  siteUrl: httpsUrl,
});
export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;
