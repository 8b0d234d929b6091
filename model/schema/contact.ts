import { z } from 'zod';
import { text } from './common.ts';

// /contact: cards, FAQ items, popular packages. Phone numbers,
// addresses and the map position are site facts (content/site.yaml); this file holds the page's words.

/** The four contact channels, in order. */
const contactChannels = ['whatsapp', 'email', 'phone', 'instagram'] as const;

const stat = z.strictObject({ value: text, label: text });
export const faqItem = z.strictObject({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItem>;
/** A popular package, with its tour so the Inquire message names tour and package. */
const popularPackage = z.strictObject({ name: text, description: text, /** The id of its tour (content/tours/), checked by model/rules.ts. */ tour: text });

export const contactSchema = z
  .strictObject({
    lead: text,
    cards: z.array(z.strictObject({ channel: z.enum(contactChannels), title: text, description: text })).min(1, 'must hold at least one contact card'),
    stats: z.array(stat).min(1, 'must hold at least one stat'),
    response: z.strictObject({
      heading: text,
      lead: text,
      times: z.array(z.strictObject({ channel: text, time: text, note: text })).min(1, 'must hold at least one response time'),
    }),
    packages: z.strictObject({ heading: text, lead: text, items: z.array(popularPackage).min(1, 'must hold at least one package') }),
    payment: z.strictObject({
      heading: text,
      lead: text,
      methods: z.array(z.strictObject({ name: text, description: text })).min(1, 'must hold at least one payment method'),
      afterPaying: text,
    }),
    faq: z.strictObject({ heading: text, items: z.array(faqItem).min(1) }),
    map: z.strictObject({ heading: text, lead: text, frameTitle: text }),
  })
  .superRefine((data, ctx) => {
    const channels = data.cards.map((card) => card.channel);
    channels.forEach((channel, i) => {
      if (channels.indexOf(channel) !== i)
        ctx.addIssue({ code: 'custom', path: ['cards', i, 'channel'], message: `must name each channel once — found "${channel}" twice` });
    });
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
