import type { SpeciesPages } from '../../model/schema/species-pages.ts';
import { list, searchKey, type CoveragePackage, type TargetOdds } from '../coverage.ts';

// The planner's WhatsApp and e-mail message, from the operator's words (content/species-pages.yaml):
// the package (or the two or three) asked about, every target with its likelihood, the month of
// travel, and a sentence for the targets their sites do not hold. Pure, so the tests read the exact text a guest sends.

export type MessageWords = SpeciesPages['planner']['message'];

/** Fills each `{name}` of a template; a placeholder without a value stays, for the tests to catch. */
export const fill = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole));

// Words of a tour's heading that say nothing of the place or the kind of trip.
const GENERIC = new Set(['tour', 'tours', 'national', 'park', 'the', 'and']);

/**
 * Whether a package's title already says which tour it belongs to: it holds a telling word of the
 * tour's heading ("7 Days West Java Birding" of the Birding Tour, "Java Coast Waterbirds" of the
 * Waterbird Tour; "Birding Peucang and Cidaon" does not name Ujung Kulon National Park).
 */
export function titleNamesTour(title: string, tourName: string): boolean {
  const key = searchKey(title);
  return tourName
    .split(/\s+/)
    .map((w) => searchKey(w).replace(/s$/, ''))
    .some((w) => w.length >= 4 && !GENERIC.has(w) && key.includes(w));
}

/** A package as a message names it: "the 7 Days West Java Birding package", with its tour page where the title does not name it. */
export const packageName = (pkg: Pick<CoveragePackage, 'title' | 'tourName'>, words: MessageWords) =>
  fill(titleNamesTour(pkg.title, pkg.tourName) ? words.package : words.packageOnPage, { title: pkg.title, tour: pkg.tourName });

/**
 * The message and e-mail subject for one package, a pair or three (each as packageName names it),
 * naming every target (those their sites do not hold in a sentence of their own) and the month of
 * travel where one is chosen.
 */
export function plannerMessage(
  words: MessageWords,
  named: readonly string[],
  targets: readonly TargetOdds[],
  name: (id: string) => string,
  month?: string,
): { text: string; subject: string } {
  const [first, second, third] = named as [string, string?, string?];
  const asked = third ? fill(words.triple, { first, second: second!, third }) : second ? fill(words.pair, { first, second }) : first;
  const missing = targets.filter((t) => !t.odds).map((t) => name(t.id));
  const sentences = [
    fill(words.opening, { package: asked }),
    fill(words.targets, { targets: targets.map((t) => (t.odds ? fill(words.target, { name: name(t.id), odds: t.odds }) : name(t.id))).join(', ') }),
    month ? fill(words.month, { month }) : '',
    missing.length
      ? fill(third ? words.missingTriple : second ? words.missingPair : words.missing, { missing: list(missing), them: missing.length > 1 ? 'them' : 'it' })
      : '',
    words.closing,
  ];
  return { text: sentences.filter(Boolean).join(' '), subject: fill(words.subject, { package: asked }) };
}
