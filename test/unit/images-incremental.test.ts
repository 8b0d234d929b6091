import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages, type ImageRequest } from '../../scripts/assets/images/index.ts';
import { imageOptions } from '../helpers/image-options.ts';

let dir: string;
const options = (out: string) => imageOptions(dir, out);
const photoFile = (id: string) => join(dir, 'content', 'photos', `${id}.png`);

/**
 * A photo of colour ramps that differ with `seed` (smooth, so it encodes fast); an uncompressed
 * PNG, so every seed gives a file of the same size.
 */
async function photo(id: string, seed: number, width = 900, height = 700) {
  await mkdir(join(photoFile(id), '..'), { recursive: true });
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x / 4 + seed * 40) & 255;
      pixels[i + 1] = (y / 3) & 255;
      pixels[i + 2] = ((x + y) / 8 + seed * 90) & 255;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(photoFile(id));
}

// A card is AVIF and WebP at 400, 640 and 800 px plus one JPEG; a hero on a 900 px photo is AVIF
// and WebP at 480 and 800 plus one JPEG.
const CARD_FILES = 7;
const requests: ImageRequest[] = [
  { id: 'birds/first-bird', use: 'card' },
  { id: 'birds/first-bird', use: 'hero' },
  { id: 'birds/second-bird', use: 'card' },
  { id: 'birds/third-bird', use: 'card' },
];
const names = (result: Awaited<ReturnType<typeof buildImages>>, id: string, use: ImageRequest['use']) =>
  result.resolver.resolve(id, use).sources.map((s) => s.srcset);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-incremental-'));
  await photo('birds/first-bird', 1);
  await photo('birds/second-bird', 2);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('image cache across builds', () => {
  let first: Awaited<ReturnType<typeof buildImages>>;
  beforeAll(async () => {
    first = await buildImages(requests, options('out1'));
  });

  it('encodes every file once, then nothing', async () => {
    expect(first.encoded).toBe(CARD_FILES + 5 + CARD_FILES + CARD_FILES);
    expect(first.standIns).toEqual(['birds/third-bird']);
    const again = await buildImages(requests, options('out2'));
    expect(again.encoded).toBe(0);
  });

  it('replacing one photo encodes only that photo’s files; the others keep their names', async () => {
    await photo('birds/second-bird', 3);
    const after = await buildImages(requests, options('out3'));
    expect(after.encoded).toBe(CARD_FILES);
    expect(names(after, 'birds/second-bird', 'card')).not.toEqual(names(first, 'birds/second-bird', 'card'));
    expect(names(after, 'birds/first-bird', 'hero')).toEqual(names(first, 'birds/first-bird', 'hero'));
    expect(names(after, 'birds/third-bird', 'card')).toEqual(names(first, 'birds/third-bird', 'card'));
  });

  it('adding a photo for a stand-in encodes only that photo’s files', async () => {
    await photo('birds/third-bird', 4);
    const after = await buildImages(requests, options('out4'));
    expect(after.encoded).toBe(CARD_FILES);
    expect(after.standIns).toEqual([]);
  });

  it('knows an unchanged photo by its size and modification time, without reading it again', async () => {
    const file = photoFile('birds/first-bird');
    const known = new Date('2026-01-02T03:04:05Z');
    await utimes(file, known, known);
    expect((await buildImages(requests, options('out5'))).encoded).toBe(0);
    // Same size, same time, other pixels: only a build that read the photo again would notice.
    const { size } = await stat(file);
    await photo('birds/first-bird', 5);
    await utimes(file, known, known);
    expect((await stat(file)).size).toBe(size);
    expect((await buildImages(requests, options('out6'))).encoded).toBe(0);
    // A new modification time (as any editor or copy gives) makes it read and encode the photo.
    const later = new Date(known.getTime() + 1000);
    await utimes(file, later, later);
    expect((await buildImages(requests, options('out7'))).encoded).toBe(CARD_FILES + 5);
  });
});
