/** A widget enhances one server-rendered root element; it may return nothing. */
export type Widget = (root: HTMLElement) => void;

/**
 * Finds every `[data-widget]` root on the page and runs the widgets this page's bundle carries,
 * then marks the root `data-ready` so styles and tests can tell enhanced markup from plain HTML.
 */
export function boot(registry: Record<string, Widget>): void {
  const run = () => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-widget]')) {
      for (const name of (root.dataset.widget ?? '').split(/\s+/)) {
        const widget = registry[name];
        if (!widget || root.dataset.ready?.split(' ').includes(name)) continue;
        try {
          widget(root);
          root.dataset.ready = root.dataset.ready ? `${root.dataset.ready} ${name}` : name;
        } catch (error) {
          // One broken widget must not stop the others; the markup still works without it.
          console.warn(`widget ${name} failed`, error);
        }
      }
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
