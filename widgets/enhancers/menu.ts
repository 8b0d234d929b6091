import { disclosure } from '../lib/disclosure.ts';

/**
 * Mobile menu: the hamburger toggles the stacked menu; choosing any link closes it.
 * Below the large breakpoint only; at 1024 px and wider the desktop nav shows instead.
 */
export default function menu(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.menu-toggle')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  const toggle = disclosure({
    root,
    button,
    onToggle: (open) => button.setAttribute('aria-label', open ? 'Close menu' : 'Menu'),
  });
  panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) toggle.close();
  });
  // Leaving the small layout with the menu open must not leave it open behind the desktop nav.
  window.matchMedia('(min-width: 1024px)').addEventListener('change', (event) => {
    if (event.matches) toggle.close();
  });
}
