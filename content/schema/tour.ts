import { z } from 'zod';
import { imageRef, internalPath, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { birdId, speciesId } from './species.ts';
import { tourList, type TourType } from './tours.ts';

// The one tour collection: every tour page is one object of this shape, each part optional. Which
// parts a tour must have, and the counts and facts of spec 001 for it, are data in `tourRules`
// below, applied by the tour's id.

/** Grades of spec 001 §9; the 14-day Java–Sumatra birding tour is Moderate to Challenging. */
export const grades = ['Easy', 'Moderate', 'Moderate to Challenging', 'Challenging', 'Various'] as const;

/** Tab and element ids: kebab-case. */
export const tabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id such as package-a');
const header = { eyebrow: text.optional(), heading: text, lead: text.optional() };
const figures = z.array(z.strictObject({ value: text, label: text }));

/** One package, whatever the tour: the tour's rules say which fields it must give. */
export const tourPackage = z.strictObject({
  id: tabId,
  /** Tab label (Krakatau, Ujung Kulon) or, for birding, `tabLabel` such as "5D/4N". */
  label: text.optional(),
  tabLabel: text.optional(),
  /** Where it starts, shown beside the label, e.g. "from Jakarta". */
  from: text.optional(),
  title: text,
  duration: text,
  summary: text.optional(),
  focus: text.optional(),
  depart: text.optional(),
  start: text.optional(),
  departureTime: text.optional(),
  transport: text.optional(),
  grade: z.enum(grades).optional(),
  accommodation: text.optional(),
  nights: z.strictObject({ camp: z.number().int().min(0), seaside: z.number().int().min(0) }).optional(),
  /** Key places visited, in order. */
  places: z.array(text).optional(),
  /** Key species or target birds, by eBird code. */
  highlights: z.array(birdId).optional(),
  /** The birds an Ujung Kulon birding package looks for, by eBird code. */
  keyBirds: z.array(birdId).optional(),
  itinerary: itinerary().optional(),
  /** Summary lines where the spec gives no day-by-day plan. */
  outline: z.array(text).optional(),
  inclusions: z.array(text).optional(),
  exclusions: z.array(text).optional(),
  whatToBring: z.array(text).optional(),
});

/** A tab holding packages as sub-tabs (Krakatau's One Day, Ujung Kulon's Jungle Camping…). */
const packageGroup = z.strictObject({ id: tabId, label: text, heading: text, packages: z.array(tourPackage) });

/** A section of packages: tabs of single packages (`items`), tabs of sub-tabs (`groups`), and one last tab (`extended`). */
export const packageSection = z.strictObject({ ...header, items: z.array(tourPackage).optional(), groups: z.array(packageGroup).optional(), extended: tourPackage.optional() });

/** A species of a species section, by id (names and notes come from its record), with its photo where the section shows one. */
const speciesEntry = z.strictObject({ id: speciesId, image: imageRef.optional() });

const choiceOption = z.strictObject({ title: text, description: text });

const tourObject = z.strictObject({
  /** Which tour this is: picks its rules in tour-rules.ts. */
  id: z.enum(tourList.map((t) => t.type) as [TourType, ...TourType[]]),
  hero: z.strictObject({ image: imageRef, eyebrow: text.optional(), caption: text, lead: text }),
  facts: z.array(z.strictObject({ label: text, value: text })).optional(),
  places: z.array(z.strictObject({ name: text, description: text, sumatraOnly: z.boolean().optional() })).optional(),
  /** Names and captions come from the species records; the caption is the record's `look`. */
  endemics: z.strictObject({ heading: text, lead: text, slides: z.array(z.strictObject({ id: birdId, image: imageRef })) }).optional(),
  carousel: z
    .object({
      ...header,
      /** A species by id (its names and caption come from its record) and its photo. */
      photos: z.array(z.strictObject({ id: speciesId, image: imageRef })),
    })
    .optional(),
  gallery: z.strictObject({ ...header, photos: z.array(z.strictObject({ title: text, caption: text, image: imageRef })) }).optional(),
  features: z.array(z.strictObject({ icon: z.enum(['globe', 'waves', 'trees']), title: text, description: text, image: imageRef })).optional(),
  choose: z.strictObject({ ...header, adventure: choiceOption, birding: choiceOption }).optional(),
  packages: packageSection.optional(),
  adventure: packageSection.optional(),
  birding: packageSection.optional(),
  /** A band near the end of the page: a few figures and a 'Learn More' link to a related page. */
  related: z.strictObject({ ...header, stats: figures, link: z.strictObject({ label: text, href: internalPath }) }).optional(),
  /** What every package includes and excludes. */
  general: z.strictObject({ heading: text, inclusions: z.array(text), exclusions: z.array(text) }).optional(),
  inclusions: z.array(text).optional(),
  exclusions: z.array(text).optional(),
  whatToBring: z.array(text).optional(),
  species: z.strictObject({ ...header, list: z.array(speciesEntry) }).optional(),
  /** Access to the volcano: the exclusion zone and the alert level confirmed before each trip. */
  access: z.strictObject({ heading: text, paragraphs: z.array(text) }).optional(),
  history: z.strictObject({ ...header, paragraphs: z.array(text), timeline: z.array(z.strictObject({ year: text, text })) }).optional(),
  activities: z.strictObject({ ...header, items: z.array(z.strictObject({ title: text, description: text })) }).optional(),
  seasons: z.strictObject(header).optional(),
  conservation: z.strictObject({ ...header, paragraphs: z.array(text), facts: figures, stats: figures }).optional(),
  /** The short prompt over the inquiry actions (WhatsApp, e-mail, phone). */
  inquiry: z.strictObject({ heading: text, lead: text }).optional(),
});

export type Tour = z.infer<typeof tourObject>;
export type TourInput = z.input<typeof tourObject>;
export type TourPackage = z.infer<typeof tourPackage>;
export type PackageSection = z.infer<typeof packageSection>;

/** Dotted paths into a tour ("packages.items.tabLabel"); arrays are stepped through. */
type Head<P extends string> = P extends `${infer H}.${string}` ? H : P;
type Tail<P extends string, H extends string> = P extends `${H}.${infer R}` ? R : never;
/** `T` with the parts at paths `P` present (not optional), at any depth. */
export type Narrow<T, P extends string> = [P] extends [never]
  ? T
  : T extends readonly (infer E)[]
    ? Narrow<E, P>[]
    : T extends object
      ? Omit<T, Head<P>> & { [K in Head<P> & keyof T]-?: Narrow<NonNullable<T[K]>, Tail<P, K & string>> }
      : T;

/** A tour with the given parts, e.g. `TourWith<'endemics' | 'places'>`. */
export type TourWith<P extends string> = Narrow<Tour, P>;
/** The tour of the given id, with every part its rules require. */
export type TourOf<T extends TourType> = TourWith<(typeof tourRules)[T]['parts'][number]>;

// ── Rules per tour ────────────────────────────────────────────────────────────────────────────

type Path = (string | number)[];
type Fail = (path: Path, message: string, params?: Record<string, unknown>) => void;
/** An array at a dotted path must hold `length`, or at least `min` / at most `max` entries. */
interface Count { at: string; length?: number; min?: number; max?: number; message?: string }
interface Rules<P extends string> {
  /** Parts and fields this tour must give, as dotted paths ("packages.items.grade"); arrays are stepped through. */
  parts: readonly P[];
  counts: readonly Count[];
  /** The spec's facts, checked once the parts and counts hold. */
  facts?: (tour: TourWith<P>, fail: Fail) => void;
}
const rules = <const P extends string>(r: Rules<P>) => r;

/** The values at a dotted path, stepping through arrays, each with its full path; `missing` hears of each absent one. */
function valuesAt(root: unknown, dotted: string, missing?: (path: Path) => void): [unknown, Path][] {
  let found: [unknown, Path][] = [[root, []]];
  for (const key of dotted.split('.')) {
    const next: [unknown, Path][] = [];
    for (const [value, path] of found) {
      const items: [unknown, Path][] = Array.isArray(value) ? value.map((v, i): [unknown, Path] => [v, [...path, i]]) : [[value, path]];
      for (const [item, at] of items) {
        const child = (item as Record<string, unknown>)[key];
        if (child === undefined) missing?.([...at, key]);
        else next.push([child, [...at, key]]);
      }
    }
    found = next;
  }
  return found;
}

/** Ids within one tab set must be unique. */
function uniqueIds(items: readonly { id: string }[], path: Path, fail: Fail): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) fail([...path, i, 'id'], `must be unique in its tab set (found "${item.id}" twice)`);
    seen.add(item.id);
  });
}

/** Grades the Krakatau and Ujung Kulon packages use. */
const parkGrades: readonly string[] = ['Easy', 'Moderate', 'Challenging', 'Various'];
function parkGrade(packages: readonly { grade: string }[], path: Path, fail: Fail): void {
  packages.forEach((p, i) => {
    if (!parkGrades.includes(p.grade)) fail([...path, i, 'grade'], `must be one of ${parkGrades.join(', ')} — found "${p.grade}"`);
  });
}

/** Spec 001 §3 'Birding tour package': ids, tab labels and day counts in the spec's order. */
export const birdingPackageIds = ['5d4n', '7d6n', '8d7n', '10d9n', '14d13n'] as const;
const birdingTabLabels = ['5D/4N', '7D/6N', '8D/7N', '10D/9N', '14D/13N'] as const;
const birdingDays = [5, 7, 8, 10, 14] as const;

/** Mammal package ids in tab order, with the facts spec 001 §9 'Mammals' fixes for each. */
export const mammalPackageSpec = {
  '3d2n': { duration: '3D/2N', days: 3, camp: 2, seaside: 0, departureTime: '5:00 am' },
  '4d3n': { duration: '4D/3N', days: 4, camp: 2, seaside: 1, departureTime: '5:00 am' },
  '5d4n': { duration: '5D/4N', days: 5, camp: 2, seaside: 2, departureTime: '4:00 am' },
} as const;
export const mammalPackageIds = Object.keys(mammalPackageSpec) as (keyof typeof mammalPackageSpec)[];

/** Waterbird package ids in tab order; only the 4D/3N carries a day-by-day itinerary (spec 001 §3). */
export const waterbirdPackageIds = ['4d3n', '7d6n', '10d9n'] as const;
const waterbirdDurations = { '4d3n': '4D/3N', '7d6n': '7D/6N', '10d9n': '10D/9N' } as const;

/** Durations of spec 001 §3 'Ujung Kulon / general tour package'. */
export const ujungKulonDurations: readonly string[] = ['One Day', '2D/1N', '3D/2N', '4D/3N'];

const krakatauPackage = ['start', 'departureTime', 'transport', 'grade', 'itinerary', 'inclusions', 'exclusions', 'whatToBring'] as const;
const ujungKulonPackage = ['label', 'summary', 'grade', 'start', 'transport', 'accommodation', 'itinerary', 'inclusions'] as const;
const lines = (at: string, min: number, what: string): Count => ({ at, min, message: `must list at least ${min} ${what}` });

/** What each tour must hold (spec 001 §2, §3, §9), keyed by the tour's id. */
export const tourRules = {
  /** The birding tour page (spec 001 §2.1, §3 'Birding tour package', §9 'Birding'). */
  birding: rules({
    parts: ['places', 'endemics', 'packages.eyebrow', 'packages.lead', 'inclusions', 'exclusions',
      ...(['tabLabel', 'grade', 'depart', 'transport', 'accommodation', 'places', 'highlights', 'itinerary'] as const).map((f) => `packages.items.${f}` as const)],
    counts: [
      { at: 'places', length: 6, message: 'must list the six key places of spec 001 §9' },
      { at: 'endemics.slides', length: 12, message: 'must hold exactly 12 endemic birds' },
      { at: 'packages.items', length: 5, message: 'must hold the five birding packages' },
      { at: 'packages.items.places', min: 2 },
      { at: 'packages.items.highlights', min: 80, message: 'must list about 90 key species (at least 80)' },
      { at: 'inclusions', length: 10, message: 'must list the ten inclusions of spec 001 §9 Birding' },
      { at: 'exclusions', length: 5, message: 'must list the five exclusions of spec 001 §9 Birding' },
    ],
    facts: (tour, fail) => {
      const packages = tour.packages.items;
      packages.forEach((p, i) => {
        const at = (field: string) => ['packages', 'items', i, field];
        if (new Set(p.highlights).size !== p.highlights.length) fail(at('highlights'), 'must not repeat a species');
        if (p.id !== birdingPackageIds[i]) fail(at('id'), `must be "${birdingPackageIds[i]}" (order: ${birdingPackageIds.join(', ')}) — found "${p.id}"`);
        if (p.tabLabel !== birdingTabLabels[i]) fail(at('tabLabel'), `must be "${birdingTabLabels[i]}" — found "${p.tabLabel}"`);
        const grade = p.id === '14d13n' ? 'Moderate to Challenging' : 'Moderate';
        if (p.grade !== grade) fail(at('grade'), `must be "${grade}" for ${p.id} (spec 001 §3) — found "${p.grade}"`);
        const days = birdingDays[i]!;
        if (!/^\d{1,2} Days \/ \d{1,2} Nights$/.test(p.duration)) fail(at('duration'), 'must read like "5 Days / 4 Nights"');
        else if (p.duration !== `${days} Days / ${days - 1} Nights`) fail(at('duration'), `must be "${days} Days / ${days - 1} Nights"`);
        if (p.itinerary.length !== days) fail(at('itinerary'), `must have ${days} days — found ${p.itinerary.length}`);
        if (p.id !== '14d13n' && p.highlights.length > 100) fail(at('highlights'), `must list about 90 key species (at most 100) — found ${p.highlights.length}`);
      });
      // Spec 001 §3: the 14-day Java–Sumatra tour adds Sumatran species to the Java birds, so it
      // lists every species of the shorter tours too.
      const long = packages.findIndex((p) => p.id === '14d13n');
      if (long >= 0) {
        const listed = new Set(packages[long]!.highlights);
        const missing = [...new Set(packages.filter((p) => p.id !== '14d13n').flatMap((p) => p.highlights))].filter((id) => !listed.has(id));
        if (missing.length > 0) fail(['packages', 'items', long, 'highlights'], `must list every species of the shorter tours and add the Sumatran ones — missing ${missing.map((n) => `"${n}"`).join(', ')}`);
      }
    },
  }),

  /** The mammals tour page (spec 001 §2.2, §3 Mammal package, §9 Mammals). */
  mammals: rules({
    parts: ['hero.eyebrow', 'facts', 'carousel.eyebrow', 'carousel.lead', 'packages.eyebrow', 'packages.lead', 'related.eyebrow', 'related.lead',
      ...(['summary', 'depart', 'departureTime', 'transport', 'accommodation', 'nights', 'inclusions', 'exclusions', 'itinerary'] as const).map((f) => `packages.items.${f}` as const),
      'species.eyebrow', 'species.lead'],
    counts: [
      { at: 'facts', min: 3, max: 5 },
      { at: 'carousel.photos', length: 8, message: 'must hold exactly 8 mammal photos' },
      { at: 'packages.items', length: 3, message: 'must list exactly the three packages 3d2n, 4d3n, 5d4n' },
      { at: 'packages.items.inclusions', min: 3, message: 'must list at least three inclusions' },
      { at: 'packages.items.exclusions', min: 2, message: 'must list at least two exclusions' },
      { at: 'related.stats', max: 4 },
      { at: 'species.list', length: 27, message: 'must list exactly the 27 mammals of Ujung Kulon' },
    ],
    facts: (page, fail) => {
      page.packages.items.forEach((p, i) => {
        const id = mammalPackageIds[i]!;
        const at = (...path: Path) => ['packages', 'items', i, ...path];
        if (p.id !== id) return fail(at('id'), `must be "${id}" (tabs in the order ${mammalPackageIds.join(', ')})`);
        const spec = mammalPackageSpec[id];
        if (p.duration !== spec.duration) fail(at('duration'), `must be "${spec.duration}" for ${id}`);
        if (p.departureTime !== spec.departureTime) fail(at('departureTime'), `must be "${spec.departureTime}" for ${id} (spec 001 §9)`);
        if (p.nights.camp !== spec.camp || p.nights.seaside !== spec.seaside) fail(at('nights'), `must be ${spec.camp} nights camp and ${spec.seaside} seaside for ${id} (spec 001 §9)`);
        if (p.itinerary.length !== spec.days) fail(at('itinerary'), `must have ${spec.days} days for ${id}`);
        if (!/3 hours/.test(p.transport)) fail(at('transport'), 'must say the boat to Peucang Island takes about 3 hours');
        if (!p.exclusions.some((e) => /canoeing/i.test(e) && /November 2023/.test(e))) fail(at('exclusions'), 'must exclude canoeing, noted as closed since November 2023');
        if (!p.exclusions.some((e) => /tips/i.test(e))) fail(at('exclusions'), 'must exclude tips');
        const dinnerOut = p.exclusions.some((e) => /dinner on day 5/i.test(e));
        if (id === '5d4n' && !dinnerOut) fail(at('exclusions'), 'must exclude dinner on day 5 (spec 001 §9)');
        if (dinnerOut && p.itinerary[4]?.meals?.includes('D')) fail(at('itinerary', 4, 'meals'), 'must not include D: dinner on day 5 is excluded');
      });
      const { list } = page.species;
      const ids = list.map((s) => s.id);
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i) fail(['species', 'list', i], 'must list each mammal once');
      });
      page.carousel.photos.forEach((photo, i) => {
        if (!ids.includes(photo.id)) fail(['carousel', 'photos', i, 'id'], 'must be one of the 27 mammals of species.list');
        if (photo.image.id !== `mammals/${photo.id}`) fail(['carousel', 'photos', i, 'image', 'id'], `must be mammals/${photo.id}`);
      });
    },
  }),

  /** The waterbird tour page (spec 001 §2.3, §3 Waterbird package, §9 Waterbirds). */
  waterbird: rules({
    parts: ['hero.eyebrow', 'facts', 'packages.eyebrow', 'packages.lead', 'related.eyebrow', 'related.lead', 'general',
      ...(['summary', 'depart', 'departureTime', 'transport', 'accommodation', 'inclusions', 'exclusions', 'itinerary', 'outline', 'highlights'] as const).map((f) => `packages.items.${f}` as const),
      'species.eyebrow', 'species.lead', 'species.list.id', 'species.list.image'],
    counts: [
      { at: 'facts', min: 3, max: 5 },
      { at: 'packages.items', length: 3, message: 'must list exactly the three packages 4d3n, 7d6n, 10d9n' },
      { at: 'packages.items.inclusions', min: 2, message: 'must list at least two inclusions' },
      { at: 'packages.items.exclusions', min: 1, message: 'must list at least one exclusion' },
      { at: 'packages.items.highlights', min: 4, message: 'must name at least four target birds' },
      { at: 'related.stats', max: 4 },
      { at: 'general.inclusions', min: 3 },
      { at: 'general.exclusions', min: 2 },
      { at: 'species.list', length: 25, message: 'must list exactly the 25 waterbird species' },
    ],
    facts: (page, fail) => {
      // The list holds birds: each id an eBird code, a near miss reported with the closest codes.
      page.species.list.forEach(({ id }, i) => {
        const issue = birdId.safeParse(id).error?.issues[0];
        if (issue) fail(['species', 'list', i, 'id'], issue.message, (issue as { params?: Record<string, unknown> }).params);
      });
      page.packages.items.forEach((p, i) => {
        const id = waterbirdPackageIds[i]!;
        const at = (...path: Path) => ['packages', 'items', i, ...path];
        if (p.id !== id) return fail(at('id'), `must be "${id}" (tabs in the order ${waterbirdPackageIds.join(', ')})`);
        if (p.duration !== waterbirdDurations[id]) fail(at('duration'), `must be "${waterbirdDurations[id]}" for ${id}`);
        if (id === '4d3n') {
          if (p.itinerary.length !== 4) fail(at('itinerary'), 'must have 4 days for 4d3n');
          if (p.departureTime !== '5:00 am') fail(at('departureTime'), 'must be "5:00 am" for 4d3n (spec 001 §9)');
          if (!/2 nights hotel/.test(p.accommodation) || !/1 night seaside/.test(p.accommodation)) fail(at('accommodation'), 'must say 2 nights hotel and 1 night seaside (spec 001 §9)');
          if (!p.exclusions.some((e) => /dinner on day 4/i.test(e))) fail(at('exclusions'), 'must exclude dinner on day 4 (spec 001 §9)');
          if (!p.exclusions.some((e) => /tips/i.test(e))) fail(at('exclusions'), 'must exclude tips (spec 001 §9)');
          if (p.itinerary[3]?.meals?.includes('D')) fail(at('itinerary', 3, 'meals'), 'must not include D: dinner on day 4 is excluded');
          const boatBack = p.itinerary.flatMap((d) => d.entries).some((e) => /speed boat/i.test(e.text) && /about 5 pm/.test(e.text));
          if (!boatBack) fail(at('itinerary'), 'must return to Carita by speed boat at about 5 pm (spec 001 §9)');
          if (p.outline.length) fail(at('outline'), 'must be empty for 4d3n, which has a day-by-day itinerary');
        } else {
          if (p.itinerary.length) fail(at('itinerary'), `must be empty for ${id}: spec 001 §3 gives it summary lines only (use outline)`);
          if (p.outline.length < 3 || p.outline.length > 6) fail(at('outline'), `must hold 3 to 6 summary lines for ${id}`);
        }
      });
      if (!page.general.inclusions.some((s) => /binoculars/i.test(s))) fail(['general', 'inclusions'], 'must include binoculars (spec 001 §9)');
      if (!page.general.inclusions.some((s) => /field guides/i.test(s))) fail(['general', 'inclusions'], 'must include field guides (spec 001 §9)');
      if (!page.general.exclusions.some((s) => /personal equipment/i.test(s))) fail(['general', 'exclusions'], 'must exclude personal equipment (spec 001 §9)');
      const names = new Set(page.species.list.map((s) => s.id));
      if (names.size !== page.species.list.length) fail(['species', 'list'], 'must not repeat a species');
      page.packages.items.forEach((p, i) =>
        p.highlights.forEach((name, n) => {
          if (!names.has(name)) fail(['packages', 'items', i, 'highlights', n], `must be one of the 25 waterbird species (found "${name}")`);
        }),
      );
    },
  }),

  /** The Krakatau tour page (spec 001 §2.4, §3 Krakatau package, §9 Krakatau). */
  krakatau: rules({
    parts: ['gallery.eyebrow', 'packages.eyebrow', 'packages.groups', 'packages.extended.label', 'packages.extended.summary', 'access', 'history.eyebrow', 'inquiry',
      ...krakatauPackage.map((f) => `packages.extended.${f}` as const),
      ...([...krakatauPackage, 'label', 'from'] as const).map((f) => `packages.groups.packages.${f}` as const)],
    counts: [
      { at: 'gallery.photos', length: 4, message: 'must hold exactly 4 photos' },
      { at: 'packages.groups', length: 2, message: 'must hold the One Day and Overnight tabs' },
      { at: 'packages.groups.packages', length: 2, message: 'must hold Package A (from Jakarta) and Package B (from Marina Carita)' },
      ...['packages.groups.packages', 'packages.extended'].flatMap((p) => [lines(`${p}.inclusions`, 3, 'inclusions'), lines(`${p}.exclusions`, 1, 'exclusions'), lines(`${p}.whatToBring`, 5, 'things to bring')]),
      lines('access.paragraphs', 1, 'paragraphs'),
      lines('history.paragraphs', 3, 'paragraphs'),
      { at: 'history.timeline', min: 3 },
    ],
    facts: ({ packages }, fail) => {
      packages.groups.forEach((g, i) => parkGrade(g.packages, ['packages', 'groups', i, 'packages'], fail));
      if (!parkGrades.includes(packages.extended.grade)) fail(['packages', 'extended', 'grade'], `must be one of ${parkGrades.join(', ')} — found "${packages.extended.grade}"`);
    },
  }),

  /** The Ujung Kulon page (spec 001 §2.5, §3, §9 'Ujung Kulon park facts'). */
  'ujung-kulon': rules({
    parts: ['features', 'choose.eyebrow', 'adventure.lead', 'adventure.groups', 'birding.lead', 'birding.items', 'exclusions', 'whatToBring', 'activities.eyebrow', 'seasons.eyebrow', 'conservation.eyebrow', 'inquiry',
      ...ujungKulonPackage.map((f) => `adventure.groups.packages.${f}` as const),
      ...([...ujungKulonPackage, 'focus', 'keyBirds'] as const).map((f) => `birding.items.${f}` as const)],
    counts: [
      { at: 'features', length: 3, message: 'must hold exactly 3 feature cards' },
      { at: 'adventure.groups', length: 5, message: 'must hold the five adventure tabs' },
      { at: 'adventure.groups.packages', min: 1, max: 2 },
      { at: 'birding.items', length: 4, message: 'must hold the four birding tabs' },
      lines('adventure.groups.packages.inclusions', 3, 'inclusions'),
      lines('birding.items.inclusions', 3, 'inclusions'),
      { at: 'birding.items.keyBirds', min: 3 },
      lines('exclusions', 2, 'exclusions'),
      lines('whatToBring', 5, 'things to bring'),
      { at: 'activities.items', min: 3 },
      lines('conservation.paragraphs', 1, 'paragraphs'),
      { at: 'conservation.facts', length: 3, message: 'must give area, protected since and UNESCO year' },
      { at: 'conservation.stats', length: 4, message: 'must give the four park stats' },
    ],
    facts: ({ adventure, birding }, fail) => {
      uniqueIds(adventure.groups, ['adventure', 'groups'], fail);
      adventure.groups.forEach((g, i) => uniqueIds(g.packages, ['adventure', 'groups', i, 'packages'], fail));
      uniqueIds(birding.items, ['birding', 'items'], fail);
      const packages: [Path, { duration: string; grade: string }][] = [
        ...adventure.groups.flatMap((g, i) => g.packages.map((p, n): [Path, typeof p] => [['adventure', 'groups', i, 'packages', n], p])),
        ...birding.items.map((p, n): [Path, typeof p] => [['birding', 'items', n], p]),
      ];
      for (const [path, p] of packages) {
        if (!ujungKulonDurations.includes(p.duration)) fail([...path, 'duration'], `must be one of ${ujungKulonDurations.join(', ')} — found "${p.duration}"`);
        parkGrade([p], path.slice(0, -1), fail);
      }
    },
  }),
} satisfies Record<TourType, { parts: readonly string[]; counts: readonly Count[] }>;

/** Applies the rules of the tour's id: its parts first, then its counts, then its facts. */
function applyRules(tour: Tour, ctx: z.RefinementCtx): void {
  const rule = tourRules[tour.id] as unknown as Rules<string>;
  const issues = new Set<string>();
  const fail: Fail = (path, message, params) => {
    const key = `${path.join('.')}: ${message}`;
    if (!issues.has(key)) ctx.addIssue({ code: 'custom', path, message, ...(params ? { params } : {}) });
    issues.add(key);
  };
  for (const part of rule.parts) valuesAt(tour, part, (path) => fail(path, `must be given for the ${tour.id} tour`));
  for (const { at, length, min, max, message } of rule.counts) {
    for (const [value, path] of valuesAt(tour, at)) {
      const n = (value as unknown[]).length;
      if (length !== undefined && n !== length) fail(path, message ?? `must hold exactly ${length} — found ${n}`);
      if (min !== undefined && n < min) fail(path, message ?? `must hold at least ${min} — found ${n}`);
      if (max !== undefined && n > max) fail(path, message ?? `must hold at most ${max} — found ${n}`);
    }
  }
  if (issues.size === 0) rule.facts?.(tour as never, fail);
}

/** The one tour schema: the shape, then the rules of the tour named by `id`. */
export const tourSchema = tourObject.superRefine(applyRules);

/** The schema of one tour's content file: the one schema, typed with the parts that tour's rules require. */
export function tourSchemaFor<T extends TourType>(id: T) {
  return tourSchema.refine((tour) => tour.id === id, { message: `must be "${id}" in this file`, path: ['id'] }) as unknown as z.ZodType<TourOf<T>, TourInput>;
}
