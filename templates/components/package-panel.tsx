import type { ReactNode } from 'react';
import type { ItineraryDay } from '../../model/schema/itinerary.ts';
import type { TourPackage } from '../../model/schema/tour.ts';
import { PackageAccess } from './access-notice.tsx';
import { BookButton, bookingMessage } from './book-button.tsx';
import { Itinerary } from './itinerary.tsx';
import { IncludedList, PackageFacts, type Fact } from './package-facts.tsx';
import { useSite, useTourName } from '../lib/site-context.tsx';
import { PackageTrips } from './trip-records.tsx';

// One package inside its tab panel (the panel's heading is the package title), shared by every
// tour page whose packages show facts, a main column and an aside: what differs between tours
// (which facts, which lists, where the Book button sits) arrives as data.

/** A list in the aside: included or excluded lines, or a plain list (what to bring, key birds). */
interface AsideList {
  kind: 'included' | 'excluded' | 'what-to-bring' | 'key-birds';
  title: string;
  items: readonly string[];
  /** Where each item links (species pages), by position. */
  hrefs?: readonly string[];
}

interface PackagePanelProps {
  tourType: string;
  /** Package id, e.g. "4d3n"; written as data-package. */
  id: string;
  /** Package title, as in the tab panel's heading. */
  title: string;
  /** One sentence under the title. */
  summary?: string;
  facts: Fact[];
  /** Level of the panel's own subheadings (one below the panel heading). */
  level?: 4 | 5;
  /** 'Book …' opening WhatsApp with the tour and package named, under the main column or in the aside. */
  book: { label: string; in: 'main' | 'aside' };
  aside: { label: string; lists: readonly AsideList[] };
  /** The main column: itinerary, outline, target species… */
  children: ReactNode;
  /** The package's content record, for what its trips recorded and the places its days go. */
  record: Pick<TourPackage, 'itinerary' | 'sites'>;
}

/** Layout of one package: summary, facts, then a main column beside the aside. */
export function PackagePanel({ tourType, id, title, summary, facts, level = 4, book, aside, children, record }: PackagePanelProps) {
  const button = <BookButton className="package-book" label={book.label} message={bookingMessage(useTourName()(tourType), title)} />;
  return (
    <div className="package" data-package={id}>
      {summary !== undefined && <p className="package-summary">{summary}</p>}
      <PackageFacts className="package-facts--wide" facts={facts} />
      <div className="package-body">
        <div className="package-main">
          <PackageAccess pkg={record} />
          <PackageLifers id={id} />
          {children}
          <PackageTrips pkg={record} />
          {book.in === 'main' && button}
        </div>
        <aside className="package-aside" aria-label={aside.label}>
          {aside.lists.map((list) => (
            <AsidePart key={list.title} list={list} level={level} />
          ))}
          {book.in === 'aside' && button}
        </aside>
      </div>
    </div>
  );
}

function AsidePart({ list, level }: { list: AsideList; level: 4 | 5 }) {
  if (list.kind === 'included' || list.kind === 'excluded')
    return <IncludedList title={list.title} items={[...list.items]} kind={list.kind} headingLevel={level} />;
  const Sub = `h${level}` as const;
  return (
    <div className={list.kind}>
      <Sub className="included-list-title">{list.title}</Sub>
      <ul className={`${list.kind}-list`}>
        {list.items.map((item, i) => (
          <li key={item}>{list.hrefs?.[i] ? <a href={list.hrefs[i]}>{item}</a> : item}</li>
        ))}
      </ul>
    </div>
  );
}

/** A package's count of lifers, filled where a visitor's life list is kept (widgets/on-use/life-list.ts): "12 possible lifers (7 regular or likely)". */
export function PackageLifers({ id }: { id: string }) {
  return <p className="package-lifers" data-lifers-for={`${useSite().route.id}/${id}`} hidden />;
}

/** A sub-heading ("Day-by-day itinerary", "Itinerary"…) and the days of one package. */
export function PackageItinerary({ days, heading = 'Day-by-day itinerary', level = 4 }: { days: readonly ItineraryDay[]; heading?: string; level?: 4 | 5 }) {
  const Sub = `h${level}` as const;
  return (
    <>
      <Sub className="package-subheading">{heading}</Sub>
      <Itinerary days={days} headingLevel={level === 4 ? 5 : 6} />
    </>
  );
}
