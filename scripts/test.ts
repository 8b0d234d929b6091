// `npm test`: type check, build dist/, check every link, then run every vitest suite
// (unit, render, and browser tests against dist/ in Debian's Chromium). Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name: string) => resolve(root, 'node_modules', '.bin', name);
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(browser)) {
  console.error(`Chromium not found at ${browser}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const steps: [label: string, command: string, args: string[]][] = [
  ['type check', bin('tsc'), ['-p', '.', '--noEmit']],
  ['build', process.execPath, ['--import', 'tsx', 'scripts/build.ts']],
  ['link check', process.execPath, ['--import', 'tsx', 'scripts/check-links.ts']],
  ['tests', bin('vitest'), ['run', ...process.argv.slice(2)]],
];

for (const [label, command, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  if (status !== 0) {
    console.error(`\nnpm test: ${label} failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
}
