import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { buildImages, type ImageRequest } from '../../scripts/assets/images/index.ts';
import { imageOptions } from '../helpers/image-options.ts';

let dir: string;
const paths = () => imageOptions(dir);

/** A solid-colour photo at content/photos/<id>.<ext>. */
async function photo(id: string, ext: string, width: number, height: number, color: string) {
  const file = join(dir, 'content', 'photos', `${id}.${ext}`);
  await mkdir(join(file, '..'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(ext === 'jpg' ? 'jpeg' : (ext as 'png'))
    .toFile(file);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-'));
  await photo('birds/test-red-bird', 'png', 1000, 800, '#d02020');
  await photo('team/small-photo', 'jpg', 300, 300, '#2040c0');
  await photo('birds/not-on-any-page', 'jpg', 100, 100, '#000000');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const requests: ImageRequest[] = [
  { id: 'birds/test-red-bird', use: 'card' },
  { id: 'birds/javan-trogon', use: 'card' },
  { id: 'team/small-photo', use: 'card' },
];

describe('image pipeline', () => {
  let first: Awaited<ReturnType<typeof buildImages>>;
  const lines: string[] = [];

  beforeAll(async () => {
    first = await buildImages(requests, { ...paths(), log: (line) => lines.push(line) });
  });

  it('uses the photo for an id that has one and stand-in art for the others', async () => {
    expect(first.standIns).toEqual(['birds/javan-trogon']);
    const red = first.resolver.resolve('birds/test-red-bird', 'card');
    expect(red.standIn).toBe(false);
    const file = join(paths().outDir, red.src);
    const { channels } = await sharp(file).stats();
    expect(channels[0]!.mean).toBeGreaterThan(180);
    expect(channels[2]!.mean).toBeLessThan(70);
    expect(first.resolver.resolve('birds/javan-trogon', 'card').standIn).toBe(true);
  });

  it('writes AVIF and WebP at every card width and one JPEG fallback, cropped to 4:3, with content-hashed names', async () => {
    const image = first.resolver.resolve('birds/javan-trogon', 'card');
    expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect([image.width, image.height]).toEqual([800, 600]);
    for (const set of image.sources.map((s) => s.srcset)) {
      const entries = set.split(', ').map((e) => e.split(' '));
      expect(entries.map(([, w]) => w)).toEqual(['400w', '640w', '800w']);
      for (const [url] of entries) {
        expect(url).toMatch(/^\/assets\/img\/birds_javan-trogon-\d+\.[0-9a-f]{10}\.(avif|webp)$/);
        expect(existsSync(join(paths().outDir, url!))).toBe(true);
      }
    }
    expect(image.src).toMatch(/^\/assets\/img\/birds_javan-trogon-640\.[0-9a-f]{10}\.jpg$/);
    const meta = await sharp(join(paths().outDir, image.src)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([640, 480, 'jpeg']);
    const avif = await sharp(join(paths().outDir, image.sources[0]!.srcset.split(' ')[0]!)).metadata();
    expect([avif.width, avif.height, avif.format]).toEqual([400, 300, 'heif']);
  });

  it('never upscales a small photo but still shows it', () => {
    const image = first.resolver.resolve('team/small-photo', 'card');
    expect([image.width, image.height]).toEqual([300, 225]);
    expect(image.sources[0]!.srcset.split(', ')).toHaveLength(1);
  });

  it('warns about a photo that no page uses', () => {
    expect(lines.some((l) => l.includes('not-on-any-page') && l.includes('not used'))).toBe(true);
  });

  it('encodes nothing on a second build: every file comes from the cache', async () => {
    expect(first.encoded).toBeGreaterThan(0);
    const second = await buildImages(requests, { ...paths(), outDir: join(dir, 'out2'), log: () => {} });
    expect(second.encoded).toBe(0);
    expect(second.reused).toBe(first.encoded + first.reused);
    expect(second.resolver.resolve('birds/javan-trogon', 'card')).toEqual(first.resolver.resolve('birds/javan-trogon', 'card'));
  });

  it('fails naming both files when an id has two photos', async () => {
    await photo('birds/test-red-bird', 'jpg', 10, 10, '#ffffff');
    const error = await buildImages(requests, { ...paths(), log: () => {} }).catch((e: unknown) => e);
    await rm(join(dir, 'content', 'photos', 'birds', 'test-red-bird.jpg'));
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('DuplicatePhoto');
    expect((error as BuildError).details.found).toMatch(/test-red-bird\.jpg and .*test-red-bird\.png|test-red-bird\.png and .*test-red-bird\.jpg/);
  });

  it('fails naming the file when a photo cannot be read', async () => {
    const file = join(dir, 'content', 'photos', 'birds', 'javan-trogon.jpg');
    await writeFile(file, 'not really a JPEG');
    const error = await buildImages(requests, { ...paths(), log: () => {} }).catch((e: unknown) => e);
    await rm(file);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('UnusablePhoto');
    expect((error as BuildError).details.file).toBe(join('content', 'photos', 'birds', 'javan-trogon.jpg'));
  });

  it('fails on a malformed id asked for by a template', async () => {
    const error = await buildImages([{ id: 'Birds/Javan Trogon', use: 'card' }], { ...paths(), log: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('InvalidImageId');
    expect((error as BuildError).details.found).toBe('"Birds/Javan Trogon"');
  });
});
