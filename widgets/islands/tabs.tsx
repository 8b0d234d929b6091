import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { keep, type Slots } from '../lib/keep.ts';

export interface TabsProps {
  /** Id of the tab set; tab `t` is `${id}-tab-${t}` and controls the server-rendered `${id}-panel-${t}`. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  /** Tab ids, in order. */
  tabs: string[];
  /** Index selected at first. */
  selected?: number;
  /** Button contents by tab id (server only). */
  slots?: Slots;
}

/**
 * WAI-ARIA tabs with automatic activation: click or arrow keys select, Home and End jump to the
 * ends. The island is the tab list; the panels stay server markup that it shows and hides by id.
 * Dispatches `tabs:change` with `{ id }` on the tab set so page code can react.
 */
export default function Tabs({ id, label, tabs, selected = 0, slots }: TabsProps) {
  const [current, setCurrent] = useState(selected);
  const list = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useLayoutEffect(() => {
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(`${id}-panel-${tab}`);
      if (panel) panel.hidden = i !== current;
    });
    if (first.current) first.current = false;
    else document.getElementById(id)?.dispatchEvent(new CustomEvent('tabs:change', { detail: { id: tabs[current] } }));
  }, [current]);

  // A link to a panel (/birding-tour/#birding-packages-panel-5d4n, from a species page) selects it.
  useLayoutEffect(() => {
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const i = target ? tabs.findIndex((tab) => document.getElementById(`${id}-panel-${tab}`)?.contains(target)) : -1;
    if (i < 0) return;
    setCurrent(i);
    requestAnimationFrame(() => target!.scrollIntoView({ block: 'start' }));
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLElement>(':scope > [role="tab"]')[next]?.focus();
    setCurrent(next);
  };

  return (
    <div className="tablist" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className="tab"
          id={`${id}-tab-${tab}`}
          aria-controls={`${id}-panel-${tab}`}
          aria-selected={i === current ? 'true' : 'false'}
          tabIndex={i === current ? 0 : -1}
          data-tab={tab}
          onClick={() => setCurrent(i)}
          {...keep(slots?.[tab])}
        />
      ))}
    </div>
  );
}
