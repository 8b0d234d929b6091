import { disclosure } from '../lib/disclosure.ts';

/** Tour Packages dropdown: opens by click, Enter, Space or ArrowDown; Escape closes and returns focus. */
export default function dropdown(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]')!;
  const links = () => [...root.querySelectorAll<HTMLAnchorElement>('.dropdown-panel a')];
  const menu = disclosure({ root, button, closeOnFocusOut: true });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      // Handled here: the grid navigation below must not move focus a second time.
      event.preventDefault();
      event.stopPropagation();
      menu.open();
      links()[0]?.focus();
    }
  });
  root.addEventListener('keydown', (event) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    // Two columns: left/right move by one, up/down by a row, wrapping within the list.
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 2, ArrowUp: -2 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    items[(index + step + items.length) % items.length]!.focus();
  });
}
