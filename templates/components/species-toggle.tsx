import type { ReactNode } from 'react';
import Toggles from '../../widgets/islands/toggles.tsx';
import { Island } from '../lib/island.tsx';

interface SpeciesToggleProps {
  /** Prefix of element ids, unique on the page. */
  id: string;
  /** Every item; all are in the HTML, so with JavaScript off the whole list shows. */
  items: ReactNode[];
  /** How many stay visible while collapsed (HIGHLIGHTS_COLLAPSED, MAMMALS_COLLAPSED). */
  initial: number;
  /** Button text while collapsed, from the hidden and total counts: `See More (${hidden} more species)`. */
  collapsedLabel: (hidden: number, total: number) => string;
  /** Button text while expanded. */
  expandedLabel?: string;
  /** Always-visible line stating the total, e.g. "85 key species on this tour". */
  totalLine: string;
  /** Class added to the <ul>, e.g. for a column layout. */
  listClassName?: string;
}

/**
 * A species list that shows its first `initial` items and a disclosure button for the rest. The
 * button is the `toggles` island, rendered `hidden`; once live it hides the extra items and shows
 * itself, so without JavaScript every item shows and no dead button does.
 */
export function SpeciesToggle({ id, items, initial, collapsedLabel, expandedLabel = 'Show Less', totalLine, listClassName }: SpeciesToggleProps) {
  const extra = items.length - initial;
  return (
    <div className="species-toggle" id={id}>
      <p className="species-total">{totalLine}</p>
      <ul className={listClassName ? `species-list ${listClassName}` : 'species-list'} id={`${id}-list`} role="list">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {extra > 0 && (
        <Island
          component={Toggles}
          host={id}
          // Lists often sit in hidden tab panels, which never become visible until chosen.
          when="idle"
          props={{ list: `${id}-list`, initial, collapsedLabel: collapsedLabel(extra, items.length), expandedLabel }}
        />
      )}
    </div>
  );
}
