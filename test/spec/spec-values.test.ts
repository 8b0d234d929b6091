import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/sections.ts';
import { tourDisplayName } from '../../model/tours.ts';
import { content } from '../helpers/render.ts';
import { specFindings } from '../spec/conformance.ts';
import { specValues } from '../spec/values.ts';
import { tourPage } from '../../model/sections.ts';

// The one test of the spec table (test/spec/values.ts): the shipped content matches the business as
// the specification describes it today. The build takes other counts (a sixth tour, a fourth review);
// a business change updates the table, and this test holds the content to it.

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
    expect(found['reviews.ts']).toEqual(
      expect.arrayContaining([
        `: must hold ${specValues.reviews.perTour} reviews of tourType "birding" — found ${count('birding') - 1}`,
        `: must hold ${specValues.reviews.perTour} reviews of tourType "mammals" — found ${count('mammals') + 1}`,
      ]),
    );
    expect(found['birding-tour.ts']).toContain(
      `packages.items: must hold exactly ${specValues.birding.packages.length} — found ${tourPage(site, 'birding', 'birding').packages.items.length + 1}`,
    );
  });
});
