import { z } from 'zod';
import { imageRef, text } from './common.ts';

// Pieces the Krakatau and Ujung Kulon tour schemas share.

/** Grades of spec 001 §9. */
export const grade = z.enum(['Easy', 'Moderate', 'Challenging', 'Various']);

/** Tab and element ids: kebab-case. */
export const tabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id such as package-a');

export const sectionHeader = z.object({ eyebrow: text, heading: text, lead: text.optional() });

export const tourHero = z.object({ image: imageRef, caption: text, lead: text });

/** The short prompt over the inquiry actions (WhatsApp, e-mail, phone). */
export const inquiryPrompt = z.object({ heading: text, lead: text });

/** A titled list of short lines (inclusions, exclusions, what to bring). */
export const lines = (what: string, min = 1) => z.array(text).min(min, `must list at least ${min} ${what}`);

/** Ids within one tab set must be unique. */
export function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `must be unique in its tab set (found "${item.id}" twice)` });
    seen.add(item.id);
  });
}
