import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../helpers/load-fixture.ts';

// A build keeps work for the next one (scripts/lib/kept.ts: the linked assets, finished pages, the
// heading characters, the search index): a second build of the same sources takes the kept work, and
// must write the very site the first wrote, file for file and byte for byte.

// The fixture's cache links the suite's encoded images, compiled styles, cut font and map's land
// (keyed by what they were made from); the work a build keeps starts empty.
const fixture = loadFixture();
afterAll(() => fixture.clean());

/** Every file under `folder`, with its bytes. */
async function files(folder: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(await Promise.all(names.map(async (name) => [name.slice(folder.length), await readFile(name)] as const)));
}

describe('a build that takes the work the last build kept', () => {
  it('writes the same site as the build that kept it', async () => {
    const first = await fixture.build({ outDir: join(fixture.dir, 'first') });
    const kept = await readdir(fixture.cacheDir);
    for (const work of ['assets', 'finished', 'heading-chars', 'search']) expect(kept, work).toContain(work);
    const second = await fixture.build({ outDir: join(fixture.dir, 'second') });
    expect(second.pages.map((p) => p.url)).toEqual(first.pages.map((p) => p.url));
    const [a, b] = await Promise.all([files(first.outDir), files(second.outDir)]);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const differ = [...a].filter(([name, bytes]) => !bytes.equals(b.get(name)!)).map(([name]) => name);
    expect(differ).toEqual([]);
  }, 300_000);
});
