import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, PHONE, visit, widgetReady } from '../helpers/browser.ts';

// A keyboard-only walk through every widget: each is reached with Tab (or Shift+Tab) from where
// the page starts, never clicked or focused by script, and operated with the keys its WAI-ARIA
// pattern names.

const focused = (page: Page, selector: string) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, { back = false, limit = 250 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focused(page, selector)) return;
  }
  throw new Error(`${selector} was not reached in ${limit} ${back ? 'Shift+Tab' : 'Tab'} presses`);
}

describe('keyboard only', () => {
  it('skip link: the first Tab stop, Enter moves focus to the main content', async ({ browser }) => {
    const v = await visit(browser, '/birding-tour/');
    const { page } = v;
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page, 'main#main')).toBe(true);
    await v.close();
  });

  it('Tour Packages dropdown: Enter opens, ArrowDown enters the list, Escape closes and returns focus', async ({ browser }) => {
    const v = await visit(browser, '/');
    const { page } = v;
    await widgetReady(page, '#nav-tour-packages', 'dropdown');
    await tabTo(page, '#nav-tour-packages button');
    const button = page.locator('#nav-tour-packages button');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page, '#nav-tour-packages a')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focused(page, '#nav-tour-packages button')).toBe(true);
    await v.close();
  });

  it('mobile menu: Enter opens it, Tab reaches its links, Escape closes it and returns focus', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: PHONE });
    const { page } = v;
    await widgetReady(page, '.menu-toggle', 'menu');
    await tabTo(page, '.menu-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('true');
    const panel = await page.locator('.menu-toggle').getAttribute('aria-controls');
    await tabTo(page, `#${panel} a`, { limit: 5 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.menu-toggle').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focused(page, '.menu-toggle')).toBe(true);
    await v.close();
  });

  it('contact popover: reached from the end of the page, Enter opens it on its first link, Escape closes it', async ({ browser }) => {
    const v = await visit(browser, '/contact/');
    const { page } = v;
    await widgetReady(page, '.contact-fab-button', 'popover');
    await tabTo(page, '.contact-fab-button', { back: true });
    await page.keyboard.press('Enter');
    const panel = await page.locator('.contact-fab-button').getAttribute('aria-controls');
    await expect.poll(() => page.locator(`#${panel}`).isVisible()).toBe(true);
    await expect.poll(() => focused(page, `#${panel} a`)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(`#${panel}`).isVisible()).toBe(false);
    await expect.poll(() => focused(page, '.contact-fab-button')).toBe(true);
    await v.close();
  });

  it('hero slideshow and gallery banner: Enter on Next image changes the picture, Enter on Pause stops the banner', async ({ browser }) => {
    const v = await visit(browser, '/');
    const { page } = v;
    await widgetReady(page, '#home', 'hero-slideshow');
    await tabTo(page, '.hero-next');
    const host = page.locator('#home');
    const before = await host.getAttribute('data-index');
    await page.keyboard.press('Enter');
    await expect.poll(() => host.getAttribute('data-index'), { timeout: 5000 }).not.toBe(before);

    await widgetReady(page, '.banner', 'banner');
    await tabTo(page, '.banner-toggle');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.banner').getAttribute('data-paused')).toBe('true');
    await expect.poll(() => focusedText(page)).toMatch(/^Play/);
    await v.close();
  });

  it('tabs: the selected tab is one Tab stop; arrows, Home and End select and show panels', async ({ browser }) => {
    const v = await visit(browser, '/');
    const { page } = v;
    // The walk starts at the explorer's heading (a click there sets where Tab goes next), after
    // the islands above it have hydrated, so no re-render moves focus during the walk.
    await widgetReady(page, '#explorer', 'tabs');
    await page.locator('#explorer-heading').click();
    await tabTo(page, '#explorer [role="tab"][aria-selected="true"]', { limit: 40 });
    const onSelected = () => focused(page, '#explorer [role="tab"][aria-selected="true"]');
    // Hydrating under focus keeps it on the selected tab.
    await expect.poll(onSelected).toBe(true);
    const selected = () => page.locator('#explorer [role="tab"][aria-selected="true"]').innerText();
    const names = await page.locator('#explorer [role="tab"]').allInnerTexts();
    // The island re-renders after each key; poll rather than read once.
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toBe(names[1]);
    await expect.poll(onSelected).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(selected).toBe(names.at(-1));
    const panel = await page.locator('#explorer [role="tab"][aria-selected="true"]').getAttribute('aria-controls');
    await expect.poll(() => page.locator(`#${panel}`).isVisible()).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(selected).toBe(names[0]);
    await expect.poll(onSelected).toBe(true);
    // Tab leaves the tab list for the panel, not for the next tab.
    await page.keyboard.press('Tab');
    expect(await focused(page, '#explorer [role="tab"]')).toBe(false);
    await v.close();
  });

  it('carousel: Enter on Next slide and ArrowRight inside it move to the following slides', async ({ browser }) => {
    const v = await visit(browser, '/mammals-tour/');
    const { page } = v;
    await widgetReady(page, '#mammals', 'carousel');
    await tabTo(page, '#mammals .carousel-next');
    const carousel = page.locator('#mammals');
    await page.keyboard.press('Enter');
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 5000 }).toBe('1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 5000 }).toBe('2');
    await v.close();
  });

  it('species list: Enter on the show-all button expands the list and says so', async ({ browser }) => {
    const v = await visit(browser, '/mammals-tour/');
    const { page } = v;
    await tabTo(page, '.species-more');
    const button = page.locator('.species-more');
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const shown = () => list.locator('li:visible').count();
    const before = await shown();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => shown()).toBeGreaterThan(before);
    await v.close();
  });

  it('choice: Enter on an option shows its region with focus on its heading; Back to Selection returns focus', async ({ browser }) => {
    const v = await visit(browser, '/ujung-kulon-tour/');
    const { page } = v;
    await tabTo(page, '.choice-option');
    await widgetReady(page, '.choice-controls', 'choice');
    const option = await focusedText(page);
    const region = await page.evaluate(() => document.activeElement!.getAttribute('aria-controls'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`#${region}`).isVisible()).toBe(true);
    await expect.poll(() => focused(page, `#${region} h2, #${region} h3, #${region} [tabindex="-1"]`)).toBe(true);
    await tabTo(page, '.choice-back', { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe(option);
    await v.close();
  });

  it('office map: Enter on Show map puts the map frame in place of the preview', async ({ browser }) => {
    const v = await visit(browser, '/contact/');
    const { page } = v;
    await widgetReady(page, '#office-map', 'map-frame');
    await page.route(/openstreetmap/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>map</title>' }));
    await tabTo(page, '.map-frame-button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.map-frame-iframe').count()).toBe(1);
    await v.close();
  });
});
