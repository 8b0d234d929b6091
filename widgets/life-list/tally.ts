import type { TaxonChange } from '../../model/taxonomy-changes.ts';
import type { Ignored } from './taxa.ts';

// What a life list holds and how it is counted, the same for an export and for pasted names: each
// taxon counted once, the ignored ones by kind, and the older names of splits and lumps applied.

/** What is kept on the device: everything needed to tell, later, whether a species is on the list. */
export interface LifeList {
  /** Lower-case species-level keys seen: binomials ("halcyon cyanoventris") from an export; from pasted lines also lower-case English names and eBird codes as typed. */
  seen: string[];
  source: 'export' | 'names';
  /** File name, or "pasted names". */
  label: string;
  counts: ListCounts;
}
export interface ListCounts {
  /** Data rows read (export) or non-empty lines (names). */
  rows: number;
  /** Distinct species-level taxa counted as seen. */
  species: number;
  /** Distinct taxa ignored, by kind: "sp." (spuh), slashes, hybrids, domestic forms. */
  spuh: number;
  slash: number;
  hybrid: number;
  domestic: number;
  /** Rows that could not be read (too few fields, no scientific name), by count. */
  unreadable: number;
  /** Older names of species split since (counted as none of the daughters, so each daughter stays a possible lifer): the older name and the 2023 daughters' scientific names. */
  splits: { name: string; into: string[] }[];
  /** Older names of species lumped since, counted as the species they are now part of. */
  lumps: { name: string; into: string }[];
  /** Pasted lines that matched nothing we know (names only; at most the first 20). */
  unknown: string[];
}

/** A reason a text is not a life list; nothing is changed. */
export type NotAList = { error: 'not-export' | 'empty' };

const MAX_UNKNOWN = 20;

/** The counts and keys of a list being read. */
export interface Tally {
  seen: Set<string>;
  ignored: Record<Ignored, Set<string>>;
  splits: Map<string, string[]>;
  lumps: Map<string, string>;
  unknown: Set<string>;
  /** Older English names (lower case, as `baseName` leaves them) and older scientific names → their change. */
  changes: Map<string, TaxonChange>;
  rows: number;
  unreadable: number;
}

/** An empty tally that knows the older names of `changes`. */
export function tally(changes: readonly TaxonChange[]): Tally {
  const byName = new Map<string, TaxonChange>();
  for (const change of changes) {
    byName.set(change.name.toLowerCase(), change);
    if (change.scientific) byName.set(change.scientific.toLowerCase(), change);
  }
  const ignored = { spuh: new Set<string>(), slash: new Set<string>(), hybrid: new Set<string>(), domestic: new Set<string>() };
  return { seen: new Set(), ignored, splits: new Map(), lumps: new Map(), unknown: new Set(), changes: byName, rows: 0, unreadable: 0 };
}

/**
 * Applies a change the names match, if any: a split adds none of the daughters (the birder cannot
 * tell which they saw, even where one daughter kept the older scientific name); a lump adds the
 * species it became. Returns whether one matched.
 */
export function applyChange(t: Tally, ...keys: (string | undefined)[]): boolean {
  const change = keys.map((key) => key && t.changes.get(key.toLowerCase())).find(Boolean);
  if (!change) return false;
  if (change.kind === 'split') t.splits.set(change.name, change.into);
  else {
    t.lumps.set(change.name, change.into[0]!);
    t.seen.add(change.into[0]!.toLowerCase());
  }
  return true;
}

/** The list the tally makes, or 'empty' when it read no row. */
export function finish(t: Tally, source: LifeList['source'], label: string): LifeList | NotAList {
  if (t.rows === 0) return { error: 'empty' };
  const { spuh, slash, hybrid, domestic } = t.ignored;
  const counts: ListCounts = {
    rows: t.rows,
    species: t.seen.size,
    spuh: spuh.size,
    slash: slash.size,
    hybrid: hybrid.size,
    domestic: domestic.size,
    unreadable: t.unreadable,
    splits: [...t.splits].map(([name, into]) => ({ name, into })),
    lumps: [...t.lumps].map(([name, into]) => ({ name, into })),
    unknown: [...t.unknown].slice(0, MAX_UNKNOWN),
  };
  return { seen: [...t.seen], source, label, counts };
}
