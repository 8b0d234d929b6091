import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

// `npm run build` notes in each store of its cache which files it used (scripts/lib/cache-sweep.ts),
// so that the sweep never removes what a build still uses. The encoded pictures in dist/ are hard
// links to the image store's files: every one of them must be in that store's ledger.

const root = resolve(import.meta.dirname, '../..');
const store = join(process.env.IMAGE_CACHE_DIR ?? join(root, '.cache'), 'images');

it("lists every picture of dist/ in the image store's ledger of used files", (context) => {
  const byInode = new Map(readdirSync(store).map((name) => [statSync(join(store, name)).ino, name]));
  const pictures = join(root, 'dist', 'assets', 'img');
  const linked = readdirSync(pictures).flatMap((name) => byInode.get(statSync(join(pictures, name)).ino) ?? []);
  // A cache on another file system is copied from, not linked: there is nothing to match by.
  if (linked.length === 0) context.skip('dist/ holds copies of the cached pictures, not links (the cache is on another file system)');
  const ledger = JSON.parse(readFileSync(join(store, '.used.json'), 'utf8')) as { used: Record<string, number> };
  expect(linked.length).toBeGreaterThan(900);
  // Noted on the day dist/ was built, or later (the suite's /tours/ build uses them too).
  const built = Math.floor(statSync(join(root, 'dist', 'index.html')).mtimeMs / (24 * 60 * 60 * 1000));
  expect(linked.filter((name) => !((ledger.used[name] ?? -1) >= built))).toEqual([]);
});
