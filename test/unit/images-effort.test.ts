import { describe, expect, it } from 'vitest';
import { avifEffort, avifSettings, formats, photoAvifEfforts, useSpecs } from '../../scripts/assets/images/uses.ts';
import type { ImageUse } from '../../model/images.ts';

const uses = Object.keys(useSpecs) as ImageUse[];

describe('AVIF effort per width', () => {
  it('takes the first step whose width reaches the file, edges included', () => {
    const steps = [
      { maxWidth: 480, effort: 4 },
      { maxWidth: 1200, effort: 3 },
      { maxWidth: Infinity, effort: 2 },
    ];
    expect([320, 480, 481, 1200, 1201, 6000].map((w) => avifEffort('photo', w, steps))).toEqual([4, 4, 3, 3, 2, 2]);
  });

  it('gives every width of every use a measured effort, the cheaper-than-4 one the measurement chose', () => {
    for (const use of uses) {
      for (const width of useSpecs[use].widths) expect(avifEffort('photo', width), `${use} ${width}`).toBe(3);
    }
    expect(photoAvifEfforts.at(-1)!.maxWidth).toBe(Infinity);
  });

  it('draws stand-in art at effort 2, with the same cache settings as before per-width efforts', () => {
    for (const use of uses) expect(avifSettings('stand-in', use, useSpecs[use].widths[0]!)).toEqual({ effort: 2 });
  });

  it('lowers AVIF quality for hero photos only', () => {
    expect(avifSettings('photo', 'hero', 800).quality).toBeLessThan(formats[0].options.quality);
    expect(avifSettings('photo', 'card', 800).quality).toBeUndefined();
    expect(avifSettings('stand-in', 'hero', 800).quality).toBeUndefined();
  });

  it('fails with a clear message when the steps stop short of a width', () => {
    expect(() => avifEffort('photo', 2000, [{ maxWidth: 1920, effort: 3 }])).toThrow(/must reach Infinity/);
  });
});
