// `npm run shots -- --engines all|chromium,firefox,webkit [--out DIR]`: a full-page screenshot of
// every page at 390 and 1440 px in each engine, as .cache/shots/<engine>/<page>-<width>.png, so a
// person can set the three side by side. Reads dist/ (run `npm run build` first); never committed.
// The screenshots are taken in test/shots/shots.ts.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseEngines } from '../engines/engine.ts';
import { takeShots } from './shots.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { engines: { type: 'string', default: 'chromium' }, out: { type: 'string', default: join(root, '.cache', 'shots') } },
});
const engines = parseEngines(values.engines);
const dist = join(root, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
process.exit((await takeShots(engines, dist, values.out!)) ? 0 : 1);
