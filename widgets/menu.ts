import { disclosure } from './disclosure.ts';
import { MENU_SCROLL_DELAY_MS } from './timings.ts';

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

/**
 * Scrolls to a home-page section by id. From another page it goes to / first and scrolls
 * after the page has had MENU_SCROLL_DELAY_MS to settle (spec 000 §2). No menu item uses it yet.
 */
export function scrollToSection(id: string, homePath = document.documentElement.dataset.base ?? '/'): void {
  const onHome = window.location.pathname === homePath;
  if (!onHome) {
    window.location.assign(`${homePath}#${id}`);
    return;
  }
  window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), MENU_SCROLL_DELAY_MS);
}
