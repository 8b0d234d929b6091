import CloudRain from 'lucide-react/icons/cloud-rain';
import Plane from 'lucide-react/icons/plane';
import Sun from 'lucide-react/icons/sun';
import type { LucideIcon } from 'lucide-react';
import type { Season } from '../../model/schema/seasons.ts';

/** Dry, wet and migration cards get their own marks; any other season shows the sun. */
function iconFor(name: string): LucideIcon {
  if (/wet|rain/i.test(name)) return CloudRain;
  if (/migration/i.test(name)) return Plane;
  return Sun;
}

interface SeasonsProps {
  items: Season[];
  /** Level of each season's name. */
  headingLevel?: 3 | 4;
}

/** Season cards: name, months, temperature, conditions, wildlife, and a "Recommended" badge. */
export function Seasons({ items, headingLevel = 3 }: SeasonsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="seasons" role="list">
      {items.map((s) => {
        const Icon = iconFor(s.name);
        return (
          <li key={s.name} className={s.recommended ? 'season season--recommended' : 'season'}>
            <Icon className="season-icon" size={28} aria-hidden="true" focusable="false" />
            <Heading className="season-name">{s.name}</Heading>
            {s.recommended && <p className="season-badge">Recommended</p>}
            <p className="season-when">
              <span className="season-months">{s.months}</span>
              {s.temperature && (
                <>
                  , <span className="season-temperature">{s.temperature}</span>
                </>
              )}
            </p>
            <p className="season-conditions">{s.conditions}</p>
            <p className="season-wildlife">{s.wildlife}</p>
          </li>
        );
      })}
    </ul>
  );
}
