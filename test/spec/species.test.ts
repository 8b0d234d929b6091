import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { content, root } from '../helpers/render.ts';
import { speciesCatalog } from '../../model/catalogue.ts';

import { shippedLists } from '../helpers/shipped.ts';
import { birdingKeySpecies, birdingPackages } from './conformance.ts';
import { specValues } from './values.ts';
const { aboutKeySpecies, birdingPackageSpecies, birds, endemicCarousel, locationSpecies, waterbirdSpecies } = shippedLists();
const { mammalCarousel, ujungKulonMammals } = shippedLists();

const taxonomyPath = path.join(root, 'model', 'taxonomy-2023.csv');
/**
 * The eBird/Clements Checklist v2023 as published: 11,017 species. A newer version changes both
 * figures on purpose (docs/owner-guide.md: "The bird taxonomy" says how); anything else changing them is a mistake.
 */
const PINNED = { species: 11_017, sha256: '9791074ee60532a00f33a81142d220a422bbc6e9255433900bc1d95dedfbeb75' };

const { header, rows: taxonomyRows, byEnglish } = readTaxonomy();
/** English name -> scientific name, read with the tests' own CSV parser. */
const taxonomy = new Map([...byEnglish].map(([english, row]) => [english, row.scientific]));
const byCode = new Map(taxonomyRows.map((row) => [row.code, row]));
/** A list's eBird codes as English names, read with the tests' own parser ("?code" for an unknown one). */
const english = (ids: readonly string[]) => ids.map((id) => byCode.get(id)?.english ?? `?${id}`);
/** The English names of every bird record. */
const birdNamesUsed = english(birds.map((b) => b.id)).sort();

function duplicates(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const item of list) {
    if (seen.has(item)) dupes.add(item);
    seen.add(item);
  }
  return [...dupes];
}

const locationCounts = {
  'ujung-kulon': 25,
  'muara-angke': 31,
  'gunung-gede': 32,
  'kawah-putih': 31,
  cibodas: 15,
  halimun: 11,
  carita: 7,
} as const;

/** The birding packages of the spec table, in tab order. */
const packageKeys = birdingPackages.map((p) => p.id);

/** Every bird list, as English names, for the shared duplicate and taxonomy checks. */
const namedLists: [string, readonly string[]][] = (
  [
    ...Object.entries(locationSpecies).map(([k, v]): [string, readonly string[]] => [`locationSpecies.${k}`, v]),
    ...Object.entries(birdingPackageSpecies).map(([k, v]): [string, readonly string[]] => [`birdingPackageSpecies.${k}`, v]),
    ['waterbirdSpecies', waterbirdSpecies],
    ['endemicCarousel', endemicCarousel],
    ['aboutKeySpecies', aboutKeySpecies.map((b) => b.id)],
  ] as [string, readonly string[]][]
).map(([label, ids]) => [label, english(ids)]);
const record = new Map(birds.map((b) => [b.id, b]));

describe('species data: counts', () => {
  it('locationSpecies has exactly the expected keys, in order', () => {
    expect(Object.keys(locationSpecies)).toEqual(Object.keys(locationCounts));
  });

  for (const [key, count] of Object.entries(locationCounts)) {
    it(`locationSpecies['${key}'] has ${count} distinct species`, () => {
      const list = locationSpecies[key as keyof typeof locationSpecies];
      expect(list).toHaveLength(count);
      expect(new Set(list).size).toBe(count);
    });
  }

  it('endemicCarousel has 12 entries', () => {
    expect(endemicCarousel).toHaveLength(12);
  });

  it('aboutKeySpecies has 11 entries with allowed statuses and the required species', () => {
    expect(aboutKeySpecies).toHaveLength(11);
    for (const s of aboutKeySpecies) {
      expect(['Endemic to Java', 'Rare Endemic', 'Vulnerable']).toContain(s.status);
      expect(record.get(s.id)?.habitat?.trim()).toBeTruthy();
      expect(record.get(s.id)?.note?.trim()).toBeTruthy();
    }
    const byName = new Map(aboutKeySpecies.map((s) => [byCode.get(s.id)!.english, byCode.get(s.id)!.scientific]));
    expect(byName.get('Javan Hawk-Eagle')).toBe('Nisaetus bartelsi');
    expect(byName.get('Javan Trogon')).toBe('Apalharpactes reinwardtii');
    expect(byName.get('Chestnut-bellied Partridge')).toBe('Arborophila javanica');
  });

  it('birdingPackageSpecies: about 90 species per Java tour (or the package’s own range); the long tour keeps them all and adds Sumatra', () => {
    expect(Object.keys(birdingPackageSpecies), 'the packages of content/packages/birding-tour/, against birding.packages in the table').toEqual(packageKeys);
    const longId = specValues.birding.longPackage;
    const java = packageKeys.filter((key) => key !== longId);
    for (const key of java) {
      const size = new Set(birdingPackageSpecies[key]).size;
      const { min, max } = birdingKeySpecies(key);
      expect(size, `${key}: distinct key species, at least ${min} by the table`).toBeGreaterThanOrEqual(min);
      expect(size, `${key}: distinct key species, at most ${max} by the table`).toBeLessThanOrEqual(max);
    }
    const long = new Set(birdingPackageSpecies[longId]);
    const javaBirds = new Set(java.flatMap((key) => birdingPackageSpecies[key]));
    expect(
      [...javaBirds].filter((name) => !long.has(name)),
      'Java species the 14-day tour drops',
    ).toEqual([]);
    expect([...long].filter((name) => !javaBirds.has(name)).length, 'Sumatran species added').toBeGreaterThanOrEqual(20);
  });

  it('waterbirdSpecies has 25 distinct species', () => {
    expect(waterbirdSpecies).toHaveLength(25);
    expect(new Set(waterbirdSpecies).size).toBe(25);
  });

  it('ujungKulonMammals has 27 entries and mammalCarousel has 8', () => {
    expect(ujungKulonMammals).toHaveLength(27);
    expect(mammalCarousel).toHaveLength(8);
  });
});

describe('species data: no duplicates', () => {
  for (const [label, list] of namedLists) {
    it(`${label} has no duplicate names`, () => {
      expect(duplicates(list)).toEqual([]);
    });
  }

  it('every bird has one record, and every carousel bird a caption (where we look)', async () => {
    expect(duplicates(birds.map((b) => b.id))).toEqual([]);
    // A record no list names is there for its own page: a package must visit one of its sites.
    const listed = new Set(namedLists.flatMap(([, list]) => list));
    const catalog = speciesCatalog(await content());
    const unlisted = birdNamesUsed.filter((name) => !listed.has(name));
    expect(
      unlisted.filter((name) => (catalog.byEnglish.get(name)?.packages.length ?? 0) === 0),
      'records no list names and no package finds',
    ).toEqual([]);
    for (const id of endemicCarousel) expect(record.get(id)?.look?.trim(), id).toBeTruthy();
  });

  it('carousel mammals are ids of the list, each the kebab-case of its English name', () => {
    const slugs = new Map(
      ujungKulonMammals.map((m) => [
        m.name
          .toLowerCase()
          .replace(/'/g, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        m.name,
      ]),
    );
    expect(duplicates(mammalCarousel.map((m) => m.id))).toEqual([]);
    for (const m of mammalCarousel) expect(slugs.has(m.id), m.id).toBe(true);
  });

  it('mammal lists have no duplicate names or scientific names', () => {
    expect(duplicates(ujungKulonMammals.map((m) => m.name))).toEqual([]);
    expect(duplicates(ujungKulonMammals.map((m) => m.scientific))).toEqual([]);
  });
});

describe('species data: taxonomy', () => {
  it('every bird name matches a row of model/taxonomy-2023.csv', () => {
    const missing = namedLists.flatMap(([label, list]) => list.filter((n) => !taxonomy.has(n)).map((n) => `${label}: ${n}`));
    expect(missing).toEqual([]);
  });

  it('the bird records hold every bird of every list, in order, each once', () => {
    const union = new Set(namedLists.flatMap(([, list]) => list));
    expect([...union].filter((name) => !birdNamesUsed.includes(name))).toEqual([]);
    expect(birdNamesUsed).toEqual([...new Set(birdNamesUsed)].sort());
  });
});

describe('the taxonomy file: the whole eBird/Clements 2023 list', () => {
  it(`is pinned: ${PINNED.species.toLocaleString('en')} species and the published file's checksum`, () => {
    expect(taxonomyRows).toHaveLength(PINNED.species);
    expect(createHash('sha256').update(readFileSync(taxonomyPath)).digest('hex')).toBe(PINNED.sha256);
  });

  it('has the published column layout, five fields a row, unique codes and names', () => {
    expect(header).toEqual(['eBird.Code', 'eBird.English.Name.2023', 'eBird.Scientific.Name.2023', 'Order', 'Family']);
    expect(taxonomyRows.filter((row) => Object.values(row).some((field) => field === ''))).toEqual([]);
    expect(duplicates(taxonomyRows.map((row) => row.code))).toEqual([]);
    expect(duplicates(taxonomyRows.map((row) => row.english))).toEqual([]);
    expect(duplicates(taxonomyRows.map((row) => row.scientific))).toEqual([]);
  });

  it('reads the same in the build as in the tests, in taxonomic order', () => {
    const entries = [...taxonomyEntries().values()];
    expect(entries.map(({ code, english, scientific, order, family }) => ({ code, english, scientific, order, family }))).toEqual(taxonomyRows);
    expect(entries.map((entry) => entry.position)).toEqual(taxonomyRows.map((_, i) => i + 1));
  });

  it('holds species the site never prints, for trip reports, with their real names', () => {
    expect(birdNamesUsed.length).toBeLessThan(200);
    expect(byEnglish.get('Sooty-headed Bulbul')).toMatchObject({
      scientific: 'Pycnonotus aurigaster',
      order: 'Passeriformes',
      family: 'Pycnonotidae (Bulbuls)',
    });
    expect(byEnglish.get('Javan Hawk-Eagle')).toMatchObject({ code: 'javhae1', scientific: 'Nisaetus bartelsi' });
    expect(byEnglish.get('Common Ostrich')).toBe(taxonomyRows[0]);
  });
});

describe('species data: packages and mammals', () => {
  it('the first ten species of each package are distinct star birds', () => {
    for (const key of packageKeys) {
      expect(new Set(birdingPackageSpecies[key].slice(0, 10)).size, key).toBe(10);
    }
  });

  it('14d13n adds at least 8 species (Way Kambas) absent from all other packages', () => {
    const others = new Set(packageKeys.filter((k) => k !== '14d13n').flatMap((k) => birdingPackageSpecies[k]));
    const extra = birdingPackageSpecies['14d13n'].filter((n) => !others.has(n));
    expect(extra.length).toBeGreaterThanOrEqual(8);
    for (const n of ['White-winged Duck', "Storm's Stork"]) {
      expect(english(birdingPackageSpecies['14d13n'])).toContain(n);
    }
  });

  it('every mammal scientific name is a properly capitalised binomial', () => {
    for (const m of ujungKulonMammals) {
      expect(m.scientific, m.name).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    }
  });

  it('ujungKulonMammals starts with the flagship species', () => {
    expect(ujungKulonMammals.slice(0, 4).map((m) => m.scientific)).toEqual(['Rhinoceros sondaicus', 'Bos javanicus', 'Hylobates moloch', 'Panthera pardus']);
  });

  it('mammalCarousel entries are drawn from ujungKulonMammals, each with a caption', () => {
    const ids = new Set(ujungKulonMammals.map((m) => m.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')));
    for (const m of mammalCarousel) {
      expect(ids.has(m.id), m.id).toBe(true);
      expect(m.caption.trim()).not.toBe('');
    }
  });
});
