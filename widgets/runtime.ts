// The island half of the page loader (widgets/enhance.ts runs the enhancers): hydrates each island
// when its condition is met, so no island code runs before first paint or delays a first tap.
import { isReady, markReady, onReady } from './lib/ready.ts';

/** When an island hydrates; every condition also gives way to the first interaction with it. */
export type When = 'load' | 'idle' | 'visible' | 'interaction';
/** Hydrates one island wrapper with its component and props (widgets/hydrate.ts, Preact). */
export type Hydrate = (wrapper: HTMLElement, name: string, props: Record<string, unknown>) => void;

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Longest wait of an island that hydrates when idle: a page that never idles (a running animation) still gets it. */
export const IDLE_HYDRATION_MS = 2000;

function schedule(el: HTMLElement, when: When, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, once, true);
    run();
  };
  // Capture phase: the island is live before the pointerdown's click or the focus's key reaches it.
  for (const type of INTERACTIONS) el.addEventListener(type, once, { capture: true, passive: true });
  if (when === 'load') once();
  else if (when === 'idle') 'requestIdleCallback' in window ? requestIdleCallback(once, { timeout: IDLE_HYDRATION_MS }) : setTimeout(once, 200);
  else if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        once();
      },
      { rootMargin: '200px' },
    );
    // The wrapper is `display: contents` and has no box; watch the element it controls.
    observer.observe(document.getElementById(el.dataset.host ?? '') ?? (el.firstElementChild as HTMLElement) ?? el);
  } else if (when === 'visible') once();
}

/**
 * Hydrates each `[data-island]` once its `data-when` condition holds, then marks the wrapper, the
 * component's root element and the `data-host` element `data-ready` with the island's name.
 */
export function hydrateIslands(hydrate: Hydrate): void {
  onReady(() => {
    for (const wrapper of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const name = wrapper.dataset.island!;
      schedule(wrapper, (wrapper.dataset.when as When) ?? 'visible', () => {
        // A second run over the same page (the dev server runs an edited loader again) leaves it be.
        if (isReady(wrapper, name)) return;
        try {
          // The host id is written once, as data-host; the component gets it as a prop as on the server.
          hydrate(wrapper, name, { ...JSON.parse(wrapper.dataset.props ?? '{}'), host: wrapper.dataset.host });
          for (const el of [wrapper, wrapper.firstElementChild, document.getElementById(wrapper.dataset.host ?? '')]) markReady(el, name);
        } catch (error) {
          console.warn(`island ${name} failed`, error);
        }
      });
    }
  });
}
