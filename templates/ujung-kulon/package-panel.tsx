import type { UjungKulonBirdingPackage, UjungKulonPackage } from '../../content/schema/ujung-kulon-tour.ts';
import { BookButton, bookingMessage } from '../components/book-button.tsx';
import { Itinerary } from '../components/itinerary.tsx';
import { IncludedList, PackageFacts, type Fact } from '../components/package-facts.tsx';
import { longDuration } from '../components/tour-page-parts.tsx';
import { displayName } from '../lib/reviews.ts';
import { useSpecies } from '../lib/site-context.tsx';

interface PanelProps {
  pkg: UjungKulonPackage | UjungKulonBirdingPackage;
  /** Level of the panel's own subheadings (one below the panel heading). */
  level: 4 | 5;
}

/**
 * One Ujung Kulon package inside its tab panel, whose heading is the title: duration, grade,
 * (focus,) start, transport and accommodation, the timed day-by-day itinerary, inclusions and a
 * booking button. Exclusions and what to bring are shared by every package, below both views.
 */
export function UjungKulonPackagePanel({ pkg, level }: PanelProps) {
  const Sub = `h${level}` as const;
  const species = useSpecies();
  const focus = 'focus' in pkg ? pkg : undefined;
  const facts: Fact[] = [
    { label: 'Duration', value: longDuration(pkg.duration), icon: 'clock' },
    { label: 'Grade', value: pkg.grade, icon: 'grade' },
    ...(focus ? [{ label: 'Focus', value: focus.focus, icon: 'binoculars' } satisfies Fact] : []),
    { label: 'Start', value: pkg.start, icon: 'pin' },
    { label: 'Transport', value: pkg.transport, icon: 'boat' },
    { label: 'Accommodation', value: pkg.accommodation, icon: 'tent' },
  ];
  return (
    <div className="package" data-package={pkg.id}>
      <p className="package-summary">{pkg.summary}</p>
      <PackageFacts className="package-facts--wide" facts={facts} />
      <div className="package-body">
        <div className="package-main">
          <Sub className="package-subheading">Day-by-day itinerary</Sub>
          <Itinerary headingLevel={level === 4 ? 5 : 6} days={pkg.itinerary} />
        </div>
        <aside className="package-aside" aria-label={`${pkg.title}: what's included`}>
          {focus && (
            <div className="key-birds">
              <Sub className="included-list-title">Birds we look for</Sub>
              <ul className="key-birds-list">
                {focus.keyBirds.map((id) => (
                  <li key={id}>{species(id).english}</li>
                ))}
              </ul>
            </div>
          )}
          <IncludedList title="Included" items={pkg.inclusions} kind="included" headingLevel={level} />
          <BookButton className="package-book" label={`Book ${pkg.title}`} message={bookingMessage(displayName('ujung-kulon'), pkg.title)} />
        </aside>
      </div>
    </div>
  );
}
