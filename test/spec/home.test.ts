import { describe, expect, it } from 'vitest';
import { contrastWithWhite, homeSchema } from '../../model/schema/home.ts';
import { homeFindings } from '../spec/conformance.ts';
import { specValues } from '../spec/values.ts';
import { groupSizeLabel, tourAnchor } from '../../templates/home/tours.tsx';
import { readTaxonomy } from '../helpers/csv.ts';

import { shipped } from '../helpers/shipped.ts';
const home = shipped('home');

/** A deep copy of the real content to break in one place. */
const copy = () => structuredClone(home) as unknown as Record<string, any>;

/** The first validation message for a broken copy, or null when it passes. */
function firstIssue(data: unknown): string | null {
  const result = homeSchema.safeParse(data);
  return result.success ? null : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
}

/** Explorer species, as `location: id`, that are not an eBird code of the taxonomy. */
const unknownCodes = (locations: readonly { id: string; species: readonly string[] }[], codes: ReadonlySet<string>) =>
  locations.flatMap((l) => l.species.filter((s) => !codes.has(s)).map((s) => `${l.id}: ${s}`));

describe('home content: bird ids', () => {
  const codes = new Set(readTaxonomy().rows.map((row) => row.code));

  it('every explorer species is an eBird code of model/taxonomy-2023.csv', () => {
    expect(codes.size).toBe(11_017);
    expect(unknownCodes(home.explorer.locations, codes)).toEqual([]);
  });

  it('the check can fail: it reports a mistyped code in a copy of the explorer', () => {
    const broken = copy();
    const location = broken.explorer.locations[0];
    location.species[0] = 'javtro';
    expect(unknownCodes(broken.explorer.locations, codes)).toEqual([`${location.id}: javtro`]);
  });
});

describe('home content: the counts of the spec table', () => {
  const spec = specValues.home;
  it('the real content validates', () => {
    expect(firstIssue(home)).toBeNull();
  });

  it('has the explorer locations in order with their species and photo counts', () => {
    expect(home.explorer.locations.map((l) => l.id)).toEqual(spec.explorer.map((l) => l.id));
    expect(home.explorer.locations.map((l) => l.species.length)).toEqual(spec.explorer.map((l) => l.species));
    expect(home.explorer.locations.map((l) => l.photos.length)).toEqual(spec.explorer.map((l) => l.photos));
  });

  it('has 13 banner images, 16 visit locations, 4 why items, 2 testimonials and the six stats', () => {
    expect(home.gallery.images).toHaveLength(spec.bannerImages);
    expect(home.visit.locations.map((l) => l.name)).toEqual([
      'Ujung Kulon',
      'Carita',
      'Sunda Strait',
      'Pulau Dua',
      'Way Kambas',
      'Muara Angke',
      'Jakarta Bay',
      'Muara Gembong',
      'Pamanukan',
      'Ciwidey',
      'Cibodas',
      'Halimun',
      'Wonorejo',
      'Baluran',
      'Ijen',
      'Bali Barat',
    ]);
    expect(home.why.items.map((i) => i.title)).toEqual(['Expert Guides', 'Rare Species Access', 'Sustainable Tourism', 'Photography Support']);
    expect(home.testimonials.items).toHaveLength(spec.testimonials);
    expect(home.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '4 National Parks',
      '13+ Years Experience',
      '40+ Javan Endemic',
      '4.9/5 Customer Rating',
      '100% Certified Guides',
      '5★ Safety',
    ]);
  });

  it('gives each real place a plausible type', () => {
    const type = Object.fromEntries(home.visit.locations.map((l) => [l.name, l.type]));
    expect(type).toMatchObject({
      'Ujung Kulon': 'National Park',
      'Way Kambas': 'National Park',
      Baluran: 'National Park',
      'Bali Barat': 'National Park',
      Carita: 'Forest Park',
      'Sunda Strait': 'Marine Area',
      'Pulau Dua': 'Island',
      'Muara Angke': 'Mangrove Area',
      Cibodas: 'Botanical Garden',
      Ciwidey: 'Mountain Area',
      Ijen: 'Volcano',
    });
  });

  it.each([
    ['a species listed twice', (c: any) => (c.explorer.locations[6].species[1] = c.explorer.locations[6].species[0]), /must not list a species twice/],
    [
      'a photo misnumbered',
      (c: any) => (c.explorer.locations[0].photos[1].id = 'locations/ujung-kulon/7'),
      /photos\.1\.id: must be "locations\/ujung-kulon\/2"/,
    ],
    ['a pale location colour', (c: any) => (c.explorer.locations[0].colors.to = '#a3e635'), /colors\.to: must be dark enough for white text/],
    ['an unknown visit type', (c: any) => (c.visit.locations[0].type = 'Park'), /visit\.locations\.0\.type/],
    ['a testimonial rated 4', (c: any) => (c.testimonials.items[1].rating = 4), /testimonials\.items\.1\.rating/],
    ['a visit location listed twice', (c: any) => (c.visit.locations[1].name = c.visit.locations[0].name), /visit\.locations: must not list a place twice/],
    ['an empty alt text', (c: any) => (c.hero.slides[0].image.alt = ' '), /hero\.slides\.0\.image\.alt: must not be empty/],
  ])('rejects %s', (_, breakIt, message) => {
    const data = copy();
    breakIt(data);
    expect(firstIssue(data)).toMatch(message);
  });

  // Counts are the business of today, not rules: the schema takes them, the spec table does not.
  it.each([
    ['12 banner images', (c: any) => c.gallery.images.pop(), /^gallery\.images: must hold exactly 13 — found 12$/],
    [
      'a species dropped',
      (c: any) => c.explorer.locations[2].species.pop(),
      /^explorer\.locations\.2\.species: must list 32 species for gunung-gede — found 31$/,
    ],
    ['locations swapped', (c: any) => c.explorer.locations.reverse(), /^explorer\.locations\.0\.id: must be "ujung-kulon"/],
    ['a photo missing', (c: any) => c.explorer.locations[5].photos.pop(), /must have 3 photos for halimun — found 2/],
    ['15 visit locations', (c: any) => c.visit.locations.pop(), /^visit\.locations: must hold exactly 16 — found 15$/],
    ['three why items', (c: any) => c.why.items.pop(), /^why\.items: must hold exactly 4 — found 3$/],
    ['a stat dropped', (c: any) => c.stats.pop(), /^stats: must hold exactly 6 — found 5$/],
    ['five team members', (c: any) => c.team.members.push(c.team.members[0]), /^team\.members: must hold at most 4 — found 5$/],
  ])('builds with %s, which the spec table holds against it', (_, change, finding) => {
    const data = copy();
    change(data);
    expect(firstIssue(data)).toBeNull();
    expect(homeFindings(data as never)[0]).toMatch(finding);
  });
});

describe('home helpers', () => {
  it('measures white-text contrast the WCAG way', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#767676')).toBeGreaterThan(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });

  it('appends People to bare group sizes only', () => {
    expect(groupSizeLabel('2-4')).toBe('2-4 People');
    expect(groupSizeLabel('2-8 People')).toBe('2-8 People');
  });

  it('derives the tour cards’ anchors from the tour slugs', () => {
    expect(['birding-tour', 'mammals-tour', 'krakatau-tour', 'ujung-kulon-tour'].map(tourAnchor)).toEqual(['birding', 'mammals', 'krakatau', 'ujung-kulon']);
  });
});
