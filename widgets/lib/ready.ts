/** Adds `name` to an element's space-separated `data-ready`. */
export function markReady(el: Element | null | undefined, name: string): void {
  if (!(el instanceof HTMLElement)) return;
  const tokens = el.dataset.ready ? el.dataset.ready.split(' ') : [];
  if (!tokens.includes(name)) el.dataset.ready = [...tokens, name].join(' ');
}

/** Runs `run` once the document is parsed. */
export function onReady(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
