import { describe, expect } from 'vitest';
import { it, PHONE, siteUrl, visit } from '../helpers/browser.ts';

describe('not-found page', () => {
  it('answers an unknown path with status 404, the text and a Return to Home link', async ({ browser }) => {
    const v = await visit(browser, '/no-such-page/here', { viewport: PHONE });
    const { page, response } = v;
    expect(response?.status()).toBe(404);
    expect(await page.locator('main').innerText()).toContain('Oops! Page not found');
    const home = page.locator('main a', { hasText: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(siteUrl('/'));
    await v.close();
  });

  it('logs the requested path to the console from its bundled script', async ({ browser }) => {
    const v = await visit(browser, '/missing-route', { viewport: PHONE });
    const { page, errors } = v;
    await page.waitForFunction(() => document.querySelector('[data-widget="not-found"]')?.getAttribute('data-ready') === 'not-found');
    // Chromium reports the 404 status of the document itself; the page's own message follows.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([
      '404 Error: User attempted to access non-existent route: /missing-route',
    ]);
    expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
    await v.close();
  });

  it('redirects a known path without its slash to the slashed page', async ({ browser }) => {
    const v = await visit(browser, '/birding-tour', { viewport: PHONE });
    const { page, response } = v;
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/birding-tour/');
    await v.close();
  });
});
