import { tourPage } from '../../model/tour-pages.ts';
import type { Tour as TourPage, TourLayout, TourOf } from '../../model/schema/tour.ts';
import type { Tour } from '../../model/schema/tours.ts';
import { useSite } from '../lib/site-context.tsx';

/** The tour whose page is being rendered (its entry in content/tours/), from the route id. */
export function useTour(): Tour {
  const { route, content } = useSite();
  const tour = content.tours.find((t) => t.slug === route.id);
  if (!tour) throw new Error(`the tour page was rendered for route "${route.id}", which is the slug of no tour of content/tours/`);
  return tour;
}

/** The current tour's id and its page content, whose parts the sections read (a part the layout needs may be missing: see `missingPart`). */
export function useTourContent(): { type: string; tour: TourPage } {
  const { id } = useTour();
  return { type: id, tour: tourPage(useSite().content, id) };
}

/** The current tour's page, which a section of one layout reads, typed with the parts that layout requires. */
export function useLayoutTour<L extends TourLayout>(layout: L): TourOf<L> {
  return tourPage(useSite().content, useTour().id, layout);
}

/** A section placed on a tour whose content lacks its part: a layout mistake, named for the build error. */
export function missingPart(section: string, type: string, part: string): Error {
  return new Error(`the ${section} section of the ${type} tour page needs the "${part}" part in its content file`);
}
