import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, it, PHONE, siteUrl, visit } from '../helpers/browser.ts';

// A tour page: it has a priority hero (fails before the widget script runs) and lazy photos below.
const PATH = '/birding-tour/';

/** `/assets/img/birds_javan-trogon-` from `/assets/img/birds_javan-trogon-800.0123abcd.jpg`: every file of one image. */
const filePrefix = (url: string) => new URL(url, 'http://x').pathname.replace(/-\d+\.[0-9a-f]{10}\.\w+$/, '-');

/**
 * Opens PATH with every file of the image `pick` chooses aborted; returns the prefix aborted, and
 * `close` to end the visit. While a page has routes Playwright turns its cache off, so a file an
 * earlier visit of the pooled page loaded is requested (and aborted) too.
 */
async function openWithBrokenImage(
  browser: Browser,
  pick: (doc: Document) => string,
): Promise<{ page: Page; prefix: string; aborted: string[]; errors: string[]; close(): Promise<void> }> {
  const v = await visit(browser, null, { viewport: PHONE });
  const { page } = v;
  // Learn the image's file names from the page itself (ids change with content).
  await page.goto(siteUrl(PATH), { waitUntil: 'domcontentloaded' });
  const src = await page.evaluate(`(${pick.toString()})(document)`);
  const prefix = filePrefix(String(src));
  const aborted: string[] = [];
  await page.route(`**${prefix}*`, (route) => {
    aborted.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  const onError = (error: Error) => void errors.push(error.message);
  const onConsole = (message: ConsoleMessage) => {
    // The browser reports the aborted request itself; anything else would come from the page.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  };
  page.on('pageerror', onError);
  page.on('console', onConsole);
  await page.goto(siteUrl(PATH), { waitUntil: 'load' });
  const close = async () => {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    await v.close();
  };
  return { page, prefix, aborted, errors, close };
}

const failedImages = (page: Page) =>
  page.locator('img[data-fallback="failed"]').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sources: img.parentElement!.querySelectorAll('source').length,
      loaded: img.complete && img.naturalWidth > 0,
      alt: img.alt,
    })),
  );

describe('image fallback', () => {
  it('shows the placeholder when the priority image fails, even before the script ran', async ({ browser }) => {
    const { page, aborted, errors, close } = await openWithBrokenImage(browser, (doc) => doc.querySelector('img[fetchpriority="high"]')!.getAttribute('src')!);
    await page.waitForSelector('img[data-fallback="failed"]');
    await page.waitForFunction(() => (document.querySelector('img[data-fallback="failed"]') as HTMLImageElement).naturalWidth > 0);
    const failed = await failedImages(page);
    expect(aborted.length).toBeGreaterThan(0);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.src).toMatch(/\/placeholder\.svg$/);
    expect(failed[0]!.srcset).toBeNull();
    expect(failed[0]!.sources).toBe(0);
    expect(failed[0]!.loaded).toBe(true);
    expect(failed[0]!.alt).not.toBe('');
    expect(await page.locator('img[fetchpriority="high"]').getAttribute('data-fallback')).toBe('failed');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the placeholder for a lazy photo that fails when scrolled into view, and leaves the others alone', async ({ browser }) => {
    const { page, errors, close } = await openWithBrokenImage(browser, (doc) => {
      const lazy = [...doc.querySelectorAll('main img[loading="lazy"]')];
      return lazy[lazy.length - 1]!.getAttribute('src')!;
    });
    expect(await page.locator('img[data-fallback="failed"]').count()).toBe(0);
    const target = page.locator('main img[loading="lazy"]').last();
    await target.scrollIntoViewIfNeeded();
    await page.waitForSelector('img[data-fallback="failed"]');
    const failed = await failedImages(page);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.src).toMatch(/\/placeholder\.svg$/);
    expect(await target.getAttribute('data-fallback')).toBe('failed');
    // Images that loaded keep their own files.
    const others = await page
      .locator('img[data-fallback=""]')
      .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.currentSrc));
    expect(others.length).toBeGreaterThan(0);
    for (const src of others) expect(src).toMatch(/\/assets\/img\/.+\.avif$/);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('hero preload', () => {
  // The head preloads the hero with the AVIF source's candidates and sizes: the browser asks for the
  // hero while it reads the head, and the picture then takes the file the preload fetched, not a second one.
  it.for([
    ['/', PHONE],
    ['/ujung-kulon-tour/', PHONE],
    [PATH, DESKTOP],
  ] as const)('on %s at %o, the preloaded hero is the one file the picture shows', async ([path, viewport], { browser }) => {
    // A context of its own: a cache no earlier visit filled, so every file the page asks for is a request.
    const context = await browser.newContext({ viewport, deviceScaleFactor: viewport === PHONE ? 3 : 1 });
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl(path), { waitUntil: 'load' });
      const preload = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset')));
      expect(preload).toHaveLength(1);
      const shown = await page.locator('img[fetchpriority="high"]').evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
      expect(shown).toMatch(/\.avif$/);
      expect(preload[0]).toContain(shown);
      const prefix = filePrefix(shown);
      expect(requested.filter((url) => url.startsWith(prefix))).toEqual([shown]);
    } finally {
      await context.close();
    }
  });
});
