import Utensils from 'lucide-react/icons/utensils';
import type { ItineraryDay, MealCode } from '../../model/schema/itinerary.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { sitePath } from '../../model/sites.ts';
import { DayAccess } from './access-notice.tsx';

const mealNames: Record<MealCode, string> = { B: 'Breakfast', L: 'Lunch', D: 'Dinner' };

interface ItineraryProps {
  days: readonly ItineraryDay[];
  /** Level of each day's title; the package panels put it under an <h4>. */
  headingLevel?: 3 | 4 | 5 | 6;
}

/**
 * Day-by-day itinerary of any tour: label "Day N", title, the day's entries, the overnight stop and
 * a "Meals: B, L, D" badge. Narrative days print their entries as lines of one paragraph (the
 * stylesheet keeps the line breaks); timed days (Krakatau, Ujung Kulon) list each step with its time.
 */
export function Itinerary({ days, headingLevel = 4 }: ItineraryProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="itinerary">
      {days.map((d) => {
        const timed = d.entries.some((e) => e.time);
        const overnight = d.overnight ? `Overnight: ${d.overnight}.` : undefined;
        const meals = d.meals ?? [];
        return (
          <li className="itinerary-day" key={d.day}>
            <span className="itinerary-marker" aria-hidden="true" />
            <p className="itinerary-label">{`Day ${d.day}`}</p>
            <Heading className="itinerary-title">{d.title}</Heading>
            {timed ? (
              <>
                <ol className="itinerary-entries" role="list">
                  {d.entries.map((e, i) => (
                    <li key={i}>
                      {e.time && <time className="itinerary-time">{e.time}</time>} <span>{e.text}</span>
                    </li>
                  ))}
                </ol>
                {overnight && <p className="itinerary-text">{overnight}</p>}
              </>
            ) : (
              <p className="itinerary-text">{[...d.entries.map((e) => e.text), ...(overnight ? [overnight] : [])].join('\n')}</p>
            )}
            <DaySites sites={d.sites} />
            <DayAccess sites={d.sites} />
            {meals.length > 0 && (
              <p className="itinerary-meals">
                <Utensils size={14} aria-hidden="true" focusable="false" />
                <span>Meals: </span>
                {meals.map((code, i) => (
                  <span key={code}>
                    <abbr title={mealNames[code]}>{code}</abbr>
                    {i < meals.length - 1 ? ', ' : ''}
                  </span>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The sites a day visits, each linking to its page. */
function DaySites({ sites }: { sites: readonly string[] }) {
  const { content } = useSite();
  const href = useHref();
  const named = sites.map((id) => content.sites.find((s) => s.id === id)).filter((s) => s !== undefined);
  if (named.length === 0) return null;
  return (
    <p className="itinerary-sites">
      Sites:{' '}
      {named.map((site, i) => (
        <span key={site.id}>
          {i > 0 ? ', ' : ''}
          <a href={href(sitePath(site.id))}>{site.name}</a>
        </span>
      ))}
    </p>
  );
}
