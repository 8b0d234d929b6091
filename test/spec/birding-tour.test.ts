import { describe, expect, it } from 'vitest';
import { asLayout } from '../../model/tour-pages.ts';
import { tourSchema } from '../../model/schema/tour.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { birdingKeySpecies, birdingPackages, birdingTourFindings } from '../spec/conformance.ts';
import { specValues } from '../spec/values.ts';
import { birdName } from '../../model/species-names.ts';

import { shippedLists, shippedTour } from '../helpers/shipped.ts';
const birdingTour = shippedTour('birding');
const { birdingPackageSpecies } = shippedLists();

/** English names of the eBird/Clements 2023 taxonomy (model/taxonomy-2023.csv). */
const taxonomy = new Set(readTaxonomy().byEnglish.keys());

/** The tour schema, its result typed as a page of the birding layout. */
const birdingTourSchema = tourSchema.transform((tour) => asLayout(tour, 'birding'));

/** A day's entries as one text, the way the page prints them. */
const dayText = (d: { entries: { text: string }[] }) => d.entries.map((e) => e.text).join('\n');

describe('birding tour content', () => {
  it('passes its schema', () => {
    const result = birdingTourSchema.safeParse(birdingTour);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('has the exact hero caption and package facts', () => {
    expect(birdingTour.hero.caption).toBe('Over 300 species including rare Javan endemics');
    for (const p of birdingTour.packages.items) {
      expect([p.depart, p.transport, p.accommodation], p.id).toEqual([
        'Jakarta airport or hotel',
        'Private comfortable vehicle',
        'Hotels and guest houses, twin share',
      ]);
    }
  });

  it('gives each package of the spec table its species list from content/species/birds.ts, about 90 names (or its own range), all in the taxonomy', () => {
    const items = birdingTour.packages.items as { id: string; highlights: string[] }[];
    expect(
      items.map((p) => p.id),
      'the packages of content/packages/birding-tour/, against birding.packages in the table',
    ).toEqual(birdingPackages.map((p) => p.id));
    for (const p of items) {
      expect(p.highlights, p.id).toEqual(birdingPackageSpecies[p.id]);
      const { min, max } = birdingKeySpecies(p.id);
      expect(p.highlights.length, `${p.id}: key species, at least ${min} by the table`).toBeGreaterThanOrEqual(min);
      expect(p.highlights.length, `${p.id}: key species, at most ${max} by the table`).toBeLessThanOrEqual(max);
    }
    for (const p of items) {
      for (const name of p.highlights.map(birdName)) expect(taxonomy.has(name), `${p.id}: "${name}" is not an exact taxonomy name`).toBe(true);
    }
  });

  it('adds Sumatran species and Way Kambas to the 14-day tour only', () => {
    const sumatran = ['White-winged Duck', "Storm's Stork", 'Garnet Pitta'];
    for (const p of birdingTour.packages.items) {
      const isSumatra = p.id === specValues.birding.longPackage;
      for (const name of sumatran) expect(p.highlights.map(birdName).includes(name), `${p.id} ${name}`).toBe(isSumatra);
      expect(
        p.itinerary.some((d: Parameters<typeof dayText>[0]) => dayText(d).includes('Way Kambas')),
        p.id,
      ).toBe(isSumatra);
    }
  });

  it('names in each itinerary only birds of that package’s key species list', () => {
    const names = [...taxonomy].sort((a, b) => b.length - a.length);
    let mentions = 0;
    for (const p of birdingTour.packages.items) {
      for (const day of p.itinerary) {
        let text = dayText(day);
        for (const name of names) {
          if (!text.includes(name)) continue;
          expect(p.highlights.map(birdName), `${p.id} ${day.day} mentions ${name}`).toContain(name);
          mentions++;
          text = text.replaceAll(name, '');
        }
      }
    }
    expect(mentions, 'birds named in the itineraries').toBeGreaterThan(0);
  });

  it('starts with a pick-up, ends with an airport drop-off, mentions the 3 to 4 hour drives and carries meal codes', () => {
    for (const p of birdingTour.packages.items) {
      expect(dayText(p.itinerary[0]!), p.id).toMatch(/Pick-up at Jakarta airport or your hotel/);
      expect(dayText(p.itinerary.at(-1)!), p.id).toMatch(/airport/);
      expect(
        p.itinerary.some((d: Parameters<typeof dayText>[0]) => dayText(d).includes('3 to 4 hour drive')),
        p.id,
      ).toBe(true);
      for (const d of p.itinerary) {
        expect(d.meals?.length, `${p.id} day ${d.day}`).toBeGreaterThan(0);
        expect(d.meals, `${p.id} day ${d.day} meals in the order B, L, D`).toEqual((['B', 'L', 'D'] as const).filter((c) => d.meals!.includes(c)));
      }
    }
  });

  it('lists the birding packages’ inclusions and exclusions', () => {
    expect(birdingTour.inclusions.join(' | ')).toMatch(
      /Pick-up and transfer.*Private comfortable vehicle.*twin share.*meals.*water, soft drinks and snacks.*Coffee and tea.*entrance fees.*English-speaking bird guide.*Jakarta Bay.*Drop-off at Jakarta airport/,
    );
    expect(birdingTour.exclusions).toEqual(['Optional tours', 'International flights', 'Alcoholic drinks', 'Laundry', 'Tips for the guide and driver']);
  });

  it('rejects a wrong grade, a missing day and packages out of order, naming the field', () => {
    const copy = () => structuredClone(birdingTour) as unknown as { packages: { items: { grade: string; itinerary: unknown[]; id: string }[] } };
    // A grade and the order are the spec table's.
    const long = birdingPackages.findIndex((p) => p.id === specValues.birding.longPackage);
    const grade = copy();
    grade.packages.items[long]!.grade = specValues.birding.grade;
    expect(birdingTourFindings(birdingTourSchema.parse(grade))).toContainEqual(
      expect.stringMatching(new RegExp(`^packages\\.items\\.${long}\\.grade: must be "${specValues.birding.longGrade}"`)),
    );
    // A day missing: the schema holds a package to its duration, the table to its days; either names the field.
    const days = copy();
    days.packages.items[0]!.itinerary.pop();
    const parsed = birdingTourSchema.safeParse(days);
    const dayFindings = parsed.success ? birdingTourFindings(parsed.data) : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(dayFindings).toContainEqual(expect.stringMatching(new RegExp(`^packages\\.items\\.0\\.itinerary: must have ${birdingPackages[0]!.days} days`)));
    const order = copy();
    [order.packages.items[0], order.packages.items[1]] = [order.packages.items[1]!, order.packages.items[0]!];
    expect(birdingTourFindings(birdingTourSchema.parse(order))).toContainEqual(
      expect.stringMatching(new RegExp(`^packages\\.items\\.0\\.id: must be "${birdingPackages[0]!.id}"`)),
    );
  });
});
