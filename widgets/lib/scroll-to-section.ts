import { MENU_SCROLL_DELAY_MS } from '../timings.ts';

/**
 * Scrolls to a home-page section by id. From another page it goes to / first and scrolls
 * after the page has had MENU_SCROLL_DELAY_MS to settle. No menu item uses it yet.
 */
export function scrollToSection(id: string, homePath = document.documentElement.dataset.base ?? '/'): void {
  const onHome = window.location.pathname === homePath;
  if (!onHome) {
    window.location.assign(`${homePath}#${id}`);
    return;
  }
  window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), MENU_SCROLL_DELAY_MS);
}
