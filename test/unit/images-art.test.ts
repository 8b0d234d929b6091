import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { standIn, type SceneKind } from '../../scripts/stand-ins/art/index.ts';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { planStandIn } from '../../scripts/assets/images/plan.ts';
import { plainStandIns } from '../helpers/image-options.ts';
import { subjectNamed, subjectNames, subjectReader } from '../../scripts/stand-ins/subjects.ts';
import { shippedLists, shippedPlumage } from '../helpers/shipped.ts';

const subjectFor = subjectReader({ birds: shippedLists().birds.map((b) => b.id), plumage: shippedPlumage() });

const kinds: SceneKind[] = [
  'cloud-forest',
  'mangrove',
  'mudflat',
  'volcano',
  'beach',
  'camp',
  'crater-lake',
  'grazing-ground',
  'rainforest',
  'reef',
  'bird',
  'portrait',
  'landscape',
];

describe('stand-in artwork', () => {
  it('is deterministic: the same id gives the same SVG and the same raster bytes', async () => {
    const words = { id: 'birds/javan-trogon', alt: 'Javan Trogon' };
    const a = standIn(subjectFor(words), words.id, 640, 480);
    const b = standIn(subjectFor(words), words.id, 640, 480);
    expect(a.svg).toBe(b.svg);
    const [pa, pb] = await Promise.all([a, b].map((art) => sharp(Buffer.from(art.svg)).png().toBuffer()));
    expect(pa.equals(pb!)).toBe(true);
  });

  it('varies with the id', () => {
    const one = standIn({ kind: 'cloud-forest' }, 'locations/gunung-gede/1', 640, 480).svg;
    const two = standIn({ kind: 'cloud-forest' }, 'locations/gunung-gede/4', 640, 480).svg;
    expect(one).not.toBe(two);
  });

  it('draws every scene at every aspect as a full-size picture with no text', async () => {
    for (const kind of kinds) {
      for (const [w, h] of [
        [480, 270],
        [400, 300],
        [240, 240],
      ] as const) {
        const { svg, color } = standIn({ kind }, `test/${kind}`, w, h);
        expect(svg, kind).not.toMatch(/<text|<image|href=/);
        expect(color).toMatch(/^#[0-9a-f]{6}$/);
        const stats = await sharp(Buffer.from(svg)).stats();
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.width, meta.height]).toEqual([w, h]);
        // Not a flat box: the picture has real tonal range.
        expect(Math.max(...stats.channels.map((c) => c.stdev)), `${kind} ${w}x${h}`).toBeGreaterThan(12);
      }
    }
  });

  it('draws every subject (bird, mammal, habitat) with no text', () => {
    for (const name of subjectNames) {
      const { svg } = standIn(subjectNamed(name), `test/${name}`, 400, 300);
      expect(svg, name).not.toMatch(/<text|<image|href=|NaN|undefined/);
    }
  });
});

describe('subjects from words', () => {
  it('draws a bird of the family its eBird name belongs to, whatever the id', () => {
    expect(subjectFor({ id: 'hero/2', alt: 'Javan Hawk-Eagle perched on a bare branch' })).toEqual({ kind: 'bird', bird: 'raptor', species: 'javhae1' });
    expect(subjectFor({ id: 'banner/03', alt: 'Milky Stork wading in shallow water' })).toEqual({ kind: 'bird', bird: 'stork', species: 'milsto1' });
    expect(subjectFor({ id: 'x/1', alt: 'Lesser Adjutant on a mudflat' })).toEqual({ kind: 'bird', bird: 'stork', species: 'lesadj1', setting: 'mudflat' });
    expect(subjectFor({ id: 'x/1', alt: 'Whimbrel (Numenius phaeopus)' })).toEqual({ kind: 'bird', bird: 'shorebird', species: 'whimbr' });
    expect(subjectFor({ id: 'x/1', alt: 'Little Egret' }).bird).toBe('egret');
    expect(subjectFor({ id: 'x/1', alt: 'Green Peafowl on the lawn' }).bird).toBe('peafowl');
    expect(subjectFor({ id: 'x/1', alt: 'Rhinoceros Hornbill flying over the canopy' }).bird).toBe('hornbill');
    expect(subjectFor({ id: 'x/1', alt: 'Javan Cochoa (Cochoa azurea)' }).bird).toBe('songbird');
    expect(subjectFor({ id: 'x/1', alt: 'Egrets and herons feeding' }).bird).toBe('egret');
    expect(subjectFor({ id: 'x/1', alt: 'Crested Serpent-Eagle soaring above the forest' })).toEqual({
      kind: 'bird',
      bird: 'raptor',
      species: 'crseag1',
      flying: true,
    });
    expect(subjectFor({ id: 'x/1', alt: 'Javan Frogmouth roosting on a low branch' }).bird).toBe('frogmouth');
    expect(subjectFor({ id: 'birds/collared-kingfisher', alt: '' })).toEqual({ kind: 'bird', bird: 'kingfisher', species: 'colkin1' });
  });

  it('draws a named mammal in the forest or at the grazing-ground edge, never on a savanna', () => {
    expect(subjectFor({ id: 'banner/05', alt: 'Banteng bull standing at the edge of the forest' })).toEqual({ kind: 'grazing-ground', animal: 'banteng' });
    expect(subjectFor({ id: 'x/1', alt: 'Javan Rhinoceros in Ujung Kulon National Park' })).toEqual({ kind: 'rainforest', animal: 'rhino' });
    expect(subjectFor({ id: 'x/1', alt: 'Javan Mouse-deer at dusk' }).animal).toBe('mouse-deer');
    expect(subjectFor({ id: 'x/1', alt: 'Sunda Leopard Cat' }).animal).toBeUndefined();
  });

  it('reads the alt text before the caption, and the caption before the id', () => {
    const beach = { id: 'tours/mammals-hero', alt: 'Lowland rainforest meeting a quiet beach', caption: 'The last stronghold of the Javan Rhinoceros' };
    expect(subjectFor(beach)).toEqual({ kind: 'beach' });
    expect(subjectFor({ id: 'gallery/4', alt: 'A view', caption: 'Dhole, Ujung Kulon' }).animal).toBe('dhole');
    expect(subjectFor({ id: 'birds/milky-stork', alt: '' }).bird).toBe('stork');
    expect(subjectFor({ id: 'team/asep', alt: 'Asep on a jetty' }).kind).toBe('portrait');
  });

  it('gives a habitat with no animal when the words name only a place, and a landscape when they name nothing', () => {
    expect(subjectFor({ id: 'x/1', alt: 'Wooden boardwalk winding through the mangroves' })).toEqual({ kind: 'mangrove', boardwalk: true });
    expect(subjectFor({ id: 'x/1', alt: 'Bleached dead trees on the pale shore of the crater' })).toEqual({ kind: 'crater-lake' });
    expect(subjectFor({ id: 'x/1', alt: 'Snorkeller above a coral reef' })).toEqual({ kind: 'reef', snorkeller: true });
    expect(subjectFor({ id: 'x/1', alt: 'Sunda Pangolin in Ujung Kulon National Park' })).toEqual({ kind: 'rainforest' });
    expect(subjectFor({ id: 'blog/first-post', alt: 'Our first post' })).toEqual({ kind: 'landscape' });
    expect(subjectFor({ id: 'x/1', alt: 'Cibeureum waterfall in the montane forest' })).toEqual({ kind: 'cloud-forest', waterfall: true });
  });

  it('lets an explicit subject win and rejects one it cannot draw', async () => {
    expect(subjectFor({ id: 'x/1', alt: 'Milky Stork', subject: 'mudflat' })).toEqual({ kind: 'mudflat' });
    expect(subjectNames).toContain('dhole');
    expect(() => subjectFor({ id: 'x/1', alt: 'x', subject: 'dragon' })).toThrow(/not a stand-in subject/);
    // In a build, the same mistake stops with the field, what was found and what is allowed.
    const standIns = plainStandIns();
    const error = await planStandIn('hero/9', 'hero', { alt: 'Dawn', subject: 'dragon' }, standIns).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('UnknownStandInSubject');
    expect((error as BuildError).details).toMatchObject({ field: 'image.subject', found: '"dragon"' });
    expect((error as BuildError).details.expected).toContain('grazing-ground');
  });
});
