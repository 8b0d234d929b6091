import type { ComponentType } from 'react';
import { tourLayouts, tourSections } from '../tour/layout.tsx';
import { useTour } from '../tour/tour.ts';

/** Any of the five tour pages: the sections its layout lists, each reading its part of the tour's content. */
export function TourPage() {
  const { type } = useTour();
  return (
    <>
      {tourLayouts[type].map(({ section, ...props }) => {
        const Section = tourSections[section] as ComponentType<typeof props>;
        return <Section key={section} {...props} />;
      })}
    </>
  );
}
