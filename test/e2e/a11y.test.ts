import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations, it, PHONE, settled, siteUrl, visit } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';

// axe over every page in every state runs in states.test.ts, with the policy check beside it.

/**
 * Scrolls through the page so each stacked tab panel has been laid out once: with scripting on but
 * the scripts blocked, panels after the first are `content-visibility: auto` with a guessed height
 * (styles/_tabs.scss), and axe scrolling to one would otherwise move the page under its own
 * measurement (it then reads text against the section that slid beneath it).
 */
async function layOutEveryPanel(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, 0);
    await frame();
  });
}

// The home page and every tour page content/tours/ lists.
const tourPaths = (await content()).tours.map((t) => `/${t.slug}/`);

describe('axe without the widget scripts (the markup a visitor without JavaScript gets)', () => {
  it('has the tour pages of the content to check', () => {
    expect(tourPaths.length).toBeGreaterThan(0);
  });

  // axe itself needs JavaScript, so the page's own scripts are blocked instead of disabling JS.
  it.for(['/', ...tourPaths])('%s has no violations at 390 px', async (url, { browser }) => {
    const v = await visit(browser, null, { viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(siteUrl(url), { waitUntil: 'load' });
    expect(await page.locator('[data-ready]').count()).toBe(0);
    await layOutEveryPanel(page);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await v.close();
  });
});
