import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../templates/routes.ts';
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, widgetReady } from '../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Every page, both widths, with the frame's menus closed and then each one open.
describe.each([
  ['390 px', PHONE],
  ['1440 px', DESKTOP],
] as const)('axe at %s', (_, viewport) => {
  it.each(routes.map((r) => [r.url, r] as const))('%s has no violations, menus closed or open', async (url) => {
    const { context, page, errors } = await openPage(browser, url, { viewport, reducedMotion: 'reduce' });
    await widgetReady(page, '.contact-fab', 'popover');
    expect(await axeViolations(page), 'menus closed').toEqual([]);

    if (viewport === DESKTOP) {
      await page.locator('.nav-trigger').click();
      expect(await axeViolations(page), 'Tour Packages open').toEqual([]);
      await page.keyboard.press('Escape');
    } else {
      await page.locator('.menu-toggle').click();
      expect(await axeViolations(page), 'mobile menu open').toEqual([]);
      await page.locator('.menu-toggle').click();
    }
    await page.locator('.contact-fab-button').click();
    expect(await axeViolations(page), 'contact popover open').toEqual([]);

    // No console errors anywhere but the 404 page's own message (and its document status).
    const unexpected = url === '/404.html' ? errors.filter((e) => !e.startsWith('404 Error:') && !e.includes('status of 404')) : errors;
    expect(unexpected).toEqual([]);
    await context.close();
  });
});
