import type { TourOf } from '../../model/schema/tour.ts';
import { HIGHLIGHTS_COLLAPSED } from '../../widgets/timings.ts';
import { BookButton, bookingMessage } from '../components/book-button.tsx';
import { PackageAccess } from '../components/access-notice.tsx';
import { PackageLifers } from '../components/package-panel.tsx';
import { Itinerary } from '../components/itinerary.tsx';
import { PackageFacts } from '../components/package-facts.tsx';
import { PackageTrips } from '../components/trip-records.tsx';
import { SpeciesToggle } from '../components/species-toggle.tsx';
import { useSpecies, useTourName } from '../lib/site-context.tsx';
import { SpeciesLink } from '../species/link.tsx';
import { useTour } from './tour.ts';

type BirdingPackage = TourOf<'birding'>['packages']['items'][number];

/** Toggle text of the key species list while collapsed. */
const seeMoreLabel = (hidden: number) => `See More (${hidden} more species)`;

/**
 * One birding package, in this order: facts (duration, grade, depart/end,
 * transport, accommodation), key species, day-by-day itinerary, 'Book {title}'.
 * The package title is the tab panel's heading (rendered by Tabs).
 */
export function BirdingPackagePanel({ pkg, javaSpecies }: { pkg: BirdingPackage; javaSpecies: ReadonlySet<string> }) {
  // Species no Java-only package lists are the Sumatran additions of the 14-day tour (Way Kambas).
  const sumatran = pkg.highlights.filter((id) => !javaSpecies.has(id));
  const items = pkg.highlights.map((id) => <KeySpeciesItem key={id} id={id} sumatran={!javaSpecies.has(id)} />);
  const total = `${pkg.highlights.length} key species on this tour${sumatran.length > 0 ? `, ${sumatran.length} of them in Sumatra` : ''}`;
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
        <div className="package-species">
          <h4 id={`species-${pkg.id}-heading`}>Key Species</h4>
          <SpeciesToggle
            id={`species-${pkg.id}`}
            items={items}
            initial={HIGHLIGHTS_COLLAPSED}
            collapsedLabel={seeMoreLabel}
            expandedLabel="Show Less"
            totalLine={total}
          />
        </div>
        <div className="package-itinerary">
          <PackageLifers id={pkg.id} />
          <h4 id={`itinerary-${pkg.id}-heading`}>Day-by-Day Itinerary</h4>
          <PackageAccess pkg={pkg} />
          <Itinerary days={pkg.itinerary} headingLevel={5} />
          <PackageTrips pkg={pkg} />
        </div>
      </div>
      <div className="package-book">
        <p>
          <strong>{pkg.title}</strong>
          <span>{pkg.duration} · Private guided tour</span>
        </p>
        <BookButton label={`Book ${pkg.title}`} message={bookingMessage(useTourName()(useTour().id), pkg.title)} />
      </div>
    </div>
  );
}

/** One key species of a package: its name linked to its page, tagged when it is seen in Sumatra only. */
function KeySpeciesItem({ id, sumatran }: { id: string; sumatran: boolean }) {
  const species = useSpecies();
  const link = <SpeciesLink id={id}>{species(id).english}</SpeciesLink>;
  if (!sumatran) return link;
  return (
    <>
      <span className="species-name">{link}</span>
      <span className="species-tag">
        <span className="visually-hidden">, seen in </span>Sumatra
      </span>
    </>
  );
}
