// Builds the site under a base path into a temp folder (never dist/), laid out as a host holds it:
// the server's root with the site in the base path's folder.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteDir, type Site } from './servers.ts';

const root = resolve(import.meta.dirname, '../..');

export async function buildUnderBase(basePath: string): Promise<{ site: Site; remove: () => void }> {
  const docRoot = mkdtempSync(join(tmpdir(), 'host-site-'));
  // A server started as root reads the files as an unprivileged user.
  chmodSync(docRoot, 0o755);
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
  return { site, remove: () => rmSync(docRoot, { recursive: true, force: true }) };
}
