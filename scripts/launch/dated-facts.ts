// Facts that age: a site's access status and when its access, permits and season were last checked,
// each Red List category, the counts the pages print (rhinos, visitors, species), the practical
// page's visa, health and money facts and the legal details. Each says where it comes from and when it was last checked, or nothing when nobody has
// checked it yet. `npm run check:launch` lists them oldest first, never-checked first, and flags
// those not checked for twelve months; age never holds the launch back, since the facts were true
// when written and only the operator can check them again. Pure over the loaded content: the day
// to measure from comes in, so tests pin it.
import type { Sourced } from '../../model/schema/common.ts';
import type { Content } from '../../model/schema/sections.ts';

/** One fact that ages: what it says, where it is written, when it was last checked, and against what. */
export interface DatedFact {
  what: string;
  /** The content file, the entry and the field to write the day into once checked again. */
  where: string;
  /** The day last checked (2025-11-01); none when nobody has checked it since it was written. */
  checked?: string;
  source: string;
}

/** A fact with how old it is on the day of the check. */
export interface AgedFact extends DatedFact {
  /** Not checked for twelve months or more, or never. */
  stale: boolean;
}

/** The parts of the content that hold dated facts. */
export type DatedContent = Pick<Content, 'site' | 'sites' | 'species' | 'tours' | 'tourPages' | 'aboutTour' | 'practical'>;

type Figure = { value: string; label: string; provenance?: Sourced };

/** The figures of a list that carry a source, each named by its place in the list. */
const figureFacts = (file: string, field: string, figures: readonly Figure[] | undefined): DatedFact[] =>
  (figures ?? []).flatMap((f, i) =>
    f.provenance
      ? [{ what: `${f.value} ${f.label}`, where: `${file} ${field}[${i}].provenance.checked`, checked: f.provenance.checked, source: f.provenance.source }]
      : [],
  );

/** Every dated fact of the content, in the order the content holds them. */
export function datedFacts(content: DatedContent): DatedFact[] {
  const facts: DatedFact[] = [];
  for (const site of content.sites) {
    if (site.status) {
      const { state, since, checked, source } = site.status;
      facts.push({ what: `${site.name}: ${state} since ${since}`, where: `content/sites/${site.id}.yaml status.checked`, checked, source });
    }
    facts.push({
      what: `${site.name}: access, permits and season`,
      where: `content/sites/${site.id}.yaml checked.checked`,
      checked: site.checked?.checked,
      source: site.checked?.source ?? 'no source named yet (add checked: { checked, source })',
    });
  }
  for (const species of content.species.values()) {
    if (!species.iucn) continue;
    const { category, year, source, checked } = species.iucn;
    facts.push({
      what: `${species.english}: Red List ${category}`,
      where: `content/species/${species.kind === 'bird' ? 'birds' : 'mammals'}/${species.id}.yaml iucn.checked`,
      checked,
      source: `${source}, assessed ${year}`,
    });
  }
  for (const tour of content.tours) {
    const page = content.tourPages[tour.id];
    const file = `content/tours/${tour.slug}.yaml`;
    facts.push(
      ...figureFacts(file, 'related.stats', page?.related?.stats),
      ...figureFacts(file, 'conservation.facts', page?.conservation?.facts),
      ...figureFacts(file, 'conservation.stats', page?.conservation?.stats),
    );
  }
  facts.push(...figureFacts('content/about-tour.yaml', 'conservation.figures', content.aboutTour.conservation.figures));
  for (const part of ['visas', 'health', 'money'] as const) {
    content.practical[part].facts.forEach(({ text, provenance }, i) => {
      facts.push({
        what: `${content.practical[part].heading}: ${text}`,
        where: `content/practical.yaml ${part}.facts[${i}].provenance.checked`,
        checked: provenance.checked,
        source: provenance.source,
      });
    });
  }
  const legal = content.site.legalProvenance;
  if (legal) {
    const { legalName, legalForm, ministryRegistration } = content.site;
    facts.push({
      what: `legal details: ${legalName}, ${legalForm}, ${ministryRegistration}`,
      where: 'content/site.yaml legalProvenance.checked',
      checked: legal.checked,
      source: legal.source,
    });
  }
  return facts;
}

/** The day twelve months before `today` (both written 2026-12-02). */
function yearBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
}

/** The facts oldest first (never checked first), each flagged when not checked for twelve months on `today`. */
export function byAge(facts: readonly DatedFact[], today: string): AgedFact[] {
  const limit = yearBefore(today);
  return facts
    .map((f) => ({ ...f, stale: f.checked === undefined || f.checked <= limit }))
    .sort((a, b) => (a.checked ?? '').localeCompare(b.checked ?? '') || a.where.localeCompare(b.where));
}

/** The list as printed: one line a fact, its day (or "never checked"), what, where and source. */
export function formatFacts(aged: readonly AgedFact[]): string {
  return aged.map((f) => `  ${f.stale ? '!' : ' '} ${(f.checked ?? 'never checked').padEnd(13)}  ${f.what}  —  ${f.where}  (source: ${f.source})`).join('\n');
}

/** The heading of the list: how many facts, how many not checked for a year, and how to update each. */
export function factsHeading(aged: readonly AgedFact[], today: string): string {
  const stale = aged.filter((f) => f.stale).length;
  const never = aged.filter((f) => f.checked === undefined).length;
  return (
    `facts that age, oldest first (${aged.length}; on ${today}, ${stale} not checked for 12 months, marked !, ${never} of them never checked): ` +
    'check each against its source, correct the value where the source has changed, then write the day you checked (YYYY-MM-DD) in the field named. ' +
    'Age never holds the launch back.'
  );
}
