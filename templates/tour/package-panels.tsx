import type { TourOf } from '../../model/schema/tour.ts';
import type { Fact, FactIcon } from '../components/package-facts.tsx';
import { PackageItinerary, PackagePanel } from '../components/package-panel.tsx';
import { longDuration } from '../components/tour-page-parts.tsx';
import { useSpecies } from '../lib/site-context.tsx';
import { SpeciesLink, useSpeciesHref } from '../species/link.tsx';
import { useTour } from './tour.ts';

// Each tour's packages in the one shared panel: which facts, which lists and where 'Book' sits
// are the only differences, so they are data here rather than a component per tour.

type MammalPackage = TourOf<'mammals'>['packages']['items'][number];
type WaterbirdPackage = TourOf<'waterbird'>['packages']['items'][number];
type KrakatauPackage = TourOf<'krakatau'>['packages']['groups'][number]['packages'][number] | TourOf<'krakatau'>['packages']['extended'];
type StandardPackage = TourOf<'standard'>['packages']['items'][number];
type UjungKulonPackage = TourOf<'ujung-kulon'>['adventure']['groups'][number]['packages'][number] | TourOf<'ujung-kulon'>['birding']['items'][number];

/** The logistics of a mammals or waterbird package: duration, departure time, depart, transport, accommodation. */
function logistics(pkg: MammalPackage | WaterbirdPackage, stayIcon: FactIcon): Fact[] {
  return [
    { label: 'Duration', value: longDuration(pkg.duration), icon: 'clock' },
    { label: 'Departure time', value: `Pick-up at ${pkg.departureTime}`, icon: 'sun' },
    { label: 'Depart', value: pkg.depart, icon: 'pin' },
    { label: 'Transport', value: pkg.transport, icon: 'boat' },
    { label: 'Accommodation', value: pkg.accommodation, icon: stayIcon },
  ];
}

/** What one mammals or waterbird package includes and excludes, then 'Book {title}'. */
const includedAside = (pkg: MammalPackage | WaterbirdPackage) =>
  ({
    label: `${pkg.title}: what's included`,
    lists: [
      { kind: 'included', title: 'Included', items: pkg.inclusions },
      { kind: 'excluded', title: 'Not included', items: pkg.exclusions },
    ],
  }) as const;

/** A mammal package: summary, logistics (a tent for the jungle camp), the day-by-day itinerary. */
export function MammalPackagePanel({ pkg }: { pkg: MammalPackage }) {
  return (
    <PackagePanel
      record={pkg}
      tourType={useTour().id}
      id={pkg.id}
      title={pkg.title}
      summary={pkg.summary}
      facts={logistics(pkg, 'tent')}
      book={{ label: `Book ${pkg.title}`, in: 'aside' }}
      aside={includedAside(pkg)}
    >
      <PackageItinerary days={pkg.itinerary} />
    </PackagePanel>
  );
}

/**
 * A waterbird package. The 4D/3N shows its day-by-day itinerary; the 7D/6N and 10D/9N show
 * summary lines only; then the target birds.
 */
export function WaterbirdPackagePanel({ pkg }: { pkg: WaterbirdPackage }) {
  return (
    <PackagePanel
      record={pkg}
      tourType={useTour().id}
      id={pkg.id}
      title={pkg.title}
      summary={pkg.summary}
      facts={logistics(pkg, 'bed')}
      book={{ label: `Book ${pkg.title}`, in: 'aside' }}
      aside={includedAside(pkg)}
    >
      {pkg.itinerary.length > 0 ? (
        <PackageItinerary days={pkg.itinerary} />
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
      <SpeciesChips heading="Target birds" ids={pkg.highlights} />
    </PackagePanel>
  );
}

/**
 * A Krakatau package: duration, start point, departure time, grade, the numbered
 * timed itinerary and the booking button, then Tour Inclusions, Not included and What to Bring.
 */
export function KrakatauPackagePanel({ pkg, level }: { pkg: KrakatauPackage; level: 4 | 5 }) {
  const facts: Fact[] = [
    { label: 'Duration', value: pkg.duration, icon: 'clock' },
    { label: 'Start point', value: pkg.start, icon: 'pin' },
    { label: 'Departure time', value: pkg.departureTime, icon: 'sun' },
    { label: 'Grade', value: pkg.grade, icon: 'grade' },
    { label: 'Transport', value: pkg.transport, icon: 'boat' },
    ...(pkg.accommodation ? [{ label: 'Accommodation', value: pkg.accommodation, icon: 'tent' } satisfies Fact] : []),
  ];
  const timed = pkg.itinerary.some((d) => d.entries.some((e) => e.time));
  const aside = {
    label: `${pkg.title}: inclusions and what to bring`,
    lists: [
      { kind: 'included', title: 'Tour Inclusions', items: pkg.inclusions },
      { kind: 'excluded', title: 'Not included', items: pkg.exclusions },
      { kind: 'what-to-bring', title: 'What to Bring', items: pkg.whatToBring },
    ],
  } as const;
  return (
    <PackagePanel
      record={pkg}
      tourType={useTour().id}
      id={pkg.id}
      title={pkg.title}
      summary={pkg.summary}
      facts={facts}
      level={level}
      book={{ label: `Book ${pkg.label} Tour`, in: 'main' }}
      aside={aside}
    >
      <PackageItinerary days={pkg.itinerary} heading={timed ? 'Itinerary' : 'Day by day'} level={level} />
    </PackagePanel>
  );
}

/**
 * An Ujung Kulon package: duration, grade, (focus,) start, transport and accommodation, the timed
 * itinerary, (the birds it looks for,) inclusions and 'Book'. Exclusions and what to bring are
 * shared by every package, below both views.
 */
export function UjungKulonPackagePanel({ pkg, level }: { pkg: UjungKulonPackage; level: 4 | 5 }) {
  const species = useSpecies();
  const speciesHref = useSpeciesHref();
  const focus = pkg.focus && pkg.keyBirds ? { focus: pkg.focus, keyBirds: pkg.keyBirds } : undefined;
  const facts: Fact[] = [
    { label: 'Duration', value: longDuration(pkg.duration), icon: 'clock' },
    { label: 'Grade', value: pkg.grade, icon: 'grade' },
    ...(focus ? [{ label: 'Focus', value: focus.focus, icon: 'binoculars' } satisfies Fact] : []),
    { label: 'Start', value: pkg.start, icon: 'pin' },
    { label: 'Transport', value: pkg.transport, icon: 'boat' },
    { label: 'Accommodation', value: pkg.accommodation, icon: 'tent' },
  ];
  const aside = {
    label: `${pkg.title}: what's included`,
    lists: [
      ...(focus
        ? [
            {
              kind: 'key-birds',
              title: 'Birds we look for',
              items: focus.keyBirds.map((id) => species(id).english),
              hrefs: focus.keyBirds.map(speciesHref),
            } as const,
          ]
        : []),
      { kind: 'included', title: 'Included', items: pkg.inclusions } as const,
    ],
  };
  return (
    <PackagePanel
      record={pkg}
      tourType={useTour().id}
      id={pkg.id}
      title={pkg.title}
      summary={pkg.summary}
      facts={facts}
      level={level}
      book={{ label: `Book ${pkg.title}`, in: 'aside' }}
      aside={aside}
    >
      <PackageItinerary days={pkg.itinerary} level={level} />
    </PackagePanel>
  );
}

/**
 * A package of any other tour (the standard layout): summary, the logistics it gives, the
 * day-by-day itinerary, the species it looks for, what it includes and excludes, then 'Book'.
 */
export function StandardPackagePanel({ pkg }: { pkg: StandardPackage }) {
  const { id: tourId } = useTour();
  const facts: Fact[] = [
    { label: 'Duration', value: longDuration(pkg.duration), icon: 'clock' },
    ...(pkg.departureTime ? [{ label: 'Departure time', value: `Pick-up at ${pkg.departureTime}`, icon: 'sun' } satisfies Fact] : []),
    { label: 'Depart', value: pkg.depart, icon: 'pin' },
    { label: 'Transport', value: pkg.transport, icon: 'boat' },
    { label: 'Accommodation', value: pkg.accommodation, icon: 'bed' },
  ];
  const aside = {
    label: `${pkg.title}: what's included`,
    lists: [
      { kind: 'included', title: 'Included', items: pkg.inclusions },
      { kind: 'excluded', title: 'Not included', items: pkg.exclusions },
    ],
  } as const;
  return (
    <PackagePanel
      record={pkg}
      tourType={tourId}
      id={pkg.id}
      title={pkg.title}
      summary={pkg.summary}
      facts={facts}
      book={{ label: `Book ${pkg.title}`, in: 'aside' }}
      aside={aside}
    >
      <PackageItinerary days={pkg.itinerary} />
      <SpeciesChips heading="Species we look for" ids={pkg.highlights} />
    </PackagePanel>
  );
}

/** The species a package looks for, under a heading, each a chip linking to its page. */
function SpeciesChips({ heading, ids }: { heading: string; ids: readonly string[] }) {
  const species = useSpecies();
  return (
    <>
      <h4 className="package-subheading">{heading}</h4>
      <ul className="package-highlights" role="list">
        {ids.map((id) => (
          <li key={id}>
            <SpeciesLink id={id}>{species(id).english}</SpeciesLink>
          </li>
        ))}
      </ul>
    </>
  );
}
