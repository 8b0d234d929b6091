// `npm run bench:dev`: save-to-updated-page times of the dev server. In a temporary copy of the
// project it starts `npm run dev`, opens the home page in Chromium and makes 20 edits of each kind
// (a content text, a template, a SCSS file, a widget, the page loader, a new trip report and a
// deleted one, with /blog/ open for those two), timing each from the file write to the page
// showing the edit (for SCSS, the new rule applied without a reload), each saved once the page has
// applied the last one whole. Prints median and worst. DEV_BENCH_KINDS (names, comma-separated)
// runs only those kinds; DEV_BENCH_EDITS sets the edits of each; DEV_BENCH_LOG prints each edit's
// time and then the server's output.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import { startDevServer } from '../../scripts/dev/start.ts';

const root = resolve(import.meta.dirname, '../..');
const EDITS = Number(process.env.DEV_BENCH_EDITS ?? 20);
/** Makes each run's edits new, so no cache of an earlier run (the compiled styles') answers them. */
const RUN = Date.now().toString(36);

/** A copy of the project to edit: sources copied, node_modules linked, the image cache shared. */
export function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dev-bench-'));
  for (const name of ['content', 'model', 'templates', 'widgets', 'styles', 'static', 'scripts'])
    cpSync(join(root, name), join(dir, name), { recursive: true });
  for (const name of ['package.json', 'tsconfig.json']) cpSync(join(root, name), join(dir, name));
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
  return dir;
}

interface Kind {
  name: string;
  file: string;
  edit: (source: string, n: number) => string;
  shows: (page: Page, n: number) => Promise<unknown>;
  /** The page open during the edits (the home page otherwise). */
  path?: string;
  /** Makes edit `n` in the project `dir` (instead of rewriting `file` with `edit`). */
  apply?: (dir: string, n: number) => void;
}

/**
 * A trip report for the benchmark (a fixture report of the birding tour), its title numbered and
 * dated n days into 2026, so the newest is first on /blog/ (which lists twelve a page).
 */
export function benchReport(n: number): string {
  const report = readFileSync(join(root, 'test/fixtures/content/posts/blog/gunung-gede-in-the-mist.md'), 'utf8');
  const date = new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
  return report.replace('title: Gunung Gede in the mist', `title: Bench trip ${n} to Gunung Gede`).replace(/^date: .*$/m, `date: ${date}`);
}
const reportFile = (dir: string, n: number) => join(dir, 'content/blog', `bench-trip-${n}.md`);
const blogShows = (page: Page, text: string, shown: boolean) =>
  page.waitForFunction(([t, s]) => document.body.innerText.includes(t as string) === s, [text, shown] as const);

const kinds: Kind[] = [
  {
    name: 'content text',
    file: 'content/home.yaml',
    edit: (s, n) => s.replace('heading: Moments from the field\n', `heading: Moments from the field ${n}\n`),
    shows: (page, n) => page.waitForFunction((text) => document.body.innerText.includes(text), `Moments from the field ${n}`),
  },
  {
    name: 'template',
    file: 'templates/home/about.tsx',
    edit: (s, n) => s.replace('<span>Established</span>', `<span>Established ${n}</span>`),
    // The span alone, its whole text: the page's text runs the label on into the year ("Established2011"), and a search of
    // the whole text had now and then been satisfied 8–30 ms after a save, before any rebuild could have shown it.
    shows: (page, n) => page.waitForFunction((text) => [...document.querySelectorAll('span')].some((span) => span.textContent === text), `Established ${n}`),
  },
  {
    name: 'SCSS',
    file: 'styles/main.scss',
    edit: (s, n) => `${s}\n:root { --dev-bench: ${n}; --dev-run: ${RUN}; }\n`,
    shows: (page, n) => page.waitForFunction((value) => getComputedStyle(document.documentElement).getPropertyValue('--dev-bench').trim() === value, String(n)),
  },
  {
    name: 'widget',
    file: 'widgets/enhancers/reveal.ts',
    edit: (s, n) => `${s}\ndocument.documentElement.dataset.devBench = '${n}';\n`,
    shows: (page, n) => page.waitForFunction((value) => document.documentElement.dataset.devBench === value, String(n)),
  },
  {
    name: 'page loader',
    file: 'widgets/loader.ts',
    edit: (s, n) => `${s}\ndocument.documentElement.dataset.devLoader = '${n}';\n`,
    shows: (page, n) => page.waitForFunction((value) => document.documentElement.dataset.devLoader === value, String(n)),
  },
  {
    name: 'report added',
    file: 'content/blog',
    path: 'blog/',
    edit: (s) => s,
    apply: (dir, n) => {
      mkdirSync(join(dir, 'content/blog'), { recursive: true });
      writeFileSync(reportFile(dir, n), benchReport(n));
    },
    shows: (page, n) => blogShows(page, `Bench trip ${n} to Gunung Gede`, true),
  },
  {
    name: 'report deleted',
    file: 'content/blog',
    path: 'blog/',
    edit: (s) => s,
    // Newest first: each deleted report is the one /blog/ shows at its top.
    apply: (dir, n) => rmSync(reportFile(dir, EDITS + 1 - n)),
    shows: (page, n) => blogShows(page, `Bench trip ${EDITS + 1 - n} to Gunung Gede`, false),
  },
];

/** The kinds to run: all, or those DEV_BENCH_KINDS names (comma-separated, e.g. `page loader,template`). */
const chosen = process.env.DEV_BENCH_KINDS ? kinds.filter((kind) => process.env.DEV_BENCH_KINDS!.split(',').includes(kind.name)) : kinds;

/** Waits for `shows`, again after a reload replaced the page it was waiting in. */
async function until(shows: () => Promise<unknown>): Promise<void> {
  for (;;) {
    try {
      await shows();
      return;
    } catch (error) {
      if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
    }
  }
}

if (process.argv[1] === import.meta.filename) {
  const dir = projectCopy();
  const server = await startDevServer(dir, { IMAGE_CACHE_DIR: process.env.IMAGE_CACHE_DIR ?? join(root, '.cache') });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: string[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(server.url, { waitUntil: 'load' });
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const kind of chosen) {
      const path = join(dir, kind.file);
      const original = kind.apply ? '' : readFileSync(path, 'utf8');
      if (kind.path) await page.goto(new URL(kind.path, server.url).href, { waitUntil: 'load' });
      const times: number[] = [];
      for (let n = 1; n <= EDITS; n++) {
        const started = performance.now();
        if (kind.apply) kind.apply(dir, n);
        else writeFileSync(path, kind.edit(original, n));
        await until(() => kind.shows(page, n));
        times.push(performance.now() - started);
        // The next edit is saved once the page has applied this one whole (its widgets run again).
        await until(() => page.evaluate(() => (window as unknown as { devSettled?: () => Promise<void> }).devSettled?.()));
      }
      if (!kind.apply) writeFileSync(path, original);
      // The restore reloads the page too; a fresh load starts the next kind from a settled page.
      for (let tries = 0; ; tries++) {
        try {
          await page.goto(server.url, { waitUntil: 'load' });
          break;
        } catch (error) {
          if (tries === 5) throw error;
        }
      }
      const order = [...times];
      times.sort((a, b) => a - b);
      const median = (times[(times.length - 1) >> 1]! + times[times.length >> 1]!) / 2;
      results.push(`${kind.name.padEnd(14)} median ${median.toFixed(0).padStart(5)} ms   worst ${times.at(-1)!.toFixed(0).padStart(5)} ms   (${EDITS} edits)`);
      console.log(results.at(-1));
      if (process.env.DEV_BENCH_LOG) console.log(`  each, in the order made: ${order.map((t) => t.toFixed(0)).join(' ')}`);
    }
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${(await import('node:os')).cpus().length} cores)`,
    );
  } finally {
    if (process.env.DEV_BENCH_LOG) console.log(server.output());
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
