import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeptFiles } from '../../scripts/lib/kept.ts';
import { encodeTask, missingOutputs } from '../../scripts/assets/images/encode.ts';
import { planPhoto } from '../../scripts/assets/images/plan.ts';
import { byteBudget, heroPhoneBudget, useSpecs } from '../../scripts/assets/images/uses.ts';

// A hero photo's phone-sized files must fit a slow phone's first round trips: the 800 px AVIF
// steps down in quality until it weighs at most heroPhoneBudget.avif.maxBytes.

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'budget-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A 1,200 × 800 photo: busy (every pixel random, the worst case for any encoder) or smooth. */
async function photo(name: string, busy: boolean): Promise<string> {
  const width = 1200;
  const height = 800;
  const data = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = busy ? seed >> 23 : Math.round((i / 3 / width / height) * 200) + (i % 3) * 20;
  }
  const file = join(dir, `${name}.jpg`);
  await writeFile(
    file,
    await sharp(data, { raw: { width, height, channels: 3 } })
      .blur(busy ? 2.5 : 8)
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
  return file;
}

async function heroFiles(name: string, busy: boolean) {
  const file = await photo(name, busy);
  const job = planPhoto(`tours/${name}`, 'hero', file, { hash: name, width: 1200, height: 800, color: '#000000' });
  const cache = new KeptFiles(join(dir, 'cache'));
  await encodeTask({ jobs: [{ job, missing: missingOutputs(job, cache) }], size: { width: 1200, height: 800 } }, cache, () => undefined);
  const bytes = async (width: number, ext: string) => {
    const output = job.outputs.find((o) => o.width === width && o.format.ext === ext)!;
    return (await readFile(cache.file(output.key, ext))).length;
  };
  return { bytes };
}

describe('hero photos at phone widths', () => {
  it('applies only to hero photos up to 800 px, in AVIF and WebP', () => {
    expect(byteBudget('photo', 'hero', 800, 'avif')).toEqual(heroPhoneBudget.avif);
    expect(byteBudget('photo', 'hero', 480, 'webp')).toEqual(heroPhoneBudget.webp);
    expect(byteBudget('photo', 'hero', 1200, 'avif')).toBeUndefined();
    expect(byteBudget('photo', 'hero', 800, 'jpg')).toBeUndefined();
    expect(byteBudget('stand-in', 'hero', 800, 'avif')).toBeUndefined();
    expect(byteBudget('photo', 'card', 800, 'avif')).toBeUndefined();
    expect(useSpecs.hero.widths).toContain(heroPhoneBudget.maxWidth);
  });

  it('steps a busy photo down until its 800 px AVIF fits the budget, and leaves wider files at full quality', async () => {
    const busy = await heroFiles('busy', true);
    const smooth = await heroFiles('smooth', false);
    const avif800 = await busy.bytes(800, 'avif');
    expect(avif800).toBeLessThanOrEqual(heroPhoneBudget.avif.maxBytes);
    // Without the budget the 1,200 px file of the same photo is far over it: the budget did work.
    expect(await busy.bytes(1200, 'avif')).toBeGreaterThan(heroPhoneBudget.avif.maxBytes * 2);
    // A smooth photo fits at the first quality: its 800 px file is much smaller than the budget.
    expect(await smooth.bytes(800, 'avif')).toBeLessThan(heroPhoneBudget.avif.maxBytes / 2);
  });
});
