import { text } from './schema/common.ts';
import { speller } from './suggest.ts';

// Every bird name the site prints, and every bird a trip report names, must be an exact English
// name of the eBird/Clements Checklist v2023. The project keeps the whole list, 11,017 species, in
// model/taxonomy-2023.csv (pinned by row count and checksum in test/unit/species.test.ts);
// it is read once per build, on first use.

export { parseTaxonomy, TAXONOMY_PATH, taxonomyByCode, taxonomyEntries, type TaxonomyEntry } from './taxonomy-file.ts';
import { TAXONOMY_PATH, taxonomyByCode, taxonomyEntries } from './taxonomy-file.ts';

let taxonomy: ReadonlyMap<string, string> | undefined;

/**
 * Up to three codes closest to one that is not in the taxonomy, each with its English name
 * ("javtro1 Javan Trogon"); a value that is an English name suggests that name's code.
 */
export function closestBirdIds(value: string): string[] {
  const named = taxonomyEntries().get(value);
  if (named) return [`${named.code} ${named.english}`];
  // A value with a space or a capital was meant as a name: suggest the codes of the closest names.
  if (/[\sA-Z]/.test(value)) return closestBirdNames(value).map((name) => `${taxonomyEntries().get(name)!.code} ${name}`);
  codeSpell ??= speller(taxonomyByCode().keys());
  return codeSpell(value).map((code) => `${code} ${taxonomyByCode().get(code)!.english}`);
}
let codeSpell: ((value: string) => string[]) | undefined;

/** English name → scientific name of every row of the taxonomy. */
function taxonomyRows(): ReadonlyMap<string, string> {
  taxonomy ??= new Map([...taxonomyEntries()].map(([english, entry]) => [english, entry.scientific]));
  return taxonomy;
}

/** Up to three English names of the taxonomy closest to a name that is not one. */
export function closestBirdNames(name: string): string[] {
  spell ??= speller(taxonomyEntries().keys());
  return spell(name);
}
let spell: ((name: string) => string[]) | undefined;

let byPrefix: Map<string, string[]> | undefined;
const NAME_CHAR = /[\w'-]/;
// The shortest English names have two letters ("Ou").
const PREFIX = 2;

/**
 * Exact English names a text mentions, as whole names ("Little Egret", not "Little Egrets"), in
 * the order they appear; where names overlap, the longest wins ("Javan Hawk-Eagle", not "Javan").
 */
export function birdNamesIn(text: string): string[] {
  let found = namesByText.get(text);
  if (!found) {
    // Kept for texts seen before: the content rules and the packages read the same itineraries on every load of the dev server.
    if (namesByText.size >= KEPT_TEXTS) namesByText.clear();
    namesByText.set(text, (found = scanBirdNames(text)));
  }
  return [...found];
}
const namesByText = new Map<string, readonly string[]>();
const KEPT_TEXTS = 4096;

function scanBirdNames(text: string): string[] {
  if (!byPrefix) {
    byPrefix = new Map();
    for (const name of [...taxonomyEntries().keys()].sort((a, b) => b.length - a.length)) {
      const key = name.slice(0, PREFIX);
      const filed = byPrefix.get(key);
      if (filed) filed.push(name);
      else byPrefix.set(key, [name]);
    }
  }
  const found: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (i > 0 && NAME_CHAR.test(text[i - 1]!)) continue;
    const name = byPrefix.get(text.slice(i, i + PREFIX))?.find((n) => text.startsWith(n, i) && !NAME_CHAR.test(text[i + n.length] ?? ' '));
    if (!name) continue;
    found.push(name);
    i += name.length - 1;
  }
  return found;
}

const TAXONOMY_HINT = `an exact English name of a row of ${TAXONOMY_PATH} (eBird/Clements 2023)`;

/** A bird's English name, exactly as in the taxonomy; a near miss carries the closest names. */
export const birdName = text.superRefine((name, ctx) => {
  if (taxonomyRows().has(name)) return;
  ctx.addIssue({ code: 'custom', message: `must be ${TAXONOMY_HINT}`, params: { suggestions: closestBirdNames(name) } });
});
