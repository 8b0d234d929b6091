import type { KrakatauExtendedTour, KrakatauPackage } from '../../content/schema/krakatau-tour.ts';
import { BookButton, bookingMessage } from '../components/book-button.tsx';
import { Itinerary } from '../components/itinerary.tsx';
import { IncludedList, PackageFacts, type Fact } from '../components/package-facts.tsx';
import { displayName } from '../lib/reviews.ts';

/**
 * One Krakatau package inside its (sub-)tab panel, whose heading is the title: the facts of spec
 * 001 §2.4 (duration, start point, departure time, grade), the numbered timed itinerary, the
 * booking button, then Tour Inclusions, Not included and What to Bring.
 */
export function KrakatauPackagePanel({ pkg, bookLabel, level }: { pkg: KrakatauPackage | KrakatauExtendedTour; bookLabel: string; level: 4 | 5 }) {
  const Sub = `h${level}` as const;
  const facts: Fact[] = [
    { label: 'Duration', value: pkg.duration, icon: 'clock' },
    { label: 'Start point', value: pkg.start, icon: 'pin' },
    { label: 'Departure time', value: pkg.departureTime, icon: 'sun' },
    { label: 'Grade', value: pkg.grade, icon: 'grade' },
    { label: 'Transport', value: pkg.transport, icon: 'boat' },
    ...(pkg.accommodation ? [{ label: 'Accommodation', value: pkg.accommodation, icon: 'tent' } satisfies Fact] : []),
  ];
  const timed = pkg.itinerary.some((d) => d.entries.some((e) => e.time));
  return (
    <div className="package" data-package={pkg.id}>
      {'summary' in pkg && <p className="package-summary">{pkg.summary}</p>}
      <PackageFacts className="package-facts--wide" facts={facts} />
      <div className="package-body">
        <div className="package-main">
          <Sub className="package-subheading">{timed ? 'Itinerary' : 'Day by day'}</Sub>
          <Itinerary headingLevel={level === 4 ? 5 : 6} days={pkg.itinerary} />
          <BookButton className="package-book" label={bookLabel} message={bookingMessage(displayName('krakatau'), pkg.title)} />
        </div>
        <aside className="package-aside" aria-label={`${pkg.title}: inclusions and what to bring`}>
          <IncludedList title="Tour Inclusions" items={pkg.inclusions} kind="included" headingLevel={level} />
          <IncludedList title="Not included" items={pkg.exclusions} kind="excluded" headingLevel={level} />
          <div className="what-to-bring">
            <Sub className="included-list-title">What to Bring</Sub>
            <ul className="what-to-bring-list">
              {pkg.whatToBring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}
