import { Section } from '../components/section.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { PostCard } from './post-card.tsx';

/** How many of a tour's newest trip reports its page shows. */
const LATEST_REPORTS = 3;

/** A tour page's newest trip reports, linking each and the whole blog; nothing until the tour has one. */
export function TripReports({ tourType }: { tourType: string }) {
  const { posts } = useSite().content;
  const href = useHref();
  const latest = posts.filter((post) => post.tour === tourType).slice(0, LATEST_REPORTS);
  if (latest.length === 0) return null;
  return (
    <Section
      id="trip-reports"
      className="trip-reports"
      headingId="trip-reports-heading"
      eyebrow="From the field"
      heading="Latest trip reports"
      lead="What our guests saw on this tour, written up after the trip."
      enter={5}
    >
      <ul className="post-list" role="list">
        {latest.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="trip-reports-all">
        <a href={href('/blog/')}>All trip reports</a>
      </p>
    </Section>
  );
}
