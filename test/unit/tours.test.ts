import { describe, expect, it } from 'vitest';
import tours from '../../content/tours.ts';
import { tourList, toursSchema } from '../../content/schema/tours.ts';
import { tourRouteIds } from '../../templates/lib/route-types.ts';

describe('the five tours', () => {
  it('derive route ids and review tour types from one list, in the order of spec 001 §1', () => {
    expect(tourList.map((t) => [t.type, t.slug])).toEqual([
      ['birding', 'birding-tour'],
      ['mammals', 'mammals-tour'],
      ['krakatau', 'krakatau-tour'],
      ['ujung-kulon', 'ujung-kulon-tour'],
      ['waterbird', 'waterbird-tour'],
    ]);
    expect(tourRouteIds).toEqual(tourList.map((t) => t.slug));
  });

  it('show the home cards and the dropdown in the order of spec 000 §3', () => {
    expect(tours.map((t) => t.slug)).toEqual(['birding-tour', 'mammals-tour', 'krakatau-tour', 'waterbird-tour', 'ujung-kulon-tour']);
  });

  it('rejects a tour listed twice, naming what is missing', () => {
    const twice = structuredClone(tours);
    twice[4] = twice[0]!;
    expect(toursSchema.safeParse(twice).error?.issues[0]?.message).toBe('must list each tour once — missing ujung-kulon-tour');
  });
});
