import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, widgetReady } from '../helpers/browser.ts';
import { root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

const TABS = ['ujung-kulon', 'muara-angke', 'gunung-gede', 'kawah-putih', 'cibodas', 'halimun', 'carita'];
const KB = 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls every section into view so each has revealed, then waits for every animation to end. */
async function revealAll(page: Page) {
  for (const id of await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id))) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => document.querySelectorAll('.reveal-pending').length === 0);
  // Particles keep moving (decorative, aria-hidden); everything else must have settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || (a.effect as KeyframeEffect | null)?.target?.classList.contains('particle')));
}

describe.each([
  ['390 px', PHONE],
  ['1440 px', DESKTOP],
] as const)('home page axe at %s', (_, viewport) => {
  // axe needs real timers (it cannot run under a paused Playwright clock), so the banner is held
  // still with its own Pause control instead. Fourteen full-page runs take a while on a busy machine.
  it('has no violations with the species explorer on each of its seven tabs', { timeout: 300_000 }, async () => {
    const { context, page, errors } = await openPage(browser, '/', { viewport, reducedMotion: 'no-preference' });
    await widgetReady(page, '#explorer', 'tabs');
    await widgetReady(page, '.banner', 'banner');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.waitForFunction(() => !document.querySelector('.banner')!.hasAttribute('data-fading'));
    await revealAll(page);
    for (const id of TABS) {
      await page.locator(`#explorer-tab-${id}`).click();
      expect(await page.locator(`#explorer-panel-${id}`).isVisible()).toBe(true);
      expect(await axeViolations(page), `tab ${id}`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('home page byte budgets (dist/)', () => {
  it('loads at most 10 KB of JS and 15 KB of CSS, gzip', () => {
    const home = pageWeights(join(root, 'dist')).find((w) => w.page === 'index.html')!;
    expect(home.jsGzip, `JS ${home.jsGzip} B from ${home.js.join(', ')}`).toBeLessThanOrEqual(10 * KB);
    expect(home.cssGzip, `CSS ${home.cssGzip} B`).toBeLessThanOrEqual(15 * KB);
    expect(home.jsGzip).toBeGreaterThan(0);
  });
});
