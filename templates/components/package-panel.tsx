import type { ReactNode } from 'react';
import type { ItineraryDay } from '../../content/schema/itinerary.ts';
import type { TourType } from '../../content/schema/tours.ts';
import { displayName } from '../lib/reviews.ts';
import { BookButton, bookingMessage } from './book-button.tsx';
import { Itinerary } from './itinerary.tsx';
import { IncludedList } from './package-facts.tsx';

// The parts of one package inside its tab panel (the panel's <h3> is the package title), shared by
// every tour page with packages: summary, logistics, a main column and the Book aside.

interface PackagePanelProps {
  /** Package id, e.g. "4d3n"; written as data-package. */
  id: string;
  /** One sentence under the title. */
  summary: string;
  /** The logistics grid, usually <PackageLogistics>. */
  facts: ReactNode;
  /** The aside, usually <PackageAside>. */
  aside: ReactNode;
  /** The main column: itinerary, outline, target species… */
  children: ReactNode;
}

/** Layout of one package: summary, facts, then a main column beside the aside. */
export function PackagePanel({ id, summary, facts, aside, children }: PackagePanelProps) {
  return (
    <div className="package" data-package={id}>
      <p className="package-summary">{summary}</p>
      {facts}
      <div className="package-body">
        <div className="package-main">{children}</div>
        {aside}
      </div>
    </div>
  );
}

/** "Day-by-day itinerary" sub-heading and the days of one package. */
export function PackageItinerary({ days }: { days: readonly ItineraryDay[] }) {
  return (
    <>
      <h4 className="package-subheading">Day-by-day itinerary</h4>
      <Itinerary days={days} headingLevel={5} />
    </>
  );
}

interface PackageAsideProps {
  tourType: TourType;
  /** Package title, as in the tab panel's heading. */
  title: string;
  inclusions: readonly string[];
  exclusions: readonly string[];
}

/** What one package includes and excludes, then 'Book {title}' opening WhatsApp with the tour and package named. */
export function PackageAside({ tourType, title, inclusions, exclusions }: PackageAsideProps) {
  return (
    <aside className="package-aside" aria-label={`${title}: what's included`}>
      <IncludedList title="Included" items={[...inclusions]} kind="included" headingLevel={4} />
      <IncludedList title="Not included" items={[...exclusions]} kind="excluded" headingLevel={4} />
      <BookButton className="package-book" label={`Book ${title}`} message={bookingMessage(displayName(tourType), title)} />
    </aside>
  );
}
