// The image pipeline: every (id, use) the pages ask for becomes AVIF, WebP and JPEG files in
// assets/img/, from the operator's photo when content/photos/<id>.<ext> exists and from the
// stand-in drawing the options pass otherwise (without stand-ins, a picture with no photo stops the
// build). Encoded files are cached by a hash of source and options.
import { availableParallelism } from 'node:os';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ImageResolver, ImageUse, ImageWords, ResolvedImage } from '../../../model/images.ts';
import { BuildError } from '../../lib/build-error.ts';
import { imageIdPattern } from '../../../model/schema/common.ts';
import { KeptFiles, sha256 } from '../../lib/kept.ts';
import { PIPELINE_VERSION } from './cache.ts';
import { encodeTask, missingOutputs, taskPixels, type EncodeTask } from './encode.ts';
import { ContentError } from '../../content/load.ts';
import { readPhotoData, unknownIds, type PhotoEntry } from './photo-data.ts';
import { photoCredits, scanPhotos } from './photos.ts';
import { pendingImage, photoInfo, planPhoto, planStandIn, resolvedFor, type Job, type PhotoInfo } from './plan.ts';
import type { StandIns } from '../../stand-ins/index.ts';
import { runPool } from './pool.ts';

// Encoding runs as many sources at once as there are cores, each with two libvips threads (set in
// ./vips.ts): a lone AVIF encode keeps only part of two cores busy, two side by side fill them
// (measured with `npm run bench:images -- --photos DIR`). IMAGE_JOBS and IMAGE_THREADS override both
// for measuring.
const JOBS = Number(process.env.IMAGE_JOBS) || Math.max(2, availableParallelism());

/**
 * What planning needs from a photo, cached by its path, size and modification time: a warm build
 * neither reads nor hashes the photos (100 camera photos are several hundred MB), it stats them.
 */
async function cachedPhotoInfo(file: string, cache: KeptFiles, root: string): Promise<PhotoInfo> {
  const { size, mtimeMs } = await stat(file);
  const key = sha256(JSON.stringify({ v: PIPELINE_VERSION, file, size, mtimeMs }));
  const known = await cache.read(key, 'photo.json');
  if (known) return JSON.parse(known) as PhotoInfo;
  const info = await photoInfo(file, await readFile(file), cache, root);
  await cache.put(key, 'photo.json', JSON.stringify(info));
  return info;
}

export interface ImageRequest extends Partial<ImageWords> {
  id: string;
  use: ImageUse;
}

/** First-pass resolver: records which image ids each use needs, with their words, and answers with the final shape. */
export function createImageRecorder(): ImageResolver & { requests: ImageRequest[]; record(request: ImageRequest): void } {
  const seen = new Set<string>();
  const requests: ImageRequest[] = [];
  const record = (request: ImageRequest) => {
    const key = `${request.id}|${request.use}`;
    if (!seen.has(key)) {
      seen.add(key);
      requests.push(request);
    }
  };
  return {
    requests,
    record,
    resolve(id, use, words) {
      record({ id, use, ...words });
      return pendingImage(id, use);
    },
  };
}

/**
 * The words of each id across all its requests (first non-empty alt, caption and subject), so
 * every use of one id shows the same subject even where a template blanks the alt beside a name.
 */
export function wordsById(requests: ImageRequest[]): Map<string, ImageWords> {
  const words = new Map<string, ImageWords>();
  for (const r of requests) {
    const known = words.get(r.id) ?? { alt: '' };
    words.set(r.id, {
      alt: known.alt || r.alt?.trim() || '',
      caption: known.caption || r.caption?.trim() || undefined,
      subject: known.subject || r.subject || undefined,
    });
  }
  return words;
}

export interface ImageBuildResult {
  resolver: ImageResolver;
  /** Every (id, use) built, keyed `id|use`: what `resolver.resolve` gives. */
  resolved: ReadonlyMap<string, ResolvedImage>;
  /** Files encoded in this build. */
  encoded: number;
  /** Files taken from the cache. */
  reused: number;
  /** Ids still shown as stand-in artwork (no photo yet), sorted. */
  standIns: string[];
}

interface ImageBuildOptions {
  root: string;
  contentDir: string;
  /** Cache root; images go in its `images/` folder. */
  cacheDir: string;
  outDir: string;
  log: (line: string) => void;
  /** The drawings of pictures without a photo; without them, such a picture stops the build. */
  standIns?: StandIns;
}

/** Plans, encodes (what the cache lacks) and copies every image the pages use into `outDir`. */
export async function buildImages(requests: ImageRequest[], options: ImageBuildOptions): Promise<ImageBuildResult> {
  const { root, log } = options;
  const cache = new KeptFiles(join(options.cacheDir, 'images'));
  const photosDir = join(options.contentDir, 'photos');
  const { photos, ignored } = await scanPhotos(photosDir, root);
  for (const file of ignored) log(`images: ignoring ${file} (name it <image id>.jpg, .png, .webp or .avif)`);
  const photoData = await readCheckedPhotoData(photosDir, root, requests, photos, log);

  const infos = new Map<string, Promise<PhotoInfo>>();
  const info = (file: string) => {
    if (!infos.has(file)) infos.set(file, cachedPhotoInfo(file, cache, root));
    return infos.get(file)!;
  };
  const words = wordsById(requests);
  const { standIns } = options;
  const jobs: Job[] = [];
  for (const { id, use } of requests) {
    const file = photos.get(checkedId(id));
    if (file) jobs.push(planPhoto(id, use, file, await info(file), photoData.get(id)));
    else if (standIns) jobs.push(await planStandIn(id, use, words.get(id), standIns));
    else throw noPhoto(id, use, photosDir, root);
  }
  await standIns?.save();
  const files = new Set(jobs.flatMap((job) => job.outputs.map((o) => o.key))).size;
  const encoded = await encodeMissing(jobs, cache, info, files, log);
  const resolved = await copyImages(jobs, cache, join(options.outDir, 'assets', 'img'));

  const used = new Set(requests.map((r) => r.id));
  for (const [id, file] of photos) {
    if (!used.has(id)) log(`images: ${relative(root, file)} is not used: no page shows image id "${id}" (check the file name)`);
  }

  return {
    resolver: {
      resolve(id, use) {
        const image = resolved.get(`${id}|${use}`);
        if (!image)
          throw new BuildError('ImageNotRequested', `image "${id}" (${use}) was not asked for on the first render pass`, { field: 'image id', found: id });
        return image;
      },
      credits: () => photoCredits(jobs, words),
    },
    resolved,
    encoded,
    reused: files - encoded,
    standIns: [...new Set(jobs.filter((j) => j.source.kind === 'stand-in').map((j) => j.id))].sort(),
  };
}

/**
 * photos.yaml, checked against the site: every problem in it, and every entry naming an id no page
 * shows, stop the build in one list. An entry for an id still drawn as a stand-in is kept for when
 * its photo arrives. (It sits here rather than in photos.ts, which the content step's post reader
 * imports: the loader's ContentError there would close an import circle.)
 */
export async function readCheckedPhotoData(
  photosDir: string,
  root: string,
  requests: readonly { id: string }[],
  photos: ReadonlyMap<string, string>,
  log: (line: string) => void,
): Promise<Map<string, PhotoEntry>> {
  const data = await readPhotoData(photosDir, root);
  const problems = [
    ...data.problems,
    ...unknownIds(
      data,
      requests.map((r) => r.id),
    ),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  for (const entry of data.entries.values()) {
    if (!photos.has(entry.id))
      log(`images: ${data.file}:${entry.line} describes ${entry.id}, which has no photo yet (its credit shows once the photo is added)`);
  }
  return data.entries;
}

/** A picture with no photo, in a build without stand-ins. */
export function noPhoto(id: string, use: ImageUse, photosDir: string, root: string): BuildError {
  return new BuildError('MissingPhoto', `no photo for image "${id}" (${use}); add one, see docs/owner-guide.md "Adding photos"`, {
    field: 'image id',
    expected: `a photo named ${id}.jpg (or .png, .webp, .avif) under ${relative(root, photosDir) || photosDir}/`,
    found: 'no file',
  });
}

/** The id a template asks for, once it is known to be a valid image id. */
function checkedId(id: string): string {
  if (!imageIdPattern.test(id)) {
    throw new BuildError('InvalidImageId', `a template asks for image id "${id}", which is not a valid image id`, {
      field: 'image id',
      expected: 'lowercase words separated by "/" and "-", such as birds/javan-trogon',
      found: JSON.stringify(id),
    });
  }
  return id;
}

/** Encodes the files of `jobs` the cache lacks (of `files` in all); returns how many it encoded. */
async function encodeMissing(
  jobs: Job[],
  cache: KeptFiles,
  info: (file: string) => Promise<PhotoInfo>,
  files: number,
  log: (line: string) => void,
): Promise<number> {
  // Two uses of one photo can share files (same width and aspect): encode each key once. One task
  // per source, so a photo is decoded once for all its uses.
  const claimed = new Set<string>();
  const tasks = new Map<string, EncodeTask>();
  for (const job of jobs) {
    const missing = missingOutputs(job, cache).filter((o) => !claimed.has(o.key) && claimed.add(o.key));
    if (missing.length === 0) continue;
    const source = job.source.kind === 'photo' ? job.source.file : `${job.id}|${job.use}`;
    const task = tasks.get(source) ?? { jobs: [], ...(job.source.kind === 'photo' ? { size: await info(job.source.file) } : {}) };
    task.jobs.push({ job, missing });
    tasks.set(source, task);
  }
  const work = [...tasks.values()].sort((a, b) => taskPixels(b) - taskPixels(a));
  const total = work.reduce((sum, t) => sum + t.jobs.reduce((s, j) => s + j.missing.length, 0), 0);
  let encoded = 0;
  if (total === 0) return encoded;
  log(`images: encoding ${total} of ${files} files (the rest come from the cache)…`);
  let lastReport = Date.now();
  await runPool(work, JOBS, (task) =>
    encodeTask(task, cache, () => {
      encoded++;
      // A line every few seconds shows a long cold build is moving without flooding the log.
      if (Date.now() - lastReport > 3000 && encoded < total) {
        lastReport = Date.now();
        log(`images: ${encoded}/${total} encoded…`);
      }
    }),
  );
  return encoded;
}

/** Copies every job's files from the cache into `dir`; returns what each id and use resolves to. */
async function copyImages(jobs: Job[], cache: KeptFiles, dir: string): Promise<Map<string, ResolvedImage>> {
  await mkdir(dir, { recursive: true });
  const resolved = new Map<string, ResolvedImage>();
  for (const job of jobs) {
    await Promise.all(job.outputs.map((o) => cache.copyTo(o.key, o.format.ext, join(dir, o.name))));
    resolved.set(`${job.id}|${job.use}`, resolvedFor(job));
  }
  return resolved;
}
