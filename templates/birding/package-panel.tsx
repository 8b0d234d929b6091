import type { BirdingPackage } from '../../scripts/content/birding-tour-schema.ts';
import { HIGHLIGHTS_COLLAPSED } from '../../widgets/timings.ts';
import { BookButton, bookingMessage } from '../components/book-button.tsx';
import { Itinerary, PackageFacts } from '../components/package-facts.tsx';
import { SpeciesToggle } from '../components/species-toggle.tsx';
import { displayName } from '../lib/reviews.ts';

/** Toggle text of the key species list while collapsed (spec 001 §2.1). */
export const seeMoreLabel = (hidden: number) => `See More (${hidden} more species)`;

/**
 * One birding package, in the order of spec 001 §2.1: facts (duration, grade, depart/end,
 * transport, accommodation), key species, day-by-day itinerary, 'Book {title}'.
 * The package title is the tab panel's heading (rendered by Tabs).
 */
export function PackagePanel({ pkg }: { pkg: BirdingPackage }) {
  return (
    <div className="package">
      <p className="package-places">{pkg.places.join(' · ')}</p>
      <PackageFacts
        className="package-facts--birding"
        facts={[
          { label: 'Duration', value: pkg.duration, icon: 'clock' },
          { label: 'Grade', value: pkg.grade, icon: 'grade' },
          { label: 'Depart / End', value: pkg.depart, icon: 'pin' },
          { label: 'Transport', value: pkg.transport, icon: 'car' },
          { label: 'Accommodation', value: pkg.accommodation, icon: 'bed' },
        ]}
      />
      <div className="package-body">
        <section className="package-species" aria-labelledby={`species-${pkg.id}-heading`}>
          <h4 id={`species-${pkg.id}-heading`}>Key Species</h4>
          <SpeciesToggle
            id={`species-${pkg.id}`}
            items={pkg.highlights}
            initial={HIGHLIGHTS_COLLAPSED}
            collapsedLabel={seeMoreLabel}
            expandedLabel="Show Less"
            totalLine={`${pkg.highlights.length} key species on this tour`}
          />
        </section>
        <section className="package-itinerary" aria-labelledby={`itinerary-${pkg.id}-heading`}>
          <h4 id={`itinerary-${pkg.id}-heading`}>Day-by-Day Itinerary</h4>
          <Itinerary days={pkg.itinerary} headingLevel={5} />
        </section>
      </div>
      <div className="package-book">
        <p>
          <strong>{pkg.title}</strong>
          <span>
            {pkg.duration} · Private guided tour
          </span>
        </p>
        <BookButton label={`Book ${pkg.title}`} message={bookingMessage(displayName('birding'), pkg.title)} />
      </div>
    </div>
  );
}
