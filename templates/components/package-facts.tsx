import BedDouble from 'lucide-react/icons/bed-double';
import Binoculars from 'lucide-react/icons/binoculars';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Car from 'lucide-react/icons/car';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Gauge from 'lucide-react/icons/gauge';
import MapPin from 'lucide-react/icons/map-pin';
import Ship from 'lucide-react/icons/ship';
import Sun from 'lucide-react/icons/sun';
import Tent from 'lucide-react/icons/tent';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import X from 'lucide-react/icons/x';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { accessOf } from '../../model/visits.ts';
import { statusHead, statusLimits } from '../../model/access.ts';
import { useSite } from '../lib/site-context.tsx';
import { fill } from '../../model/words.ts';

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
            <span>
              {/* The line as written (the spec fixes some), with any derived word beside it, not in it. */}
              <span className="included-list-item">{item}</span>
              {typeof item === 'string' && <NamedAccess line={item} />}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The authority's word now on each restricted or closed place a line names by its name: the spec
 * fixes some lines ("Canoeing on the Cigenter River (closed since November 2023)") that the park's
 * later word has changed, so the line stays and the status follows it, derived.
 */
function NamedAccess({ line }: { line: string }) {
  const { content } = useSite();
  const access = accessOf(content);
  const words = content.sitePages.access;
  const named = content.sites.filter((s) => access.has(s.id) && line.includes(s.name));
  return (
    <>
      {named.map((site) => {
        const status = access.get(site.id)!;
        const limits = statusLimits(status, words);
        return (
          <span key={site.id} className="access-label" data-access={status.state}>
            {' '}
            {fill(words.named, { status: `${statusHead(status, words)}${limits ? `: ${limits}` : ''}` })}
          </span>
        );
      })}
    </>
  );
}

interface IncludedListsProps {
  /** Class of the wrapper that lays the two lists out side by side. */
  className: string;
  inclusions: { title: string; items: readonly ReactNode[] };
  exclusions: { title: string; items: readonly ReactNode[] };
  headingLevel?: 2 | 3 | 4 | 5;
}

/** Inclusions beside exclusions, e.g. a tour's general lists under its packages. */
export function IncludedLists({ className, inclusions, exclusions, headingLevel = 3 }: IncludedListsProps) {
  return (
    <div className={className}>
      <IncludedList title={inclusions.title} items={[...inclusions.items]} kind="included" headingLevel={headingLevel} />
      <IncludedList title={exclusions.title} items={[...exclusions.items]} kind="excluded" headingLevel={headingLevel} />
    </div>
  );
}
