import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { BuildResult } from '../../scripts/pipeline/pipeline.ts';

/** The middle value (mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Per-key medians of a list of records with the same keys. */
export function medians<K extends string>(records: Record<K, number>[]): Record<K, number> {
  const keys = Object.keys(records[0] ?? {}) as K[];
  return Object.fromEntries(keys.map((key) => [key, median(records.map((r) => r[key]))])) as Record<K, number>;
}

export interface BuildRun {
  /** Wall-clock seconds, process start to exit for a child build. */
  seconds: number;
  /** CPU seconds the build used (all threads and child processes): steadier than wall time on a shared machine. */
  cpu: number;
  renderMs: Record<string, number>;
  timings: BuildResult['timings'];
  encoded: number;
}

/** CPU seconds used by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
async function childCpuSeconds(): Promise<number> {
  const stat = (await readFile('/proc/self/stat', 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
  return (Number(stat[13] ?? 0) + Number(stat[14] ?? 0)) / 100;
}

/**
 * A cold build: `scripts/build.ts` in a new process into an emptied `outDir`, with the image cache
 * `cacheDir` as it is (a build that encodes images says so in `encoded`).
 */
export async function coldBuild(root: string, outDir: string, cacheDir: string): Promise<BuildRun> {
  await rm(outDir, { recursive: true, force: true });
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/build.ts'), '--out', outDir, '--json'], {
    cwd: root,
    env: { ...process.env, IMAGE_CACHE_DIR: cacheDir },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    renderMs: Record<string, number>;
    timings: BuildResult['timings'];
    images: { encoded: number };
  };
  return { seconds, cpu: (await childCpuSeconds()) - cpuBefore, renderMs: report.renderMs, timings: report.timings, encoded: report.images.encoded };
}

/** A warm build: the pipeline called again in this process (modules loaded and compiled, `outDir` present). */
export async function warmBuild(root: string, outDir: string, cacheDir: string): Promise<BuildRun & { pages: { id: string; url: string }[] }> {
  const { build } = await import('../../scripts/pipeline/pipeline.ts');
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await build({ root, contentDir: resolve(root, 'content'), outDir, basePath: '/', cacheDir });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seconds,
    cpu: (cpu.user + cpu.system) / 1e6,
    renderMs: Object.fromEntries(result.pages.map((page) => [page.url, result.renderMs.get(page.route.id)!])),
    timings: result.timings,
    encoded: result.images.encoded,
    pages: result.pages.map((page) => ({ id: page.route.id, url: page.url })),
  };
}
