import { useLayoutEffect, useRef, useState } from 'react';
import { keep, type Slots } from '../lib/keep.ts';
import { prefersReducedMotion } from '../lib/motion.ts';
import { BANNER_FADE_MS, BANNER_INTERVAL_MS } from '../timings.ts';

export interface BannerProps {
  /** Id of the banner holding the server-rendered `.banner-slide`s and `.banner-tick`s. */
  host: string;
  count: number;
  /** `toggle`: the Pause and Play labels (server only; the host's `data-paused` picks one). */
  slots?: Slots;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Home gallery banner: every BANNER_INTERVAL_MS the host gets `data-fading`; after
 * BANNER_FADE_MS the index advances, wrapping after the last image, and the flag clears. Only the
 * shown image and the next one are displayed, so the others load just before their turn.
 * Cycling stops while the tab is hidden, when the visitor presses Pause, and does not start
 * under reduced motion (the control then offers Play).
 */
export default function Banner({ host, count, slots }: BannerProps) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [paused, setPaused] = useState(() => typeof window !== 'undefined' && prefersReducedMotion());
  const [hidden, setHidden] = useState(false);
  const root = () => document.getElementById(host)!;
  const fadeTimer = useRef(0);

  useLayoutEffect(() => {
    // The strip scrolls sideways only without JavaScript; stacked slides need no focus stop.
    root().querySelector('.banner-slides')?.removeAttribute('tabindex');
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useLayoutEffect(() => {
    const el = root();
    el.querySelectorAll<HTMLElement>('.banner-slide').forEach((slide, i) => {
      slide.classList.toggle('is-active', i === index);
      slide.classList.toggle('is-primed', i === (index + 1) % count);
      if (i === index) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    el.querySelectorAll('.banner-tick').forEach((tick, i) => tick.classList.toggle('is-active', i === index));
    el.dataset.index = String(index);
  }, [index]);

  useLayoutEffect(() => {
    if (fading) root().dataset.fading = 'true';
    else delete root().dataset.fading;
  }, [fading]);

  const running = !paused && !hidden;
  useLayoutEffect(() => {
    // `data-playing`: the timer runs; `data-paused`: the visitor's choice, which the control shows.
    root().dataset.playing = String(running);
    root().dataset.paused = String(paused);
    if (!running) return;
    const interval = window.setInterval(() => {
      setFading(true);
      fadeTimer.current = window.setTimeout(() => {
        setIndex((i) => (i + 1) % count);
        setFading(false);
      }, BANNER_FADE_MS);
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(interval);
  }, [running, paused]);

  return (
    <div className="banner-controls">
      <button type="button" className="banner-toggle" onClick={() => setPaused(!paused)} {...keep(slots?.toggle)} />
      <p className="banner-counter" aria-hidden="true">
        <span className="banner-current">{pad(index + 1)}</span>
        {` / ${pad(count)}`}
      </p>
    </div>
  );
}
