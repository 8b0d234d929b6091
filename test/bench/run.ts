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
// The benchmark lives in test/bench/site.ts (the measures beside it in test/bench/).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// The warm builds run the pipeline here: React must load its production build, as in build.ts.
process.env.NODE_ENV ??= 'production';
const { runBench } = await import('./site.ts');

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
await runBench({
  root: resolve(import.meta.dirname, '../..'),
  runs: count('runs'),
  warmRuns: count('warm-runs'),
  lighthouseRuns: count('lighthouse-runs'),
  encode: values.encode,
  skipLighthouse: values['skip-lighthouse'],
  json: values.json,
});
process.exit(0);
