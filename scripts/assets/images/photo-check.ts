// What the build accepts as a photo, and the error an operator reads when a file is not one:
// which file, what was expected, what was found, and what to do about it.
import type { Metadata } from 'sharp';
import { BuildError } from '../../lib/build-error.ts';
import { loadSharp } from './vips.ts';

/**
 * The most pixels a photo may have. Cameras top out near 100 MP; a file declaring more is a mistake
 * or a decompression bomb (a few KB that would decode to gigabytes), refused before it is decoded.
 */
const MAX_PIXELS = 120_000_000;

const EXPECTED_PHOTO = `a JPEG, PNG, WebP or AVIF photo of at most ${MAX_PIXELS / 1e6} megapixels`;
const EXPORT_AS_JPEG = 'open it in an image editor and export it as JPEG (quality 90 or more), then build again';

const formatNames: Record<string, string> = {
  gif: 'a GIF image',
  tiff: 'a TIFF image (or a camera raw file)',
  svg: 'an SVG drawing',
  pdf: 'a PDF document',
  jp2k: 'a JPEG 2000 image',
  jxl: 'a JPEG XL image',
  raw: 'raw pixel data',
  fits: 'a FITS image',
  vips: 'a libvips image',
  magick: 'an image only ImageMagick reads',
  openslide: 'a microscope slide image',
  ppm: 'a PPM image',
};

/** What a file that sharp cannot open looks like from its first bytes. */
function sniff(bytes: Buffer): string | undefined {
  if (bytes.length === 0) return 'an empty file (0 bytes)';
  const head = bytes.subarray(0, 64).toString('latin1');
  if (head.startsWith('GIF8')) return 'a GIF image';
  if (head.startsWith('BM')) return 'a BMP image';
  if (head.startsWith('II*\0') || head.startsWith('MM\0*')) return 'a TIFF image (or a camera raw file)';
  if (head.startsWith('8BPS')) return 'a Photoshop document';
  if (head.startsWith('%PDF')) return 'a PDF document';
  if (/^....ftyp(heic|heix|hevc|heim|heis)/s.test(head)) return 'a HEIC photo (the iPhone camera format)';
  if (/^\s*<(\?xml|svg)/i.test(head)) return 'an SVG drawing';
  const start = bytes.subarray(0, 512).toString('utf8');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what tells a binary file from text.
  if (!/[\0-\x08\x0e-\x1f\ufffd]/.test(start)) return `text, not an image (it starts "${start.trim().slice(0, 40).replace(/\s+/g, ' ')}")`;
  if (head.charCodeAt(0) === 0xff && head.charCodeAt(1) === 0xd8) return 'a damaged JPEG';
  return undefined;
}

function failure(file: string, found: string, hint: string, cause?: unknown): BuildError {
  return new BuildError('UnusablePhoto', `the photo ${file} cannot be used`, { file, expected: EXPECTED_PHOTO, found, hint }, { cause });
}

/**
 * Opens a photo's header and checks it is a format the site publishes, within the pixel limit;
 * `file` is the path shown in errors. Returns sharp's metadata.
 */
export async function checkPhoto(file: string, bytes: Buffer): Promise<Metadata> {
  if (bytes.length === 0) throw failure(file, 'an empty file (0 bytes)', 'copy the photo again: the copy stopped before any of it was written');
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (cause) {
    const seen = sniff(bytes);
    throw failure(
      file,
      seen ?? `a file no image decoder recognises (${(cause as Error).message})`,
      seen?.startsWith('text') ? 'this is not a photo: put the photo itself here, named after its image id' : EXPORT_AS_JPEG,
      cause,
    );
  }
  const avif = meta.format === 'heif' && meta.compression === 'av1';
  if (!['jpeg', 'png', 'webp'].includes(meta.format) && !avif) {
    const found = meta.format === 'heif' ? 'a HEIC photo (the iPhone camera format)' : (formatNames[meta.format] ?? `a ${meta.format.toUpperCase()} image`);
    throw failure(file, found, EXPORT_AS_JPEG);
  }
  const { width, height } = meta;
  if (width * height > MAX_PIXELS) {
    throw failure(
      file,
      `${width} × ${height} px (${Math.round((width * height) / 1e6)} megapixels) declared in ${bytes.length.toLocaleString('en')} bytes`,
      'resize it to at most 6000 px on its long side (the site shows none wider than 1920 px); a tiny file declaring that many pixels is broken or hostile',
    );
  }
  return meta;
}

/** Decodes the whole photo once, so a damaged or cut-off file fails here, naming it, rather than half-way through encoding. */
export function decodeFailure(file: string, meta: Metadata, cause: unknown): BuildError {
  const name = meta.format === 'jpeg' ? 'JPEG' : meta.format === 'heif' ? 'AVIF' : meta.format.toUpperCase();
  return failure(
    file,
    `a damaged or incomplete ${name} (${(cause as Error).message.trim().split('\n')[0]})`,
    'copy it again from the camera or card, or open it in an image editor and export it again as JPEG',
    cause,
  );
}
