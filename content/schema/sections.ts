import type { z } from 'zod';
import { homeSchema } from './home.ts';
import { reviewsSchema } from './reviews.ts';
import { siteSchema } from './site.ts';
import { toursSchema } from './tours.ts';
import { tourSchemaFor } from './tour.ts';
import { seasonsSchema } from './seasons.ts';
import { routesSchema } from './routes.ts';
import { aboutTourSchema } from './about-tour.ts';
import { blogSchema } from './blog.ts';
import { contactSchema } from './contact.ts';
import { speciesSchema } from './species.ts';
import { speciesSitesSchema } from './species-sites.ts';
import { speciesPagesSchema } from './species-pages.ts';
import type { Post } from './posts.ts';

// Each content file under content/ default-exports one section, validated by its schema.
// Page issues add their section here: one line, file and schema.
export const sections = {
  site: { file: 'site.ts', schema: siteSchema },
  species: { file: 'species/index.ts', schema: speciesSchema },
  speciesSites: { file: 'species/sites.ts', schema: speciesSitesSchema },
  speciesPages: { file: 'species-pages.ts', schema: speciesPagesSchema },
  routes: { file: 'routes.ts', schema: routesSchema },
  tours: { file: 'tours.ts', schema: toursSchema },
  home: { file: 'home.ts', schema: homeSchema },
  reviews: { file: 'reviews.ts', schema: reviewsSchema },
  birdingTour: { file: 'birding-tour.ts', schema: tourSchemaFor('birding') },
  mammalsTour: { file: 'mammals-tour.ts', schema: tourSchemaFor('mammals') },
  waterbirdTour: { file: 'waterbird-tour.ts', schema: tourSchemaFor('waterbird') },
  krakatauTour: { file: 'krakatau-tour.ts', schema: tourSchemaFor('krakatau') },
  ujungKulonTour: { file: 'ujung-kulon-tour.ts', schema: tourSchemaFor('ujung-kulon') },
  seasons: { file: 'seasons.ts', schema: seasonsSchema },
  aboutTour: { file: 'about-tour.ts', schema: aboutTourSchema },
  blog: { file: 'blog.ts', schema: blogSchema },
  contact: { file: 'contact.ts', schema: contactSchema },
} as const;

type Sections = typeof sections;
/** The validated sections, one per content file. */
export type SectionContent = { [K in keyof Sections]: z.infer<Sections[K]['schema']> };
/** The whole validated content: one object every template reads from. Posts are content/blog/*.md, newest first. */
export type Content = SectionContent & { posts: readonly Post[] };
