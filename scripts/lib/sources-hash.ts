// A hash of the code (and data) some kept work was made by. Kept work is named by it, so an edit to
// any of those files makes the work again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from './kept.ts';

/** The checkout this code runs from: kept work depends on its code, whatever the project or content folder of a build. */
const checkout = fileURLToPath(new URL('../../', import.meta.url));

const hashed = new Map<string, { listing: string; hash: string }>();

/**
 * A hash of the contents of every file of `paths` (files and folders, relative to the checkout or
 * absolute). The files are read again only when one's name, size or modification time changed:
 * several steps of one build, and every run of the dev server, ask for the same hash.
 */
export function sourcesHash(paths: readonly string[]): string {
  const files = paths
    .flatMap((path) => {
      const full = resolve(checkout, path);
      if (!statSync(full).isDirectory()) return [full];
      return readdirSync(full, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name));
    })
    .sort();
  const listing = files
    .map((file) => {
      const { size, mtimeMs } = statSync(file);
      return `${file} ${size} ${mtimeMs}`;
    })
    .join('\n');
  const name = paths.join('\n');
  const known = hashed.get(name);
  if (known?.listing === listing) return known.hash;
  const hash = sha256(files.map((file) => `${relative(checkout, file)} ${sha256(readFileSync(file))}`).join('\n'));
  hashed.set(name, { listing, hash });
  return hash;
}

/** The installed version of a package of the checkout (its `package.json` need not be exported). */
export function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(checkout, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}
