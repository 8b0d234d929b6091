// `npm run shots -- --engines all|chromium,firefox,webkit [--out DIR]`: a full-page screenshot of
// every page at 390 and 1440 px in each engine, as .cache/shots/<engine>/<page>-<width>.png, so a
// person can set the three side by side. Reads dist/ (run `npm run build` first); never committed.
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { scrollThrough } from '../test/engines/actions.ts';
import { rows } from '../test/engines/behaviour.ts';
import { DESKTOP, missingEngine, openEngine, parseEngines, PHONE } from '../test/engines/engine.ts';
import { startEngineServer } from '../test/engines/server.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { engines: { type: 'string', default: 'chromium' }, out: { type: 'string', default: join(root, '.cache', 'shots') } },
});
const engines = parseEngines(values.engines);
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** `birding-tour-checklist` for /birding-tour/checklist/, `home` for /. */
const name = (path: string) => path.replace(/^\/|\/$|\.html$/g, '').replace(/\//g, '-') || 'home';

const server = await startEngineServer(dist);
let failed = false;
try {
  for (const engine of engines) {
    const absent = missingEngine(engine);
    if (absent) {
      console.warn(`skipped ${absent}`);
      continue;
    }
    const started = Date.now();
    const page = await openEngine(engine, server.url);
    const folder = join(values.out!, engine);
    mkdirSync(folder, { recursive: true });
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewport(viewport);
        for (const { path } of rows) {
          await page.goto(path);
          // Every section revealed and every lazy picture given its turn, as after a visitor's scroll.
          await scrollThrough(page);
          // Pictures that show (a box within the page's width; not hidden slides, not carousel slides off to the side) have loaded.
          await page.waitFor('every picture shown loaded', () =>
            [...document.images].every((img) => {
              const box = img.getBoundingClientRect();
              return img.getClientRects().length === 0 || box.right <= 0 || box.left >= innerWidth || img.complete;
            }),
          );
          await page.screenshot(join(folder, `${name(path)}-${viewport.width}.png`));
        }
      }
      console.log(`${engine}: ${rows.length * 2} screenshots in ${folder} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      failed = true;
      console.error(`${engine}: ${(error as Error).message}`);
    } finally {
      await page.close();
    }
  }
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
