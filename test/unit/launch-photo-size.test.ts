import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPhotosSmallerThanShown, smallerThanShown } from '../../scripts/launch/photo-sizes.ts';
import { loadFixture } from '../helpers/load-fixture.ts';
import { root } from '../helpers/render.ts';

describe('a photo smaller than shown', () => {
  it('is one whose crop for a use is narrower than the widest the site shows that use', () => {
    expect(smallerThanShown(800, 600, 'card')).toBeUndefined();
    expect(smallerThanShown(640, 480, 'card')).toEqual({ use: 'card', fits: 640, largest: 800 });
    // A wide photo is cut to the use's shape: a 3000 × 1000 panorama gives a hero (3:2) only 1500 px.
    expect(smallerThanShown(3000, 1000, 'hero')).toEqual({ use: 'hero', fits: 1500, largest: 1920 });
    expect(smallerThanShown(2400, 1600, 'hero')).toBeUndefined();
    expect(smallerThanShown(300, 400, 'portrait')).toEqual({ use: 'portrait', fits: 300, largest: 480 });
  });
});

// A fixture's copy of the shipped content with three photos: two smaller than a page shows them, one large enough.
const fixture = loadFixture();
let content: string;
beforeAll(async () => {
  content = fixture.ownContent();
  const photo = async (id: string, width: number, height: number) => {
    const file = join(content, 'photos', `${id}.jpg`);
    mkdirSync(dirname(file), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background: '#3a5f3a' } })
      .jpeg()
      .toFile(file);
  };
  await photo('birds/javan-trogon', 640, 480);
  await photo('team/asep-hidayat', 300, 400);
  await photo('hero/1', 2400, 1600);
});
afterAll(() => fixture.clean());

describe('go-live check: photos smaller than shown', () => {
  it('lists each use of a photo narrower than the site shows it, with the photo file and its size', async () => {
    const small = await findPhotosSmallerThanShown(content, root);
    expect(small.map((p) => p.id)).not.toContain('hero/1');
    expect(small).toContainEqual({
      id: 'team/asep-hidayat',
      file: expect.stringMatching(/content\/photos\/team\/asep-hidayat\.jpg$/),
      width: 300,
      height: 400,
      use: 'portrait',
      fits: 300,
      largest: 480,
    });
    expect(small).toContainEqual({
      id: 'birds/javan-trogon',
      file: expect.stringMatching(/content\/photos\/birds\/javan-trogon\.jpg$/),
      width: 640,
      height: 480,
      use: 'species',
      fits: 640,
      largest: 720,
    });
    expect(new Set(small.map((p) => p.id))).toEqual(new Set(['birds/javan-trogon', 'team/asep-hidayat']));
    for (const p of small) expect(p.fits).toBeLessThan(p.largest);
  });
});
