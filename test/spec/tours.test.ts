import { describe, expect, it } from 'vitest';
import { toursSchema } from '../../model/schema/tours.ts';
import { tourSlugsInRouteOrder } from '../../templates/lib/route-types.ts';

import { shipped } from '../helpers/shipped.ts';
import { specValues } from './values.ts';
const tours = shipped('tours');
const routeWords = shipped('routes');

describe('the tours of the spec table', () => {
  it('derive route ids and review tour types from one list, in the route order of the table', () => {
    const parsed = toursSchema.parse(tours);
    const idOf = new Map(parsed.map((t) => [t.slug, t.id]));
    // The table's routes, the tour pages among them, each with its review tour type.
    const expected = specValues.routes.flatMap((url) => specValues.tours.filter((t) => `/${t.slug}/` === url).map((t) => [t.type, t.slug]));
    expect(expected, 'routes in the table: a page per tour of the table').toHaveLength(specValues.tours.length);
    expect(
      tourSlugsInRouteOrder({ routes: routeWords, tours: parsed }).map((slug) => [idOf.get(slug), slug]),
      'the tour pages of content/routes.yaml, in its order, against routes and tours in the table',
    ).toEqual(expected);
  });

  it('show the home cards and the dropdown in the tours’ order', () => {
    expect(
      tours.map((t) => t.slug),
      'the tours of content/tours/ by position, against tours in the table',
    ).toEqual(specValues.tours.map((t) => t.slug));
  });

  it('rejects a tour listed twice, naming the value used twice', () => {
    const twice = structuredClone(tours);
    twice[tours.length - 1] = twice[0]!;
    const issues = toursSchema.safeParse(twice).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      [`${tours.length - 1}.id`, 'must be unique — "birding" is used by another tour'],
      [`${tours.length - 1}.slug`, 'must be unique — "birding-tour" is used by another tour'],
      [`${tours.length - 1}.displayName`, 'must be unique — "West Java Birding Tour" is used by another tour'],
    ]);
  });
});
