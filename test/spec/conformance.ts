// Checks the shipped content against the specification's table (test/spec/values.ts): the counts,
// ids and fixed facts that describe the business today. Each check returns its findings as
// "path: message" lines, empty when the content matches.
import type { Content } from '../../model/schema/sections.ts';
import type { TourOf } from '../../model/schema/tour.ts';
import { specValues as spec } from './values.ts';
import { tourPage } from '../../model/tour-pages.ts';
import { fixedRoutes } from '../../templates/routes.ts';
import { checklistTours } from '../../model/packages.ts';

type Path = (string | number)[];
type Fail = (path: Path, message: string) => void;

/** Runs `check` and returns what it found, each as "a.b.0.c: message", once. */
function findings(check: (fail: Fail) => void): string[] {
  const found = new Set<string>();
  check((path, message) => found.add(`${path.join('.')}: ${message}`));
  return [...found];
}

/** The arrays at a dotted path, stepping through arrays, each with its full path. */
function arraysAt(root: unknown, dotted: string): [unknown[], Path][] {
  let found: [unknown, Path][] = [[root, []]];
  for (const key of dotted.split('.')) {
    found = found.flatMap(([value, path]) => {
      const items: [unknown, Path][] = Array.isArray(value) ? value.map((v, i): [unknown, Path] => [v, [...path, i]]) : [[value, path]];
      return items.flatMap(([item, at]): [unknown, Path][] => {
        const child = (item as Record<string, unknown> | undefined)?.[key];
        return child === undefined ? [] : [[child, [...at, key]]];
      });
    });
  }
  return found.filter((entry): entry is [unknown[], Path] => Array.isArray(entry[0]));
}

interface Count {
  at: string;
  length?: number;
  min?: number;
  max?: number;
}

function counts(root: unknown, list: readonly Count[], fail: Fail): void {
  for (const { at, length, min, max } of list) {
    for (const [value, path] of arraysAt(root, at)) {
      const n = value.length;
      if (length !== undefined && n !== length) fail(path, `must hold exactly ${length} — found ${n}`);
      if (min !== undefined && n < min) fail(path, `must hold at least ${min} — found ${n}`);
      if (max !== undefined && n > max) fail(path, `must hold at most ${max} — found ${n}`);
    }
  }
}

/** A birding package of the table; keySpecies where it has a range of its own. */
export interface BirdingPackageSpec {
  readonly id: string;
  readonly tabLabel: string;
  readonly days: number;
  readonly keySpecies?: { readonly min: number; readonly max?: number };
}

/** The birding packages of the table, in tab order. */
export const birdingPackages: readonly BirdingPackageSpec[] = spec.birding.packages;

/**
 * How many key species a birding package of the table lists: its own range, or the table's
 * birding.keySpecies; the long package has no upper bound unless it gives one.
 */
export function birdingKeySpecies(id: string): { min: number; max: number } {
  const own = birdingPackages.find((p) => p.id === id)?.keySpecies;
  if (own) return { min: own.min, max: own.max ?? Number.POSITIVE_INFINITY };
  const { min, max } = spec.birding.keySpecies;
  return { min, max: id === spec.birding.longPackage ? Number.POSITIVE_INFINITY : max };
}

/** "5 Days / 4 Nights", "2 Days / 1 Night": the duration a package of this many days states. */
export const birdingDuration = (days: number) => `${days} Days / ${days - 1} ${days - 1 === 1 ? 'Night' : 'Nights'}`;

const parkGrade = (grade: string, path: Path, fail: Fail) => {
  if (!(spec.parkGrades as readonly string[]).includes(grade)) fail([...path, 'grade'], `must be one of ${spec.parkGrades.join(', ')} — found "${grade}"`);
};

export function birdingTourFindings(tour: TourOf<'birding'>): string[] {
  const s = spec.birding;
  return findings((fail) => {
    counts(
      tour,
      [
        { at: 'places', length: s.places },
        { at: 'endemics.slides', length: s.endemicSlides },
        { at: 'packages.items', length: birdingPackages.length },
        { at: 'packages.items.places', min: s.packagePlacesMin },
        { at: 'inclusions', length: s.inclusions },
        { at: 'exclusions', length: s.exclusions },
      ],
      fail,
    );
    tour.packages.items.forEach((p, i) => {
      const at = (field: string) => ['packages', 'items', i, field];
      const expected = birdingPackages[i];
      if (!expected) return;
      if (p.id !== expected.id)
        fail(at('id'), `must be "${expected.id}" (order: ${birdingPackages.map((x) => x.id).join(', ')}; birding.packages in the table) — found "${p.id}"`);
      if (p.tabLabel !== expected.tabLabel) fail(at('tabLabel'), `must be "${expected.tabLabel}" — found "${p.tabLabel}"`);
      const grade = p.id === s.longPackage ? s.longGrade : s.grade;
      if (p.grade !== grade) fail(at('grade'), `must be "${grade}" for ${p.id} — found "${p.grade}"`);
      const duration = birdingDuration(expected.days);
      if (p.duration !== duration) fail(at('duration'), `must be "${duration}" (${expected.days} days in the table) — found "${p.duration}"`);
      if (p.itinerary.length !== expected.days)
        fail(at('itinerary'), `must have ${expected.days} days (birding.packages[${i}].days in the table) — found ${p.itinerary.length}`);
      const { min, max } = birdingKeySpecies(expected.id);
      const range = expected.keySpecies ? `birding.packages[${i}].keySpecies in the table` : 'about 90, birding.keySpecies in the table';
      if (p.highlights.length < min) fail(at('highlights'), `must list at least ${min} key species (${range}) — found ${p.highlights.length}`);
      if (p.highlights.length > max) fail(at('highlights'), `must list at most ${max} key species (${range}) — found ${p.highlights.length}`);
    });
    // The Java–Sumatra package adds Sumatran species to the Java birds, so it lists every species of the shorter ones too.
    const long = tour.packages.items.findIndex((p) => p.id === s.longPackage);
    if (long >= 0) {
      const listed = new Set(tour.packages.items[long]!.highlights);
      const missing = [...new Set(tour.packages.items.filter((p) => p.id !== s.longPackage).flatMap((p) => p.highlights))].filter((id) => !listed.has(id));
      if (missing.length > 0)
        fail(
          ['packages', 'items', long, 'highlights'],
          `must list every species of the shorter tours and add the Sumatran ones — missing ${missing.map((n) => `"${n}"`).join(', ')}`,
        );
    }
  });
}

export function mammalsTourFindings(tour: TourOf<'mammals'>): string[] {
  const s = spec.mammals;
  return findings((fail) => {
    counts(
      tour,
      [
        { at: 'facts', min: s.facts.min, max: s.facts.max },
        { at: 'carousel.photos', length: s.carouselPhotos },
        { at: 'packages.items', length: s.packages.length },
        { at: 'packages.items.inclusions', min: s.inclusionsMin },
        { at: 'packages.items.exclusions', min: s.exclusionsMin },
        { at: 'related.stats', max: s.relatedStatsMax },
        { at: 'species.list', length: s.species },
      ],
      fail,
    );
    tour.packages.items.forEach((p, i) => {
      const expected = s.packages[i];
      const at = (...path: Path) => ['packages', 'items', i, ...path];
      if (!expected) return;
      if (p.id !== expected.id) return fail(at('id'), `must be "${expected.id}" (tabs in the order ${s.packages.map((x) => x.id).join(', ')})`);
      if (p.duration !== expected.duration) fail(at('duration'), `must be "${expected.duration}" for ${p.id}`);
      if (p.departureTime !== expected.departureTime) fail(at('departureTime'), `must be "${expected.departureTime}" for ${p.id}`);
      if (p.nights.camp !== expected.camp || p.nights.seaside !== expected.seaside)
        fail(at('nights'), `must be ${expected.camp} nights camp and ${expected.seaside} seaside for ${p.id}`);
      if (p.itinerary.length !== expected.days) fail(at('itinerary'), `must have ${expected.days} days for ${p.id}`);
      if (!/3 hours/.test(p.transport)) fail(at('transport'), 'must say the boat to Peucang Island takes about 3 hours');
      if (!p.exclusions.some((e) => /canoeing/i.test(e) && /November 2023/.test(e)))
        fail(at('exclusions'), 'must exclude canoeing, noted as closed since November 2023');
      if (!p.exclusions.some((e) => /tips/i.test(e))) fail(at('exclusions'), 'must exclude tips');
      if (p.id === s.dinnerOut.package && !p.exclusions.some((e) => new RegExp(`dinner on day ${s.dinnerOut.day}`, 'i').test(e)))
        fail(at('exclusions'), `must exclude dinner on day ${s.dinnerOut.day}`);
    });
  });
}

export function waterbirdTourFindings(tour: TourOf<'waterbird'>): string[] {
  const s = spec.waterbird;
  return findings((fail) => {
    counts(
      tour,
      [
        { at: 'facts', min: s.facts.min, max: s.facts.max },
        { at: 'packages.items', length: s.packages.length },
        { at: 'packages.items.inclusions', min: s.inclusionsMin },
        { at: 'packages.items.exclusions', min: s.exclusionsMin },
        { at: 'packages.items.highlights', min: s.targetsMin },
        { at: 'related.stats', max: s.relatedStatsMax },
        { at: 'general.inclusions', min: s.generalInclusionsMin },
        { at: 'general.exclusions', min: s.generalExclusionsMin },
        { at: 'species.list', length: s.species },
      ],
      fail,
    );
    tour.packages.items.forEach((p, i) => {
      const expected = s.packages[i];
      const at = (...path: Path) => ['packages', 'items', i, ...path];
      if (!expected) return;
      if (p.id !== expected.id) return fail(at('id'), `must be "${expected.id}" (tabs in the order ${s.packages.map((x) => x.id).join(', ')})`);
      if (p.duration !== expected.duration) fail(at('duration'), `must be "${expected.duration}" for ${p.id}`);
      if ('days' in expected) {
        if (p.itinerary.length !== expected.days) fail(at('itinerary'), `must have ${expected.days} days for ${p.id}`);
        if (p.departureTime !== s.departureTime) fail(at('departureTime'), `must be "${s.departureTime}" for ${p.id}`);
        if (!/2 nights hotel/.test(p.accommodation) || !/1 night seaside/.test(p.accommodation))
          fail(at('accommodation'), 'must say 2 nights hotel and 1 night seaside');
        if (!p.exclusions.some((e) => /dinner on day 4/i.test(e))) fail(at('exclusions'), 'must exclude dinner on day 4');
        if (!p.exclusions.some((e) => /tips/i.test(e))) fail(at('exclusions'), 'must exclude tips');
        const boatBack = p.itinerary.flatMap((d) => d.entries).some((e) => /speed boat/i.test(e.text) && /about 5 pm/.test(e.text));
        if (!boatBack) fail(at('itinerary'), 'must return to Carita by speed boat at about 5 pm');
        if (p.outline.length) fail(at('outline'), `must be empty for ${p.id}, which has a day-by-day itinerary`);
      } else {
        if (p.itinerary.length) fail(at('itinerary'), `must be empty for ${p.id}: it has summary lines only (use outline)`);
        if (p.outline.length < expected.outline.min || p.outline.length > expected.outline.max)
          fail(at('outline'), `must hold ${expected.outline.min} to ${expected.outline.max} summary lines for ${p.id}`);
      }
    });
    if (!tour.general.inclusions.some((x) => /binoculars/i.test(x))) fail(['general', 'inclusions'], 'must include binoculars');
    if (!tour.general.inclusions.some((x) => /field guides/i.test(x))) fail(['general', 'inclusions'], 'must include field guides');
    if (!tour.general.exclusions.some((x) => /personal equipment/i.test(x))) fail(['general', 'exclusions'], 'must exclude personal equipment');
  });
}

export function krakatauTourFindings(tour: TourOf<'krakatau'>): string[] {
  const s = spec.krakatau;
  return findings((fail) => {
    counts(
      tour,
      [
        { at: 'gallery.photos', length: s.galleryPhotos },
        { at: 'packages.groups', length: s.groups },
        { at: 'packages.groups.packages', length: s.packagesPerGroup },
        ...['packages.groups.packages', 'packages.extended'].flatMap((p) => [
          { at: `${p}.inclusions`, min: s.inclusionsMin },
          { at: `${p}.exclusions`, min: s.exclusionsMin },
          { at: `${p}.whatToBring`, min: s.whatToBringMin },
        ]),
        { at: 'access.paragraphs', min: 1 },
        { at: 'history.paragraphs', min: s.historyParagraphsMin },
        { at: 'history.timeline', min: s.timelineMin },
      ],
      fail,
    );
    tour.packages.groups.forEach((g, i) => g.packages.forEach((p, n) => parkGrade(p.grade, ['packages', 'groups', i, 'packages', n], fail)));
    parkGrade(tour.packages.extended.grade, ['packages', 'extended'], fail);
  });
}

export function ujungKulonTourFindings(tour: TourOf<'ujung-kulon'>): string[] {
  const s = spec.ujungKulon;
  return findings((fail) => {
    counts(
      tour,
      [
        { at: 'features', length: s.features },
        { at: 'adventure.groups', length: s.adventureGroups },
        { at: 'adventure.groups.packages', min: s.packagesPerAdventureGroup.min, max: s.packagesPerAdventureGroup.max },
        { at: 'birding.items', length: s.birdingTabs },
        { at: 'adventure.groups.packages.inclusions', min: s.inclusionsMin },
        { at: 'birding.items.inclusions', min: s.inclusionsMin },
        { at: 'birding.items.keyBirds', min: s.keyBirdsMin },
        { at: 'exclusions', min: s.exclusionsMin },
        { at: 'whatToBring', min: s.whatToBringMin },
        { at: 'activities.items', min: s.activitiesMin },
        { at: 'conservation.paragraphs', min: 1 },
        { at: 'conservation.facts', length: s.conservationFacts },
        { at: 'conservation.stats', length: s.conservationStats },
      ],
      fail,
    );
    const packages: [Path, { duration: string; grade: string }][] = [
      ...tour.adventure.groups.flatMap((g, i) => g.packages.map((p, n): [Path, typeof p] => [['adventure', 'groups', i, 'packages', n], p])),
      ...tour.birding.items.map((p, n): [Path, typeof p] => [['birding', 'items', n], p]),
    ];
    for (const [path, p] of packages) {
      if (!(s.durations as readonly string[]).includes(p.duration))
        fail([...path, 'duration'], `must be one of ${s.durations.join(', ')} — found "${p.duration}"`);
      parkGrade(p.grade, path, fail);
    }
  });
}

/** The home page's counts and the explorer's locations against the table. */
export function homeFindings(home: Content['home']): string[] {
  const h = spec.home;
  return findings((fail) => {
    counts(
      home,
      [
        { at: 'gallery.images', length: h.bannerImages },
        { at: 'stats', length: h.stats },
        { at: 'why.items', length: h.whyItems },
        { at: 'visit.locations', length: h.visitLocations },
        { at: 'testimonials.items', length: h.testimonials },
        { at: 'team.members', min: h.team.min, max: h.team.max },
        { at: 'explorer.locations', length: h.explorer.length },
      ],
      fail,
    );
    h.explorer.forEach((expected, i) => {
      const location = home.explorer.locations[i];
      if (!location) return;
      if (location.id !== expected.id) fail(['explorer', 'locations', i, 'id'], `must be "${expected.id}" (order: ${h.explorer.map((l) => l.id).join(', ')})`);
      if (location.species.length !== expected.species)
        fail(['explorer', 'locations', i, 'species'], `must list ${expected.species} species for ${expected.id} — found ${location.species.length}`);
      if (location.photos.length !== expected.photos)
        fail(['explorer', 'locations', i, 'photos'], `must have ${expected.photos} photos for ${expected.id} — found ${location.photos.length}`);
    });
  });
}

/** Everything in the shipped content that differs from the table, by content file. */
export function specFindings(content: Content): Record<string, string[]> {
  const { home, aboutTour, blog, contact } = content;
  return {
    'content/tours/': findings((fail) => {
      const slugs = content.tours.map((t) => t.slug);
      const expected = spec.tours.map((t) => t.slug);
      if (slugs.join() !== expected.join())
        fail([], `must list the tours ${expected.join(', ')} in that order (tours in the table) — found ${slugs.join(', ')}`);
      const checklists = checklistTours(content);
      for (const t of spec.tours) {
        if (t.checklist && !checklists.includes(t.slug))
          fail([], `${t.slug} must have a species checklist (checklist: true in the table): every package of it must name the species it looks for`);
        if (!t.checklist && checklists.includes(t.slug)) fail([], `${t.slug} has a species checklist, but the table says checklist: false`);
      }
    }),
    'content/routes.yaml': findings((fail) => {
      const urls = fixedRoutes(content).map((r) => r.url);
      if (urls.join() !== spec.routes.join())
        fail([], `must give the pages ${spec.routes.join(' ')} in that order (routes in the table) — found ${urls.join(' ')}`);
    }),
    'content/reviews/': findings((fail) => {
      const total = spec.tours.reduce((n, t) => n + t.reviews, 0);
      if (content.reviews.length !== total) fail([], `must hold ${total} reviews, the sum of tours[].reviews in the table — found ${content.reviews.length}`);
      for (const { type, reviews } of spec.tours) {
        const n = content.reviews.filter((r) => r.tourType === type).length;
        if (n !== reviews) fail([], `must hold ${reviews} reviews of tourType "${type}" (its reviews in the table) — found ${n}`);
      }
      const known = new Set<string>(spec.tours.map((t) => t.type));
      for (const r of content.reviews) if (!known.has(r.tourType)) fail([], `review "${r.id}" is of tourType "${r.tourType}", a tour the table does not list`);
    }),
    'content/blog/': findings((fail) => {
      if (content.posts.length !== spec.tripReports)
        fail(
          [],
          `must hold ${spec.tripReports} trip reports (tripReports in the table) — found ${content.posts.length}: ${content.posts.map((p) => p.slug).join(', ') || 'none'}`,
        );
    }),
    'content/tours/birding-tour.yaml, content/packages/birding-tour/': birdingTourFindings(tourPage(content, 'birding', 'birding')),
    'content/tours/mammals-tour.yaml, content/packages/mammals-tour/': mammalsTourFindings(tourPage(content, 'mammals', 'mammals')),
    'content/tours/waterbird-tour.yaml, content/packages/waterbird-tour/': waterbirdTourFindings(tourPage(content, 'waterbird', 'waterbird')),
    'content/tours/krakatau-tour.yaml, content/packages/krakatau-tour/': krakatauTourFindings(tourPage(content, 'krakatau', 'krakatau')),
    'content/tours/ujung-kulon-tour.yaml, content/packages/ujung-kulon-tour/': ujungKulonTourFindings(tourPage(content, 'ujung-kulon', 'ujung-kulon')),
    'content/home.yaml': homeFindings(home),
    'content/about-tour.yaml': findings((fail) => {
      const a = spec.about;
      counts(
        aboutTour,
        [
          { at: 'highlights', length: a.highlights },
          { at: 'keySpecies.items', length: a.keySpecies },
          { at: 'tours', length: a.tourCards },
          { at: 'itineraries.items', length: a.sampleItineraries },
          { at: 'conservation.figures', min: a.conservationFigures.min, max: a.conservationFigures.max },
          { at: 'whatToBring', min: a.whatToBringMin },
          { at: 'whatsIncluded', min: a.whatsIncludedMin },
        ],
        fail,
      );
    }),
    'content/blog.yaml': findings((fail) => counts(blog, [{ at: 'empty.topics', length: spec.blog.topics }], fail)),
    'content/contact.yaml': findings((fail) => {
      const c = spec.contact;
      const channels = contact.cards.map((card) => card.channel);
      if (channels.join() !== c.cards.join()) fail(['cards'], `must be the cards ${c.cards.join(', ')} in that order — found ${channels.join(', ')}`);
      counts(
        contact,
        [
          { at: 'stats', length: c.stats },
          { at: 'response.times', length: c.responseTimes },
          { at: 'packages.items', length: c.popularPackages },
          { at: 'payment.methods', length: c.paymentMethods },
          { at: 'faq.items', min: c.faqMin },
        ],
        fail,
      );
    }),
    'content/seasons.yaml': findings((fail) => counts(content.seasons, [{ at: 'items', length: spec.seasons }], fail)),
    'content/site.yaml': findings((fail) => {
      counts(
        content.site,
        [
          { at: 'phones', length: spec.site.phones },
          { at: 'emails', length: spec.site.emails },
        ],
        fail,
      );
      for (const [key, text] of Object.entries(spec.site.messages)) {
        const found = content.site.messages[key as keyof typeof spec.site.messages];
        if (found !== text) fail(['messages', key], `must read "${text}" — found "${found}"`);
      }
    }),
  };
}
