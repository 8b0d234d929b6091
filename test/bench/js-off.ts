import type { Browser, Page } from 'playwright-core';

// What a page shows with JavaScript on that it does not show with it off. Shared by the
// `bench:js-off` figure and the browser test that holds every widget label to the server HTML.

/** A page opened in a fresh context, with or without JavaScript, under reduced motion. */
export async function openFor(browser: Browser, url: string, viewport: { width: number; height: number }, javaScriptEnabled: boolean) {
  // Reduced motion: no section waits to reveal and no slideshow moves, so two loads show the same.
  const context = await browser.newContext({ viewport, javaScriptEnabled, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  if (javaScriptEnabled) await hydrateAll(page);
  return { page, close: () => context.close() };
}

/**
 * Hydrates every island now, however it waits (visible, idle), and resolves once each is ready.
 * The nudge is the focus event the runtime already treats as a first interaction, sent to the
 * island's wrapper alone (it does not bubble), so no widget sees it; it is sent again on each poll
 * until the page's widgets have arrived and listen for it.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
        (island) => !island.dataset.ready?.split(' ').includes(island.dataset.island!),
      );
      for (const island of waiting) island.dispatchEvent(new Event('focusin'));
      return waiting.length === 0;
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * The page's visible text, one string per text node (whitespace collapsed). Visible: rendered,
 * not `visibility: hidden` or transparent, and not clipped to a 1 px box (visually hidden text is
 * for screen readers). Text below the fold or in a sideways strip counts: scrolling shows it.
 * A control (button, tab, link) whose text spans several nodes also counts as one string, so
 * "Package A from Jakarta" must show whole, not as "Package A" here and "from Jakarta" there.
 */
export function visibleTexts(page: Page): Promise<string[]> {
  // No named functions inside: the page gets the source as written, without tsx's name helper.
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = new Map<Element, string[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node as Text).data.replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let clipped = false;
      for (let up: Element | null = el; up && !clipped; up = up.parentElement) {
        const style = getComputedStyle(up);
        const box = up.getBoundingClientRect();
        clipped = (style.clip !== 'auto' || style.clipPath !== 'none') && box.width <= 1 && box.height <= 1;
      }
      if (clipped) continue;
      out.push(text);
      const control = el.closest('button, a, [role="tab"]');
      if (control) controls.set(control, [...(controls.get(control) ?? []), text]);
    }
    for (const parts of controls.values()) if (parts.length > 1) out.push(parts.join(' '));
    return out;
  });
}

/** Text with every run of whitespace removed, so labels split over elements still match. */
export const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The strings of `on` (JavaScript on) that appear nowhere in `off`'s visible text, each once. */
export function missingTexts(on: string[], off: string[]): string[] {
  const haystack = squeeze(off.join(' '));
  return [...new Set(on)].filter((text) => !haystack.includes(squeeze(text)));
}
