// `npm run shots`'s screenshots (its command is test/shots/run.ts): every page of the engine layer's
// behaviour table (test/engines/behaviour.ts), full length at 390 and 1440 px, in each engine asked for.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { scrollThrough } from '../engines/actions.ts';
import { rows } from '../engines/behaviour.ts';
import { DESKTOP, type EngineName, missingEngine, openEngine, PHONE } from '../engines/engine.ts';
import { startEngineServer } from '../engines/server.ts';

/** `birding-tour-checklist` for /birding-tour/checklist/, `home` for /. */
const name = (path: string) => path.replace(/^\/|\/$|\.html$/g, '').replace(/\//g, '-') || 'home';

/**
 * Serves `dist` and writes `<out>/<engine>/<page>-<width>.png` for each engine (one not installed is
 * skipped with a warning). Returns false when an engine failed part way.
 */
export async function takeShots(engines: EngineName[], dist: string, out: string): Promise<boolean> {
  const server = await startEngineServer(dist);
  let failed = false;
  try {
    for (const engine of engines) {
      const absent = missingEngine(engine);
      if (absent) {
        console.warn(`skipped ${absent}`);
        continue;
      }
      if (!(await shotsIn(engine, server.url, join(out, engine)))) failed = true;
    }
  } finally {
    await server.close();
  }
  return !failed;
}

/** Every page at both widths in one engine, into `folder`; false (the error printed) when it failed. */
async function shotsIn(engine: EngineName, siteUrl: string, folder: string): Promise<boolean> {
  const started = Date.now();
  const page = await openEngine(engine, siteUrl);
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
    return true;
  } catch (error) {
    console.error(`${engine}: ${(error as Error).message}`);
    return false;
  } finally {
    await page.close();
  }
}
