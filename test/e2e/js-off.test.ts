import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrateAll, missingTexts, visibleTexts } from '../bench/js-off.ts';
import { DESKTOP, it, PHONE, visit } from '../helpers/browser.ts';
import { table } from '../helpers/page-states.ts';
import { content } from '../helpers/render.ts';

// What the content puts in the frame and on the home page.
const { tours, home } = await content();

// The site works with JavaScript off: every label a widget shows is in the server HTML, and the
// widgets only enhance it. Each page at each width is opened twice, with JavaScript and without.

/**
 * Controls that exist only because JavaScript runs, and are absent without it on purpose: See More /
 * Show Less (the whole list shows), the slideshows' Pause / Play and position counters (every
 * photo shows in a strip), Back to Selection (both views show) and Show map (it loads the embedded
 * map; the plain map link beside it serves).
 */
const NEEDS_JAVASCRIPT = ['.species-more', '.banner-toggle', '.banner-counter', '.hero-status', '.carousel-status', '.choice-back', '.map-frame-button'];

/**
 * What the widgets say with JavaScript on: every tab's label (shown once its tab set is), and the
 * visible text of each button that opens or presses something and of everything an island draws
 * (cards, counters, options). Whitespace collapsed; the allow-list above left out.
 */
function widgetLabels(page: Page): Promise<string[]> {
  return page.evaluate((skip) => {
    const labels = new Set<string>();
    const add = (el: Element) => {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && !el.closest(skip)) labels.add(text);
    };
    for (const tab of document.querySelectorAll('[role="tab"]')) add(tab);
    for (const control of document.querySelectorAll('button[aria-expanded], button[aria-pressed], [data-island] button, [data-island] p')) {
      if (control.checkVisibility({ visibilityProperty: true })) add(control);
    }
    return [...labels];
  }, NEEDS_JAVASCRIPT.join(', '));
}

/** Opens the frame's menu (phone) or Tour Packages (desktop) the way a visitor does with or without JavaScript. */
async function openFrameMenu(page: Page, phone: boolean, javaScript: boolean): Promise<void> {
  if (phone) {
    // Without JavaScript the menu shows while focus is in the header.
    if (javaScript) await page.locator('.menu-toggle').click();
    else await page.locator('.menu-toggle').focus();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
  } else {
    if (javaScript) await page.locator('.nav-trigger').click();
    else await page.locator('.nav-dropdown').hover();
    await page.locator('#tour-packages-menu').waitFor({ state: 'visible' });
  }
}

describe('every widget label shows with JavaScript off', () => {
  it.for(table.map((row) => [row.url, row.width, row.viewport] as const))('%s at %s', async ([url, , viewport], { browser }) => {
    const phone = viewport === PHONE;
    // Reduced motion: no section waits to reveal and no slideshow moves, so two loads show the same.
    const on = await visit(browser, url, { viewport, reducedMotion: 'reduce' });
    const off = await visit(browser, url, { viewport, reducedMotion: 'reduce', javaScriptEnabled: false });
    try {
      await hydrateAll(on.page);
      const labels = await widgetLabels(on.page);
      await openFrameMenu(on.page, phone, true);
      const menu = await on.page.locator(phone ? '#mobile-menu' : '#tour-packages-menu').evaluate((el) =>
        (el as HTMLElement).innerText
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      );
      const shown = await visibleTexts(off.page);
      await openFrameMenu(off.page, phone, false);
      shown.push(...(await visibleTexts(off.page)));

      // Tabs, toggles and island text on the page, and at least the five tours in the frame's menu.
      expect(labels.length + menu.length, 'labels found with JavaScript on').toBeGreaterThanOrEqual(phone ? 10 : 11);
      expect(menu.length).toBeGreaterThanOrEqual(10);
      expect(missingTexts([...labels, ...menu], shown), 'shown with JavaScript on, missing with it off').toEqual([]);
    } finally {
      await on.close();
      await off.close();
    }
  });
});

describe('without JavaScript', () => {
  const plain = (browser: Browser, url: string, viewport: typeof PHONE | typeof DESKTOP = DESKTOP) =>
    visit(browser, url, { viewport, reducedMotion: 'reduce', javaScriptEnabled: false });

  it('the home explorer lists each of its locations as a link to its panel, each with its count', async ({ browser }) => {
    const v = await plain(browser, '/');
    const { page } = v;
    const cards = page.locator('#explorer .tabs-index a');
    expect(await cards.count()).toBe(home.explorer.locations.length);
    for (const card of await cards.all()) {
      expect(await card.isVisible()).toBe(true);
      expect(await card.innerText()).toMatch(/\d+ Key Species[\s\S]*Click here to explore →/);
      const target = (await card.getAttribute('href'))!.slice(1);
      expect(await page.locator(`[id="${target}"]`).isVisible(), target).toBe(true);
    }
    await v.close();
  });

  it('the home gallery is a strip of all its photos with the next one showing at its edge', async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const v = await plain(browser, '/', viewport);
      const strip = v.page.locator('#gallery .banner-slides');
      await strip.scrollIntoViewIfNeeded();
      const geometry = await strip.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const slides = [...el.querySelectorAll('.banner-slide')].map((s) => s.getBoundingClientRect());
        return {
          right: box.right,
          scrollable: el.scrollWidth > el.clientWidth,
          slides: slides.map((s) => ({ left: s.left, width: s.width, height: s.height })),
          lazy: [...el.querySelectorAll('img')].every((img) => img.loading === 'lazy'),
        };
      });
      expect(geometry.slides).toHaveLength(home.gallery.images.length);
      expect(
        geometry.slides.every((s) => s.width > 100 && s.height > 100),
        'every photo is laid out',
      ).toBe(true);
      expect(geometry.scrollable).toBe(true);
      expect(geometry.lazy).toBe(true);
      expect(geometry.slides[1]!.left, 'the second photo starts inside the strip').toBeLessThan(geometry.right - 20);
      await v.close();
    }
  });

  it('the Tour Packages cards carry their pictures in the HTML, lazily loaded, with their size', async ({ browser }) => {
    const v = await plain(browser, '/about-tour/');
    const { page } = v;
    await page.locator('.nav-dropdown').hover();
    const images = page.locator('#tour-packages-menu .dropdown-card picture img');
    // One card per tour of content/tours/.
    expect(await images.count()).toBe(tours.length);
    for (const img of await images.all()) {
      expect(await img.isVisible()).toBe(true);
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
      expect(await img.getAttribute('alt')).toBeTruthy();
    }
    await v.close();
  });
});
