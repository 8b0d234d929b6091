import type { Content } from '../../content/schema/sections.ts';
import type { Tour } from '../../content/schema/tour.ts';
import { tourList, type TourSlug, type TourType } from '../../content/schema/tours.ts';
import { useSite } from '../lib/site-context.tsx';

/** The content file of each tour: content/<slug>.ts, read as content[key]. */
export const tourContentKeys = {
  birding: 'birdingTour',
  mammals: 'mammalsTour',
  waterbird: 'waterbirdTour',
  krakatau: 'krakatauTour',
  'ujung-kulon': 'ujungKulonTour',
} as const satisfies Record<TourType, keyof Content>;

/** The tour whose page is being rendered, from the route id. */
export function useTour(): { type: TourType; slug: TourSlug } {
  const { route } = useSite();
  const tour = tourList.find((t) => t.slug === route.id);
  if (!tour) throw new Error(`the tour page was rendered for route "${route.id}", which is not one of the five tours`);
  return tour;
}

/** The current tour and its content file, whose parts the sections read (a part the layout needs may be missing: see `missingPart`). */
export function useTourContent(): { type: TourType; tour: Tour } {
  const { type } = useTour();
  return { type, tour: useSite().content[tourContentKeys[type]] };
}

/** A section placed on a tour whose content lacks its part: a layout mistake, named for the build error. */
export function missingPart(section: string, type: TourType, part: string): Error {
  return new Error(`the ${section} section of the ${type} tour page needs the "${part}" part in content/${type}-tour.ts`);
}
