import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { brokenInternalLinks, hrefsOf } from '../../scripts/links/fragments.ts';
import { describeBroken } from '../../scripts/links/sources.ts';
import { root } from '../helpers/render.ts';

// The built site (dist/, made before the tests run) as `npm run check:links` reads it: every
// internal link reaches a page, and every #fragment an id of its target.
const dist = join(root, 'dist');

describe('internal links of the built site', () => {
  it('all reach a page, and each #fragment an element of it', () => {
    expect(describeBroken(brokenInternalLinks(dist), { root })).toEqual([]);
  });

  it('hold cross-page fragments (the species pages link into the tour packages) and same-page ones, so the check above reads some', () => {
    const hrefs = globSync('**/*.html', { cwd: dist }).flatMap((file) => hrefsOf(readFileSync(join(dist, file), 'utf8')));
    expect(hrefs.filter((href) => /^\/[a-z-]+-tour\/#.+/.test(href)).length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => href.startsWith('#')).length).toBeGreaterThan(100);
  });
});
