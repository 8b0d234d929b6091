import ArrowRight from 'lucide-react/icons/arrow-right';
import { Picture } from '../components/picture.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';

/** The 'Birding Tours' and 'Mammals Tours' cards: photo, title, line, and a link to the tour page. */
export function TourLinkCards() {
  const { tours } = useSite().content.aboutTour;
  const href = useHref();
  return (
    <ul className="tour-link-cards" role="list">
      {tours.map((tour) => (
        <li key={tour.href} className="tour-link-card">
          <Picture image={tour.image} use="card" className="tour-link-card-media" />
          <div className="tour-link-card-body">
            <h3>{tour.title}</h3>
            <p>{tour.description}</p>
            <a className="btn btn-primary" href={href(tour.href)}>
              {tour.linkLabel}
              <span className="visually-hidden"> about {tour.title}</span>
              <ArrowRight size={18} aria-hidden="true" focusable="false" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
