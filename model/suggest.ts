// Closest known values for a value the content got wrong, so a message can say what was meant.
// Case, spaces, hyphens and apostrophes are forgiven before counting edits: "Javan Hawk Eagle" is
// the same as "Javan Hawk-Eagle", and "Green Peacock" is three letters from "Green Peafowl".

/** The form two spellings are compared in. */
const spellingKey = (value: string) => value.toLowerCase().replace(/[\s'’_-]+/g, '');

/**
 * Edits (insert, delete, replace, swap two neighbours) between two strings, or Infinity once it
 * exceeds `limit`, which keeps a search over eleven thousand names fast.
 */
function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  const width = b.length + 1;
  let before = new Int32Array(width);
  let previous = new Int32Array(width).map((_, j) => j);
  let current = new Int32Array(width);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      if (previous[j]! + 1 < d) d = previous[j]! + 1;
      if (current[j - 1]! + 1 < d) d = current[j - 1]! + 1;
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) if (before[j - 2]! + 1 < d) d = before[j - 2]! + 1;
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > limit) return Infinity;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length]! > limit ? Infinity : previous[b.length]!;
}

/**
 * A lookup of the candidates closest to a value, nearest first (ties keep the candidates' order):
 * within `share` of the longer spelling's letters (at least two edits), and no further than twice
 * the nearest plus one, so an exact match but for case or hyphens comes alone.
 */
export function speller(candidates: Iterable<string>, { count = 3, share = 1 / 3 } = {}): (value: string) => string[] {
  const keyed = [...new Set(candidates)].map((candidate) => [candidate, spellingKey(candidate)] as const);
  return (value) => {
    const key = spellingKey(value);
    const found: { candidate: string; distance: number }[] = [];
    let nearestYet = Infinity;
    for (const [candidate, other] of keyed) {
      if (candidate === value) continue;
      const distance = editDistance(key, other, Math.min(2 * nearestYet + 1, Math.max(2, Math.floor(Math.max(key.length, other.length) * share))));
      if (distance === Infinity) continue;
      found.push({ candidate, distance });
      nearestYet = Math.min(nearestYet, distance);
    }
    found.sort((a, b) => a.distance - b.distance);
    const nearest = found[0]?.distance ?? 0;
    return found
      .filter((f) => f.distance <= 2 * nearest + 1)
      .slice(0, count)
      .map((f) => f.candidate);
  };
}

/** Up to three candidates closest to `value` (see speller). */
export const closest = (value: string, candidates: Iterable<string>, options?: { count?: number; share?: number }) => speller(candidates, options)(value);

/** "did you mean "A", "B" or "C"?" for a message, or undefined without suggestions. */
export function didYouMean(suggestions: readonly string[] | undefined): string | undefined {
  if (!suggestions?.length) return undefined;
  const quoted = suggestions.map((s) => JSON.stringify(s));
  return `did you mean ${quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`}?`;
}
