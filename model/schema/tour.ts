import { z } from 'zod';
import { imageRef, internalPath, sourced, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { siteId } from './sites.ts';
import { birdId, speciesId } from './species.ts';

// The page of each tour of content/tours/ is one object of this shape, each part optional. Its
// `layout` names the sections the page shows (templates/tour/layout.tsx); which parts that layout
// needs, and the rules between their values, are data in `tourRules` below.

/** The page layouts a tour can use: the five of the spec's tours, and `standard` for any other tour. */
export const tourLayouts = ['birding', 'mammals', 'waterbird', 'krakatau', 'ujung-kulon', 'standard'] as const;
export type TourLayout = (typeof tourLayouts)[number];

/** Grades; the 14-day Java–Sumatra birding tour is Moderate to Challenging. */
const grades = ['Easy', 'Moderate', 'Moderate to Challenging', 'Challenging', 'Various'] as const;

/** Tab and element ids: kebab-case. */
const tabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case id such as package-a');
const header = { eyebrow: text.optional(), heading: text, lead: text.optional() };
// A figure that ages (a census, a count of visitors or species) says where it comes from and when it was last checked.
const figures = z.array(z.strictObject({ value: text, label: text, provenance: sourced.optional() }));

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
  /** The sites a package with no day-by-day plan visits, by id (content/sites/); days name their own. */
  sites: z.array(siteId).min(1).optional(),
  inclusions: z.array(text).optional(),
  exclusions: z.array(text).optional(),
  whatToBring: z.array(text).optional(),
});

/** A tab holding packages as sub-tabs (Krakatau's One Day, Ujung Kulon's Jungle Camping…). */
const packageGroup = z.strictObject({ id: tabId, label: text, heading: text, packages: z.array(tourPackage) });

/** A section of packages: tabs of single packages (`items`), tabs of sub-tabs (`groups`), and one last tab (`extended`). */
export const packageSection = z.strictObject({
  ...header,
  items: z.array(tourPackage).optional(),
  groups: z.array(packageGroup).optional(),
  extended: tourPackage.optional(),
});

/** A species of a species section, by id (names and notes come from its record), with its photo where the section shows one. */
const speciesEntry = z.strictObject({ id: speciesId, image: imageRef.optional() });

const choiceOption = z.strictObject({ title: text, description: text });

export const tourObject = z.strictObject({
  /** Which tour this page is: the `id` of its entry in content/tours/. */
  id: tabId,
  /** Which sections the page shows, in order (templates/tour/layout.tsx): picks the rules below. */
  layout: z.enum(tourLayouts),
  hero: z.strictObject({ image: imageRef, eyebrow: text.optional(), caption: text, lead: text }),
  facts: z.array(z.strictObject({ label: text, value: text })).optional(),
  places: z.array(z.strictObject({ name: text, description: text, sumatraOnly: z.boolean().optional() })).optional(),
  /** Names and captions come from the species records; the caption is the record's `look`. */
  endemics: z.strictObject({ heading: text, lead: text, slides: z.array(z.strictObject({ id: birdId, image: imageRef })) }).optional(),
  carousel: z
    .strictObject({
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
type Narrow<T, P extends string> = [P] extends [never]
  ? T
  : T extends readonly (infer E)[]
    ? Narrow<E, P>[]
    : T extends object
      ? Omit<T, Head<P>> & { [K in Head<P> & keyof T]-?: Narrow<NonNullable<T[K]>, Tail<P, K & string>> }
      : T;

/** A tour with the given parts, e.g. `TourWith<'endemics' | 'places'>`. */
export type TourWith<P extends string> = Narrow<Tour, P>;
/** A tour page of the given layout, with every part its rules require. */
export type TourOf<L extends TourLayout> = TourWith<(typeof tourRules)[L]['parts'][number]>;

// ── Rules per tour ────────────────────────────────────────────────────────────────────────────

type Path = (string | number)[];

/** A path as a reader finds the field in its file: packages.items[0].itinerary. */
export const fieldOf = (path: readonly (string | number)[]) =>
  path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .slice(1);
type Fail = (path: Path, message: string, params?: Record<string, unknown>) => void;
interface Rules<P extends string> {
  /** Parts and fields this tour's layout needs, as dotted paths ("packages.items.grade"); arrays are stepped through. */
  parts: readonly P[];
  /** Rules between its values (unique ids, references), checked once the parts are there. */
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
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const first = seen.get(item.id);
    if (first !== undefined) fail([...path, i, 'id'], `must be unique in its tab set: ${fieldOf([...path, first])} is "${item.id}" too`);
    else seen.set(item.id, i);
  });
}

/** A list of species ids must name each once. */
function uniqueSpecies(ids: readonly string[], path: Path, fail: Fail): void {
  ids.forEach((id, i) => {
    if (ids.indexOf(id) !== i) fail([...path, i], `must not repeat a species (found "${id}" twice)`);
  });
}

/** The parts of a tour page that hold packages. */
export const packageParts = ['packages', 'adventure', 'birding'] as const;
export type PackagePart = (typeof packageParts)[number];

/** Every package of a tour, wherever its section holds it, with its path (the first key is its part). */
export function packagesOf(tour: Tour): [TourPackage, Path][] {
  return packageParts.flatMap((key) => {
    const section = tour[key];
    if (!section) return [];
    return [
      ...(section.items ?? []).map((p, i): [TourPackage, Path] => [p, [key, 'items', i]]),
      ...(section.groups ?? []).flatMap((g, i) => g.packages.map((p, n): [TourPackage, Path] => [p, [key, 'groups', i, 'packages', n]])),
      ...(section.extended ? [[section.extended, [key, 'extended']] as [TourPackage, Path]] : []),
    ];
  });
}

/**
 * Rules every tour's packages keep, whatever the tour: tab ids unique in each tab set; a duration
 * written "N Days / M Nights" (or "2 Days / 1 Night") agrees with itself and with a day-by-day itinerary; an excluded
 * dinner is not served; key species are listed once.
 */
function packageFacts(tour: Tour, fail: Fail): void {
  for (const key of ['packages', 'adventure', 'birding'] as const) {
    const section = tour[key];
    if (section?.items) uniqueIds(section.items, [key, 'items'], fail);
    if (section?.groups) {
      uniqueIds(section.groups, [key, 'groups'], fail);
      section.groups.forEach((g, i) => uniqueIds(g.packages, [key, 'groups', i, 'packages'], fail));
    }
  }
  for (const [p, path] of packagesOf(tour)) {
    const days = /^(\d{1,2}) Days? \/ (\d{1,2}) Nights?$/.exec(p.duration);
    if (days) {
      if (Number(days[2]) !== Number(days[1]) - 1) fail([...path, 'duration'], `must have one night fewer than days — found "${p.duration}"`);
      if (p.itinerary?.length && p.itinerary.length !== Number(days[1]))
        fail([...path, 'itinerary'], `must have ${days[1]} days, as its duration "${p.duration}" says — found ${p.itinerary.length}`);
    }
    for (const exclusion of p.exclusions ?? []) {
      const day = /dinner on day (\d+)/i.exec(exclusion)?.[1];
      const n = day === undefined ? -1 : Number(day) - 1;
      if (n >= 0 && p.itinerary?.[n]?.meals?.includes('D')) fail([...path, 'itinerary', n, 'meals'], `must not include D: dinner on day ${day} is excluded`);
    }
    if (p.highlights) uniqueSpecies(p.highlights, [...path, 'highlights'], fail);
    if (!p.itinerary?.length && !p.sites)
      fail([...path, 'sites'], 'must name the sites the package visits (ids of content/sites/): it has no day-by-day itinerary whose days name them');
    if (p.itinerary?.length && p.sites) fail([...path, 'sites'], "must be left out: the itinerary's days name the sites");
  }
}

const krakatauPackage = ['start', 'departureTime', 'transport', 'grade', 'itinerary', 'inclusions', 'exclusions', 'whatToBring'] as const;
const ujungKulonPackage = ['label', 'summary', 'grade', 'start', 'transport', 'accommodation', 'itinerary', 'inclusions'] as const;

/** What each layout needs, keyed by the layout's name, and the rules between its values. */
export const tourRules = {
  birding: rules({
    parts: [
      'places',
      'endemics',
      'packages.eyebrow',
      'packages.lead',
      'inclusions',
      'exclusions',
      ...(['tabLabel', 'grade', 'depart', 'transport', 'accommodation', 'places', 'highlights', 'itinerary'] as const).map(
        (f) => `packages.items.${f}` as const,
      ),
    ],
  }),

  mammals: rules({
    parts: [
      'hero.eyebrow',
      'facts',
      'carousel.eyebrow',
      'carousel.lead',
      'packages.eyebrow',
      'packages.lead',
      'related.eyebrow',
      'related.lead',
      ...(['summary', 'depart', 'departureTime', 'transport', 'accommodation', 'nights', 'inclusions', 'exclusions', 'itinerary'] as const).map(
        (f) => `packages.items.${f}` as const,
      ),
      'species.eyebrow',
      'species.lead',
    ],
    facts: (page, fail) => {
      const ids = page.species.list.map((s) => s.id);
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i) fail(['species', 'list', i], 'must list each mammal once');
      });
      page.carousel.photos.forEach((photo, i) => {
        if (!ids.includes(photo.id)) fail(['carousel', 'photos', i, 'id'], 'must be one of the mammals of species.list');
        if (photo.image.id !== `mammals/${photo.id}`) fail(['carousel', 'photos', i, 'image', 'id'], `must be mammals/${photo.id}`);
      });
    },
  }),

  waterbird: rules({
    parts: [
      'hero.eyebrow',
      'facts',
      'packages.eyebrow',
      'packages.lead',
      'related.eyebrow',
      'related.lead',
      'general',
      ...(['summary', 'depart', 'departureTime', 'transport', 'accommodation', 'inclusions', 'exclusions', 'itinerary', 'outline', 'highlights'] as const).map(
        (f) => `packages.items.${f}` as const,
      ),
      'species.eyebrow',
      'species.lead',
      'species.list.id',
      'species.list.image',
    ],
    facts: (page, fail) => {
      // The list holds birds: each id an eBird code, a near miss reported with the closest codes.
      page.species.list.forEach(({ id }, i) => {
        const issue = birdId.safeParse(id).error?.issues[0];
        if (issue) fail(['species', 'list', i, 'id'], issue.message, (issue as { params?: Record<string, unknown> }).params);
      });
      const names = new Set(page.species.list.map((s) => s.id));
      if (names.size !== page.species.list.length) fail(['species', 'list'], 'must not repeat a species');
      page.packages.items.forEach((p, i) =>
        p.highlights.forEach((name, n) => {
          if (!names.has(name)) fail(['packages', 'items', i, 'highlights', n], `must be one of the waterbird species of species.list (found "${name}")`);
        }),
      );
    },
  }),

  krakatau: rules({
    parts: [
      'gallery.eyebrow',
      'packages.eyebrow',
      'packages.groups',
      'packages.extended.label',
      'packages.extended.summary',
      'access',
      'history.eyebrow',
      'inquiry',
      ...krakatauPackage.map((f) => `packages.extended.${f}` as const),
      ...([...krakatauPackage, 'label', 'from'] as const).map((f) => `packages.groups.packages.${f}` as const),
    ],
  }),

  'ujung-kulon': rules({
    parts: [
      'features',
      'choose.eyebrow',
      'adventure.lead',
      'adventure.groups',
      'birding.lead',
      'birding.items',
      'exclusions',
      'whatToBring',
      'activities.eyebrow',
      'seasons.eyebrow',
      'conservation.eyebrow',
      'inquiry',
      ...ujungKulonPackage.map((f) => `adventure.groups.packages.${f}` as const),
      ...([...ujungKulonPackage, 'focus', 'keyBirds'] as const).map((f) => `birding.items.${f}` as const),
    ],
  }),

  /** Any other tour: a hero, one tab per package (a day-by-day plan and the species it looks for), the inquiry. */
  standard: rules({
    parts: [
      'packages.items',
      'inquiry',
      ...(['summary', 'depart', 'transport', 'accommodation', 'itinerary', 'highlights', 'inclusions', 'exclusions'] as const).map(
        (f) => `packages.items.${f}` as const,
      ),
    ],
  }),
} satisfies Record<TourLayout, { parts: readonly string[] }>;

/** Applies the rules of the page's layout: its parts first, then the rules between its values. */
function applyRules(tour: Tour, ctx: z.RefinementCtx): void {
  const rule = tourRules[tour.layout] as unknown as Rules<string>;
  const issues = new Set<string>();
  const fail: Fail = (path, message, params) => {
    const key = `${path.join('.')}: ${message}`;
    if (!issues.has(key)) ctx.addIssue({ code: 'custom', path, message, ...(params ? { params } : {}) });
    issues.add(key);
  };
  for (const part of rule.parts) valuesAt(tour, part, (path) => fail(path, `must be given for the ${tour.layout} layout`));
  if (issues.size > 0) return;
  packageFacts(tour, fail);
  rule.facts?.(tour as never, fail);
}

/** The one tour page schema: the shape, then the rules of the page's layout. */
export const tourSchema = tourObject.superRefine(applyRules);
