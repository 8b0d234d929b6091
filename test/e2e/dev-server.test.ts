import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { benchReport } from '../bench/dev.ts';
import type { RunningDevServer } from '../../scripts/dev/start.ts';
import { it } from '../helpers/browser.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// `npm run dev` on a copy of the project: content and template edits show in the open page without a reload, a broken
// content file shows over the last good page and in the terminal, a SCSS edit swaps styles
// without a reload, an edited page loader runs in the open page (also without a reload), and a trip report saved or
// deleted shows on or leaves the open /blog/.
const fixture = loadFixture();
let server: RunningDevServer;
let page: Page;

it.beforeAll(async ({ browser }) => {
  server = await fixture.startDevServer();
  page = await browser.newPage();
  await page.goto(server.url, { waitUntil: 'load' });
}, 180_000);
afterAll(() => fixture.clean());

const edit = fixture.editFile;
const bodyShows = (text: string) => page.waitForFunction((t) => document.body.innerText.includes(t), text);

describe('npm run dev', () => {
  it('shows a content edit in the open page without a reload, its widgets run again on the new markup', async () => {
    const reveals = await page.locator('[data-widget~="reveal"]').count();
    expect(reveals).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { devMarker: number }).devMarker = 3;
      for (const el of document.querySelectorAll<HTMLElement>('[data-widget~="reveal"]')) el.dataset.old = '';
    });
    edit('content/home.yaml', (s) => s.replace('heading: Moments from the field\n', 'heading: Moments from the field today\n'));
    await bodyShows('Moments from the field today');
    expect(await page.evaluate(() => (window as unknown as { devMarker?: number }).devMarker)).toBe(3);
    // The widgets' elements are fresh copies, and the enhancer ran on each.
    await page.waitForFunction((n) => document.querySelectorAll('[data-widget~="reveal"][data-ready~="reveal"]:not([data-old])').length === n, reveals);
  });

  it('shows a template edit in the open page without a reload, the content it reads unchanged, the page where it was scrolled', async () => {
    await page.evaluate(() => ((window as unknown as { devMarker: number }).devMarker = 5));
    await page.evaluate(() => window.scrollTo(0, 600));
    edit('templates/home/about.tsx', (s) => s.replace('<span>Established</span>', '<span>Established in the field</span>'));
    await bodyShows('Established in the field');
    expect(await page.evaluate(() => (window as unknown as { devMarker?: number }).devMarker)).toBe(5);
    expect(await page.evaluate(() => scrollY)).toBe(600);
    expect(await page.evaluate(() => document.body.innerText.includes('Moments from the field today'))).toBe(true);
  });

  it('shows a broken content file over the last good page, and reloads once it is fixed', async () => {
    edit('content/home.yaml', (s) => s.replace('heading: Moments from the field today\n', 'heading: 42\n'));
    const overlay = page.locator('dev-build-error');
    await expect.poll(() => overlay.textContent(), { timeout: 20_000 }).toContain('content/home.yaml');
    expect(await overlay.textContent()).toMatch(/expected.*found/s);
    expect(await page.locator('main').count()).toBeGreaterThan(0);
    expect(server.output()).toContain('content/home.yaml');

    edit('content/home.yaml', (s) => s.replace('heading: 42\n', 'heading: Moments from the field again\n'));
    await bodyShows('Moments from the field again');
    expect(await overlay.count()).toBe(0);
  });

  it('swaps the styles of a SCSS edit without reloading the page', async () => {
    await page.evaluate(() => ((window as unknown as { devMarker: number }).devMarker = 7));
    edit('styles/main.scss', (s) => `${s}\n:root { --dev-test: swapped; }\n`);
    await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--dev-test').trim() === 'swapped');
    expect(await page.evaluate(() => (window as unknown as { devMarker?: number }).devMarker)).toBe(7);
  });

  it('runs an edited page loader in the open page without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { devMarker: number }).devMarker = 9));
    const loaderSrc = () => page.evaluate(() => document.querySelector('head script[src]:not([type="module"])')?.getAttribute('src'));
    const before = await loaderSrc();
    edit('widgets/loader.ts', (s) => `${s}\ndocument.documentElement.dataset.devLoader = 'edited';\n`);
    await page.waitForFunction(() => document.documentElement.dataset.devLoader === 'edited');
    expect(await page.evaluate(() => (window as unknown as { devMarker?: number }).devMarker)).toBe(9);
    expect(await loaderSrc()).not.toBe(before);
    expect(await page.locator('head script[src]:not([type="module"])').count()).toBe(1);
  });

  it('shows a new trip report on the open /blog/, and takes a deleted one off it and out of the site', async () => {
    await page.goto(new URL('blog/', server.url).href, { waitUntil: 'load' });
    const title = 'Bench trip 1 to Gunung Gede';
    const shown = () => page.evaluate(() => document.body.innerText).catch(() => '');
    const status = async () => (await fixture.fetch('/blog/bench-trip-1/')).status;
    edit('content/blog/bench-trip-1.md', benchReport(1));
    await expect.poll(shown, { timeout: 30_000 }).toContain(title);
    expect(await status()).toBe(200);

    edit('content/blog/bench-trip-1.md', null);
    await expect.poll(shown, { timeout: 30_000 }).not.toContain(title);
    expect(await status()).toBe(404);
  });
});
