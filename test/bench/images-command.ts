// `npx tsx test/bench/images-command.ts [--out DIR] [--cache DIR] [--shots DIR] [--measure-only]`: image figures.
// A benchmark, not a test: a cold and a warm build, the home page's image bytes at its first load at
// 412 px in Chromium, and screenshots at 390 and 1440 px. `--photos DIR` does it with real photos
// (`--root DIR`, `--warm-runs N`, `--efforts`, `--effort-photos N`, `--lighthouse N`, `--pages /,/x/`).
// The benchmark, and what each option measures, lives in test/bench/images.ts.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runImageBench } from './images.ts';

process.env.NODE_ENV ??= 'production';
const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    cache: { type: 'string' },
    shots: { type: 'string' },
    'measure-only': { type: 'boolean', default: false },
    photos: { type: 'string' },
    root: { type: 'string' },
    'warm-runs': { type: 'string', default: '3' },
    efforts: { type: 'boolean', default: false },
    'effort-photos': { type: 'string', default: '4' },
    lighthouse: { type: 'string', default: '0' },
    pages: { type: 'string' },
  },
});
await runImageBench(resolve(import.meta.dirname, '../..'), values);
