// The content's facts in words (months, likelihoods, days, Red List categories), shared by the
// species, site and package pages.
import { months as allMonths, type Likelihood, type Month } from './schema/sites.ts';
import type { IucnCategory, Range } from './schema/species.ts';

/** The Red List's names of its categories. */
export const iucnNames: Record<IucnCategory, string> = {
  LC: 'Least Concern',
  NT: 'Near Threatened',
  VU: 'Vulnerable',
  EN: 'Endangered',
  CR: 'Critically Endangered',
  EW: 'Extinct in the Wild',
  EX: 'Extinct',
  DD: 'Data Deficient',
  NE: 'Not Evaluated',
};

/** "Found only on Java", "Found only on Java and Bali", "Found only in the Sunda region". */
export function endemicText(scope: string): string {
  return scope === 'Sunda region' || scope === 'Indonesia' ? `Found only in ${scope}` : `Found only on ${scope}`;
}

/** A range in words: "Found only on Java", or "Also found beyond Indonesia". */
export function rangeText(range: Range): string {
  return range === 'wider' ? 'Also found beyond Indonesia' : endemicText(range);
}

/** The likelihood words with what each promises, as the species pages and planner print them. */
export const likelihoodNotes: Record<Likelihood, string> = {
  regular: 'seen on almost every visit',
  likely: 'seen on most visits',
  'with luck': 'seen on some visits, never promised',
  rare: 'a rare piece of luck, never promised',
};

/** "all year", "Sep–Apr", "Oct–Nov, Mar": the months as runs, a run may wrap past December. */
export function monthsText(months: readonly Month[]): string {
  if (months.length === 12) return 'all year';
  const on = allMonths.map((m) => months.includes(m));
  // Start the runs after a month it is absent, so a run across the new year stays one.
  const start = on.findIndex((v, i) => v && !on[(i + 11) % 12]);
  const runs: string[] = [];
  for (let k = 0; k < 12; k++) {
    const i = (start + k) % 12;
    if (!on[i] || on[(i + 11) % 12]) continue;
    let j = i;
    while (on[(j + 1) % 12] && (j + 1) % 12 !== i) j = (j + 1) % 12;
    runs.push(i === j ? allMonths[i]! : `${allMonths[i]}–${allMonths[j]}`);
  }
  return runs.join(', ');
}

/** "day 2", "days 2 and 3", "days 2, 3 and 5". */
export const daysText = (days: readonly number[]) => (days.length === 1 ? `day ${days[0]}` : `days ${listed(days.map(String))}`);

/** Fills `{name}`-style placeholders of a message. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "a, b and c". */
export const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "1 trip", "3 trips". */
export const tripsText = (n: number) => (n === 1 ? '1 trip' : `${n} trips`);
/** A species' likelihood in each month of the year, January first; undefined in a month it is away. */
export function monthlyLikelihood(occurrence: { likelihood: Likelihood; months: readonly Month[] }): (Likelihood | undefined)[] {
  return allMonths.map((m) => (occurrence.months.includes(m) ? occurrence.likelihood : undefined));
}

/**
 * The twelve months as runs of one likelihood, a run may wrap past December, present runs first:
 * "all year" (at the likelihood the text beside it says), "Sep–Apr: regular; May–Aug: away".
 */
export function monthBarText(values: readonly (Likelihood | undefined)[]): string {
  const word = (v: Likelihood | undefined) => v ?? 'away';
  if (values.every((v) => v === values[0])) return values[0] ? 'all year' : 'away all year';
  const starts = values.map((v, i) => v !== values[(i + 11) % 12]);
  const first = starts.findIndex((s, i) => s && values[i] !== undefined);
  const runs: string[] = [];
  for (let k = 0; k < 12; k++) {
    const i = (first + k) % 12;
    if (!starts[i]) continue;
    let j = i;
    while (!starts[(j + 1) % 12]) j = (j + 1) % 12;
    runs.push(`${i === j ? allMonths[i] : `${allMonths[i]}–${allMonths[j]}`}: ${word(values[i])}`);
  }
  return runs.join('; ');
}

const metres = new Intl.NumberFormat('en-GB');

/** A site's altitude: "sea level", "1,300–1,425 m", "0–480 m" (its page and the practical page). */
export function altitudeText({ min, max }: { min: number; max: number }): string {
  if (max === 0) return 'sea level';
  return min === max ? `${metres.format(min)} m` : `${metres.format(min)}–${metres.format(max)} m`;
}
