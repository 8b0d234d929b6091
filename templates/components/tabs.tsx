import type { ReactNode } from 'react';
import TabsIsland from '../../widgets/islands/tabs.tsx';
import { Island, type When } from '../lib/island.tsx';

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
  /**
   * Without JavaScript, show the tab labels as links to the stacked panels, in the tab list's place
   * (for tab labels that are cards, which a panel's heading cannot carry).
   */
  index?: boolean;
  /**
   * When the tab list hydrates. Soon after load by default: it is a few buttons, and until it runs
   * every panel is stacked (the stylesheet leaves the stacked ones to be laid out later).
   */
  when?: When;
}

/** Whether a tab's label says something its panel's heading does not (a label inside the heading's words adds nothing). */
const labelAddsToHeading = (item: TabItem) => typeof item.label !== 'string' || !item.heading.includes(item.label);

/**
 * WAI-ARIA tabs. The tab list is the `tabs` island; the panels are server markup beside it (a panel
 * may hold another Tabs). Without JavaScript the tab list is hidden and every panel shows under
 * its heading, with the tab's label over it wherever the heading does not already say it (or, with
 * `index`, the labels are links to the panels); once the island is ready it hides the unselected
 * panels, and the stylesheet those labels.
 */
export function Tabs({ id, label, items, selected = 0, className, headingLevel = 3, index = false, when = 'idle' }: TabsProps) {
  const Heading = `h${headingLevel}` as const;
  const panelId = (item: TabItem) => `${id}-panel-${item.id}`;
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} id={id}>
      <Island
        component={TabsIsland}
        host={id}
        when={when}
        props={{ id, label, tabs: items.map((item) => item.id), selected }}
        slots={Object.fromEntries(items.map((item) => [item.id, item.label]))}
      />
      {index && (
        <ul className="tabs-index" role="list" aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>
              <a className="tab" href={`#${panelId(item)}`}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      {items.map((item) => (
        <div key={item.id} className="tabpanel" role="tabpanel" id={panelId(item)} aria-labelledby={`${id}-tab-${item.id}`} tabIndex={0}>
          {!index && labelAddsToHeading(item) && <p className="tabpanel-label">{item.label}</p>}
          <Heading className="tabpanel-heading">{item.heading}</Heading>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
