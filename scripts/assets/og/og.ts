// Link-preview pictures (Open Graph, Twitter card): one 1200×630 JPEG per page, made at build from
// the page's hero (or the site's default picture) cropped to the card, darkened at the foot, with
// the page title and the operator's name set in the site's heading font. Cards are cached in the
// image pipeline's cache under a hash of everything they are made from; the file name carries it.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { OverlayOptions } from 'sharp';
import type { ImageWords } from '../../../model/images.ts';
import type { SocialImage } from '../../../templates/render.tsx';
import { KeptFiles, sha256 } from '../../lib/kept.ts';
import { cacheKey } from '../images/cache.ts';
import { scanPhotos } from '../images/photos.ts';
import { cropKey, cropPhoto, defaultCrop, type Crop } from '../images/crop.ts';
import { readPhotoData } from '../images/photo-data.ts';
import type { PhotoCredit } from '../../../model/images.ts';
import { runPool } from '../images/pool.ts';
import { loadSharp } from '../images/vips.ts';
import { slugify } from '../../../model/slug.ts';
import type { StandIns } from '../../stand-ins/index.ts';
import { noPhoto } from '../images/index.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Link-preview crawlers give up on large files; stay well under their limits. */
const OG_MAX_BYTES = 120 * 1024;
const QUALITIES = [80, 72, 64, 56];
const MARGIN = 64;
const MARK = 52;
const NAME_SIZE = 30;
const GAP = 22;
// Bump when the layout changes, so cached cards are made again.
const OG_VERSION = 2;
const OG_DIR = '/assets/og/';

/** One page's card: its id (for the file name), the title printed on it and its picture. */
interface OgRequest {
  key: string;
  /** Start of the card's file name (default: key); pages that share a card share a name and a copy. */
  file?: string;
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

/**
 * File name under /assets/og/: a readable page key and the start of the card's cache key, a hash
 * of everything its bytes are made from (picture, title, font, layout), as /assets/img/ names are.
 */
export function ogFileName(pageKey: string, cacheKey: string): string {
  const slug = slugify(pageKey) || 'page';
  return `${slug}.${cacheKey.slice(0, 10)}.jpg`;
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

interface OgBuildOptions {
  root: string;
  contentDir: string;
  /** Cache root; cards go in its `images/` folder beside the other encodes. */
  cacheDir: string;
  outDir: string;
  operator: string;
  /** The drawings of pictures without a photo; without them, such a picture stops the build. */
  standIns?: StandIns;
}

/** A card's picture: the operator's photo file, or stand-in art while the id has none. */
type Picture = { photo: string; hash: string; crop: Crop; credit?: PhotoCredit } | { photo?: undefined; svg: string; hash: string };

interface Card {
  request: OgRequest;
  picture: Picture;
  key: string;
}

/** Makes (or takes from the cache) every page's card and writes it to `outDir`; returns each key's image. */
export async function buildOgImages(requests: OgRequest[], options: OgBuildOptions): Promise<Map<string, SocialImage>> {
  const cache = new KeptFiles(join(options.cacheDir, 'images'));
  const pictureOf = await pictureReader(options);
  const fontfile = await headingFont(cache);
  const mark = await readFile(join(options.root, 'static', 'favicon.svg'));
  const fixed = { v: OG_VERSION, font: sha256(await readFile(fontfile)), mark: sha256(mark), operator: options.operator, qualities: QUALITIES };
  const cards = await planCards(requests, pictureOf, fixed);
  await options.standIns?.save();
  await drawMissing(cards, cache, options.operator, fontfile, mark);
  return publishCards(cards, cache, options);
}

/**
 * A reader of each card's picture: the photo (its hash, focal point and credit) or the stand-in art.
 * Each picture is read (or drawn) once, however many pages show it: trip reports share covers.
 */
async function pictureReader(options: OgBuildOptions): Promise<(image: OgRequest['image']) => Promise<Picture>> {
  const photosDir = join(options.contentDir, 'photos');
  const { photos } = await scanPhotos(photosDir, options.root);
  // Checked by the image step already: a card follows the photo's focal point and carries its credit.
  const { entries } = await readPhotoData(join(options.contentDir, 'photos'), options.root);
  const pictures = new Map<string, Picture>();
  return async (image) => {
    let picture = pictures.get(image.id);
    if (!picture) {
      // Only the photo's hash is kept: its bytes are read again when a card needs them.
      const photo = photos.get(image.id);
      if (!photo && !options.standIns) throw noPhoto(image.id, 'hero', photosDir, options.root);
      const svg = photo ? undefined : (await options.standIns!.draw({ ...image, width: OG_WIDTH, height: OG_HEIGHT })).svg;
      const entry = entries.get(image.id);
      picture = photo
        ? { photo, hash: sha256(await readFile(photo)), crop: entry?.crop ?? defaultCrop, credit: entry?.credit }
        : { svg: svg!, hash: sha256(svg!) };
      pictures.set(image.id, picture);
    }
    return picture;
  };
}

/** Each request's card with its cache key; pages that share a picture and a title share a card. */
async function planCards(requests: OgRequest[], pictureOf: (image: OgRequest['image']) => Promise<Picture>, fixed: object): Promise<Card[]> {
  const cards: Card[] = [];
  // The key of a shared card is worked out once.
  const keys = new Map<string, string>();
  for (const request of requests) {
    const picture = await pictureOf(request.image);
    const same = `${picture.hash}\n${request.title}`;
    if (!keys.has(same))
      keys.set(same, cacheKey(picture.hash, { og: fixed, title: request.title, crop: picture.photo === undefined ? 'attention' : cropKey(picture.crop) }));
    cards.push({ request, picture, key: keys.get(same)! });
  }
  return cards;
}

/** Draws the cards the cache lacks. Each picture is decoded once for all its cards and dropped after its last. */
async function drawMissing(cards: Card[], cache: KeptFiles, operator: string, fontfile: string, mark: Buffer): Promise<void> {
  const claimed = new Set<string>();
  const missing = cards.filter((card) => !claimed.has(card.key) && !cache.has(card.key, 'jpg') && claimed.add(card.key));
  if (missing.length === 0) return;
  const left = new Map<Picture, number>();
  for (const card of missing) left.set(card.picture, (left.get(card.picture) ?? 0) + 1);
  const bases = new Map<Picture, ReturnType<typeof baseRaster>>();
  // Drawn before the pool starts: the first text drawn registers the font file with fontconfig.
  const shared = await sharedLayers(operator, fontfile, mark);
  await runPool(missing, 2, async (card) => {
    if (!bases.has(card.picture)) bases.set(card.picture, baseRaster(card.picture));
    const base = await bases.get(card.picture)!;
    await cache.put(card.key, 'jpg', await drawCard(base, card.request.title, fontfile, shared));
    left.set(card.picture, left.get(card.picture)! - 1);
    if (left.get(card.picture) === 0) bases.delete(card.picture);
  });
}

/** Copies every card from the cache into `outDir` and describes it for the page's tags. */
async function publishCards(cards: Card[], cache: KeptFiles, options: OgBuildOptions): Promise<Map<string, SocialImage>> {
  const dir = join(options.outDir, OG_DIR);
  await mkdir(dir, { recursive: true });
  const images = new Map<string, SocialImage>();
  for (const { request, picture, key } of cards) {
    images.set(request.key, {
      path: `${OG_DIR}${ogFileName(request.file ?? request.key, key)}`,
      width: OG_WIDTH,
      height: OG_HEIGHT,
      type: 'image/jpeg',
      alt: ogAlt(request.title, options.operator, request.image.alt, !picture.photo),
      ...(picture.photo !== undefined && picture.credit ? { credit: picture.credit } : {}),
    });
  }
  // Many small copies overlap well: a site with thousands of trip reports copies thousands of cards.
  const copies = new Map(cards.map(({ request, key }) => [ogFileName(request.file ?? request.key, key), key]));
  await runPool([...copies], 16, ([name, key]) => cache.copyTo(key, 'jpg', join(dir, name)));
  return images;
}

/** The heading font (Fraunces Bold) as a TrueType file in the cache, converted once from its WOFF. */
async function headingFont(cache: KeptFiles): Promise<string> {
  const woffPath = createRequire(import.meta.url).resolve('@fontsource/fraunces/files/fraunces-latin-700-normal.woff');
  const woff = await readFile(woffPath);
  const key = sha256(woff);
  if (!cache.has(key, 'ttf')) await cache.put(key, 'ttf', woffToSfnt(woff));
  return cache.file(key, 'ttf');
}

/** Text in the heading font as a raw RGBA layer, wrapped at `width`. */
async function text(markup: string, size: number, fontfile: string, width?: number) {
  const sharp = await loadSharp();
  const { data, info } = await sharp({ text: { text: markup, font: `Fraunces Bold ${size}`, fontfile, width, wrap: 'word', rgba: true, dpi: 72 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, height: info.height };
}

/** The picture cropped to the card, as raw pixels every card of that picture starts from. */
async function baseRaster(picture: Picture) {
  const sharp = await loadSharp();
  const input = picture.photo === undefined ? sharp(Buffer.from(picture.svg)) : await photoRaster(picture.photo, picture.crop);
  return input.flatten({ background: '#14532d' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
}

/** A photo cut to the card around its focal point (or as its named crop says). */
async function photoRaster(file: string, crop: Crop) {
  const bytes = await readFile(file);
  const sharp = await loadSharp();
  return cropPhoto(sharp(bytes).autoOrient(), crop, (await sharp(bytes).metadata()).autoOrient, OG_WIDTH, OG_HEIGHT);
}

/** The layers every card shares: the scrim, the mark and the operator's name. */
async function sharedLayers(operator: string, fontfile: string, mark: Buffer): Promise<OverlayOptions[]> {
  const layout = ogLayout(0);
  const sharp = await loadSharp();
  const name = await text(pangoText(operator, '#fef3c7'), NAME_SIZE, fontfile);
  return [
    { input: Buffer.from(scrimSvg()), left: 0, top: 0 },
    { input: await sharp(mark, { density: 300 }).resize(MARK, MARK).png().toBuffer(), left: layout.mark.left, top: layout.mark.top },
    { input: name.input, raw: name.raw, left: layout.name.left, top: Math.round(layout.name.centerY - name.height / 2) },
  ];
}

async function drawCard(base: Awaited<ReturnType<typeof baseRaster>>, title: string, fontfile: string, shared: OverlayOptions[]): Promise<Buffer> {
  const heading = await text(pangoText(title, '#ffffff'), titleFontSize(title), fontfile, ogLayout(0).textWidth);
  const layout = ogLayout(heading.height);
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const layers = [shared[0]!, { input: heading.input, raw: heading.raw, left: layout.title.left, top: layout.title.top }, ...shared.slice(1)];
  // libjpeg-turbo with optimised Huffman tables: a fifth of mozjpeg's time for files about a
  // quarter larger, still far under the limit; a site with thousands of trip reports makes a card each.
  const sharp = await loadSharp();
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(base.data, { raw }).composite(layers).jpeg({ quality, progressive: true, optimiseCoding: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) break;
  }
  return jpeg;
}
