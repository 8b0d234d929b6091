import { describe, expect } from 'vitest';
import { axeViolations, it, PHONE, settled, siteUrl, visit } from '../helpers/browser.ts';

// axe over every page in every state runs in states.test.ts, with the policy check beside it.

describe('axe without the widget scripts (the markup a visitor without JavaScript gets)', () => {
  // axe itself needs JavaScript, so the page's own scripts are blocked instead of disabling JS.
  it.for(['/', '/birding-tour/', '/mammals-tour/', '/waterbird-tour/', '/krakatau-tour/', '/ujung-kulon-tour/'])('%s has no violations at 390 px', async (url, { browser }) => {
    const v = await visit(browser, null, { viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(siteUrl(url), { waitUntil: 'load' });
    expect(await page.locator('[data-ready]').count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await v.close();
  });
});
