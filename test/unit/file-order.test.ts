import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestModule, Vitest } from 'vitest/node';
import { DURATIONS_FILE, DurationsReporter, longestFirst } from '../helpers/file-order.ts';
import { root } from '../helpers/render.ts';

// The browser files' order (vitest.config.ts): longest first by the durations the suite records
// itself after a whole e2e run, new files after them by size.

const work = mkdtempSync(join(tmpdir(), 'file-order-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A checkout in the fixture's folder holding e2e files of these sizes and a durations file. */
function checkout(name: string, sizes: Record<string, number>, durations?: Record<string, number>): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'test/e2e'), { recursive: true });
  for (const [file, size] of Object.entries(sizes)) writeFileSync(join(dir, 'test/e2e', file), 'x'.repeat(size));
  if (durations) writeFileSync(join(dir, DURATIONS_FILE), JSON.stringify(durations));
  return dir;
}
const module = (dir: string, file: string, seconds: number, state = 'passed') =>
  ({
    project: { name: 'e2e' },
    moduleId: join(dir, 'test/e2e', file),
    state: () => state,
    diagnostic: () => ({ duration: seconds * 1000 }),
  }) as unknown as TestModule;
const report = (dir: string, modules: TestModule[]) => {
  const reporter = new DurationsReporter();
  reporter.onInit({ config: { root: dir } } as Vitest);
  reporter.onTestRunEnd(modules);
};
const recorded = (dir: string) => JSON.parse(readFileSync(join(dir, DURATIONS_FILE), 'utf8'));

describe('the browser files longest first', () => {
  it('puts the recorded files first, longest first, then the new ones by size', () => {
    const dir = checkout(
      'order',
      { 'a.test.ts': 10, 'b.test.ts': 5000, 'c.test.ts': 20, 'd.test.ts': 300 },
      { 'test/e2e/a.test.ts': 90, 'test/e2e/c.test.ts': 12 },
    );
    const files = ['b', 'c', 'a', 'd'].map((name) => `test/e2e/${name}.test.ts`);
    expect(longestFirst(dir, files)).toEqual(['a', 'c', 'b', 'd'].map((name) => `test/e2e/${name}.test.ts`));
  });

  it('orders by size alone when nothing is recorded (a checkout without the durations file)', () => {
    const dir = checkout('sizes', { 'a.test.ts': 10, 'b.test.ts': 5000 });
    expect(longestFirst(dir, ['test/e2e/a.test.ts', 'test/e2e/b.test.ts'])).toEqual(['test/e2e/b.test.ts', 'test/e2e/a.test.ts']);
  });

  it('records every file of a whole e2e run that passed, longest first, and leaves a partial or failed run unrecorded', () => {
    const dir = checkout('record', { 'a.test.ts': 1, 'b.test.ts': 1 });
    report(dir, [module(dir, 'a.test.ts', 30)]);
    expect(existsSync(join(dir, DURATIONS_FILE)), 'a run of one file of two').toBe(false);
    report(dir, [module(dir, 'a.test.ts', 30), module(dir, 'b.test.ts', 70, 'failed')]);
    expect(existsSync(join(dir, DURATIONS_FILE)), 'a run with a failed file').toBe(false);
    report(dir, [module(dir, 'a.test.ts', 30.4), module(dir, 'b.test.ts', 70)]);
    expect(Object.entries(recorded(dir))).toEqual([
      ['test/e2e/b.test.ts', 70],
      ['test/e2e/a.test.ts', 30],
    ]);
  });

  it('keeps the recorded seconds while each run stays within a fifth of them (or 5 s), and writes them again when one moves further', () => {
    const dir = checkout(
      'stable',
      { 'a.test.ts': 1, 'b.test.ts': 1, 'c.test.ts': 1 },
      { 'test/e2e/a.test.ts': 30, 'test/e2e/b.test.ts': 70, 'test/e2e/c.test.ts': 2 },
    );
    report(dir, [module(dir, 'a.test.ts', 35), module(dir, 'b.test.ts', 60), module(dir, 'c.test.ts', 6)]);
    expect(recorded(dir)).toEqual({ 'test/e2e/a.test.ts': 30, 'test/e2e/b.test.ts': 70, 'test/e2e/c.test.ts': 2 });
    report(dir, [module(dir, 'a.test.ts', 80), module(dir, 'b.test.ts', 60), module(dir, 'c.test.ts', 6)]);
    expect(recorded(dir)).toEqual({ 'test/e2e/a.test.ts': 80, 'test/e2e/b.test.ts': 60, 'test/e2e/c.test.ts': 6 });
  });

  it('the committed durations name only browser files that exist', () => {
    const files = Object.keys(JSON.parse(readFileSync(join(root, DURATIONS_FILE), 'utf8')));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(join(root, file)), file).toBe(true);
  });
});
