// `npm run bench`'s figures (its command, with the options, is test/bench/run.ts): builds cold and
// warm, the first load of each kind of page at 412 px and the home page's idle cost in Chromium,
// Lighthouse per page, and `npm run bench:scale`, printed as tables (or JSON) once all have run.
// It builds into a temporary folder and leaves dist/ alone. Progress goes to stderr.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import { formatTable } from '../../scripts/pipeline/report.ts';
import { startStaticServer } from '../../scripts/serve/server.ts';
import { type BuildRun, coldBuild, median, medians, warmBuild } from './builds.ts';
import { type FirstLoad, KINDS, measureFirstLoad, PHONE_412 } from './first-load.ts';
import { type IdleCost, measureIdle } from './idle.ts';
import { formatLighthouseTable, type LighthouseFigures, launchChrome, runLighthouse } from './lighthouse.ts';

export interface BenchOptions {
  root: string;
  /** Cold builds, and first loads of each page (at least 1). */
  runs: number;
  /** Warm builds (at least 1). */
  warmRuns: number;
  /** Lighthouse runs per page (at least 1). */
  lighthouseRuns: number;
  /** Also one build into an empty image cache. */
  encode: boolean;
  skipLighthouse: boolean;
  /** Print one JSON document instead of the tables. */
  json: boolean;
}

type Print = (text?: string) => void;
interface Page {
  url: string;
  href: string;
}

const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const IDLE_SECONDS = 5;

/**
 * Measures everything and prints it. The warm builds run the pipeline in this process: React's
 * build must be chosen (NODE_ENV) before this module loads it.
 */
export async function runBench(options: BenchOptions): Promise<void> {
  const { root } = options;
  const out: string[] = [];
  const print: Print = (text = '') => out.push(text);
  const loadAtStart = loadavg()[0]!;
  const work = await mkdtemp(join(tmpdir(), 'bench-'));
  const outDir = join(work, 'dist');
  const cacheDir = resolve(process.env.IMAGE_CACHE_DIR ?? join(root, '.cache'));

  const measured = await measureBuilds(options, work, outDir, cacheDir);
  printBuilds(print, measured, cacheDir, loadAtStart);

  // First loads and Lighthouse, against the last warm build served gzip.
  const server = await startStaticServer({ dir: outDir });
  const pages = pagesToLoad(measured.built, server.url);
  const unmeasured = measured.built.length - pages.length;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let loads: Map<string, FirstLoad>;
  let idle: Map<string, IdleCost>;
  try {
    loads = await firstLoads(browser, pages, options.runs);
    idle = await idleCosts(browser, pages[0]!.href);
  } finally {
    await browser.close();
  }
  printPages(print, { pages, loads, idle, unmeasured, runs: options.runs, coldRender: measured.coldRender, warmRender: measured.warmRender });

  const lighthouse = new Map<string, LighthouseFigures>();
  if (options.skipLighthouse) {
    print('LIGHTHOUSE skipped (--skip-lighthouse)');
  } else {
    for (const [url, figures] of await lighthouseFigures(pages, options.lighthouseRuns)) lighthouse.set(url, figures);
    print(`LIGHTHOUSE (mobile defaults: simulated slow 4G; median of ${options.lighthouseRuns} run(s) per page)`);
    print(formatLighthouseTable(lighthouse));
  }
  await server.close();
  print();

  const scale = scaleFigures(root, print);
  print();
  print(`MACHINE load average ${loadavg()[0]!.toFixed(1)} at the end`);

  await rm(work, { recursive: true, force: true });
  if (options.json) {
    const perPage = pages.map(({ url }) => ({
      url,
      renderColdMs: measured.coldRender[url],
      renderWarmMs: measured.warmRender[url],
      firstLoad: loads.get(url),
      lighthouse: lighthouse.get(url) ?? null,
    }));
    console.log(
      JSON.stringify(
        {
          machine: { cores: availableParallelism(), loadAverage: [loadAtStart, loadavg()[0]] },
          builds: measured.builds,
          pages: perPage,
          homeIdle: Object.fromEntries(idle),
          scale,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(out.join('\n'));
  }
}

/** Builds: cold ones first, while this process has not loaded the pipeline, then warm ones in it. */
async function measureBuilds({ root, runs, warmRuns, encode }: BenchOptions, work: string, outDir: string, cacheDir: string) {
  const cold: BuildRun[] = [];
  let encodeRun: BuildRun | undefined;
  if (encode) {
    progress('build into an empty image cache (every image encoded once)…');
    encodeRun = await coldBuild(root, outDir, join(work, 'empty-cache'));
  }
  for (let i = 0; i < runs; i += 1) {
    progress(`cold build ${i + 1}/${runs}…`);
    const run = await coldBuild(root, outDir, cacheDir);
    // A cache that was empty or stale makes the first build encode: that is the one-off cost, not a cold build.
    if (run.encoded > 0 && !encodeRun) encodeRun = run;
    else cold.push(run);
  }
  if (cold.length === 0) cold.push(await coldBuild(root, outDir, cacheDir));
  progress('first build in this process…');
  const built = (await warmBuild(root, outDir, cacheDir)).pages;
  const warm: BuildRun[] = [];
  for (let i = 0; i < warmRuns; i += 1) {
    progress(`warm build ${i + 1}/${warmRuns}…`);
    warm.push(await warmBuild(root, outDir, cacheDir));
  }

  const coldSteps = medians(cold.map((r) => r.timings));
  const warmSteps = medians(warm.map((r) => r.timings));
  const builds = {
    cold: { runs: cold.length, seconds: median(cold.map((r) => r.seconds)), cpu: median(cold.map((r) => r.cpu)), timings: coldSteps },
    warm: { runs: warm.length, seconds: median(warm.map((r) => r.seconds)), cpu: median(warm.map((r) => r.cpu)), timings: warmSteps },
    imageEncode: encodeRun
      ? { seconds: encodeRun.seconds, cpu: encodeRun.cpu, encoded: encodeRun.encoded, extraSeconds: encodeRun.seconds - median(cold.map((r) => r.seconds)) }
      : null,
  };
  return { builds, built, coldRender: medians(cold.map((r) => r.renderMs)), warmRender: medians(warm.map((r) => r.renderMs)) };
}

/** The MACHINE, BUILDS and BUILD STEPS tables. */
function printBuilds(print: Print, { builds }: Awaited<ReturnType<typeof measureBuilds>>, cacheDir: string, loadAtStart: number): void {
  // Wall times depend on what else the machine runs; CPU seconds much less.
  print(`MACHINE ${availableParallelism()} cores, 1-minute load average ${loadAtStart.toFixed(1)} at the start`);
  print();
  print(`BUILDS (cache ${cacheDir}; React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build)`);
  const buildRows = [
    ['cold', String(builds.cold.runs), builds.cold.seconds.toFixed(2), builds.cold.cpu.toFixed(2), 'new process, emptied output folder, image cache kept'],
    [
      'warm',
      String(builds.warm.runs),
      builds.warm.seconds.toFixed(2),
      builds.warm.cpu.toFixed(2),
      'pipeline run again in one process (what a long-lived process would pay)',
    ],
  ];
  if (builds.imageEncode) {
    const e = builds.imageEncode;
    buildRows.push([
      'image encode',
      '1',
      e.seconds.toFixed(2),
      e.cpu.toFixed(2),
      `empty image cache: ${e.encoded} images encoded, ${e.extraSeconds.toFixed(1)} s more than cold; once per image`,
    ]);
  }
  print(formatTable(['build', 'runs', 'wall s', 'CPU s', 'what'], buildRows, { leftAligned: [0, 4] }));
  if (!builds.imageEncode) print('(one-off image encoding not measured: pass --encode, or see `npm run bench:images`)');
  print();
  print('BUILD STEPS (ms, medians)');
  const coldSteps = builds.cold.timings;
  const warmSteps = builds.warm.timings;
  print(
    formatTable(
      ['step', 'cold', 'warm'],
      Object.keys(coldSteps).map((step) => [step, coldSteps[step as keyof typeof coldSteps].toFixed(0), warmSteps[step as keyof typeof warmSteps].toFixed(0)]),
    ),
  );
  print();
}

/**
 * Every page of the route table, and one of each kind the build generates (trip reports, list
 * pages): thousands of reports share two templates, and a browser load of each would take hours.
 */
function pagesToLoad(built: { id: string; url: string }[], serverUrl: string): Page[] {
  const kinds = new Set<string>();
  return built
    .filter(({ id }) => {
      const kind = id.replace(/:.*$|-\d+$/, '');
      return !kinds.has(kind) && Boolean(kinds.add(kind));
    })
    .map(({ url }) => ({ url, href: new URL(url.slice(1), serverUrl).href }));
}

/** The first load of each page at 412 px, `runs` times. */
async function firstLoads(browser: Browser, pages: Page[], runs: number): Promise<Map<string, FirstLoad>> {
  const loads = new Map<string, FirstLoad>();
  for (const page of pages) {
    const measured: FirstLoad[] = [];
    for (let i = 0; i < runs; i += 1) {
      progress(`first load of ${page.url} at 412 px ${i + 1}/${runs}…`);
      measured.push(await measureFirstLoad(browser, page.href));
    }
    // Bytes and requests repeat from run to run; the paint time and what arrived before it vary.
    loads.set(page.url, { ...measured[0]!, fcpMs: median(measured.map((r) => r.fcpMs)), bytesBeforeFcp: median(measured.map((r) => r.bytesBeforeFcp)) });
  }
  return loads;
}

/** What the home page costs while nobody touches it, at 1440 px with a mouse and 412 px by touch. */
async function idleCosts(browser: Browser, home: string): Promise<Map<string, IdleCost>> {
  const idle = new Map<string, IdleCost>();
  for (const [label, options] of [
    ['1440 px, mouse', { viewport: { width: 1440, height: 900 } }],
    ['412 px, touch', PHONE_412],
  ] as const) {
    progress(`home page idle at ${label}, ${IDLE_SECONDS} s…`);
    idle.set(label, await measureIdle(browser, home, options, IDLE_SECONDS));
  }
  return idle;
}

interface PageFigures {
  pages: Page[];
  loads: Map<string, FirstLoad>;
  idle: Map<string, IdleCost>;
  unmeasured: number;
  runs: number;
  coldRender: Record<string, number>;
  warmRender: Record<string, number>;
}

/** The PAGES and HOME PAGE IDLE tables. */
function printPages(print: Print, { pages, loads, idle, unmeasured, runs, coldRender, warmRender }: PageFigures): void {
  print(
    `PAGES: render, and the first load at 412 px (Lighthouse's phone; slow 4G and 4x CPU applied by DevTools; bytes as sent, gzip for text; FCP medians of ${runs})`,
  );
  print(
    formatTable(
      ['page', 'render build', 'render warm', ...KINDS.map((k) => k.toUpperCase()), 'total', 'requests', 'before FCP', 'FCP'],
      pages.map(({ url }) => {
        const load = loads.get(url)!;
        const total = KINDS.reduce((sum, kind) => sum + load.bytes[kind], 0);
        return [
          url,
          ms(coldRender[url]!),
          ms(warmRender[url]!),
          ...KINDS.map((kind) => kb(load.bytes[kind])),
          kb(total),
          String(load.requests),
          kb(load.bytesBeforeFcp),
          `${load.fcpMs.toFixed(0)} ms`,
        ];
      }),
    ),
  );
  if (unmeasured > 0) print(`${unmeasured} more generated pages share the templates of those above and were not loaded.`);
  print('render build: the final render pass of a fresh build process, as `npm run build` prints it (median of the cold builds; the draft pass');
  print('before it pays for loading and compiling the code, see BUILD STEPS); render warm: median of the warm builds.');
  print();
  print(`HOME PAGE IDLE (loaded, then ${IDLE_SECONDS} s with no input; Chrome Performance metrics, unthrottled)`);
  print(
    formatTable(
      ['viewport', 'main-thread ms/s', 'script ms/s', 'style recalcs/s'],
      [...idle].map(([label, cost]) => [label, cost.taskMsPerSecond.toFixed(1), cost.scriptMsPerSecond.toFixed(1), cost.recalcsPerSecond.toFixed(1)]),
    ),
  );
  print();
}

/** Lighthouse `runs` times per page, in one headless Chromium. */
async function lighthouseFigures(pages: Page[], runs: number): Promise<Map<string, LighthouseFigures>> {
  const lighthouse = new Map<string, LighthouseFigures>();
  const chrome = await launchChrome();
  try {
    for (const page of pages) {
      const measured: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        progress(`Lighthouse ${page.url} ${i + 1}/${runs}…`);
        measured.push(await runLighthouse(page.href, chrome.port));
      }
      // Median of each figure over the runs that worked; the LCP element and lost points of the run with the median LCP.
      const worked = measured.some((r) => !r.error) ? measured.filter((r) => !r.error) : measured;
      const middle = [...worked].sort((a, b) => a.lcp - b.lcp)[worked.length >> 1]!;
      lighthouse.set(page.url, {
        ...middle,
        ...medians(
          worked.map(({ performance, accessibility, bestPractices, seo, fcp, lcp, tbt, cls }) => ({
            performance,
            accessibility,
            bestPractices,
            seo,
            fcp,
            lcp,
            tbt,
            cls,
          })),
        ),
      });
    }
  } finally {
    chrome.kill();
  }
  return lighthouse;
}

/** Another figure set, when the project has it: the output of `npm run bench:scale`, printed and returned. */
function scaleFigures(root: string, print: Print): string | null {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
  if (!scripts['bench:scale']) {
    print('SCALE skipped: package.json has no bench:scale script');
    return null;
  }
  progress('npm run bench:scale…');
  const run = spawnSync('npm', ['run', '--silent', 'bench:scale'], { cwd: root, encoding: 'utf8', env: process.env });
  const scale = run.status === 0 ? run.stdout.trimEnd() : `npm run bench:scale failed (exit ${run.status}):\n${run.stdout}${run.stderr}`;
  print('SCALE (npm run bench:scale)');
  print(scale);
  return scale;
}
