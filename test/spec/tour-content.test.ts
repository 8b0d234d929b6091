import { describe, expect, it } from 'vitest';
import { slugify as mammalId } from '../../model/slug.ts';
import { birdName } from '../../model/species-names.ts';
import { asLayout } from '../../model/tour-pages.ts';
import { tourSchema } from '../../model/schema/tour.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { mammalsTourFindings, waterbirdTourFindings } from '../spec/conformance.ts';

import { shippedLists, shippedTour } from '../helpers/shipped.ts';
const mammalsTour = shippedTour('mammals');
const { mammalCarousel, ujungKulonMammals } = shippedLists();
const waterbirdTour = shippedTour('waterbird');

/** The tour schema, its result typed as a page of the layout the file names. */
const mammalsTourSchema = tourSchema.transform((tour) => asLayout(tour, 'mammals'));
const waterbirdTourSchema = tourSchema.transform((tour) => asLayout(tour, 'waterbird'));

/** English names of model/taxonomy-2023.csv. */
const taxonomy = new Set(readTaxonomy().byEnglish.keys());

/**
 * The 27 mammals recorded in Ujung Kulon National Park with their accepted scientific names,
 * written out here independently of the content so that a typo in either shows up.
 */
const UJUNG_KULON_MAMMALS: Record<string, string> = {
  'Javan Rhinoceros': 'Rhinoceros sondaicus',
  Banteng: 'Bos javanicus',
  'Javan Gibbon': 'Hylobates moloch',
  'Javan Leopard': 'Panthera pardus',
  'Javan Lutung': 'Trachypithecus auratus',
  'Javan Surili': 'Presbytis comata',
  Dhole: 'Cuon alpinus',
  'Javan Slow Loris': 'Nycticebus javanicus',
  'Sunda Pangolin': 'Manis javanica',
  'Javan Mouse-deer': 'Tragulus javanicus',
  'Javan Rusa': 'Rusa timorensis',
  'Red Muntjac': 'Muntiacus muntjak',
  'Wild Boar': 'Sus scrofa',
  'Long-tailed Macaque': 'Macaca fascicularis',
  'Asian Small-clawed Otter': 'Aonyx cinereus',
  'Smooth-coated Otter': 'Lutrogale perspicillata',
  'Sunda Leopard Cat': 'Prionailurus javanensis',
  'Asian Palm Civet': 'Paradoxurus hermaphroditus',
  'Small Indian Civet': 'Viverricula indica',
  'Javan Mongoose': 'Urva javanica',
  'Sunda Colugo': 'Galeopterus variegatus',
  'Black Giant Squirrel': 'Ratufa bicolor',
  'Plantain Squirrel': 'Callosciurus notatus',
  'Sunda Porcupine': 'Hystrix javanica',
  'Large Flying Fox': 'Pteropus vampyrus',
  'Javan Treeshrew': 'Tupaia javanica',
  'Yellow-throated Marten': 'Martes flavigula',
};

/** Last words of bird names; a capitalised phrase ending in one of them is taken as a bird name. */
const BIRD_WORDS =
  /\b((?:[A-Z][a-z]+(?:-[A-Za-z]+)? ){0,3}(?:Heron|Pond-Heron|Night Heron|Egret|Stork|Teal|Ibis|Plover|Golden-Plover|Sand-Plover|Sandpiper|Greenshank|Whimbrel|Stint|Tern|Kingfisher|Peafowl|Eagle|Hawk-Eagle))\b/g;
/** Last words of mammal names, for the same check against the 27 species. */
const MAMMAL_WORDS =
  /\b((?:[A-Z][a-z]+(?:-[a-z]+)? ){0,3}(?:Rhinoceros|Banteng|Gibbon|Leopard Cat|Leopard|Lutung|Surili|Dhole|Loris|Pangolin|Mouse-deer|Rusa|Muntjac|Boar|Macaques?|Otter|Civet|Mongoose|Colugo|Squirrel|Porcupine|Flying Fox|Treeshrew|Marten))\b/g;

/** Every English text in a content tree; scientific names (fields and bracketed) left out. */
const allText = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value.replace(/\([A-Z][a-z]+ [a-z]+\)/g, '')]
    : Array.isArray(value)
      ? value.flatMap(allText)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, v]) => (key === 'scientific' ? [] : allText(v)))
        : [];

const clone = <T>(value: T): T => structuredClone(value);
const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? 'valid' : `${result.error!.issues[0]!.path.join('.')}: ${result.error!.issues[0]!.message}`;

describe('mammals tour content', () => {
  const parsed = mammalsTourSchema.parse(mammalsTour);

  it('lists the 27 real mammals of Ujung Kulon, each with its accepted binomial', () => {
    expect(parsed.species.list).toHaveLength(27);
    const mammal = (id: string) => ujungKulonMammals.find((m) => mammalId(m.name) === id)!;
    expect(parsed.species.list.map(({ id }) => mammal(id).name)).toEqual(ujungKulonMammals.map((m) => m.name));
    expect(Object.fromEntries(parsed.species.list.map(({ id }) => [mammal(id).name, mammal(id).scientific]))).toEqual(UJUNG_KULON_MAMMALS);
    for (const { id } of parsed.species.list) expect(mammal(id).scientific, id).toMatch(/^[A-Z][a-z]+ [a-z]+$/);
  });

  it('shows 8 carousel photos, each one of the 27 with image id mammals/<slug>', () => {
    expect(parsed.carousel.photos.map((p) => p.id)).toEqual(mammalCarousel.map((m) => m.id));
    for (const p of parsed.carousel.photos) {
      expect(
        parsed.species.list.map((s) => s.id),
        p.id,
      ).toContain(p.id);
      expect(p.image.id).toBe(`mammals/${p.id}`);
    }
  });

  it('has the packages 3D/2N, 4D/3N, 5D/4N with the operator’s facts', () => {
    const [p3, p4, p5] = parsed.packages.items;
    expect(parsed.packages.items.map((p) => p.id)).toEqual(['3d2n', '4d3n', '5d4n']);
    expect([p3!.departureTime, p4!.departureTime, p5!.departureTime]).toEqual(['5:00 am', '5:00 am', '4:00 am']);
    expect([p3!.nights, p4!.nights, p5!.nights]).toEqual([
      { camp: 2, seaside: 0 },
      { camp: 2, seaside: 1 },
      { camp: 2, seaside: 2 },
    ]);
    expect(p3!.accommodation).toMatch(/2 nights jungle camp/);
    expect(p4!.accommodation).toMatch(/2 nights jungle camp.*1 night seaside/);
    expect(p5!.accommodation).toMatch(/2 nights jungle camp.*1 night seaside.*1 night beach/);
    for (const p of parsed.packages.items) {
      expect(p.transport).toMatch(/^Private car and wooden boat; the boat to Peucang Island takes about 3 hours$/);
      expect(p.exclusions).toContain('Canoeing on the Cigenter River (closed since November 2023)');
      expect(p.exclusions.some((e) => /^Tips/.test(e))).toBe(true);
      expect(p.itinerary[0]!.entries[0]!.text).toContain(`${p.departureTime} pick-up`);
      // Canoeing is closed: it appears as an exclusion only, never as an activity.
      expect(p.itinerary.flatMap((d) => d.entries).filter((e) => /canoe/i.test(e.text))).toEqual([]);
    }
    expect(p5!.exclusions).toContain('Dinner on day 5');
    expect(p5!.itinerary[4]!.meals).toEqual(['B', 'L']);
    expect(p3!.exclusions.concat(p4!.exclusions).some((e) => /dinner/i.test(e))).toBe(false);
  });

  it('names in the page text only mammals of the 27 and birds of the taxonomy', () => {
    const text = allText(mammalsTour).join('\n');
    const mammals = [...new Set([...text.matchAll(MAMMAL_WORDS)].map((m) => m[1]!.replace(/Macaques$/, 'Macaque')))];
    expect(mammals.length).toBeGreaterThan(15);
    expect(mammals.filter((n) => !(n in UJUNG_KULON_MAMMALS))).toEqual([]);
    const birds = [...new Set([...text.matchAll(BIRD_WORDS)].map((m) => m[1]!))];
    expect(birds.filter((n) => !taxonomy.has(n))).toEqual([]);
  });

  it('holds a copy that breaks the spec table or the rules to account, naming the field', () => {
    const spec = (page: typeof mammalsTour) => mammalsTourFindings(mammalsTourSchema.parse(page))[0] ?? 'valid';
    const early = clone(mammalsTour);
    early.packages.items[2]!.departureTime = '5:00 am';
    expect(spec(early)).toBe('packages.items.2.departureTime: must be "4:00 am" for 5d4n');

    const short = clone(mammalsTour);
    short.species.list = short.species.list.slice(0, 26);
    expect(spec(short)).toBe('species.list: must hold exactly 27 — found 26');

    const canoe = clone(mammalsTour);
    canoe.packages.items[0]!.exclusions = ['Tips', 'Personal expenses'];
    expect(spec(canoe)).toMatch(/^packages\.items\.0\.exclusions: must exclude canoeing/);

    const swapped = clone(mammalsTour);
    swapped.packages.items.reverse();
    expect(spec(swapped)).toMatch(/^packages\.items\.0\.id: must be "3d2n"/);

    const dinner = clone(mammalsTour);
    (dinner.packages.items[2]!.itinerary[4]!.meals as string[]).push('D');
    expect(firstIssue(mammalsTourSchema.safeParse(dinner))).toMatch(/^packages\.items\.2\.itinerary\.4\.meals: must not include D/);

    const photos = clone(mammalsTour);
    photos.carousel.photos.pop();
    expect(spec(photos)).toBe('carousel.photos: must hold exactly 8 — found 7');
  });
});

describe('waterbird tour content', () => {
  const parsed = waterbirdTourSchema.parse(waterbirdTour);

  it('has the exact hero caption', () => {
    expect(parsed.hero.caption).toBe('Over 50 species in coastal wetlands and mangroves');
  });

  it('lists 25 distinct waterbirds, every name a row of the taxonomy', () => {
    const names = parsed.species.list.map((s) => birdName(s.id));
    expect(new Set(names).size).toBe(25);
    expect(names.filter((n) => !taxonomy.has(n))).toEqual([]);
  });

  it('names only taxonomy birds anywhere in the page text, highlights included', () => {
    const text = allText(waterbirdTour).join('\n');
    const birds = [...new Set([...text.matchAll(BIRD_WORDS)].map((m) => m[1]!))];
    expect(birds.length).toBeGreaterThan(20);
    expect(birds.filter((n) => !taxonomy.has(n))).toEqual([]);
    for (const p of parsed.packages.items)
      expect(
        p.highlights.map(birdName).filter((n) => !taxonomy.has(n)),
        p.id,
      ).toEqual([]);
  });

  it('has the packages 4D/3N (day by day), 7D/6N and 10D/9N (summary lines) with the operator’s facts', () => {
    const [p4, p7, p10] = parsed.packages.items;
    expect(parsed.packages.items.map((p) => p.id)).toEqual(['4d3n', '7d6n', '10d9n']);
    expect(p4!.itinerary.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(p4!.departureTime).toBe('5:00 am');
    expect(p4!.accommodation).toMatch(/^2 nights hotel .*1 night seaside/);
    expect(p4!.transport).toMatch(/boat across Jakarta Bay from Tanjung Pasir; speed boat between Marina Carita and Ujung Kulon/);
    expect(p4!.exclusions).toEqual(['Dinner on day 4', 'Tips for the guide, driver and boat crews']);
    expect(p4!.itinerary[3]!.meals).not.toContain('D');
    expect(p4!.itinerary[3]!.entries.map((e) => e.text).join(' ')).toMatch(/Speed boat back to Marina Carita, arriving at about 5 pm/);
    for (const p of [p7!, p10!]) {
      expect(p.itinerary, p.id).toEqual([]);
      expect(p.outline.length, p.id).toBeGreaterThanOrEqual(3);
    }
    expect(parsed.general.inclusions.join(' ')).toMatch(/Binoculars/);
    expect(parsed.general.inclusions.join(' ')).toMatch(/Field guides/);
    expect(parsed.general.exclusions.join(' ')).toMatch(/^Personal equipment/);
  });

  it('holds a copy that breaks the spec table or the rules to account, naming the field', () => {
    const spec = (page: typeof waterbirdTour) => waterbirdTourFindings(waterbirdTourSchema.parse(page))[0] ?? 'valid';
    const days = clone(waterbirdTour);
    days.packages.items[1]!.itinerary = clone(days.packages.items[0]!.itinerary);
    delete days.packages.items[1]!.sites;
    expect(spec(days)).toMatch(/^packages\.items\.1\.itinerary: must be empty for 7d6n/);

    const stranger = clone(waterbirdTour);
    stranger.packages.items[0]!.highlights.push('javhae1');
    expect(firstIssue(waterbirdTourSchema.safeParse(stranger))).toBe(
      'packages.items.0.highlights.8: must be one of the waterbird species of species.list (found "javhae1")',
    );

    const binoculars = clone(waterbirdTour);
    binoculars.general.inclusions = binoculars.general.inclusions.filter((s: string) => !/Binoculars/.test(s));
    expect(spec(binoculars)).toBe('general.inclusions: must include binoculars');

    const dinner = clone(waterbirdTour);
    dinner.packages.items[0]!.exclusions = ['Tips'];
    expect(spec(dinner)).toBe('packages.items.0.exclusions: must exclude dinner on day 4');
  });
});
