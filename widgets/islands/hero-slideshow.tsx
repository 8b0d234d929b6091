import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { keep, type Slots } from '../lib/keep.ts';
import { fillPictures } from '../lib/pictures.ts';
import { HERO_FADE_MS } from '../timings.ts';

export interface HeroSlideshowProps {
  /** Id of the hero section holding the server-rendered `.hero-slide`s. */
  host: string;
  /** Slide captions, for the dots' names. */
  captions: string[];
  /** URL of the deferred pictures (templates/lib/deferred-pictures.tsx), which hold every slide's picture but the first. */
  pictures?: string;
  /** `prev`, `next`: the arrow icons (server only). */
  slots?: Slots;
}

/**
 * Displays only the slide shown and its two neighbours (CSS hides the rest), so the browser fetches
 * the next images just ahead of need, and only after the page (and its priority image) loaded.
 */
function markNeighbours(host: string, shown: number, count: number, loaded: boolean): void {
  const slides = document.getElementById(host)!.querySelectorAll<HTMLElement>('.hero-slide');
  slides.forEach((slide, n) => slide.classList.toggle('is-near', loaded && (n === (shown + 1) % count || n === (shown - 1 + count) % count)));
}

/** Makes slide `to` the active one in place of slide `from`. */
function swapActive(slides: HTMLElement[], from: number, to: number): void {
  const previous = slides[from]!;
  // A dot may jump to a slide that is still display:none: show it first so its fade runs.
  slides[to]!.classList.add('is-near');
  void slides[to]!.offsetWidth;
  previous.classList.remove('is-active');
  previous.setAttribute('aria-hidden', 'true');
  slides[to]!.classList.add('is-active');
  slides[to]!.removeAttribute('aria-hidden');
}

/**
 * The index of the slide shown and a setter that wraps around. Each change swaps the server-rendered
 * slides and marks the host `data-transitioning` for HERO_FADE_MS while the CSS cross-fade runs;
 * `data-index` on the host names the slide shown.
 */
function useHeroSlides(host: string, count: number, pictures?: string): [number, (target: number) => void] {
  const [index, setIndex] = useState(0);
  const shown = useRef(0);
  const loaded = useRef(false);
  const timer = useRef(0);
  const mark = () => markNeighbours(host, shown.current, count, loaded.current);

  // The later slides' pictures are not in the page: they arrive now, and each downloads once its
  // slide is displayed (shown or next to the one shown).
  useEffect(() => {
    if (pictures) void fillPictures(pictures, document.getElementById(host)!);
  }, []);

  useLayoutEffect(() => {
    const preload = () => {
      loaded.current = true;
      mark();
    };
    if (document.readyState === 'complete') preload();
    else window.addEventListener('load', preload, { once: true });
    return () => window.removeEventListener('load', preload);
  }, []);

  useLayoutEffect(() => {
    if (index === shown.current) return;
    const root = document.getElementById(host)!;
    const slides = [...root.querySelectorAll<HTMLElement>('.hero-slide')];
    const previous = slides[shown.current]!;
    loaded.current = true;
    swapActive(slides, shown.current, index);
    shown.current = index;
    root.dataset.index = String(index);
    mark();
    // The outgoing slide stays displayed until its fade-out has finished.
    previous.classList.add('is-near');
    root.dataset.transitioning = 'true';
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      delete root.dataset.transitioning;
      mark();
    }, HERO_FADE_MS);
  }, [index]);

  return [index, (target: number) => setIndex(((target % count) + count) % count)];
}

/**
 * Hero background slideshow controls: previous and next wrap around, dots pick a slide, and the
 * status names the slide shown. Choosing the slide already shown does nothing.
 */
export default function HeroSlideshow({ host, captions, pictures, slots }: HeroSlideshowProps) {
  const count = captions.length;
  const [index, select] = useHeroSlides(host, count, pictures);

  return (
    <div className="hero-controls" role="group" aria-label="Background images">
      <button type="button" className="hero-arrow hero-prev" aria-label="Previous image" onClick={() => select(index - 1)} {...keep(slots?.prev)} />
      <div className="hero-dots">
        {captions.map((caption, i) => (
          <button
            key={i}
            type="button"
            className="hero-dot"
            aria-label={`Show image ${i + 1}: ${caption}`}
            aria-current={i === index ? 'true' : undefined}
            data-slide={i}
            onClick={() => select(i)}
          />
        ))}
      </div>
      <button type="button" className="hero-arrow hero-next" aria-label="Next image" onClick={() => select(index + 1)} {...keep(slots?.next)} />
      <p className="hero-status" aria-live="polite" aria-atomic="true">
        {`Image ${index + 1} of ${count}`}
      </p>
    </div>
  );
}
