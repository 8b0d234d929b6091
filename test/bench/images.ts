// `npm run bench:images`'s figures (its command, with the options, is test/bench/images-command.ts). A
// benchmark, not a test. It builds twice (cold into an empty cache, then warm), then loads the home
// page in Chromium at 412 px (Lighthouse's phone: 412 × 823 at 1.75 dppx) and counts the image bytes
// of the first load, and takes screenshots at 390 px and 1440 px.
//
// `--photos DIR` does it with real photos: a temporary copy of content/ gets a photo from DIR for
// every image id (cycling when DIR has fewer), then it prints the cold build and `--warm-runs N`
// warm builds (wall and CPU seconds, peak memory, files encoded), a warm build without photos for
// comparison, a build after replacing one photo, and the bytes per width and format written.
// `--root DIR` runs another checkout's build on the same copy (say, the commit before a change);
// `--efforts` first measures AVIF effort per width on a few of the photos (`--effort-photos N`);
// `--lighthouse N` ends with N Lighthouse mobile runs per page (`--pages /,/x/`) of the photo build.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import sharp from 'sharp';
import { startStaticServer } from '../../scripts/serve/server.ts';
import type { TimedBuild } from './photos.ts';

/** The command's options, as parseArgs reads them. */
export interface ImageBenchValues {
  out?: string;
  cache?: string;
  shots?: string;
  'measure-only': boolean;
  photos?: string;
  root?: string;
  'warm-runs': string;
  efforts: boolean;
  'effort-photos': string;
  lighthouse: string;
  pages?: string;
}

/** One run's folders: the temporary work folder, the output, screenshots and image cache. */
interface Bench {
  root: string;
  values: ImageBenchValues;
  work: string;
  out: string;
  shots: string;
  cache: string;
}

/** Runs the benchmark of `root` and prints its figures. React's build must be chosen (NODE_ENV) before. */
export async function runImageBench(root: string, values: ImageBenchValues): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'images-bench-'));
  const bench: Bench = {
    root,
    values,
    work,
    out: resolve(values.out ?? (values.photos ? join(work, 'dist') : join(tmpdir(), 'images-bench-dist'))),
    shots: resolve(values.shots ?? join(tmpdir(), 'images-bench-shots')),
    cache: values.cache ? resolve(values.cache) : join(work, 'cache'),
  };
  if (values.photos) {
    await photoBench(bench, resolve(values.photos));
  } else if (!values['measure-only']) {
    await rm(join(bench.cache, 'images'), { recursive: true, force: true });
    const cold = await timedBuild(bench, 'cold');
    console.log(`cold build: ${cold.seconds.toFixed(1)} s wall, ${cold.cpu.toFixed(1)} s CPU — ${cold.images}`);
    const warm = await timedBuild(bench, 'warm');
    console.log(`warm build: ${warm.seconds.toFixed(1)} s wall, ${warm.cpu.toFixed(1)} s CPU — ${warm.images}`);
  }
  await firstLoadAndShots(bench);
}

/** CPU seconds used by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
async function childCpuSeconds(): Promise<number> {
  const stat = (await readFile('/proc/self/stat', 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
  return (Number(stat[13] ?? 0) + Number(stat[14] ?? 0)) / 100;
}

/**
 * Runs the real build command; returns wall time, CPU time (meaningful on a busy shared machine,
 * where wall time depends on the neighbours) and the image counts it printed.
 */
async function timedBuild({ root, out, cache }: Bench, label: string): Promise<{ seconds: number; cpu: number; images: string }> {
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts', '--out', out, '--force'], {
    cwd: root,
    env: { ...process.env, IMAGE_CACHE_DIR: cache },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${label} build failed:\n${run.stdout}\n${run.stderr}`);
  const images = /images: \d+ encoded, \d+ reused from cache/.exec(run.stdout)?.[0] ?? '(no image line)';
  return { seconds, cpu: (await childCpuSeconds()) - cpuBefore, images };
}

/** The `--photos` figures (see the top of the file). */
async function photoBench(bench: Bench, photoDir: string) {
  const { root, values, work, out, cache } = bench;
  const { findStandIns } = await import('../../scripts/launch/checks.ts');
  const { bytesPerWidth, contentWithPhotos, formatBytesTable, listPhotos, timedBuild: build } = await import('./photos.ts');
  const buildRoot = resolve(values.root ?? root);
  const photos = await listPhotos(photoDir);
  if (values.efforts) {
    const { formatEffortTable, measureAvifEfforts } = await import('./avif-effort.ts');
    const sample = photos.filter((_, i) => i % Math.ceil(photos.length / Number(values['effort-photos'])) === 0);
    console.log(`AVIF effort per width, quality 50, 3:2 crops of ${sample.length} photos (CPU per file; bytes of all):`);
    console.log(formatEffortTable(await measureAvifEfforts(sample, [320, 480, 800, 1200, 1600, 1920], [2, 3, 4])));
  }
  const content = join(work, 'content');
  const ids = await findStandIns(join(root, 'content'), root);
  await contentWithPhotos(join(root, 'content'), content, ids, photos);
  console.log(`${ids.length} image ids, ${photos.length} photos from ${photoDir}; building ${buildRoot === root ? 'this checkout' : buildRoot}`);
  const line = (label: string, b: Awaited<ReturnType<typeof build>>) =>
    console.log(`${label}: ${b.wall.toFixed(1)} s wall, ${b.cpu.toFixed(1)} s CPU, peak ${b.peakMb.toFixed(0)} MB, ${b.encoded} encoded, ${b.reused} reused`);
  await rm(cache, { recursive: true, force: true });
  line('cold build, real photos', await build(buildRoot, content, out, cache));
  const warm: TimedBuild[] = [];
  for (let i = 0; i < Math.max(1, Number(values['warm-runs'])); i++) warm.push(await build(buildRoot, content, out, cache));
  warm.forEach((b, i) => line(`warm build ${i + 1}, real photos`, b));
  for (let i = 0; i < Math.max(1, Number(values['warm-runs'])); i++)
    line(`warm, nothing changed ${i + 1} (the up-to-date check, no build)`, await build(buildRoot, content, out, cache, { force: false }));
  // The same build without photos, its stand-ins from the project's image cache (filled once if need be).
  const plainOut = join(work, 'plain-dist');
  const plainCache = resolve(process.env.IMAGE_CACHE_DIR ?? join(root, '.cache'));
  const plain: TimedBuild[] = [];
  for (let i = 0; i <= Math.max(1, Number(values['warm-runs'])); i++) plain.push(await build(buildRoot, join(root, 'content'), plainOut, plainCache));
  plain.slice(1).forEach((b, i) => line(`warm build ${i + 1}, no photos`, b));
  const min = (runs: { wall: number; cpu: number }[], key: 'wall' | 'cpu') => Math.min(...runs.map((r) => r[key]));
  const more = (key: 'wall' | 'cpu') => (min(warm, key) - min(plain.slice(1), key)).toFixed(2);
  console.log(`warm with photos costs ${more('wall')} s wall, ${more('cpu')} s CPU more than without (min of runs)`);
  // Replace one photo by a new one (the first photo mirrored: bytes no other id has): only its
  // files are encoded again.
  const [victim] = ids;
  const replaced = join(content, 'photos', `${victim}${extname(photos[0]!).toLowerCase()}`);
  const original = await readFile(replaced);
  await sharp(original)
    .flop()
    .toFile(`${replaced}.new${extname(replaced)}`);
  await rename(`${replaced}.new${extname(replaced)}`, replaced);
  line(`after replacing ${victim}'s photo`, await build(buildRoot, content, out, cache));
  await writeFile(replaced, original);
  await build(buildRoot, content, out, cache);
  console.log(`\nbytes written per shape, width and format (mean KB per file, files):\n${formatBytesTable(await bytesPerWidth(out))}\n`);
  const runs = Number(values.lighthouse);
  if (runs > 0) await lighthouseRuns(bench, runs);
}

/** Lighthouse mobile `runs` times per page of the photo build: LCP min and median, and the LCP element. */
async function lighthouseRuns({ root, values, out }: Bench, runs: number) {
  const { launchChrome, runLighthouse } = await import('./lighthouse.ts');
  const { median } = await import('./builds.ts');
  const { formatTable } = await import('../../scripts/pipeline/report.ts');
  const { fixedRoutes } = await import('../../templates/routes.ts');
  const { loadContent } = await import('../../scripts/content/load.ts');
  const paths = values.pages
    ? values.pages.split(',')
    : fixedRoutes(await loadContent(resolve(root, 'content'), root))
        .filter((r) => r.indexable)
        .map((r) => r.url);
  const server = await startStaticServer({ dir: out });
  const rows: string[][] = [];
  try {
    for (const path of paths) {
      const lcps: number[] = [];
      let element = '';
      for (let i = 0; i < runs; i++) {
        // A fresh Chromium per run: nothing cached from the run before.
        const chrome = await launchChrome();
        try {
          const figures = await runLighthouse(new URL(path.slice(1), server.url).href, chrome.port);
          lcps.push(figures.lcp);
          element = figures.lcpElement;
        } finally {
          chrome.kill();
        }
      }
      rows.push([path, ...lcps.map((v) => v.toFixed(0)), Math.min(...lcps).toFixed(0), median(lcps).toFixed(0), element]);
      process.stderr.write(`lighthouse ${path}: ${lcps.map((v) => v.toFixed(0)).join(', ')} ms\n`);
    }
  } finally {
    await server.close();
  }
  const header = ['page', ...Array.from({ length: runs }, (_, i) => `LCP ${i + 1} ms`), 'min', 'median', 'LCP element'];
  console.log(`Lighthouse mobile (simulated slow 4G, served with gzip), real photos:\n${formatTable(header, rows, { leftAligned: [0, header.length - 1] })}\n`);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function firstLoadImages(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const images: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    images.push({ url: new URL(response.url()).pathname, bytes: body.length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return images.sort((a, b) => b.bytes - a.bytes);
}

/** The home page's first-load image bytes at 412 px, and its screenshots at 390 and 1440 px, of the build in `out`. */
async function firstLoadAndShots({ out, shots, work }: Bench): Promise<void> {
  const server = await startStaticServer({ dir: out });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const images = await firstLoadImages(browser, server.url);
    const total = images.reduce((sum, i) => sum + i.bytes, 0);
    console.log(`home, first load at 412 px (1.75 dppx): ${images.length} images, ${kb(total)} in total`);
    if (images[0]) console.log(`largest image: ${images[0].url} ${kb(images[0].bytes)}`);
    for (const image of images.slice(1)) console.log(`  then ${image.url} ${kb(image.bytes)}`);

    await mkdir(shots, { recursive: true });
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      await page.goto(server.url, { waitUntil: 'networkidle' });
      // Entrance animations settle; endless ones (slideshows) would never finish, hence the cap.
      await page.evaluate(() =>
        Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]),
      );
      await page.screenshot({ path: join(shots, `home-${width}.png`) });
      await context.close();
      // The whole page, with reduced motion so no section waits for its entrance animation, after a
      // scroll to the bottom so every lazy image has loaded.
      const full = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const whole = await full.newPage();
      await whole.goto(server.url, { waitUntil: 'networkidle' });
      for (let y = 0; y < (await whole.evaluate(() => document.body.scrollHeight)); y += 600) await whole.mouse.wheel(0, 600);
      await whole.waitForLoadState('networkidle');
      await whole.screenshot({ path: join(shots, `home-${width}-full.png`), fullPage: true });
      await full.close();
    }
    console.log(`screenshots: ${shots}/home-390.png, home-1440.png (and -full.png)`);
  } finally {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}
