import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BuildResult } from '../../scripts/pipeline/pipeline.ts';
import { axeViolations, DESKTOP, it, PHONE, settled, visit, type Visit } from '../helpers/browser.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// The site built from test/fixtures/content/posts (the shipped content plus 13 trip reports) into a
// temporary folder, read in Chromium the way a visitor reads it, with JavaScript on and off.
const fixture = loadFixture({ content: 'posts' });

// The birds the fixture's report lists as seen, each once, in eBird/Clements 2023 taxonomic order
// (the order of the taxonomy file), as "English scientific".
const report = (await fixture.content()).posts.find((p) => p.slug === 'gunung-gede-in-the-mist');
if (!report) throw new Error('test/fixtures/content/posts has no report gunung-gede-in-the-mist');
const listed = new Set(report.species ?? []);
const seen = readTaxonomy()
  .rows.filter((row) => listed.has(row.english))
  .map((row) => `${row.english} ${row.scientific}`);
let result: BuildResult;

beforeAll(async () => {
  result = await fixture.build();
  await fixture.preview();
}, 180_000);
afterAll(() => fixture.clean());

/** A visit to `path` on this file's own server (visit itself opens the suite's). */
async function open(
  browser: Browser,
  path: string,
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<Visit> {
  const v = await visit(browser, null, { javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: options.viewport ?? DESKTOP });
  await v.page.goto(fixture.url(path), { waitUntil: 'load' });
  return v;
}

describe('trip reports in Chromium', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`a visitor pages through the list and opens a report (JS ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const v = await open(browser, '/blog/', { javaScriptEnabled });
      const { page } = v;
      const titles = page.locator('.post-card-title a');
      expect(await titles.count()).toBe(12);
      expect(await titles.first().innerText()).toBe('Gunung Gede in the mist');
      expect(await page.getByRole('heading', { name: 'Coming Soon' }).count()).toBe(0);

      await page.getByRole('navigation', { name: 'Trip report pages' }).getByRole('link', { name: 'Older reports' }).click();
      // The list pages are read as text: their document is enough. The report's cover is checked loaded, so that page waits for load.
      await page.waitForURL(/\/blog\/page\/2\/$/, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('.post-card-title a').allInnerTexts()).toEqual(['Trip report 12 from the mammals tour']);
      await page.getByRole('link', { name: 'Newer reports' }).click();
      await page.waitForURL(/\/blog\/$/, { waitUntil: 'domcontentloaded' });

      await page.getByRole('link', { name: 'Gunung Gede in the mist' }).click();
      await page.waitForURL(/\/blog\/gunung-gede-in-the-mist\/$/);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Gunung Gede in the mist');
      const species = page.getByRole('region', { name: 'Species seen' }).getByRole('listitem');
      expect(seen.length).toBeGreaterThan(0);
      expect(await species.count()).toBe(seen.length);
      expect(await species.allInnerTexts()).toEqual(seen);
      expect(await page.locator('.post-cover img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await v.close();
    });
  }

  it('a tour page leads to its newest reports', async ({ browser }) => {
    const v = await open(browser, '/waterbird-tour/');
    const { page } = v;
    const reports = page.getByRole('region', { name: 'Latest trip reports' });
    expect(await reports.locator('.post-card-title').allInnerTexts()).toEqual([
      'Trip report 1 from the waterbird tour',
      'Trip report 6 from the waterbird tour',
      'Trip report 11 from the waterbird tour',
    ]);
    await reports.getByRole('link', { name: 'Trip report 6 from the waterbird tour' }).click();
    // The address is the check: the report's document will do, not its pictures.
    await page.waitForURL(/\/blog\/report-06-waterbird\/$/, { waitUntil: 'domcontentloaded' });
    await v.close();
  });

  it('serves the Atom feed and lists every report in the sitemap', async ({ browser }) => {
    const v = await open(browser, '/blog/');
    const { page } = v;
    const feedHref = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    const feed = await page.request.get(fixture.url(feedHref!));
    expect(feed.ok()).toBe(true);
    expect((await feed.text()).match(/<entry>/g)).toHaveLength(13);
    const sitemap = await (await page.request.get(fixture.url('/sitemap.xml'))).text();
    for (const post of ['gunung-gede-in-the-mist', 'report-12-mammals']) expect(sitemap).toContain(`/blog/${post}/</loc>`);
    expect(sitemap).toContain('/blog/page/2/</loc>');
    await v.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`the list and a report have no axe violations at ${viewport.width} px`, async ({ browser }) => {
      for (const path of ['/blog/', '/blog/gunung-gede-in-the-mist/']) {
        const v = await open(browser, path, { viewport });
        const { page } = v;
        await settled(page);
        expect(await axeViolations(page), path).toEqual([]);
        await v.close();
      }
    });
  }
});

describe('trip reports in the site search', () => {
  it('indexes every report, and a query finds one named as a trip report', async ({ browser }) => {
    expect(result.search.pages.report).toBe(13);
    const v = await open(browser, '/search/?q=gunung%20gede%20mist');
    const first = v.page.locator('.site-search-result').first();
    await first.waitFor({ timeout: 10_000 });
    expect(await first.locator('.site-search-kind').getAttribute('data-kind')).toBe('report');
    expect(await first.locator('.site-search-kind').innerText()).toMatch(/^trip report$/i);
    expect(await first.locator('a').getAttribute('href')).toBe('/blog/gunung-gede-in-the-mist/');
    await v.close();
  });
});
