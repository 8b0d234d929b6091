import ArrowRight from 'lucide-react/icons/arrow-right';
import type { AboutTour } from '../../model/schema/about-tour.ts';
import { PackageAccess } from '../components/access-notice.tsx';
import { longDuration } from '../components/tour-page-parts.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { tourPage } from '../../model/tour-pages.ts';
import { packagesOf, type TourPackage } from '../../model/schema/tour.ts';

type Sample = AboutTour['itineraries']['items'][number];

interface Resolved {
  title: string;
  /** The package's days and sites, for the access notice a closed place on them adds. */
  record: Pick<TourPackage, 'itinerary' | 'sites'>;
  duration: string;
  days: { day: number; title: string }[];
  url: string;
}

/** The package a sample points at, read from its tour page's content (its days are written once). */
function usePackage(sample: Sample): Resolved {
  const { content } = useSite();
  const tour = content.tours.find((t) => t.id === sample.tour)!;
  const [pkg] = packagesOf(tourPage(content, tour.id)).find(([p]) => p.id === sample.packageId)!;
  return {
    title: pkg.title,
    record: pkg,
    duration: longDuration(pkg.duration),
    days: (pkg.itinerary ?? []).map((d) => ({ day: d.day, title: d.title })),
    url: `/${tour.slug}/#packages`,
  };
}

/** One sample itinerary: the package's title, length and day titles, linking to its full itinerary. */
export function SampleItinerary({ sample, id }: { sample: Sample; id: string }) {
  const pkg = usePackage(sample);
  const href = useHref();
  return (
    <article className="sample-itinerary" aria-labelledby={id}>
      <p className="sample-itinerary-duration">{pkg.duration}</p>
      <h3 id={id}>{pkg.title}</h3>
      <p className="sample-itinerary-summary">{sample.summary}</p>
      <PackageAccess pkg={pkg.record} />
      <ol className="sample-itinerary-days" role="list">
        {pkg.days.map((d) => (
          <li key={d.day}>
            <span className="sample-itinerary-day">Day {d.day}</span>
            <span>{d.title}</span>
          </li>
        ))}
      </ol>
      <a className="sample-itinerary-link" href={href(pkg.url)}>
        <span>
          Full itinerary<span className="visually-hidden"> of {pkg.title}</span>
        </span>
        <ArrowRight size={18} aria-hidden="true" focusable="false" />
      </a>
    </article>
  );
}
