import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  aboutKeySpecies,
  birdingPackageSpecies,
  birdNamesUsed,
  endemicCarousel,
  locationSpecies,
  waterbirdSpecies,
} from '../../content/species/birds.ts';
import { mammalCarousel, ujungKulonMammals } from '../../content/species/mammals.ts';
import { csvLines, parseCsvLine, TAXONOMY_CSV } from '../helpers/taxonomy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const subsetPath = TAXONOMY_CSV;
// The full eBird/Clements 2023 checklist is not part of the project (only the rows it uses are);
// it sits beside the checkout, or wherever TAXONOMY_REFERENCE points.
const referencePath = path.resolve(process.env.TAXONOMY_REFERENCE ?? path.join(repoRoot, '..', 'shared', 'reference', 'ebird-clements-taxonomy-2023.csv'));

const subsetLines = csvLines(subsetPath);
const subsetHeader = subsetLines[0];
const subsetRows = subsetLines.slice(1);
/** English name -> scientific name, from the project's taxonomy subset. */
const taxonomy = new Map<string, string>();
for (const line of subsetRows) {
  const [, english, scientific] = parseCsvLine(line);
  taxonomy.set(english, scientific);
}

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

const packageKeys = ['5d4n', '7d6n', '8d7n', '10d9n', '14d13n'] as const;

/** Every named bird list, for the shared duplicate and taxonomy checks. */
const namedLists: [string, readonly string[]][] = [
  ...Object.entries(locationSpecies).map(([k, v]): [string, readonly string[]] => [`locationSpecies.${k}`, v]),
  ...Object.entries(birdingPackageSpecies).map(([k, v]): [string, readonly string[]] => [
    `birdingPackageSpecies.${k}`,
    v,
  ]),
  ['waterbirdSpecies', waterbirdSpecies],
  ['endemicCarousel', endemicCarousel.map((b) => b.name)],
  ['aboutKeySpecies', aboutKeySpecies.map((b) => b.name)],
];

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
      expect(s.habitat.trim()).not.toBe('');
      expect(s.description.trim()).not.toBe('');
    }
    const byName = new Map(aboutKeySpecies.map((s) => [s.name, s.scientific]));
    expect(byName.get('Javan Hawk-Eagle')).toBe('Nisaetus bartelsi');
    expect(byName.get('Javan Trogon')).toBe('Apalharpactes reinwardtii');
    expect(byName.get('Chestnut-bellied Partridge')).toBe('Arborophila javanica');
  });

  it('birdingPackageSpecies: about 90 species per Java tour; the 14-day tour keeps them all and adds Sumatra', () => {
    expect(Object.keys(birdingPackageSpecies).sort()).toEqual([...packageKeys].sort());
    const java = packageKeys.filter((key) => key !== '14d13n');
    for (const key of java) {
      const size = new Set(birdingPackageSpecies[key]).size;
      expect(size, key).toBeGreaterThanOrEqual(85);
      expect(size, key).toBeLessThanOrEqual(95);
    }
    const long = new Set(birdingPackageSpecies['14d13n']);
    const javaBirds = new Set(java.flatMap((key) => birdingPackageSpecies[key]));
    expect([...javaBirds].filter((name) => !long.has(name)), 'Java species the 14-day tour drops').toEqual([]);
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

  it('carousel and key-species slugs are unique kebab-case of the English name', () => {
    for (const group of [endemicCarousel, aboutKeySpecies, mammalCarousel]) {
      const slugs = group.map((b) => b.slug);
      expect(duplicates(slugs)).toEqual([]);
      for (const b of group) {
        const expected = b.name
          .toLowerCase()
          .replace(/'/g, '')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        expect(b.slug).toBe(expected);
      }
    }
  });

  it('mammal lists have no duplicate names or scientific names', () => {
    expect(duplicates(ujungKulonMammals.map((m) => m.name))).toEqual([]);
    expect(duplicates(ujungKulonMammals.map((m) => m.scientific))).toEqual([]);
    expect(duplicates(mammalCarousel.map((m) => m.name))).toEqual([]);
  });
});

describe('species data: taxonomy', () => {
  it('every bird name matches a row of content/species/taxonomy-2023.csv', () => {
    const missing = namedLists.flatMap(([label, list]) =>
      list.filter((n) => !taxonomy.has(n)).map((n) => `${label}: ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('every scientific name given matches the taxonomy row for that English name', () => {
    for (const b of [...endemicCarousel, ...aboutKeySpecies]) {
      expect(taxonomy.get(b.name), b.name).toBe(b.scientific);
    }
  });

  it('birdNamesUsed is the sorted unique union of every list', () => {
    const union = new Set(namedLists.flatMap(([, list]) => list));
    expect(birdNamesUsed).toEqual([...union].sort());
  });

  it('the taxonomy CSV has exactly one row per name used and no others', () => {
    const csvNames = subsetRows.map((l) => parseCsvLine(l)[1]);
    expect(duplicates(csvNames)).toEqual([]);
    expect([...csvNames].sort()).toEqual(birdNamesUsed);
  });

  it('the taxonomy CSV rows have the reference column layout', () => {
    expect(subsetHeader).toBe('eBird.Code,eBird.English.Name.2023,eBird.Scientific.Name.2023,Order,Family');
    for (const line of subsetRows) {
      expect(parseCsvLine(line), line).toHaveLength(5);
    }
  });

  it(
    'every taxonomy CSV line is byte-identical to a line of the shared reference, in reference order',
    () => {
      if (!existsSync(referencePath)) {
        throw new Error(`The eBird/Clements 2023 reference is missing at ${referencePath}: place the shared folder beside the checkout or set TAXONOMY_REFERENCE to the CSV.`);
      }
      const refLines = csvLines(referencePath);
      expect(subsetHeader).toBe(refLines[0]);
      const index = new Map(refLines.map((l, i) => [l, i]));
      const missing = subsetRows.filter((l) => !index.has(l));
      expect(missing).toEqual([]);
      const positions = subsetRows.map((l) => index.get(l) ?? -1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    },
  );
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
      expect(birdingPackageSpecies['14d13n']).toContain(n);
    }
  });

  it('every mammal scientific name is a properly capitalised binomial', () => {
    for (const m of [...ujungKulonMammals, ...mammalCarousel]) {
      expect(m.scientific, m.name).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
    }
  });

  it('ujungKulonMammals starts with the flagship species', () => {
    expect(ujungKulonMammals.slice(0, 4).map((m) => m.scientific)).toEqual([
      'Rhinoceros sondaicus',
      'Bos javanicus',
      'Hylobates moloch',
      'Panthera pardus',
    ]);
  });

  it('mammalCarousel entries are drawn from ujungKulonMammals', () => {
    const byName = new Map(ujungKulonMammals.map((m) => [m.name, m.scientific]));
    for (const m of mammalCarousel) {
      expect(byName.get(m.name), m.name).toBe(m.scientific);
      expect(m.caption.trim()).not.toBe('');
    }
  });
});
