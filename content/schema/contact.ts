import { z } from 'zod';
import { text } from './common.ts';
import { tourTypes } from './tours.ts';

// /contact (spec 001 §2.9, §3 'FAQ item', 'Popular package', §9 'Contact page'). Phone numbers,
// addresses and the map position are site facts (content/site.ts); this file holds the page's words.

/** The four contact channels of spec 001 §2.9, in order. */
export const contactChannels = ['whatsapp', 'email', 'phone', 'instagram'] as const;

const stat = z.strictObject({ value: text, label: text });
export const faqItem = z.strictObject({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItem>;
/** Spec 001 §3 'Popular package', plus its tour so the Inquire message names tour and package. */
export const popularPackage = z.strictObject({ name: text, description: text, tour: z.enum(tourTypes) });
export type PopularPackage = z.infer<typeof popularPackage>;

export const contactSchema = z
  .object({
    lead: text,
    cards: z
      .array(z.strictObject({ channel: z.enum(contactChannels), title: text, description: text }))
      .length(4, 'must hold the four contact cards: whatsapp, email, phone, instagram'),
    stats: z.array(stat).length(4, 'must hold the four service-promise stats of spec 001 §9'),
    response: z.strictObject({
      heading: text,
      lead: text,
      times: z.array(z.strictObject({ channel: text, time: text, note: text })).length(3, 'must hold WhatsApp, e-mail and emergency response times'),
    }),
    packages: z.strictObject({ heading: text, lead: text, items: z.array(popularPackage).length(6, 'must hold six popular packages') }),
    payment: z.strictObject({
      heading: text,
      lead: text,
      methods: z.array(z.strictObject({ name: text, description: text })).length(3, 'must hold bank transfer, Wise and Revolut'),
      afterPaying: text,
    }),
    faq: z.strictObject({ heading: text, items: z.array(faqItem).min(4) }),
    map: z.strictObject({ heading: text, lead: text, frameTitle: text }),
  })
  .superRefine((data, ctx) => {
    data.cards.forEach((card, i) => {
      if (card.channel !== contactChannels[i]) {
        ctx.addIssue({ code: 'custom', path: ['cards', i, 'channel'], message: `must be "${contactChannels[i]}" (order: ${contactChannels.join(', ')}) — found "${card.channel}"` });
      }
    });
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
