import type { z } from 'zod';
import { birdingTourSchema } from './birding-tour-schema.ts';
import { homeSchema } from './home-schema.ts';
import { reviewsSchema } from './reviews-schema.ts';
import { siteSchema } from './site-schema.ts';
import { toursSchema } from './tours-schema.ts';
import { mammalsTourSchema } from './mammals-tour-schema.ts';
import { waterbirdTourSchema } from './waterbird-tour-schema.ts';
import { aboutTourSchema } from '../../content/schema/about-tour.ts';
import { blogSchema } from '../../content/schema/blog.ts';
import { contactSchema } from '../../content/schema/contact.ts';

// Each content file under content/ default-exports one section, validated by its schema.
// Page issues add their section here: one line, file and schema.
export const sections = {
  site: { file: 'site.ts', schema: siteSchema },
  tours: { file: 'tours.ts', schema: toursSchema },
  home: { file: 'home.ts', schema: homeSchema },
  reviews: { file: 'reviews.ts', schema: reviewsSchema },
  birdingTour: { file: 'birding-tour.ts', schema: birdingTourSchema },
  mammalsTour: { file: 'mammals-tour.ts', schema: mammalsTourSchema },
  waterbirdTour: { file: 'waterbird-tour.ts', schema: waterbirdTourSchema },
  aboutTour: { file: 'about-tour.ts', schema: aboutTourSchema },
  blog: { file: 'blog.ts', schema: blogSchema },
  contact: { file: 'contact.ts', schema: contactSchema },
} as const;

type Sections = typeof sections;
/** The whole validated content: one object every template reads from. */
export type Content = { [K in keyof Sections]: z.infer<Sections[K]['schema']> };
