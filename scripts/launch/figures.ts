// Figures the site's words state that the content can count: years since founding, how many days
// the birding packages run, how many packages there are, how many birds are found only on Java.
// The words are the specification's and stay as written; where a figure differs from what the
// content computes, `npm run check:launch` lists both, recomputed on every run, so the operator
// decides which is true.
import type { Content } from '../../model/schema/sections.ts';
import { packagesOf } from '../../model/schema/tour.ts';

export interface FigureMismatch {
  /** The content file and field that state the figure. */
  where: string;
  /** The words as written. */
  text: string;
  /** The figure stated, and the one computed from content. */
  stated: string;
  computed: string;
  /** How the computed figure is counted. */
  how: string;
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
/** The first number of a text, in digits or as a word up to twenty. */
export const numberIn = (text: string): number | undefined => {
  const digits = /\d+/.exec(text)?.[0];
  if (digits) return Number(digits);
  const word = NUMBER_WORDS.findIndex((w) => new RegExp(`\\b${w}\\b`, 'i').test(text));
  return word >= 0 ? word : undefined;
};

/** The days a package's duration spans: "5 Days / 4 Nights", "4D/3N", "One Day"; a trip of some hours is one day. */
export const daysOf = (duration: string) =>
  /^(?:one day|\d+(?:\.\d+)?\s*hours?)$/i.test(duration.trim()) ? 1 : Number(/^(\d+)\s*Days?\b/i.exec(duration)?.[1] ?? /^(\d+)D\//.exec(duration)?.[1] ?? NaN);

/** Every figure of the words that differs from what the content counts. */
export function figureMismatches(content: Content): FigureMismatch[] {
  const found: FigureMismatch[] = [];
  const years = content.site.copyrightYear - content.site.established;
  const yearsHow = `${content.site.copyrightYear} (copyrightYear) − ${content.site.established} (established), content/site.yaml`;
  const stats: [string, readonly { value: string; label: string }[]][] = [
    ['content/home.yaml stats', content.home.stats],
    ['content/contact.yaml stats', content.contact.stats],
  ];
  for (const [where, list] of stats) {
    list.forEach((stat, i) => {
      if (!/years/i.test(stat.label)) return;
      const stated = numberIn(stat.value);
      if (stated !== years)
        found.push({
          where: `${where}[${i}]`,
          text: `${stat.value} ${stat.label}`,
          stated: stat.value,
          computed: `${years}`,
          how: `years since founding: ${yearsHow}`,
        });
    });
  }

  // Each tour's page words and packages lead state its package lengths and count.
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    const packages = packagesOf(page).map(([p]) => p);
    const days = packages.map((p) => daysOf(p.duration)).filter((d) => !Number.isNaN(d));
    if (days.length === 0) continue;
    const [min, max] = [Math.min(...days), Math.max(...days)];
    const file = `content/tours/${tour.slug}.yaml`;
    const texts: [string, string][] = [
      [`content/routes.yaml '${tour.slug}'.description`, content.routes[tour.slug]!.description],
      ...(page.packages?.lead ? [[`${file} packages.lead`, page.packages.lead] as [string, string]] : []),
    ];
    for (const [where, text] of texts) {
      const range = /(\d+) to (\d+) days/i.exec(text);
      if (range && (Number(range[1]) !== min || Number(range[2]) !== max)) {
        found.push({
          where,
          text,
          stated: `${range[1]} to ${range[2]} days`,
          computed: `${min} to ${max} days`,
          how: `the shortest and longest package of ${file}`,
        });
      }
    }
    const count = page.packages?.lead && /^(\w+) private itineraries/i.exec(page.packages.lead);
    if (count && numberIn(count[1]!) !== packages.length) {
      found.push({
        where: `${file} packages.lead`,
        text: page.packages!.lead!,
        stated: count[1]!,
        computed: `${packages.length}`,
        how: `the packages of ${file}`,
      });
    }
  }

  const javaOnly = [...content.species.values()].filter((s) => s.range === 'Java').length;
  content.home.stats.forEach((stat, i) => {
    if (!/endemic/i.test(stat.label)) return;
    const stated = numberIn(stat.value);
    if (stated !== javaOnly) {
      found.push({
        where: `content/home.yaml stats[${i}]`,
        text: `${stat.value} ${stat.label}`,
        stated: stat.value,
        computed: `${javaOnly}`,
        how: 'species records with range: Java, content/species/ (the site names these; Java has more endemics than it names)',
      });
    }
  });
  return found;
}

/** A figure the specification fixes, beside the value the content computes or a source gives. */
export interface SpecFigure {
  where: string;
  text: string;
  /** What the content counts, or the dated, sourced figure our own words give. */
  beside: string;
}

const statOf = (stats: readonly { value: string; label: string }[], pattern: RegExp) => {
  const i = stats.findIndex((s) => pattern.test(s.label));
  return i < 0 ? undefined : { i, stat: stats[i]! };
};

/**
 * Every figure the specification fixes that the content can check: its words stay as written, and
 * `npm run check:launch` lists each beside the computed or sourced value so the operator decides.
 */
export function specFigures(content: Content): SpecFigure[] {
  const rows: SpecFigure[] = [];
  const years = content.site.copyrightYear - content.site.established;
  for (const [where, stats] of [
    ['content/home.yaml stats', content.home.stats],
    ['content/contact.yaml stats', content.contact.stats],
  ] as const) {
    const years_ = statOf(stats, /years/i);
    if (years_)
      rows.push({
        where: `${where}[${years_.i}]`,
        text: `${years_.stat.value} ${years_.stat.label}`,
        beside: `${years} years since founding in ${content.site.established} (content/site.yaml)`,
      });
  }
  const ujungKulon = content.tours.map((t) => content.tourPages[t.id]).find((p) => p?.layout === 'ujung-kulon');
  const mammals = content.tours.map((t) => content.tourPages[t.id]).find((p) => p?.layout === 'mammals');
  const sourced = mammals?.related && statOf(mammals.related.stats, /rhino/i);
  const census = ujungKulon?.conservation && statOf(ujungKulon.conservation.stats, /rhino/i);
  if (census)
    rows.push({
      where: `content/tours/ujung-kulon-tour.yaml conservation.stats[${census.i}]`,
      text: `${census.stat.value} ${census.stat.label}`,
      beside: sourced
        ? `our dated, sourced figure: ${sourced.stat.value} ${sourced.stat.label} (content/tours/mammals-tour.yaml related.stats[${sourced.i}])`
        : 'no dated figure of our own',
    });
  const travelers = statOf(content.contact.stats, /travel/i);
  const visitors = ujungKulon?.conservation && statOf(ujungKulon.conservation.stats, /visitors/i);
  if (travelers && visitors) {
    rows.push({
      where: `content/contact.yaml stats[${travelers.i}]`,
      text: `${travelers.stat.value} ${travelers.stat.label}`,
      beside: `the Ujung Kulon page says ${visitors.stat.value} ${visitors.stat.label}`,
    });
    rows.push({
      where: `content/tours/ujung-kulon-tour.yaml conservation.stats[${visitors.i}]`,
      text: `${visitors.stat.value} ${visitors.stat.label}`,
      beside: `the contact page says ${travelers.stat.value} ${travelers.stat.label}`,
    });
  }
  const endemic = statOf(content.home.stats, /endemic/i);
  if (endemic) {
    const java = [...content.species.values()].filter((s) => s.range === 'Java').length;
    rows.push({
      where: `content/home.yaml stats[${endemic.i}]`,
      text: `${endemic.stat.value} ${endemic.stat.label}`,
      beside: `${java} species records with range Java (content/species/)`,
    });
  }
  // The places of the home page against the sites the packages visit.
  const visited = new Set(
    content.tours
      .flatMap((t) => (content.tourPages[t.id] ? packagesOf(content.tourPages[t.id]!) : []))
      .flatMap(([p]) => [...(p.itinerary ?? []).flatMap((d) => d.sites), ...(p.sites ?? [])]),
  );
  const visitedNames = content.sites.filter((s) => visited.has(s.id)).map((s) => s.name.toLowerCase());
  const places = content.home.visit.locations;
  const unvisited = places.filter((p) => !visitedNames.some((name) => name.includes(p.name.toLowerCase())));
  rows.push({
    where: 'content/home.yaml visit.locations',
    text: `${places.length} places we visit`,
    beside: `${places.length - unvisited.length} are visited by a package (content/sites/ ids on their days); none visits ${unvisited.map((p) => p.name).join(', ') || '—'}`,
  });
  return rows;
}
