import type { MammalPackage } from '../../content/schema/mammals-tour.ts';
import { BookButton, bookingMessage } from '../components/book-button.tsx';
import { IncludedList } from '../components/package-facts.tsx';
import { Itinerary } from '../components/itinerary.tsx';
import { displayName } from '../lib/reviews.ts';
import { PackageLogistics } from '../components/tour-page-parts.tsx';

/**
 * One mammal package inside its tab panel (the panel's <h3> is the title): summary, the facts of
 * spec 001 §3 (duration, depart, departure time, transport, accommodation), the day-by-day
 * itinerary, inclusions, exclusions and 'Book {title}'.
 */
export function MammalPackagePanel({ pkg }: { pkg: MammalPackage }) {
  return (
    <div className="package" data-package={pkg.id}>
      <p className="package-summary">{pkg.summary}</p>
      <PackageLogistics pkg={pkg} stayIcon="tent" />
      <div className="package-body">
        <div className="package-main">
          <h4 className="package-subheading">Day-by-day itinerary</h4>
          <Itinerary days={pkg.itinerary} headingLevel={5} />
        </div>
        <aside className="package-aside" aria-label={`${pkg.title}: what's included`}>
          <IncludedList title="Included" items={pkg.inclusions} kind="included" headingLevel={4} />
          <IncludedList title="Not included" items={pkg.exclusions} kind="excluded" headingLevel={4} />
          <BookButton className="package-book" label={`Book ${pkg.title}`} message={bookingMessage(displayName('mammals'), pkg.title)} />
        </aside>
      </div>
    </div>
  );
}
