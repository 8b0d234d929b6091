import type { z } from 'zod';
import { siteSchema } from './site-schema.ts';
import { toursSchema } from './tours-schema.ts';

// Each content file under content/ default-exports one section, validated by its schema.
// Page issues add their section here: one line, file and schema.
export const sections = {
  site: { file: 'site.ts', schema: siteSchema },
  tours: { file: 'tours.ts', schema: toursSchema },
} as const;

type Sections = typeof sections;
/** The whole validated content: one object every template reads from. */
export type Content = { [K in keyof Sections]: z.infer<Sections[K]['schema']> };
