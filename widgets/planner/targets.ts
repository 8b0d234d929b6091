import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { initialTargets } from '../coverage.ts';
import { fill } from './message.ts';
import type { PlannerWords } from './summary.ts';

// The planner's selection: read from the address, localStorage and the species list once hydrated
// (the list also gives the species' order, that of the packages' odds),
// then written back to all three (and the list's pick buttons) on every change.

const STORE = 'species-targets';

/**
 * Names by id from the species list, in its order (the order of the packages' odds): each pick
 * button's row links the name (server markup; nothing serialised twice). Each button gets its name
 * here, "Target: Javan Trogon", from its own text and the row's.
 */
function readNames(): Map<string, string> {
  return new Map(
    [...document.querySelectorAll<HTMLElement>('[data-pick]')].map((b) => {
      const name = b.closest('li')!.querySelector('a')!.textContent!;
      b.setAttribute('aria-label', `${b.textContent!.trim()}: ${name}`);
      return [b.dataset.pick!, name];
    }),
  );
}

/** The stored selection; none where storage is blocked or holds something unreadable. */
function readStored(): string[] {
  let stored: string[] = [];
  try {
    stored = JSON.parse(localStorage.getItem(STORE) ?? '[]');
  } catch {}
  return stored;
}

/** Marks the list's pick buttons, puts the selection in the address (dropping ?add=) and stores it. */
function writeTargets(targets: readonly string[]): void {
  document.querySelectorAll<HTMLElement>('[data-pick]').forEach((b) => {
    b.setAttribute('aria-pressed', String(targets.includes(b.dataset.pick!)));
  });
  const url = new URL(location.href);
  url.searchParams.delete('add');
  if (targets.length) url.searchParams.set('targets', targets.join(','));
  else url.searchParams.delete('targets');
  history.replaceState(history.state, '', url);
  try {
    localStorage.setItem(STORE, JSON.stringify(targets));
  } catch {}
}

/**
 * The chosen targets, the species names (null until hydrated), the ids a link named that we do not
 * know, and the last change as a sentence for the status line. A click on any pick button of the
 * list toggles its species.
 */
export function useTargets(w: Pick<PlannerWords, 'added' | 'removed'>) {
  const [names, setNames] = useState<Map<string, string> | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [said, setSaid] = useState('');

  useLayoutEffect(() => {
    const known = readNames();
    const first = initialTargets(new URLSearchParams(location.search), readStored(), (id) => known.has(id));
    setNames(known);
    setTargets(first.ids);
    setIgnored(first.unknown);
    const onClick = (event: MouseEvent) => {
      const id = (event.target as Element).closest<HTMLElement>('[data-pick]')?.dataset.pick;
      if (id) toggleNow.current(id);
    };
    // The life list's "make my lifers the targets" (widgets/on-use/life-list.ts) sends its ids.
    const onTargets = (event: Event) => {
      setTargets((event as CustomEvent<string[]>).detail.filter((id) => known.has(id)));
      setSaid('');
    };
    document.addEventListener('click', onClick);
    document.addEventListener('planner:targets', onTargets);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('planner:targets', onTargets);
    };
  }, []);

  const name = (id: string) => names?.get(id) ?? id;
  // The document's listener is added once; it reaches the latest render's targets through this ref.
  const toggleNow = useRef((_id: string) => {});
  toggleNow.current = (id: string) => {
    const on = targets.includes(id);
    setTargets(on ? targets.filter((t) => t !== id) : [...targets, id]);
    setSaid(fill(on ? w.removed : w.added, { name: name(id) }));
  };

  useEffect(() => {
    if (names) writeTargets(targets);
  }, [targets, names]);

  const add = (id: string) => {
    setTargets([...targets, id]);
    setSaid(fill(w.added, { name: name(id) }));
  };
  return { names, targets, ignored, said, name, add, toggle: (id: string) => toggleNow.current(id) };
}
