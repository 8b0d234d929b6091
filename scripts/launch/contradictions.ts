// Figures one page states and another part of the content contradicts: the home cards' durations
// and group sizes against the packages and the contact FAQ, best months against the records of
// the migrant waders and the sites' boat seasons, a boat crossing timed two ways, species counts
// against the catalogue, national parks counted two ways, the founding year. Every value beside a figure is computed
// from the content on each run; none is written here. Where the specification fixes the words
// they stay (specFigures lists them, `beside` the computed value); our own words are listed with
// what the content says instead (figureMismatches), to be corrected.
import type { Content } from '../../model/schema/sections.ts';
import { fieldOf, packagesOf } from '../../model/schema/tour.ts';
import { chanceOn, lineageOf, packageVisits, siteParts } from '../../model/visits.ts';
import { daysOf, type FigureMismatch, numberIn, type SpecFigure } from './figures.ts';
import { minutesIn, monthRun, monthsIn, range, rangeIn } from './read-figures.ts';

// Shorebird families (eBird's names): the waders whose months the migration dates rest on.
const WADER_FAMILIES = /^(Charadriidae|Scolopacidae|Recurvirostridae|Glareolidae|Haematopodidae|Burhinidae|Rostratulidae) /;

/** The home cards' durations and group sizes against each tour's packages and the contact FAQ. */
function cardFigures(content: Content): SpecFigure[] {
  const rows: SpecFigure[] = [];
  const faqIndex = content.contact.faq.items.findIndex((q) => /group size/i.test(q.question));
  const faq = content.contact.faq.items[faqIndex];
  const sentences = faq?.answer.split(/[.:;]/) ?? [];
  const [fewest, most] = [/minimum/i, /maximum/i].map((word) => numberIn(sentences.find((s) => word.test(s)) ?? ''));
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    const days = page
      ? packagesOf(page)
          .map(([p]) => daysOf(p.duration))
          .filter((d) => !Number.isNaN(d))
      : [];
    const stated = rangeIn(tour.duration);
    if (days.length > 0 && stated) {
      const runs: [number, number] = [Math.min(...days), Math.max(...days)];
      if (stated[0] !== runs[0] || stated[1] !== runs[1])
        rows.push({
          where: `content/tours/${tour.slug}.yaml duration`,
          text: tour.duration,
          beside: `its packages run ${range(runs, 'days')} (content/packages/${tour.slug}/)`,
        });
    }
    const group = rangeIn(tour.groupSize);
    if (group && fewest !== undefined && most !== undefined && (group[0] !== fewest || group[1] !== most))
      rows.push({
        where: `content/tours/${tour.slug}.yaml groupSize`,
        text: tour.groupSize,
        beside: `the contact FAQ says ${range([fewest, most], 'people')} (content/contact.yaml faq.items[${faqIndex}])`,
      });
  }
  return rows;
}

/** Species counts ("300+ species") above the catalogue's birds, and the national parks of the home stats. */
function countFigures(content: Content): { fixed: SpecFigure[]; ours: FigureMismatch[] } {
  const fixed: SpecFigure[] = [];
  const ours: FigureMismatch[] = [];
  const birds = [...content.species.values()].filter((s) => s.kind === 'bird');
  const how = 'bird records of content/species/birds/';
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    const file = `content/tours/${tour.slug}.yaml`;
    // The specification writes the birding hero's caption and the Ujung Kulon stats; the related bands are ours.
    const texts: [string, string, boolean][] = [
      ...(page.hero?.caption ? [[`${file} hero.caption`, page.hero.caption, true] as [string, string, boolean]] : []),
      ...(page.conservation?.stats ?? []).map((f, i): [string, string, boolean] => [`${file} conservation.stats[${i}]`, `${f.value} ${f.label}`, true]),
      ...(page.related?.stats ?? []).map((f, i): [string, string, boolean] => [`${file} related.stats[${i}]`, `${f.value} ${f.label}`, false]),
    ];
    for (const [where, text, spec] of texts) {
      const m = /(\d[\d,]*)\+?\s+(?:bird\s+)?species/i.exec(text);
      if (!m || Number(m[1]!.replace(/,/g, '')) <= birds.length) continue;
      if (spec) {
        const parks = page.layout === 'ujung-kulon' ? siteParts(content.sites, 'ujung-kulon') : [];
        const atPark = parks.length > 0 ? `; ${birds.filter((b) => parks.some((p) => b.at[p])).length} of them in Ujung Kulon` : '';
        fixed.push({ where, text, beside: `the catalogue records ${birds.length} birds (${how})${atPark}` });
      } else ours.push({ where, text, stated: m[0], computed: `${birds.length} birds`, how });
    }
  }
  content.aboutTour.conservation.figures.forEach((f, i) => {
    const n = /^(\d[\d,]*)\+?$/.exec(f.value);
    if (n && /species/i.test(f.label) && Number(n[1]!.replace(/,/g, '')) > birds.length)
      ours.push({
        where: `content/about-tour.yaml conservation.figures[${i}]`,
        text: `${f.value} ${f.label}`,
        stated: f.value,
        computed: `${birds.length} birds`,
        how,
      });
  });

  const parks = content.home.visit.locations.filter((l) => /national park/i.test(l.type));
  const parksHow = `places of type National Park in content/home.yaml visit.locations (${parks.map((p) => p.name).join(', ')})`;
  const stat = content.home.stats.findIndex((s) => /national park/i.test(s.label));
  if (stat >= 0) {
    const s = content.home.stats[stat]!;
    fixed.push({ where: `content/home.yaml stats[${stat}]`, text: `${s.value} ${s.label}`, beside: `${parks.length} ${parksHow}` });
  }
  const lead = content.home.visit.lead;
  const stated = numberIn(lead);
  if (stated !== undefined && /^\w+ national parks/i.test(lead) && stated !== parks.length)
    ours.push({
      where: 'content/home.yaml visit.lead',
      text: lead,
      stated: `${stated} national parks`,
      computed: `${parks.length} national parks among ${content.home.visit.locations.length} places`,
      how: `${parksHow}${stat >= 0 ? `; the home stats say ${content.home.stats[stat]!.value} ${content.home.stats[stat]!.label}` : ''}`,
    });
  return { fixed, ours };
}

/** Best months against the migrant waders its packages find and the boat seasons of the sites they visit. */
function monthFigures(content: Content): FigureMismatch[] {
  const found: FigureMismatch[] = [];
  const lineage = lineageOf(content);
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    const i = page?.facts?.findIndex((f) => /best months/i.test(f.label)) ?? -1;
    if (!page || i < 0) continue;
    const fact = page.facts![i]!;
    const stated = monthsIn(fact.value);
    if (!stated) continue;
    const visits = packagesOf(page).flatMap(([p]) => packageVisits(p));
    const waders = [...content.species.values()].flatMap((s) => {
      if (!WADER_FAMILIES.test(s.family)) return [];
      const chance = chanceOn(s, visits, lineage);
      const at = new Set(chance?.visits.flatMap((v) => v.months) ?? []);
      return at.size > 0 && at.size < 12 ? [at] : [];
    });
    const migrants = new Set(waders.flatMap((m) => [...m]));
    const seasons = [...new Set(visits.map((v) => v.site))].flatMap((id) => {
      const site = content.sites.find((s) => s.id === id);
      return site?.season ? [site] : [];
    });
    const outside = [...stated].filter((m) => seasons.some((s) => !s.season!.best.includes(m)));
    const sameAsWaders = migrants.size === 0 || (migrants.size === stated.size && [...migrants].every((m) => stated.has(m)));
    // Words that name the sea's own season ("seas calmest outside December to February") own up to the boats.
    const saysSea = /\b(?:seas?|boats?|crossings?)\b/i.test(fact.value);
    if (sameAsWaders && (outside.length === 0 || saysSea)) continue;
    const seasonWords = seasons.map((s) => `'${s.id}' best ${monthRun(new Set(s.season!.best))}`).join(', ');
    found.push({
      where: `content/tours/${tour.slug}.yaml facts[${i}]`,
      text: `${fact.label}: ${fact.value}`,
      stated: monthRun(stated),
      computed: `migrant waders ${monthRun(migrants)}`,
      how: `months of the ${waders.length} migrant waders its packages' sites record (content/species/birds/)${seasons.length > 0 ? `; boat seasons in content/sites/: ${seasonWords}, so ${monthRun(new Set(outside))} fall outside one` : ''}`,
    });
  }
  return found;
}

/** A boat crossing an itinerary times otherwise than the site's access ("About an hour by boat from Tanjung Pasir"). */
function crossingFigures(content: Content): FigureMismatch[] {
  const found: FigureMismatch[] = [];
  for (const site of content.sites) {
    const access = /^About (.+?) by (?:speed)?boat from ([^.]+)\./.exec(site.access ?? '');
    const said = access && minutesIn(access[1]!);
    if (!access || said === undefined) continue;
    const origins = access[2]!.split(/,\s*|\s+or\s+/);
    for (const tour of content.tours) {
      const page = content.tourPages[tour.id];
      if (!page) continue;
      for (const [pkg, path] of packagesOf(page)) {
        (pkg.itinerary ?? []).forEach((day, d) => {
          day.entries.forEach((entry, e) => {
            const m = new RegExp(`${site.name}\\s*\\(about ([^)]+)\\)`).exec(entry.text);
            const timed = m && minutesIn(m[1]!);
            if (!m || timed === undefined || timed === said || !origins.some((o) => entry.text.includes(o))) return;
            found.push({
              where: `content/packages/${tour.slug}/ (${fieldOf(path)}, id ${pkg.id}) itinerary[${d + 1}].entries[${e + 1}]`,
              text: `…${entry.text.slice(entry.text.lastIndexOf(' ', Math.max(0, m.index - 40)) + 1, m.index + m[0].length)}…`,
              stated: `about ${m[1]}`,
              computed: `about ${access[1]}`,
              how: `content/sites/${site.id}.yaml access: "${access[0]}"`,
            });
          });
        });
      }
    }
  }
  return found;
}

/** The founding year our own words give (the about page's figures and profile) against content/site.yaml. */
function yearFigures(content: Content): FigureMismatch[] {
  const { established } = content.site;
  const how = 'established, content/site.yaml';
  const figures = content.aboutTour.conservation.figures.flatMap((f, i): FigureMismatch[] =>
    /^\d{4}$/.test(f.value) && /began|founded|since/i.test(f.label) && Number(f.value) !== established
      ? [{ where: `content/about-tour.yaml conservation.figures[${i}]`, text: `${f.value} ${f.label}`, stated: f.value, computed: `${established}`, how }]
      : [],
  );
  const profile = content.aboutTour.company.profile.flatMap((p, i): FigureMismatch[] => {
    const since = /\bSince (\d{4})\b/.exec(p)?.[1];
    return since && Number(since) !== established
      ? [{ where: `content/about-tour.yaml company.profile[${i}]`, text: `Since ${since}`, stated: since, computed: `${established}`, how }]
      : [];
  });
  return [...figures, ...profile];
}

/** The figures the specification fixes that the content contradicts, each beside the computed value. */
export function contradictedSpecFigures(content: Content): SpecFigure[] {
  return [...cardFigures(content), ...countFigures(content).fixed];
}

/** Our own figures that the content contradicts, each with the value the content gives. */
export function contradictedFigures(content: Content): FigureMismatch[] {
  return [...monthFigures(content), ...crossingFigures(content), ...countFigures(content).ours, ...yearFigures(content)];
}
