import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { keep, type Slots } from '../lib/keep.ts';
import { prefersReducedMotion } from '../lib/motion.ts';

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
 * Scrolls a tab list that scrolls sideways (more tabs than fit) just enough to show tab `i` clear
 * of its scroll padding (where the edges fade). It scrolls the list alone, never the page (as
 * scrollIntoView or a plain focus() would): a hash link to a panel scrolls the page itself. It
 * glides only when asked to and the visitor has not asked for less motion.
 */
function revealTab(list: HTMLElement, i: number, glide: boolean) {
  const tab = list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')[i];
  if (!tab || list.scrollWidth <= list.clientWidth) return;
  const style = getComputedStyle(list);
  const box = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  const start = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
  const end = box.right - (parseFloat(style.scrollPaddingRight) || 0);
  const by = left < start ? left - start : right > end ? Math.min(right - end, left - start) : 0;
  if (by) list.scrollBy({ left: by, behavior: glide && !prefersReducedMotion() ? 'smooth' : 'auto' });
}

/** The ends of a list scrolled sideways that have tabs behind them: 'start', 'end', both, or ''. */
function hiddenEnds(list: HTMLElement): string {
  const max = list.scrollWidth - list.clientWidth;
  if (max < 1) return '';
  return [list.scrollLeft > 1 && 'start', list.scrollLeft < max - 1 && 'end'].filter(Boolean).join(' ');
}

/**
 * Follows `hiddenEnds` of the list as it scrolls and as it or a tab changes size (a narrower
 * screen, a font arriving), for the stylesheet to fade those ends. From here rather than a
 * scroll-driven animation in the stylesheet: that animation would run on the tabs for as long as
 * the page is open, so the page would never be still, even under reduced motion. Returns the ends
 * and the function that reads them again: after a jump the scroll event comes only at the next
 * frame, which would show a frame of the old fades.
 */
function useHiddenEnds(list: RefObject<HTMLElement | null>): [string, () => void] {
  const [ends, setEnds] = useState('');
  const update = () => {
    if (list.current) setEnds(hiddenEnds(list.current));
  };
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    update();
    el.addEventListener('scroll', update, { passive: true });
    const sizes = new ResizeObserver(update);
    for (const box of [el, ...el.children]) sizes.observe(box);
    return () => {
      el.removeEventListener('scroll', update);
      sizes.disconnect();
    };
  }, []);
  return [ends, update];
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
  // True once the visitor picks a tab: the list glides to it. A selection as the tabs appear (the
  // first, or a link's) jumps.
  const picked = useRef(false);
  const [hidden, updateHidden] = useHiddenEnds(list);
  const pick = (i: number) => {
    picked.current = true;
    setCurrent(i);
  };

  useLayoutEffect(() => {
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(`${id}-panel-${tab}`);
      if (panel) panel.hidden = i !== current;
    });
    if (list.current) revealTab(list.current, current, picked.current);
    updateHidden();
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
    // Without scrolling: revealTab scrolls the list, and the page stays where it is.
    list.current?.querySelectorAll<HTMLElement>(':scope > [role="tab"]')[next]?.focus({ preventScroll: true });
    pick(next);
  };

  return (
    <div className="tablist" role="tablist" aria-label={label} ref={list} data-more={hidden || undefined} onKeyDown={onKeyDown}>
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
          onClick={() => pick(i)}
          {...keep(slots?.[tab])}
        />
      ))}
    </div>
  );
}
