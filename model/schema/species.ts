import { z } from 'zod';
import { isoDay, text } from './common.ts';
import { closestBirdIds, taxonomyByCode, TAXONOMY_PATH } from '../taxonomy.ts';
import { likelihoods, months, siteId, type Likelihood, type Month } from './sites.ts';

// The species the site names, one record each, keyed by a stable id: the eBird species code for a
// bird (names, scientific name and family then come from the taxonomy, never typed again), a slug
// for a mammal (its names, order and family live in content/species/mammals/, in Mammal
// Diversity Database sequence). A record adds by hand only what the taxonomy lacks, and only
// where it is known: every field but the id is optional.

/** How far a species' range reaches: the narrowest area that holds every wild population. */
export const ranges = ['Java', 'Java and Bali', 'Sunda region', 'Indonesia', 'wider'] as const;
export type Range = (typeof ranges)[number];
/** The ranges of a species found nowhere else: all but `wider`. */
export const endemicScopes = ranges.filter((r): r is Exclude<Range, 'wider'> => r !== 'wider');
export type EndemicScope = Exclude<Range, 'wider'>;

/** Who assessed a category: BirdLife International for birds, the IUCN's specialist groups for mammals. */
export const iucnSources = ['BirdLife International', 'IUCN'] as const;

/** The IUCN Red List categories. */
export const iucnCategories = ['LC', 'NT', 'VU', 'EN', 'CR', 'EW', 'EX', 'DD', 'NE'] as const;
export type IucnCategory = (typeof iucnCategories)[number];

/** An eBird species code of the taxonomy; a near miss carries the closest codes with their names. */
export const birdId = z.string().superRefine((id, ctx) => {
  if (taxonomyByCode().has(id)) return;
  ctx.addIssue({
    code: 'custom',
    message: `must be an eBird species code of ${TAXONOMY_PATH} (column eBird.Code)`,
    params: { suggestions: closestBirdIds(id) },
  });
});

/** A mammal's id: its English name as a kebab-case slug. */
const mammalId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug such as javan-gibbon');

/** A bird or mammal id, as lists that may hold either write it. */
export const speciesId = z.string().min(1, 'must be a species id');

/** A Red List category, with the year of the assessment and who made it. */
const iucn = z.strictObject({
  category: z.enum(iucnCategories),
  year: z.number().int().min(1964).max(2100),
  source: z.enum(iucnSources),
  /** The subspecies or population assessed, where that one is what matters here (the Javan leopard). */
  taxon: text.optional(),
  /** The day we last checked the category against the Red List (none: not checked since it was written). */
  checked: isoDay.optional(),
});

/** How likely at a site, all year; or with the months it is there (a migrant, a breeding visitor). */
const occurrence = z.union([
  z.enum(likelihoods),
  z.strictObject({
    likelihood: z.enum(likelihoods),
    months: z
      .array(z.enum(months))
      .min(1, 'must name at least one month')
      .refine((m) => new Set(m).size === m.length, 'must name each month once'),
  }),
]);

/** What a record may add to the names: only facts a guide would stand by. */
const facts = {
  range: z.enum(ranges),
  iucn,
  /** The sites where we find it (content/sites/ ids), each with how likely and when. */
  at: z.record(siteId, occurrence).refine((at) => Object.keys(at).length > 0, 'must name at least one site of content/sites/ where we find it'),
  /** The habitat where we look for it. */
  habitat: text.optional(),
  /** Where and when we look for it: site, season or time of day. */
  look: text.optional(),
  /** One or two sentences a guide would say about it. */
  note: text.optional(),
  /** Its standard Indonesian name ("Elang Jawa"), only where that name is certain. */
  indonesian: text.optional(),
};

export const birdRecord = z.strictObject({ id: birdId, ...facts });
export const mammalRecord = z.strictObject({
  id: mammalId,
  name: text,
  scientific: z.string().regex(/^[A-Z][a-z]+ [a-z]+$/, 'must be a binomial such as Rhinoceros sondaicus'),
  order: z.string().regex(/^[A-Z][a-z]+$/, 'must be an order such as Carnivora'),
  family: z.string().regex(/^[A-Z][a-z]+idae \([^()]+\)$/, 'must be a family and its English name, such as "Felidae (Cats)"'),
  ...facts,
});

/** One species of the collection: names and family resolved, plus the record's own facts. */
export interface Species {
  id: string;
  kind: 'bird' | 'mammal';
  english: string;
  scientific: string;
  /** The family, written as eBird writes it: "Trogonidae (Trogons)". */
  family: string;
  /** The taxonomic order (Passeriformes, Primates). */
  order: string;
  /** Position in taxonomic sequence within its kind (eBird/Clements 2023 for birds, the MDD for mammals). */
  sequence: number;
  /** The narrowest area holding every wild population (none for a bird named only by a checklist or trip report). */
  range?: Range;
  /** Its range where that is nowhere else (every range but `wider`). */
  endemic?: EndemicScope;
  iucn?: { category: IucnCategory; year: number; source: (typeof iucnSources)[number]; taxon?: string; checked?: string };
  /** Where we find it, by site id: how likely, and in which months (all twelve when it stays all year). */
  at: Readonly<Record<string, Occurrence>>;
  habitat?: string;
  look?: string;
  note?: string;
  /** Its standard Indonesian name, where known. */
  indonesian?: string;
}

/** How likely we are to find a species at a site, and when. */
export interface Occurrence {
  likelihood: Likelihood;
  months: readonly Month[];
}

/** A record's `at`, each entry with its months (all twelve where none are written). */
function occurrences(at: Record<string, z.infer<typeof occurrence>>): Record<string, Occurrence> {
  return Object.fromEntries(Object.entries(at).map(([site, o]) => [site, typeof o === 'string' ? { likelihood: o, months } : o]));
}

/** The derived endemic scope of a range. */
const endemicOf = (range: Range | undefined): EndemicScope | undefined => (range && range !== 'wider' ? range : undefined);

/** Adds an issue for each id written twice in a list of records (read before the records parse, so a broken one elsewhere does not hide it). */
function noDuplicates(records: readonly { id: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  records.forEach((record, i) => {
    if (typeof record?.id !== 'string') return;
    if (seen.has(record.id))
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'must name a species once: another record already has this id', input: record.id });
    seen.add(record.id);
  });
}

/** Each order, and each family, in one run of rows: the mammals are a sequence, not a sorted set. */
function contiguous(values: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const [i, value] of values.entries()) {
    if (value !== values[i - 1] && seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
}

/** Mammal records keep the Mammal Diversity Database sequence: an order's, and a family's, rows together. */
function mammalSequence(records: readonly { order?: unknown; family?: unknown }[], ctx: z.RefinementCtx) {
  for (const rank of ['order', 'family'] as const) {
    const split = contiguous(records.map((r) => String(r?.[rank])));
    if (split) ctx.addIssue({ code: 'custom', message: `must keep the rows of one ${rank} together (taxonomic sequence) — ${split} is split` });
  }
}

/** The species section: bird and mammal records, as one collection keyed by id. */
export const speciesSchema = z
  .strictObject({
    birds: z.array(birdRecord).superRefine(noDuplicates, { when: () => true }),
    mammals: z
      .array(mammalRecord)
      .superRefine(noDuplicates, { when: () => true })
      .superRefine(mammalSequence),
  })
  .transform(({ birds, mammals }): ReadonlyMap<string, Species> => {
    const taxonomy = taxonomyByCode();
    const collection = new Map<string, Species>();
    for (const { id, at, ...own } of birds) {
      const row = taxonomy.get(id)!;
      collection.set(id, {
        id,
        kind: 'bird',
        english: row.english,
        scientific: row.scientific,
        family: row.family,
        order: row.order,
        sequence: row.position,
        ...own,
        endemic: endemicOf(own.range),
        at: occurrences(at),
      });
    }
    mammals.forEach(({ id, name, at, ...own }, i) =>
      collection.set(id, { id, kind: 'mammal', english: name, sequence: i + 1, ...own, endemic: endemicOf(own.range), at: occurrences(at) }),
    );
    return collection;
  });
export type SpeciesInput = z.input<typeof speciesSchema>;
export type BirdRecordInput = z.input<typeof birdRecord>;
export type MammalRecordInput = z.input<typeof mammalRecord>;
