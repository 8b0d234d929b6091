import type { EnginePage } from './engine.ts';

// What a visitor does and sees, in terms any engine can carry out: look at an element, wait for
// it to stop moving, click it. The in-page functions below are sent to the page as source text,
// so each uses only its own arguments.

/** True when the element is rendered (has a box) and not hidden by visibility. */
export const isShown = (selector: string) => {
  const el = document.querySelector(selector);
  return !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
};

/** True when `selector` is absent or has no box. */
export const isHidden = (selector: string) => {
  const el = document.querySelector(selector);
  return !el || el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden';
};

export const attributeIs = (selector: string, name: string, value: string | null) => document.querySelector(selector)?.getAttribute(name) === value;

/**
 * Scrolls the element to the middle of the viewport, across and down (as a visitor scrolls or
 * swipes to what they want), and reports whether it is still: shown, wholly in view and uncovered, not waiting to
 * be revealed, in the same place as at the last look (the frame before), and no finite animation or transition running
 * on it or around it (a fading section moves its contents too). When it is, returns the point a
 * visitor would press: its centre.
 */
export const scrolledAndStill = (selector: string) => {
  const el = document.querySelector(selector);
  if (!el || el.getClientRects().length === 0) return false;
  let box = el.getBoundingClientRect();
  // Under the fixed header or the floating contact button counts as out of view.
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const covered = !hit || !(el === hit || el.contains(hit));
  if (covered || box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' as ScrollBehavior });
    box = el.getBoundingClientRect();
  }
  const places = ((window as unknown as { __places?: Record<string, string> }).__places ??= {});
  const place = `${Math.round(box.left)},${Math.round(box.top)}`;
  const moved = places[selector] !== place;
  places[selector] = place;
  if (moved || el.closest('.reveal-pending')) return false;
  const still = document.getAnimations().every((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const endless = animation.effect?.getComputedTiming().iterations === Infinity;
    return endless || animation.playState !== 'running' || !target || !target.contains(el);
  });
  if (!still) return false;
  // Notes where the coming click lands, for clickedOn: '' on the element (which the click may then
  // remove, as the map's button), else what it landed on.
  const w = window as unknown as { __clicked?: string };
  w.__clicked = 'nothing';
  const onClick = (event: Event) => {
    const hit = event.target as Element;
    w.__clicked = el === hit || el.contains(hit) ? '' : `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${[...hit.classList].join('.')}`;
    // A click that missed does nothing, so the retry starts from the same page: a miss on a link
    // beside the button (every species name is one) would otherwise navigate away.
    if (w.__clicked) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  addEventListener('click', onClick, { capture: true, once: true });
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** '' when the click after scrolledAndStill landed on its element, else what it landed on. */
export const clickedOn = () => (window as unknown as { __clicked?: string }).__clicked ?? 'nothing';

/** What a click at the centre of the element would land on, for an error message. */
export const atCentre = (selector: string) => {
  const box = document.querySelector(selector)!.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit
    ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${[...hit.classList].join('.')} at ${Math.round(box.left + box.width / 2)},${Math.round(box.top + box.height / 2)}`
    : 'nothing';
};

/**
 * Waits until the element is still in view, then clicks it with the engine's pointer, at the point
 * the look found. Should the layout shift between the look and the click (on a machine busy enough
 * to leave a gap between them) and the click land elsewhere, it looks and clicks again, as
 * Playwright's own click does, and fails after three tries naming where the clicks went.
 */
export async function visitorClick(page: EnginePage, selector: string): Promise<void> {
  const missed: string[] = [];
  while (missed.length < 3) {
    const point = await page.waitFor(`${selector} in view and still`, scrolledAndStill, selector);
    try {
      await page.click({ selector, ...point });
    } catch (error) {
      throw new Error(`${page.engine}: click on ${selector} failed; the point clicked is on ${await page.evaluate(atCentre, selector)}`, { cause: error });
    }
    if (page.clickFindsTheElement) return;
    const landed = await page.evaluate(clickedOn);
    if (!landed) return;
    missed.push(landed);
  }
  throw new Error(`${page.engine}: clicks on ${selector} landed on ${missed.join(', ')}`);
}

/**
 * Waits until the island on `host` (an element id) has hydrated. An island that hydrates when
 * visible is scrolled to first, as a visitor reaches it before using it.
 */
export async function islandReady(page: EnginePage, host: string, name: string): Promise<void> {
  await page.waitFor(
    `island ${name} on #${host} ready`,
    (id: string, island: string) => {
      if (document.getElementById(id)?.dataset.ready?.split(' ').includes(island)) return true;
      // Scrolled to once, in the first look: the check runs again at every frame.
      const scrolled = ((window as unknown as { __scrolledTo?: Set<string> }).__scrolledTo ??= new Set());
      const wrapper = document.querySelector(`[data-island="${island}"][data-host="${id}"]`);
      if (wrapper?.getAttribute('data-when') === 'visible' && !scrolled.has(`${island}#${id}`)) {
        scrolled.add(`${island}#${id}`);
        document.getElementById(id)?.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
      }
      return false;
    },
    host,
    name,
  );
}

/** Every island on the page, as `name#host`. */
export const islandsOnPage = () =>
  [...document.querySelectorAll('[data-island]')].map((el) => `${el.getAttribute('data-island')}#${el.getAttribute('data-host')}`);

/** Scrolls down the page a viewport at a time, so every reveal and lazy image has its turn, then back to the top. */
export async function scrollThrough(page: EnginePage): Promise<void> {
  const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
  const run = `${Date.now()}`;
  for (let i = 1; i <= steps; i++) {
    await page.evaluate((n: number) => scrollTo({ top: n * innerHeight, behavior: 'instant' as ScrollBehavior }), i);
    // Two frames per step, so intersection observers see each position.
    await page.waitFor(
      'two frames after scrolling',
      (key: string) => {
        const frames = ((window as unknown as { __frames?: Record<string, boolean> }).__frames ??= {});
        if (!(key in frames)) {
          frames[key] = false;
          requestAnimationFrame(() => requestAnimationFrame(() => (frames[key] = true)));
        }
        return frames[key];
      },
      `${run}-${i}`,
    );
  }
  await page.waitFor('every section revealed', () => document.querySelectorAll('.reveal-pending').length === 0);
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior }));
}
