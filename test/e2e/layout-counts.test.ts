import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, siteUrl, visit, widgetReady } from '../helpers/browser.ts';

// The operator adds packages and tours in content alone: the birding package tab bar must hold 1 to
// 8 tabs and the home page's tour grid 1 to 9 cards, on the narrowest phone, a phone and a wide
// screen. Each width opens one page and changes the counts in place. The tab bar is measured with
// JavaScript off (the tab set marked ready, as the island would), so the island never redraws what
// is measured; one visit with JavaScript hydrates a page of eight tabs and walks them by keyboard.

const WIDTHS = [320, 390, 1440] as const;
const TAB_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8];
const CARD_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const SET = 'birding-packages';
/** Labels for packages past the shipped five, as long as the longest shipped one. */
const MORE_LABELS = ['12D/11N', '16D/15N', '21D/20N'];

declare global {
  interface Window {
    shipped?: { tabs: Element[]; panels: Element[]; cards: Element[] };
  }
}

/**
 * In the page: gives the birding package tabs `count` tabs and panels (the shipped ones, then
 * copies of the last with new ids and labels), in the markup, the island's props and, with `ready`,
 * the tab set's ready mark that shows the tab list.
 */
function setTabCount([set, count, more, ready]: [string, number, string[], boolean]) {
  const tabs = document.getElementById(set)!;
  const island = tabs.querySelector<HTMLElement>(':scope > .island')!;
  const list = island.querySelector(':scope > [role="tablist"]')!;
  const shipped = (window.shipped ??= { tabs: [...list.children], panels: [...tabs.querySelectorAll(':scope > [role="tabpanel"]')], cards: [] });
  const ids: string[] = [];
  const buttons: Element[] = [];
  const panels: Element[] = [];
  for (let i = 0; i < count; i++) {
    const button = shipped.tabs[Math.min(i, shipped.tabs.length - 1)]!.cloneNode(true) as HTMLElement;
    const panel = shipped.panels[Math.min(i, shipped.panels.length - 1)]!.cloneNode(true) as HTMLElement;
    const id = i < shipped.tabs.length ? button.dataset.tab! : `more-${i}`;
    if (i >= shipped.tabs.length) {
      button.textContent = more[(i - shipped.tabs.length) % more.length]!;
      button.dataset.tab = id;
      button.id = `${set}-tab-${id}`;
      button.setAttribute('aria-controls', `${set}-panel-${id}`);
      panel.id = `${set}-panel-${id}`;
      panel.setAttribute('aria-labelledby', button.id);
      // A copied panel's inner ids would repeat the last package's.
      for (const el of panel.querySelectorAll('[id]')) el.id = `${el.id}-${id}`;
    }
    ids.push(id);
    buttons.push(button);
    panels.push(panel);
  }
  list.replaceChildren(...buttons);
  for (const panel of tabs.querySelectorAll(':scope > [role="tabpanel"]')) panel.remove();
  island.after(...panels);
  island.dataset.props = JSON.stringify({ ...JSON.parse(island.dataset.props!), tabs: ids });
  if (ready) tabs.dataset.ready = 'tabs';
}

/** In the page: gives the home tour grid `count` cards (the shipped ones over again, without their ids). */
function setCardCount(count: number) {
  const grid = document.querySelector('.tour-grid')!;
  const shipped = (window.shipped ??= { tabs: [], panels: [], cards: [...grid.children] });
  if (shipped.cards.length === 0) shipped.cards = [...grid.children];
  grid.replaceChildren(
    ...Array.from({ length: count }, (_, i) => {
      const item = shipped.cards[i % shipped.cards.length]!.cloneNode(true) as Element;
      if (i >= shipped.cards.length) item.querySelector('[id]')?.removeAttribute('id');
      return item;
    }),
  );
}

/** What is wrong with the tab bar as laid out: an empty list when it holds. */
const tabBarProblems = (page: Page) =>
  page.locator(`#${SET} > .island > [role="tablist"]`).evaluate((list) => {
    const problems: string[] = [];
    const page = document.scrollingElement!;
    if (page.scrollWidth > innerWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide`);
    const box = list.getBoundingClientRect();
    if (box.left < 0 || box.right > innerWidth) problems.push(`the tab list runs off the screen: ${box.left}–${box.right}`);
    const tabs = [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    if (tops.size !== 1) problems.push(`the tabs lie in ${tops.size} rows`);
    for (const tab of tabs) {
      if (tab.scrollWidth > tab.clientWidth) problems.push(`${tab.textContent}: label wider than its tab (${tab.scrollWidth} > ${tab.clientWidth})`);
      const range = document.createRange();
      range.selectNodeContents(tab);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size !== 1) problems.push(`${tab.textContent}: label on ${lines.size} lines`);
    }
    // Tabs past the edge must be reachable by scrolling the list itself.
    const scrolls = list.scrollWidth > list.clientWidth;
    if (scrolls && !/auto|scroll/.test(getComputedStyle(list).overflowX)) problems.push('tabs overflow a list that does not scroll');
    return { problems, scrolls };
  });

/** What is wrong with the tour grid as laid out: rows with a hole beside a card. */
const cardGridProblems = (page: Page) =>
  page.locator('.tour-grid').evaluate((grid) => {
    const problems: string[] = [];
    const page = document.scrollingElement!;
    if (page.scrollWidth > innerWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide`);
    const box = grid.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
    const rows = new Map<number, DOMRect[]>();
    for (const item of grid.children) {
      const r = item.getBoundingClientRect();
      rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
    }
    const ordered = [...rows.values()].map((row) => row.sort((a, b) => a.left - b.left));
    ordered.forEach((row, i) => {
      const left = row[0]!.left - box.left;
      const right = box.right - row.at(-1)!.right;
      const wider = row.slice(1).find((r, j) => r.left - row[j]!.right > gap + 1);
      if (wider) problems.push(`row ${i + 1}: a hole between two cards`);
      const filled = left <= 1 && right <= 1;
      const centred = i === ordered.length - 1 && Math.abs(left - right) <= 1;
      if (!filled && !centred) problems.push(`row ${i + 1} of ${row.length}: ${Math.round(left)} px free on the left, ${Math.round(right)} px on the right`);
      // A last row that does not fill its width is a centred row of like cards: a wide card with
      // a narrow one beside it leaves a hole at each side.
      if (!filled && new Set(row.map((r) => Math.round(r.width))).size > 1) problems.push(`row ${i + 1}: centred with cards of unlike widths`);
      if (row.some((r) => r.right > innerWidth || r.left < 0)) problems.push(`row ${i + 1}: a card off the screen`);
    });
    return problems;
  });

describe('layouts hold the counts content may grow to', () => {
  it.for(WIDTHS)('%i px: 1 to 8 birding package tabs keep one row, every label whole, nothing wider than the screen', async (width, { browser }) => {
    const v = await visit(browser, '/birding-tour/', { viewport: { width, height: 900 }, javaScriptEnabled: false, reducedMotion: 'reduce' });
    const { page } = v;
    const found: Record<number, string[]> = {};
    const scrolls: Record<number, boolean> = {};
    for (const count of TAB_COUNTS) {
      await page.evaluate(setTabCount, [SET, count, MORE_LABELS, true] as [string, number, string[], boolean]);
      const result = await tabBarProblems(page);
      if (result.problems.length) found[count] = result.problems;
      scrolls[count] = result.scrolls;
    }
    expect(found).toEqual({});
    // The shipped five fit without scrolling from a 390 px phone up, and eight on a wide screen.
    if (width >= 390) expect(scrolls[5]).toBe(false);
    if (width === 1440) expect(scrolls[8]).toBe(false);
    await v.close();
  });

  it.for(WIDTHS)('%i px: 1 to 9 tour cards leave no hole beside a card', async (width, { browser }) => {
    // With JavaScript: no island owns the grid, and without it the species explorer's stacked
    // panels (another section) are wider than a 320 px screen.
    const v = await visit(browser, '/', { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const { page } = v;
    const found: Record<number, string[]> = {};
    for (const count of CARD_COUNTS) {
      await page.evaluate(setCardCount, count);
      expect(await page.locator('.tour-grid > li').count()).toBe(count);
      const problems = await cardGridProblems(page);
      if (problems.length) found[count] = problems;
    }
    expect(found).toEqual({});
    await v.close();
  });

  it('320 px, with JavaScript: arrow keys walk eight package tabs to the last and scroll it into view', async ({ browser }) => {
    // The page with eight packages, as the build would write it: made with JavaScript off, then
    // served in place of the real one to a page that hydrates it.
    const off = await visit(browser, '/birding-tour/', { viewport: { width: 320, height: 800 }, javaScriptEnabled: false });
    await off.page.evaluate(setTabCount, [SET, 8, MORE_LABELS, false] as [string, number, string[], boolean]);
    const html = `<!DOCTYPE html>${await off.page.evaluate(() => document.documentElement.outerHTML)}`;
    await off.close();

    const v = await visit(browser, null, { viewport: { width: 320, height: 800 }, reducedMotion: 'reduce' });
    const { page, errors } = v;
    await page.route(siteUrl('/birding-tour/'), async (route) => route.fulfill({ response: await route.fetch(), body: html }));
    await page.goto(siteUrl('/birding-tour/'));
    await widgetReady(page, `#${SET}`, 'tabs');
    const tabs = page.locator(`#${SET} > .island > [role="tablist"] > [role="tab"]`);
    expect(await tabs.count()).toBe(8);
    await tabs.first().focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    const last = tabs.last();
    expect(await last.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await last.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`#${SET}-panel-more-7`).isVisible()).toBe(true);
    // Whole inside the list, and the list had to scroll to show it.
    const seen = await last.evaluate((tab) => {
      const list = tab.parentElement!;
      const box = list.getBoundingClientRect();
      const r = tab.getBoundingClientRect();
      return { inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.right <= innerWidth, scrolled: list.scrollLeft > 0 };
    });
    expect(seen).toEqual({ inside: true, scrolled: true });
    // And back round to the first, which is shown again.
    await page.keyboard.press('ArrowRight');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await tabs.first().evaluate((tab) => tab.getBoundingClientRect().left >= tab.parentElement!.getBoundingClientRect().left - 0.5)).toBe(true);
    expect(errors).toEqual([]);
    await v.close();
  });
});
