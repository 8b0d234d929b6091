import { HERO_FADE_MS } from '../timings.ts';

/**
 * Hero background slideshow: previous and next wrap around, dots pick a slide, and each change
 * marks the root `data-transitioning` for HERO_FADE_MS while the CSS cross-fade runs. Choosing
 * the slide already shown does nothing. `data-index` always names the slide shown.
 */
export default function heroSlideshow(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('.hero-slide')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('.hero-dot')];
  const status = root.querySelector<HTMLElement>('.hero-status');
  const count = slides.length;
  let index = 0;
  let timer = 0;

  // Only the slide shown and its two neighbours are displayed (CSS hides the rest), so the browser
  // fetches the next images just ahead of need, and only after the page (and its priority image) loaded.
  let loaded = false;
  const markNeighbours = () => {
    slides.forEach((slide, i) => slide.classList.toggle('is-near', loaded && (i === (index + 1) % count || i === (index - 1 + count) % count)));
  };
  const preload = () => {
    loaded = true;
    markNeighbours();
  };
  if (document.readyState === 'complete') preload();
  else window.addEventListener('load', preload, { once: true });

  const select = (target: number) => {
    const next = ((target % count) + count) % count;
    if (next === index) return;
    loaded = true;
    // A dot may jump to a slide that is still display:none: show it first so its fade runs.
    slides[next]!.classList.add('is-near');
    void slides[next]!.offsetWidth;
    const previous = slides[index]!;
    previous.classList.remove('is-active');
    slides[index]!.setAttribute('aria-hidden', 'true');
    dots[index]?.removeAttribute('aria-current');
    index = next;
    slides[index]!.classList.add('is-active');
    slides[index]!.removeAttribute('aria-hidden');
    dots[index]?.setAttribute('aria-current', 'true');
    if (status) status.textContent = `Image ${index + 1} of ${count}`;
    root.dataset.index = String(index);
    markNeighbours();
    // The outgoing slide stays displayed until its fade-out has finished.
    previous.classList.add('is-near');
    root.dataset.transitioning = 'true';
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      delete root.dataset.transitioning;
      markNeighbours();
    }, HERO_FADE_MS);
  };

  root.dataset.index = '0';
  root.querySelector('.hero-prev')?.addEventListener('click', () => select(index - 1));
  root.querySelector('.hero-next')?.addEventListener('click', () => select(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => select(i)));
}
