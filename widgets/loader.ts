// The page loader: the one script a page asks for in <head>, a few hundred bytes. A classic
// deferred script, not a module: both run after parsing, but Chromium fetches a deferred script at
// low priority, below the hero picture and the stylesheet, and a module script at high priority,
// beside them. It waits until the first view has painted its hero picture, then asks for the
// heading font and the page's widgets. Nothing the first view needs waits for JavaScript (it paints
// from HTML and inline CSS), so all the loader starts would only compete with the hero for a
// phone's bandwidth.
import { onReady } from './lib/ready.ts';

/** What ends the wait early: a visitor reaching for the page needs its widgets now. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Longest wait for the hero picture, from the loader's start: a stalled image never holds the widgets back. */
export const FIRST_VIEW_WAIT_MS = 2500;

/** Resolves once `el` (a stylesheet link or an image) has loaded or failed. */
const settled = (el: HTMLElement) =>
  new Promise((done) => {
    el.addEventListener('load', done, { once: true });
    el.addEventListener('error', done, { once: true });
  });

/** Resolves once the browser has drawn a frame (and never in a hidden tab, where the timeout stands in). */
const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/**
 * Runs `start` once the first view has painted: after the page's priority image (the hero, marked
 * `fetchpriority="high"`) has loaded and been drawn, or after the first frame where there is none.
 * A visitor's first key, tap or focus, or FIRST_VIEW_WAIT_MS, starts it sooner.
 */
export function afterFirstView(start: () => void, wait = FIRST_VIEW_WAIT_MS): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    for (const type of INTERACTIONS) removeEventListener(type, go, true);
    start();
  };
  for (const type of INTERACTIONS) addEventListener(type, go, { capture: true, passive: true });
  const timer = setTimeout(go, wait);
  // The wait starts in a task of its own: the one that runs this script also ends the parse and
  // fires DOMContentLoaded, and a long task is what holds back a visitor's first tap.
  onReady(() => setTimeout(waitForFirstView, 0));
  async function waitForFirstView() {
    // The page's stylesheets first (a deferred script in <head> does not wait for those in <body>):
    // a widget never changes what is still styled by the inlined first-view rules alone.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (!link.sheet) await settled(link);
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (hero && !hero.complete) await settled(hero);
    await hero?.decode().catch(() => undefined);
    // Two frames: the one that draws the decoded picture, then one after it.
    await nextPaint();
    await nextPaint();
    go();
  }
}

/**
 * Brings the heading web font (`font`, a CSS font shorthand naming the face the stylesheet
 * declares), then marks it wanted on <html>: the stylesheet then sets the headings in it
 * (`font-heading` in styles/_tokens.scss). Its local stand-ins share its metrics, so the swap moves
 * nothing. Fetched first, while no text uses it, the font costs one layout of the headings, not
 * two (one for the switch while it is on its way, one when it comes). Without JavaScript the
 * stylesheet uses it at once; if it never arrives, the headings stay in the stand-ins.
 *
 * Shared metrics keep each line where it was, but not where a line breaks: a heading whose words
 * are a little wider in the web font may take one line more, and what follows it moves. Such a
 * heading on screen keeps its stand-in (`data-stand-in-font`, styles/_base.scss); the switch and
 * the measure happen in one task, before the next frame is painted, so nothing is drawn moved.
 * Headings out of view take the web font: nothing the visitor sees moves when they re-wrap.
 */
export function loadHeadingFont(font: string): void {
  // The stand-ins are named after the web font: "Fraunces Georgia" for Fraunces (scripts/assets/styles/fonts.ts).
  const standIn = `"${font.split('"')[1]} `;
  const mark = () => {
    // What is on screen in a stand-in, with its height before the switch (measured, not painted).
    const shown = [...document.body.querySelectorAll('*')].flatMap((el) => {
      const { top, bottom, height } = el.getBoundingClientRect();
      return top < innerHeight && bottom > 0 && getComputedStyle(el).fontFamily.startsWith(standIn) ? [{ el, height }] : [];
    });
    document.documentElement.dataset.fonts = 'heading';
    for (const { el, height } of shown) if (el.getBoundingClientRect().height !== height) el.setAttribute('data-stand-in-font', '');
  };
  document.fonts.load(font).then(mark, mark);
}
