import { LIFE_LIST_STORE } from '../life-list/store.ts';
import { onUse } from '../lib/on-use.ts';

// The few lines a page carries for the life list: its code (widgets/on-use/life-list.ts) is
// fetched at the first touch of the panel, or at once where a list is kept on this device, so the
// page's byte budget holds until a visitor uses it. The events that came before it arrived are
// handed to it, so a file picked at once is read all the same.

type LifeList = typeof import('../on-use/life-list.ts');
const TOUCH = ['pointerdown', 'focusin', 'change', 'click'] as const;

/** A life-list panel (shown, now that scripts run) or a species page's line (shown when a list is kept). */
export default function lifeList(root: HTMLElement): void {
  if (root.dataset.species === undefined) root.hidden = false;
  const events: Event[] = [];
  let started = false;
  const take = (event: Event) => {
    if (event.type === 'change' || event.type === 'click') events.push(event);
    if (started) return;
    started = true;
    void onUse<LifeList>('life-list').then((m) => {
      for (const type of TOUCH) root.removeEventListener(type, take, true);
      return m.start(root, events);
    });
  };
  for (const type of TOUCH) root.addEventListener(type, take, true);
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(LIFE_LIST_STORE);
  } catch {}
  if (kept) take(new Event('kept'));
}
