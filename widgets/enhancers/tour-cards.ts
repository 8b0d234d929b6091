import { prefersReducedMotion } from '../lib/motion.ts';
import { TOUR_CARD_NAV_DELAY_MS } from '../timings.ts';

/**
 * Home tour cards: a plain left click on a card's link bounces the card and follows the link
 * TOUR_CARD_NAV_DELAY_MS later. Modified and middle clicks (new tab, new window) are left alone,
 * and the links work as ordinary links without JavaScript.
 */
export default function tourCards(root: HTMLElement): void {
  let pending = false;
  root.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.tour-card-link');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (pending) return;
    pending = true;
    if (!prefersReducedMotion()) link.closest('.tour-card')?.classList.add('is-bouncing');
    window.setTimeout(() => window.location.assign(link.href), TOUR_CARD_NAV_DELAY_MS);
  });
  // Coming back through the back-forward cache restores the page as it was left: reset the card.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    pending = false;
    root.querySelectorAll('.is-bouncing').forEach((card) => card.classList.remove('is-bouncing'));
  });
}
