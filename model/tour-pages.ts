import type { Content } from './schema/sections.ts';
import type { Tour, TourLayout, TourOf } from './schema/tour.ts';

/** A tour page whose layout is `L`, typed with the parts that layout requires; the schema has checked them. */
export function asLayout<L extends TourLayout>(tour: Tour, layout: L): TourOf<L> {
  if (tour.layout !== layout) throw new Error(`the "${tour.id}" tour page has the ${tour.layout} layout, not ${layout}`);
  return tour as unknown as TourOf<L>;
}

/** The page of the tour with this id; with a layout, typed with the parts that layout requires. */
export function tourPage(content: Pick<Content, 'tourPages'>, id: string): Tour;
export function tourPage<L extends TourLayout>(content: Pick<Content, 'tourPages'>, id: string, layout: L): TourOf<L>;
export function tourPage(content: Pick<Content, 'tourPages'>, id: string, layout?: TourLayout) {
  const page = content.tourPages[id];
  if (!page) throw new Error(`no tour page for the tour "${id}" (content/tours/ lists ${Object.keys(content.tourPages).join(', ')})`);
  return layout ? asLayout(page, layout) : page;
}
