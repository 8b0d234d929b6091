// `npx tsx scripts/bench-images.ts [--out DIR] [--cache DIR] [--shots DIR] [--measure-only]`: image figures.
// A benchmark, not a test. It builds twice (cold into an empty cache, then warm), then loads the
// home page in Chromium at 412 px (Lighthouse's phone: 412 × 823 at 1.75 dppx) and counts the image
// bytes of the first load, and takes screenshots at 390 px and 1440 px.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { startStaticServer } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, cache: { type: 'string' }, shots: { type: 'string' }, 'measure-only': { type: 'boolean', default: false } },
});
const out = resolve(values.out ?? join(tmpdir(), 'bench-images-dist'));
const shots = resolve(values.shots ?? join(tmpdir(), 'bench-images-shots'));
const cache = values.cache ? resolve(values.cache) : await mkdtemp(join(tmpdir(), 'bench-images-cache-'));

/** CPU seconds used by finished child processes (Linux: cutime + cstime of /proc/self/stat). */
async function childCpuSeconds(): Promise<number> {
  const stat = (await readFile('/proc/self/stat', 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? [];
  return (Number(stat[13] ?? 0) + Number(stat[14] ?? 0)) / 100;
}

/**
 * Runs the real build command; returns wall time, CPU time (meaningful on a busy shared machine,
 * where wall time depends on the neighbours) and the image counts it printed.
 */
async function timedBuild(label: string): Promise<{ seconds: number; cpu: number; images: string }> {
  const cpuBefore = await childCpuSeconds();
  const started = performance.now();
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build.ts', '--out', out], {
    cwd: root,
    env: { ...process.env, IMAGE_CACHE_DIR: cache },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${label} build failed:\n${run.stdout}\n${run.stderr}`);
  const images = /images: \d+ encoded, \d+ reused from cache/.exec(run.stdout)?.[0] ?? '(no image line)';
  return { seconds, cpu: (await childCpuSeconds()) - cpuBefore, images };
}

if (!values['measure-only']) {
  await rm(join(cache, 'images'), { recursive: true, force: true });
  const cold = await timedBuild('cold');
  console.log(`cold build: ${cold.seconds.toFixed(1)} s wall, ${cold.cpu.toFixed(1)} s CPU — ${cold.images}`);
  const warm = await timedBuild('warm');
  console.log(`warm build: ${warm.seconds.toFixed(1)} s wall, ${warm.cpu.toFixed(1)} s CPU — ${warm.images}`);
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

const server = await startStaticServer({ dir: out });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
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
    await page.evaluate(() => Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]));
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
  if (!values.cache) await rm(cache, { recursive: true, force: true });
}
