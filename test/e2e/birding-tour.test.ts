import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { birdName } from '../../model/species-names.ts';
import { HIGHLIGHTS_COLLAPSED } from '../../widgets/timings.ts';
import { DESKTOP, it, openPage, PHONE, visit, widgetReady } from '../helpers/browser.ts';

import { tourPage } from '../../model/tour-pages.ts';
import { content } from '../helpers/render.ts';
import { shipped } from '../helpers/shipped.ts';
const reviews = shipped('reviews');
const site = shipped('site');

// The page as the content makes it: its packages in their tab order, the first selected, and the
// endemic carousel's slides.
const birdingTour = tourPage(await content(), 'birding', 'birding');
const PATH = '/birding-tour/';
const packages = birdingTour.packages.items;
const [first, last] = [packages[0]!, packages.at(-1)!];
/** A package's key species list has a See More toggle only when it is longer than the collapsed list. */
const hasToggle = (pkg: (typeof packages)[number]) => pkg.highlights.length > HIGHLIGHTS_COLLAPSED;
const slides = birdingTour.endemics.slides.length;

/** Decoded WhatsApp text of a link, after checking number, new tab and rel. */
async function whatsappText(page: Page, selector: string): Promise<string | null> {
  const link = page.locator(selector);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  const url = new URL((await link.getAttribute('href'))!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.e164.slice(1)}`);
  return url.searchParams.get('text');
}

/** Lets every running CSS animation finish (entrance animations, page fade-in). */
const animationsDone = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)).then(() => undefined));

const visibleCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).length);

/** Names in a package's key species list (without the "Sumatra" tag). */
const speciesNames = (page: Page, id: string) =>
  page.locator(`#species-${id}-list > li`).evaluateAll((els) => els.map((li) => (li.querySelector('.species-name') ?? li).textContent!.trim()));

async function ready(page: Page) {
  await widgetReady(page, '#birding-packages', 'tabs');
  await widgetReady(page, '#endemics', 'carousel');
  for (const pkg of packages.filter(hasToggle)) await widgetReady(page, `#species-${pkg.id}`, 'toggles');
}

describe('/birding-tour tabs', () => {
  it('selects the first package by default and shows only its panel', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page, errors } = v;
    await ready(page);
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(packages.map((pkg) => pkg.tabLabel));
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(first.tabLabel);
    expect(await page.locator('#birding-packages [role="tabpanel"]:visible').count()).toBe(1);
    expect(await page.locator(`#birding-packages-panel-${first.id} h3`).isVisible()).toBe(true);
    expect(await page.locator(`#birding-packages-panel-${first.id} h3`).innerText()).toBe(first.title);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('shows each package on its tab: title, facts, toggle numbers, itinerary and a Book button naming tour and package', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE });
    const { page, errors } = v;
    await ready(page);
    for (const pkg of packages) {
      await page.getByRole('tab', { name: pkg.tabLabel, exact: true }).click();
      const panel = page.locator(`#birding-packages-panel-${pkg.id}`);
      expect(await panel.isVisible(), pkg.id).toBe(true);
      expect(await page.locator('#birding-packages [role="tabpanel"]:visible').count()).toBe(1);
      expect(await panel.locator('h3').first().innerText()).toBe(pkg.title);
      expect(await panel.locator('.package-facts').innerText()).toContain(pkg.grade === 'Moderate' ? 'Moderate' : 'Moderate to Challenging');
      expect(await panel.locator('.itinerary-day').count()).toBe(pkg.itinerary.length);

      // Key species: 10 shown, the button counts the rest, and the total line states the whole list;
      // a list no longer than that shows whole, with no button.
      const more = panel.locator('.species-more');
      expect(await panel.locator('.species-total').innerText()).toMatch(new RegExp(`^${pkg.highlights.length} key species on this tour`));
      if (hasToggle(pkg)) {
        const hidden = pkg.highlights.length - HIGHLIGHTS_COLLAPSED;
        expect(await visibleCount(page, `#species-${pkg.id}-list > li`)).toBe(HIGHLIGHTS_COLLAPSED);
        expect(await more.innerText()).toBe(`See More (${hidden} more species)`);
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        expect(await more.getAttribute('aria-controls')).toBe(`species-${pkg.id}-list`);
        await more.click();
        expect(await more.innerText()).toBe('Show Less');
        expect(await more.getAttribute('aria-expanded')).toBe('true');
        expect(await visibleCount(page, `#species-${pkg.id}-list > li`)).toBe(pkg.highlights.length);
        expect(await speciesNames(page, pkg.id)).toEqual(pkg.highlights.map(birdName));
        await more.click();
        expect(await more.innerText()).toBe(`See More (${hidden} more species)`);
        expect(await visibleCount(page, `#species-${pkg.id}-list > li`)).toBe(HIGHLIGHTS_COLLAPSED);
      } else {
        expect(await more.count()).toBe(0);
        expect(await visibleCount(page, `#species-${pkg.id}-list > li`)).toBe(pkg.highlights.length);
        expect(await speciesNames(page, pkg.id)).toEqual(pkg.highlights.map(birdName));
      }

      const book = panel.locator('a.btn-book');
      expect(await book.innerText()).toBe(`Book ${pkg.title}`);
      expect(await book.isVisible()).toBe(true);
      expect(await whatsappText(page, `#birding-packages-panel-${pkg.id} a.btn-book`)).toBe(
        `Hello, I'm interested in booking ${pkg.title} (West Java Birding Tour). Could you send me details and available dates?`,
      );
    }
    expect(errors).toEqual([]);
    await v.close();
  });

  it('moves between tabs with the arrow keys, wrapping from the first to the last and back', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page } = v;
    await ready(page);
    expect(packages.length, 'a tab set has two tabs or more').toBeGreaterThanOrEqual(2);
    await page.getByRole('tab', { name: first.tabLabel, exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(last.tabLabel);
    expect(await page.locator(`#birding-packages-panel-${last.id}`).isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toBe(first.tabLabel);
    expect(await page.locator(`#birding-packages-panel-${first.id}`).isVisible()).toBe(true);
    await v.close();
  });
});

describe('/birding-tour endemic carousel', () => {
  const status = (page: Page) => page.locator('#endemics .carousel-status').innerText();
  const index = (page: Page) => page.locator('#endemics').getAttribute('data-index');
  /** Waits until the track has scrolled slide i (0-based) into place. */
  const settledOn = (page: Page, i: number) =>
    page.waitForFunction((n) => {
      const track = document.querySelector<HTMLElement>('#endemics .carousel-track')!;
      const slide = track.querySelectorAll<HTMLElement>('.carousel-slide')[n]!;
      const a = slide.getBoundingClientRect();
      const b = track.getBoundingClientRect();
      return Math.abs(a.left - b.left) < 2;
    }, i);

  it('wraps in both directions with the buttons, updates the status and scrolls the slide into view', async ({ browser }) => {
    // A page of its own, not a pooled one: the clock it installs stays with its context.
    const { context, page, errors } = await openPage(browser, PATH, { viewport: DESKTOP });
    await widgetReady(page, '#endemics', 'carousel');
    // The widget reads the slide back once scrolling has been quiet for a while; a controlled
    // clock lets the test fire that timer instead of sleeping through it.
    await page.clock.install();
    expect(await status(page)).toBe(`1 / ${slides}`);
    expect(await index(page)).toBe('0');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await status(page)).toBe(`${slides} / ${slides}`);
    expect(await index(page)).toBe(String(slides - 1));
    await settledOn(page, slides - 1);
    expect(await page.locator(`#endemics-slide-${slides} .carousel-title`).innerText()).toBe(birdName(birdingTour.endemics.slides[slides - 1]!.id));
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await status(page)).toBe(`1 / ${slides}`);
    await settledOn(page, 0);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await status(page)).toBe(`2 / ${slides}`);
    await settledOn(page, 1);
    // The status survives the scroll settling (read back from the scroll position).
    await page.clock.runFor(1000);
    expect(await status(page)).toBe(`2 / ${slides}`);
    expect(await index(page)).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows ArrowLeft / ArrowRight while focus is inside, with reduced motion', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    await widgetReady(page, '#endemics', 'carousel');
    await page.locator('#endemics .carousel-track').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await status(page)).toBe(`${slides} / ${slides}`);
    await settledOn(page, slides - 1);
    await page.keyboard.press('ArrowRight');
    expect(await status(page)).toBe(`1 / ${slides}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await status(page)).toBe(`3 / ${slides}`);
    await settledOn(page, 2);
    await v.close();
  });

  it('follows a swipe (native scroll) of the track', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    await widgetReady(page, '#endemics', 'carousel');
    await page.locator('#endemics .carousel-track').evaluate((track) => track.scrollTo({ left: track.clientWidth * 4 }));
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#endemics')!.dataset.index === '4');
    expect(await status(page)).toBe(`5 / ${slides}`);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await status(page)).toBe(`6 / ${slides}`);
    await v.close();
  });
});

describe('/birding-tour reviews', () => {
  it('shows the birding average to one decimal, stars rounded down, the count, and Book Your Tour Now', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page } = v;
    const birding = reviews.filter((r) => r.tourType === 'birding');
    const average = birding.reduce((s, r) => s + r.rating, 0) / birding.length;
    expect(await page.locator('#reviews h2').innerText()).toBe('What Our Guests Say');
    expect(await page.locator('.reviews-subtitle').innerText()).toContain('West Java Birding Tour');
    expect(await page.locator('.reviews-average').innerText()).toBe(average.toFixed(1));
    expect(
      await page
        .getByRole('img', { name: `Rated ${average.toFixed(1)} out of 5` })
        .locator('.star-filled')
        .count(),
    ).toBe(Math.floor(average));
    expect(await page.locator('.reviews-count').innerText()).toBe(`based on ${birding.length} reviews`);
    expect(await page.locator('.review-card').count()).toBe(3);
    const cta = page.getByRole('link', { name: 'Book Your Tour Now' });
    expect(await cta.isVisible()).toBe(true);
    expect(await whatsappText(page, '.reviews-cta a')).toBe("Hello, I'm interested in booking a tour based on the great reviews I've read!");
    await v.close();
  });
});

describe('/birding-tour without JavaScript and under reduced motion', () => {
  it('JS off: every package is readable under its heading and every species is listed', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE, javaScriptEnabled: false });
    const { page } = v;
    await animationsDone(page);
    expect(await page.locator('[role="tablist"]').isVisible()).toBe(false);
    for (const pkg of packages) {
      const panel = page.locator(`#birding-packages-panel-${pkg.id}`);
      expect(await panel.isVisible()).toBe(true);
      expect(await panel.locator('h3').first().isVisible()).toBe(true);
      expect(await panel.locator('h3').first().innerText()).toBe(pkg.title);
      expect(await visibleCount(page, `#species-${pkg.id}-list > li`)).toBe(pkg.highlights.length);
      expect(await speciesNames(page, pkg.id)).toEqual(pkg.highlights.map(birdName));
      expect(await panel.locator('.species-more').isVisible()).toBe(false);
      expect(await panel.locator('.itinerary-day:visible').count()).toBe(pkg.itinerary.length);
      expect(await panel.locator('a.btn-book').isVisible()).toBe(true);
    }
    // Carousel: no dead buttons; every slide can be scrolled to.
    expect(await page.locator('#endemics .carousel-controls').isVisible()).toBe(false);
    expect(await page.locator('#endemics .carousel-slide').count()).toBe(slides);
    const scrollable = await page
      .locator('#endemics .carousel-track')
      .evaluate((t, n) => t.scrollWidth >= t.clientWidth * n - 2 && getComputedStyle(t).overflowX === 'auto', slides);
    expect(scrollable).toBe(true);
    // Entrance animations end visible.
    const opacities = await page.locator('.enter').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(5);
    expect(opacities.filter((o) => o !== '1')).toEqual([]);
    await v.close();
  });

  it('reduced motion: content is visible at once with no entrance animation running', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP, reducedMotion: 'reduce' });
    const { page } = v;
    const names = await page.locator('.enter').evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(names.length).toBeGreaterThan(5);
    expect(names.every((n) => n === 'none')).toBe(true);
    const opacities = await page.locator('.enter').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.every((o) => o === '1')).toBe(true);
    await v.close();
  });

  it('with motion: sections start hidden and use the spec delays', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page } = v;
    const delays = await page.locator('.enter').evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
    expect(delays.length).toBeGreaterThan(5);
    expect(delays.filter((d) => !['0.1s', '0.12s', '0.13s', '0.2s', '0.21s', '0.22s', '0.23s'].includes(d))).toEqual([]);
    // Hidden until their entrance animation runs, visible once it has.
    expect(await page.locator('.enter').evaluateAll((els) => els.filter((el) => getComputedStyle(el).animationName === 'none').length)).toBe(0);
    await animationsDone(page);
    expect(await page.locator('.enter').evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== '1').length)).toBe(0);
    await v.close();
  });
});
