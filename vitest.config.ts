import { defineConfig } from 'vitest/config';

// Two groups, run one after the other: unit and render files spread over both cores, then the
// browser files one at a time against a single Chromium started by the e2e global setup (a page
// is heavy enough on a 2-core machine that two at once only make timings flaky).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/render/**/*.test.{ts,tsx}'],
          // Files share a worker's module cache (React, content, the taxonomy) instead of each
          // importing them again; no test here patches a module or a global it does not restore.
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.{ts,tsx}'],
          isolate: false,
          globalSetup: ['test/helpers/global-setup.ts'],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // The real web servers (nginx, Apache, Caddy) and the preview server on the configs we
        // publish, over dist/ and a copy built under /tours/. No browser.
        test: {
          name: 'hosts',
          include: ['test/hosts/**/*.test.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        // The behaviour table of test/engines/ in Chromium, Firefox and WebKit, one engine at a
        // time, each with one browser, over dist/ served by its own global setup.
        test: {
          name: 'engines',
          include: ['test/engines/**/*.test.ts'],
          globalSetup: ['test/engines/global-setup.ts'],
          testTimeout: 120_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
