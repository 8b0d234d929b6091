import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../scripts/pipeline/pipeline.ts';
import { root } from '../helpers/render.ts';

// A build keeps work for the next one (render/kept-assets.ts, render/finished.ts, the heading
// characters, search/kept-index.ts): a second build of the same sources takes the kept work, and
// must write the very site the first wrote, file for file and byte for byte.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reuse-'));
  // The suite's caches of encoded images, compiled styles, the cut font and the map's land are
  // shared (they are keyed by what they were made from); the work a build keeps starts empty.
  const shared = process.env.IMAGE_CACHE_DIR ?? join(root, '.cache');
  const cacheDir = join(dir, 'cache');
  await mkdir(cacheDir, { recursive: true });
  for (const folder of ['images', 'styles', 'fonts', 'map']) if (existsSync(join(shared, folder))) await symlink(join(shared, folder), join(cacheDir, folder));
}, 30_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Every file under `folder`, with its bytes. */
async function files(folder: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(await Promise.all(names.map(async (name) => [name.slice(folder.length), await readFile(name)] as const)));
}

describe('a build that takes the work the last build kept', () => {
  it('writes the same site as the build that kept it', async () => {
    const options = (out: string) => ({ root, contentDir: join(root, 'content'), outDir: join(dir, out), basePath: '/', cacheDir: join(dir, 'cache') });
    const first = await build(options('first'));
    const kept = await readdir(join(dir, 'cache'));
    for (const work of ['assets', 'finished', 'heading-chars', 'search']) expect(kept, work).toContain(work);
    const second = await build(options('second'));
    expect(second.pages.map((p) => p.url)).toEqual(first.pages.map((p) => p.url));
    const [a, b] = await Promise.all([files(first.outDir), files(second.outDir)]);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const differ = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!)).map(([name]) => name);
    expect(differ).toEqual([]);
  }, 300_000);
});
