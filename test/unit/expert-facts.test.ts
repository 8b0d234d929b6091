import { describe, expect, it } from 'vitest';
import { birdName } from '../../model/species-names.ts';
import type { Itinerary } from '../../model/schema/itinerary.ts';
import { birdsNamedIn } from '../../model/checklists.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';

// What a guide who knows West Java and Banten would correct: the Krakatau exclusion zone and the
// 2018 collapse, reserve permits, what Ujung Kulon can and cannot promise, where lowland birds
// live, reviews that agree with the itineraries, one guide per trip.

import { shippedLists } from '../helpers/shipped.ts';
const { locationSpecies } = shippedLists();

const site = await content();

/** Every string anywhere inside a value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

interface Pkg {
  /** The tour's id in content/tours/. */
  tour: string;
  name: string;
  itinerary: Itinerary;
  /** Itinerary days and summary lines, as text. */
  lines: string[];
  /** What the visitor reads as included: the package's list and the tour's general one. */
  inclusions: string[];
}

const dayLines = (itinerary: Itinerary) => itinerary.flatMap((d) => [d.title, ...d.entries.map((e) => e.text), ...(d.overnight ? [d.overnight] : [])]);

const k = tourPage(site, 'krakatau', 'krakatau');
const krakatauPackages = [
  ...k.packages.groups.flatMap((g) => g.packages.map((p) => ({ ...p, name: `${g.label} ${p.label}` }))),
  { ...k.packages.extended, name: k.packages.extended.label },
];
const packages: Pkg[] = [
  ...tourPage(site, 'birding', 'birding').packages.items.map((p) => ({
    tour: 'birding' as const,
    name: p.id,
    itinerary: p.itinerary,
    lines: dayLines(p.itinerary),
    inclusions: tourPage(site, 'birding', 'birding').inclusions,
  })),
  ...tourPage(site, 'mammals', 'mammals').packages.items.map((p) => ({
    tour: 'mammals' as const,
    name: p.id,
    itinerary: p.itinerary,
    lines: dayLines(p.itinerary),
    inclusions: p.inclusions,
  })),
  ...tourPage(site, 'waterbird', 'waterbird').packages.items.map((p) => ({
    tour: 'waterbird' as const,
    name: p.id,
    itinerary: p.itinerary,
    lines: [...dayLines(p.itinerary), ...p.outline],
    inclusions: [...p.inclusions, ...tourPage(site, 'waterbird', 'waterbird').general.inclusions],
  })),
  ...krakatauPackages.map((p) => ({ tour: 'krakatau' as const, name: p.name, itinerary: p.itinerary, lines: dayLines(p.itinerary), inclusions: p.inclusions })),
  ...[
    ...tourPage(site, 'ujung-kulon', 'ujung-kulon').adventure.groups.flatMap((t) => t.packages),
    ...tourPage(site, 'ujung-kulon', 'ujung-kulon').birding.items,
  ].map((p) => ({
    tour: 'ujung-kulon' as const,
    name: p.id,
    itinerary: p.itinerary,
    lines: dayLines(p.itinerary),
    inclusions: p.inclusions,
  })),
];

describe('Krakatau: what holds at every alert level', () => {
  it('writes no "lava field" anywhere: the 2018 collapse left tephra slopes and a crater bay', () => {
    expect(strings(site).filter((s) => /lava field/i.test(s))).toEqual([]);
    expect(k.history.paragraphs.join(' ')).toMatch(/tephra around a crater bay/);
  });

  it('sees Anak Krakatau from outside the exclusion zone in every package, and never circles it', () => {
    const krakatau = packages.filter((x) => x.tour === 'krakatau');
    expect(krakatau).toHaveLength(krakatauPackages.length);
    for (const p of krakatau) {
      expect(p.lines.join(' '), p.name).toMatch(/outside the exclusion zone/);
      for (const line of p.lines) expect(line, p.name).not.toMatch(/\bcircle|no-go radius/i);
    }
  });

  it('lands, camps and snorkels at Rakata, Sertung or Panjang only while the zone leaves them open', () => {
    const lines = packages.filter((x) => x.tour === 'krakatau').flatMap((p) => p.itinerary.flatMap((d) => d.entries.map((e) => e.text)));
    const onTheIslands = lines.filter((line) => /\b(land|camp|snorkel)/i.test(line) && /Rakata|Sertung|Panjang/.test(line));
    expect(onTheIslands.length).toBeGreaterThan(5);
    for (const line of onTheIslands) expect(line).toMatch(/zone (leaves|allows)/);
  });

  it('says who sets the zone, how wide it has been, and what happens to a trip it covers', () => {
    const access = k.access.paragraphs.join(' ');
    expect(access).toMatch(/PVMBG/);
    expect(access).toMatch(/between 2 and 5 km/);
    expect(access).toMatch(/re-route the trip/);
    expect(access).toMatch(/cancel it and refund you/);
    const faq = site.contact.faq.items.find((i) => /Krakatau/.test(i.question))!.answer;
    expect(faq).toMatch(/outside the exclusion zone/);
    expect(faq).toMatch(/re-route the trip, or cancel it and refund you/);
    const dayTrip = site.contact.packages.items.find((i) => i.tour === 'krakatau')!.description;
    expect(dayTrip).toMatch(/outside its exclusion zone/);
    expect(dayTrip).not.toMatch(/trip to Anak Krakatau/);
  });
});

describe('reserves and their permits', () => {
  it('names the SIMAKSI permit wherever a package lands or camps on Rakata or visits Pulau Rambut', () => {
    const reserve = packages.filter((p) => p.lines.some((l) => /Rakata|Pulau Rambut/.test(l)));
    expect(new Set(reserve.map((p) => p.tour))).toEqual(new Set(['krakatau', 'waterbird']));
    for (const p of reserve)
      expect(
        p.inclusions.some((i) => /SIMAKSI/.test(i) && /BKSDA/.test(i)),
        `${p.tour} ${p.name}`,
      ).toBe(true);
  });

  it('crosses to Pulau Rambut from Tanjung Pasir', () => {
    const crossings = packages.flatMap((p) => p.lines).filter((l) => /Pulau Rambut/.test(l) && /boat|cross/i.test(l));
    expect(crossings.length).toBeGreaterThan(0);
    for (const line of crossings) expect(line).toMatch(/Tanjung Pasir/);
  });
});

describe('Ujung Kulon: what a visitor can expect', () => {
  const parkLines = [
    ...packages.filter((p) => p.tour === 'mammals' || p.tour === 'ujung-kulon').flatMap((p) => p.lines),
    ...strings(tourPage(site, 'ujung-kulon', 'ujung-kulon').activities),
    ...tourPage(site, 'mammals', 'mammals').carousel.photos.map((p) => site.species.get(p.id)!.look!),
    tourPage(site, 'mammals', 'mammals').hero.lead,
  ];

  it('walks ranger-led trails through rhino country, not the closed rhino trails and wallows', () => {
    expect(parkLines.length).toBeGreaterThan(20);
    for (const line of parkLines) expect(line).not.toMatch(/rhino (trails|paths)|wallows/i);
    expect(parkLines.filter((l) => /ranger-led trails? through rhino country/i.test(l)).length).toBeGreaterThan(3);
  });

  it('offers Dhole, Javan Gibbon and Javan Surili as chances, heard or seen with luck', () => {
    const sentences = parkLines.flatMap((l) => l.split(/(?<=[.;])\s+/)).filter((s) => /Dhole|gibbon|Surili/i.test(s));
    expect(sentences.length).toBeGreaterThan(5);
    for (const s of sentences) expect(s).toMatch(/luck|listen|tracks/i);
  });

  it('gives each package one guide: the birding packages a bird guide instead of the usual one', () => {
    const guides = (lines: string[]) => lines.flatMap((l) => l.replace(/field guides?/gi, '').match(/\bguide\b/gi) ?? []);
    for (const p of packages) expect(guides(p.inclusions), `${p.tour} ${p.name}`).toHaveLength(1);
    for (const p of tourPage(site, 'ujung-kulon', 'ujung-kulon').birding.items)
      expect(p.inclusions.filter((i) => /\bguide\b/.test(i.replace(/field guide/g, '')))).toEqual([
        'English-speaking bird guide who knows the calls of the park, and a park ranger',
      ]);
  });
});

describe('lowland birds where they live', () => {
  // Black-banded Barbet and Javan Frogmouth are lowland and hill-forest birds: marginal at the
  // height of Cibodas and Gunung Gede, found at Carita (the barbet at Halimun too).
  const where: Record<string, string[]> = { 'Javan Frogmouth': ['Carita'], 'Black-banded Barbet': ['Carita', 'Halimun'] };

  it('lists neither at Cibodas or Gunung Gede, and both at Carita', () => {
    for (const bird of Object.keys(where)) {
      expect(locationSpecies.cibodas.map(birdName)).not.toContain(bird);
      expect(locationSpecies['gunung-gede'].map(birdName)).not.toContain(bird);
      expect(locationSpecies.carita.map(birdName)).toContain(bird);
    }
  });

  it('names them only on itinerary days at their sites, and as key species only of packages that go there', () => {
    // What the checks below looked at, so that none of them passes on nothing.
    const seen = { highlights: 0, days: 0, frogmouth: 0 };
    for (const p of tourPage(site, 'birding', 'birding').packages.items) {
      for (const [bird, sites] of Object.entries(where)) {
        if (p.highlights.map(birdName).includes(bird)) {
          seen.highlights++;
          expect(
            p.places.some((place) => sites.some((s) => place.includes(s))),
            `${p.id} ${bird}`,
          ).toBe(true);
        }
        for (const day of p.itinerary) {
          const words = [day.title, ...day.entries.map((e) => e.text)].join(' ');
          if (!birdsNamedIn(words).includes(bird)) continue;
          seen.days++;
          expect(
            sites.some((s) => words.includes(s)),
            `${p.id} day ${day.day}: ${bird}`,
          ).toBe(true);
        }
      }
      if (p.highlights.map(birdName).includes('Javan Frogmouth')) {
        seen.frogmouth++;
        expect(
          p.itinerary.some((d) => d.entries.some((e) => birdsNamedIn(e.text).includes('Javan Frogmouth'))),
          p.id,
        ).toBe(true);
      }
    }
    expect(Object.entries(seen).filter(([, n]) => n === 0)).toEqual([]);
  });
});

describe('reviews agree with the itineraries', () => {
  const places = [
    'Muara Angke',
    'Muara Gembong',
    'Pulau Dua',
    'Pulau Rambut',
    'Jakarta Bay',
    'Gunung Gede',
    'Cibodas',
    'Halimun',
    'Carita',
    'Ciwidey',
    'Kawah Putih',
    'Way Kambas',
    'Cidaon',
    'Peucang',
    'Citerjun',
    'Rakata',
  ];
  const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const dayText = (d: Itinerary[number]) => [d.title, ...d.entries.map((e) => e.text)].join(' ');

  /**
   * Problems in one guest's words: each clause that names birds, places or a day must match one
   * itinerary day of that tour (that day, when it is named) that names them all. A clause that
   * names a day but no bird speaks of the birds in the review's title ("Both target species on
   * day one").
   */
  function disagreements(tour: string, title: string, comment: string): string[] {
    const days = packages.filter((p) => p.tour === tour).flatMap((p) => p.itinerary);
    const titleBirds = birdsNamedIn(title);
    return comment.split(/[.;,]|\band\b/).flatMap((clause) => {
      const dayWord = /\bday (\w+)/i.exec(clause)?.[1]?.toLowerCase();
      const day = dayWord === undefined ? undefined : /^\d+$/.test(dayWord) ? Number(dayWord) : numbers.indexOf(dayWord);
      let birds = birdsNamedIn(clause);
      if (birds.length === 0 && day !== undefined) birds = titleBirds;
      if (birds.length === 0) return [];
      const named = places.filter((p) => clause.includes(p));
      const fits = days.some((d) => (day === undefined || d.day === day) && [...birds, ...named].every((w) => dayText(d).includes(w)));
      return fits ? [] : [`"${clause.trim()}": no ${tour} day${day ? ` ${day}` : ''} names ${[...birds, ...named].join(', ')}`];
    });
  }

  it('puts each bird a review names on a day and at a place its tour goes', () => {
    expect(disagreements('waterbird', 'Javan Plover and Milky Stork', 'Both target species on day one at Muara Angke and the bay.')).toHaveLength(1);
    const found = site.reviews.flatMap((r) => disagreements(r.tourType, r.title, r.comment).map((d) => `${r.id}: ${d}`));
    const testimonials = site.home.testimonials.items.flatMap((t) =>
      disagreements(site.tours.find((x) => x.displayName === t.tour)!.id, '', t.text).map((d) => `${t.name}: ${d}`),
    );
    expect([...found, ...testimonials]).toEqual([]);
  });
});
