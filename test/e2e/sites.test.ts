import { describe, expect } from 'vitest';
import { content } from '../helpers/render.ts';
import { axeViolations, it, PHONE, settled, siteUrl, visit } from '../helpers/browser.ts';

// /sites/ and the site pages in Chromium: reached from the footer, the page's facts, species and
// packages, the whole page without JavaScript, the month bars' heights, and axe with and without scripts.

const site = await content();

describe('/sites/', () => {
  it('is reached from the footer, and each site name there opens its page', async ({ browser }) => {
    const v = await visit(browser, '/contact/', { viewport: PHONE });
    const { page } = v;
    await page.locator('.footer-links').getByRole('link', { name: site.sitePages.index.navLabel }).click();
    await page.waitForURL(siteUrl('/sites/'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(site.sitePages.index.heading);
    expect(await page.locator('a.site-name').count()).toBe(site.sites.length);
    await page.getByRole('link', { name: 'Gunung Gede-Pangrango National Park', exact: true }).click();
    await page.waitForURL(siteUrl('/sites/gunung-gede/'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Gunung Gede-Pangrango National Park');
    await v.close();
  });
});

describe('a site page', () => {
  // A long page read link by link: on a busy machine it outlasts the default 30 s; the timeout only catches a hang.
  it('says what the place is, its permits and best months, its species linked to their pages, and the packages that go', async ({ browser }) => {
    const v = await visit(browser, '/sites/gunung-gede/', { viewport: PHONE });
    const { page } = v;
    const text = await page.locator('main').innerText();
    expect(text).toContain('SIMAKSI');
    expect(text).toContain('Best months');
    expect(text).toContain("No trip report from Gunung Gede-Pangrango National Park yet: the likelihoods above are our guides' judgement.");
    // Each link is followed to its page, from the keyboard: a page reached at its DOMContentLoaded may
    // still be taking its stylesheet, and on a busy machine a click aimed before the layout settles
    // can land beside the link (one such run timed out waiting for the tour page). The next link
    // waits for its page's document, not for every picture (a long tour page on a busy machine
    // outlasts Playwright's 30 s for that); the waits share the test's timeout, which only catches a hang.
    const follow = { waitUntil: 'domcontentloaded', timeout: 90_000 } as const;
    await page.locator('.month-rows').getByRole('link', { name: 'Javan Trogon', exact: true }).press('Enter');
    await page.waitForURL(siteUrl('/species/javan-trogon/'), follow);
    // The species page links back to the site.
    await page.locator('.species-sites').getByRole('link', { name: 'Gunung Gede-Pangrango National Park' }).press('Enter');
    await page.waitForURL(siteUrl('/sites/gunung-gede/'), follow);
    await page.locator('.site-packages a').first().press('Enter');
    await page.waitForURL(/\/birding-tour\/#birding-packages-panel-/, follow);
    await v.close();
  }, 120_000);

  it("draws a migrant's month bar tall in its months and flat in the others", async ({ browser }) => {
    const v = await visit(browser, '/sites/muara-gembong/', { viewport: PHONE });
    const { page } = v;
    const row = page.locator('.month-rows li').filter({ has: page.getByRole('link', { name: 'Whimbrel', exact: true }) });
    const heights = await row.locator('.month-bar-cells > span').evaluateAll((cells) => cells.map((c) => parseFloat(getComputedStyle(c, '::before').height)));
    expect(heights).toHaveLength(12);
    const [jan, may, sep] = [heights[0]!, heights[4]!, heights[8]!];
    expect(jan).toBeGreaterThan(5);
    expect(sep).toBe(jan);
    expect(may).toBe(0);
    await v.close();
  });

  it('is whole without JavaScript: facts, every species with its month sentence, the packages', async ({ browser }) => {
    const v = await visit(browser, '/sites/ujung-kulon/', { javaScriptEnabled: false });
    const { page } = v;
    expect(await page.locator('.site-facts dt').allInnerTexts()).toEqual(expect.arrayContaining(['Altitude', 'Getting there', 'Permits']));
    expect(await page.locator('.month-rows li').count()).toBeGreaterThan(20);
    expect(await page.locator('.month-rows li .month-bar .visually-hidden').count()).toBe(await page.locator('.month-rows li').count());
    expect(await page.locator('.site-packages a').count()).toBeGreaterThan(3);
    await v.close();
  });
});

describe('axe', () => {
  it.for(['/sites/', '/sites/ujung-kulon/', '/sites/handeuleum/'])('%s has no violations at 390 px', async (url, { browser }) => {
    const v = await visit(browser, url, { viewport: PHONE, reducedMotion: 'reduce' });
    await settled(v.page);
    expect(await axeViolations(v.page)).toEqual([]);
    await v.close();
  });

  it('/sites/gunung-gede/ has no violations without the widget scripts', async ({ browser }) => {
    const v = await visit(browser, null, { viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(siteUrl('/sites/gunung-gede/'), { waitUntil: 'load' });
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await v.close();
  });
});
