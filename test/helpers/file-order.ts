import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globSync } from 'glob';
import { BaseSequencer, type Reporter, type TestModule, type TestSpecification, type Vitest } from 'vitest/node';

// The order of the browser files, from their durations in the last whole run of the e2e layer.
//
// Two files run side by side (one per worker); a long file started last runs on alone while the
// other worker has nothing left (on a fresh clone vitest starts the largest files first, and
// states.test.ts, short in source and among the longest to run, ran on alone for about a minute).
// So the longest files start first, and the short ones fill both workers at the end.
//
// The durations come from the suite itself: DurationsReporter writes them to test/e2e/durations.json
// after every run of the whole e2e layer that passed, and the file is committed, so a fresh clone
// starts in the order of the last recorded run. Not vitest's own results cache: it sits in
// node_modules/.vite, which a fresh clone lacks (it starts by file size, the order that failed),
// and which holds whatever the last run of any file wrote. Seconds are rounded and the file is
// rewritten only when a duration moved by more than a fifth (and 5 s), or a file came or went, so a run
// rarely changes it. A file not in it yet (a new one) follows the recorded ones, by size.

/** The committed durations, in seconds, by path from the root (test/e2e/x.test.ts). */
export const DURATIONS_FILE = 'test/e2e/durations.json';
const BROWSER_PROJECT = 'e2e';
const BROWSER_FILES = 'test/e2e/**/*.test.{ts,tsx}';
/** A recorded duration is kept unless the new one differs by more than this share of it, and by more than SLACK seconds (a short file's place hardly matters). */
const TOLERANCE = 0.2;
const SLACK = 5;

type Durations = Record<string, number>;

function readDurations(root: string): Durations {
  const file = join(root, DURATIONS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Durations) : {};
}

/**
 * The files longest first: those with a recorded duration by it, then the others (new files) by
 * size, largest first, as vitest orders files it has no timings for; the next whole run records them.
 */
export function longestFirst(root: string, files: readonly string[]): string[] {
  const recorded = readDurations(root);
  const size = (file: string) => statSync(join(root, file)).size;
  const key = (file: string): [number, number] => (file in recorded ? [1, recorded[file]!] : [0, size(file)]);
  return [...files].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return y[0] - x[0] || y[1] - x[1] || a.localeCompare(b);
  });
}

/** vitest's order, with the browser files moved into longest-first order among themselves. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const browser = (file: TestSpecification) => file.project.name === BROWSER_PROJECT;
    const path = (file: TestSpecification) => relative(root, file.moduleId);
    const byPath = new Map(sorted.filter(browser).map((file) => [path(file), file]));
    const reordered = longestFirst(root, [...byPath.keys()]).map((file) => byPath.get(file)!);
    return sorted.map((file) => (browser(file) ? reordered.shift()! : file));
  }
}

/** Records each browser file's duration after a run of the whole e2e layer in which every file passed. */
export class DurationsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const browser = modules.filter((m) => m.project.name === BROWSER_PROJECT);
    const all = globSync(BROWSER_FILES, { cwd: this.root }).sort();
    const ran = browser.map((m) => relative(this.root, m.moduleId)).sort();
    // A run of some files, or one with a failure, times a different load: it would reorder the layer by accident.
    if (ran.join('\n') !== all.join('\n') || browser.some((m) => m.state() !== 'passed')) return;
    const measured: Durations = Object.fromEntries(browser.map((m) => [relative(this.root, m.moduleId), Math.round(m.diagnostic().duration / 1000)]));
    const recorded = readDurations(this.root);
    const moved = Object.entries(measured).some(([file, seconds]) => {
      const before = recorded[file];
      return before === undefined || Math.abs(seconds - before) > Math.max(TOLERANCE * before, SLACK);
    });
    if (!moved && Object.keys(recorded).length === all.length) return;
    const sorted = Object.fromEntries(Object.entries(measured).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
    writeFileSync(join(this.root, DURATIONS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
