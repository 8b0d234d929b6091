import { formatPostDate, postPath } from '../blog/format.ts';
import { tripsOf, type MonthRecord, type Recorded, type Trip } from '../../model/trip-records.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { offeredPackages, packagePath } from '../../model/packages.ts';
import { speciesCatalog, speciesPath } from '../../model/catalogue.ts';
import { fill, tripsText } from '../../model/words.ts';

/** How many trips a list links before "and N more": the newest say most. */
const TRIPS_LISTED = 10;

/** The trips that recorded a species, the newest first, each linked to its report; "heard only" where it was. */
export function TripList({ recorded, heard }: { recorded: readonly { trip: Trip; how: Recorded }[]; heard: string }) {
  const href = useHref();
  if (recorded.length === 0) return null;
  const more = recorded.length - TRIPS_LISTED;
  return (
    <ul className="trip-list">
      {recorded.slice(0, TRIPS_LISTED).map(({ trip, how }) => (
        <li key={trip.slug}>
          <time dateTime={trip.date}>{formatPostDate(trip.date)}</time>: <a href={href(postPath(trip.slug))}>{trip.title}</a>
          {how === 'heard' ? ` (${heard})` : ''}
        </li>
      ))}
      {more > 0 && (
        <li>
          and {more} older {more === 1 ? 'trip' : 'trips'} in the <a href={href('/blog/')}>trip reports</a>
        </li>
      )}
    </ul>
  );
}

/** Per month, how many of the month's trips recorded it: "Jul: 2 of 3". */
export function TripMonths({ byMonth, lead }: { byMonth: readonly MonthRecord[]; lead: string }) {
  return (
    <p className="trip-months">
      {lead}{' '}
      {byMonth.map((m, i) => (
        <span key={m.month}>
          {i > 0 ? ', ' : ''}
          <abbr title={fullMonth[m.month]}>{m.month}</abbr> {m.recorded} of {m.trips}
        </span>
      ))}
      .
    </p>
  );
}

const fullMonth: Record<string, string> = {
  Jan: 'January',
  Feb: 'February',
  Mar: 'March',
  Apr: 'April',
  May: 'May',
  Jun: 'June',
  Jul: 'July',
  Aug: 'August',
  Sep: 'September',
  Oct: 'October',
  Nov: 'November',
  Dec: 'December',
};

/** How many species a package's line names before "and N more". */
const PACKAGE_SPECIES_SHOWN = 12;

/**
 * What the trips that followed a package recorded: the trips linked, then each species with the
 * number of them that recorded it, most often first; a plain sentence while there are none.
 */
export function PackageTrips({ pkg }: { pkg: object }) {
  const { content } = useSite();
  const href = useHref();
  const words = content.speciesPages.page;
  const offered = offeredPackages(content).find((o) => o.pkg === pkg);
  if (!offered) return null;
  const path = packagePath(offered);
  const trips = tripsOf(content).filter((t) => t.packagePath === path);
  if (trips.length === 0) return <p className="package-trips">{words.packageNoTrips}</p>;
  const catalog = speciesCatalog(content);
  const counts = new Map<string, number>();
  for (const trip of trips) for (const id of trip.recorded.keys()) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ranked = [...counts]
    .filter(([id]) => catalog.byId.has(id))
    .sort((a, b) => b[1] - a[1] || catalog.species.indexOf(catalog.byId.get(a[0])!) - catalog.species.indexOf(catalog.byId.get(b[0])!));
  const shown = ranked.slice(0, PACKAGE_SPECIES_SHOWN);
  return (
    <div className="package-trips">
      <p>
        {fill(words.packageTrips, { trips: tripsText(trips.length) })}{' '}
        {trips.slice(0, TRIPS_LISTED).map((trip, i) => (
          <span key={trip.slug}>
            {i > 0 ? ', ' : ''}
            <a href={href(postPath(trip.slug))}>
              <time dateTime={trip.date}>{formatPostDate(trip.date)}</time>
            </a>
          </span>
        ))}
        {trips.length > TRIPS_LISTED ? ` and ${trips.length - TRIPS_LISTED} older` : ''}.
      </p>
      {shown.length > 0 && (
        <p>
          {shown.map(([id, n], i) => {
            const species = catalog.byId.get(id)!;
            return (
              <span key={id}>
                {i > 0 ? ', ' : ''}
                <a href={href(speciesPath(species.slug))}>{species.english}</a> {n} of {trips.length}
              </span>
            );
          })}
          {ranked.length > shown.length ? `, and ${ranked.length - shown.length} more` : ''}.
        </p>
      )}
    </div>
  );
}
