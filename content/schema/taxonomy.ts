import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { text } from './common.ts';

// Every bird name the site prints must be an exact English name of an eBird/Clements 2023 row.
// The project keeps the rows it uses in content/species/taxonomy-2023.csv (checked line by line
// against the full reference by test/unit/species.test.ts); the schemas check content against it.

const TAXONOMY_FILE = new URL('../species/taxonomy-2023.csv', import.meta.url);

/** One row of the taxonomy the project keeps. */
export interface TaxonomyEntry {
  english: string;
  scientific: string;
  /** Position in eBird/Clements 2023 taxonomic order (the file keeps the reference's order). */
  position: number;
  /** The taxonomic order, e.g. Passeriformes. */
  order: string;
  /** The family as the taxonomy writes it, e.g. "Trogonidae (Trogons)". */
  family: string;
}

let entries: ReadonlyMap<string, TaxonomyEntry> | undefined;
let taxonomy: ReadonlyMap<string, string> | undefined;

/** English name → row of content/species/taxonomy-2023.csv, in taxonomic order. */
export function taxonomyEntries(): ReadonlyMap<string, TaxonomyEntry> {
  if (entries) return entries;
  const rows = new Map<string, TaxonomyEntry>();
  // Code, English and scientific names and the order hold no commas or quotes; the family may be quoted.
  for (const line of readFileSync(TAXONOMY_FILE, 'utf8').split(/\r?\n/).slice(1)) {
    const match = /^[^,]*,([^,]+),([^,]+),([^,]*),(?:"([^"]*)"|([^,]*))$/.exec(line);
    if (!match) continue;
    const [, english, scientific, order, quoted, plain] = match;
    rows.set(english!, { english: english!, scientific: scientific!, position: rows.size + 1, order: order!, family: quoted ?? plain ?? '' });
  }
  entries = rows;
  return rows;
}

/** English name → scientific name of every row in content/species/taxonomy-2023.csv. */
export function taxonomyRows(): ReadonlyMap<string, string> {
  taxonomy ??= new Map([...taxonomyEntries()].map(([english, entry]) => [english, entry.scientific]));
  return taxonomy;
}

/** A close row for a near miss (case, hyphens, spaces), to suggest in the message. */
function nearest(name: string): string | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[\s-]+/g, '');
  return [...taxonomyRows().keys()].find((english) => key(english) === key(name));
}

const TAXONOMY_HINT = 'an exact English name of a row of content/species/taxonomy-2023.csv (eBird/Clements 2023)';

/** A bird's English name, exactly as in the taxonomy. */
export const birdName = text.superRefine((name, ctx) => {
  if (taxonomyRows().has(name)) return;
  const close = nearest(name);
  ctx.addIssue({ code: 'custom', message: `must be ${TAXONOMY_HINT}${close ? ` — did you mean "${close}"?` : ''}` });
});

/** A bird with its scientific name (plus any other fields); both names must match one taxonomy row. */
export function birdWithScientific<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ name: birdName, scientific: text, ...shape }).superRefine((value, ctx) => {
    const bird = value as { name: string; scientific: string };
    const expected = taxonomyRows().get(bird.name);
    if (expected !== undefined && expected !== bird.scientific)
      ctx.addIssue({ code: 'custom', path: ['scientific'], message: `must be "${expected}", the taxonomy's scientific name for ${bird.name}` });
  });
}
