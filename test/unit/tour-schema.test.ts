import { describe, expect, it } from 'vitest';
import { asLayout } from '../../model/tour-pages.ts';
import { tourSchema } from '../../model/schema/tour.ts';
import { ujungKulonTourFindings } from '../spec/conformance.ts';

// The one tour schema applies the rules of the page's `layout`: the parts that layout needs and the
// rules between its values. The spec's counts and facts are the spec table's (test/spec/).

import { shippedTour } from '../helpers/shipped.ts';
const birdingTour = shippedTour('birding');
const krakatauTour = shippedTour('krakatau');
const ujungKulonTour = shippedTour('ujung-kulon');

const issues = (value: unknown, schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } } = tourSchema) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the tour schema', () => {
  it('accepts every tour content file under its own layout', () => {
    for (const tour of [birdingTour, krakatauTour, ujungKulonTour]) expect(issues(tour)).toEqual([]);
  });

  it('names a part the tour must have, down to a package field', () => {
    const { places: _places, ...noPlaces } = structuredClone(birdingTour);
    expect(issues(noPlaces)).toEqual(['places: must be given for the birding layout']);
    const noStart = structuredClone(krakatauTour);
    delete (noStart.packages.groups[1]!.packages[0] as { start?: string }).start;
    expect(issues(noStart)).toEqual(['packages.groups.1.packages.0.start: must be given for the krakatau layout']);
  });

  it('applies the rules of the layout the page names, not of another', () => {
    const grade = structuredClone(ujungKulonTour);
    (grade.birding.items[0] as { grade: string }).grade = 'Moderate to Challenging';
    expect(issues(grade)).toEqual([]);
    expect(ujungKulonTourFindings(asLayout(tourSchema.parse(grade), 'ujung-kulon'))).toEqual([
      'birding.items.0.grade: must be one of Easy, Moderate, Challenging, Various — found "Moderate to Challenging"',
    ]);
    const twice = structuredClone(ujungKulonTour);
    twice.adventure.groups[1]!.id = twice.adventure.groups[0]!.id;
    expect(issues(twice)).toEqual(['adventure.groups.1.id: must be unique in its tab set: adventure.groups[0] is "camping-tour" too']);
    expect(issues({ ...birdingTour, layout: 'krakatau' })[0]).toBe('gallery: must be given for the krakatau layout');
  });
});
