// Reading the figures the words write: ranges ("10-14 Days"), months ("September to May") and
// crossing times ("about an hour"), and writing months back as a run ("Sep–Apr").
import { months, type Month } from '../../model/schema/sites.ts';

/** A range written "10-14 Days", "2-8 People" or "2-4". */
export const rangeIn = (text: string): [number, number] | undefined => {
  const m = /(\d+)\s*[-–]\s*(\d+)/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
};
/** "4 to 10 days", or "4 days" when both ends agree. */
export const range = ([a, b]: readonly [number, number], unit: string) => (a === b ? `${a} ${unit}` : `${a} to ${b} ${unit}`);

/** Months as a run ("Sep–Apr", across the new year where it wraps) or, when not one run, listed. */
export function monthRun(set: ReadonlySet<Month>): string {
  const ordered = months.filter((m) => set.has(m));
  if (ordered.length === 0 || ordered.length === 12) return ordered.length === 12 ? 'all year' : 'none';
  const start = months.findIndex((m, i) => set.has(m) && !set.has(months[(i + 11) % 12]!));
  const run = Array.from({ length: ordered.length }, (_, k) => months[(start + k) % 12]!);
  return run.every((m) => set.has(m)) ? `${run[0]}–${run.at(-1)}` : ordered.join(', ');
}

const FULL_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** The months a phrase such as "September to May" covers. */
export function monthsIn(text: string): Set<Month> | undefined {
  const m =
    /(january|february|march|april|may|june|july|august|september|october|november|december)\s+to\s+(january|february|march|april|may|june|july|august|september|october|november|december)/i.exec(
      text,
    );
  if (!m) return undefined;
  const [from, to] = [FULL_MONTHS.indexOf(m[1]!.toLowerCase()), FULL_MONTHS.indexOf(m[2]!.toLowerCase())];
  const set = new Set<Month>();
  for (let i = from; ; i = (i + 1) % 12) {
    set.add(months[i]!);
    if (i === to) break;
  }
  return set;
}

/** A crossing's length in minutes: "an hour", "an hour and a half", "30 minutes", "1.5 hours". */
export function minutesIn(text: string): number | undefined {
  const t = text.toLowerCase();
  if (/^an hour and a half/.test(t)) return 90;
  if (/^(an|one) hour/.test(t)) return 60;
  const m = /^(\d+(?:\.\d+)?)\s*(hours?|minutes?)/.exec(t);
  return m ? Number(m[1]) * (m[2]!.startsWith('hour') ? 60 : 1) : undefined;
}
