import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globSync } from 'glob';
import { content, root } from '../helpers/render.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { someOf } from '../helpers/some-of.ts';
import { tourPage } from '../../model/tour-pages.ts';

const site = await content();
const k = tourPage(site, 'krakatau', 'krakatau');
const uk = tourPage(site, 'ujung-kulon', 'ujung-kulon');
const [oneDay, overnight] = k.packages.groups;

/** Every string anywhere inside a value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

describe('Krakatau content', () => {
  it('has the 4 gallery titles and the tabs One Day, Overnight, 3D/2N with Package A from Jakarta and B from Marina Carita', () => {
    expect(k.gallery.photos.map((p) => p.title)).toEqual(['Active Volcano', 'Island Paradise', 'Marine Life', 'Beach Camping']);
    expect([...k.packages.groups.map((g) => g.label), k.packages.extended.label]).toEqual(['One Day', 'Overnight', '3D/2N']);
    for (const g of k.packages.groups) {
      expect(g.packages.map((p) => [p.id, p.label, p.from])).toEqual([
        ['package-a', 'Package A', 'from Jakarta'],
        ['package-b', 'Package B', 'from Marina Carita'],
      ]);
    }
  });

  it('one day from Jakarta: pick-up 5 am, private car and double-engine speed boat, Easy, boat 1.5 hours, back about 7:30 pm', () => {
    const p = oneDay!.packages[0]!;
    expect(p.departureTime).toBe('Pick-up at 5 am');
    expect(p.transport).toMatch(/^Private car and double-engine speed boat; the boat crossing takes 1\.5 hours$/);
    expect(p.grade).toBe('Easy');
    const entries = p.itinerary.flatMap((d) => d.entries);
    expect(entries[0]!.time).toBe('05:00');
    expect(entries.at(-1)).toEqual({ time: '19:30', text: expect.stringContaining('7:30 pm') });
  });

  it('one day from Marina Carita: 8 hours, start 08:30 (meet 08:00), boat only, Easy', () => {
    const p = oneDay!.packages[1]!;
    expect(p.duration).toBe('8 hours');
    expect(p.departureTime).toBe('Start at 08:30 (meet at 08:00)');
    expect(p.transport).toMatch(/speed boat only/i);
    expect(p.grade).toBe('Easy');
    const entries = p.itinerary[0]!.entries;
    expect(entries.slice(0, 2).map((e) => e.time)).toEqual(['08:00', '08:30']);
    // 8 hours from the 08:30 start.
    expect(entries.at(-1)!.time).toBe('16:30');
  });

  it('overnight: 2 days/1 night beach camp, camping only, pick-up 5 am from Jakarta, 09:00 from Marina Carita, dinner 6.30 pm or 7 pm', () => {
    const [a, b] = overnight!.packages;
    for (const p of [a!, b!]) {
      expect(p.duration).toBe('2 Days / 1 Night');
      expect(p.accommodation).toBe('Beach camp (camping only)');
      expect(p.grade).toBe('Easy');
      expect(p.itinerary.map((d) => d.day)).toEqual([1, 2]);
    }
    expect(a!.departureTime).toBe('Pick-up at 5 am');
    expect(a!.itinerary[0]!.entries[0]!.time).toBe('05:00');
    expect(b!.departureTime).toBe('Departs at 09:00');
    expect(b!.itinerary[0]!.entries.map((e) => e.time)).toContain('09:00');
    const dinner = (p: typeof a) => p!.itinerary[0]!.entries.find((e) => /dinner/i.test(e.text))!.time;
    expect([dinner(a), dinner(b)]).toEqual(['18:30', '19:00']);
  });

  it('what to bring, with a torch for overnight only; day tours exclude the optional Ujung Kulon tour, dinner and alcohol', () => {
    const bring = ['Camera and batteries', 'Trekking shoes', 'Towel', 'Sun block', 'Sun glasses', 'Hat', 'Backpack', 'Swim suit'];
    for (const p of oneDay!.packages) {
      expect(p.whatToBring).toEqual(bring);
      expect(p.exclusions).toEqual(expect.arrayContaining(['Optional Ujung Kulon tour', 'Dinner', 'Alcohol']));
    }
    for (const p of overnight!.packages) expect(p.whatToBring).toEqual([...bring, 'Torch']);
  });

  it('3D/2N: Krakatau plus Ujung Kulon, Moderate, pick-up 5 am, Carita port about 3 hours away, three narrated days', () => {
    const x = k.packages.extended;
    expect(x.grade).toBe('Moderate');
    expect(x.departureTime).toBe('Pick-up at 5 am');
    expect(x.start).toMatch(/Carita port, is about 3 hours away/);
    expect(x.itinerary.map((d) => d.day)).toEqual([1, 2, 3]);
    expect(x.itinerary.flatMap((d) => d.entries).every((e) => e.time === undefined)).toBe(true);
    expect(strings(x.itinerary).join(' ')).toMatch(/Ujung Kulon/);
  });

  it('tells the history (1883, 1927, December 2018) and says once that the alert level is confirmed before each trip', () => {
    const history = k.history.paragraphs.join(' ');
    expect(history).toMatch(/1883/);
    expect(history).toMatch(/1927/);
    expect(history).toMatch(/22 December 2018/);
    const all = strings(k).join(' ');
    expect(all.match(/confirm the current alert level/g)?.length).toBe(1);
    expect(all).toMatch(/exclusion zone around its crater that follows the alert level/);
  });
});

describe('Ujung Kulon content', () => {
  it('has the feature cards, the choice and the adventure tabs with their spec ids and sub-tabs', () => {
    expect(uk.features.map((f) => f.title)).toEqual(['UNESCO World Heritage', 'Pristine Beaches', 'Ancient Forests']);
    expect([uk.choose.heading, uk.choose.adventure.title, uk.choose.birding.title]).toEqual([
      'Choose Your Adventure',
      'Package Adventure',
      'Birding Ujung Kulon',
    ]);
    expect(uk.adventure.groups.map((t) => [t.id, t.label])).toEqual([
      ['camping-tour', 'Overnight'],
      ['package-b', '3D/2N'],
      ['package-c', '4D/3N'],
      ['package-e', 'Trekking Tour'],
      ['jungle-tour', 'Jungle Tour'],
    ]);
    const [overnightTab, three, four] = uk.adventure.groups;
    expect(overnightTab!.packages.map((p) => [p.id, p.label, p.duration])).toEqual([
      ['package-a', 'Package A', '2D/1N'],
      ['package-overnight-b', 'Package B', '2D/1N'],
    ]);
    expect(three!.packages.map((p) => [p.id, p.label, p.duration])).toEqual([
      ['package-b-a', 'Package A', '3D/2N'],
      ['package-b-b', 'Package B', '3D/2N'],
    ]);
    for (const p of four!.packages) {
      expect(p.duration).toBe('4D/3N');
      expect(p.itinerary.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    }
  });

  it('has four birding tabs (2D/1N, 3D/2N, 4D/3N, Trekking Tour as a 4D/3N) with a bird guide and birding equipment', () => {
    expect(uk.birding.items.map((p) => [p.id, p.label, p.duration])).toEqual([
      ['birding-a', '2D/1N', '2D/1N'],
      ['birding-b', '3D/2N', '3D/2N'],
      ['birding-c', '4D/3N', '4D/3N'],
      ['birding-d', 'Trekking Tour', '4D/3N'],
    ]);
    for (const p of uk.birding.items) {
      expect(p.inclusions.some((i) => /bird guide/i.test(i))).toBe(true);
      expect(p.inclusions.some((i) => /birding equipment/i.test(i))).toBe(true);
    }
  });

  it('names only birds of the project taxonomy (eBird/Clements 2023), as printed in every birding package', () => {
    const codes = new Set(readTaxonomy().rows.map((row) => row.code));
    const used = uk.birding.items.flatMap((p) => p.keyBirds);
    expect(used.filter((id) => !codes.has(id))).toEqual([]);
    // Great Hornbill does not occur on Java.
    expect(strings(uk).join(' ')).not.toMatch(/Great Hornbill/);
  });

  it('gives the park facts, the stats and the seasons', () => {
    expect(uk.conservation.facts.map((f) => f.value)).toEqual(['1,206 km²', '1921', '1991']);
    expect(uk.conservation.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '73 Javan rhinoceros',
      '300+ Bird species',
      '25 Endemic species',
      '5000+ Visitors since 2011',
    ]);
    expect(site.seasons.items.map((s) => [s.name, s.months, s.temperature, s.recommended])).toEqual([
      ['Dry season', 'April to October', '24-30°C', true],
      ['Wet season', 'November to March', '22-28°C', false],
      ['Bird migration', 'September to November southward, March to May northward', undefined, false],
    ]);
  });
});

describe('no promise the park or the volcano cannot keep', () => {
  // Krakatau's crater rim and ash slopes are inside the no-go radius; no package goes canoeing on
  // the Cigenter (the spec's exclusion says closed since November 2023; the park's word now, that it
  // is restricted, is derived beside it from content/sites/). Content may mention either only to
  // say so.
  const files = globSync('content/**/*.ts', { cwd: root }).map((f) => [f, readFileSync(join(root, f), 'utf8')] as const);

  it('no content sends guests onto Anak Krakatau\u2019s crater rim or ash slopes', () => {
    const offending = files.flatMap(([file, text]) =>
      text
        .split('\n')
        // A line may name the rim only to rule it out ("we never take guests onto the crater rim").
        .filter(
          (line) => /krakatau/i.test(line) && /crater rim|rim walk|ash slope|climb|summit|hike up|walk up/i.test(line) && !/\b(never|not|no-go)\b/i.test(line),
        )
        .map((l) => `${file}: ${l.trim()}`),
    );
    expect(offending).toEqual([]);
    const texts = strings(k);
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) expect(t).not.toMatch(/crater rim|ash slope|climb|summit/i);
  });

  it('no itinerary, review or testimonial sends guests to the Cigenter or canoeing', () => {
    const itineraries = [
      ...strings(k.packages),
      ...strings(uk.adventure),
      ...strings(uk.birding),
      ...strings(tourPage(site, 'mammals', 'mammals').packages.items.map((p) => p.itinerary)),
    ];
    const reviews = [...strings(site.reviews), ...strings(site.home.testimonials)];
    const canoe = someOf([...itineraries, ...reviews], (t) => /canoe/i.test(t), 'the itinerary and review lines on the canoe trip');
    for (const t of canoe) expect(t).toMatch(/closed/i);
    for (const t of [...itineraries, ...reviews]) {
      expect(t).not.toMatch(/Cigenter(?! River \(closed)/);
    }
  });
});
