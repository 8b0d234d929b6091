import { tourKey, type Content, type SourceKey } from './schema/sections.ts';
import { HIGHLIGHTS_COLLAPSED, MAMMALS_COLLAPSED } from './shown.ts';
import type { Likelihood } from './schema/sites.ts';
import type { Species } from './schema/species.ts';
import { birdNamesIn } from './taxonomy.ts';
import { fieldOf, packagesOf } from './schema/tour.ts';
import { chanceOn, lineageOf, likelihoodRank, packageVisits, type Chance, type Visit } from './visits.ts';

// The words may never outrun the records: a species the records rate "with luck" or "rare" at the
// places a text sends guests is named there only with a word that says so. Two rules of the one
// model of where (model/visits.ts): a day's words, and the lists a page features (the
// endemics carousel, the mammals carousel, the key species shown first, a package's first shown
// highlights, the About page's key species).

// The shapes of model/rules.ts, which runs these with its own rules.
type ReportProblem = (key: SourceKey, field: string, message: string, found: unknown, suggestions?: readonly string[]) => void;
type ContentRule = (content: Content, report: ReportProblem) => void;

/**
 * The words that tell a reader a species takes luck: the one list both rules accept, and name in
 * their messages. A species the records rate rare needs a word of rarity: "with luck" would
 * promise more than a few sightings in years.
 */
export const hedges = {
  'with luck': ['with luck', 'takes luck', 'if we are lucky', 'a chance of', 'sometimes'],
  rare: ['rare', 'rarely', 'seldom'],
} as const satisfies Partial<Record<Likelihood, readonly string[]>>;

/** The hedges that own up to a likelihood: every one for "with luck", the words of rarity for "rare". */
const hedgesFor = (likelihood: Likelihood): readonly string[] => (likelihood === 'rare' ? hedges.rare : [...hedges['with luck'], ...hedges.rare]);
const patterns = new Map<Likelihood, RegExp>();

/** Whether a text owns up to a likelihood (one of its hedges, as whole words). */
export function hedged(text: string, likelihood: Likelihood): boolean {
  let pattern = patterns.get(likelihood);
  if (!pattern) patterns.set(likelihood, (pattern = new RegExp(`\\b(?:${hedgesFor(likelihood).join('|')})\\b`, 'i')));
  return pattern.test(text);
}

const hedgeList = (likelihood: Likelihood) => hedgesFor(likelihood).join(', ');

/** A text's sentences: a hedge counts in the sentence of the name it hedges, not in the next one. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'‘“(])/);
}

/** The chance a text must own up to: found at the places, but at best with luck. */
const onlyByLuck = (chance: Chance | undefined): chance is Chance => chance !== undefined && likelihoodRank(chance.likelihood) >= likelihoodRank('with luck');

/** "Gunung Halimun-Salak National Park" for halimun; "Carita (with luck), Ujung Kulon (rare)" where several rate it. */
function ratedAt(content: Content, chance: Chance): string {
  const names = new Map(content.sites.map((s) => [s.id, s.name]));
  const seen = new Map<string, Likelihood>();
  for (const v of chance.visits) if (!seen.has(v.site)) seen.set(v.site, v.likelihood);
  const one = new Set(seen.values()).size === 1;
  return [...seen].map(([site, likelihood]) => `${names.get(site) ?? site}${one ? '' : ` (${likelihood})`}`).join(', ');
}

/** The species a text names: birds by their exact taxonomy names, mammals by their record's name. */
function speciesNamedIn(text: string, byName: ReadonlyMap<string, Species>, mammals: readonly Species[]): Species[] {
  const names = new Set([...birdNamesIn(text), ...mammals.filter((m) => text.includes(m.english)).map((m) => m.english)]);
  return [...names].flatMap((name) => (byName.has(name) ? [byName.get(name)!] : []));
}

/** A day's title and entries, and a package's focus, name a species its places rate with luck or rare only in a sentence that says so. */
const dayWordsHedged: ContentRule = (content, report) => {
  const lineage = lineageOf(content);
  const all = [...content.species.values()];
  const byName = new Map(all.map((s) => [s.english, s]));
  const mammals = all.filter((s) => s.kind === 'mammal');
  const check = (key: SourceKey, field: string, text: string, visits: readonly Visit[], whose: string) => {
    for (const sentence of sentencesOf(text)) {
      for (const species of speciesNamedIn(sentence, byName, mammals)) {
        const chance = chanceOn(species, visits, lineage);
        if (!onlyByLuck(chance) || hedged(sentence, chance.likelihood)) continue;
        report(
          key,
          field,
          `names ${species.english}, which ${whose} (${ratedAt(content, chance)}) rate ${chance.likelihood} — say so (${hedgeList(chance.likelihood)}) or drop it`,
          text,
        );
      }
    }
  };
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    for (const [pkg, path] of packagesOf(page)) {
      const at = fieldOf(path);
      if (pkg.focus) check(tourKey(tour.id), `${at}.focus`, pkg.focus, packageVisits(pkg), "the package's sites");
      pkg.itinerary?.forEach((day, d) => {
        // A day naming an unknown site is reported once, by the rule of known sites.
        if (!day.sites.every((site) => lineage.has(site))) return;
        const visits = day.sites.map((site) => ({ site, days: [day.day] }));
        check(tourKey(tour.id), `${at}.itinerary[${d}].title`, day.title, visits, "the day's sites");
        day.entries.forEach((entry, e) => check(tourKey(tour.id), `${at}.itinerary[${d}].entries[${e}].text`, entry.text, visits, "the day's sites"));
      });
    }
  }
};

/** One featured list: where it is written, its ids, the places its page sends guests, and the words it shows beside each species. */
interface Featured {
  key: SourceKey;
  field: string;
  ids: readonly string[];
  visits: readonly Visit[];
  whose: string;
  words: (species: Species, i: number) => readonly (string | undefined)[];
}

/** The lists a page features as targets, each with the words it prints beside a species. */
function featuredLists(content: Content): Featured[] {
  const lists: Featured[] = [];
  const everywhere: Visit[] = [];
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    if (!page) continue;
    const key = tourKey(tour.id);
    const packages = packagesOf(page);
    const visits = packages.flatMap(([pkg]) => packageVisits(pkg));
    everywhere.push(...visits);
    const whose = `every site the ${tour.displayName} packages visit`;
    // The carousels print each species' record `look` as its caption.
    if (page.endemics) lists.push({ key, field: 'endemics.slides', ids: page.endemics.slides.map((s) => s.id), visits, whose, words: (s) => [s.look] });
    if (page.carousel) lists.push({ key, field: 'carousel.photos', ids: page.carousel.photos.map((p) => p.id), visits, whose, words: (s) => [s.look] });
    // The mammals' key species shown before "Show All", each with its note.
    if (page.layout === 'mammals' && page.species) {
      lists.push({ key, field: 'species.list', ids: page.species.list.slice(0, MAMMALS_COLLAPSED).map((s) => s.id), visits, whose, words: (s) => [s.note] });
    }
    // A birding package's key species shown before "See More": names alone, so none may be rare
    // (a bird that takes luck, such as Javan Hawk-Eagle, is a fair key species; one seen a few times
    // in years is not).
    if (page.layout === 'birding') {
      for (const [pkg, path] of packages) {
        if (pkg.highlights)
          lists.push({
            key,
            field: `${fieldOf(path)}.highlights`,
            ids: pkg.highlights.slice(0, HIGHLIGHTS_COLLAPSED),
            visits: packageVisits(pkg),
            whose: 'every site the package visits',
            words: () => [],
          });
      }
    }
  }
  const about = content.aboutTour.keySpecies.items;
  lists.push({
    key: 'aboutTour',
    field: 'keySpecies.items',
    ids: about.map((s) => s.id),
    visits: everywhere,
    whose: 'every site our packages visit',
    words: (s, i) => [about[i]!.status, s.note],
  });
  return lists;
}

/** A featured list shows a species that every place its page sends guests rates with luck or rare only with words that say so; a list of names alone, no rare species. */
const featuredHedged: ContentRule = (content, report) => {
  const lineage = lineageOf(content);
  for (const list of featuredLists(content)) {
    list.ids.forEach((id, i) => {
      const species = content.species.get(id);
      // An id with no record, or a species none of the sites holds, is reported by the rules of records and sites.
      const chance = species && chanceOn(species, list.visits, lineage);
      const words = species ? list.words(species, i) : [];
      if (!species || !onlyByLuck(chance) || words.some((w) => w !== undefined && hedged(w, chance.likelihood))) return;
      // A list of names alone says nothing of luck: only a rare bird is too much to feature there.
      if (words.length === 0 && chance.likelihood !== 'rare') return;
      const shown = words.length > 0 ? 'in the words it shows' : 'beside a name alone';
      report(
        list.key,
        `${list.field}[${i}]${list.field.endsWith('highlights') ? '' : '.id'}`,
        `features ${species.english} as a target, which ${list.whose} rates ${chance.likelihood} at best (${ratedAt(content, chance)}) — say so ${shown} (${hedgeList(chance.likelihood)}) or drop it from the list`,
        id,
      );
    });
  }
};

export const hedgeRules: ContentRule[] = [dayWordsHedged, featuredHedged];
