// The built sites the host checks serve, laid out as a host holds them (the server's root, with the
// site in the base path's folder), always in a temp folder every server's workers can read: started
// as root, nginx and Apache serve as an unprivileged user, who may not be able to enter the folder
// the checkout sits in (a mode-700 home or `mktemp -d` folder).
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { siteDir, type Site } from './servers.ts';
import { openToAll, readableTempDir } from './temp.ts';

const root = resolve(import.meta.dirname, '../..');

export interface ServedSite {
  site: Site;
  remove: () => void;
}

/** A copy of the site built in `dist` for `basePath` (the root path unless told), in its folder under the server's root, for the servers to read. */
export function servedCopy(dist: string, basePath = '/'): ServedSite {
  const docRoot = readableTempDir('host-site-');
  const site = { docRoot, basePath };
  cpSync(dist, siteDir(site), { recursive: true });
  openToAll(docRoot);
  return { site, remove: () => rmSync(docRoot, { recursive: true, force: true }) };
}

/** The site built with `--base basePath` into a temp folder (never dist/). */
export async function buildUnderBase(basePath: string): Promise<ServedSite> {
  const docRoot = readableTempDir('host-site-');
  const site = { docRoot, basePath };
  const args = ['--import', 'tsx', join(root, 'scripts', 'build.ts'), '--base', basePath, '--out', siteDir(site), '--quiet'];
  const output: Buffer[] = [];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) {
    rmSync(docRoot, { recursive: true, force: true });
    throw new Error(`the build under ${basePath} failed (exit ${code}):\n${Buffer.concat(output).toString()}`);
  }
  openToAll(docRoot);
  return { site, remove: () => rmSync(docRoot, { recursive: true, force: true }) };
}
