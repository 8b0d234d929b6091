import { HERO_FADE_MS } from './timings.ts';

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

  // The other slides' images load only once the page has loaded, so they never compete with the
  // first (priority) image; CSS keeps them display:none until then.
  const preload = () => root.setAttribute('data-loaded', '');
  if (document.readyState === 'complete') preload();
  else window.addEventListener('load', preload, { once: true });

  const select = (target: number) => {
    const next = ((target % count) + count) % count;
    if (next === index) return;
    preload();
    slides[index]!.classList.remove('is-active');
    slides[index]!.setAttribute('aria-hidden', 'true');
    dots[index]?.removeAttribute('aria-current');
    index = next;
    slides[index]!.classList.add('is-active');
    slides[index]!.removeAttribute('aria-hidden');
    dots[index]?.setAttribute('aria-current', 'true');
    if (status) status.textContent = `Image ${index + 1} of ${count}`;
    root.dataset.index = String(index);
    root.dataset.transitioning = 'true';
    window.clearTimeout(timer);
    timer = window.setTimeout(() => delete root.dataset.transitioning, HERO_FADE_MS);
  };

  root.dataset.index = '0';
  root.querySelector('.hero-prev')?.addEventListener('click', () => select(index - 1));
  root.querySelector('.hero-next')?.addEventListener('click', () => select(index + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => select(i)));
}
