// The colours a stand-in bird is drawn in: its species' entry of the content's plumage file (read
// and checked by the content step, scripts/content/plumage.ts). A bird without an entry is drawn
// as a neutral grey silhouette of its shape, marked as a stand-in, and listed by
// `npm run check:launch`: a drawing never asks the owner for anything.
import type { Plumage, PlumageEntry } from '../../model/schema/plumage.ts';

/** The neutral greys a bird is drawn in until its plumage is written: a silhouette, never a guess at its colours. */
export const neutralPlumage = (shape: PlumageEntry['shape'] = 'songbird'): PlumageEntry => ({
  shape,
  upperparts: '#8a8d8f',
  underparts: '#c9cbcc',
  head: '#7a7d80',
  bill: '#4d5053',
  legs: '#5d6063',
  eye: '#2f3133',
});

/** The species drawn so far without a plumage entry: each a neutral stand-in, for the launch list. */
export const drawnWithoutPlumage = new Set<string>();

/** One species' plumage; without an entry, the neutral silhouette of its shape (or a songbird's). */
export function plumageOf(plumage: Plumage, code: string, shape?: PlumageEntry['shape']): PlumageEntry {
  const entry = plumage[code];
  if (entry) return entry;
  drawnWithoutPlumage.add(code);
  return neutralPlumage(shape);
}
