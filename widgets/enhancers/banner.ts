import { prefersReducedMotion } from '../lib/motion.ts';
import { BANNER_FADE_MS, BANNER_INTERVAL_MS } from '../timings.ts';

/**
 * Home gallery banner (spec 000 §4): every BANNER_INTERVAL_MS the root gets `data-fading`; after
 * BANNER_FADE_MS the index advances, wrapping after the last image, and the flag clears. Only the
 * shown image and the next one are displayed, so the others load just before their turn.
 * Cycling stops while the tab is hidden, when the visitor presses Pause, and does not start
 * under reduced motion (the control then offers Play).
 */
export default function banner(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('.banner-slide')];
  const ticks = [...root.querySelectorAll<HTMLElement>('.banner-tick')];
  const current = root.querySelector<HTMLElement>('.banner-current');
  const toggle = root.querySelector<HTMLButtonElement>('.banner-toggle')!;
  const count = slides.length;
  let index = 0;
  let interval = 0;
  let paused = prefersReducedMotion();

  // The strip scrolls sideways only without JavaScript; stacked slides need no focus stop.
  root.querySelector('.banner-slides')?.removeAttribute('tabindex');
  slides.forEach((slide, i) => {
    if (i !== index) slide.setAttribute('aria-hidden', 'true');
  });
  const prime = () => slides[(index + 1) % count]!.classList.add('is-primed');

  const advance = () => {
    slides[index]!.classList.remove('is-active');
    slides[index]!.setAttribute('aria-hidden', 'true');
    ticks[index]?.classList.remove('is-active');
    index = (index + 1) % count;
    slides[index]!.classList.replace('is-primed', 'is-active');
    slides[index]!.removeAttribute('aria-hidden');
    ticks[index]?.classList.add('is-active');
    prime();
    if (current) current.textContent = String(index + 1).padStart(2, '0');
    root.dataset.index = String(index);
    delete root.dataset.fading;
  };

  const tick = () => {
    root.dataset.fading = 'true';
    window.setTimeout(advance, BANNER_FADE_MS);
  };

  const sync = () => {
    const run = !paused && !document.hidden;
    if (run && !interval) interval = window.setInterval(tick, BANNER_INTERVAL_MS);
    if (!run && interval) {
      window.clearInterval(interval);
      interval = 0;
    }
    // `data-playing`: the timer runs; `data-paused`: the visitor's choice, which the control shows.
    root.dataset.playing = String(run);
    root.dataset.paused = String(paused);
  };

  toggle.addEventListener('click', () => {
    paused = !paused;
    sync();
  });
  document.addEventListener('visibilitychange', sync);
  root.dataset.index = '0';
  prime();
  sync();
}
