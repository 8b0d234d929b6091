/** Whether an element's space-separated `data-ready` holds `name`: the widget already ran on it. */
export function isReady(el: HTMLElement, name: string): boolean {
  return el.dataset.ready?.split(' ').includes(name) ?? false;
}

/** Adds `name` to an element's space-separated `data-ready`. */
export function markReady(el: Element | null | undefined, name: string): void {
  if (el instanceof HTMLElement && !isReady(el, name)) el.dataset.ready = el.dataset.ready ? `${el.dataset.ready} ${name}` : name;
}

/** Runs `run` once the document is parsed. */
export function onReady(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
