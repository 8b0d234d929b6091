// The reviews' ratings (content/reviews/) as the reviews block and the structured data show them.

/** Arithmetic mean of the ratings; 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
}

/** The average as shown: one decimal, always (4.666… → "4.7", 5 → "5.0"). */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/** Filled stars in the summary: the average rounded down, between 0 and 5. */
export function filledStars(average: number): number {
  return Math.min(5, Math.max(0, Math.floor(average)));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "March 2025" → "2025-03" for <time datetime>; undefined when the text is not a month and year. */
export function monthYearIso(monthYear: string): string | undefined {
  const match = /^(\w+) (\d{4})$/.exec(monthYear);
  const month = match ? MONTHS.indexOf(match[1]!) + 1 : 0;
  return month > 0 ? `${match![2]}-${String(month).padStart(2, '0')}` : undefined;
}
