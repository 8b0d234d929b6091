import { afterAll, describe, expect } from 'vitest';
import { axeViolations, it, openPage, PHONE, settled, widgetReady, type OpenedPage } from '../helpers/browser.ts';
import { statesOf, table } from '../helpers/page-states.ts';

// axe over one table of (page, width, state). A row opens its page once; each state is entered,
// checked and left again, so the next state starts from the page as it loaded. The page as loaded
// is checked whole; a state is checked in the region it changes (the rest of the page is what the
// first check already saw), which keeps a full run to a few minutes on two cores.

describe.each(table)('axe: $url at $width', (row) => {
  let opened: OpenedPage;
  const states = statesOf(row);

  it.beforeAll(async ({ browser }) => {
    opened = await openPage(browser, row.url, { viewport: row.viewport, reducedMotion: row.reducedMotion ?? 'reduce' });
    for (const [selector, name] of [['.contact-fab', 'popover'] as [string, string], ...(row.widgets ?? [])]) await widgetReady(opened.page, selector, name);
    await row.prepare?.(opened.page);
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  it.each(states)('$name: no violations', async (state) => {
    await state.enter(opened.page);
    await settled(opened.page);
    expect(await axeViolations(opened.page, state.scope)).toEqual([]);
    await state.leave?.(opened.page);
  });

  it('logged no console errors', () => {
    // The 404 page logs its own message, and Chromium reports the document's 404 status.
    const unexpected = row.url === '/404.html' ? opened.errors.filter((e) => !e.startsWith('404 Error:') && !e.includes('status of 404')) : opened.errors;
    expect(unexpected).toEqual([]);
  });
});

describe('axe without the widget scripts (the markup a visitor without JavaScript gets)', () => {
  // axe itself needs JavaScript, so the page's own scripts are blocked instead of disabling JS.
  it.for(['/', '/birding-tour/', '/mammals-tour/', '/waterbird-tour/', '/krakatau-tour/', '/ujung-kulon-tour/'])('%s has no violations at 390 px', async (url, { browser }) => {
    const { context, page } = await openPage(browser, '/404.html', { viewport: PHONE, reducedMotion: 'reduce' });
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto(new URL(url.slice(1), page.url()).href, { waitUntil: 'load' });
    expect(await page.locator('[data-ready]').count()).toBe(0);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
