import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { displayName } from '../../templates/lib/reviews.ts';
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, widgetReady } from '../helpers/browser.ts';
import { content, root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

const PATH = '/waterbird-tour/';
const TABS = ['4D/3N', '7D/6N', '10D/9N'] as const;
const IDS = ['4d3n', '7d6n', '10d9n'] as const;

/** English names of the taxonomy rows the project keeps. */
const taxonomy = new Set(
  readFileSync(resolve(root, 'content/species/taxonomy-2023.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[1]!),
);

let browser: Browser;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), content()]);
});
afterAll(async () => {
  await browser?.close();
});

const visiblePanels = (page: Page) =>
  page.$$eval('#waterbird-packages [role="tabpanel"]', (panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.id));

describe('/waterbird-tour/ in Chromium', () => {
  it('shows the exact hero caption and opens on 4D/3N with its day-by-day itinerary', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: PHONE });
    await widgetReady(page, '#waterbird-packages', 'tabs');
    expect(await page.locator('.tour-hero-caption').innerText()).toBe('Over 50 species in coastal wetlands and mangroves');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('4D/3N');
    expect(await visiblePanels(page)).toEqual(['waterbird-packages-panel-4d3n']);
    const panel = page.locator('#waterbird-packages-panel-4d3n');
    expect(await panel.locator('.itinerary-day').count()).toBe(4);
    expect(await panel.locator('.itinerary-day').nth(3).innerText()).toContain('Speed boat back to Carita, arriving at about 5 pm.');
    expect(await panel.locator('.included-list--excluded li').allInnerTexts()).toEqual(['Dinner on day 4', 'Tips for the guide, driver and boat crews']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to each package on click and with the arrow keys', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: DESKTOP });
    await widgetReady(page, '#waterbird-packages', 'tabs');
    for (const [i, label] of TABS.entries()) {
      await page.getByRole('tab', { name: label }).click();
      const id = IDS[i]!;
      expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(label);
      expect(await visiblePanels(page)).toEqual([`waterbird-packages-panel-${id}`]);
      const panel = page.locator(`#waterbird-packages-panel-${id}`);
      expect(await panel.locator('h3').innerText()).toBe(site.waterbirdTour.packages.items[i]!.title);
      expect(await panel.locator('.itinerary-day').count()).toBe(id === '4d3n' ? 4 : 0);
      expect(await panel.locator('.package-outline li').count()).toBe(site.waterbirdTour.packages.items[i]!.outline.length);
    }
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('4D/3N');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('10D/9N');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the general lists and 25 waterbirds, every name in the taxonomy', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: PHONE });
    const names = await page.locator('.waterbird-grid .waterbird-name').allInnerTexts();
    expect(names).toHaveLength(25);
    expect(names.filter((n) => !taxonomy.has(n))).toEqual([]);
    expect(await page.locator('#included .included-list--included').innerText()).toMatch(/Binoculars[\s\S]*Field guides/);
    expect(await page.locator('#included .included-list--excluded').innerText()).toMatch(/Personal equipment/);
    expect(await page.locator('main > :last-child').getAttribute('id')).toBe('reviews');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens WhatsApp in a new tab with the exact message for every Book and Inquire button', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: DESKTOP });
    await widgetReady(page, '#waterbird-packages', 'tabs');
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const number = site.site.whatsapp.e164.replace('+', '');
    const decode = (href: string) => {
      const url = new URL(href);
      return { target: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
    };
    for (const [i, label] of TABS.entries()) {
      const pkg = site.waterbirdTour.packages.items[i]!;
      const expected = `Hello, I'm interested in booking the ${pkg.title} package of the Waterbird Tour. Could you send me details and available dates?`;
      expect(bookingMessage(displayName('waterbird'), pkg.title)).toBe(expected);
      await page.getByRole('tab', { name: label }).click();
      const link = page.getByRole('link', { name: `Book ${pkg.title}` });
      expect(decode((await link.getAttribute('href'))!)).toEqual({ target: `https://wa.me/${number}`, text: expected });
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      expect(decode(popup.url())).toEqual({ target: `https://wa.me/${number}`, text: expected });
      await popup.close();
    }
    const inquire = page.getByRole('link', { name: 'Inquire on WhatsApp' });
    expect(decode((await inquire.getAttribute('href'))!).text).toBe("Hello, I'm interested in the Waterbird Tour. Could you send me details and available dates?");
    expect(decode((await page.getByRole('link', { name: 'Book Your Tour Now' }).getAttribute('href'))!).text).toBe(
      "Hello, I'm interested in booking a tour based on the great reviews I've read!",
    );
    await page.getByRole('link', { name: /^Learn More/ }).click();
    await page.waitForURL(/\/birding-tour\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript off shows every package under its heading and all 25 species', async () => {
    const { context, page } = await openPage(browser, PATH, { viewport: PHONE, javaScriptEnabled: false });
    expect(await page.locator('#waterbird-packages [role="tablist"]').isVisible()).toBe(false);
    expect(await visiblePanels(page)).toEqual(IDS.map((id) => `waterbird-packages-panel-${id}`));
    expect(await page.locator('#waterbird-packages .tabpanel-heading:visible').allInnerTexts()).toEqual(site.waterbirdTour.packages.items.map((p) => p.title));
    expect(await page.locator('#waterbird-packages .btn-book:visible').count()).toBe(3);
    expect(await page.locator('.waterbird-grid .waterbird-name:visible').count()).toBe(25);
    await context.close();
  });

  it('shows the content at once under reduced motion, and after the entrance animations otherwise', async () => {
    const reduced = await openPage(browser, PATH, { viewport: PHONE, reducedMotion: 'reduce' });
    expect(await reduced.page.evaluate(() => document.getAnimations().length)).toBe(0);
    expect(await reduced.page.$$eval('main .enter', (els) => els.map((el) => getComputedStyle(el).opacity))).not.toContain('0');
    await reduced.context.close();

    const moving = await openPage(browser, PATH, { viewport: PHONE });
    const delays = await moving.page.$$eval('main .enter', (els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays.every((d) => ['0.1s', '0.12s', '0.13s', '0.2s', '0.21s', '0.22s', '0.23s'].includes(d)), delays.join()).toBe(true);
    await moving.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await moving.page.$$eval('main .enter', (els) => els.map((el) => getComputedStyle(el).opacity))).toEqual(delays.map(() => '1'));
    await moving.context.close();
  });

  describe.each([
    ['390 px', PHONE],
    ['1440 px', DESKTOP],
  ] as const)('axe at %s', (_, viewport) => {
    it.each(TABS)('has no violations with %s selected', async (label) => {
      const { context, page, errors } = await openPage(browser, PATH, { viewport, reducedMotion: 'reduce' });
      await widgetReady(page, '#waterbird-packages', 'tabs');
      await page.getByRole('tab', { name: label }).click();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  });

  it('stays within the budgets: JS at most 10 KB and CSS at most 15 KB gzip', () => {
    const weight = pageWeights(join(root, 'dist')).find((w) => w.page === 'waterbird-tour/index.html')!;
    expect(weight.jsGzip).toBeGreaterThan(0);
    expect(weight.jsGzip).toBeLessThanOrEqual(10 * 1024);
    expect(weight.cssGzip).toBeLessThanOrEqual(15 * 1024);
  });
});
