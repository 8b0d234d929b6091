import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { speciesPageContradictions } from '../../scripts/launch/species-contradictions.ts';
import { loadFixture, suiteSite } from '../helpers/load-fixture.ts';
import { content } from '../helpers/render.ts';

// Every built species page against the itineraries (npm run check:species): the sites a page names
// and the packages it says go there agree with the sites each package's days visit.
describe('species pages and itineraries (dist/)', () => {
  // A fixture's output holding one built page changed by hand.
  const fixture = loadFixture();
  afterAll(() => fixture.clean());

  it('finds no contradiction on any species page of the build', async () => {
    const { pages, found } = speciesPageContradictions(await content(), suiteSite().outDir);
    expect(pages).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('finds a page that names a package going nowhere near the species, and one that leaves a package out', async () => {
    const site = await content();
    const dist = fixture.outDir;
    const html = suiteSite().readFile('species/banteng/index.html');
    // The Banteng page, its package list swapped for one birding package (which never goes to Ujung Kulon).
    const start = html.indexOf('<ul class="species-packages"');
    const end = html.indexOf('</ul>', start) + '</ul>'.length;
    mkdirSync(join(dist, 'species', 'banteng'), { recursive: true });
    writeFileSync(
      join(dist, 'species', 'banteng', 'index.html'),
      `${html.slice(0, start)}<ul class="species-packages"><li><a href="/birding-tour/">Birding Tour: 5 Days West Java Birding</a></li></ul>${html.slice(end)}`,
    );
    const { found } = speciesPageContradictions(site, dist);
    expect(found).toContainEqual({
      page: '/species/banteng/',
      species: 'Banteng',
      kind: 'names a package that visits none of its sites',
      pkg: 'Birding Tour: 5 Days West Java Birding',
    });
    expect(found).toContainEqual(
      expect.objectContaining({
        page: '/species/banteng/',
        kind: 'leaves out a package that visits one of its sites',
        pkg: 'Mammals Tour: 3D/2N Javan Rhino Jungle Camp',
      }),
    );
  });
});
