import { TripList } from '../components/trip-records.tsx';
import { tripRecord, tripsOf } from '../../model/trip-records.ts';
import { useSite } from '../lib/site-context.tsx';
import { fill, tripsText } from '../../model/words.ts';
import { siteParts } from '../../model/visits.ts';

// A site page's "Trip reports": the trips whose sites include this one (or a part of it), and for
// each species found here how many of them recorded it (model/trip-records.ts).

/** "recorded on 2 of 3 trips" beside a species of the site, once a trip with a report went there. */
export function RecordedHere({ siteId, speciesId }: { siteId: string; speciesId: string }) {
  const { content } = useSite();
  // Scoped to a site, the count needs only the species' id: the trips are those to the site.
  const { trips, recorded } = tripRecord(content, { id: speciesId, at: {} }, { site: siteId });
  if (trips.length === 0) return null;
  return <span className="trip-share">{fill(content.sitePages.page.recordedHere, { n: String(recorded.length), m: String(trips.length) })}</span>;
}

/** The trips to a site, the newest first, each linked to its report; a plain sentence when there are none. */
export function SiteReports({ id, name }: { id: string; name: string }) {
  const { content } = useSite();
  const words = content.sitePages.page;
  const parts = new Set(siteParts(content.sites, id));
  const trips = tripsOf(content).filter((trip) => trip.sites.some((site) => parts.has(site)));
  return (
    <section aria-labelledby="site-reports-heading" className="species-block site-reports">
      <h2 id="site-reports-heading">{words.reports}</h2>
      {trips.length > 0 ? (
        <>
          <p>{fill(words.tripsHere, { trips: tripsText(trips.length), name })}</p>
          <TripList recorded={trips.map((trip) => ({ trip, how: 'seen' as const }))} heard="" />
        </>
      ) : (
        <p>{fill(words.noReports, { name })}</p>
      )}
    </section>
  );
}
