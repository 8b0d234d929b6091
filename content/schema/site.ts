import { z } from 'zod';
import { e164, email, httpsUrl, text } from './common.ts';

export const siteSchema = z.object({
  productTitle: text,
  tagline: z.literal('Birding Tours Agent'),
  legalName: text,
  legalForm: z.literal('limited partnership eco-lodge'),
  established: z.literal(2011),
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
  hours: z.object({ weekdays: z.literal('Monday to Friday: 24 hours'), weekend: z.literal('Weekend: by messaging') }),
  copyrightYear: z.literal(2025),
  messages: z.object({
    bookNow: z.literal("Hello, I'm interested in West Java Birding Tour"),
    heroAdventure: text,
    reviews: z.literal("Hello, I'm interested in booking a tour based on the great reviews I've read!"),
  }),
  siteUrl: httpsUrl,
});
export type Site = z.infer<typeof siteSchema>;
export type SiteInput = z.input<typeof siteSchema>;
