// The page loader: runs the enhancers and hydrates each island when its condition is met, so no
// island's code runs before first paint or stands between a visitor and a first tap.

/** When an island hydrates; every condition also gives way to the first interaction with it. */
export type When = 'load' | 'idle' | 'visible' | 'interaction';
/** A stateless enhancer: runs once on each `[data-widget~=name]` root. */
export type Enhancer = (root: HTMLElement) => void;
/** Hydrates one island wrapper with its component and props (widgets/hydrate.ts, Preact). */
export type Hydrate = (wrapper: HTMLElement, name: string, props: Record<string, unknown>) => void;

const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** Adds `name` to an element's space-separated `data-ready`. */
export function markReady(el: Element | null | undefined, name: string): void {
  if (!(el instanceof HTMLElement)) return;
  const tokens = el.dataset.ready ? el.dataset.ready.split(' ') : [];
  if (!tokens.includes(name)) el.dataset.ready = [...tokens, name].join(' ');
}

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
  else if (when === 'idle') ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(once);
  else if (when === 'visible' && 'IntersectionObserver' in window) {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      once();
    }, { rootMargin: '200px' });
    // The wrapper is `display: contents` and has no box; watch the element it controls.
    observer.observe(document.getElementById(el.dataset.host ?? '') ?? (el.firstElementChild as HTMLElement) ?? el);
  } else if (when === 'visible') once();
}

/** Runs the page's enhancers, then hydrates its islands as their `data-when` conditions allow. */
export function start(enhancers: Record<string, Enhancer>, hydrate?: Hydrate): void {
  const run = () => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-widget]')) {
      for (const name of (root.dataset.widget ?? '').split(/\s+/)) {
        const enhancer = enhancers[name];
        if (!enhancer || root.dataset.ready?.split(' ').includes(name)) continue;
        try {
          enhancer(root);
          markReady(root, name);
        } catch (error) {
          // One broken enhancer must not stop the others; the markup still works without it.
          console.warn(`enhancer ${name} failed`, error);
        }
      }
    }
    if (!hydrate) return;
    for (const wrapper of document.querySelectorAll<HTMLElement>('[data-island]')) {
      const name = wrapper.dataset.island!;
      schedule(wrapper, (wrapper.dataset.when as When) ?? 'visible', () => {
        try {
          hydrate(wrapper, name, JSON.parse(wrapper.dataset.props ?? '{}'));
          for (const el of [wrapper, wrapper.firstElementChild, document.getElementById(wrapper.dataset.host ?? '')]) markReady(el, name);
        } catch (error) {
          console.warn(`island ${name} failed`, error);
        }
      });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
