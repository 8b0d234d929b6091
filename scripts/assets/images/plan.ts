// Planning: for each (id, use) the site asks for, which source to use and which files to make.
import { relative } from 'node:path';
import type { ImageUse, ImageWords, PhotoCredit, ResolvedImage } from '../../../model/images.ts';
import type { Drawing, StandIns } from '../../stand-ins/index.ts';
import { type KeptFiles, sha256 } from '../../lib/kept.ts';
import { cacheKey } from './cache.ts';
import { loadSharp } from './vips.ts';
import { cropKey, defaultCrop, type Crop } from './crop.ts';
import { checkPhoto, decodeFailure } from './photo-check.ts';
import type { PhotoEntry } from './photo-data.ts';
import { avifSettings, byteBudget, formats, heightFor, widthsFor, type Format } from './uses.ts';

/** A photo source carries its upright size and the crop photos.yaml asks for. */
export type Source = { kind: 'photo'; file: string; crop: Crop; width: number; height: number } | { kind: 'stand-in'; svg: string };

export interface Output {
  width: number;
  height: number;
  format: Format;
  key: string;
  /**
   * File name under assets/img/: the readable id, the width, then a tag shared by all of the
   * picture's files. The tag is the start of a hash of every file's cache key, so it changes
   * whenever any of them does. One tag per picture, not one per file, lets gzip match most of each
   * srcset URL against the one before it, which saves 0.3 to 2.7 KB of HTML per page.
   */
  name: string;
}

/** One (id, use): its source and the files it needs. */
export interface Job {
  id: string;
  use: ImageUse;
  source: Source;
  color: string;
  outputs: Output[];
  /** The photo's credit from photos.yaml, shown beside it. */
  credit?: PhotoCredit;
}

const IMG_DIR = '/assets/img/';
const flat = (id: string) => id.replaceAll('/', '_');

/**
 * AVIF and WebP at every width; JPEG only at a middle width, as the <img src>. Every browser that
 * understands srcset but not WebP is years old, so a JPEG srcset would mostly cost HTML bytes.
 */
function outputsFor(id: string, use: ImageUse, source: Source['kind'], sourceHash: string, widths: number[], crop: Crop = defaultCrop): Output[] {
  const fallback = widths[Math.floor((widths.length - 1) / 2)];
  const files = widths.flatMap((width) =>
    formats
      .filter((format) => format.ext !== 'jpg' || width === fallback)
      .map((format) => {
        const height = heightFor(use, width);
        return {
          width,
          height,
          format,
          key: cacheKey(sourceHash, {
            width,
            height,
            format,
            ...avifSettings(source, use, width),
            crop: cropKey(crop),
            ...budgetKey(source, use, width, format),
          }),
        };
      }),
  );
  const tag = sha256(files.map((file) => file.key).join('\n')).slice(0, 10);
  return files.map((file) => ({ ...file, name: `${flat(id)}-${file.width}.${tag}.${file.format.ext}` }));
}

/** A file with a byte budget keys it too, so a new budget encodes it again; other files keep their keys. */
function budgetKey(source: Source['kind'], use: ImageUse, width: number, format: Format) {
  const budget = byteBudget(source, use, width, format.ext);
  return budget ? { budget } : {};
}

/** A stand-in job: the scene comes from the image's words; the SVG is drawn at the use's largest size, seeded by the id. */
export async function planStandIn(id: string, use: ImageUse, words: ImageWords | undefined, standIns: StandIns): Promise<Job> {
  const widths = widthsFor(use);
  const width = widths[widths.length - 1]!;
  const art = await standIns.draw({ id, ...words, width, height: heightFor(use, width) });
  // A kept drawing is the same object from build to build of the dev server: its job is planned once.
  const jobs = standInJobs.get(art) ?? new Map<ImageUse, Job>();
  standInJobs.set(art, jobs);
  let job = jobs.get(use);
  if (!job) {
    job = { id, use, source: { kind: 'stand-in', svg: art.svg }, color: art.color, outputs: outputsFor(id, use, 'stand-in', sha256(art.svg), widths) };
    jobs.set(use, job);
  }
  return job;
}

const standInJobs = new WeakMap<Drawing, Map<ImageUse, Job>>();

export interface PhotoInfo {
  hash: string;
  width: number;
  height: number;
  color: string;
}

/**
 * Reads what planning needs from a photo: its hash, upright size and a colour (cached by hash).
 * The first time a photo is seen it is decoded whole, so a file that is not a usable photo stops the
 * build here, named, before anything is written.
 */
export async function photoInfo(file: string, bytes: Buffer, cache: KeptFiles, root: string): Promise<PhotoInfo> {
  const hash = sha256(bytes);
  const shown = relative(root, file);
  const meta = await checkPhoto(shown, bytes);
  const { width, height } = meta.autoOrient;
  let color = await cache.read(hash, 'color');
  if (!color) {
    try {
      const sharp = await loadSharp();
      const { dominant } = await sharp(bytes).resize(64, 64, { fit: 'inside' }).stats();
      color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    } catch (cause) {
      throw decodeFailure(shown, meta, cause);
    }
    await cache.put(hash, 'color', color);
  }
  return { hash, width, height, color };
}

/** A photo job: widths never exceed what the photo can fill; photos.yaml may set its crop and credit. */
export function planPhoto(id: string, use: ImageUse, file: string, info: PhotoInfo, entry?: PhotoEntry): Job {
  const widths = widthsFor(use, info.width, info.height);
  const crop = entry?.crop ?? defaultCrop;
  return {
    id,
    use,
    source: { kind: 'photo', file, crop, width: info.width, height: info.height },
    color: info.color,
    outputs: outputsFor(id, use, 'photo', info.hash, widths, crop),
    ...(entry?.credit ? { credit: entry.credit } : {}),
  };
}

/** The <picture> data for a job: AVIF and WebP sources, JPEG fallback, intrinsic size of the largest file. */
export function resolvedFor(job: Pick<Job, 'outputs' | 'color' | 'source' | 'credit'>): ResolvedImage {
  const set = (ext: string) =>
    job.outputs
      .filter((o) => o.format.ext === ext)
      .map((o) => `${IMG_DIR}${o.name} ${o.width}w`)
      .join(', ');
  const largest = job.outputs.reduce((a, b) => (b.width > a.width ? b : a));
  const fallback = job.outputs.find((o) => o.format.ext === 'jpg')!;
  return {
    src: `${IMG_DIR}${fallback.name}`,
    srcset: '',
    sources: formats.filter((f) => f.ext !== 'jpg').map((f) => ({ type: f.type, srcset: set(f.ext) })),
    width: largest.width,
    height: largest.height,
    color: job.color || undefined,
    standIn: job.source.kind === 'stand-in',
    ...(job.credit ? { credit: job.credit } : {}),
  };
}

/** What the first render pass sees: the final shape and sizes, with placeholder file names. */
export function pendingImage(id: string, use: ImageUse): ResolvedImage {
  const outputs = outputsFor(id, use, 'stand-in', 'pending', widthsFor(use));
  return resolvedFor({ outputs, color: '', source: { kind: 'stand-in', svg: '' } });
}
