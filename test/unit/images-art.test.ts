import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { standIn, type SceneKind } from '../../scripts/images/art/index.ts';
import { birdFamily, subjectFor } from '../../scripts/images/subjects.ts';

const kinds: SceneKind[] = ['cloud-forest', 'mangrove', 'volcano', 'beach', 'camp', 'crater-lake', 'savanna', 'rainforest', 'reef', 'bird', 'portrait', 'landscape'];

describe('stand-in artwork', () => {
  it('is deterministic: the same id gives the same SVG and the same raster bytes', async () => {
    const a = standIn(subjectFor('birds/javan-trogon'), 'birds/javan-trogon', 640, 480);
    const b = standIn(subjectFor('birds/javan-trogon'), 'birds/javan-trogon', 640, 480);
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
      for (const [w, h] of [[480, 270], [400, 300], [240, 240]] as const) {
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
  }, 60_000);
});

describe('subjects from ids', () => {
  it('reads the bird family from the slug', () => {
    expect(birdFamily('javan-hawk-eagle')).toBe('raptor');
    expect(birdFamily('javan-trogon')).toBe('trogon');
    expect(birdFamily('javan-kingfisher')).toBe('kingfisher');
    expect(birdFamily('lesser-adjutant')).toBe('heron');
    expect(birdFamily('javan-pond-heron')).toBe('heron');
    expect(birdFamily('javan-scops-owl')).toBe('owl');
    expect(birdFamily('pygmy-tit')).toBe('songbird');
    expect(subjectFor('birds/javan-hawk-eagle')).toEqual({ kind: 'bird', bird: 'raptor' });
  });

  it('gives each location its habitat and each series a varied scene', () => {
    expect(subjectFor('locations/muara-angke/1').kind).toBe('mangrove');
    expect(subjectFor('locations/gunung-gede/1').kind).toBe('cloud-forest');
    expect(subjectFor('locations/kawah-putih/1').kind).toBe('crater-lake');
    expect(subjectFor('locations/ujung-kulon/1').kind).toBe('beach');
    expect(subjectFor('krakatau/1').kind).toBe('volcano');
    expect(subjectFor('krakatau/3').kind).toBe('reef');
    expect(subjectFor('mammals/javan-rhinoceros')).toEqual({ kind: 'savanna', animal: 'rhino' });
    expect(subjectFor('mammals/banteng')).toEqual({ kind: 'savanna', animal: 'banteng' });
    expect(subjectFor('mammals/javan-mouse-deer').kind).toBe('rainforest');
    expect(subjectFor('team/budi-santoso').kind).toBe('portrait');
    const banner = Array.from({ length: 13 }, (_, i) => JSON.stringify(subjectFor(`banner/${String(i + 1).padStart(2, '0')}`)));
    expect(new Set(banner).size).toBe(13);
  });

  it('still draws something for ids it has never seen', () => {
    for (const id of ['features/unesco-world-heritage', 'blog/first-post', 'x/y', 'anything/at-all/9']) {
      expect(kinds).toContain(subjectFor(id).kind);
    }
    expect(subjectFor('features/pristine-beaches').kind).toBe('beach');
  });
});
