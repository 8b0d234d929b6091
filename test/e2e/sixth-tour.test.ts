import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { tourPage } from '../../model/tour-pages.ts';
import { DESKTOP, it, PHONE, visit, widgetReady, type Visit } from '../helpers/browser.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// The business grows from content alone: test/fixtures/content/sixth-tour holds a sixth tour as
// `npm run new:tour` writes it and a sixth birding package, over the shipped content. Built into a
// temporary folder, the new tour reaches the menu, the home cards, the footer, its own page with a
// bookable package, the species planner and a checklist, and the birding page shows the new tab.
// What else the site holds is the content's: the fixture's content, loaded as the build loads it,
// says how many cards and tabs there are and where the new ones stand (the shipped content may
// hold more tours or packages, or a tour of that slug, which the fixture's files then replace).

const site = loadFixture({ content: 'sixth-tour' });
beforeAll(async () => {
  await site.build();
  await site.preview();
}, 180_000);
afterAll(() => site.clean());

const TOUR = '/gede-pangrango-tour/';
const fixture = await site.content();
const tourAt = fixture.tours.findIndex((t) => t.slug === 'gede-pangrango-tour');
const tourPackages = tourPage(fixture, 'gede-pangrango').packages?.items ?? [];
const birdingPackages = tourPage(fixture, 'birding', 'birding').packages.items;

/** A visit to `path` on this file's own server. */
async function open(browser: Browser, path: string, viewport: { width: number; height: number }): Promise<Visit> {
  const v = await visit(browser, null, { viewport });
  await v.page.goto(site.url(path), { waitUntil: 'load' });
  return v;
}

describe('a sixth tour and a sixth birding package, from content alone', () => {
  it('builds the tour page, its checklist and its place in the sitemap, the planner and the structured data', () => {
    const sitemap = site.readFile('sitemap.xml');
    expect(sitemap).toContain(`${TOUR}</loc>`);
    expect(sitemap).toContain(`${TOUR}checklist/</loc>`);
    const page = site.readFile('gede-pangrango-tour/index.html');
    expect(page).toContain('"@type":"TouristTrip"');
    expect(page).toMatch(/<meta property="og:image" content="[^"]*\/assets\/og\/gede-pangrango-tour\.[0-9a-f]+\.jpg"/);
    const species = site.readFile('species/index.html');
    // The planner offers its package, and the tour filter names it.
    expect(species).toContain('Gede Pangrango Tour: 3 Days Gede Pangrango Tour');
    expect(species).toContain('gede-pangrango-tour');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a visitor reaches the new tour from the home card and books its package, and picks the new birding package (${viewport.width} px)`, async ({
      browser,
    }) => {
      const v = await open(browser, '/', viewport);
      const { page, errors } = v;
      expect(tourAt, "the fixture's tour is in its content").toBeGreaterThanOrEqual(0);
      const cards = page.locator('.tour-card');
      expect(await cards.count()).toBe(fixture.tours.length);
      const card = cards.nth(tourAt);
      expect(await card.getByRole('heading').innerText()).toBe('Gede Pangrango Tour');
      expect(await page.locator('.footer-links').getByRole('link', { name: 'Gede Pangrango Tour' }).count()).toBe(1);
      await card.getByRole('link', { name: 'Gede Pangrango Tour' }).click();
      await page.waitForURL(new RegExp(`${TOUR}$`));

      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Gede Pangrango Tour');
      await widgetReady(page, '#gede-pangrango-packages', 'tabs');
      // Its first package selected; the fixture's 3D/2N package on its tab.
      expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(tourPackages[0]!.tabLabel ?? tourPackages[0]!.duration);
      expect(tourPackages.map((p) => p.tabLabel ?? p.duration)).toContain('3D/2N');
      await page.getByRole('tab', { name: '3D/2N', exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: '3D/2N' });
      expect(await panel.getByRole('heading', { level: 3 }).innerText()).toBe('3 Days Gede Pangrango Tour');
      const book = panel.getByRole('link', { name: /Book 3 Days Gede Pangrango Tour/ });
      const message = new URL((await book.getAttribute('href'))!).searchParams.get('text');
      expect(message).toBe("Hello, I'm interested in booking 3 Days Gede Pangrango Tour (Gede Pangrango Tour). Could you send me details and available dates?");
      expect(await page.getByRole('link', { name: /Printable checklist of the \d+ species/ }).count()).toBe(1);

      await page.goto(site.url('/birding-tour/'), { waitUntil: 'load' });
      await widgetReady(page, '#birding-packages', 'tabs');
      const tabs = page.getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual(birdingPackages.map((p) => p.tabLabel));
      expect(await tabs.allInnerTexts()).toContain('4D/3N');
      expect(await page.locator('#birding-packages-panel-4d3n h3').innerText()).toBe('4 Days West Java Birding');
      // Six tabs or more keep one row (it scrolls sideways on a phone).
      const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await tabs.first().focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(birdingPackages[0]!.tabLabel);
      expect(await page.locator(`#birding-packages-panel-${birdingPackages[0]!.id} h3`).innerText()).toBe(birdingPackages[0]!.title);
      expect(errors).toEqual([]);
      await v.close();
    });
  }
});
