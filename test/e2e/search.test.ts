import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations, cspViolations, it, PHONE, settled, siteUrl, visit, widgetReady } from '../helpers/browser.ts';

// /search/ in Chromium, on the built dist/ served with its _headers (the Content-Security-Policy
// included): Pagefind loads on first use, finds species by English, joined and Indonesian names,
// names each result's kind, and the page works by keyboard and says what it needs without JavaScript.

const results = (page: Page) => page.locator('.site-search-result');

/** Types `query` into the search field and waits for the status to count its results. */
async function search(page: Page, query: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Search the site' });
  await field.fill(query);
  await expect.poll(() => page.locator('.site-search-status').textContent(), { timeout: 10_000 }).toContain(`for “${query}”`);
}

/** The first result: its kind label and title. */
const first = async (page: Page) => ({
  kind: (await results(page).first().locator('.site-search-kind').getAttribute('data-kind')) ?? '',
  title: (await results(page).first().locator('.site-search-title').textContent()) ?? '',
});

describe('/search/', () => {
  it('loads no Pagefind file before the field is used', async ({ browser }) => {
    const v = await visit(browser, null);
    const requests: string[] = [];
    const onRequest = (r: { url(): string }) => void requests.push(r.url());
    v.page.on('request', onRequest);
    await v.page.goto(siteUrl('/search/'), { waitUntil: 'load' });
    await widgetReady(v.page, '#site-search', 'search');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await v.page.getByRole('searchbox', { name: 'Search the site' }).focus();
    await expect.poll(() => requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    v.page.off('request', onRequest);
    await v.close();
  });

  it.for(['hawk eagle', 'hawkeagle', 'Hawk-Eagle', 'elang jawa'])('finds Javan Hawk-Eagle first for "%s", as a species', async (query, { browser }) => {
    const v = await visit(browser, '/search/');
    await widgetReady(v.page, '#site-search', 'search');
    await search(v.page, query);
    expect(await first(v.page)).toEqual({ kind: 'species', title: 'Javan Hawk-Eagle' });
    expect(await results(v.page).first().locator('.site-search-kind').textContent()).toBe('Species');
    expect(await results(v.page).first().locator('a').getAttribute('href')).toBe('/species/javan-hawk-eagle/');
    expect(await cspViolations(v.page)).toEqual([]);
    expect(v.errors).toEqual([]);
    await v.close();
  });

  it('finds the Javan Rhinoceros by its Indonesian name, and a tour of Ujung Kulon', async ({ browser }) => {
    const v = await visit(browser, '/search/');
    await widgetReady(v.page, '#site-search', 'search');
    await search(v.page, 'badak jawa');
    expect(await first(v.page)).toEqual({ kind: 'species', title: 'Javan Rhinoceros' });
    await search(v.page, 'ujung kulon tour');
    const kinds = await results(v.page)
      .locator('.site-search-kind')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect(kinds).toContain('tour');
    expect(await results(v.page).locator('[data-kind="tour"]').first().textContent()).toBe('Tour');
    await v.close();
  });

  it('runs the query in the address (?q=) and keeps a typed one there', async ({ browser }) => {
    const v = await visit(browser, '/search/?q=elang%20jawa');
    await expect.poll(() => v.page.locator('.site-search-status').textContent(), { timeout: 10_000 }).toMatch(/results? for “elang jawa”/);
    expect((await first(v.page)).title).toBe('Javan Hawk-Eagle');
    await search(v.page, 'javan trogon');
    expect(new URL(v.page.url()).searchParams.get('q')).toBe('javan trogon');
    await v.close();
  });

  it('is operable by keyboard: Tab to the field, arrows through the results, Enter opens one', async ({ browser }) => {
    const v = await visit(browser, '/search/');
    const { page } = v;
    await widgetReady(page, '#site-search', 'search');
    await page.getByRole('searchbox', { name: 'Search the site' }).focus();
    await page.keyboard.type('javan trogon');
    await expect.poll(() => page.locator('.site-search-status').textContent(), { timeout: 10_000 }).toContain('for “javan trogon”');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Javan Trogon');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL('**/species/javan-trogon/'), page.keyboard.press('Enter')]);
    await v.close();
  });

  it('has no axe violations with results shown, at 390 px', async ({ browser }) => {
    const v = await visit(browser, '/search/?q=javan', { viewport: PHONE, reducedMotion: 'reduce' });
    await expect.poll(() => results(v.page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await settled(v.page);
    expect(await axeViolations(v.page)).toEqual([]);
    await v.close();
  });

  it('says it needs JavaScript without it, and links the species and sites lists', async ({ browser }) => {
    const v = await visit(browser, '/search/', { javaScriptEnabled: false });
    await expect(v.page.getByText('Search needs JavaScript').isVisible()).resolves.toBe(true);
    expect(await v.page.getByRole('searchbox').isVisible()).toBe(false);
    const links = await v.page.locator('.site-search-notice a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/species/', '/sites/']);
    await v.close();
  });

  it('is linked from the footer of every page', async ({ browser }) => {
    const v = await visit(browser, '/contact/');
    expect(await v.page.locator('.site-footer a', { hasText: /^Search$/ }).getAttribute('href')).toBe('/search/');
    await v.close();
  });
});

describe('axe without JavaScript on /search/', () => {
  it('has no violations', async ({ browser }) => {
    const v = await visit(browser, null, { viewport: PHONE, reducedMotion: 'reduce' });
    await v.page.route('**/assets/*.js', (route) => route.abort());
    await v.page.goto(siteUrl('/search/'), { waitUntil: 'load' });
    await settled(v.page);
    expect(await axeViolations(v.page)).toEqual([]);
    await v.close();
  });
});
