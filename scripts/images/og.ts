// Link-preview pictures (Open Graph, Twitter card): one 1200×630 JPEG per page, made at build from
// the page's hero (or the site's default picture) cropped to the card, darkened at the foot, with
// the page title and the operator's name set in the site's heading font. Encodes are cached in
// the image pipeline's cache; the file name carries a hash of the file's bytes.
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import type { ImageWords } from '../../templates/lib/images.ts';
import type { SocialImage } from '../../templates/lib/seo.ts';
import { contentHash } from '../pipeline/hash.ts';
import { standIn } from './art/index.ts';
import { cacheKey, sha256, DiskCache } from './cache.ts';
import { scanPhotos } from './photos.ts';
import { subjectFor } from './subjects.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Link-preview crawlers give up on large files; stay well under their limits. */
export const OG_MAX_BYTES = 120 * 1024;
const QUALITIES = [80, 72, 64, 56];
const MARGIN = 64;
const MARK = 52;
const NAME_SIZE = 30;
const GAP = 22;
// Bump when the layout changes, so cached cards are made again.
const OG_VERSION = 1;
export const OG_DIR = '/assets/og/';

/** One page's card: its id (for the file name), the title printed on it and its picture. */
export interface OgRequest {
  key: string;
  title: string;
  image: { id: string } & ImageWords;
}

// ---- Pure: layout, markup, names, alt text, font conversion ----

/** Title size in pixels: short titles large, the longest (about 70 characters) still on three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 24) return 76;
  if (title.length <= 44) return 66;
  return 56;
}

/** Pango markup for a run of text in one colour (sharp's text input reads Pango markup). */
export function pangoText(text: string, color: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<span foreground="${color}">${escaped}</span>`;
}

/** A dark gradient over the lower part of the picture so white text reads on any photo. */
export function scrimSvg(width = OG_WIDTH, height = OG_HEIGHT): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0.2" stop-color="#052e16" stop-opacity="0"/>' +
    '<stop offset="0.62" stop-color="#052e16" stop-opacity="0.62"/>' +
    '<stop offset="1" stop-color="#052e16" stop-opacity="0.9"/>' +
    '</linearGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
    '</svg>'
  );
}

/** Where the title, mark and name sit: the name along the foot, the title block just above it. */
export function ogLayout(titleHeight: number) {
  const markTop = OG_HEIGHT - MARGIN - MARK;
  return {
    textWidth: OG_WIDTH - 2 * MARGIN,
    mark: { left: MARGIN, top: markTop, size: MARK },
    name: { left: MARGIN + MARK + 18, centerY: markTop + MARK / 2 },
    title: { left: MARGIN, top: Math.max(MARGIN, markTop - GAP - titleHeight) },
  };
}

/** File name under /assets/og/: a readable page key and the first characters of the file's hash. */
export function ogFileName(key: string, bytes: Uint8Array): string {
  const slug = key.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'page';
  return `${slug}.${contentHash(bytes)}.jpg`;
}

/** What the card shows, for og:image:alt: the printed words, then the picture (flagged while it is artwork). */
export function ogAlt(title: string, operator: string, pictureAlt: string, standInArt: boolean): string {
  return `${title} | ${operator}. ${standInArt ? 'Illustration: ' : ''}${pictureAlt}`;
}

/**
 * WOFF 1.0 to a plain TrueType/OpenType file: libvips (Pango/fontconfig) cannot read WOFF, and the
 * site's heading font ships as WOFF in @fontsource/fraunces. Each table is inflated when compressed.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font (no wOFF signature)');
  const count = input.readUInt16BE(12);
  let selector = 0;
  while (2 ** (selector + 1) <= count) selector++;
  const range = 2 ** selector * 16;
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(input.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(range, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(count * 16 - range, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    const [start, compressed, original] = [input.readUInt32BE(entry + 4), input.readUInt32BE(entry + 8), input.readUInt32BE(entry + 12)];
    const raw = input.subarray(start, start + compressed);
    const data = compressed < original ? inflateSync(raw) : raw;
    header.writeUInt32BE(input.readUInt32BE(entry), 12 + i * 16);
    header.writeUInt32BE(input.readUInt32BE(entry + 16), 12 + i * 16 + 4);
    header.writeUInt32BE(offset, 12 + i * 16 + 8);
    header.writeUInt32BE(original, 12 + i * 16 + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}

// ---- Build ----

export interface OgBuildOptions {
  root: string;
  contentDir: string;
  /** Cache root; cards go in its `images/` folder beside the other encodes. */
  cacheDir: string;
  outDir: string;
  operator: string;
}

/** Makes (or takes from the cache) every page's card and writes it to `outDir`; returns each key's image. */
export async function buildOgImages(requests: OgRequest[], options: OgBuildOptions): Promise<Map<string, SocialImage>> {
  const cache = new DiskCache(join(options.cacheDir, 'images'));
  const { photos } = await scanPhotos(join(options.contentDir, 'photos'), options.root);
  const fontfile = await headingFont(cache);
  const mark = await readFile(join(options.root, 'static', 'favicon.svg'));
  const fixed = { v: OG_VERSION, font: sha256(await readFile(fontfile)), mark: sha256(mark), operator: options.operator, qualities: QUALITIES };
  const dir = join(options.outDir, OG_DIR);
  await mkdir(dir, { recursive: true });

  const images = new Map<string, SocialImage>();
  for (const request of requests) {
    const photo = photos.get(request.image.id);
    const source = photo ? await readFile(photo) : standIn(subjectFor(request.image), request.image.id, OG_WIDTH, OG_HEIGHT).svg;
    const key = cacheKey(sha256(source), { og: fixed, title: request.title, crop: 'attention' });
    if (!cache.has(key, 'jpg')) {
      const base = photo
        ? sharp(source).autoOrient().resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
        : sharp(Buffer.from(source));
      await cache.put(key, 'jpg', await drawCard(base, request.title, options.operator, fontfile, mark));
    }
    const bytes = await readFile(cache.file(key, 'jpg'));
    const name = ogFileName(request.key, bytes);
    await writeFile(join(dir, name), bytes);
    images.set(request.key, {
      path: `${OG_DIR}${name}`,
      width: OG_WIDTH,
      height: OG_HEIGHT,
      type: 'image/jpeg',
      alt: ogAlt(request.title, options.operator, request.image.alt, !photo),
    });
  }
  return images;
}

/** The heading font (Fraunces Bold) as a TrueType file in the cache, converted once from its WOFF. */
async function headingFont(cache: DiskCache): Promise<string> {
  const woffPath = createRequire(import.meta.url).resolve('@fontsource/fraunces/files/fraunces-latin-700-normal.woff');
  const woff = await readFile(woffPath);
  const key = sha256(woff);
  if (!cache.has(key, 'ttf')) await cache.put(key, 'ttf', woffToSfnt(woff));
  return cache.file(key, 'ttf');
}

function text(markup: string, size: number, fontfile: string, width?: number) {
  return sharp({ text: { text: markup, font: `Fraunces Bold ${size}`, fontfile, width, wrap: 'word', rgba: true, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

async function drawCard(base: Sharp, title: string, operator: string, fontfile: string, mark: Buffer): Promise<Buffer> {
  const size = titleFontSize(title);
  const probe = ogLayout(0);
  const heading = await text(pangoText(title, '#ffffff'), size, fontfile, probe.textWidth);
  const name = await text(pangoText(operator, '#fef3c7'), NAME_SIZE, fontfile);
  const layout = ogLayout(heading.info.height);
  const raster = await base
    .flatten({ background: '#14532d' })
    .composite([
      { input: Buffer.from(scrimSvg()), left: 0, top: 0 },
      { input: heading.data, left: layout.title.left, top: layout.title.top },
      { input: await sharp(mark, { density: 300 }).resize(MARK, MARK).png().toBuffer(), left: layout.mark.left, top: layout.mark.top },
      { input: name.data, left: layout.name.left, top: Math.round(layout.name.centerY - name.info.height / 2) },
    ])
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: raster.info.width, height: raster.info.height, channels: raster.info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(raster.data, { raw }).jpeg({ quality, mozjpeg: true, progressive: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
}
