import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildImages, type ImageRequest } from '../../scripts/assets/images/index.ts';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { imageOptions } from '../helpers/image-options.ts';
import { pngDeclaring } from '../helpers/png.ts';

// Every fixture is made here with sharp (or by hand, byte by byte) in a temporary project, so no
// broken file is ever kept in the repository and content/ is never touched.
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bad-photos-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const photosDir = () => join(dir, 'content', 'photos');
const options = (out = 'out') => imageOptions(dir, out);

async function put(id: string, ext: string, bytes: Buffer | string) {
  const file = join(photosDir(), `${id}.${ext}`);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, bytes);
  return file;
}
afterEach(() => rm(photosDir(), { recursive: true, force: true }));

const card: ImageRequest[] = [{ id: 'birds/javan-trogon', use: 'card', alt: 'Javan Trogon' }];

async function failure(requests = card): Promise<BuildError> {
  const error = await buildImages(requests, options()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });
const noisy = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });

/** An uncompressed 24-bit BMP: a format libvips does not read. */
function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * height, 0x80);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(0, 30);
  return out;
}

describe('a photo the build cannot use stops it, naming the file, what was expected, what was found and the fix', () => {
  const where = join('content', 'photos', 'birds', 'javan-trogon.jpg');

  it('a corrupt (cut-off) JPEG', async () => {
    const whole = await noisy(800, 600).jpeg().toBuffer();
    await put('birds/javan-trogon', 'jpg', whole.subarray(0, whole.length >> 1));
    const { details } = await failure();
    expect(details.file).toBe(where);
    expect(details.expected).toMatch(/JPEG, PNG, WebP or AVIF/);
    expect(details.found).toMatch(/damaged or incomplete JPEG/);
    expect(details.hint).toMatch(/copy it again/);
  });

  it('an empty file', async () => {
    await put('birds/javan-trogon', 'jpg', Buffer.alloc(0));
    const { details } = await failure();
    expect(details.file).toBe(where);
    expect(details.found).toBe('an empty file (0 bytes)');
    expect(details.hint).toMatch(/copy the photo again/);
  });

  it('a text file named .jpg', async () => {
    await put('birds/javan-trogon', 'jpg', 'Javan Trogon, Cibodas, 14 August: the good one is on the other card\n');
    const { details } = await failure();
    expect(details.file).toBe(where);
    expect(details.found).toMatch(/^text, not an image \(it starts "Javan Trogon, Cibodas/);
    expect(details.hint).toMatch(/not a photo/);
  });

  it('a decompression bomb: a tiny PNG declaring 30000 × 30000 px', async () => {
    const bomb = pngDeclaring(30000, 30000);
    expect(bomb.length).toBeLessThan(2000);
    await put('birds/javan-trogon', 'png', bomb);
    const { details } = await failure();
    expect(details.file).toBe(join('content', 'photos', 'birds', 'javan-trogon.png'));
    expect(details.expected).toMatch(/at most 120 megapixels/);
    expect(details.found).toMatch(/^30000 × 30000 px \(900 megapixels\) declared in \d+ bytes$/);
    expect(details.hint).toMatch(/resize it/);
  });

  it.each([
    ['a GIF renamed .jpg', 'jpg', () => solid(40, 30, '#208020').gif().toBuffer(), 'a GIF image'],
    ['a TIFF renamed .jpg', 'jpg', () => solid(40, 30, '#208020').tiff().toBuffer(), 'a TIFF image (or a camera raw file)'],
    ['a BMP renamed .jpg', 'jpg', async () => bmp(40, 30), 'a BMP image'],
  ])('an unsupported format: %s', async (_name, ext, make, found) => {
    await put('birds/javan-trogon', ext, await make());
    const { details } = await failure();
    expect(details.file).toBe(join('content', 'photos', 'birds', `javan-trogon.${ext}`));
    expect(details.found).toBe(found);
    expect(details.hint).toMatch(/export it as JPEG/);
  });
});

describe('photos straight from a camera are published as the site needs them', () => {
  /** Every published file of a picture, decoded. */
  async function outputs(id: string, use: ImageRequest['use'] = 'card') {
    const result = await buildImages([{ id, use, alt: 'A test photo' }], options());
    const image = result.resolver.resolve(id, use);
    const urls = [image.src, ...image.sources.flatMap((s) => s.srcset.split(', ').map((entry) => entry.split(' ')[0]!))];
    return { image, files: await Promise.all(urls.map(async (url) => ({ url, bytes: await readFile(join(dir, 'out', url)) }))) };
  }

  it('converts a CMYK JPEG to sRGB with its colours', async () => {
    await put('birds/javan-trogon', 'jpg', await solid(640, 480, '#c82828').toColourspace('cmyk').jpeg({ quality: 95 }).toBuffer());
    expect((await sharp(join(photosDir(), 'birds', 'javan-trogon.jpg')).metadata()).space).toBe('cmyk');
    const { files } = await outputs('birds/javan-trogon');
    expect(files.length).toBeGreaterThan(2);
    for (const { bytes } of files) {
      const meta = await sharp(bytes).metadata();
      expect([meta.space, meta.channels]).toEqual(['srgb', 3]);
      const { channels } = await sharp(bytes).stats();
      expect(channels[0]!.mean).toBeGreaterThan(150);
      expect(channels[2]!.mean).toBeLessThan(90);
    }
  });

  it('converts a 16-bit PNG to 8 bits per channel', async () => {
    await put('birds/javan-trogon', 'png', await solid(640, 480, '#2850c8').toColourspace('rgb16').png().toBuffer());
    expect((await sharp(join(photosDir(), 'birds', 'javan-trogon.png')).metadata()).depth).toBe('ushort');
    const { files } = await outputs('birds/javan-trogon');
    expect(files.length).toBeGreaterThan(2);
    for (const { bytes } of files) {
      const meta = await sharp(bytes).metadata();
      expect([meta.depth, meta.space]).toEqual(['uchar', 'srgb']);
      const { channels } = await sharp(bytes).stats();
      expect(channels[2]!.mean).toBeGreaterThan(150);
      expect(channels[0]!.mean).toBeLessThan(90);
    }
  });

  it('turns a photo upright from its EXIF orientation (6: shot with the camera turned)', async () => {
    // Stored 600 × 300, red on the left; orientation 6 shows it 300 wide and 600 tall, red on top.
    const red = await solid(300, 300, '#d02020').png().toBuffer();
    const stored = await solid(600, 300, '#2040d0')
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await put('birds/javan-trogon', 'jpg', stored);
    await writeFile(join(photosDir(), 'photos.yaml'), 'birds/javan-trogon:\n  crop: top\n');
    const { image, files } = await outputs('birds/javan-trogon');
    expect([image.width, image.height]).toEqual([300, 225]);
    expect(files.length).toBeGreaterThan(2);
    for (const { bytes } of files) {
      const { channels } = await sharp(bytes).stats();
      expect(channels[0]!.mean).toBeGreaterThan(180);
      expect(channels[2]!.mean).toBeLessThan(70);
      expect((await sharp(bytes).metadata()).orientation).toBeUndefined();
    }
  });

  it('strips GPS position and camera details from every published file', async () => {
    const exif = {
      IFD0: { Make: 'Canon', Model: 'Canon EOS 7D Mark II', Artist: 'Field Guide' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 44/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 20/1 0/1' },
    };
    await put('birds/javan-trogon', 'jpg', await solid(640, 480, '#607040').jpeg().withExif(exif).toBuffer());
    const source = await sharp(join(photosDir(), 'birds', 'javan-trogon.jpg')).metadata();
    expect(source.exif?.toString('latin1')).toContain('EOS 7D');
    const { files } = await outputs('birds/javan-trogon');
    expect(files.length).toBeGreaterThan(2);
    for (const { url, bytes } of files) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(bytes.toString('latin1'), url).not.toMatch(/Canon|EOS 7D|Field Guide|GPS/);
    }
  });
});
