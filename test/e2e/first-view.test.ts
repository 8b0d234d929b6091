import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../templates/routes.ts';
import { DESKTOP, launchBrowser, PHONE, siteUrl } from '../helpers/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Box = { x: number; y: number; width: number; height: number };

/** Where the header, its title and the page's h1 are drawn, once fonts have settled. */
async function firstViewBoxes(page: Page): Promise<Record<string, Box | null>> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect ? { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) } : null;
    };
    return { header: box('.site-header'), brand: box('.brand-title'), menu: box('.menu-toggle'), nav: box('.nav-desktop'), h1: box('main h1'), section: box('main section') };
  });
}

/** Opens `path` with reduced motion (no fade moving the h1), optionally with every stylesheet request failing. */
async function open(path: string, viewport: { width: number; height: number }, blockStylesheets: boolean) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const blocked: string[] = [];
  if (blockStylesheets) {
    await page.route(/\/assets\/[^/]+\.css$/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
  }
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { context, page, blocked };
}

describe('the first view paints from the HTML alone', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it.each(routes.map((r) => r.url))(`%s at ${viewport.width} px: header and first section are laid out as on the full page with the stylesheets blocked`, async (path) => {
      const full = await open(path, viewport, false);
      const expected = await firstViewBoxes(full.page);
      await full.context.close();

      const bare = await open(path, viewport, true);
      expect(bare.blocked.length, 'the page links its stylesheets').toBeGreaterThan(0);
      const actual = await firstViewBoxes(bare.page);
      // Styled, not merely present: the header is fixed at the top, the h1 set in the heading font.
      const styles = await bare.page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('.site-header')!).position,
        h1: getComputedStyle(document.querySelector('main h1')!).fontFamily,
      }));
      await bare.context.close();
      expect(styles).toEqual({ header: 'fixed', h1: expect.stringMatching(/^"?Fraunces"?,/) });
      expect(expected.h1, 'the page has an h1 in its first section').not.toBeNull();
      expect(actual).toEqual(expected);
    });
  }
});
