import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { tourDisplayName } from '../../model/tour-names.ts';
import { content } from '../helpers/render.ts';
import { birdingKeySpecies, specFindings } from '../spec/conformance.ts';
import { specValues } from '../spec/values.ts';
import { tourPage } from '../../model/tour-pages.ts';

// The one test of the spec table (test/spec/values.ts): the shipped content matches the business as
// the specification describes it today, each finding keyed by the content file or folder it is
// about. The build takes other counts (a sixth tour, a fourth review); a business change updates
// the table, and this test holds the content to it.

let site: Content;
let findings: Record<string, string[]>;
beforeAll(async () => {
  site = await content();
  findings = specFindings(site);
});

describe('the shipped content matches the spec table', () => {
  it('in every content file the table covers', () => {
    expect(Object.keys(findings).length).toBeGreaterThan(10);
    expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((file) => [file, []])));
  });

  it('names the tours of the table, in its order, with their display names', () => {
    expect(site.tours.map((t) => t.slug)).toEqual(specValues.tours.map((t) => t.slug));
    expect(specValues.tours.map((t) => tourDisplayName(site.tours, t.type))).toEqual(specValues.tours.map((t) => t.displayName));
  });
});

describe('the spec table check can fail', () => {
  it('reports a fourth review of a tour and a package more, at their fields', () => {
    const changed = structuredClone(site);
    changed.reviews[0] = { ...changed.reviews[0]!, tourType: 'mammals' };
    tourPage(changed, 'birding', 'birding').packages.items.push({ ...tourPage(changed, 'birding', 'birding').packages.items[0]!, id: 'one-more' });
    const found = specFindings(changed);
    const count = (type: string) => site.reviews.filter((r) => r.tourType === type).length;
    const table = (type: string) => specValues.tours.find((t) => t.type === type)!.reviews;
    expect(found['content/reviews/']).toEqual(
      expect.arrayContaining([
        `: must hold ${table('birding')} reviews of tourType "birding" (its reviews in the table) — found ${count('birding') - 1}`,
        `: must hold ${table('mammals')} reviews of tourType "mammals" (its reviews in the table) — found ${count('mammals') + 1}`,
      ]),
    );
    expect(found['content/tours/birding-tour.yaml, content/packages/birding-tour/']).toContain(
      `packages.items: must hold exactly ${specValues.birding.packages.length} — found ${tourPage(site, 'birding', 'birding').packages.items.length + 1}`,
    );
  });

  it('reports a trip report more and a package with too few key species, naming the table field', () => {
    const changed = structuredClone(site);
    changed.posts = [...site.posts, { ...(site.posts[0] ?? ({} as Content['posts'][number])), slug: 'one-more-report' }];
    const first = tourPage(changed, 'birding', 'birding').packages.items[0]!;
    const { min } = birdingKeySpecies(first.id);
    first.highlights = first.highlights.slice(0, min - 1);
    const found = specFindings(changed);
    expect(found['content/blog/']).toEqual([
      expect.stringMatching(new RegExp(`^: must hold ${specValues.tripReports} trip reports \\(tripReports in the table\\) — found ${site.posts.length + 1}:`)),
    ]);
    expect(found['content/tours/birding-tour.yaml, content/packages/birding-tour/']).toContainEqual(
      expect.stringMatching(
        new RegExp(`^packages\\.items\\.0\\.highlights: must list at least ${min} key species \\(.*keySpecies in the table\\) — found ${min - 1}$`),
      ),
    );
  });
});
