import { withCounts } from '../lib/count-words.ts';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Gauge from 'lucide-react/icons/gauge';
import Users from 'lucide-react/icons/users';
import type { Tour } from '../../model/schema/tours.ts';
import { Picture } from '../components/picture.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useEnhancers } from '../lib/island.tsx';

/** `birding-tour` → `birding`: the in-page anchor of each card. */
export const tourAnchor = (slug: string) => slug.replace(/-tour$/, '');

/** Group sizes read "2-4 People" even where content gives only the range. */
export const groupSizeLabel = (size: string) => (/people/i.test(size) ? size : `${size} People`);

function TourCard({ tour }: { tour: Tour }) {
  const href = useHref();
  const facts = [
    { Icon: Clock, label: 'Duration', value: tour.duration },
    { Icon: Users, label: 'Group size', value: groupSizeLabel(tour.groupSize) },
    { Icon: Gauge, label: 'Difficulty', value: tour.difficulty },
  ];
  return (
    <article id={tourAnchor(tour.slug)} className="tour-card">
      <div className="tour-card-media">
        <Picture image={tour.image} use="card" sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="tour-card-body">
        <h3 className="tour-card-title">
          <a className="tour-card-link" href={href(`/${tour.slug}/`)}>
            {tour.title}
          </a>
        </h3>
        <p className="tour-card-description">{tour.description}</p>
        <dl className="tour-card-facts">
          {facts.map(({ Icon, label, value }) => (
            <div key={label} className="tour-card-fact">
              <dt>
                <Icon size={16} aria-hidden="true" />
                <span className="visually-hidden">{label}</span>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="tour-card-highlights" aria-label="Highlights">
          {tour.highlights.map((highlight) => (
            <li key={highlight}>
              <Check size={16} aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
        <span className="tour-card-cta" aria-hidden="true">
          Explore tour <ArrowRight size={16} />
        </span>
      </div>
    </article>
  );
}

/**
 * Section 4: the first four tours in a grid and the fifth (Ujung Kulon) centred below. Each card's
 * title is a real link stretched over the card; the tour-cards widget adds the bounce and delay.
 */
export function Tours() {
  const { home, tours } = useSite().content;
  return (
    <section id="tours" className="section tours" aria-labelledby="tours-heading" {...useEnhancers('reveal')}>
      <div className="container">
        <SectionHeader
          id="tours-heading"
          eyebrow={withCounts(home.tours.eyebrow ?? '', { tours: tours.length })}
          heading="Our Tours"
          lead={home.tours.lead && withCounts(home.tours.lead, { tours: tours.length })}
        />
        <ul className="tour-grid" {...useEnhancers('tour-cards')}>
          {tours.map((tour) => (
            <li key={tour.slug} className="tour-grid-item">
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
