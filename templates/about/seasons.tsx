import { CalendarDays, Thermometer } from 'lucide-react';
import type { Season } from '../../content/schema/about-tour.ts';

// A local copy, on purpose: the shared Seasons component (templates/components/seasons.tsx, built
// for Ujung Kulon) takes this same data shape; one of the two goes when both branches are merged.

/** Season cards: name, months, temperature, conditions, wildlife, and a badge on the recommended one. */
export function SeasonCards({ items }: { items: readonly Season[] }) {
  return (
    <ul className="season-cards" role="list">
      {items.map((season) => (
        <li key={season.name} className={season.recommended ? 'season-card season-card--recommended' : 'season-card'}>
          <h3 className="season-card-title">{season.name}</h3>
          {season.recommended && <p className="season-card-badge">Recommended</p>}
          <dl className="season-card-facts">
            <div>
              <dt>
                <CalendarDays size={16} aria-hidden="true" focusable="false" /> Months
              </dt>
              <dd className="season-months">{season.months}</dd>
            </div>
            {season.temperature && (
              <div>
                <dt>
                  <Thermometer size={16} aria-hidden="true" focusable="false" /> Temperature
                </dt>
                <dd className="season-temperature">{season.temperature}</dd>
              </div>
            )}
            <div>
              <dt>Conditions</dt>
              <dd>{season.conditions}</dd>
            </div>
            <div>
              <dt>Wildlife</dt>
              <dd>{season.wildlife}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
