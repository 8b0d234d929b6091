import type { Browser, Locator, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { tourDisplayName } from '../../model/tour-names.ts';
import { MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { DESKTOP, it, PHONE, visit, widgetReady, type Visit } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { tourPage } from '../../model/tour-pages.ts';

// The tour pages built from packages in tabs. One row per page: the behaviour every
// such page shares is tested from the row, and a row's `checks` hold what only that page has.
// A new tour page adds a row.

type Site = Awaited<ReturnType<typeof content>>;
interface Package {
  id: string;
  title: string;
  /** Its tab's words: the tab label, else the duration ("4D/3N"). */
  tabLabel?: string | undefined;
  duration: string;
}

interface Ctx {
  page: Page;
  site: Site;
}

interface TourRow {
  path: string;
  /** The tour's id in content/tours/, as reviews name it. */
  tour: string;
  /** The tour's name in WhatsApp messages, written out so the test pins it. */
  tourName: string;
  /** id of the packages tab container. */
  packages: string;
  packageItems(site: Site): Package[];
  /** Widgets the page runs: wait for them before interacting. */
  widgets: [selector: string, name: string][];
  /** Where Learn More leads. */
  learnMore: RegExp;
  /** Extra assertions on each package's panel after its tab was chosen. */
  eachPackage(panel: Locator, index: number, site: Site): Promise<void>;
  /** Species items a visitor sees without JavaScript (selector, count). */
  speciesWithoutJs: [selector: string, count: number];
  /** What else the page shows without JavaScript. */
  withoutJs?(page: Page): Promise<void>;
  /** Tests only this page has. */
  checks: Record<string, (ctx: Ctx) => Promise<void>>;
}

/** English names of the eBird/Clements 2023 taxonomy. */
const taxonomy = new Set(readTaxonomy().byEnglish.keys());

const rows: TourRow[] = [
  {
    path: '/mammals-tour/',
    tour: 'mammals',
    tourName: 'Mammals Tour (Java Rhinoceros)',
    packages: 'mammal-packages',
    packageItems: (site) => tourPage(site, 'mammals', 'mammals').packages.items,
    widgets: [
      ['#mammal-packages', 'tabs'],
      ['#mammal-species', 'toggles'],
      ['#mammals', 'carousel'],
    ],
    learnMore: /\/ujung-kulon-tour\/$/,
    eachPackage: async (panel, i) => {
      expect(await panel.locator('.package-fact').nth(1).innerText()).toContain(`Pick-up at ${['5:00 am', '5:00 am', '4:00 am'][i]}`);
      expect(await panel.locator('.itinerary-day').count()).toBe(i + 3);
      expect(await panel.locator('.included-list--excluded').innerText()).toContain('Canoeing on the Cigenter River (closed since November 2023)');
    },
    speciesWithoutJs: ['#mammal-species .species-list > li', 27],
    withoutJs: async (page) => {
      expect(await page.locator('#mammal-species .species-more').isVisible()).toBe(false);
      expect(await page.locator('#mammals .carousel-slide').count()).toBe(8);
      expect(await page.locator('#mammals .carousel-controls').isVisible()).toBe(false);
    },
    checks: {
      'shows 6 mammals with "Show All 27 Species", all 27 with "Show Less", and back': async ({ page, site }) => {
        const button = page.locator('#mammal-species .species-more');
        const visible = () => page.locator('#mammal-species .species-list > li:visible').count();
        expect(MAMMALS_COLLAPSED).toBe(6);
        expect(await button.innerText()).toBe('Show All 27 Species');
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        expect(await visible()).toBe(6);
        expect(await page.locator('#mammal-species .species-list > li:visible .mammal-name').allInnerTexts()).toEqual(
          tourPage(site, 'mammals', 'mammals')
            .species.list.map((s) => s.id)
            .slice(0, 6)
            .map((id) => site.species.get(id)!.english),
        );
        await button.click();
        expect(await button.innerText()).toBe('Show Less');
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        expect(await visible()).toBe(27);
        expect(await page.locator('#mammal-species .species-list > li:visible i').allInnerTexts()).toEqual(
          tourPage(site, 'mammals', 'mammals')
            .species.list.map((s) => s.id)
            .map((id) => site.species.get(id)!.scientific),
        );
        await button.click();
        expect(await button.innerText()).toBe('Show All 27 Species');
        expect(await visible()).toBe(6);
      },
      'wraps the 8-photo carousel in both directions': async ({ page }) => {
        const carousel = page.locator('#mammals');
        const status = carousel.locator('.carousel-status');
        expect(await carousel.locator('.carousel-slide').count()).toBe(8);
        expect(await status.innerText()).toBe('1 / 8');
        await carousel.locator('.carousel-prev').click();
        await page.waitForSelector('#mammals[data-index="7"]');
        expect(await status.innerText()).toBe('8 / 8');
        await carousel.locator('.carousel-next').click();
        await page.waitForSelector('#mammals[data-index="0"]');
        expect(await status.innerText()).toBe('1 / 8');
        for (let i = 1; i < 8; i++) {
          await carousel.locator('.carousel-next').click();
          await page.waitForSelector(`#mammals[data-index="${i}"]`);
        }
        await carousel.locator('.carousel-next').click();
        await page.waitForSelector('#mammals[data-index="0"]');
        expect(await status.innerText()).toBe('1 / 8');
      },
    },
  },
  {
    path: '/waterbird-tour/',
    tour: 'waterbird',
    tourName: 'Waterbird Tour',
    packages: 'waterbird-packages',
    packageItems: (site) => tourPage(site, 'waterbird', 'waterbird').packages.items,
    widgets: [['#waterbird-packages', 'tabs']],
    learnMore: /\/birding-tour\/$/,
    eachPackage: async (panel, i, site) => {
      expect(await panel.locator('.itinerary-day').count()).toBe(i === 0 ? 4 : 0);
      expect(await panel.locator('.package-outline li').count()).toBe(tourPage(site, 'waterbird', 'waterbird').packages.items[i]!.outline.length);
    },
    speciesWithoutJs: ['.waterbird-grid .waterbird-name', 25],
    checks: {
      'shows the exact hero caption and the 4D/3N day-by-day itinerary': async ({ page }) => {
        expect(await page.locator('.tour-hero-caption').innerText()).toBe('Over 50 species in coastal wetlands and mangroves');
        const panel = page.locator('#waterbird-packages-panel-4d3n');
        expect(await panel.locator('.itinerary-day').count()).toBe(4);
        expect(await panel.locator('.itinerary-day').nth(3).innerText()).toContain('Speed boat back to Marina Carita, arriving at about 5 pm.');
        expect(await panel.locator('.included-list--excluded li').allInnerTexts()).toEqual(['Dinner on day 4', 'Tips for the guide, driver and boat crews']);
      },
      'shows the general lists and 25 waterbirds, every name in the taxonomy': async ({ page }) => {
        const names = await page.locator('.waterbird-grid .waterbird-name').allInnerTexts();
        expect(names).toHaveLength(25);
        expect(names.filter((n) => !taxonomy.has(n))).toEqual([]);
        expect(await page.locator('#included .included-list--included').innerText()).toMatch(/Binoculars[\s\S]*Field guides/);
        expect(await page.locator('#included .included-list--excluded').innerText()).toMatch(/Personal equipment/);
      },
    },
  },
];

let site: Site;
beforeAll(async () => {
  site = await content();
});

/** The delays the entrance animations must use, pinned here rather than read from widgets/timings.ts. */
const ENTRANCE_DELAYS = ['0.1s', '0.12s', '0.13s', '0.2s', '0.21s', '0.22s', '0.23s'];

describe.each(rows)('$path in Chromium', (row) => {
  const ids = () => row.packageItems(site).map((p) => p.id);
  /** The tabs' words, in page order, from the packages of the content. */
  const tabs = () => row.packageItems(site).map((p) => p.tabLabel ?? p.duration);
  /** Ids of the package panels a visitor can see. */
  const visiblePanels = (page: Page) =>
    page.$$eval(`#${row.packages} [role="tabpanel"]`, (panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.id));

  async function open(browser: Browser, viewport: typeof PHONE | typeof DESKTOP): Promise<Visit> {
    const v = await visit(browser, row.path, { viewport });
    for (const [selector, name] of row.widgets) await widgetReady(v.page, selector, name);
    return v;
  }

  it('opens on the first package with the others hidden; each tab shows its own package; the keys move and wrap', async ({ browser }) => {
    const v = await open(browser, DESKTOP);
    const { page, errors } = v;
    const selected = () => page.getByRole('tab', { selected: true }).innerText();
    expect(tabs().length).toBeGreaterThan(0);
    expect(await page.locator(`#${row.packages} [role="tab"]`).allInnerTexts()).toEqual(tabs());
    expect(await selected()).toBe(tabs()[0]);
    expect(await visiblePanels(page)).toEqual([`${row.packages}-panel-${ids()[0]}`]);

    for (const [i, label] of tabs().entries()) {
      await page.getByRole('tab', { name: label }).click();
      expect(await selected()).toBe(label);
      expect(await visiblePanels(page)).toEqual([`${row.packages}-panel-${ids()[i]}`]);
      const panel = page.locator(`#${row.packages}-panel-${ids()[i]}`);
      expect(await panel.locator('h3').first().innerText()).toBe(row.packageItems(site)[i]!.title);
      await row.eachPackage(panel, i, site);
    }

    // WAI-ARIA tabs, automatic activation: arrows wrap, Home and End jump, focus follows.
    const last = tabs().at(-1)!;
    await page.getByRole('tab', { name: last }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(tabs()[0]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(tabs()[0]);
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe(last);
    await page.keyboard.press('Home');
    expect(await selected()).toBe(tabs()[0]);
    await page.keyboard.press('End');
    expect(await selected()).toBe(last);
    expect(await visiblePanels(page)).toEqual([`${row.packages}-panel-${ids().at(-1)}`]);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('opens WhatsApp in a new tab with the exact message for every Book and Inquire button; Learn More leads on', async ({ browser }) => {
    const v = await open(browser, DESKTOP);
    const { page, errors } = v;
    const context = page.context();
    // The closed network cannot reach wa.me: answer it locally so the new tab's address can be read.
    // On the context, as the new tabs are pages of their own; taken off again before the page is
    // handed back.
    const whatsapp = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
    await context.route('https://wa.me/**', whatsapp);
    const target = `https://wa.me/${site.site.whatsapp.e164.replace('+', '')}`;
    const decode = (href: string) => {
      const url = new URL(href);
      return { target: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
    };

    for (const [i, label] of tabs().entries()) {
      const pkg = row.packageItems(site)[i]!;
      const expected = `Hello, I'm interested in booking ${pkg.title} (${row.tourName}). Could you send me details and available dates?`;
      expect(bookingMessage(tourDisplayName(site.tours, row.tour), pkg.title)).toBe(expected);
      await page.getByRole('tab', { name: label }).click();
      const link = page.getByRole('link', { name: `Book ${pkg.title}` });
      expect(decode((await link.getAttribute('href'))!)).toEqual({ target, text: expected });
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      // A new tab starts on about:blank: wait until it has reached WhatsApp before reading its address.
      await popup.waitForURL(/^https:\/\/wa\.me\//, { waitUntil: 'domcontentloaded' });
      expect(decode(popup.url())).toEqual({ target, text: expected });
      await popup.close();
    }

    const inquire = page.getByRole('link', { name: 'Inquire on WhatsApp' });
    expect(decode((await inquire.getAttribute('href'))!).text).toBe(`Hello, I'm interested in ${row.tourName}. Could you send me details and available dates?`);
    expect(await inquire.getAttribute('target')).toBe('_blank');
    expect(decode((await page.getByRole('link', { name: 'Book Your Tour Now' }).getAttribute('href'))!).text).toBe(
      "Hello, I'm interested in booking a tour based on the great reviews I've read!",
    );
    expect(await page.locator('main > :last-child').getAttribute('id')).toBe('reviews');

    await page.getByRole('link', { name: /^Learn More/ }).click();
    await page.waitForURL(row.learnMore);
    expect(errors).toEqual([]);
    await context.unroute('https://wa.me/**', whatsapp);
    await v.close();
  });

  it('with JavaScript off shows every package under its heading and every species', async ({ browser }) => {
    const v = await visit(browser, row.path, { viewport: PHONE, javaScriptEnabled: false });
    const { page } = v;
    expect(await page.locator(`#${row.packages} [role="tablist"]`).isVisible()).toBe(false);
    expect(await visiblePanels(page)).toEqual(ids().map((id) => `${row.packages}-panel-${id}`));
    expect(await page.locator(`#${row.packages} .tabpanel-heading:visible`).allInnerTexts()).toEqual(row.packageItems(site).map((p) => p.title));
    expect(tabs().length).toBeGreaterThan(0);
    expect(await page.locator(`#${row.packages} .btn-book:visible`).count()).toBe(tabs().length);
    const [species, count] = row.speciesWithoutJs;
    expect(await page.locator(`${species}:visible`).count()).toBe(count);
    await row.withoutJs?.(page);
    await v.close();
  });

  it('shows the content at once under reduced motion, and after the entrance animations otherwise', async ({ browser }) => {
    const reduced = await visit(browser, row.path, { viewport: PHONE, reducedMotion: 'reduce' });
    expect(await reduced.page.evaluate(() => document.getAnimations().length)).toBe(0);
    const still = await reduced.page.$$eval('main .enter', (els) => els.map((el) => getComputedStyle(el).opacity));
    expect(still.length).toBeGreaterThanOrEqual(7);
    expect(still).not.toContain('0');
    await reduced.close();

    const moving = await visit(browser, row.path, { viewport: PHONE });
    const delays = await moving.page.$$eval('main .enter', (els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays.length).toBeGreaterThanOrEqual(7);
    expect(delays.filter((d) => !ENTRANCE_DELAYS.includes(d))).toEqual([]);
    await moving.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await moving.page.$$eval('main .enter', (els) => els.map((el) => getComputedStyle(el).opacity))).toEqual(delays.map(() => '1'));
    await moving.close();
  });

  it.for(Object.entries(row.checks))('%s', async ([, check], { browser }) => {
    const v = await open(browser, PHONE);
    const { page, errors } = v;
    await check({ page, site });
    expect(errors).toEqual([]);
    await v.close();
  });
});
