import type { Content, SectionContent } from './sections.ts';
import { speciesLists } from './species-uses.ts';
import { closest } from './suggest.ts';
import type { PackageSection, Tour } from './tour.ts';
import { tourDisplayName, tourList } from './tours.ts';

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

/** The section of a tour's page: "ujung-kulon" → ujungKulonTour. */
const tourSection = (type: string) => `${type.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Tour` as keyof SectionContent;

/** The package sections of a tour page, each with its field name. */
function packageSections(tour: Tour): [string, PackageSection][] {
  return (['packages', 'adventure', 'birding'] as const).flatMap((part) => (tour[part] ? [[part, tour[part]] as [string, PackageSection]] : []));
}

/**
 * Every tour of content/tours.ts offers a package: each package section of its page holds one at
 * least, and so does each tab of sub-tabs (an empty one would show a tab with nothing under it).
 */
const toursHavePackages: ContentRule = (content, report) => {
  for (const { slug } of content.tours) {
    const key = tourSection(tourList.find((t) => t.slug === slug)!.type);
    const page = content[key] as Tour;
    for (const [part, section] of packageSections(page)) {
      const count = (section.items?.length ?? 0) + (section.groups ?? []).reduce((n, g) => n + g.packages.length, 0) + (section.extended ? 1 : 0);
      if (count === 0) report(key, `${part}.${section.groups ? 'groups' : 'items'}`, `must hold at least one package of the ${slug} page (content/tours.ts lists the tour)`, section.groups ?? section.items ?? []);
      section.groups?.forEach((group, i) => {
        if (group.packages.length === 0 && count > 0) report(key, `${part}.groups[${i}].packages`, `must hold at least one package: the tab "${group.label}" would show nothing`, group.packages);
      });
    }
  }
};

/**
 * The tabs of one package section are one tab set, whatever kind each is (a package, a group of
 * packages, the last "extended" package), so their ids must differ: a tab's id names its panel.
 */
const packageTabIds: ContentRule = (content, report) => {
  for (const { type } of tourList) {
    const key = tourSection(type);
    for (const [part, section] of packageSections(content[key] as Tour)) {
      const tabs: [string, string][] = [
        ...(section.items ?? []).map((p, i): [string, string] => [`${part}.items[${i}].id`, p.id]),
        ...(section.groups ?? []).map((g, i): [string, string] => [`${part}.groups[${i}].id`, g.id]),
        ...(section.extended ? [[`${part}.extended.id`, section.extended.id] as [string, string]] : []),
      ];
      tabs.forEach(([field, id], i) => {
        const other = tabs.findIndex(([, earlier]) => earlier === id);
        // Ids repeated among the items alone, or the groups alone, are the tour schema's to report.
        if (other < i && field.replace(/\[\d+\]/, '') !== tabs[other]![0].replace(/\[\d+\]/, '')) {
          report(key, field, `must differ from the other tabs of ${part} (${tabs[other]![0]} is "${id}" too)`, id);
        }
      });
    }
  }
};

export const contentRules: ContentRule[] = [testimonialTours, speciesHaveRecords, samplePackages, toursHavePackages, packageTabIds];
