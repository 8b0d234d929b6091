// The shape of each content file, as the owner writes it: a page file is its section; a file of a
// collection is one entry with the fields its folder adds (`position`, a package's `tour`, `part`,
// `group`, `extended`, an itinerary day's `use`). These are the schemas the section schemas are
// made of, so the rules stay written once; from them come the JSON Schemas an editor checks the
// files against as they are typed (scripts/cms/json-schema.ts) and the forms of the browser editor
// (scripts/cms/config.ts). The cross-file rules (a species at a site a package visits) run when
// the build puts the files together.
import { z } from 'zod';
import { aboutTourSchema } from './about-tour.ts';
import { blogSchema } from './blog.ts';
import { contactSchema } from './contact.ts';
import { homeSchema, teamMember } from './home.ts';
import { itineraryDay } from './itinerary.ts';
import { plumageEntry } from './plumage.ts';
import { practicalSchema } from './practical.ts';
import { review } from './reviews.ts';
import { routesSchema } from './routes.ts';
import { searchSchema } from './search.ts';
import { seasonsSchema } from './seasons.ts';
import { siteSchema } from './site.ts';
import { sitePagesSchema } from './site-pages.ts';
import { site } from './sites.ts';
import { birdRecord, mammalRecord } from './species.ts';
import { speciesPagesSchema } from './species-pages.ts';
import { tourObject, tourPackage } from './tour.ts';
import { tourCard } from './tours.ts';

/** Where an entry comes in its list: 1, 2, 3… (entries without one follow, by file name). */
export const position = z.number().int().min(1).describe('Where the entry comes in its list: 1 first, then 2, 3…');

const withPosition = <T extends z.ZodObject>(schema: T) => schema.extend({ position: position.optional() });

/** An itinerary day that takes a shared day (content/days/<name>.yaml) by name, its own fields written over it. */
const packageDay = itineraryDay.partial().extend({
  day: z.number().int().min(1),
  use: z
    .string()
    .describe('The name of a shared day in content/days/ (its file name without .yaml): its title, sites, entries and meals, unless this day writes its own')
    .optional(),
});

/** One package file: the package, the tour it belongs to and the tab set it joins. */
export const packageFile = tourPackage.extend({
  tour: z.string().describe('The id of the tour whose page shows this package (the id in its content/tours/ file)'),
  part: z
    .enum(['packages', 'adventure', 'birding'])
    .describe('The part of the tour page that holds the package: packages, or adventure / birding on the Ujung Kulon page')
    .optional(),
  group: z.string().describe('The tab of sub-tabs it joins (the id of a group in the tour page part), if the part has groups').optional(),
  extended: z.boolean().describe('true: the last tab of its part, after the groups').optional(),
  position: position.optional(),
  itinerary: z.array(packageDay).optional(),
});

/** One tour file: the card the home page, the dropdown and the footer show, and the page under `page:`. */
export const tourFile = withPosition(tourCard).extend({
  page: tourObject.omit({ id: true }).describe("The tour's own page; its packages are files of content/packages/"),
});

/** The shape of each kind of content file, by the folder or file it lives in. */
export const contentFiles = {
  site: { files: 'content/site.yaml', schema: siteSchema },
  home: { files: 'content/home.yaml', schema: homeSchema.omit({ team: true }).extend({ team: homeSchema.shape.team.omit({ members: true }) }) },
  contact: { files: 'content/contact.yaml', schema: contactSchema },
  'about-tour': { files: 'content/about-tour.yaml', schema: aboutTourSchema },
  practical: { files: 'content/practical.yaml', schema: practicalSchema },
  routes: { files: 'content/routes.yaml', schema: routesSchema },
  search: { files: 'content/search.yaml', schema: searchSchema },
  seasons: { files: 'content/seasons.yaml', schema: seasonsSchema },
  blog: { files: 'content/blog.yaml', schema: blogSchema },
  'site-pages': { files: 'content/site-pages.yaml', schema: sitePagesSchema },
  'species-pages': { files: 'content/species-pages.yaml', schema: speciesPagesSchema },
  tour: { files: 'content/tours/*.yaml', schema: tourFile },
  package: { files: 'content/packages/**/*.yaml', schema: packageFile },
  day: { files: 'content/days/*.yaml', schema: itineraryDay.omit({ day: true }) },
  'site-entry': { files: 'content/sites/*.yaml', schema: withPosition(site) },
  bird: { files: 'content/species/birds/*.yaml', schema: birdRecord },
  mammal: { files: 'content/species/mammals/*.yaml', schema: withPosition(mammalRecord) },
  plumage: { files: 'content/species/plumage.yaml', schema: z.record(z.string(), plumageEntry) },
  review: { files: 'content/reviews/*.yaml', schema: withPosition(review) },
  team: { files: 'content/team/*.yaml', schema: withPosition(teamMember) },
} as const satisfies Record<string, { files: string; schema: z.ZodType }>;
export type ContentFileKind = keyof typeof contentFiles;
