import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserCpuMs, timed } from './timing.ts';
import { frame, picturesInView, rows, type Visit } from './behaviour.ts';
import { DESKTOP, missingEngine, openEngine, parseEngines, PHONE, type EngineName, type EnginePage, type Viewport } from './engine.ts';
import { islandsOnPage } from './actions.ts';
import { startEngineServer } from './server.ts';

// The behaviour table (behaviour.ts) in every engine a visitor uses: Chromium, Firefox (Gecko)
// and WebKit (Safari's engine). One browser per engine, one tab reused for every page; each engine
// has a test file of its own (chromium.test.ts, …), so the three run side by side: most of an
// engine's time is the page's own (loads, hydration, fades, smooth scrolls), not the processor's.
// Under CI=true a missing engine fails the run; elsewhere it is skipped with the line that
// installs it. ENGINE_TIMINGS=1 writes where each engine's time went to .cache/engines/.

const passes: { name: string; viewport: Viewport; reduced: boolean }[] = [
  { name: '390 px', viewport: PHONE, reduced: false },
  { name: '1440 px', viewport: DESKTOP, reduced: false },
  { name: '390 px, reduced motion', viewport: PHONE, reduced: true },
];

/** Failed loads the test itself caused (a blocked image) are expected; anything else is a finding. */
const unexpected = (errors: string[], blocked?: string) =>
  blocked ? errors.filter((e) => !e.includes(blocked) && !/Failed to load resource: the server responded with a status of 404/.test(e)) : errors;

/** The behaviour table in one engine; each engine has its own test file, so the engines run side by side. */
export function engineSuite(engine: EngineName): void {
  // ENGINES=webkit (or a comma-separated list) runs fewer while working on one engine.
  if (!parseEngines(process.env.ENGINES).includes(engine)) {
    describe.skip(`${engine}: not in ENGINES=${process.env.ENGINES ?? '(unset: firefox,webkit)'}`, () => it('runs the behaviour table', () => {}));
    return;
  }
  const absent = missingEngine(engine);
  if (absent && !process.env.CI) {
    console.warn(`engines: skipped ${absent}`);
    describe.skip(`${engine}: skipped, ${absent}`, () => it('runs the behaviour table', () => {}));
    return;
  }
  describe(engine, () => {
    let page: EnginePage;
    // A server of its own: the image block switch is the server's, and the engines run side by side.
    let server: Awaited<ReturnType<typeof startEngineServer>> | undefined;
    let siteUrl = '';
    let started = 0;
    let cpuStart = process.cpuUsage();
    const stats = { pages: 0, interactions: 0, formats: {} as Record<string, number>, timeMs: 0 };
    beforeAll(async () => {
      if (absent) throw new Error(`CI=true and ${absent}`);
      started = Date.now();
      cpuStart = process.cpuUsage();
      server = await startEngineServer(resolve(import.meta.dirname, '../../dist'));
      siteUrl = server.url;
      page = timed(await openEngine(engine, siteUrl), started);
    });
    afterAll(async () => {
      const browserMs = browserCpuMs();
      await page?.close();
      await server?.close();
      stats.timeMs = Date.now() - started;
      const summary = {
        engine,
        ...stats,
        browserCpuMs: browserMs,
        nodeCpuMs: Math.round((process.cpuUsage(cpuStart).user + process.cpuUsage(cpuStart).system) / 1000),
      };
      mkdirSync(resolve(import.meta.dirname, '../../.cache/engines'), { recursive: true });
      writeFileSync(resolve(import.meta.dirname, `../../.cache/engines/${engine}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    });

    it('shows the placeholder when a picture fails to load (the priority hero of /birding-tour/)', async () => {
      // First in the engine's run, so no earlier visit has put the picture in the browser's cache;
      // its file names come from the built page.
      const html = readFileSync(resolve(import.meta.dirname, '../../dist/birding-tour/index.html'), 'utf8');
      const src = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)![0].match(/ src="([^"]+)"/)![1]!;
      const prefix = src.replace(/-\d+\.[0-9a-f]{10}\.\w+$/, '-');
      await fetch(new URL(`__engines/block?prefix=${encodeURIComponent(prefix)}`, siteUrl));
      try {
        await page.goto('/birding-tour/');
        await page.waitFor('the hero swapped for the placeholder, drawn', () => {
          const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
          return img.dataset.fallback === 'failed' && /\/placeholder\.svg$/.test(img.currentSrc || img.src) && img.complete && img.naturalWidth > 0;
        });
        expect(await page.evaluate(() => document.querySelectorAll('img[data-fallback="failed"]').length)).toBe(1);
        expect(unexpected(await page.errors(), prefix)).toEqual([]);
      } finally {
        await fetch(new URL('__engines/block?prefix=', siteUrl));
      }
    });

    for (const pass of passes) {
      describe(pass.name, () => {
        beforeAll(async () => {
          await page.setReducedMotion(pass.reduced);
          await page.setViewport(pass.viewport);
        });
        // Under reduced motion the frame is the same on every page: the pages with widgets of their own, and one without.
        for (const row of pass.reduced ? rows.filter((r) => r.behaviours.length > 0 || r.path === '/blog/') : rows) {
          it(`${row.path}: ${[...frame, ...row.behaviours].map((b) => b.name).join(', ')}`, async () => {
            const t0 = Date.now();
            await page.goto(row.path);
            stats.pages += 1;
            if (process.env.ENGINE_TIMINGS) console.log(`${engine} ${pass.name} ${row.path} load: ${Date.now() - t0} ms`);
            const formats = await picturesInView(page);
            for (const format of formats) stats.formats[format] = (stats.formats[format] ?? 0) + 1;
            expect(
              formats.filter((f) => !['avif', 'webp', 'jpg'].includes(f)),
              'pictures in a format <picture> does not offer',
            ).toEqual([]);
            const done: string[] = [];
            const visit: Visit = { page, viewport: pass.viewport, reduced: pass.reduced, did: (what) => done.push(what) };
            for (const behaviour of [...frame, ...row.behaviours]) {
              const t = Date.now();
              await behaviour.run(visit);
              if (process.env.ENGINE_TIMINGS) console.log(`${engine} ${pass.name} ${row.path} ${behaviour.name}: ${Date.now() - t} ms`);
            }
            stats.interactions += done.length;
            const covered = new Set([...frame, ...row.behaviours].flatMap((b) => b.islands));
            expect(
              (await page.evaluate(islandsOnPage)).filter((island) => !covered.has(island)),
              'islands no behaviour in test/engines/behaviour.ts covers',
            ).toEqual([]);
            expect((await page.errors()).filter((e) => !row.expectedErrors?.some((re) => re.test(e)))).toEqual([]);
          });
        }
      });
    }
  });
}
