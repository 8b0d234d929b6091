import { useLayoutEffect, useRef, useState } from 'react';
import { keep, type Slots } from '../lib/keep.ts';
import { prefersReducedMotion } from '../lib/motion.ts';

export interface CarouselProps {
  /** Id of the carousel; its server-rendered track is `${id}-track`. */
  id: string;
  total: number;
  /** `prev`, `next`: the arrow icons (server only). */
  slots?: Slots;
}

/** The slide the strip is scrolled to: slides are as wide as the track. */
function slideAt(strip: HTMLElement, first: HTMLElement, total: number): number {
  const width = first.offsetWidth || 1;
  return Math.min(total - 1, Math.max(0, Math.round(strip.scrollLeft / width)));
}

interface Inputs {
  scroll: () => void;
  /** A touch, wheel or drag on the strip. */
  takeOver: () => void;
  /** ArrowLeft (-1) or ArrowRight (1) while focus is inside the carousel. */
  step: (by: number) => void;
}

/** Listens on the carousel and its strip; returns the function that stops listening. */
function listen(root: HTMLElement, strip: HTMLElement, on: Inputs): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    on.step(step);
  };
  // A touch, wheel or drag takes over from a programmatic scroll still under way.
  const takeOvers = ['pointerdown', 'wheel', 'touchstart'] as const;
  for (const type of takeOvers) strip.addEventListener(type, on.takeOver, { passive: true });
  strip.addEventListener('scroll', on.scroll, { passive: true });
  root.addEventListener('keydown', onKeyDown);
  return () => {
    for (const type of takeOvers) strip.removeEventListener(type, on.takeOver);
    strip.removeEventListener('scroll', on.scroll);
    root.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * Carousel controls (templates/components/carousel.tsx): previous/next with wraparound,
 * ArrowLeft/ArrowRight while focus is inside the carousel, swipe through the native scroll-snap
 * strip. The current slide is read back from the scroll position, so touch swipes and scrollbar
 * drags update the status too; `data-index` on the carousel mirrors it.
 */
export default function Carousel({ id, total, slots }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  // Slide a button or key asked for; scroll positions on the way there are not the current slide.
  const pending = useRef<number | undefined>(undefined);
  const track = () => document.getElementById(`${id}-track`)!;
  const slides = () => [...track().querySelectorAll<HTMLElement>('.carousel-slide')];

  const show = (i: number) => {
    current.current = i;
    setIndex(i);
  };

  const goTo = (i: number) => {
    const target = ((i % total) + total) % total;
    const all = slides();
    // Slides are as wide as the track, so slide i starts at i × its width.
    const left = all[target]!.offsetLeft - all[0]!.offsetLeft;
    pending.current = Math.abs(track().scrollLeft - left) > 1 ? target : undefined;
    show(target);
    track().scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  useLayoutEffect(() => {
    document.getElementById(id)!.dataset.index = String(index);
  }, [index]);

  useLayoutEffect(() => {
    const strip = track();
    let settle = 0;
    const fromScroll = () => {
      const i = slideAt(strip, slides()[0]!, total);
      if (pending.current !== undefined) {
        if (i !== pending.current) return;
        pending.current = undefined;
      }
      if (i !== current.current) show(i);
    };
    return listen(document.getElementById(id)!, strip, {
      scroll: () => {
        // Read the slide once scrolling settles (a smooth scroll passes the slides in between).
        window.clearTimeout(settle);
        settle = window.setTimeout(fromScroll, 120);
      },
      takeOver: () => (pending.current = undefined),
      step: (by) => goTo(current.current + by),
    });
  }, []);

  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-button carousel-prev"
        aria-label="Previous slide"
        aria-controls={`${id}-track`}
        onClick={() => goTo(index - 1)}
        {...keep(slots?.prev)}
      />
      <p className="carousel-status" aria-live="polite" aria-atomic="true">
        {`${index + 1} / ${total}`}
      </p>
      <button
        type="button"
        className="carousel-button carousel-next"
        aria-label="Next slide"
        aria-controls={`${id}-track`}
        onClick={() => goTo(index + 1)}
        {...keep(slots?.next)}
      />
    </div>
  );
}
