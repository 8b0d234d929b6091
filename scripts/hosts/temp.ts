// Temp folders a web server's workers can read. Started as root, nginx and Apache serve as an
// unprivileged user (www-data), who cannot enter a folder that is not open to all: the checkout may
// sit in one (root's home, a `mktemp -d` folder, mode 700), and so may TMPDIR.
import { chmodSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** True when every folder from `dir` up to `/` lets any user through (the x bit for others). */
export function traversableByAll(dir: string): boolean {
  for (let at = resolve(dir); ; at = dirname(at)) {
    if ((statSync(at).mode & 0o001) === 0) return false;
    if (dirname(at) === at) return true;
  }
}

/** A new folder, mode 755, under the temp folder, or under /tmp when the temp folder is private. */
export function readableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(traversableByAll(tmpdir()) ? tmpdir() : '/tmp', prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** Opens everything below `dir` to reading by all (folders 755, files 644), whatever the umask made it. */
export function openToAll(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o755);
      openToAll(path);
    } else if (entry.isFile()) chmodSync(path, 0o644);
  }
}
