import type { Content, SectionContent } from './sections.ts';
import { speciesLists } from './species-uses.ts';
import { closest } from './suggest.ts';
import { tourDisplayName } from './tours.ts';

/** Reports one problem: the section's key, the field path as a reader finds it, the rule, the value found, the closest known values. */
export type ReportProblem = (key: keyof SectionContent, field: string, message: string, found: unknown, suggestions?: readonly string[]) => void;

/**
 * Rules across sections that a schema cannot state (references between files). Each reports every
 * problem it finds; the loader adds them to the schema problems and stops the build once.
 */
export type ContentRule = (content: Content, report: ReportProblem) => void;

/** A home testimonial names its tour by the display name a tour page's reviews print. */
const testimonialTours: ContentRule = (content, report) => {
  const names = new Set(content.tours.map((t) => tourDisplayName(t.slug.replace(/-tour$/, ''))));
  content.home.testimonials.items.forEach((item, i) => {
    if (!names.has(item.tour))
      report('home', `testimonials.items[${i}].tour`, `must be the display name of a tour in content/tours.ts (${[...names].join(', ')})`, item.tour, closest(item.tour, names, { share: 1 / 2 }));
  });
};

/** Every id a content list names has a species record (content/species/); trip reports may name any species. */
const speciesHaveRecords: ContentRule = (content, report) => {
  const known = [...content.species.values()];
  for (const list of speciesLists(content)) {
    list.ids.forEach((id, i) => {
      if (content.species.has(id)) return;
      const suggestions = closest(id, known.map((s) => s.id)).map((near) => `${near} ${content.species.get(near)!.english}`);
      report(list.section, `${list.field}[${i}]`, 'must be the id of a species record in content/species/ (an eBird code with a record in content/species/birds.ts, or a mammal of content/species/mammals.ts)', id, suggestions);
    });
  }
};

/** A sample itinerary of the About page names a package of its tour by id: the ids are written once, on the tour. */
const samplePackages: ContentRule = (content, report) => {
  const packagesOf = { birding: content.birdingTour.packages.items, mammals: content.mammalsTour.packages.items };
  content.aboutTour.itineraries.items.forEach((sample, i) => {
    const ids = packagesOf[sample.tour].map((p) => p.id);
    if (!ids.includes(sample.packageId)) {
      report('aboutTour', `itineraries.items[${i}].packageId`, `must be the id of a package of the ${sample.tour} tour (${ids.join(', ')})`, sample.packageId, closest(sample.packageId, ids, { share: 1 / 2 }));
    }
  });
};

export const contentRules: ContentRule[] = [testimonialTours, speciesHaveRecords, samplePackages];
