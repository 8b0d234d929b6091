// `npm run test:change`: the tests of one change, in the two minutes a change's own check should
// take. The change is what differs from a commit (`--since REV`; the upstream branch, else HEAD):
// files changed, added or not yet committed. Its tests are the test files it changed, and those
// that import one of its files themselves (not through other modules: a change to a module every
// page uses would otherwise run the whole suite, which `npm test` is for). The site is built first
// when one of them reads the built site (the build is incremental: seconds when little changed).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { globSync } from 'glob';
import { bin, tsx } from './steps.ts';

const root = resolve(import.meta.dirname, '../..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit the change is measured from. */
function base(args: string[]): string {
  const at = args.indexOf('--since');
  if (at !== -1 && args[at + 1]) return args[at + 1]!;
  try {
    return git('rev-parse', '--abbrev-ref', '@{upstream}');
  } catch {
    return 'HEAD';
  }
}

/** The project files the change touched, relative to the root. */
export function changedFiles(since: string): string[] {
  const listed = [git('diff', '--name-only', since), git('ls-files', '--others', '--exclude-standard')].join('\n');
  return [...new Set(listed.split('\n').filter(Boolean))];
}

/** The test files of a change: those it touched, and those importing one of its files directly. */
export function testsOf(changed: readonly string[]): string[] {
  const touched = new Set(changed.map((file) => resolve(root, file)));
  const tests = globSync('test/*/**/*.test.{ts,tsx}', { cwd: root });
  return tests.filter((test) => {
    if (touched.has(resolve(root, test))) return true;
    const source = readFileSync(resolve(root, test), 'utf8');
    return [...source.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)].some(([, path]) => touched.has(resolve(root, dirname(test), path!)));
  });
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const changed = changedFiles(base(process.argv.slice(2)));
  const tests = testsOf(changed);
  console.log(`${changed.length} file(s) changed; their tests: ${tests.length > 0 ? tests.join(', ') : 'none'}`);
  let status = 0;
  if (tests.some((test) => /^test\/(e2e|build|hosts|engines)\//.test(test))) {
    const [command, args] = tsx('scripts/build.ts');
    status = spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
  }
  if (status === 0 && tests.length > 0)
    status = spawnSync(bin('vitest'), ['run', ...tests.map((test) => relative(root, resolve(root, test)))], { cwd: root, stdio: 'inherit' }).status ?? 1;
  console.log(`test:change: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(status);
}
