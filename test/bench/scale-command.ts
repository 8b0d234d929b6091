// `npm run bench:scale`: how the build grows with trip reports. For 40, 400 and 4,000 synthetic
// posts it builds the site in a fresh process and prints build time, render ms per page and peak
// memory. Targets: render ≤ 2 ms per page; 4,000 posts ≤ 15 s on 2 cores. The benchmark lives in
// test/bench/scale.ts; each build runs this file again with --worker DIR.
// Options: --sizes 40,400,4000   --runs 1
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { scaleBench, scaleWorker } from './scale.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '40,400,4000' }, runs: { type: 'string', default: '1' }, worker: { type: 'string' } },
});

if (values.worker) {
  // One build in this process: print its figures as JSON for the parent.
  process.env.NODE_ENV = 'production';
  console.log(JSON.stringify(await scaleWorker(root, values.worker)));
  process.exit(0);
}
scaleBench({ root, sizes: values.sizes.split(',').map(Number), runs: Number(values.runs), command: import.meta.filename });
