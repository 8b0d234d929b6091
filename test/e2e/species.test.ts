import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { packPackages, type CoveragePackage, type PackedPackage } from '../../widgets/coverage.ts';
import { packageName } from '../../widgets/planner/message.ts';
import { content } from '../helpers/render.ts';
import { speciesCatalog } from '../../model/catalogue.ts';
import { packages as oddsFixture } from '../fixtures/planner/packages.ts';
import { axeViolations, it, PHONE, settled, siteUrl, visit, widgetReady } from '../helpers/browser.ts';

// /species/ and its target planner in Chromium: three targets chosen by clicking and by typing,
// the ranking with each target's likelihood and the WhatsApp text read back, the pair (or three
// packages) offered when no package looks for every target, the month control by keyboard and in
// the address, the selection kept over a reload and carried by a shared link; packages with varied
// odds (test/fixtures/planner) put in the page's island props; with JavaScript off the list is
// whole and the planner explains itself.

// axe reads a page of 177 rows and 1,300 links: allow it more than the default 30 s on a busy machine.
const AXE_TIMEOUT = 120_000;

const planner = async (page: Page) => {
  await widgetReady(page, '#planner', 'planner');
  await widgetReady(page, '#species-list', 'species-filter');
};
/** The WhatsApp text of the best package's link, or of the pair's (`.planner-pair`). */
const whatsappText = async (page: Page, scope = '.planner-ui > .planner-send') => {
  const href = await page.locator(`${scope} a[href^="https://wa.me/"]`).getAttribute('href');
  return new URL(href!).searchParams.get('text');
};
const targetNames = (page: Page) => page.locator('.planner-targets li').evaluateAll((items) => items.map((li) => li.firstChild!.textContent!.trim()));
/** A ranked package's heading line ("…: looks for 2 of 3") and its targets' lines ("Javan Trogon — regular"). */
const row = async (page: Page, n: number) => {
  const li = page.locator('.planner-results > li').nth(n);
  const head = await li.evaluate((el) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelector('.planner-odds')?.remove();
    return copy.textContent!.trim();
  });
  return { head, odds: await li.locator('.planner-odds li').allInnerTexts() };
};
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'targets' });

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves /species/ with the planner island's packages replaced by a fixture's odds, packed as the
 * page sends them: one letter per row of the species list (a fixture id with no row is dropped).
 */
async function withPackages(page: Page, fixture: CoveragePackage[]) {
  const order = speciesCatalog(await content()).species.map((s) => s.id);
  const words = (await content()).speciesPages.planner.message;
  await page.route(
    (url) => url.pathname === '/species/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(data-island="planner"[^>]*?data-props=")([^"]*)"/, (_, start: string, props: string) => {
        const parsed = JSON.parse(unescapeHtml(props)) as object;
        const named = fixture.map((p) => ({ ...p, named: packageName(p, words) }));
        return `${start}${escapeHtml(JSON.stringify({ ...parsed, packages: packPackages(named, order) }))}"`;
      });
      expect(html).toContain(escapeHtml(JSON.stringify(packPackages(fixture, order)[0]!.odds)));
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Serves /species/ with the planner island offering only the packages named (tour name: title), as
 * the build made them from the content: a test of the ranking, the pair and the three packages
 * then reads the same whatever other packages the content adds (a shorter one with the same sites
 * would win a tie). Fails when the page has no package of a name.
 */
async function onlyPackages(page: Page, labels: readonly string[]) {
  await page.route(
    (url) => url.pathname === '/species/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(data-island="planner"[^>]*?data-props=")([^"]*)"/, (_, start: string, props: string) => {
        const parsed = JSON.parse(unescapeHtml(props)) as { packages: PackedPackage[] };
        const kept = parsed.packages.filter((p) => labels.includes(`${p.tourName}: ${p.title}`));
        expect(kept.map((p) => `${p.tourName}: ${p.title}`).sort(), 'the packages of the page the test keeps').toEqual([...labels].sort());
        return `${start}${escapeHtml(JSON.stringify({ ...parsed, packages: kept }))}"`;
      });
      await route.fulfill({ response, body: html });
    },
  );
}

// The shipped packages the planner tests below are about.
const BIRDING_5 = 'Birding Tour: 5 Days West Java Birding';
const WATERBIRD_4 = 'Waterbird Tour: 4D/3N Jakarta Bay and Ujung Kulon Waterbirds';
const UK_BIRDING = 'Ujung Kulon National Park: Birding Peucang and Cidaon';
const UK_PEUCANG = 'Ujung Kulon National Park: Peucang Island and Cidaon';
const KRAKATAU_3 = 'Krakatau Tour: Krakatau and Ujung Kulon, 3 Days / 2 Nights';
const KRAKATAU_DAY = 'Krakatau Tour: One Day Krakatau Tour from Jakarta';

/** A visit to the planner at `path` offering only `labels`. */
async function plannerWith(browser: Browser, path: string, labels: readonly string[]) {
  const v = await visit(browser, null);
  await onlyPackages(v.page, labels);
  await v.page.goto(siteUrl(path), { waitUntil: 'load' });
  return v;
}

describe('/species/ in Chromium', () => {
  it(
    'chooses three targets by clicking and typing, ranks the packages and words the WhatsApp message',
    async ({ browser }) => {
      const v = await visit(browser, '/species/');
      const { page, errors } = v;
      await planner(page);
      expect(await page.locator('#planner-notice').isVisible()).toBe(false);
      // Click: the list's own buttons.
      await page.getByRole('button', { name: 'Target: Javan Trogon' }).click();
      await page.getByRole('button', { name: 'Target: Lesser Adjutant' }).click();
      expect(await page.getByRole('button', { name: 'Target: Javan Trogon' }).getAttribute('aria-pressed')).toBe('true');
      // Type: case, spaces and hyphens forgiven.
      await page.getByLabel('Add a species by name').fill('javan hawk eagle');
      expect(await page.getByRole('list', { name: 'Matching species' }).getByRole('button').allInnerTexts()).toEqual(['Javan Hawk-Eagle']);
      await page.getByLabel('Add a species by name').press('Enter');
      expect(await targetNames(page)).toEqual(['Javan Trogon', 'Lesser Adjutant', 'Javan Hawk-Eagle']);

      // The 14-day tour is the only one with Way Kambas and Java's mountains: it looks for all three.
      await expect.poll(() => status(page).innerText()).toContain('Birding Tour: 14 Days Java and Sumatra Birding looks for all 3 of your targets.');
      expect(await status(page).innerText()).not.toMatch(/covers|No single package/);
      expect(await row(page, 0)).toEqual({
        head: 'Birding Tour: 14 Days Java and Sumatra Birding: looks for 3 of 3',
        odds: ['Javan Trogon — likely', 'Lesser Adjutant — likely', 'Javan Hawk-Eagle — likely'],
      });
      expect(await page.locator('.planner-pair').count()).toBe(0);
      expect(await whatsappText(page)).toBe(
        "Hello! I'd like to ask about the 14 Days Java and Sumatra Birding package. My target species are: Javan Trogon (likely), Lesser Adjutant (likely), Javan Hawk-Eagle (likely). Can you help me plan it?",
      );
      const mail = await page.getByRole('link', { name: 'Send by e-mail: ask about Birding Tour: 14 Days Java and Sumatra Birding' }).getAttribute('href');
      expect(new URL(mail!).searchParams.get('body')).toBe(await whatsappText(page));
      expect(new URL(mail!).searchParams.get('subject')).toBe('Target species: the 14 Days Java and Sumatra Birding package');
      expect(new URL(page.url()).searchParams.get('targets')).toBe('javtro1,lesadj1,javhae1');
      expect(await axeViolations(page)).toEqual([]);

      // A reload keeps them (read once the planner has run: the document is enough, not its pictures).
      await page.reload({ waitUntil: 'domcontentloaded' });
      await planner(page);
      expect(await targetNames(page)).toEqual(['Javan Trogon', 'Lesser Adjutant', 'Javan Hawk-Eagle']);
      expect(errors).toEqual([]);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it('restores a shared link in a fresh browser and says which ids it did not know', async ({ browser }) => {
    // The pooled page comes back with its storage cleared: only the link names targets.
    const v = await visit(browser, '/species/?targets=javcoc1,nosuch1,milsto1');
    const { page, errors } = v;
    await planner(page);
    expect(await targetNames(page)).toEqual(['Javan Cochoa', 'Milky Stork']);
    expect(await page.locator('.planner-ignored').innerText()).toContain('nosuch1');
    // Cochoa is a mountain bird found only with luck, Milky Stork a coastal one: the birding
    // packages go to both, but luck is not "looks for"; the package where the stork is regular
    // ranks first, and no combination looks for the cochoa.
    await expect.poll(async () => (await row(page, 0)).head).toBe('Waterbird Tour: 4D/3N Jakarta Bay and Ujung Kulon Waterbirds: looks for 1 of 2');
    expect(await status(page).innerText()).toContain('No combination of packages looks for all of them.');
    const heads = await page.locator('.planner-results > li > a').allInnerTexts();
    expect((await row(page, heads.indexOf('Birding Tour: 5 Days West Java Birding'))).head).toBe(
      'Birding Tour: 5 Days West Java Birding: looks for 1 of 2; with luck: Javan Cochoa',
    );
    // Removing one by keyboard updates the ranking and the address.
    await page.getByRole('button', { name: 'Remove Javan Cochoa' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('targets')).toBe('milsto1');
    // The shortest package whose sites hold it comes first.
    await expect.poll(async () => (await row(page, 0)).head).toBe('Waterbird Tour: 4D/3N Jakarta Bay and Ujung Kulon Waterbirds: looks for 1 of 1');
    expect(errors).toEqual([]);
    await v.close();
  });

  it(
    'names every target in the message, the one the best package lacks in a sentence of its own, and offers two packages together',
    async ({ browser }) => {
      // The birding and Ujung Kulon packages it is about, a Krakatau trip through Cidaon and one that holds none of the three.
      const v = await plannerWith(browser, '/species/?targets=javtro1,milsto1,grepea1', [BIRDING_5, UK_BIRDING, UK_PEUCANG, KRAKATAU_3, KRAKATAU_DAY]);
      const { page, errors } = v;
      await planner(page);
      // The mountains and the mangroves, but not Cidaon's grazing ground: the 5-day package finds two.
      await expect.poll(() => status(page).innerText()).toContain('Birding Tour: 5 Days West Java Birding looks for 2 of your 3 targets.');
      expect(await status(page).innerText()).toContain(
        'No single package looks for all your targets. Together, Birding Tour: 5 Days West Java Birding and Ujung Kulon National Park: Birding Peucang and Cidaon look for all 3 of your targets.',
      );
      expect((await row(page, 0)).odds).toEqual(['Javan Trogon — likely', 'Milky Stork — likely', 'Green Peafowl — not at its sites']);
      expect(await whatsappText(page)).toBe(
        "Hello! I'd like to ask about the 5 Days West Java Birding package. My target species are: Javan Trogon (likely), Milky Stork (likely), Green Peafowl. This package does not look for Green Peafowl: could you suggest how to add it? Can you help me plan it?",
      );
      // The pair: each target with the better odds of the two, and a message naming both packages.
      const pair = page.locator('.planner-pair');
      expect(await pair.locator('.planner-odds li').allInnerTexts()).toEqual(['Javan Trogon — likely', 'Milky Stork — likely', 'Green Peafowl — regular']);
      expect(await whatsappText(page, '.planner-pair .planner-send')).toBe(
        "Hello! I'd like to ask about the 5 Days West Java Birding package together with the Birding Peucang and Cidaon package on the Ujung Kulon National Park page. My target species are: Javan Trogon (likely), Milky Stork (likely), Green Peafowl (regular). Can you help me plan it?",
      );
      expect(await page.getByRole('link', { name: 'Ask about both packages on WhatsApp' }).isVisible()).toBe(true);
      // Every package whose sites hold one of them is ranked, none that holds none.
      const heads = await page.locator('.planner-results > li > a').allInnerTexts();
      expect(heads).toContain('Ujung Kulon National Park: Birding Peucang and Cidaon');
      // The adventure trips through Cidaon rank for the peafowl though they list no species; Krakatau's day trips hold none of the three.
      expect(heads).toContain('Ujung Kulon National Park: Peucang Island and Cidaon');
      expect(heads).toContain('Krakatau Tour: Krakatau and Ujung Kulon, 3 Days / 2 Nights');
      expect(heads).not.toContain('Krakatau Tour: One Day Krakatau Tour from Jakarta');
      expect(await page.locator('.planner-ui').innerText()).not.toMatch(/\bcovers?\b|\bbook/i);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it(
    'shows each target’s likelihood on each package when the sites give varied odds, and ranks the packages that only visit a site',
    async ({ browser }) => {
      const v = await visit(browser, null);
      const { page, errors } = v;
      await withPackages(page, oddsFixture);
      await page.goto(siteUrl('/species/?targets=javan-rhinoceros,javan-leopard'), { waitUntil: 'load' });
      await planner(page);
      // The rhino and the leopard are luck at best: said on every package, never counted as looked for.
      await expect
        .poll(() => status(page).innerText())
        .toContain(
          'No package looks for any of your targets as regular or likely. At best, Mammals Tour: 5D/4N Ujung Kulon Mammal Expedition, with luck: Javan Leopard; rare: Javan Rhinoceros.',
        );
      expect(await row(page, 0)).toEqual({
        head: 'Mammals Tour: 5D/4N Ujung Kulon Mammal Expedition: looks for 0 of 2; with luck: Javan Leopard; rare: Javan Rhinoceros',
        odds: ['Javan Rhinoceros — rare: never promised', 'Javan Leopard — with luck'],
      });
      expect(await row(page, 1)).toEqual({
        head: 'Mammals Tour: 3D/2N Javan Rhino Jungle Camp: looks for 0 of 2; rare: Javan Rhinoceros, Javan Leopard',
        odds: ['Javan Rhinoceros — rare: never promised', 'Javan Leopard — rare: never promised'],
      });
      expect(await whatsappText(page)).toBe(
        "Hello! I'd like to ask about the 5D/4N Ujung Kulon Mammal Expedition package. My target species are: Javan Rhinoceros (rare), Javan Leopard (with luck). Can you help me plan it?",
      );

      // Banteng and Green Peafowl: the packages through Cidaon rank though they list neither.
      await page.getByRole('button', { name: 'Remove Javan Rhinoceros' }).click();
      await page.getByRole('button', { name: 'Remove Javan Leopard' }).click();
      await page.getByRole('button', { name: 'Target: Banteng' }).click();
      await page.getByRole('button', { name: 'Target: Green Peafowl' }).click();
      await expect.poll(async () => (await row(page, 0)).head).toBe('Ujung Kulon National Park: Birding Peucang and Cidaon: looks for 2 of 2');
      const heads = await page.locator('.planner-results > li > a').allInnerTexts();
      expect(heads).toContain('Ujung Kulon National Park: Peucang Island and Cidaon');
      expect(heads).toContain('Krakatau Tour: Krakatau and Ujung Kulon, 3 Days / 2 Nights');
      expect(heads).toContain('Krakatau Tour: Krakatau and Ujung Kulon, 3 Days / 2 Nights');
      const krakatau = await row(page, heads.indexOf('Krakatau Tour: Krakatau and Ujung Kulon, 3 Days / 2 Nights'));
      expect(krakatau.odds).toEqual(['Banteng — likely (at its sites, not on its list)', 'Green Peafowl — likely (at its sites, not on its list)']);
      expect(await page.locator('.planner-pair').count()).toBe(0);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it(
    'offers three packages when no pair looks for every target, and names every target in their message',
    async ({ browser }) => {
      const v = await plannerWith(browser, '/species/?targets=javtro1,javplo1,grepea1', [BIRDING_5, WATERBIRD_4, UK_BIRDING]);
      const { page, errors } = v;
      await planner(page);
      // Mountains, the north coast's mudflats and Cidaon: no package, and no two, go to all three.
      await expect
        .poll(() => status(page).innerText())
        .toContain(
          'No single package or pair looks for all your targets. Together, Birding Tour: 5 Days West Java Birding, Waterbird Tour: 4D/3N Jakarta Bay and Ujung Kulon Waterbirds and Ujung Kulon National Park: Birding Peucang and Cidaon look for all 3 of your targets.',
        );
      const plan = page.locator('.planner-pair');
      expect(await plan.getByRole('heading').innerText()).toBe('Three packages together');
      expect(await plan.locator('p > span > a').allInnerTexts()).toEqual([
        'Birding Tour: 5 Days West Java Birding',
        'Waterbird Tour: 4D/3N Jakarta Bay and Ujung Kulon Waterbirds',
        'Ujung Kulon National Park: Birding Peucang and Cidaon',
      ]);
      expect(await plan.locator('.planner-odds li').allInnerTexts()).toEqual(['Javan Trogon — likely', 'Javan Plover — likely', 'Green Peafowl — regular']);
      expect(await whatsappText(page, '.planner-pair .planner-send')).toBe(
        "Hello! I'd like to ask about the 5 Days West Java Birding package, the 4D/3N Jakarta Bay and Ujung Kulon Waterbirds package and the Birding Peucang and Cidaon package on the Ujung Kulon National Park page together. My target species are: Javan Trogon (likely), Javan Plover (likely), Green Peafowl (regular). Can you help me plan it?",
      );
      expect(await page.getByRole('link', { name: 'Ask about the three packages on WhatsApp' }).isVisible()).toBe(true);
      expect(await status(page).innerText()).not.toContain('No combination');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it(
    'drops a migrant outside its months: the month control by keyboard, kept in the address beside the targets',
    async ({ browser }) => {
      // Whimbrel winters here, September to April: a July trip does not look for it.
      const v = await plannerWith(browser, '/species/?targets=javtro1,whimbr,grepea1&month=jul', [BIRDING_5, UK_BIRDING]);
      const { page, errors } = v;
      await planner(page);
      const month = page.getByLabel('Month of travel');
      expect(await month.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]!.text)).toBe('July');
      await expect
        .poll(() => status(page).innerText())
        .toContain(
          'Together, Birding Tour: 5 Days West Java Birding and Ujung Kulon National Park: Birding Peucang and Cidaon look for 2 of your 3 targets. No combination of packages looks for all of them.',
        );
      expect(await page.locator('.planner-missing').innerText()).toBe('No package looks for Whimbrel: ask us about it.');
      expect(await whatsappText(page, '.planner-pair .planner-send')).toBe(
        "Hello! I'd like to ask about the 5 Days West Java Birding package together with the Birding Peucang and Cidaon package on the Ujung Kulon National Park page. My target species are: Javan Trogon (likely), Whimbrel, Green Peafowl (regular). I would travel in July. Neither package looks for Whimbrel: could you suggest how to add it? Can you help me plan it?",
      );
      expect(new URL(page.url()).searchParams.get('month')).toBe('jul');

      // By keyboard: from July, three steps down is October, when the Whimbrel is back.
      await month.focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
      await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe('oct');
      expect(new URL(page.url()).searchParams.get('targets')).toBe('javtro1,whimbr,grepea1');
      await expect.poll(() => status(page).innerText()).toContain('look for all 3 of your targets.');
      expect((await row(page, 0)).odds.find((line) => line.startsWith('Whimbrel'))).toMatch(/^Whimbrel — likely/);
      expect(await whatsappText(page, '.planner-pair .planner-send')).toContain('I would travel in October.');
      expect(await page.locator('.planner-missing').count()).toBe(0);

      // Any month: the address forgets the month, the message names none.
      await month.selectOption({ label: 'Any month' });
      await expect.poll(() => new URL(page.url()).searchParams.has('month')).toBe(false);
      expect(await whatsappText(page, '.planner-pair .planner-send')).not.toContain('I would travel');
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it(
    'filters the list by scope and by a forgiving search',
    async ({ browser }) => {
      const v = await visit(browser, '/species/', { viewport: PHONE });
      const { page } = v;
      await planner(page);
      await page.getByLabel('Search').fill('hawkeagle');
      const names = () => page.locator('#species-families [data-row]:visible a.species-link').allInnerTexts();
      await expect.poll(names).toEqual(['Javan Hawk-Eagle', 'Changeable Hawk-Eagle']);
      await page.getByLabel('Search').fill('JAVAN hawk eagle');
      await expect.poll(names).toEqual(['Javan Hawk-Eagle']);
      await page.getByLabel('Search').fill('');
      await page.getByLabel('Found only on').selectOption({ label: 'Java' });
      const shown = await page.locator('#species-families [data-row]:visible a.species-link').allInnerTexts();
      expect(shown).toContain('Javan Trogon');
      expect(shown).not.toContain('Javan Kingfisher');
      expect(await page.getByRole('status').filter({ hasText: 'Showing' }).innerText()).toBe(`Showing ${shown.length} species.`);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it('adds a species from its page', async ({ browser }) => {
    const v = await visit(browser, '/species/javan-trogon/');
    const { page } = v;
    await page.getByRole('link', { name: 'Add to my targets' }).click();
    // The link leads to the planner on /species/ with the species to add.
    await page.waitForURL((url) => url.pathname.endsWith('/species/') && (url.searchParams.has('add') || url.searchParams.has('targets')), {
      waitUntil: 'domcontentloaded',
    });
    await planner(page);
    expect(await targetNames(page)).toEqual(['Javan Trogon']);
    expect(new URL(page.url()).searchParams.get('targets')).toBe('javtro1');
    await v.close();
  });

  it(
    'shows the whole list and each package’s species with JavaScript off, and says the planner needs it',
    async ({ browser }) => {
      const v = await visit(browser, '/species/', { javaScriptEnabled: false });
      const { page } = v;
      expect(await page.locator('#planner-notice').isVisible()).toBe(true);
      expect(await page.locator('#species-families [data-row]:visible').count()).toBe((await content()).species.size);
      expect(await page.locator('.species-pick:visible').count()).toBe(0);
      await page.locator('.planner-packages summary').click();
      const { packages } = speciesCatalog(await content());
      expect(await page.locator('.planner-packages section').count()).toBe(packages.length);
      // The package that lists the most species, each linked.
      const most = Math.max(...packages.map((p) => p.ids.length));
      expect(most).toBeGreaterThan(0);
      const at = packages.findIndex((p) => p.ids.length === most);
      expect(await page.locator('.planner-packages section').nth(at).locator('a.species-link:visible').count()).toBe(most);
      await v.close();
    },
    AXE_TIMEOUT,
  );

  it('opens a package on its tour page from a species page', async ({ browser }) => {
    // Reduced motion: the tour page's sections are read by axe as they stand, not halfway through
    // their entrance fade (a fading eyebrow is paler than its colour).
    const v = await visit(browser, '/species/javan-hawk-eagle/', { reducedMotion: 'reduce' });
    const { page } = v;
    await page.getByRole('link', { name: 'Birding Tour: 10 Days West Java Birding' }).click();
    // The tabs and axe read the document: the tour page's pictures need not have arrived.
    await page.waitForURL(siteUrl('/birding-tour/#birding-packages-panel-10d9n'), { waitUntil: 'domcontentloaded' });
    await widgetReady(page, '#birding-packages', 'tabs');
    expect(await page.getByRole('tab', { name: '10D/9N' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#birding-packages-panel-10d9n').isVisible()).toBe(true);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await v.close();
  });
});
