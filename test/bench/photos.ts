// Helpers of `npm run bench:images -- --photos DIR`: a temporary copy of the content with a real
// photo for every image id, builds of it timed as separate processes, and the bytes they wrote.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { formatTable } from '../../scripts/pipeline/report.ts';

const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

/** The photos of a folder (not its sub-folders), sorted by name so every run deals them out alike. */
export async function listPhotos(dir: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((name) => PHOTO.test(name)).sort();
  if (names.length === 0) throw new Error(`no photos (.jpg, .png, .webp, .avif) in ${dir}`);
  return names.map((name) => join(dir, name));
}

/**
 * Copies `contentDir` to `target` and puts a photo at photos/<id>.<ext> for each of `ids`, dealing
 * the photos out in turn (cycling when there are fewer photos than ids).
 */
export async function contentWithPhotos(contentDir: string, target: string, ids: string[], photos: string[]): Promise<void> {
  await rm(target, { recursive: true, force: true });
  await cp(contentDir, target, { recursive: true });
  await Promise.all(
    ids.map(async (id, i) => {
      const photo = photos[i % photos.length]!;
      const file = join(target, 'photos', `${id}${extname(photo).toLowerCase()}`);
      await mkdir(join(file, '..'), { recursive: true });
      await copyFile(photo, file);
    }),
  );
}

export interface TimedBuild {
  wall: number;
  /** User + system CPU seconds of the build process and its threads. */
  cpu: number;
  /** Peak resident memory, MB (NaN without /usr/bin/time). */
  peakMb: number;
  encoded: number;
  reused: number;
}

const TIME = '/usr/bin/time';

/**
 * Runs `<buildRoot>/scripts/build.ts` in a new process on `contentDir` into `outDir`, with the
 * image cache `cacheDir`. CPU and peak memory come from /usr/bin/time (GNU time reads the child's
 * rusage), or from /proc/self/stat's children times where it is missing. It builds even when nothing
 * changed (--force) unless `force` is false, which measures the command's up-to-date check.
 */
export async function timedBuild(buildRoot: string, contentDir: string, outDir: string, cacheDir: string, { force = true } = {}): Promise<TimedBuild> {
  const script = join(buildRoot, 'scripts/build.ts');
  // A build always builds unless asked to measure the up-to-date check; an older checkout (--root) may not know --force.
  const forced = force && (await readFile(script, 'utf8')).includes("force: { type: 'boolean'") ? ['--force'] : [];
  const command = [process.execPath, '--import', 'tsx', script, '--content', contentDir, '--out', outDir, ...forced];
  const gnuTime = existsSync(TIME);
  const timeFile = `${outDir}.time`;
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  const run = gnuTime
    ? spawnSync(TIME, ['-f', '%U %S %M', '-o', timeFile, ...command], {
        cwd: buildRoot,
        env: { ...process.env, IMAGE_CACHE_DIR: cacheDir },
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      })
    : spawnSync(command[0]!, command.slice(1), { cwd: buildRoot, env: { ...process.env, IMAGE_CACHE_DIR: cacheDir }, encoding: 'utf8', maxBuffer: 64 << 20 });
  const wall = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const counts = /images: (\d+) encoded, (\d+) reused from cache/.exec(run.stdout);
  let cpu = (await childCpuSeconds()) - cpuBefore;
  let peakMb = Number.NaN;
  if (gnuTime) {
    const [user, system, maxKb] = (await readFile(timeFile, 'utf8')).trim().split('\n').at(-1)!.split(' ').map(Number);
    cpu = user! + system!;
    peakMb = maxKb! / 1024;
    await rm(timeFile, { force: true });
  }
  const none = / is up to date: /.test(run.stdout) ? 0 : Number.NaN;
  return { wall, cpu, peakMb, encoded: Number(counts?.[1] ?? none), reused: Number(counts?.[2] ?? none) };
}

/** CPU seconds used by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
async function childCpuSeconds(): Promise<number> {
  const stat = (await readFile('/proc/self/stat', 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
  return (Number(stat[13] ?? 0) + Number(stat[14] ?? 0)) / 100;
}

const SHAPES: [number, string][] = [
  [3 / 2, 'hero 3:2'],
  [16 / 9, 'banner 16:9'],
  [4 / 3, '4:3'],
  [1, '1:1'],
];

/**
 * Bytes of the encoded images in `<outDir>/assets/img`, by shape (the use's aspect, read from each
 * file's size), width and format: count and mean KB.
 */
export async function bytesPerWidth(outDir: string): Promise<Map<string, { files: number; bytes: number }>> {
  const dir = join(outDir, 'assets', 'img');
  const rows = new Map<string, { files: number; bytes: number }>();
  for (const name of (await readdir(dir)).sort()) {
    const ext = /\.(avif|webp|jpg)$/.exec(name)?.[1];
    if (!ext) continue;
    const file = join(dir, name);
    const meta = await sharp(file).metadata();
    const shape = SHAPES.reduce((best, s) => (Math.abs(meta.width / meta.height - s[0]) < Math.abs(meta.width / meta.height - best[0]) ? s : best))[1];
    const key = `${shape}|${meta.width}|${ext}`;
    const row = rows.get(key) ?? { files: 0, bytes: 0 };
    row.files += 1;
    row.bytes += (await stat(file)).size;
    rows.set(key, row);
  }
  return rows;
}

/** The table of `bytesPerWidth`: one line per shape and width, mean KB per file for AVIF, WebP and JPEG. */
export function formatBytesTable(rows: Map<string, { files: number; bytes: number }>): string {
  const lines = new Map<string, Record<string, { files: number; bytes: number }>>();
  for (const [key, value] of rows) {
    const [shape, width, ext] = key.split('|') as [string, string, string];
    const line = `${shape}|${width}`;
    lines.set(line, { ...lines.get(line), [ext]: value });
  }
  const cell = (v?: { files: number; bytes: number }) => (v ? `${(v.bytes / v.files / 1024).toFixed(1)} (${v.files})` : '');
  const sorted = [...lines].sort(([a], [b]) => {
    const [sa, wa] = a.split('|');
    const [sb, wb] = b.split('|');
    return sa === sb ? Number(wa) - Number(wb) : sa!.localeCompare(sb!);
  });
  const total = (ext: string) => [...rows].filter(([k]) => k.endsWith(`|${ext}`)).reduce((sum, [, v]) => sum + v.bytes, 0) / 1024;
  const table = formatTable(
    ['shape', 'width', 'AVIF KB/file (files)', 'WebP KB/file (files)', 'JPEG KB/file (files)'],
    sorted.map(([line, v]) => [...line.split('|'), cell(v.avif), cell(v.webp), cell(v.jpg)]),
    { leftAligned: [0] },
  );
  return `${table}\ntotal: AVIF ${total('avif').toFixed(0)} KB, WebP ${total('webp').toFixed(0)} KB, JPEG ${total('jpg').toFixed(0)} KB`;
}
