// `npm run bench [-- --runs 3 --warm-runs 5 --lighthouse-runs 1 --encode --skip-lighthouse --json]`:
// the site's speed figures in one run. A benchmark, not a test: it prints, never fails on a figure.
//   builds     cold = a new `scripts/build.ts` process into an emptied output folder, the image
//              cache kept (median of --runs); warm = the pipeline run again in this process
//              (median of --warm-runs); with --encode, one build into an empty image cache too
//   pages      render ms (in a fresh build process, and warm), and the first load of each page at
//              412 px in Chromium, served gzip like a host: bytes per kind, request count, and the
//              bytes that arrived before the first contentful paint on slow 4G (median of --runs)
//   idle       main-thread time the home page costs while nobody touches it, at 1440 and 412 px
//   lighthouse scores, FCP, LCP and its element, TBT, CLS per page (median of --lighthouse-runs)
//   scale      the output of `npm run bench:scale` when package.json has it
// It builds into a temporary folder and leaves dist/ alone. Progress goes to stderr.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

// The warm builds run the pipeline here: React must load its production build, as in build.ts.
process.env.NODE_ENV ??= 'production';
const { chromium } = await import('playwright-core');
const { coldBuild, median, medians, warmBuild } = await import('./bench/builds.ts');
const { KINDS, measureFirstLoad, PHONE_412 } = await import('./bench/first-load.ts');
const { measureIdle } = await import('./bench/idle.ts');
const { formatLighthouseTable, launchChrome, runLighthouse } = await import('./bench/lighthouse.ts');
const { formatTable } = await import('./pipeline/report.ts');
const { startStaticServer } = await import('./serve.ts');
const { CHROMIUM, CHROMIUM_ARGS } = await import('../test/helpers/chromium.ts');

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'warm-runs': { type: 'string', default: '5' },
    'lighthouse-runs': { type: 'string', default: '1' },
    encode: { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const count = (name: 'runs' | 'warm-runs' | 'lighthouse-runs') => Math.max(1, Number.parseInt(values[name], 10) || 1);
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const out: string[] = [];
const print = (text = '') => out.push(text);

const loadAtStart = loadavg()[0]!;
const work = await mkdtemp(join(tmpdir(), 'bench-'));
const outDir = join(work, 'dist');
const cacheDir = resolve(process.env.IMAGE_CACHE_DIR ?? join(root, '.cache'));

// Builds: cold ones first, while this process has not loaded the pipeline.
const cold = [];
let encodeRun: Awaited<ReturnType<typeof coldBuild>> | undefined;
if (values.encode) {
  progress('build into an empty image cache (every image encoded once)…');
  encodeRun = await coldBuild(root, outDir, join(work, 'empty-cache'));
}
for (let i = 0; i < count('runs'); i += 1) {
  progress(`cold build ${i + 1}/${count('runs')}…`);
  const run = await coldBuild(root, outDir, cacheDir);
  // A cache that was empty or stale makes the first build encode: that is the one-off cost, not a cold build.
  if (run.encoded > 0 && !encodeRun) encodeRun = run;
  else cold.push(run);
}
if (cold.length === 0) cold.push(await coldBuild(root, outDir, cacheDir));
progress('first build in this process…');
const built = (await warmBuild(root, outDir, cacheDir)).pages;
const warm = [];
for (let i = 0; i < count('warm-runs'); i += 1) {
  progress(`warm build ${i + 1}/${count('warm-runs')}…`);
  warm.push(await warmBuild(root, outDir, cacheDir));
}

const coldSteps = medians(cold.map((r) => r.timings));
const warmSteps = medians(warm.map((r) => r.timings));
const coldRender = medians(cold.map((r) => r.renderMs));
const warmRender = medians(warm.map((r) => r.renderMs));
const builds = {
  cold: { runs: cold.length, seconds: median(cold.map((r) => r.seconds)), cpu: median(cold.map((r) => r.cpu)), timings: coldSteps },
  warm: { runs: warm.length, seconds: median(warm.map((r) => r.seconds)), cpu: median(warm.map((r) => r.cpu)), timings: warmSteps },
  imageEncode: encodeRun
    ? { seconds: encodeRun.seconds, cpu: encodeRun.cpu, encoded: encodeRun.encoded, extraSeconds: encodeRun.seconds - median(cold.map((r) => r.seconds)) }
    : null,
};

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
print(
  formatTable(
    ['step', 'cold', 'warm'],
    Object.keys(coldSteps).map((step) => [step, coldSteps[step as keyof typeof coldSteps].toFixed(0), warmSteps[step as keyof typeof warmSteps].toFixed(0)]),
  ),
);
print();

// First loads and Lighthouse, against the last warm build served gzip.
const server = await startStaticServer({ dir: outDir });
// Every page of the route table, and one of each kind the build generates (trip reports, list pages):
// thousands of reports share two templates, and a browser load of each would take hours.
const kinds = new Set<string>();
const pages = built
  .filter(({ id }) => {
    const kind = id.replace(/:.*$|-\d+$/, '');
    return !kinds.has(kind) && Boolean(kinds.add(kind));
  })
  .map(({ url }) => ({ url, href: new URL(url.slice(1), server.url).href }));
const unmeasured = built.length - pages.length;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const loads = new Map<string, Awaited<ReturnType<typeof measureFirstLoad>>>();
const IDLE_SECONDS = 5;
const idle = new Map<string, Awaited<ReturnType<typeof measureIdle>>>();
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < count('runs'); i += 1) {
      progress(`first load of ${page.url} at 412 px ${i + 1}/${count('runs')}…`);
      runs.push(await measureFirstLoad(browser, page.href));
    }
    // Bytes and requests repeat from run to run; the paint time and what arrived before it vary.
    loads.set(page.url, { ...runs[0]!, fcpMs: median(runs.map((r) => r.fcpMs)), bytesBeforeFcp: median(runs.map((r) => r.bytesBeforeFcp)) });
  }
  for (const [label, options] of [
    ['1440 px, mouse', { viewport: { width: 1440, height: 900 } }],
    ['412 px, touch', PHONE_412],
  ] as const) {
    progress(`home page idle at ${label}, ${IDLE_SECONDS} s…`);
    idle.set(label, await measureIdle(browser, pages[0]!.href, options, IDLE_SECONDS));
  }
} finally {
  await browser.close();
}

print(
  `PAGES: render, and the first load at 412 px (Lighthouse's phone; slow 4G and 4x CPU applied by DevTools; bytes as sent, gzip for text; FCP medians of ${count('runs')})`,
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

const lighthouse = new Map<string, Awaited<ReturnType<typeof runLighthouse>>>();
if (values['skip-lighthouse']) {
  print('LIGHTHOUSE skipped (--skip-lighthouse)');
} else {
  const chrome = await launchChrome();
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < count('lighthouse-runs'); i += 1) {
        progress(`Lighthouse ${page.url} ${i + 1}/${count('lighthouse-runs')}…`);
        runs.push(await runLighthouse(page.href, chrome.port));
      }
      // Median of each figure over the runs that worked; the LCP element and lost points of the run with the median LCP.
      const worked = runs.some((r) => !r.error) ? runs.filter((r) => !r.error) : runs;
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
  print(`LIGHTHOUSE (mobile defaults: simulated slow 4G; median of ${count('lighthouse-runs')} run(s) per page)`);
  print(formatLighthouseTable(lighthouse));
}
await server.close();
print();

// Another figure set, when the project has it.
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
let scale: string | null = null;
if (scripts['bench:scale']) {
  progress('npm run bench:scale…');
  const run = spawnSync('npm', ['run', '--silent', 'bench:scale'], { cwd: root, encoding: 'utf8', env: process.env });
  scale = run.status === 0 ? run.stdout.trimEnd() : `npm run bench:scale failed (exit ${run.status}):\n${run.stdout}${run.stderr}`;
  print('SCALE (npm run bench:scale)');
  print(scale);
} else {
  print('SCALE skipped: package.json has no bench:scale script');
}

print();
print(`MACHINE load average ${loadavg()[0]!.toFixed(1)} at the end`);

await rm(work, { recursive: true, force: true });
if (values.json) {
  const perPage = pages.map(({ url }) => ({
    url,
    renderColdMs: coldRender[url],
    renderWarmMs: warmRender[url],
    firstLoad: loads.get(url),
    lighthouse: lighthouse.get(url) ?? null,
  }));
  console.log(
    JSON.stringify(
      {
        machine: { cores: availableParallelism(), loadAverage: [loadAtStart, loadavg()[0]] },
        builds,
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
process.exit(0);
