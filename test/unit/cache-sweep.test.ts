// The cache does not grow with edits: files of a store that no build used for UNUSED_DAYS days go,
// once a day, after a build that used the store; what a build uses, and every folder, stays.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCache, UNUSED_DAYS } from '../../scripts/lib/cache-sweep.ts';
import { KeptFiles, takeUsedFiles } from '../../scripts/lib/kept.ts';

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => Date.UTC(2026, 0, 1) + n * DAY + 12 * 60 * 60 * 1000;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cache-sweep-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const files = async (store: string) => (await readdir(join(dir, store))).filter((name) => !name.startsWith('.')).sort();

describe('sweeping the cache', () => {
  it(`removes a store's files no build used for ${UNUSED_DAYS} days, keeps the rest, and leaves stores the build did not use`, async () => {
    takeUsedFiles();
    const styles = new KeptFiles(join(dir, 'styles'));
    const images = new KeptFiles(join(dir, 'images'));
    // Day 0: a build compiles two sets of styles and encodes a picture; a folder sits inside a store.
    await styles.put('old', 'json', '{}');
    await styles.put('current', 'json', '{}');
    await images.put('picture', 'avif', 'x');
    await mkdir(join(dir, 'styles', 'inside'));
    await writeFile(join(dir, 'styles', 'inside', 'kept.txt'), 'x');
    expect(await sweepCache(dir, day(0))).toEqual({ removed: 0, bytes: 0 });

    // Day 1: a file put there by hand (or before there was a ledger) counts as used from the first sweep that sees it.
    await writeFile(join(dir, 'styles', 'by-hand.json'), '{}');
    expect(styles.has('current', 'json')).toBe(true);
    expect(await sweepCache(dir, day(1))).toEqual({ removed: 0, bytes: 0 });

    // Day 14 days after the last use of "old": not yet.
    expect(styles.has('current', 'json')).toBe(true);
    expect(await sweepCache(dir, day(UNUSED_DAYS))).toEqual({ removed: 0, bytes: 0 });
    expect(await files('styles')).toEqual(['by-hand.json', 'current.json', 'inside', 'old.json']);

    // A build that never used the images store leaves it alone, however old its files.
    expect(styles.has('current', 'json')).toBe(true);
    expect(await sweepCache(dir, day(UNUSED_DAYS + 1))).toEqual({ removed: 1, bytes: 2 });
    expect(await files('styles')).toEqual(['by-hand.json', 'current.json', 'inside']);
    expect(await files('images')).toEqual(['picture.avif']);
    expect(existsSync(join(dir, 'styles', 'inside', 'kept.txt'))).toBe(true);

    // Later, with the images store used: its unused picture goes, as does the file put by hand.
    expect(styles.has('current', 'json')).toBe(true);
    await images.put('new-picture', 'avif', 'y');
    expect(await sweepCache(dir, day(UNUSED_DAYS + 2))).toEqual({ removed: 2, bytes: 3 });
    expect(await files('styles')).toEqual(['current.json', 'inside']);
    expect(await files('images')).toEqual(['new-picture.avif']);
  });

  it('starts a ledger that does not read as one again, and sweeps by it from then on', async () => {
    takeUsedFiles();
    const store = new KeptFiles(join(dir, 'broken'));
    await store.put('old', 'json', '{}');
    await writeFile(join(dir, 'broken', '.used.json'), '{"swept":1,"used":{"old.js');
    expect(await sweepCache(dir, day(0))).toEqual({ removed: 0, bytes: 0 });
    await store.put('current', 'json', '{}');
    expect(await sweepCache(dir, day(UNUSED_DAYS + 1))).toEqual({ removed: 1, bytes: 2 });
    expect(await files('broken')).toEqual(['current.json']);
  });

  it('ignores stores outside the cache folder it sweeps', async () => {
    takeUsedFiles();
    const elsewhere = new KeptFiles(join(dir, 'elsewhere', 'images'));
    await elsewhere.put('picture', 'avif', 'x');
    const cacheDir = join(dir, 'other-cache');
    await mkdir(cacheDir);
    expect(await sweepCache(cacheDir, day(0))).toEqual({ removed: 0, bytes: 0 });
    expect(existsSync(join(dir, 'elsewhere', 'images', '.used.json'))).toBe(false);
  });
});
