// The enhancer half of the page loader: plain modules that need no island runtime and no Preact,
// so a page with enhancers only ships just these few lines.
import { isReady, markReady, onReady } from './lib/ready.ts';

/** A stateless enhancer: runs once on each `[data-widget~=name]` root. */
export type Enhancer = (root: HTMLElement) => void;

/** Runs each enhancer on its `[data-widget~=name]` roots and marks them `data-ready`. */
export function runEnhancers(enhancers: Record<string, Enhancer>): void {
  onReady(() => {
    for (const root of document.querySelectorAll<HTMLElement>('[data-widget]')) {
      for (const name of (root.dataset.widget ?? '').split(/\s+/)) {
        const enhancer = enhancers[name];
        if (!enhancer || isReady(root, name)) continue;
        try {
          enhancer(root);
          markReady(root, name);
        } catch (error) {
          // One broken enhancer must not stop the others; the markup still works without it.
          console.warn(`enhancer ${name} failed`, error);
        }
      }
    }
  });
}
