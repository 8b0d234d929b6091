import { describe, expect, it } from 'vitest';
import { aboutTourSchema } from '../../model/schema/about-tour.ts';
import { readTaxonomy } from '../helpers/csv.ts';

// The 11 key species of /about-tour against the taxonomy rows
// the project keeps, and their statuses against what is true of each species.

import { shipped, shippedLists } from '../helpers/shipped.ts';
import { someOf } from '../helpers/some-of.ts';
const aboutTour = shipped('aboutTour');
const { birds } = shippedLists();

/** eBird code → row of model/taxonomy-2023.csv, read with the tests' own parser. */
const byCode = new Map(readTaxonomy().rows.map((row) => [row.code, row]));

/**
 * The true status of each species chosen. "Endemic to Java": breeds nowhere but Java. "Rare
 * Endemic": a Java endemic that is scarce (IUCN Endangered or Vulnerable, or a few known sites).
 * "Vulnerable": IUCN Vulnerable.
 */
const trueStatus: Record<string, string> = {
  'Javan Hawk-Eagle': 'Rare Endemic', // Java only; IUCN Endangered
  'Javan Trogon': 'Rare Endemic', // Java only (Sumatran Trogon is a separate species); IUCN Vulnerable since 2014
  'Chestnut-bellied Partridge': 'Endemic to Java',
  'Javan Cochoa': 'Rare Endemic', // Java only; IUCN Vulnerable
  'Javan Scops-Owl': 'Rare Endemic', // Java only; IUCN Vulnerable
  'Spotted Crocias': 'Endemic to Java',
  'Pygmy Tit': 'Endemic to Java',
  'White-flanked Sunbird': 'Endemic to Java',
  'Rufous-fronted Laughingthrush': 'Rare Endemic', // Java only; scarce through trapping
  'White-breasted Babbler': 'Endemic to Java',
  'Rhinoceros Hornbill': 'Vulnerable', // Malay Peninsula, Sumatra, Borneo and Java; IUCN Vulnerable since 2018
};

/** "Javan" birds the site names elsewhere that also live on Bali, Sumatra or Borneo: never "Endemic to Java". */
const notJavaOnly = [
  'Javan Kingfisher',
  'Javan Whistling-Thrush',
  'Javan Plover',
  'Javan Banded-Pitta',
  'Javan Munia',
  'Javan White-eye',
  'Javan Pond-Heron',
  'Black-banded Barbet',
  'Crescent-chested Babbler',
  'Milky Stork',
];

/** Each key species with the names its code stands for and its record's habitat and note. */
const records = new Map(birds.map((b) => [b.id, b]));
const species = aboutTourSchema.parse(aboutTour).keySpecies.items.map((item) => ({
  ...item,
  name: byCode.get(item.id)?.english ?? item.id,
  scientific: byCode.get(item.id)?.scientific,
  habitat: records.get(item.id)?.habitat ?? '',
  description: records.get(item.id)?.note ?? '',
}));

describe('/about-tour key species', () => {
  it('are 11 distinct birds', () => {
    expect(species).toHaveLength(11);
    expect(new Set(species.map((s) => s.name)).size).toBe(11);
  });

  it('each is an eBird code of model/taxonomy-2023.csv, with a record', () => {
    for (const s of species) {
      expect(byCode.has(s.id), s.id).toBe(true);
      expect(records.has(s.id), s.id).toBe(true);
    }
  });

  it('each carries its true status', () => {
    expect(Object.fromEntries(species.map((s) => [s.name, s.status]))).toEqual(trueStatus);
  });

  it("each status agrees with the bird's own record, which its species page shows", () => {
    // The About card and the species page must not disagree: a "Vulnerable" card over a page that
    // says Near Threatened (the Lesser Adjutant's 2023 reassessment) is the mistake this catches.
    const vulnerable = (s: (typeof species)[number]) => s.status === 'Vulnerable';
    for (const s of someOf(species, vulnerable, 'the cards marked Vulnerable')) {
      const record = records.get(s.id)!;
      expect([s.name, record.iucn?.category, record.range === 'Java']).toEqual([s.name, 'VU', false]);
    }
    for (const s of someOf(species, (s) => !vulnerable(s), 'the cards of Java birds')) expect([s.name, records.get(s.id)!.range]).toEqual([s.name, 'Java']);
    for (const s of someOf(species, (s) => s.status === 'Endemic to Java', 'the cards marked "Endemic to Java"')) {
      const threatened = ['VU', 'EN', 'CR'].includes(records.get(s.id)!.iucn?.category ?? '');
      expect([s.name, threatened]).toEqual([s.name, false]);
    }
  });

  it('no bird that also lives outside Java is among them', () => {
    expect(species.map((s) => s.name).filter((n) => notJavaOnly.includes(n))).toEqual([]);
  });

  it('each has a habitat, a description and an image whose alt names the bird', () => {
    for (const s of species) {
      expect(s.habitat.length, s.name).toBeGreaterThan(5);
      expect(s.description.length, s.name).toBeGreaterThan(60);
      expect(s.image.alt).toContain(s.name);
    }
  });
});
