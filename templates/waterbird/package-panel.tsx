import type { WaterbirdPackage } from '../../content/schema/waterbird-tour.ts';
import { BookButton, bookingMessage } from '../components/book-button.tsx';
import { IncludedList } from '../components/package-facts.tsx';
import { Itinerary } from '../components/itinerary.tsx';
import { displayName } from '../lib/reviews.ts';
import { PackageLogistics } from '../components/tour-page-parts.tsx';

/**
 * One waterbird package inside its tab panel (the panel's <h3> is the title). The 4D/3N shows its
 * day-by-day itinerary; the 7D/6N and 10D/9N show summary lines only (spec 001 §3).
 */
export function WaterbirdPackagePanel({ pkg }: { pkg: WaterbirdPackage }) {
  const detailed = pkg.itinerary.length > 0;
  return (
    <div className="package" data-package={pkg.id}>
      <p className="package-summary">{pkg.summary}</p>
      <PackageLogistics pkg={pkg} stayIcon="bed" />
      <div className="package-body">
        <div className="package-main">
          {detailed ? (
            <>
              <h4 className="package-subheading">Day-by-day itinerary</h4>
              <Itinerary days={pkg.itinerary} headingLevel={5} />
            </>
          ) : (
            <>
              <h4 className="package-subheading">Tour outline</h4>
              <ul className="package-outline" role="list">
                {pkg.outline.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="package-outline-note">We send the day-by-day plan for your dates when you inquire.</p>
            </>
          )}
          <h4 className="package-subheading">Target birds</h4>
          <ul className="package-highlights" role="list">
            {pkg.highlights.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
        <aside className="package-aside" aria-label={`${pkg.title}: what's included`}>
          <IncludedList title="Included" items={pkg.inclusions} kind="included" headingLevel={4} />
          <IncludedList title="Not included" items={pkg.exclusions} kind="excluded" headingLevel={4} />
          <BookButton className="package-book" label={`Book ${pkg.title}`} message={bookingMessage(displayName('waterbird'), pkg.title)} />
        </aside>
      </div>
    </div>
  );
}
