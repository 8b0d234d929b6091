import { BedDouble, Binoculars, CalendarDays, Car, Check, Clock, Gauge, MapPin, Ship, Sun, Tent, Users, Utensils, X, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const factIcons = {
  clock: Clock,
  grade: Gauge,
  pin: MapPin,
  car: Car,
  bed: BedDouble,
  sun: Sun,
  calendar: CalendarDays,
  boat: Ship,
  tent: Tent,
  users: Users,
  binoculars: Binoculars,
  meals: Utensils,
} satisfies Record<string, LucideIcon>;

export type FactIcon = keyof typeof factIcons;

export interface Fact {
  label: string;
  value: ReactNode;
  icon?: FactIcon;
}

/** A package's key facts (duration, grade, depart/end, transport…) as a definition-list grid. */
export function PackageFacts({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={className ? `package-facts ${className}` : 'package-facts'}>
      {facts.map(({ label, value, icon }) => {
        const Icon = icon ? factIcons[icon] : undefined;
        return (
          <div className="package-fact" key={label}>
            <dt>
              {Icon && <Icon size={18} aria-hidden="true" focusable="false" />}
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

export interface ItineraryDay {
  /** Short label, e.g. "Day 1" or "Days 3–4". */
  day: string;
  title: string;
  /** A narrative paragraph (line breaks kept by the styles); leave empty when `entries` are given. */
  text?: string;
  /** Numbered entries of the one itinerary shape, each with an optional time such as "05:00". */
  entries?: { time?: string; text: string }[];
  /** Meal codes such as "B, L, D" (Breakfast, Lunch, Dinner); omitted or "" for none. */
  meals?: string;
}

const mealNames: Record<string, string> = { B: 'Breakfast', L: 'Lunch', D: 'Dinner' };

/** Splits "B, L, D" or "(B,L)" into codes. */
export function mealCodes(meals: string | undefined): string[] {
  return (meals ?? '').replace(/[()]/g, '').split(/[\s,/]+/).filter(Boolean);
}

/** Day-by-day itinerary: an ordered list, each day with its title, text and "Meals: B, L, D" badge. */
export function Itinerary({ days, headingLevel = 4 }: { days: ItineraryDay[]; headingLevel?: 3 | 4 | 5 | 6 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="itinerary">
      {days.map((d, index) => {
        const codes = mealCodes(d.meals);
        return (
          <li className="itinerary-day" key={index}>
            <span className="itinerary-marker" aria-hidden="true" />
            <p className="itinerary-label">{d.day}</p>
            <Heading className="itinerary-title">{d.title}</Heading>
            {d.text && <p className="itinerary-text">{d.text}</p>}
            {d.entries && (
              <ol className="itinerary-entries">
                {d.entries.map((e, i) => (
                  <li key={i}>
                    {e.time && <time className="itinerary-time">{e.time}</time>}
                    <span>{e.text}</span>
                  </li>
                ))}
              </ol>
            )}
            {codes.length > 0 && (
              <p className="itinerary-meals">
                <Utensils size={14} aria-hidden="true" focusable="false" />
                <span>Meals: </span>
                {codes.map((code, i) => (
                  <span key={code}>
                    {mealNames[code] ? <abbr title={mealNames[code]}>{code}</abbr> : code}
                    {i < codes.length - 1 ? ', ' : ''}
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

interface IncludedListProps {
  title: string;
  items: ReactNode[];
  kind: 'included' | 'excluded';
  headingLevel?: 2 | 3 | 4 | 5;
  /** id of the heading, for aria-labelledby and links. */
  id?: string;
}

/** Inclusions (check icons) or exclusions (cross icons) with a heading. */
export function IncludedList({ title, items, kind, headingLevel = 3, id }: IncludedListProps) {
  const Heading = `h${headingLevel}` as const;
  const Icon = kind === 'included' ? Check : X;
  return (
    <div className={`included-list included-list--${kind}`}>
      <Heading id={id} className="included-list-title">
        {title}
      </Heading>
      <ul role="list">
        {items.map((item, i) => (
          <li key={i}>
            <span className="included-list-icon" aria-hidden="true">
              <Icon size={16} strokeWidth={3} focusable="false" />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
