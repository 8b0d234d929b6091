import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { displayName } from '../../templates/lib/reviews.ts';
import { MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { axeViolations, DESKTOP, launchBrowser, openPage, PHONE, widgetReady } from '../helpers/browser.ts';
import { content, root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

const PATH = '/mammals-tour/';
const TABS = ['3D/2N', '4D/3N', '5D/4N'] as const;
const IDS = ['3d2n', '4d3n', '5d4n'] as const;

let browser: Browser;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), content()]);
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page) {
  await widgetReady(page, '#mammal-packages', 'tabs');
  await widgetReady(page, '#mammal-species', 'toggles');
  await widgetReady(page, '#mammals', 'carousel');
}

/** Ids of the package panels a visitor can see. */
const visiblePanels = (page: Page) =>
  page.$$eval('#mammal-packages [role="tabpanel"]', (panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.id));

describe('/mammals-tour/ in Chromium', () => {
  it('opens on 3D/2N with the other packages hidden, and each tab shows its own package', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: DESKTOP });
    await ready(page);
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('3D/2N');
    expect(await visiblePanels(page)).toEqual(['mammal-packages-panel-3d2n']);
    await expect(page.locator('#mammal-packages-panel-3d2n .package-fact').nth(1).innerText()).resolves.toMatch(/Pick-up at 5:00 am/);

    const pickUp = { '3d2n': '5:00 am', '4d3n': '5:00 am', '5d4n': '4:00 am' };
    for (const [i, label] of TABS.entries()) {
      await page.getByRole('tab', { name: label }).click();
      const id = IDS[i]!;
      expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(label);
      expect(await visiblePanels(page)).toEqual([`mammal-packages-panel-${id}`]);
      const panel = page.locator(`#mammal-packages-panel-${id}`);
      expect(await panel.locator('h3').innerText()).toBe(site.mammalsTour.packages.items[i]!.title);
      expect(await panel.locator('.package-fact').nth(1).innerText()).toContain(`Pick-up at ${pickUp[id]}`);
      expect(await panel.locator('.itinerary-day').count()).toBe(i + 3);
      expect(await panel.locator('.included-list--excluded').innerText()).toContain('Canoeing on the Cigenter River (closed since November 2023)');
    }
    // Keyboard: arrows wrap around the tab list (WAI-ARIA tabs, automatic activation).
    await page.getByRole('tab', { name: '5D/4N' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe('3D/2N');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('3D/2N');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows 6 mammals with "Show All 27 Species", all 27 with "Show Less", and back', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: PHONE });
    await ready(page);
    const button = page.locator('#mammal-species .species-more');
    const visible = () => page.locator('#mammal-species .species-list > li:visible').count();
    expect(await button.innerText()).toBe('Show All 27 Species');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await visible()).toBe(MAMMALS_COLLAPSED);
    expect(MAMMALS_COLLAPSED).toBe(6);
    expect(await page.locator('#mammal-species .species-list > li:visible .mammal-name').allInnerTexts()).toEqual(
      site.mammalsTour.species.list.slice(0, 6).map((m) => m.name),
    );

    await button.click();
    expect(await button.innerText()).toBe('Show Less');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await visible()).toBe(27);
    expect(await page.locator('#mammal-species .species-list > li:visible i').allInnerTexts()).toEqual(site.mammalsTour.species.list.map((m) => m.scientific));

    await button.click();
    expect(await button.innerText()).toBe('Show All 27 Species');
    expect(await visible()).toBe(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('wraps the 8-photo carousel in both directions', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: PHONE });
    await ready(page);
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
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens WhatsApp in a new tab with the exact message for every Book and Inquire button', async () => {
    const { context, page, errors } = await openPage(browser, PATH, { viewport: DESKTOP });
    await ready(page);
    // The closed network cannot reach wa.me: answer it locally so the new tab's address can be read.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const number = site.site.whatsapp.e164.replace('+', '');
    const decode = (href: string) => {
      const url = new URL(href);
      return { target: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
    };

    for (const [i, label] of TABS.entries()) {
      const pkg = site.mammalsTour.packages.items[i]!;
      await page.getByRole('tab', { name: label }).click();
      const link = page.getByRole('link', { name: `Book ${pkg.title}` });
      expect(decode((await link.getAttribute('href'))!)).toEqual({ target: `https://wa.me/${number}`, text: bookingMessage(displayName('mammals'), pkg.title) });
      expect(bookingMessage(displayName('mammals'), pkg.title)).toBe(
        `Hello, I'm interested in booking the ${pkg.title} package of the Mammals Tour (Java Rhinoceros). Could you send me details and available dates?`,
      );
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      expect(decode(popup.url())).toEqual({ target: `https://wa.me/${number}`, text: bookingMessage(displayName('mammals'), pkg.title) });
      await popup.close();
    }

    const inquire = page.getByRole('link', { name: 'Inquire on WhatsApp' });
    expect(decode((await inquire.getAttribute('href'))!).text).toBe("Hello, I'm interested in the Mammals Tour (Java Rhinoceros). Could you send me details and available dates?");
    expect(await inquire.getAttribute('target')).toBe('_blank');
    const reviews = page.getByRole('link', { name: 'Book Your Tour Now' });
    expect(decode((await reviews.getAttribute('href'))!).text).toBe("Hello, I'm interested in booking a tour based on the great reviews I've read!");

    await page.getByRole('link', { name: /^Learn More/ }).click();
    await page.waitForURL(/\/ujung-kulon-tour\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with JavaScript off shows every package under its heading, all 27 mammals and all 8 photos', async () => {
    const { context, page } = await openPage(browser, PATH, { viewport: PHONE, javaScriptEnabled: false });
    expect(await page.locator('#mammal-packages [role="tablist"]').isVisible()).toBe(false);
    expect(await visiblePanels(page)).toEqual(IDS.map((id) => `mammal-packages-panel-${id}`));
    expect(await page.locator('#mammal-packages .tabpanel-heading:visible').allInnerTexts()).toEqual(site.mammalsTour.packages.items.map((p) => p.title));
    expect(await page.locator('#mammal-packages .btn-book:visible').count()).toBe(3);
    expect(await page.locator('#mammal-species .species-list > li:visible').count()).toBe(27);
    expect(await page.locator('#mammal-species .species-more').isVisible()).toBe(false);
    expect(await page.locator('#mammals .carousel-slide').count()).toBe(8);
    expect(await page.locator('#mammals .carousel-controls').isVisible()).toBe(false);
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
    it.each([...TABS, 'species expanded'])('has no violations with %s', async (state) => {
      const { context, page, errors } = await openPage(browser, PATH, { viewport, reducedMotion: 'reduce' });
      await ready(page);
      if (state === 'species expanded') await page.locator('#mammal-species .species-more').click();
      else await page.getByRole('tab', { name: state }).click();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  });

  it('stays within the budgets: JS at most 10 KB and CSS at most 15 KB gzip', () => {
    const weight = pageWeights(join(root, 'dist')).find((w) => w.page === 'mammals-tour/index.html')!;
    expect(weight.jsGzip).toBeGreaterThan(0);
    expect(weight.jsGzip).toBeLessThanOrEqual(10 * 1024);
    expect(weight.cssGzip).toBeLessThanOrEqual(15 * 1024);
  });
});
