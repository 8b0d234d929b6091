import { memoOnContent } from './memo.ts';
import { offeredPackages, packagePath } from './packages.ts';
import type { Practical } from './schema/practical.ts';
import type { Season } from './schema/seasons.ts';
import type { Content } from './schema/sections.ts';

// What the practical page (/practical/) shows that other content already says: the seasons by month,
// the packages under each grade and one packing list joined from the packages' own lists.

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const monthPattern = MONTHS.join('|');

/** The months (0 for January) a season's `months` text names: "April to October", "March to May northward", wrapping past December. */
export function monthsOf(written: string): number[] {
  const months = new Set<number>();
  const ranges = new RegExp(`\\b(${monthPattern})\\s+to\\s+(${monthPattern})\\b`, 'g');
  for (const [, from, to] of written.matchAll(ranges)) {
    const start = MONTHS.indexOf(from as (typeof MONTHS)[number]);
    const end = MONTHS.indexOf(to as (typeof MONTHS)[number]);
    for (let m = start; ; m = (m + 1) % 12) {
      months.add(m);
      if (m === end) break;
    }
  }
  const rest = written.replace(ranges, '');
  for (const [name] of rest.matchAll(new RegExp(`\\b(?:${monthPattern})\\b`, 'g'))) months.add(MONTHS.indexOf(name as (typeof MONTHS)[number]));
  return [...months].sort((a, b) => a - b);
}

/** One month of the year, January first, with the seasons whose months include it. */
export interface MonthWeather {
  month: (typeof MONTHS)[number];
  seasons: Season[];
}

/** The months the seasons of content/seasons.yaml name, January first, each with its seasons. */
export function weatherByMonth(seasons: readonly Season[]): MonthWeather[] {
  const covered = seasons.map((s) => new Set(monthsOf(s.months)));
  return MONTHS.map((month, m) => ({ month, seasons: seasons.filter((_, i) => covered[i]!.has(m)) })).filter((w) => w.seasons.length > 0);
}

/** A package as the practical page names it: its tour and name, and the address of its panel. */
export interface NamedPackage {
  key: string;
  tourName: string;
  /** Its title, with its duration where the title does not say how long it is ("Tanjung Layar lighthouse (2D/1N)"). */
  name: string;
  path: string;
}

const nameOf = ({ title, duration }: { title: string; duration: string }) => (title.includes(duration) || /^\d/.test(title) ? title : `${title} (${duration})`);

/** The packages of each grade the practical page describes, in its order; grades no package carries are left out. */
export interface GradeGroup {
  grade: Practical['grades']['items'][number];
  packages: NamedPackage[];
}

/** Items of the packing list asked for by the same packages: every package, all of one tour's, or some. */
export interface BringGroup {
  /** Every package, or per tour the packages that ask (all of the tour's, or some). */
  askedBy: { all: true } | { all: false; tours: { tourName: string; wholeTour: boolean; packages: NamedPackage[] }[] };
  items: string[];
}

const same = (item: string) => item.trim().replace(/\s+/g, ' ').toLowerCase();

/** The practical page's derived parts: weather by month, packages by grade, and the packing list. */
export const practicalModel = memoOnContent((content: Content) => {
  const offered = offeredPackages(content).map((o) => ({
    o,
    named: { key: `${o.tour.id}/${o.pkg.id}`, tourName: o.tour.displayName, name: nameOf(o.pkg), path: packagePath(o) } satisfies NamedPackage,
  }));
  const grades: GradeGroup[] = content.practical.grades.items
    .map((grade) => ({ grade, packages: offered.filter(({ o }) => o.pkg.grade === grade.grade).map(({ named }) => named) }))
    .filter((g) => g.packages.length > 0);

  // Each item, once, with every package that asks for it: the About page's list is every package's,
  // a tour page's list its packages', a package's list its own.
  const askers = new Map<string, { item: string; keys: Set<string> }>();
  const ask = (item: string, keys: readonly string[]) => {
    const entry = askers.get(same(item)) ?? { item, keys: new Set<string>() };
    for (const key of keys) entry.keys.add(key);
    askers.set(same(item), entry);
  };
  const allKeys = offered.map(({ named }) => named.key);
  for (const item of content.aboutTour.whatToBring) ask(item, allKeys);
  for (const tour of content.tours) {
    const ofTour = offered.filter(({ o }) => o.tour.id === tour.id);
    for (const item of content.tourPages[tour.id]?.whatToBring ?? [])
      ask(
        item,
        ofTour.map(({ named }) => named.key),
      );
    for (const { o, named } of ofTour) for (const item of o.pkg.whatToBring ?? []) ask(item, [named.key]);
  }
  const groups = new Map<string, BringGroup>();
  for (const { item, keys } of askers.values()) {
    const asking = offered.filter(({ named }) => keys.has(named.key));
    let askedBy: BringGroup['askedBy'];
    if (asking.length === offered.length) askedBy = { all: true };
    else {
      const tours = content.tours
        .map((tour) => ({ tour, ofTour: offered.filter(({ o }) => o.tour.id === tour.id), asks: asking.filter(({ o }) => o.tour.id === tour.id) }))
        .filter(({ asks }) => asks.length > 0)
        .map(({ tour, ofTour, asks }) => ({ tourName: tour.displayName, wholeTour: asks.length === ofTour.length, packages: asks.map(({ named }) => named) }));
      askedBy = { all: false, tours };
    }
    const key = asking.map(({ named }) => named.key).join(' ');
    const group = groups.get(key) ?? { askedBy, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return { weather: weatherByMonth(content.seasons.items), grades, bring: [...groups.values()] };
});
