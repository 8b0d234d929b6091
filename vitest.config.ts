import { defineConfig } from 'vitest/config';
import { DurationsReporter, LongestFirst } from './test/helpers/file-order.ts';

// One project per test layer. unit, spec, render and build share a group (groupOrder 0): their files
// fill the same two workers, so no worker waits at a layer's end for the other's last file (in
// fresh-clone runs the layers without a browser took 86–89 s, against 91–95 s one layer after the
// other). The others run one after the other (groupOrder):
// - unit: pure functions and content rules; reads no dist/ and runs no build, so it runs on a
//   fresh clone;
// - render: every route rendered in memory, asserted on with a DOM parser; no dist/ either;
// - build: what needs a whole build, the one in dist/ that `npm test` makes first (byte budgets,
//   bundles, the HTML checker, built files) or a build of its own (a failing build, a sub-folder);
// - e2e: the browser files, two at a time (one per worker) against the single Chromium started by
//   the global setup. One file alone keeps barely more than one core busy: much of its time is the
//   page's (loads, fades, a server that holds a response back), so a second file fills the gaps.
//   E2E_WORKERS=1 runs them one after another.
// - hosts: the real web servers on the configs we publish.
const layer = (name: string, groupOrder: number) => ({
  name,
  include: [`test/${name}/**/*.test.{ts,tsx}`],
  sequence: { groupOrder },
});
// The layers without a browser keep both cores busy, and a slower machine or an extra load slows
// them further: a test there may wait on a busy processor, so its timeout only catches a hang.
const beside = { testTimeout: 120_000, hookTimeout: 240_000 };
// The render layer's worker keeps every rendered and parsed page of its files (isolate: false): with
// the site and search pages it passed Node's default 4 GB heap on a fresh clone. 6 GB a worker, two
// workers at most, leaves the machine's other lane its room.
const heap = { execArgv: ['--max-old-space-size=6144'] };

export default defineConfig({
  test: {
    // The browser files start longest first, by the durations the last whole e2e run recorded in
    // test/e2e/durations.json (test/helpers/file-order.ts says why, and why not vitest's own cache).
    sequence: { sequencer: LongestFirst },
    reporters: ['default', new DurationsReporter()],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: on a busy machine a frame's error page or a fade
    // takes longer than that. A poll that is going to fail still fails, later.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      // Files share a worker's module cache (React, content, the taxonomy) instead of each
      // importing them again; no test here patches a module or a global it does not restore.
      { extends: true, test: { ...layer('unit', 0), ...beside, ...heap, isolate: false, maxWorkers: 2 } },
      // spec: the one layer that holds the shipped content to the business of today (test/spec/values.ts).
      { extends: true, test: { ...layer('spec', 0), ...beside, ...heap, isolate: false, maxWorkers: 2 } },
      { extends: true, test: { ...layer('render', 0), ...beside, ...heap, isolate: false, maxWorkers: 2 } },
      { extends: true, test: { ...layer('build', 0), ...beside, ...heap, isolate: false, maxWorkers: 2 } },
      {
        extends: true,
        test: {
          ...layer('e2e', 3),
          isolate: false,
          globalSetup: ['test/helpers/global-setup.ts'],
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
        },
      },
      // The real web servers (nginx, Apache, Caddy) and the preview server on the configs we
      // publish, over dist/ and a copy built under /tours/. No browser. After the build layer,
      // whose base-path file makes the /tours/ copy this one reuses (test/helpers/tours-build.ts).
      { extends: true, test: { ...layer('hosts', 4), ...beside, maxWorkers: 1 } },
      {
        extends: true,
        // The behaviour table of test/engines/ in Firefox and WebKit (Chromium with ENGINES=all): one file and one
        // browser per engine, each over dist/ served by its own server. One engine at a time by
        // default: three browsers (and Xvfb) side by side on two cores let a layout shift or a
        // browser start outlast its wait in fresh-clone runs. ENGINE_WORKERS=3 runs them side by side.
        test: {
          name: 'engines',
          include: ['test/engines/**/*.test.ts'],
          globalSetup: ['test/engines/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          maxWorkers: Number(process.env.ENGINE_WORKERS ?? 1),
          sequence: { groupOrder: 5 },
        },
      },
    ],
  },
});
