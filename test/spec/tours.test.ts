import { describe, expect, it } from 'vitest';
import { toursSchema } from '../../model/tours.ts';
import { tourSlugsInRouteOrder } from '../../templates/lib/route-types.ts';

import { shipped } from '../helpers/shipped.ts';
const tours = shipped('tours');
const routeWords = shipped('routes');

describe('the five tours', () => {
  it('derive route ids and review tour types from one list, in the tours’ order', () => {
    const parsed = toursSchema.parse(tours);
    const idOf = new Map(parsed.map((t) => [t.slug, t.id]));
    expect(tourSlugsInRouteOrder({ routes: routeWords, tours: parsed }).map((slug) => [idOf.get(slug), slug])).toEqual([
      ['birding', 'birding-tour'],
      ['mammals', 'mammals-tour'],
      ['krakatau', 'krakatau-tour'],
      ['ujung-kulon', 'ujung-kulon-tour'],
      ['waterbird', 'waterbird-tour'],
    ]);
  });

  it('show the home cards and the dropdown in the tours’ order', () => {
    expect(tours.map((t) => t.slug)).toEqual(['birding-tour', 'mammals-tour', 'krakatau-tour', 'waterbird-tour', 'ujung-kulon-tour']);
  });

  it('rejects a tour listed twice, naming the value used twice', () => {
    const twice = structuredClone(tours);
    twice[4] = twice[0]!;
    const issues = toursSchema.safeParse(twice).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['4.id', 'must be unique — "birding" is used by another tour'],
      ['4.slug', 'must be unique — "birding-tour" is used by another tour'],
      ['4.displayName', 'must be unique — "West Java Birding Tour" is used by another tour'],
    ]);
  });
});
