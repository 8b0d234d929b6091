import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

const KB = 1024;
const dist = join(root, 'dist');

describe('byte budgets over dist/', () => {
  it('dist/ holds all ten pages', () => {
    expect(existsSync(join(dist, '404.html'))).toBe(true);
    expect(pageWeights(dist).length).toBe(10);
  });

  it.each(pageWeights(dist).map((w) => [w.page, w] as const))('%s loads at most 12 KB of JS (Preact included) and 15 KB of CSS (gzip)', (_, weight) => {
    expect(weight.jsGzip, `JS ${weight.jsGzip} B from ${weight.js.join(', ')}`).toBeLessThanOrEqual(12 * KB);
    expect(weight.cssGzip, `CSS ${weight.cssGzip} B`).toBeLessThanOrEqual(15 * KB);
    expect(weight.cssGzip).toBeGreaterThan(0);
  });
});
