// Counts written into the words of a page: "{tours} ways into the wild" reads "Five ways into the
// wild" with five tours and "Six ways…" once a sixth is added, so a new tour never leaves a count behind.

const words = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** A count as a word (One to Twelve), or its digits beyond. */
export const countWord = (n: number): string => words[n] ?? String(n);

/** `text` with each `{name}` replaced by its count in words, capitalised at the start of a sentence and lower-case within one. */
export function withCounts(text: string, counts: Readonly<Record<string, number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string, offset: number) => {
    const n = counts[name];
    if (n === undefined) return whole;
    const word = countWord(n);
    const starts = offset === 0 || /[.!?]\s*$/.test(text.slice(0, offset));
    return starts ? word : word.toLowerCase();
  });
}
