import type { ConsoleMessage, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, it, PHONE, siteUrl, visit } from '../helpers/browser.ts';

const local = (url: string) => new URL(url).origin === new URL(siteUrl('/')).origin || url.startsWith('data:');
// The map's labels are 20 units high in a drawing 560 units wide (scripts/assets/map/route-map.ts).
const LABEL_SHARE = 20 / 560;

describe('home route map', () => {
  it.for([
    ['a 390 px phone', PHONE, true],
    ['a 1440 px desktop', DESKTOP, true],
    ['a 390 px phone without JavaScript', PHONE, false],
  ] as const)(
    'on %s, the map loads from this host only, labels 12 px or more, the 16 places still listed',
    async ([, viewport, javaScriptEnabled], { browser }) => {
      const v = await visit(browser, null, { viewport, javaScriptEnabled, reducedMotion: 'reduce' });
      const { page } = v;
      const outside: string[] = [];
      const onRequest = (r: Request) => {
        if (!local(r.url())) outside.push(r.url());
      };
      page.on('request', onRequest);
      const errors: string[] = [];
      const onConsole = (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text());
      page.on('console', onConsole);
      // Without JavaScript, Chromium loads lazy images at once: listen before the page loads.
      const response = page.waitForResponse((r) => /\/assets\/route-map-[0-9a-f]{8}\.svg$/.test(r.url()));
      await page.goto(siteUrl('/'), { waitUntil: 'load' });

      const img = page.locator('#birding-tour-locations figure.visit-map img');
      await img.scrollIntoViewIfNeeded();
      expect((await response).headers()['content-type']).toMatch(/^image\/svg\+xml/);
      await img.evaluate((el: HTMLImageElement) => el.decode());
      const shown = await img.evaluate((el: HTMLImageElement) => ({
        natural: el.naturalWidth,
        width: el.getBoundingClientRect().width,
        height: el.getBoundingClientRect().height,
      }));
      expect(shown.natural).toBeGreaterThan(0);
      expect(shown.width).toBeLessThanOrEqual(viewport.width);
      expect(shown.height / shown.width).toBeCloseTo(Number(await img.getAttribute('height')) / Number(await img.getAttribute('width')), 2);
      expect(shown.width * LABEL_SHARE).toBeGreaterThanOrEqual(12);
      await expect.poll(() => img.isVisible()).toBe(true);

      const items = page.locator('#birding-tour-locations .visit-item');
      expect(await items.count()).toBe(16);
      await items.last().scrollIntoViewIfNeeded();
      expect(await items.last().isVisible()).toBe(true);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      page.off('request', onRequest);
      page.off('console', onConsole);
      await v.close();
    },
  );

  it('stands beside the list on a desktop and above it on a phone', async ({ browser }) => {
    for (const [viewport, beside] of [
      [DESKTOP, true],
      [PHONE, false],
    ] as const) {
      // Reduced motion: the section's reveal would otherwise move the two apart while it runs.
      const v = await visit(browser, '/', { viewport, reducedMotion: 'reduce' });
      const { page } = v;
      // Both boxes from one layout: the species explorer above them collapses its panels once its
      // tabs hydrate, soon after load, which moves the two together.
      const [figure, list] = await page.evaluate(() =>
        ['.visit-map', '.visit-list'].map((selector) => {
          const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
          return { x, y, width, height };
        }),
      );
      if (beside) {
        expect(figure.x + figure.width).toBeLessThan(list.x);
        // Side by side: the map starts within the list's first rows, not below the list.
        expect(figure.y).toBeLessThan(list.y + 100);
        expect(list.y).toBeLessThan(figure.y + figure.height);
      } else {
        expect(figure.y + figure.height).toBeLessThan(list.y);
      }
      await v.close();
    }
  });
});
