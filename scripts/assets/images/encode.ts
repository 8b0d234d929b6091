// Encoding: one raster per job (photo cropped to the use's aspect, or the stand-in SVG drawn),
// then every missing width and format from it.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { DiskCache } from './cache.ts';
import { cropPhoto } from './crop.ts';
import type { Job, Output } from './plan.ts';
import { avifEffort } from './uses.ts';

// Photos with transparency sit on the site's sand colour: JPEG has no alpha and a hole in a photo
// would show the loading colour through it.
const BACKGROUND = '#fbf8f1';

/** Files of a job that the cache does not hold yet. */
export function missingOutputs(job: Job, cache: DiskCache): Output[] {
  return job.outputs.filter((o) => !cache.has(o.key, o.format.ext));
}

async function baseRaster(job: Job, width: number, height: number) {
  const input =
    job.source.kind === 'photo'
      ? cropPhoto(sharp(await readFile(job.source.file)).autoOrient(), job.source.crop, job.source, width, height)
      : sharp(Buffer.from(job.source.svg)).resize(width, height);
  return input.flatten({ background: BACKGROUND }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
}

/** Encodes the missing files of one job into the cache, calling `onEncoded` after each file. */
export async function encodeJob(job: Job, missing: Output[], cache: DiskCache, onEncoded: () => void): Promise<void> {
  if (missing.length === 0) return;
  const largest = job.outputs.reduce((a, b) => (b.width > a.width ? b : a));
  const { data, info } = await baseRaster(job, largest.width, largest.height);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const output of missing) {
    let image = sharp(data, { raw });
    if (output.width !== info.width) image = image.resize(output.width, output.height);
    const { ext, options } = output.format;
    const encoded = await (ext === 'avif' ? image.avif({ ...options, effort: avifEffort(job.source.kind) }) : ext === 'webp' ? image.webp(options) : image.jpeg({ ...options, progressive: true })).toBuffer();
    await cache.put(output.key, ext, encoded);
    onEncoded();
  }
}
