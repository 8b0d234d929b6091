import { prefersReducedMotion } from '../lib/motion.ts';

/**
 * Carousel (templates/components/carousel.tsx): previous/next with wraparound, ArrowLeft/ArrowRight
 * while focus is inside, swipe through the native scroll-snap strip. The current slide is read
 * back from the scroll position, so touch swipes and scrollbar drags update the status too.
 */
export default function carousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.carousel-track')!;
  const slides = [...track.querySelectorAll<HTMLElement>('.carousel-slide')];
  const status = root.querySelector<HTMLElement>('.carousel-status')!;
  const total = slides.length;
  let index = 0;
  let settleTimer: number | undefined;
  // Slide a button or key asked for; scroll positions on the way there are not the current slide.
  let pending: number | undefined;

  const show = (i: number) => {
    index = i;
    root.dataset.index = String(i);
    status.textContent = `${i + 1} / ${total}`;
  };

  const goTo = (i: number) => {
    const target = ((i % total) + total) % total;
    // Slides are as wide as the track, so slide i starts at i × its width.
    const left = slides[target]!.offsetLeft - slides[0]!.offsetLeft;
    pending = Math.abs(track.scrollLeft - left) > 1 ? target : undefined;
    show(target);
    track.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const fromScroll = () => {
    const width = slides[0]!.offsetWidth || 1;
    const i = Math.min(total - 1, Math.max(0, Math.round(track.scrollLeft / width)));
    if (pending !== undefined) {
      if (i !== pending) return;
      pending = undefined;
    }
    if (i !== index) show(i);
  };

  root.querySelector('.carousel-prev')!.addEventListener('click', () => goTo(index - 1));
  root.querySelector('.carousel-next')!.addEventListener('click', () => goTo(index + 1));
  root.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    goTo(index + step);
  });
  // A touch, wheel or drag takes over from a programmatic scroll still under way.
  for (const type of ['pointerdown', 'wheel', 'touchstart'] as const) track.addEventListener(type, () => (pending = undefined), { passive: true });
  // Read the slide once scrolling settles (a smooth scroll passes the slides in between).
  track.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(fromScroll, 120);
    },
    { passive: true },
  );
  show(0);
}
