import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, siteUrl, visit, widgetReady } from '../helpers/browser.ts';

// The operator adds packages and tours in content alone: every tour's package tabs must hold 1 to
// 8 tabs and the home page's tour grid 1 to 9 cards, on the narrowest phone, a phone and a wide
// screen. The layouts are measured with JavaScript off (each tab set marked ready, as the island
// would), so no island redraws what is measured, and one page a tour changes its counts in place.
// Then pages of 1 to 8 packages, made the same way and hydrated, are walked by keyboard: the
// selected tab must be seen whole, clear of the faded ends, and the page must not move.

const WIDTHS = [320, 390, 1440] as const;
const TAB_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8];
const CARD_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Labels for packages past the shipped ones, as long as the longest shipped duration. */
const MORE_LABELS = ['12D/11N', '16D/15N', '21D/20N'];
/**
 * Every tab set of packages, by page: a tour's package tabs keep one row (`row`); the sub-tabs of
 * a Krakatau or Ujung Kulon package wrap into full rows (`rows`) and keep a copied label.
 */
const TAB_SETS: Record<string, [set: string, kind: 'row' | 'rows'][]> = {
  '/birding-tour/': [['birding-packages', 'row']],
  '/mammals-tour/': [['mammal-packages', 'row']],
  '/waterbird-tour/': [['waterbird-packages', 'row']],
  '/krakatau-tour/': [
    ['krakatau-packages', 'row'],
    ['krakatau-one-day', 'rows'],
    ['krakatau-overnight', 'rows'],
  ],
  '/ujung-kulon-tour/': [
    ['uk-adventure', 'row'],
    ['uk-birding', 'row'],
    ['uk-camping-tour', 'rows'],
    ['uk-package-b', 'rows'],
    ['uk-package-c', 'rows'],
  ],
};
/** The tab sets walked with JavaScript: the birding tour's grid and the shared flex strip. */
const WALKED = [
  ['/birding-tour/', 'birding-packages'],
  ['/mammals-tour/', 'mammal-packages'],
] as const;

declare global {
  interface Window {
    shipped?: Record<string, { tabs: Element[]; panels: Element[] }>;
    shippedCards?: Element[];
    layoutCounts?: { setTabCount: typeof setTabCount; tabListProblems: typeof tabListProblems };
  }
}

type TabCount = [set: string, count: number, more: string[] | null, ready: boolean];

/**
 * In the page: gives tab set `set` `count` tabs and panels (the shipped ones, then copies of the
 * last with new ids and, with `more`, new labels), in the markup, the island's props and, with
 * `ready`, the tab set's ready mark that shows the tab list. Returns the number it shipped with.
 */
function setTabCount([set, count, more, ready]: TabCount): number {
  const tabs = document.getElementById(set)!;
  const island = tabs.querySelector<HTMLElement>(':scope > .island')!;
  const list = island.querySelector(':scope > [role="tablist"]')!;
  const shipped = ((window.shipped ??= {})[set] ??= { tabs: [...list.children], panels: [...tabs.querySelectorAll(':scope > [role="tabpanel"]')] });
  const ids: string[] = [];
  const buttons: Element[] = [];
  const panels: Element[] = [];
  for (let i = 0; i < count; i++) {
    const button = shipped.tabs[Math.min(i, shipped.tabs.length - 1)]!.cloneNode(true) as HTMLElement;
    const panel = shipped.panels[Math.min(i, shipped.panels.length - 1)]!.cloneNode(true) as HTMLElement;
    const id = i < shipped.tabs.length ? button.dataset.tab! : `more-${i}`;
    if (i >= shipped.tabs.length) {
      if (more) button.textContent = more[(i - shipped.tabs.length) % more.length]!;
      button.dataset.tab = id;
      button.id = `${set}-tab-${id}`;
      button.setAttribute('aria-controls', `${set}-panel-${id}`);
      button.setAttribute('aria-selected', 'false');
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
  return shipped.tabs.length;
}

/** In the page: gives the home tour grid `count` cards (the shipped ones over again, without their ids). */
function setCardCount(count: number) {
  const grid = document.querySelector('.tour-grid')!;
  const shipped = (window.shippedCards ??= [...grid.children]);
  grid.replaceChildren(
    ...Array.from({ length: count }, (_, i) => {
      const item = shipped[i % shipped.length]!.cloneNode(true) as Element;
      if (i >= shipped.length) item.querySelector('[id]')?.removeAttribute('id');
      return item;
    }),
  );
}

/**
 * In the page: what is wrong with the tab list of `set` as laid out (an empty list when it holds),
 * and whether it scrolls. A `row` keeps one row, each label on one line, and scrolls where it does
 * not fit; `rows` wrap, each row filled. Neither leaves an empty stretch beside its tabs, cuts a
 * label, nor makes the page scroll sideways.
 */
function tabListProblems([set, kind]: [string, 'row' | 'rows']) {
  const list = document.querySelector<HTMLElement>(`#${set} > .island > [role="tablist"]`)!;
  const problems: string[] = [];
  const page = document.scrollingElement!;
  if (page.scrollWidth > innerWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide`);
  const box = list.getBoundingClientRect();
  if (box.left < 0 || box.right > innerWidth) problems.push(`the tab list runs off the screen: ${box.left}–${box.right}`);
  const style = getComputedStyle(list);
  const inner = {
    left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
    right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
  };
  const tabs = [...list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')];
  for (const tab of tabs) {
    if (tab.scrollWidth > tab.clientWidth) problems.push(`${tab.textContent}: label wider than its tab (${tab.scrollWidth} > ${tab.clientWidth})`);
    // A sub-tab's label with its note ("Package B from Marina Carita") may take two lines in a
    // 320 px column: it is whole all the same.
    if (kind === 'rows') continue;
    const range = document.createRange();
    range.selectNodeContents(tab);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size !== 1) problems.push(`${tab.textContent}: label on ${lines.size} lines`);
  }
  const rows = new Map<number, DOMRect[]>();
  for (const tab of tabs) {
    const r = tab.getBoundingClientRect();
    rows.set(Math.round(r.top), [...(rows.get(Math.round(r.top)) ?? []), r]);
  }
  if (kind === 'row' && rows.size !== 1) problems.push(`the tabs lie in ${rows.size} rows`);
  // Tabs past the edge must be reachable by scrolling the list itself.
  const scrolls = list.scrollWidth > list.clientWidth;
  if (scrolls && (kind === 'rows' || !/auto|scroll/.test(style.overflowX)))
    problems.push(`tabs overflow a list that does not scroll (${list.scrollWidth} > ${list.clientWidth})`);
  if (!scrolls) {
    [...rows.values()].forEach((row, i) => {
      const left = Math.min(...row.map((r) => r.left)) - inner.left;
      const right = inner.right - Math.max(...row.map((r) => r.right));
      if (left > 1 || right > 1)
        problems.push(`row ${i + 1} of ${row.length} tab(s) leaves ${Math.round(left)} px empty on the left, ${Math.round(right)} px on the right`);
    });
  }
  return { problems, scrolls };
}

/**
 * Puts setTabCount and tabListProblems in the page's window (a page load clears it), so that one
 * call measures a tab set at every count: a call to the page is a round trip through a busy
 * browser, and there are some 180 measures a width.
 */
const installMeasures = (page: Page) => page.evaluate(`window.layoutCounts = { setTabCount: ${setTabCount}, tabListProblems: ${tabListProblems} };`);

/**
 * In the page: tab set `set` laid out with each of `counts` tabs (new ones labelled from `more`)
 * and measured, then put back as shipped, for a tab set nested in its panels to be measured next.
 * Layout is read synchronously after each change, as it was with a call to the page per count.
 */
function measureCounts([set, kind, counts, more]: [string, 'row' | 'rows', number[], string[] | null]) {
  const { setTabCount: setCount, tabListProblems: measure } = window.layoutCounts!;
  let shipped = 0;
  const results = counts.map((count) => {
    shipped = setCount([set, count, more, true]);
    return { count, ...measure([set, kind]) };
  });
  setCount([set, shipped, null, true]);
  return results;
}

/** In the page: what is wrong with the tour grid as laid out: rows with a hole beside a card. */
function cardGridProblems() {
  const grid = document.querySelector('.tour-grid')!;
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
}

/**
 * In the page: what keeps the selected tab of `set` from being seen: under a faded end of its
 * list, fades that do not match where the list is scrolled, and, for a tab chosen by keyboard
 * (`keyed`), not focused, not whole on the screen or covered (the fixed header).
 */
function selectedTabProblems([set, keyed, still]: [string, boolean, number[]?]) {
  const list = document.querySelector<HTMLElement>(`#${set} > .island > [role="tablist"]`)!;
  const tab = list.querySelector<HTMLElement>(':scope > [aria-selected="true"]')!;
  const problems: string[] = [];
  if (keyed && document.activeElement !== tab)
    problems.push(`focus is on ${document.activeElement?.id || document.activeElement?.tagName}, not the selected tab`);
  const max = list.scrollWidth - list.clientWidth;
  const hidden = max < 1 ? [] : [list.scrollLeft > 1 && 'start', list.scrollLeft < max - 1 && 'end'].filter(Boolean);
  const more = list.dataset.more?.split(' ') ?? [];
  if (more.join(' ') !== hidden.join(' ')) problems.push(`fades at "${more.join(' ')}" where tabs hide at "${hidden.join(' ')}"`);
  const box = list.getBoundingClientRect();
  const style = getComputedStyle(list);
  const start = box.left + (more.includes('start') ? parseFloat(style.scrollPaddingLeft) : 0);
  const end = box.right - (more.includes('end') ? parseFloat(style.scrollPaddingRight) : 0);
  const r = tab.getBoundingClientRect();
  if (r.left < start - 0.5 || r.right > end + 0.5)
    problems.push(`${tab.textContent} at ${Math.round(r.left)}–${Math.round(r.right)}, where the list shows ${Math.round(start)}–${Math.round(end)} clear`);
  if (r.left < 0 || r.right > innerWidth || (keyed && (r.top < 0 || r.bottom > innerHeight))) problems.push(`${tab.textContent} off the screen`);
  const hit = keyed && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (keyed && !(hit && tab.contains(hit))) problems.push(`${tab.textContent} covered by ${hit ? hit.tagName : 'nothing'}`);
  // Read here rather than in a call of its own: one round trip to the page a key.
  if (still && (scrollX !== still[0] || scrollY !== still[1])) problems.push(`the page moved from ${still} to ${[scrollX, scrollY]}`);
  return problems;
}

/** Where the page is scrolled to. */
const pageScroll = (page: Page) => page.evaluate(() => [scrollX, scrollY]);

describe('layouts hold the counts content may grow to', () => {
  // Six pages, each tab set measured at eight counts: slow when the machine is busy with other lanes.
  it.for(WIDTHS)(
    '%i px: 1 to 8 package tabs of every tour, one row that scrolls or full rows, every label whole, nothing wider than the screen',
    { timeout: 180_000 },
    async (width, { browser }) => {
      const v = await visit(browser, null, { viewport: { width, height: 900 }, javaScriptEnabled: false, reducedMotion: 'reduce' });
      const { page } = v;
      const found: Record<string, string[]> = {};
      const scrolls: Record<string, boolean> = {};
      for (const [path, sets] of Object.entries(TAB_SETS)) {
        await page.goto(siteUrl(path));
        await installMeasures(page);
        for (const [set, kind] of sets) {
          const results = await page.evaluate(measureCounts, [set, kind, TAB_COUNTS, kind === 'row' ? MORE_LABELS : null] as Parameters<
            typeof measureCounts
          >[0]);
          // Every count measured: a call that stopped short would leave counts unchecked.
          expect(results.map((result) => result.count)).toEqual(TAB_COUNTS);
          for (const { count, ...result } of results) {
            if (result.problems.length) found[`${set} × ${count}`] = result.problems;
            scrolls[`${set} × ${count}`] = result.scrolls;
          }
        }
      }
      expect(found).toEqual({});
      // What ships fits without scrolling from a 390 px phone up (five birding packages), and eight
      // fit a wide screen.
      if (width >= 390) expect(Object.entries(scrolls).filter(([key, s]) => key === 'birding-packages × 5' && s)).toEqual([]);
      if (width === 1440) expect(Object.entries(scrolls).filter(([, s]) => s)).toEqual([]);
      await v.close();
    },
  );

  it.for(WIDTHS)('%i px: 1 to 9 tour cards leave no hole beside a card', async (width, { browser }) => {
    // With JavaScript: no island owns the grid, and without it the species explorer's stacked
    // panels (another section) are wider than a 320 px screen.
    const v = await visit(browser, '/', { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const { page } = v;
    const found: Record<number, string[]> = {};
    for (const count of CARD_COUNTS) {
      await page.evaluate(setCardCount, count);
      expect(await page.locator('.tour-grid > li').count()).toBe(count);
      const problems = await page.evaluate(cardGridProblems);
      if (problems.length) found[count] = problems;
    }
    expect(found).toEqual({});
    await v.close();
  });

  /**
   * Pages of `set` with 1 to 8 packages, as the build would write them: made with JavaScript off
   * from the page at `path`, to be served in place of it to a page that hydrates them.
   */
  function pagesByCount(browser: Parameters<typeof visit>[0], path: string, set: string): Promise<string[]> {
    // Made once a tab set: the walks at each width and the glide serve the same pages.
    const key = `${path} ${set}`;
    if (!madePages.has(key)) madePages.set(key, makePagesByCount(browser, path, set));
    return madePages.get(key)!;
  }
  const madePages = new Map<string, Promise<string[]>>();

  async function makePagesByCount(browser: Parameters<typeof visit>[0], path: string, set: string): Promise<string[]> {
    const off = await visit(browser, path, { javaScriptEnabled: false });
    const pages: string[] = [];
    for (const count of TAB_COUNTS) {
      await off.page.evaluate(setTabCount, [set, count, MORE_LABELS, false] as TabCount);
      pages.push(`<!DOCTYPE html>${await off.page.evaluate(() => document.documentElement.outerHTML)}`);
    }
    await off.close();
    return pages;
  }

  /**
   * Opens `html` at `path` (with `hash`) in the visit's page and waits for the tabs of `set` to run.
   * The document is enough, not every picture: every image has its width and height in the HTML, so
   * its arrival moves nothing, and the tabs run only after the page loader has seen the stylesheets
   * and the hero picture arrive.
   */
  async function open(page: Page, path: string, html: string, set: string, hash = '') {
    await page.unrouteAll();
    await page.route(siteUrl(path), async (route) => route.fulfill({ response: await route.fetch(), body: html }));
    await page.goto(siteUrl(path + hash), { waitUntil: 'domcontentloaded' });
    await widgetReady(page, `#${set}`, 'tabs');
  }

  // Not at 1440 px: there eight tabs fit (the first test), so nothing scrolls.
  for (const [path, set] of WALKED) {
    it.for(WIDTHS.filter((width) => width < 1440))(
      `%i px, with JavaScript: the arrow keys walk 1 to 8 tabs of #${set}, each selected tab whole and clear of the fades, the page still`,
      // Eight page loads.
      { timeout: 120_000 },
      async (width, { browser }) => {
        const pages = await pagesByCount(browser, path, set);
        const v = await visit(browser, null, { viewport: { width, height: 800 }, reducedMotion: 'reduce' });
        const { page, errors } = v;
        const tabs = page.locator(`#${set} > .island > [role="tablist"] > [role="tab"]`);
        const found: Record<string, string[]> = {};
        for (const [i, html] of pages.entries()) {
          const count = i + 1;
          await open(page, path, html, set);
          expect(await tabs.count()).toBe(count);
          await page
            .locator(`#${set} > .island > [role="tablist"]`)
            .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior }));
          await tabs.first().focus();
          const still = await pageScroll(page);
          // Round to the last and on to the first again, then the ends.
          for (const [step, key] of [...Array.from({ length: count }, () => 'ArrowRight'), 'End', 'ArrowLeft', 'Home'].entries()) {
            await page.keyboard.press(key);
            // The selected tab's problems, and whether the page moved from where it stood.
            const problems = await page.evaluate(selectedTabProblems, [set, true, still] as [string, boolean, number[]]);
            if (problems.length) found[`${count} tabs, ${key} (key ${step + 1})`] = problems;
          }
          expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
        }
        expect(found).toEqual({});
        expect(errors).toEqual([]);
        await v.close();
      },
    );
  }

  it('320 px, with motion: the list glides to each of eight tabs, and a link to the last package shows its tab', async ({ browser }) => {
    const [path, set] = WALKED[0];
    const eight = (await pagesByCount(browser, path, set)).at(-1)!;
    const v = await visit(browser, null, { viewport: { width: 320, height: 800 } });
    const { page, errors } = v;
    await open(page, path, eight, set);
    const tabs = page.locator(`#${set} > .island > [role="tablist"] > [role="tab"]`);
    await page.locator(`#${set} > .island > [role="tablist"]`).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior }));
    await tabs.first().focus();
    const still = await pageScroll(page);
    for (let i = 1; i < 8; i++) {
      await page.keyboard.press('ArrowRight');
      // Glides there: the tab must end up in view.
      await expect.poll(() => page.evaluate(selectedTabProblems, [set, true] as [string, boolean])).toEqual([]);
      expect(await tabs.nth(i).getAttribute('aria-selected')).toBe('true');
      expect(await pageScroll(page)).toEqual(still);
    }
    expect(await page.locator(`#${set} > .island > [role="tablist"]`).evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);

    // A species page's link to a package: the tab set opens on it with its tab in view.
    await open(page, path, eight, set, `#${set}-panel-more-7`);
    expect(await tabs.last().getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`#${set}-panel-more-7`).isVisible()).toBe(true);
    expect(await page.evaluate(selectedTabProblems, [set, false] as [string, boolean])).toEqual([]);
    expect(errors).toEqual([]);
    await v.close();
  });
});
