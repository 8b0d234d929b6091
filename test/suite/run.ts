// `npm test`: type check, format and lint check, build dist/, check every link, then run every vitest layer (unit, spec, render,
// build, hosts, and the browser files against dist/ in Debian's Chromium, and the behaviour table in Firefox and WebKit).
// This file is the plan (which steps run beside which); how a step runs, why the lanes are laid out so, and the summary
// CI reads are in test/suite/steps.ts.
// Arguments (a file filter, vitest options) replace the lanes' own file lists and go to every vitest
// run. Prints the wall time of every step at the end; fails if any step failed.
import { existsSync } from 'node:fs';
import { beside, bin, lane, low, report, run, step, tsx, vitestRun } from './steps.ts';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  console.error(`Chromium not found at ${browser}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const extra = process.argv.slice(2);
const vitest = (projects: string[], files: string[] = []) => vitestRun(extra, projects, files);
const started = Date.now();

// The type check and Biome (formatter and linter) need no build, so they start with it, at low priority.
const [typeCheck, lint, build] = await Promise.all([
  run(step('type check', [bin('tsc'), ['-p', '.', '--noEmit']], low)),
  run(step('format and lint (Biome)', [bin('biome'), ['ci', '.']], low)),
  run(step('build', tsx('scripts/build.ts'))),
]);
const results = [typeCheck, lint, build];
if (build.status === 0) {
  const lanes = await Promise.all([
    lane([step('browser tests (e2e, in Chromium)', vitest(['e2e']))]),
    lane([step('link check', tsx('scripts/check-links.ts'), beside), step('engine layer (Firefox, WebKit)', vitest(['engines']), beside)]),
  ]);
  results.push(...lanes.flat());
  // Run even when a lane failed: a failing run still reports every layer.
  results.push(await run(step('tests without a browser (unit, spec, render, build, hosts)', vitest(['unit', 'spec', 'render', 'build', 'hosts']))));
}
if (!report(results, started)) process.exit(1);
