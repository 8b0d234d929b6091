import type { Content, SourceKey } from './schema/sections.ts';
import { tourKey } from './schema/sections.ts';
import { speciesLists } from './species-uses.ts';
import { closest } from './suggest.ts';
import { packageParts, packagesOf, type PackageSection, type Tour } from './schema/tour.ts';
import { routesSchema } from './schema/routes.ts';
import { hedgeRules } from './hedge-rules.ts';
import { siteRules } from './site-rules.ts';
import { practicalRules } from './practical-rules.ts';

/** Reports one problem: where its value is written (a section or a tour page), the field path as a reader finds it, the rule, the value found, the closest known values. */
export type ReportProblem = (key: SourceKey, field: string, message: string, found: unknown, suggestions?: readonly string[]) => void;

/**
 * Rules across sections that a schema cannot state (references between files). Each reports every
 * problem it finds; the loader adds them to the schema problems and stops the build once.
 */
type ContentRule = (content: Content, report: ReportProblem) => void;

const halfClose = (value: string, known: Iterable<string>) => closest(value, known, { share: 1 / 2 });

/**
 * A tour is named by its id everywhere else: each review, each popular package of the contact page;
 * a home testimonial by the display name its tour's reviews print. Every tour listed has the words
 * of its page in content/routes.yaml, and every other key there is a tour's.
 */
const tourReferences: ContentRule = (content, report) => {
  const ids = content.tours.map((t) => t.id);
  const listed = `content/tours/: ${ids.join(', ')}`;
  content.reviews.forEach((review, i) => {
    if (!ids.includes(review.tourType))
      report('reviews', `[${i}].tourType`, `must be the id of a tour of ${listed}`, review.tourType, halfClose(review.tourType, ids));
  });
  content.contact.packages.items.forEach((item, i) => {
    if (!ids.includes(item.tour)) report('contact', `packages.items[${i}].tour`, `must be the id of a tour of ${listed}`, item.tour, halfClose(item.tour, ids));
  });
  const names = content.tours.map((t) => t.displayName);
  content.home.testimonials.items.forEach((item, i) => {
    if (!names.includes(item.tour))
      report(
        'home',
        `testimonials.items[${i}].tour`,
        `must be the display name of a tour in content/tours/ (${names.join(', ')})`,
        item.tour,
        halfClose(item.tour, names),
      );
  });
  routeKeys(
    Object.keys(content.routes),
    content.tours.map((t) => t.slug),
    (...problem) => report('routes', ...problem),
  );
};

/**
 * The keys of content/routes.yaml against the tours' slugs: each tour has the words of its page, and
 * every key but the fixed pages' is a tour's. The loader also runs it when the route table fails its
 * schema: a fixed page's words under a misspelt id are then reported with the closest id.
 */
export function routeKeys(
  keys: readonly string[],
  slugs: readonly string[],
  report: (field: string, message: string, found: unknown, suggestions?: readonly string[]) => void,
): void {
  // The fixed pages are the keys the route schema names; every other key is a tour's.
  const fixed = new Set(Object.keys(routesSchema.shape));
  const written = keys.filter((key) => !fixed.has(key));
  for (const slug of slugs) {
    if (!written.includes(slug))
      report(slug, `must be given: the words (title, description, heading) of the page of the tour whose slug is "${slug}" in content/tours/`, undefined);
  }
  for (const key of written) {
    if (!slugs.includes(key))
      report(
        key,
        `must be a fixed page (${[...fixed].join(', ')}) or the slug of a tour of content/tours/ (${slugs.join(', ')})`,
        key,
        halfClose(key, [...fixed, ...slugs]),
      );
  }
}

/** Every id a content list names has a species record (content/species/); trip reports may name any species. */
const speciesHaveRecords: ContentRule = (content, report) => {
  const known = [...content.species.values()];
  for (const list of speciesLists(content)) {
    list.ids.forEach((id, i) => {
      if (content.species.has(id)) return;
      const suggestions = closest(
        id,
        known.map((s) => s.id),
      ).map((near) => `${near} ${content.species.get(near)!.english}`);
      report(
        list.section,
        `${list.field}[${i}]`,
        'must be the id of a species record in content/species/ (an eBird code with a record in content/species/birds/, or a mammal of content/species/mammals/)',
        id,
        suggestions,
      );
    });
  }
};

/** A sample itinerary of the About page names a tour and a package of it with a day-by-day itinerary: the days are written once, on the tour. */
const samplePackages: ContentRule = (content, report) => {
  const tourIds = content.tours.map((t) => t.id);
  content.aboutTour.itineraries.items.forEach((sample, i) => {
    const page = content.tourPages[sample.tour];
    if (!page) {
      report(
        'aboutTour',
        `itineraries.items[${i}].tour`,
        `must be the id of a tour of content/tours/ (${tourIds.join(', ')})`,
        sample.tour,
        halfClose(sample.tour, tourIds),
      );
      return;
    }
    const ids = packagesOf(page)
      .filter(([p]) => (p.itinerary?.length ?? 0) > 0)
      .map(([p]) => p.id);
    if (!ids.includes(sample.packageId)) {
      report(
        'aboutTour',
        `itineraries.items[${i}].packageId`,
        `must be the id of a package of the ${sample.tour} tour with a day-by-day itinerary (${ids.join(', ')})`,
        sample.packageId,
        halfClose(sample.packageId, ids),
      );
    }
  });
};

/** The package sections of a tour page, each with its field name. */
function packageSections(tour: Tour): [string, PackageSection][] {
  return packageParts.flatMap((part) => (tour[part] ? [[part, tour[part]] as [string, PackageSection]] : []));
}

/**
 * Every tour of content/tours/ offers a package: each package section of its page holds one at
 * least, and so does each tab of sub-tabs (an empty one would show a tab with nothing under it).
 */
const toursHavePackages: ContentRule = (content, report) => {
  for (const { id, slug } of content.tours) {
    const page = content.tourPages[id];
    if (!page) continue;
    const sections = packageSections(page);
    if (sections.length === 0) report(tourKey(id), 'packages', `must be given: every tour offers a package, and the ${slug} page has none`, undefined);
    for (const [part, section] of sections) {
      const count = (section.items?.length ?? 0) + (section.groups ?? []).reduce((n, g) => n + g.packages.length, 0) + (section.extended ? 1 : 0);
      if (count === 0)
        report(
          tourKey(id),
          `${part}.${section.groups ? 'groups' : 'items'}`,
          `must hold at least one package of the ${slug} page: a file of content/packages/${slug}/ with tour: ${id} (npm run new:package -- ${slug} "<Title>" writes one)`,
          section.groups ?? section.items ?? [],
        );
      section.groups?.forEach((group, i) => {
        if (group.packages.length === 0 && count > 0)
          report(
            tourKey(id),
            `${part}.groups[${i}].packages`,
            `must hold at least one package: the tab "${group.label}" would show nothing (a package file with group: ${group.id} joins it)`,
            group.packages,
          );
      });
    }
  }
};

/**
 * The tabs of one package section are one tab set, whatever kind each is (a package, a group of
 * packages, the last "extended" package), so their ids must differ: a tab's id names its panel.
 */
const packageTabIds: ContentRule = (content, report) => {
  for (const [id, page] of Object.entries(content.tourPages)) {
    for (const [part, section] of packageSections(page)) {
      const tabs: [string, string][] = [
        ...(section.items ?? []).map((p, i): [string, string] => [`${part}.items[${i}].id`, p.id]),
        ...(section.groups ?? []).map((g, i): [string, string] => [`${part}.groups[${i}].id`, g.id]),
        ...(section.extended ? [[`${part}.extended.id`, section.extended.id] as [string, string]] : []),
      ];
      tabs.forEach(([field, tabId], i) => {
        const other = tabs.findIndex(([, earlier]) => earlier === tabId);
        // Ids repeated among the items alone, or the groups alone, are the tour schema's to report.
        if (other < i && field.replace(/\[\d+\]/, '') !== tabs[other]![0].replace(/\[\d+\]/, '')) {
          report(tourKey(id), field, `must differ from the other tabs of ${part} (${tabs[other]![0]} is "${tabId}" too)`, tabId);
        }
      });
    }
  }
};

export const contentRules: ContentRule[] = [
  tourReferences,
  speciesHaveRecords,
  samplePackages,
  toursHavePackages,
  packageTabIds,
  ...siteRules,
  ...hedgeRules,
  ...practicalRules,
];
