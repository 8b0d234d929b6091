// Encoding: one task per source. A photo is decoded once, upright and scaled down on load to the
// smallest size its largest crop still fills; each use crops its raster from that, and every
// missing width and format is resized from the crop. A stand-in is drawn once per job.
import type { OutputInfo } from 'sharp';
import type { KeptFiles } from '../../lib/kept.ts';
import { cropPhoto } from './crop.ts';
import type { Job, Output } from './plan.ts';
import { avifSettings, byteBudget } from './uses.ts';
import { loadSharp } from './vips.ts';

// Photos with transparency sit on the site's sand colour: JPEG has no alpha and a hole in a photo
// would show the loading colour through it.
const BACKGROUND = '#fbf8f1';

/** Files of a job that the cache does not hold yet. */
export function missingOutputs(job: Job, cache: KeptFiles): Output[] {
  return job.outputs.filter((o) => !cache.has(o.key, o.format.ext));
}

/** The work of one source: its jobs with the files each still needs. */
export interface EncodeTask {
  jobs: { job: Job; missing: Output[] }[];
  /** Upright size of a photo source (from planning), to scale it down once for every crop. */
  size?: { width: number; height: number };
}

const largestOf = (job: Job) => job.outputs.reduce((a, b) => (b.width > a.width ? b : a));

/** Output pixels a task encodes: the order of a cold build, largest first, so no core idles at the end. */
export function taskPixels(task: EncodeTask): number {
  return task.jobs.reduce((sum, { missing }) => sum + missing.reduce((s, o) => s + o.width * o.height, 0), 0);
}

/**
 * The size a photo of `size` is decoded to: the smallest that still covers the largest crop of
 * every job (cropping scales by the larger of the two ratios), never larger than the photo.
 */
function prescaledSize(size: { width: number; height: number }, jobs: Job[]): { width: number; height: number } {
  const scale = Math.min(1, Math.max(...jobs.map(largestOf).map((o) => Math.max(o.width / size.width, o.height / size.height))));
  return { width: Math.ceil(size.width * scale), height: Math.ceil(size.height * scale) };
}

type Raster = { data: Buffer; info: OutputInfo };
const rawOf = ({ info }: Raster) => ({ raw: { width: info.width, height: info.height, channels: info.channels } });

/**
 * A photo, upright, flattened and in sRGB, at `target`. Resizing straight from the file lets
 * libvips shrink a JPEG while decoding it (a 6,000 px photo is read at 1/2, 1/4 or 1/8 size).
 */
async function decodePhoto(file: string, target: { width: number; height: number }): Promise<Raster> {
  const sharp = await loadSharp();
  return sharp(file)
    .autoOrient()
    .resize(target.width, target.height, { fit: 'fill' })
    .flatten({ background: BACKGROUND })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** The job's raster at its largest output size: cropped from the decoded photo, or the stand-in drawn. */
async function jobRaster(job: Job, photo: Raster | undefined): Promise<Raster> {
  const { width, height } = largestOf(job);
  const sharp = await loadSharp();
  const input =
    job.source.kind === 'photo'
      ? cropPhoto(sharp(photo!.data, rawOf(photo!)), job.source.crop, { width: photo!.info.width, height: photo!.info.height }, width, height)
      : sharp(Buffer.from(job.source.svg)).resize(width, height).flatten({ background: BACKGROUND });
  return input.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
}

/** Encodes one file of a job from its raster at `quality` (the format's own when not given). */
async function encodeAt(job: Job, raster: Raster, output: Output, quality?: number): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(raster.data, rawOf(raster));
  if (output.width !== raster.info.width) image = image.resize(output.width, output.height);
  const { ext, options } = output.format;
  const q = quality === undefined ? {} : { quality };
  if (ext === 'avif') return image.avif({ ...options, ...avifSettings(job.source.kind, job.use, output.width), ...q }).toBuffer();
  if (ext === 'webp') return image.webp({ ...options, ...q }).toBuffer();
  return image.jpeg({ ...options, progressive: true, ...q }).toBuffer();
}

/**
 * Encodes one file of a job from its raster. A file with a byte budget (a hero photo's phone
 * sizes) steps down its quality list until it fits, keeping the last step if none does.
 */
async function encodeOutput(job: Job, raster: Raster, output: Output): Promise<Buffer> {
  const budget = byteBudget(job.source.kind, job.use, output.width, output.format.ext);
  if (!budget) return encodeAt(job, raster, output);
  let file: Buffer | undefined;
  for (const quality of budget.qualities) {
    file = await encodeAt(job, raster, output, quality);
    if (file.length <= budget.maxBytes) break;
  }
  return file!;
}

/** Encodes the missing files of one source's jobs into the cache, calling `onEncoded` after each file. */
export async function encodeTask(task: EncodeTask, cache: KeptFiles, onEncoded: () => void): Promise<void> {
  const jobs = task.jobs.filter((j) => j.missing.length > 0);
  if (jobs.length === 0) return;
  const first = jobs[0]!.job.source;
  const photo =
    first.kind === 'photo'
      ? await decodePhoto(
          first.file,
          prescaledSize(
            task.size!,
            jobs.map((j) => j.job),
          ),
        )
      : undefined;
  for (const { job, missing } of jobs) {
    const raster = await jobRaster(job, photo);
    for (const output of missing) {
      await cache.put(output.key, output.format.ext, await encodeOutput(job, raster, output));
      onEncoded();
    }
  }
}
