import { useEnhancers } from '../lib/island.tsx';
import type { ReactNode } from 'react';

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
 * button is rendered `hidden`; the toggles widget hides the extra items and reveals the button, so
 * without JavaScript every item shows and no dead button does.
 */
export function SpeciesToggle({ id, items, initial, collapsedLabel, expandedLabel = 'Show Less', totalLine, listClassName }: SpeciesToggleProps) {
  const extra = items.length - initial;
  const enhance = useEnhancers;
  return (
    <div
      className="species-toggle"
      id={id}
      {...(extra > 0 ? enhance('toggles') : {})}
      data-initial={initial}
      data-collapsed-label={extra > 0 ? collapsedLabel(extra, items.length) : undefined}
      data-expanded-label={expandedLabel}
    >
      <p className="species-total">{totalLine}</p>
      <ul className={listClassName ? `species-list ${listClassName}` : 'species-list'} id={`${id}-list`} role="list">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
      {extra > 0 && (
        <button type="button" className="species-more" aria-expanded="true" aria-controls={`${id}-list`} hidden>
          {expandedLabel}
        </button>
      )}
    </div>
  );
}
