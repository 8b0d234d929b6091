import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { DESKTOP, it, PHONE, visit, widgetReady } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';

const PATH = '/ujung-kulon-tour/';

let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
});

/** Picks a view in 'Choose Your Adventure' and waits until its tab sets are live. */
async function choose(page: Page, view: 'adventure' | 'birding') {
  await widgetReady(page, '#uk-choice', 'choice');
  await page.locator(`#uk-choice-option-${view}`).click();
  await viewReady(page, view);
}

/** Waits until the tab sets of a shown view are live. */
async function viewReady(page: Page, view: 'adventure' | 'birding') {
  const sets = view === 'adventure' ? ['#uk-adventure', '#uk-camping-tour', '#uk-package-b', '#uk-package-c'] : ['#uk-birding'];
  for (const id of sets) await widgetReady(page, id, 'tabs');
}

/** Ids of the tab panels a visitor can see inside `root`. */
const visiblePanels = (page: Page, root: string) =>
  page.$$eval(`${root} [role="tabpanel"]`, (panels) => panels.filter((p) => (p as HTMLElement).offsetParent !== null).map((p) => p.id));

const selected = (page: Page, set: string) => page.locator(`${set} > .island > [role="tablist"] [aria-selected="true"]`).getAttribute('data-tab');

describe('/ujung-kulon-tour/ in Chromium', () => {
  it('shows the hero and the three feature cards', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE });
    const { page, errors } = v;
    expect(await page.locator('h1').innerText()).toBe('Ujung Kulon National Park');
    expect(await page.locator('.uk-feature-title').allInnerTexts()).toEqual(['UNESCO World Heritage', 'Pristine Beaches', 'Ancient Forests']);
    expect(await page.locator('#choose-heading').innerText()).toBe('Choose Your Adventure');
    expect(await page.locator('.choice-option-title').allInnerTexts()).toEqual(['Package Adventure', 'Birding Ujung Kulon']);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('opens the adventure tabs on Overnight (camping-tour), Package A; 3D/2N on package-b-a; birding on birding-a', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page, errors } = v;
    await choose(page, 'adventure');
    expect(await page.locator('#uk-adventure > .island > [role="tablist"] [role="tab"]').allInnerTexts()).toEqual([
      'Overnight',
      '3D/2N',
      '4D/3N',
      'Trekking Tour',
      'Jungle Tour',
    ]);
    expect(await page.locator('#uk-adventure-tab-camping-tour').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#uk-adventure-tab-package-e').innerText()).toBe('Trekking Tour');
    expect(await selected(page, '#uk-camping-tour')).toBe('package-a');
    expect(await visiblePanels(page, '#uk-adventure')).toEqual(['uk-adventure-panel-camping-tour', 'uk-camping-tour-panel-package-a']);
    for (const set of ['#uk-camping-tour', '#uk-package-b', '#uk-package-c'])
      expect(await page.locator(`${set} [role="tab"]`).allInnerTexts()).toEqual(['Package A', 'Package B']);

    await page.locator('#uk-adventure-tab-package-b').click();
    expect(await selected(page, '#uk-package-b')).toBe('package-b-a');
    expect(await visiblePanels(page, '#uk-adventure')).toEqual(['uk-adventure-panel-package-b', 'uk-package-b-panel-package-b-a']);
    await page.locator('#uk-package-b-tab-package-b-b').click();
    expect(await visiblePanels(page, '#uk-adventure')).toEqual(['uk-adventure-panel-package-b', 'uk-package-b-panel-package-b-b']);

    await page.locator('#uk-adventure-tab-package-c').click();
    for (const id of ['package-c-a', 'package-c-b']) {
      await page.locator(`#uk-package-c-tab-${id}`).click();
      expect(await page.locator(`#uk-package-c-panel-${id} .itinerary-day`).count()).toBe(4);
      expect(await page.locator(`#uk-package-c-panel-${id} .itinerary-label`).allInnerTexts()).toEqual(
        ['DAY 1', 'DAY 2', 'DAY 3', 'DAY 4'].map((d) => expect.stringMatching(new RegExp(d, 'i'))),
      );
    }
    await page.locator('#uk-adventure-tab-package-e').click();
    expect(await visiblePanels(page, '#uk-adventure')).toEqual(['uk-adventure-panel-package-e']);
    await page.getByRole('tab', { name: 'Jungle Tour' }).click();
    expect(await visiblePanels(page, '#uk-adventure')).toEqual(['uk-adventure-panel-jungle-tour']);

    // Overnight: both packages 2D/1N.
    await page.locator('#uk-adventure-tab-camping-tour').click();
    for (const id of ['package-a', 'package-overnight-b']) {
      await page.locator(`#uk-camping-tour-tab-${id}`).click();
      expect(await page.locator(`#uk-camping-tour-panel-${id} .package-fact`).first().innerText()).toMatch(/2 Days \/ 1 Night|2D\/1N/);
    }

    await page.getByRole('button', { name: 'Back to Selection' }).click();
    await choose(page, 'birding');
    expect(await page.locator('#uk-birding > .island > [role="tablist"] [role="tab"]').allInnerTexts()).toEqual(['2D/1N', '3D/2N', '4D/3N', 'Trekking Tour']);
    expect(await selected(page, '#uk-birding')).toBe('birding-a');
    expect(await visiblePanels(page, '#uk-birding')).toEqual(['uk-birding-panel-birding-a']);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('gives every birding package its duration, grade, focus, transport, bird guide, equipment and itinerary', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page } = v;
    await choose(page, 'birding');
    for (const pkg of tourPage(site, 'ujung-kulon', 'ujung-kulon').birding.items) {
      await page.locator(`#uk-birding-tab-${pkg.id}`).click();
      const panel = page.locator(`#uk-birding-panel-${pkg.id}`);
      const labels = await panel.locator('.package-fact dt').allInnerTexts();
      for (const l of ['Duration', 'Grade', 'Focus', 'Transport']) expect(labels, pkg.id).toContain(l);
      const included = (await panel.locator('.included-list--included').innerText()).toLowerCase();
      expect(included).toContain('bird guide');
      expect(included).toContain('birding equipment');
      expect(await panel.locator('.itinerary-day').count()).toBeGreaterThanOrEqual(2);
    }
    expect(tourPage(site, 'ujung-kulon', 'ujung-kulon').birding.items.find((p) => p.label === 'Trekking Tour')!.duration).toBe('4D/3N');
    await v.close();
  });

  it('shows the sections below both views with the park facts and seasons', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE });
    const { page } = v;
    const order = await page.$$eval('main section[id]', (els) => els.map((el) => el.id));
    expect(order).toEqual(['choose', 'adventure', 'birding', 'essentials', 'activities', 'best-time', 'conservation', 'inquiry', 'reviews']);
    expect(await page.locator('#exclusions').innerText()).toBe('Tour Exclusions');
    const facts = await page.locator('#conservation').innerText();
    for (const f of ['1,206 km²', '1921', '1991', '73', '300+', '25', '5000+']) expect(facts).toContain(f);
    expect(await page.locator('.uk-stats dt').allInnerTexts()).toEqual(['Javan rhinoceros', 'Bird species', 'Endemic species', 'Visitors since 2011']);
    const seasons = page.locator('#best-time .season');
    expect(await seasons.count()).toBe(3);
    expect(await seasons.nth(0).innerText()).toMatch(/Dry season[\s\S]*Recommended[\s\S]*April to October, 24-30°C/);
    expect(await seasons.nth(1).innerText()).toMatch(/Wet season[\s\S]*November to March, 22-28°C/);
    expect(await seasons.nth(2).innerText()).toMatch(/Bird migration[\s\S]*September to November southward, March to May northward/);
    expect(await page.locator('#best-time .season-badge').count()).toBe(1);
    const inquiry = page.locator('#inquiry');
    expect(await inquiry.getAttribute('data-tour-type')).toBe('ujung-kulon');
    const wa = new URL((await inquiry.locator('.inquiry-whatsapp').getAttribute('href'))!);
    expect(wa.searchParams.get('text')).toBe("Hello, I'm interested in Ujung Kulon National Park. Could you send me details and available dates?");
    expect(await inquiry.locator('.inquiry-whatsapp').getAttribute('rel')).toBe('noopener noreferrer');
    const mail = (await inquiry.locator('.inquiry-email').getAttribute('href'))!;
    expect(new URLSearchParams(mail.split('?')[1]).get('subject')).toBe('Inquiry about the Ujung Kulon National Park');
    expect(await inquiry.locator('.inquiry-phone').getAttribute('href')).toBe(`tel:${site.site.phones[0]!.e164}`);
    expect(await page.locator('#reviews .review-card').count()).toBe(3);
    // Canoeing is only ever mentioned as closed (since November 2023), never offered.
    const canoeSentences = (await page.locator('main').innerText()).split(/(?<=[.!?])\s+|\n+/).filter((s) => /canoe/i.test(s));
    expect(canoeSentences.length).toBeGreaterThan(0);
    for (const sentence of canoeSentences) expect(sentence).toMatch(/closed/i);
    await v.close();
  });

  it('with JavaScript off shows both views and every package, and no control that needs JavaScript', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: PHONE, javaScriptEnabled: false });
    const { page } = v;
    expect(await page.locator('#adventure').isVisible()).toBe(true);
    expect(await page.locator('#birding').isVisible()).toBe(true);
    expect(await page.locator('.choice-option:visible, .choice-back:visible').count()).toBe(0);
    const panels = await visiblePanels(page, 'main');
    const adventurePanels = tourPage(site, 'ujung-kulon', 'ujung-kulon').adventure.groups.flatMap((t) => [
      `uk-adventure-panel-${t.id}`,
      ...(t.packages.length > 1 ? t.packages.map((p) => `uk-${t.id}-panel-${p.id}`) : []),
    ]);
    expect(panels).toEqual([...adventurePanels, ...tourPage(site, 'ujung-kulon', 'ujung-kulon').birding.items.map((p) => `uk-birding-panel-${p.id}`)]);
    expect(await page.locator('.choice-view .btn-book:visible').count()).toBe(8 + 4);
    await v.close();
  });

  it('switches none → adventure → none → birding → none with Back to Selection, moving focus', async ({ browser }) => {
    const v = await visit(browser, PATH, { viewport: DESKTOP });
    const { page, errors } = v;
    await widgetReady(page, '#uk-choice', 'choice');
    const shown = () => page.$$eval('.choice-view', (views) => views.filter((v) => (v as HTMLElement).offsetParent !== null).map((v) => v.id));
    const focused = () => page.evaluate(() => document.activeElement?.id);
    const back = page.getByRole('button', { name: 'Back to Selection' });
    expect(await shown()).toEqual([]);
    expect(await back.isVisible()).toBe(false);

    await page.getByRole('button', { name: /Package Adventure/ }).click();
    expect(await shown()).toEqual(['adventure']);
    expect(await focused()).toBe('adventure-heading');
    expect(await page.getByRole('button', { name: /Birding Ujung Kulon/ }).isVisible()).toBe(false);
    await back.click();
    expect(await shown()).toEqual([]);
    expect(await focused()).toBe('uk-choice-option-adventure');

    // Keyboard: Enter on the focused option, then Back to Selection by keyboard too.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('uk-choice-option-birding');
    await page.keyboard.press('Enter');
    expect(await shown()).toEqual(['birding']);
    expect(await focused()).toBe('birding-heading');
    await widgetReady(page, '#uk-birding', 'tabs');
    expect(await page.locator('#uk-birding-tab-birding-a').getAttribute('aria-selected')).toBe('true');
    await back.focus();
    await page.keyboard.press('Enter');
    expect(await shown()).toEqual([]);
    expect(await focused()).toBe('uk-choice-option-birding');
    expect(errors).toEqual([]);
    await v.close();
  });
});
