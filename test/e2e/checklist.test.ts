import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, PHONE, siteUrl, visit } from '../helpers/browser.ts';
import { parseCsv } from '../helpers/csv.ts';

const TOURS = [
  { tour: 'birding-tour', name: 'Birding Tour', first: 'Sunda Teal', days: 14 },
  { tour: 'waterbird-tour', name: 'Waterbird Tour', first: 'Sunda Teal', days: 10 },
  { tour: 'mammals-tour', name: 'Mammals Tour', first: 'Sunda Colugo', days: 5 },
] as const;

const speciesOnPage = (page: Page) => page.locator('.checklist-table tbody th[scope="row"]').allInnerTexts();

describe.each(TOURS)('/$tour/checklist/ in Chromium', ({ tour, name, first, days }) => {
  for (const javaScriptEnabled of [true, false]) {
    it(`shows every family table and its boxes tick (JS ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const v = await visit(browser, `/${tour}/checklist/`, { javaScriptEnabled, viewport: PHONE });
      const { page, errors } = v;
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${name} Checklist`);
      const species = await speciesOnPage(page);
      expect(species[0]).toBe(first);
      expect(await page.locator('.checklist-table input[type="checkbox"]').count()).toBe(species.length * days);
      const box = page.getByRole('checkbox', { name: `${first}, day ${days}` });
      await box.scrollIntoViewIfNeeded();
      await box.check();
      expect(await box.isChecked()).toBe(true);
      await page.getByRole('link', { name: `Back to the ${name}` }).click();
      await page.waitForURL(siteUrl(`/${tour}/`));
      expect(errors).toEqual([]);
      await v.close();
    });
  }

  it('serves its CSV as UTF-8 with a byte order mark, CRLF lines and the page’s species', async ({ browser }) => {
    const v = await visit(browser, `/${tour}/checklist/`);
    const { page } = v;
    const response = await page.request.get(siteUrl(`/${tour}/checklist.csv`));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(['Taxonomic order', 'English name', 'Scientific name', 'Family', 'Packages']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(await speciesOnPage(page));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(rows.slice(1).map((_, i) => i + 1));

    const link = page.getByRole('link', { name: /^Download as CSV \(\d+ KB\)$/ });
    expect(await link.innerText()).toContain(`(${Math.round(body.length / 1024)} KB)`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('checklist.csv');
    await v.close();
  });
});

describe.each(TOURS)('/$tour/ links its checklist', ({ tour, name }) => {
  it('to the printable page and to the CSV download', async ({ browser }) => {
    const v = await visit(browser, `/${tour}/`, { javaScriptEnabled: false });
    const { page, errors } = v;
    const csv = page.locator('.checklist-links a[download]');
    expect(await csv.getAttribute('href')).toBe(`/${tour}/checklist.csv`);
    expect(await csv.innerText()).toMatch(/^Checklist as CSV \(\d+ KB\)$/);
    await page.getByRole('link', { name: /^Printable checklist of the \d+ species we target on this tour$/ }).click();
    await page.waitForURL(siteUrl(`/${tour}/checklist/`));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`${name} Checklist`);
    expect(errors).toEqual([]);
    await v.close();
  });
});

describe('/birding-tour/checklist/ layout', () => {
  it('on a phone, scrolls the day columns sideways inside the tables, the species column staying put', async ({ browser }) => {
    const v = await visit(browser, '/birding-tour/checklist/', { viewport: PHONE });
    const { page } = v;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const region = page.getByRole('region', { name: 'Birds: checklist tables' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const species = page.getByRole('rowheader', { name: 'Sunda Teal' });
    const scientific = page.getByText('Anas gibberifrons');
    const [speciesX, scientificX] = [(await species.boundingBox())!.x, (await scientific.boundingBox())!.x];
    await region.evaluate((el) => el.scrollTo({ left: 400 }));
    expect((await scientific.boundingBox())!.x).toBe(scientificX - 400);
    expect((await species.boundingBox())!.x).toBe(speciesX);
    await v.close();
  });

  it('prints the tables at full width without the site frame, each header row repeating', async ({ browser }) => {
    const v = await visit(browser, '/birding-tour/checklist/', { viewport: { width: 718, height: 1032 } });
    const { page } = v;
    await page.emulateMedia({ media: 'print' });
    for (const frame of ['.site-header', '.site-footer', '.contact-fab', '.checklist-actions'])
      expect(await page.locator(frame).isVisible(), frame).toBe(false);
    expect(
      await page
        .locator('.checklist-table thead')
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe('table-header-group');
    const fit = await page
      .locator('.checklist-table')
      .evaluateAll((tables) => tables.every((t) => t.getBoundingClientRect().right <= document.documentElement.clientWidth));
    expect(fit).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Sunda Teal, day 14' }).isVisible()).toBe(true);
    // The page serves later visits, which expect the screen.
    await page.emulateMedia({ media: null });
    await v.close();
  });
  // axe checks the three checklists at 390 and 1440 px in the one table of test/e2e/a11y.test.ts.
});
