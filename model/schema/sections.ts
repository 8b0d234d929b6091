import type { z } from 'zod';
import { homeSchema } from './home.ts';
import { reviewsSchema } from './reviews.ts';
import { siteSchema } from './site.ts';
import { toursSchema } from './tours.ts';
import { tourSchema, type Tour as TourPage } from './tour.ts';
import { seasonsSchema } from './seasons.ts';
import { routesSchema } from './routes.ts';
import { aboutTourSchema } from './about-tour.ts';
import { blogSchema } from './blog.ts';
import { contactSchema } from './contact.ts';
import { practicalSchema } from './practical.ts';
import { speciesSchema } from './species.ts';
import { sitesSchema } from './sites.ts';
import { speciesPagesSchema } from './species-pages.ts';
import { searchSchema } from './search.ts';
import { sitePagesSchema } from './site-pages.ts';
import type { Post } from './posts.ts';

// Each content file under content/ default-exports one section, validated by its schema.
// Page issues add their section here: one line, file and schema. Tour pages are a collection: one
// file content/tours/<slug>.yaml per tour that content/tours/ lists, each validated by `tourPageSource`.
export const sections = {
  site: { file: 'site.yaml', schema: siteSchema },
  sites: { file: 'sites/', schema: sitesSchema },
  species: { file: 'species/', schema: speciesSchema },
  speciesPages: { file: 'species-pages.yaml', schema: speciesPagesSchema },
  search: { file: 'search.yaml', schema: searchSchema },
  sitePages: { file: 'site-pages.yaml', schema: sitePagesSchema },
  routes: { file: 'routes.yaml', schema: routesSchema },
  tours: { file: 'tours/', schema: toursSchema },
  home: { file: 'home.yaml', schema: homeSchema },
  reviews: { file: 'reviews/', schema: reviewsSchema },
  seasons: { file: 'seasons.yaml', schema: seasonsSchema },
  aboutTour: { file: 'about-tour.yaml', schema: aboutTourSchema },
  blog: { file: 'blog.yaml', schema: blogSchema },
  contact: { file: 'contact.yaml', schema: contactSchema },
  practical: { file: 'practical.yaml', schema: practicalSchema },
} as const;

/** The page file and schema of the tour with this slug. */
export const tourPageSource = (slug: string) => ({ file: `tours/${slug}.yaml`, schema: tourSchema });

/** Where a problem's value is written: a section, or the page of the tour with this id. */
export type SourceKey = keyof SectionContent | `tour:${string}`;
export const tourKey = (id: string): SourceKey => `tour:${id}`;

type Sections = typeof sections;
/** The validated sections, one per content file. */
export type SectionContent = { [K in keyof Sections]: z.infer<Sections[K]['schema']> };
/**
 * The whole validated content: one object every template reads from. Tour pages are keyed by the
 * tour's id, in the order of content/tours/; posts are content/blog/*.md, newest first.
 */
export type Content = SectionContent & { tourPages: Readonly<Record<string, TourPage>>; posts: readonly Post[] };
