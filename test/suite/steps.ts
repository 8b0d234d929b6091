// The steps of `npm test` (its command and plan are in test/suite/run.ts): how each runs, and the
// summary printed at the end, which CI reads.
//
// The suite is bound by the processor, so its order is set by processor time, not by waiting:
// - the browser lane: the e2e files in one Chromium, two files at a time (vitest.config.ts); they
//   keep about one and a half cores busy;
// - beside it: the link check and the engine layer (the behaviour table in Firefox, then WebKit),
//   which mostly wait on their servers and pages and so fill the half core left;
// - then, once both have ended, the layers without a browser (unit, render, build, hosts), which
//   keep both cores busy by themselves. Beside the browser lane they made every page load wait
//   for a core, and the run spent about a quarter more processor time in all.
// Everything runs at normal priority: at low priority a slower or busier machine starved the side
// lane until its tests outlasted their timeouts. Only the type check and Biome, beside the build,
// run at nice 10.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(import.meta.dirname, '../..');
export const bin = (name: string) => resolve(root, 'node_modules', '.bin', name);

export interface Step {
  label: string;
  command: string;
  args: string[];
  /** Runs beside the browser lane: its output is held and printed whole once it ends. */
  beside?: boolean;
  /** Runs at low priority (nice 10). */
  low?: boolean;
}

export interface Result {
  label: string;
  ms: number;
  status: number;
  /** The step's output (a step beside the browser lane prints it in one piece when it ends). */
  output: string;
}

export const tsx = (script: string): [string, string[]] => [process.execPath, ['--import', 'tsx', script]];
/**
 * A vitest run of `projects`. Arguments given to `npm test` (`extra`: a file filter, vitest options)
 * replace its own `files`; with a file filter, a run may match no file of its layers: that is not a failure.
 */
export const vitestRun = (extra: string[], projects: string[], files: string[] = []): [string, string[]] => [
  bin('vitest'),
  ['run', ...projects.flatMap((p) => ['--project', p]), ...(extra.length > 0 ? ['--passWithNoTests', ...extra] : files)],
];
export const step = (label: string, [command, args]: [string, string[]], how: Pick<Step, 'beside' | 'low'> = {}): Step => ({ label, command, args, ...how });
export const low = { beside: true, low: true };
export const beside = { beside: true };

/** The tests vitest reported failed (its `FAIL  file > name` lines) in a step's output, to repeat at the end of a long run. */
const failedTests = (output: string): string[] => [
  ...new Set(
    stripVTControlCharacters(output)
      .split('\n')
      .flatMap((line) => /^\s*FAIL\s+(.+?)\s*$/.exec(line)?.[1] ?? []),
  ),
];

/** Runs one step; the output of a step beside the browser lane is printed in one piece when it ends. */
export function run(step: Step): Promise<Result> {
  const started = Date.now();
  const [command, args] = step.low ? ['nice', ['-n', '10', step.command, ...step.args]] : [step.command, step.args];
  if (!step.beside) console.log(`\n=== ${step.label} ===`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const output: Buffer[] = [];
  // Every step's output is kept, to name its failed tests at the end; a step in front is printed as it comes.
  for (const [stream, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    stream.on('data', (chunk: Buffer) => {
      output.push(chunk);
      if (!step.beside) to.write(chunk);
    });
  return new Promise((done) => {
    child.on('close', (code) => {
      const result: Result = { label: step.label, ms: Date.now() - started, status: code ?? 1, output: Buffer.concat(output).toString() };
      if (step.beside) {
        process.stdout.write(`\n=== ${step.label} (beside the browser lane, ${seconds(result.ms)}) ===\n${result.output}`);
      }
      done(result);
    });
  });
}

/** Runs steps one after another, stopping at the first that fails. */
export async function lane(steps: Step[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of steps) {
    const result = await run(step);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints the wall time of every step and, for each that failed, which tests failed (or the end of
 * its output). Returns whether every step passed.
 */
export function report(results: Result[], started: number): boolean {
  console.log('\n=== npm test: wall time per step ===');
  for (const result of results) console.log(`${result.status === 0 ? 'ok    ' : 'FAILED'} ${seconds(result.ms).padStart(8)}  ${result.label}`);
  console.log(`       ${seconds(Date.now() - started).padStart(8)}  in all`);
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length === 0) return true;
  // A failure was printed long before the end: repeat which tests failed, or the end of the step's output.
  for (const result of failed) {
    const tests = failedTests(result.output);
    const why =
      tests.length > 0 ? `the tests that failed:\n${tests.join('\n')}` : `the end of its output:\n${result.output.trimEnd().split('\n').slice(-40).join('\n')}`;
    console.error(`\n=== ${result.label} failed: ${why}`);
  }
  console.error(`\nnpm test: ${failed.map((r) => r.label).join(', ')} failed.`);
  return false;
}
