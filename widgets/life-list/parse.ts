import type { TaxonChange } from '../../model/taxonomy-changes.ts';
import { readCsv } from './csv.ts';
import { baseName, binomial, type Ignored, kindOf } from './taxa.ts';
import { applyChange, finish, type LifeList, type NotAList, type Tally, tally } from './tally.ts';

// A birder's eBird life list, read on their phone: which species they have seen, so the site can
// mark the lifers a tour may bring. Nothing leaves the device; what is kept is the list of keys.

export type { TaxonChange };
export type { LifeList, ListCounts, NotAList } from './tally.ts';

/** eBird's Category column: the ones that count as their species, and the ones that add none. */
const CATEGORY = new Map<string, Ignored | 'species'>([
  ['species', 'species'],
  ['issf', 'species'],
  ['form', 'species'],
  ['intergrade', 'species'],
  ['spuh', 'spuh'],
  ['slash', 'slash'],
  ['hybrid', 'hybrid'],
  ['domestic', 'domestic'],
]);

/**
 * Reads eBird's "Download My Data" CSV (MyEBirdData.csv) or its life-list CSV download.
 * Recognised by its header alone (columns named exactly "Common Name" and "Scientific Name"), so
 * another CSV or a PDF read as text changes nothing. The Category column, where there is one,
 * says what a row is; otherwise the names do (taxa.ts). Each species counts once, however many
 * observation rows it has.
 */
export function parseExport(text: string, label: string, changes: readonly TaxonChange[]): LifeList | NotAList {
  const t = tally(changes);
  let columns: { common: number; scientific: number; category: number; width: number } | undefined;
  let notExport = false;
  const read = new Map<string, boolean>();
  readCsv(text, (fields) => {
    if (!columns) {
      const header = fields!;
      const common = header.indexOf('Common Name');
      const scientific = header.indexOf('Scientific Name');
      if (common < 0 || scientific < 0) return !(notExport = true);
      columns = { common, scientific, category: header.indexOf('Category'), width: Math.max(common, scientific) + 1 };
      return;
    }
    t.rows++;
    if (!fields || fields.length < columns.width) return void t.unreadable++;
    const common = fields[columns.common]!.trim();
    const scientific = fields[columns.scientific]!.trim();
    const category = fields[columns.category] ?? '';
    // Thousands of observation rows name the same few hundred taxa: each is read once (and a
    // row of one found unreadable is unreadable again).
    const taxon = `${common}\n${scientific}\n${category}`;
    let readable = read.get(taxon);
    if (readable === undefined) read.set(taxon, (readable = readTaxon(t, common, scientific, category)));
    if (!readable) t.unreadable++;
  });
  if (notExport || !columns) return { error: 'not-export' };
  return finish(t, 'export', label);
}

/** Counts one taxon of an export; false when its scientific name holds no binomial. */
function readTaxon(t: Tally, common: string, scientific: string, category: string): boolean {
  const kind = CATEGORY.get(category.trim().toLowerCase()) ?? kindOf(common, scientific);
  if (kind !== 'species') {
    t.ignored[kind].add((scientific || common).toLowerCase());
    return true;
  }
  // An older group name ("Cattle Egret (Eastern)") is the older species too.
  if (applyChange(t, baseName(common), common, binomial(scientific), scientific)) return true;
  const species = binomial(scientific);
  if (species) t.seen.add(species);
  return species !== undefined;
}

/** A pasted line as a key: curly quotes straightened, spaces collapsed, enclosing quotes dropped. */
function clean(line: string): string {
  return line
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
}

/**
 * Reads pasted names, one per line (or separated by commas, semicolons or tabs): English names, scientific names or eBird codes. `known` maps a lower-case English name, scientific name or code to its 2023 binomial (lower case) for the species the site knows.
 *
 * Each piece between separators counts as one of `counts.rows`. A name is read as of 2023: the
 * older English name of a split is the split (none of its daughters), but a scientific name one
 * daughter kept ("Ardea intermedia") is that daughter. A line the site does not know still counts
 * when it is a binomial (a bird of another continent is a species on the list), read as one when
 * its second word is lower case as typed, since an English name written as names are ("Northern
 * Cardinal") is not; anything else is kept as typed (less a group in brackets) and listed as
 * unknown, so the birder can check it.
 */
export function parseNames(text: string, known: ReadonlyMap<string, string>, changes: readonly TaxonChange[]): LifeList | NotAList {
  const t = tally(changes);
  for (const piece of text.split(/[\r\n,;\t]+/)) {
    const line = clean(piece);
    if (!line) continue;
    t.rows++;
    const key = line.toLowerCase();
    const kind = kindOf(line, line);
    if (kind !== 'species') {
      t.ignored[kind].add(key);
      continue;
    }
    const base = baseName(line);
    const species = binomial(base);
    if (applyChange(t, base, line, species)) continue;
    const found = known.get(key) ?? known.get(base.toLowerCase()) ?? knownSpecies(known, binomial(key));
    if (found) t.seen.add(found);
    // An intergrade ("Colaptes auratus auratus x cafer") is its species; a longer line is not read
    // as a trinomial, since "Great crested grebe" would pass for one.
    else if (species && (base.split(' ').length === 2 || base.includes(' x '))) t.seen.add(species);
    else {
      // Kept without its group ("Rock Pigeon (Feral Pigeon)"), so that the species' own name finds it.
      t.seen.add(base.toLowerCase() || key);
      t.unknown.add(line);
    }
  }
  return finish(t, 'names', 'pasted names');
}

/** A trinomial's species, when the site knows the first two words as a scientific name (not as the start of an English one). */
function knownSpecies(known: ReadonlyMap<string, string>, species: string | undefined): string | undefined {
  return species && known.get(species) === species ? species : undefined;
}

const sets = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Whether a species (its 2023 scientific name, English name, eBird code) is on the list.
 * The list's `seen` is read once into a Set kept for that array: a list is replaced, not edited.
 */
export function onList(list: Pick<LifeList, 'seen'>, species: { scientific: string; name: string; id: string }): boolean {
  let seen = sets.get(list.seen);
  // A page asks for each of its species: one Set per list, not a scan of the list each time.
  if (!seen) sets.set(list.seen, (seen = new Set(list.seen)));
  return [species.scientific, species.name, species.id].some((key) => seen.has(key.toLowerCase()));
}
