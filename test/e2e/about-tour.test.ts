import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { DESKTOP, it, PHONE, siteUrl, visit, widgetReady } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';
import { packagesOf } from '../../model/schema/tour.ts';

const PATH = '/about-tour/';

let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
});

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allInnerTexts()
    .then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));
const status = (page: Page) => page.locator('#key-species .carousel-status').innerText();
/** Waits until the track has scrolled slide i (0-based) into place. */
const settledOn = (page: Page, i: number) =>
  page.waitForFunction((n) => {
    const track = document.querySelector<HTMLElement>('#key-species .carousel-track')!;
    const slide = track.querySelectorAll<HTMLElement>('.carousel-slide')[n]!;
    return Math.abs(slide.getBoundingClientRect().left - track.getBoundingClientRect().left) < 2;
  }, i);

describe('/about-tour/ in Chromium', () => {
  it('shows three highlight cards and the Birding Tours and Mammals Tours cards linking to their pages', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page, errors } = v;
    expect(await page.locator('.about-highlights .feature-card').count()).toBe(3);
    expect(await texts(page, '.tour-link-card h3')).toEqual(['Birding Tours', 'Mammals Tours']);
    const hrefs = await page.locator('.tour-link-card a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs).toEqual([siteUrl('/birding-tour/'), siteUrl('/mammals-tour/')]);
    await page.locator('.tour-link-card a').nth(1).click();
    await page.waitForURL(siteUrl('/mammals-tour/'));
    expect(errors).toEqual([]);
    await v.close();
  });

  it('key species carousel: 11 birds with name, scientific name, status, habitat, description; buttons wrap', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page, errors } = v;
    await widgetReady(page, '#key-species', 'carousel');
    const slides = page.locator('#key-species .carousel-slide');
    expect(await slides.count()).toBe(11);
    for (const [i, { id }] of site.aboutTour.keySpecies.items.entries()) {
      const slide = slides.nth(i);
      const bird = site.species.get(id)!;
      expect(await slide.locator('.carousel-title').textContent()).toBe(bird.english);
      expect(await slide.locator('i').textContent()).toBe(bird.scientific);
      expect(['Endemic to Java', 'Rare Endemic', 'Vulnerable']).toContain(await slide.locator('.species-status').textContent());
      expect(await slide.locator('.species-habitat').textContent()).toBe(`Habitat: ${bird.habitat}`);
      expect(await slide.locator('.carousel-caption').textContent()).toBe(bird.note);
    }
    expect(await status(page)).toBe('1 / 11');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await status(page)).toBe('11 / 11');
    await settledOn(page, 10);
    expect(await page.locator('#key-species-slide-11 .carousel-title').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await status(page)).toBe('2 / 11');
    await settledOn(page, 1);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('two sample itineraries, conservation figures and the community section', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    const samples = page.locator('.sample-itinerary');
    // Each sample shows the days of the package it points at, as that tour's page writes them.
    const items = site.aboutTour.itineraries.items;
    expect(items.length).toBeGreaterThan(0);
    expect(await samples.count()).toBe(items.length);
    for (const [i, sample] of items.entries()) {
      const found = packagesOf(tourPage(site, sample.tour)).find(([p]) => p.id === sample.packageId);
      expect(found, `${sample.tour}/${sample.packageId}`).toBeDefined();
      const days = found![0].itinerary?.length ?? 0;
      expect(days, `${sample.tour}/${sample.packageId} days`).toBeGreaterThan(0);
      expect(await samples.nth(i).locator('.sample-itinerary-days li').count()).toBe(days);
    }
    expect(await page.locator('.impact-figure').count()).toBe(site.aboutTour.conservation.figures.length);
    expect(await page.locator('.community li').count()).toBeGreaterThanOrEqual(3);
    await v.close();
  });

  it('best time to visit: the seasons, dry season recommended', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    const cards = page.locator('#best-time .season');
    expect(await cards.count()).toBe(3);
    const card = (i: number) => ({ months: cards.nth(i).locator('.season-months').innerText(), temp: cards.nth(i).locator('.season-temperature') });
    expect(await cards.nth(0).locator('.season-name').innerText()).toBe('Dry season');
    expect(await card(0).months).toBe('April to October');
    expect(await card(0).temp.innerText()).toBe('24-30°C');
    expect(await cards.nth(0).locator('.season-badge').innerText()).toBe('Recommended');
    expect(await cards.nth(1).locator('.season-name').innerText()).toBe('Wet season');
    expect(await card(1).months).toBe('November to March');
    expect(await card(1).temp.innerText()).toBe('22-28°C');
    expect(await cards.nth(2).locator('.season-name').innerText()).toBe('Bird migration');
    expect(await card(2).months).toBe('September to November southward, March to May northward');
    expect(await page.locator('.season-badge').count()).toBe(1);
    await v.close();
  });

  it('what to bring, what is included, and the company profile with its legal details', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    expect(await texts(page, '.about-packing .included-list-title')).toEqual(['What to Bring', "What's Included"]);
    expect(await page.locator('.about-packing .included-list').nth(0).locator('li').count()).toBe(site.aboutTour.whatToBring.length);
    expect(await page.locator('.about-packing .included-list').nth(1).locator('li').count()).toBe(site.aboutTour.whatsIncluded.length);
    const rows = await page
      .locator('.company-legal dl > div')
      .evaluateAll((ds) => ds.map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));
    expect(Object.fromEntries(rows)).toEqual({
      'Company name': site.site.legalName,
      Established: '2011',
      'Legal form': 'Limited partnership eco-lodge',
      'Ministry registration': site.site.ministryRegistration,
      Address: site.site.office.address.join(''),
    });
    await v.close();
  });

  it('with JavaScript off every species is in the page and the strip scrolls; no button is shown', async ({ browser }) => {
    const v = await visit(browser, PATH, { javaScriptEnabled: false, viewport: PHONE });
    const { page } = v;
    expect(await page.locator('#key-species .carousel-slide').count()).toBe(11);
    expect(await page.locator('#key-species .carousel-controls').isVisible()).toBe(false);
    const track = page.locator('#key-species .carousel-track');
    await track.evaluate((t) => t.scrollTo({ left: t.scrollWidth, behavior: 'instant' }));
    expect(await page.locator('#key-species-slide-11 .carousel-title').isVisible()).toBe(true);
    expect(await page.locator('#best-time .season').count()).toBe(3);
    await v.close();
  });

  it('requests nothing from another host on phone and desktop', async ({ browser }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      // The visit opens no document, so the recording starts before the first request.
      const v = await visit(browser, null, { viewport, reducedMotion: 'reduce' });
      const { page } = v;
      const outside: string[] = [];
      const onRequest = (r: Request) => {
        if (new URL(r.url()).origin !== new URL(siteUrl('/')).origin && !r.url().startsWith('data:')) outside.push(r.url());
      };
      page.on('request', onRequest);
      await page.goto(siteUrl(PATH), { waitUntil: 'networkidle' });
      await widgetReady(page, '#key-species', 'carousel');
      expect(outside).toEqual([]);
      page.off('request', onRequest);
      await v.close();
    }
  });
});
