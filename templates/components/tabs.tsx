import type { ReactNode } from 'react';

export interface TabItem {
  /** Unique within the tab set; becomes part of the element ids. */
  id: string;
  /** What the tab button shows. */
  label: ReactNode;
  /** Plain heading over the panel when the panels are stacked (JavaScript off). */
  heading: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Prefix for element ids, unique on the page. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  /** Index selected at first. */
  selected?: number;
  className?: string;
  /** Heading level of the stacked-panel headings. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * WAI-ARIA tabs rendered on the server. Without JavaScript the tab list is hidden and every panel
 * shows under its heading; the tabs widget hides the unselected panels and wires the keyboard.
 */
export function Tabs({ id, label, items, selected = 0, className, headingLevel = 3 }: TabsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} data-widget="tabs" id={id}>
      <div className="tablist" role="tablist" aria-label={label}>
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-tab-${item.id}`}
            aria-controls={`${id}-panel-${item.id}`}
            aria-selected={i === selected ? 'true' : 'false'}
            tabIndex={i === selected ? 0 : -1}
            data-tab={item.id}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div key={item.id} className="tabpanel" role="tabpanel" id={`${id}-panel-${item.id}`} aria-labelledby={`${id}-tab-${item.id}`} tabIndex={0}>
          <Heading className="tabpanel-heading">{item.heading}</Heading>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
