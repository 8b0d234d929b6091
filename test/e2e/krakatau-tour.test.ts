import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { DESKTOP, it, PHONE, visit, widgetReady } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';
import { packagesOf } from '../../model/schema/tour.ts';

const PATH = '/krakatau-tour/';

let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
});

async function ready(page: Page) {
  for (const id of ['#krakatau-packages', '#krakatau-one-day', '#krakatau-overnight']) await widgetReady(page, id, 'tabs');
  await widgetReady(page, '#krakatau-gallery', 'carousel');
}

/** Ids of the tab panels a visitor can see, outer and inner. */
const visiblePanels = (page: Page) =>
  page.$$eval('#krakatau-packages [role="tabpanel"]', (panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.id));

/** The facts of the package shown in a panel, as "label: value" lines. */
const factsIn = (page: Page, panel: string) =>
  page.$$eval(`#${panel} .package-fact`, (els) => els.map((el) => `${el.querySelector('dt')!.textContent}: ${el.querySelector('dd')!.textContent}`));

describe('/krakatau-tour/ in Chromium', () => {
  it('opens on One Day, Package A, and switches tabs and sub-tabs', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page, errors } = v;
    await ready(page);
    const top = page.locator('#krakatau-packages > .island > [role="tablist"] [role="tab"]');
    expect(await top.allInnerTexts()).toEqual(['One Day', 'Overnight', '3D/2N']);
    expect(await page.locator('#krakatau-packages > .island > [role="tablist"] [aria-selected="true"]').innerText()).toBe('One Day');
    expect(await page.locator('#krakatau-one-day [role="tab"]').allInnerTexts()).toEqual(['Package A from Jakarta', 'Package B from Marina Carita']);
    expect(await page.locator('#krakatau-one-day [aria-selected="true"]').getAttribute('data-tab')).toBe('package-a');
    expect(await visiblePanels(page)).toEqual(['krakatau-packages-panel-one-day', 'krakatau-one-day-panel-package-a']);

    await page.getByRole('tab', { name: 'Package B from Marina Carita' }).click();
    expect(await visiblePanels(page)).toEqual(['krakatau-packages-panel-one-day', 'krakatau-one-day-panel-package-b']);

    await page.getByRole('tab', { name: 'Overnight' }).click();
    expect(await visiblePanels(page)).toEqual(['krakatau-packages-panel-overnight', 'krakatau-overnight-panel-package-a']);
    await page.locator('#krakatau-overnight-tab-package-b').click();
    expect(await visiblePanels(page)).toEqual(['krakatau-packages-panel-overnight', 'krakatau-overnight-panel-package-b']);

    // Keyboard on the outer list: ArrowRight moves to 3D/2N, then wraps to One Day, which kept its sub-tab.
    await page.getByRole('tab', { name: 'Overnight' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanels(page)).toEqual(['krakatau-packages-panel-3d2n']);
    await page.keyboard.press('ArrowRight');
    expect(await visiblePanels(page)).toEqual(['krakatau-packages-panel-one-day', 'krakatau-one-day-panel-package-b']);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('shows the package constants in each package', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page } = v;
    await ready(page);
    const bring = ['Camera and batteries', 'Trekking shoes', 'Towel', 'Sun block', 'Sun glasses', 'Hat', 'Backpack', 'Swim suit'];
    const cases = [
      {
        tabs: ['One Day', 'Package A from Jakarta'],
        panel: 'krakatau-one-day-panel-package-a',
        facts: ['Duration: One Day', 'Departure time: Pick-up at 5 am', 'Grade: Easy'],
        fact: /private car and double-engine speed boat; the boat crossing takes 1\.5 hours/i,
        times: ['05:00', '19:30'],
        torch: false,
      },
      {
        tabs: ['Package B from Marina Carita'],
        panel: 'krakatau-one-day-panel-package-b',
        facts: ['Duration: 8 hours', 'Departure time: Start at 08:30 (meet at 08:00)', 'Grade: Easy'],
        fact: /speed boat only/i,
        times: ['08:00', '08:30'],
        torch: false,
      },
      {
        tabs: ['Overnight', 'Package A from Jakarta'],
        panel: 'krakatau-overnight-panel-package-a',
        facts: ['Duration: 2 Days / 1 Night', 'Departure time: Pick-up at 5 am', 'Grade: Easy', 'Accommodation: Beach camp (camping only)'],
        fact: /speed boat/i,
        times: ['05:00', '18:30'],
        torch: true,
      },
      {
        tabs: ['Package B from Marina Carita'],
        panel: 'krakatau-overnight-panel-package-b',
        facts: ['Departure time: Departs at 09:00', 'Grade: Easy', 'Accommodation: Beach camp (camping only)'],
        fact: /speed boat/i,
        times: ['09:00', '19:00'],
        torch: true,
      },
    ];
    for (const c of cases) {
      for (const name of c.tabs) await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.locator(`#${c.panel}`);
      const facts = await factsIn(page, c.panel);
      for (const f of c.facts) expect(facts, c.panel).toContain(f);
      expect(facts.join('\n')).toMatch(c.fact);
      const times = await panel.locator('.itinerary-time').allInnerTexts();
      for (const t of c.times) expect(times, c.panel).toContain(t);
      // Numbered: an ordered list of entries.
      expect(await panel.locator('ol.itinerary-entries > li').count()).toBe(times.length);
      expect(await panel.locator('.what-to-bring li').allInnerTexts()).toEqual(c.torch ? [...bring, 'Torch'] : bring);
      expect(await panel.getByRole('heading', { name: 'Tour Inclusions' }).isVisible()).toBe(true);
      expect(await panel.getByRole('heading', { name: 'What to Bring' }).isVisible()).toBe(true);
      const book = c.panel.endsWith('package-a') ? 'Book Package A Tour' : 'Book Package B Tour';
      expect(await panel.getByRole('link', { name: book }).isVisible()).toBe(true);
      if (c.panel.startsWith('krakatau-one-day')) {
        const excluded = await panel.locator('.included-list--excluded li').allInnerTexts();
        for (const e of ['Optional Ujung Kulon tour', 'Dinner', 'Alcohol']) expect(excluded).toContain(e);
      }
    }
    await page.getByRole('tab', { name: '3D/2N' }).click();
    const facts = await factsIn(page, 'krakatau-packages-panel-3d2n');
    expect(facts).toContain('Grade: Moderate');
    expect(facts).toContain('Departure time: Pick-up at 5 am');
    expect(facts.join('\n')).toMatch(/Start point: .*Marina Carita, the Carita port, is about 3 hours away/);
    expect(facts.join('\n')).toMatch(/Transport: /);
    expect(await page.locator('#krakatau-packages-panel-3d2n .itinerary-day').count()).toBe(3);
    await v.close();
  });

  it('shows the 4 gallery photos, the history and the access wording once', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE });
    const { page } = v;
    await ready(page);
    expect(await page.locator('#krakatau-gallery .carousel-title').allInnerTexts()).toEqual([
      'Active Volcano',
      'Island Paradise',
      'Marine Life',
      'Beach Camping',
    ]);
    const history = await page.locator('#history').innerText();
    expect(await page.locator('#history h2').innerText()).toBe('About Krakatau Volcano');
    for (const fact of [/1883/, /1927/, /December 2018/, /tsunami/]) expect(history).toMatch(fact);
    const body = await page.locator('main').innerText();
    expect(body.match(/confirm the current alert level/gi)?.length).toBe(1);
    expect(body.match(/between 2 and 5 km/g)?.length).toBe(1);
    expect(body).toMatch(/outside the exclusion zone/);
    expect(body).not.toMatch(/crater rim|ash slope|climb|summit/i);
    await v.close();
  });

  it('ends with the inquiry for tour type krakatau, then the reviews', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE });
    const { page } = v;
    const order = await page.$$eval('main > section[id]', (els) => els.map((el) => el.id));
    expect(order.slice(-3)).toEqual(['history', 'inquiry', 'reviews']);
    const inquiry = page.locator('#inquiry');
    expect(await inquiry.getAttribute('data-tour-type')).toBe('krakatau');
    const wa = new URL((await inquiry.locator('.inquiry-whatsapp').getAttribute('href'))!);
    expect(`${wa.origin}${wa.pathname}`).toBe(`https://wa.me/${site.site.whatsapp.e164.slice(1)}`);
    expect(wa.searchParams.get('text')).toBe("Hello, I'm interested in Krakatau Tours. Could you send me details and available dates?");
    expect(await inquiry.locator('.inquiry-whatsapp').getAttribute('target')).toBe('_blank');
    expect(await inquiry.locator('.inquiry-whatsapp').getAttribute('rel')).toBe('noopener noreferrer');
    const mail = (await inquiry.locator('.inquiry-email').getAttribute('href'))!;
    expect(mail.split('?')[0]).toBe(`mailto:${site.site.emails[0]!.address}`);
    expect(new URLSearchParams(mail.split('?')[1]).get('subject')).toBe('Inquiry about the Krakatau Tours');
    expect(await inquiry.locator('.inquiry-phone').getAttribute('href')).toBe(`tel:${site.site.phones[0]!.e164}`);
    expect(await page.locator('#reviews .review-card').count()).toBe(3);
    await v.close();
  });

  it('with JavaScript off shows every tab and package under its heading', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE, javaScriptEnabled: false });
    const { page } = v;
    expect(await page.locator('#krakatau-packages [role="tablist"]:visible').count()).toBe(0);
    expect(await visiblePanels(page)).toEqual([
      'krakatau-packages-panel-one-day',
      'krakatau-one-day-panel-package-a',
      'krakatau-one-day-panel-package-b',
      'krakatau-packages-panel-overnight',
      'krakatau-overnight-panel-package-a',
      'krakatau-overnight-panel-package-b',
      'krakatau-packages-panel-3d2n',
    ]);
    const titles = tourPage(site, 'krakatau', 'krakatau').packages.groups.flatMap((g) => [g.heading, ...g.packages.map((p) => p.title)]);
    expect(await page.locator('#krakatau-packages .tabpanel-heading:visible').allInnerTexts()).toEqual([
      ...titles,
      tourPage(site, 'krakatau', 'krakatau').packages.extended.title,
    ]);
    // A Book button per package the page holds: each of every group, and the extended one.
    const books = packagesOf(tourPage(site, 'krakatau')).length;
    expect(books).toBeGreaterThan(1);
    expect(await page.locator('#krakatau-packages .btn-book:visible').count()).toBe(books);
    await v.close();
  });
});
