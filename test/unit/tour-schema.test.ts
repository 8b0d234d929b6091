import { describe, expect, it } from 'vitest';
import birdingTour from '../../content/birding-tour.ts';
import krakatauTour from '../../content/krakatau-tour.ts';
import ujungKulonTour from '../../content/ujung-kulon-tour.ts';
import { tourSchema, tourSchemaFor } from '../../content/schema/tour.ts';
import { ujungKulonTourFindings } from '../spec/conformance.ts';

// The one tour schema applies the rules of the tour named by `id`: the parts its layout needs and the
// rules between its values. The spec's counts and facts are the spec table's (test/spec/).

const issues = (value: unknown, schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } } = tourSchema) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the tour schema', () => {
  it('accepts every tour content file under its own id', () => {
    for (const tour of [birdingTour, krakatauTour, ujungKulonTour]) expect(issues(tour, tourSchemaFor(tour.id))).toEqual([]);
  });

  it('names a part the tour must have, down to a package field', () => {
    const { places: _places, ...noPlaces } = structuredClone(birdingTour);
    expect(issues(noPlaces)).toEqual(['places: must be given for the birding tour']);
    const noStart = structuredClone(krakatauTour);
    delete (noStart.packages.groups[1]!.packages[0] as { start?: string }).start;
    expect(issues(noStart)).toEqual(['packages.groups.1.packages.0.start: must be given for the krakatau tour']);
  });

  it('applies the rules of the tour named by id, not of another', () => {
    const grade = structuredClone(ujungKulonTour);
    (grade.birding.items[0] as { grade: string }).grade = 'Moderate to Challenging';
    expect(issues(grade)).toEqual([]);
    expect(ujungKulonTourFindings(tourSchemaFor('ujung-kulon').parse(grade))).toEqual(['birding.items.0.grade: must be one of Easy, Moderate, Challenging, Various — found "Moderate to Challenging"']);
    const twice = structuredClone(ujungKulonTour);
    twice.adventure.groups[1]!.id = twice.adventure.groups[0]!.id;
    expect(issues(twice)).toEqual(['adventure.groups.1.id: must be unique in its tab set (found "camping-tour" twice)']);
    expect(issues({ ...birdingTour, id: 'krakatau' })[0]).toBe('gallery: must be given for the krakatau tour');
  });

  it('refuses a content file written for another tour', () => {
    expect(issues(krakatauTour, tourSchemaFor('birding'))).toEqual(['id: must be "birding" in this file']);
  });
});
