import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { addressParts, EmailAddress } from '../../templates/components/email-address.tsx';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { hydrateAll } from '../bench/js-off.ts';
import { DESKTOP, it, PHONE, visit } from '../helpers/browser.ts';
import { table } from '../helpers/page-states.ts';

// Layouts a 390 px phone and a 1440 px screen must hold: nothing wider than the screen, tab labels
// on one line, grids of cards without ragged or orphaned rows, buttons that keep long text inside.

const open = async (browser: Browser, url: string, viewport: { width: number; height: number }, javaScriptEnabled = true) => {
  const v = await visit(browser, url, { viewport, javaScriptEnabled, reducedMotion: 'reduce' });
  if (javaScriptEnabled) await hydrateAll(v.page);
  return v;
};

/** Rows of a grid's visible children: for each row, its width from the first card's left to the last card's right. */
const rowSpans = (page: Page, selector: string) =>
  page.locator(selector).evaluate((grid) => {
    const rows = new Map<number, { left: number; right: number; count: number }>();
    for (const child of grid.children) {
      const box = child.getBoundingClientRect();
      if (box.width === 0) continue;
      const row = rows.get(Math.round(box.top)) ?? { left: Infinity, right: -Infinity, count: 0 };
      rows.set(Math.round(box.top), { left: Math.min(row.left, box.left), right: Math.max(row.right, box.right), count: row.count + 1 });
    }
    return { width: grid.getBoundingClientRect().width, rows: [...rows.values()] };
  });

// The species list's rows and filters (a select is as wide as its longest option unless told
// otherwise) on the narrowest phone, a phone and a wide screen.
describe('species pages', () => {
  const pages = ['/species/', '/species/?targets=javtro1,javhae1,javcoc1', '/species/javan-trogon/', '/species/javan-rhinoceros/'];
  it.for([320, 390, 1440].flatMap((width) => pages.map((url) => [width, url] as const)))(
    '%i px: %s is no wider than the screen',
    async ([width, url], { browser }) => {
      const v = await open(browser, url, { width, height: 900 });
      const { page } = v;
      expect(await page.locator('main h1').count(), 'the page is there').toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await v.close();
    },
  );
});

describe('at 390 px', () => {
  it.for(table.filter((row) => row.viewport === PHONE).map((row) => [row.url] as const))('%s is no wider than the screen', async ([url], { browser }) => {
    const v = await open(browser, url, PHONE);
    const { page } = v;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await v.close();
  });

  it.for(['/birding-tour/', '/mammals-tour/', '/waterbird-tour/', '/krakatau-tour/', '/ujung-kulon-tour/'])(
    '%s: every package tab label sits on one line inside its tab',
    async (url, { browser }) => {
      const v = await open(browser, url, PHONE);
      const { page } = v;
      // Show every tab set: the Ujung Kulon views and each top-level panel in turn hold more.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('[hidden].choice-view, .tabpanel[hidden]')) el.hidden = false;
      });
      const tabs = await page.locator('.package-tabs [role="tab"]').evaluateAll((els) =>
        els.map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          const box = tab.getBoundingClientRect();
          // Inside the list's scrolling area: a list of more tabs than fit scrolls sideways.
          const el = tab.parentElement!;
          const list = { left: el.getBoundingClientRect().left - el.scrollLeft, right: el.getBoundingClientRect().left - el.scrollLeft + el.scrollWidth };
          return { label: tab.textContent, lines: lines.size, inside: box.left >= list.left - 0.5 && box.right <= list.right + 0.5 };
        }),
      );
      expect(tabs.length).toBeGreaterThan(2);
      expect(tabs.filter((t) => t.lines !== 1 || !t.inside)).toEqual([]);
      await v.close();
    },
  );

  it('the Krakatau packages tabs (One Day, Overnight, 3D/2N) share one row', async ({ browser }) => {
    const v = await open(browser, '/krakatau-tour/', PHONE);
    const { page } = v;
    const tops = await page
      .locator('#krakatau-packages > .island > .tablist > [role="tab"]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await v.close();
  });

  it('the home species explorer shows part of the next location, with JavaScript and without', async ({ browser }) => {
    for (const js of [true, false]) {
      const v = await open(browser, '/', PHONE, js);
      const { page } = v;
      const strip = await page.locator(js ? '#explorer .tablist' : '#explorer .tabs-index').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const cards = [...list.querySelectorAll(':scope > [role="tab"], :scope > li')].map((el) => el.getBoundingClientRect());
        return {
          right: Math.min(box.right, innerWidth),
          cards: cards.map((c) => ({ left: c.left, right: c.right })),
          scrollable: list.scrollWidth > list.clientWidth,
        };
      });
      expect(strip.cards).toHaveLength(7);
      expect(strip.scrollable).toBe(true);
      const cut = strip.cards.find((c) => c.left < strip.right && c.right > strip.right);
      expect(cut, 'a card cut by the edge says there is more to swipe to').toBeDefined();
      expect(strip.right - cut!.left, 'and enough of it shows to be seen').toBeGreaterThan(24);
      await v.close();
    }
  });

  it('the Ujung Kulon conservation facts and stats leave no half-empty row', async ({ browser }) => {
    const v = await open(browser, '/ujung-kulon-tour/', PHONE);
    const { page } = v;
    for (const grid of ['.uk-facts', '.uk-stats']) {
      const { width, rows } = await rowSpans(page, grid);
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row.right - row.left, `${grid}: a row of ${row.count}`).toBeCloseTo(width, 0);
    }
    await v.close();
  });

  it.for(['/krakatau-tour/', '/ujung-kulon-tour/'])(
    '%s: the inquiry buttons keep their icons and wrap a long e-mail address inside',
    async (url, { browser }) => {
      const v = await open(browser, url, PHONE);
      const { page } = v;
      // A real address may be much longer than the sample one: the same component renders it.
      const address = 'reservations.and.bookings@westjavabirdingtoursagent.example';
      await page
        .locator('.inquiry-email .email-address')
        .evaluate((el, html) => (el.outerHTML = html), renderToStaticMarkup(createElement(EmailAddress, { address })));
      expect(await page.locator('.inquiry-email').innerText()).toBe(`E-mail ${address}`);
      // It wraps between its parts only: each part keeps to one line.
      expect(await page.locator('.inquiry-email .email-address > span').evaluateAll((parts) => parts.map((part) => part.getClientRects().length))).toEqual(
        addressParts(address).map(() => 1),
      );
      const buttons = await page.locator('.inquiry-actions .btn').evaluateAll((els) =>
        els.map((btn) => {
          const box = btn.getBoundingClientRect();
          const style = getComputedStyle(btn);
          const text = btn.querySelector('span')!.getBoundingClientRect();
          const icon = btn.querySelector('svg')!.getBoundingClientRect();
          return {
            right: box.right,
            contentRight: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
            text: text.right,
            icon: [icon.width, icon.height],
          };
        }),
      );
      expect(buttons).toHaveLength(3);
      for (const b of buttons) {
        expect(b.right).toBeLessThanOrEqual(PHONE.width);
        expect(b.text).toBeLessThanOrEqual(b.contentRight + 0.5);
        expect(b.icon).toEqual([20, 20]);
      }
      await v.close();
    },
  );
});

describe('at 1440 px', () => {
  it('the mammals key-species cards are a grid of equal columns', async ({ browser }) => {
    const v = await open(browser, '/mammals-tour/', DESKTOP);
    const { page } = v;
    const cards = await page.locator('#mammal-species-list > li').evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().width > 0)
        .map((el) => el.getBoundingClientRect())
        .map((r) => ({ top: Math.round(r.top), width: Math.round(r.width) })),
    );
    expect(await page.locator('#mammal-species-list').evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cards.map((c) => c.width)).size, 'one width for every card').toBe(1);
    expect(cards.filter((c) => c.top === cards[0]!.top).length, 'several cards to a row').toBeGreaterThan(1);
    await v.close();
  });
});
