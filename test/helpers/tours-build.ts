import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadFixture } from './load-fixture.ts';

// The site built under a sub-folder, /tours/, by the real command: the build layer checks its
// files (test/build/base-path.test.ts) and the hosts layer serves it (test/hosts/). A build takes
// a core for most of a minute, so the two share one: it goes into a temp folder named after this
// checkout and a hash of every source file, and a later caller with the same sources reuses it.
// A change to any source makes a new hash, hence a new build; the folder of an older hash goes.

/** The origin the sub-folder build is made for (SITE_URL), so canonical URLs show it. */
export const TOURS_SITE_URL = 'https://operator.example';
export const TOURS_BASE = '/tours/';

// Not render.ts's root: importing it loads the content and the templates, which the hosts layer never needs.
const root = resolve(import.meta.dirname, '../..');

// What a build reads: the committed and new files of these, not dist/ or the image cache.
const SOURCES = ['content', 'templates', 'widgets', 'styles', 'static', 'scripts', 'package-lock.json', 'tsconfig.json'];

/** A hash of every source file's path and bytes, and of the build's options. */
function sourceHash(): string {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)))
    .sort();
  const hash = createHash('sha256').update(JSON.stringify([TOURS_BASE, TOURS_SITE_URL]));
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The folder prefix of this checkout's sub-folder builds: another checkout on the machine has its own. */
const checkoutPrefix = () => `tours-build-${createHash('sha256').update(root).digest('hex').slice(0, 8)}-`;

let built: Promise<string> | undefined;

/** The folder holding the site built under /tours/ (its files at the folder's root), built at most once per source state. */
export function toursBuild(): Promise<string> {
  built ??= buildOnce();
  return built;
}

async function buildOnce(): Promise<string> {
  const folder = join(tmpdir(), `${checkoutPrefix()}${sourceHash()}`);
  const out = join(folder, 'dist');
  // The folder appears whole (renamed into place after a build that succeeded), so one that exists is done.
  if (existsSync(join(out, 'index.html'))) return out;
  const staging = `${folder}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  await runBuild(join(staging, 'dist'));
  removeOlderBuilds(folder);
  if (existsSync(folder)) rmSync(staging, { recursive: true, force: true });
  else renameSync(staging, folder);
  return out;
}

/** `npm run build` with the sub-folder and the origin, into `out`; throws with its output if it fails. */
async function runBuild(out: string): Promise<void> {
  const fixture = loadFixture({ basePath: TOURS_BASE, siteUrl: TOURS_SITE_URL });
  try {
    const run = await fixture.buildCommand(['--quiet']);
    if (run.status !== 0) throw new Error(`the build under ${TOURS_BASE} failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
    mkdirSync(resolve(out, '..'), { recursive: true });
    renameSync(fixture.outDir, out);
  } finally {
    await fixture.clean();
  }
}

/** Removes this checkout's finished sub-folder builds of other sources (a staging folder may be another run's, still building). */
function removeOlderBuilds(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(checkoutPrefix()) && !name.endsWith('.tmp') && path !== current) rmSync(path, { recursive: true, force: true });
  }
}
