import type { ComponentType } from 'react';
import { tourLayouts, tourSections } from '../tour/layout.tsx';
import { useTourContent } from '../tour/tour.ts';

/** Any tour page: the sections its layout lists, each reading its part of the tour's content. */
export function TourPage() {
  const { tour } = useTourContent();
  return (
    <>
      {tourLayouts[tour.layout].map(({ section, ...props }) => {
        const Section = tourSections[section] as ComponentType<typeof props>;
        return <Section key={section} {...props} />;
      })}
    </>
  );
}
