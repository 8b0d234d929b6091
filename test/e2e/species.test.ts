import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations, it, PHONE, settled, siteUrl, visit, widgetReady } from '../helpers/browser.ts';

// /species/ and its target planner in Chromium: three targets chosen by clicking and by typing,
// the ranking and the WhatsApp text read back, the selection kept over a reload and carried by a
// shared link; with JavaScript off the list is whole and the planner explains itself.

// axe reads a page of 175 rows and 1,300 links: allow it more than the default 30 s on a busy machine.
const AXE_TIMEOUT = 120_000;

const planner = async (page: Page) => {
  await widgetReady(page, '#planner', 'planner');
  await widgetReady(page, '#species-list', 'species-filter');
};
const whatsappText = async (page: Page) => {
  const href = await page.locator('.planner-send a[href^="https://wa.me/"]').getAttribute('href');
  return new URL(href!).searchParams.get('text');
};
const targetNames = (page: Page) => page.locator('.planner-targets li').evaluateAll((items) => items.map((li) => li.firstChild!.textContent!.trim()));

describe('/species/ in Chromium', () => {
  it('chooses three targets by clicking and typing, ranks the packages and words the WhatsApp message', async ({ browser }) => {
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

    // The 14-day tour is the only one with Way Kambas and Java's mountains: it covers all three.
    const status = page.getByRole('status').filter({ hasText: 'targets' });
    await expect.poll(() => status.innerText()).toContain('Birding Tour: 14 Days Java and Sumatra Birding covers 3 of your 3 targets.');
    const first = page.locator('.planner-results li').first();
    expect(await first.innerText()).toBe('Birding Tour: 14 Days Java and Sumatra Birding: 3 of 3 (Javan Trogon, Lesser Adjutant, Javan Hawk-Eagle)');
    expect(await whatsappText(page)).toBe(
      "Hello! I'd like to book the Birding Tour: 14 Days Java and Sumatra Birding. My target species are: Javan Trogon, Lesser Adjutant, Javan Hawk-Eagle. Can you help me plan it?",
    );
    const mail = await page.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href');
    expect(new URL(mail!).searchParams.get('body')).toBe(await whatsappText(page));
    expect(new URL(page.url()).searchParams.get('targets')).toBe('javtro1,lesadj1,javhae1');
    expect(await axeViolations(page)).toEqual([]);

    // A reload keeps them.
    await page.reload({ waitUntil: 'load' });
    await planner(page);
    expect(await targetNames(page)).toEqual(['Javan Trogon', 'Lesser Adjutant', 'Javan Hawk-Eagle']);
    expect(errors).toEqual([]);
    await v.close();
  }, AXE_TIMEOUT);

  it('restores a shared link in a fresh browser and says which ids it did not know', async ({ browser }) => {
    // The pooled page comes back with its storage cleared: only the link names targets.
    const v = await visit(browser, '/species/?targets=javcoc1,nosuch1,milsto1');
    const { page, errors } = v;
    await planner(page);
    expect(await targetNames(page)).toEqual(['Javan Cochoa', 'Milky Stork']);
    expect(await page.locator('.planner-ignored').innerText()).toContain('nosuch1');
    // Cochoa is a mountain bird, Milky Stork a coastal one: the birding packages go to both.
    expect(await page.locator('.planner-results li').first().innerText()).toMatch(/^Birding Tour: 5 Days West Java Birding: 2 of 2/);
    // Removing one by keyboard updates the ranking and the address.
    await page.getByRole('button', { name: 'Remove Javan Cochoa' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('targets')).toBe('milsto1');
    expect(await page.locator('.planner-results li').first().innerText()).toMatch(/^Waterbird Tour: 4D\/3N/);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('filters the list by scope and by a forgiving search', async ({ browser }) => {
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
  }, AXE_TIMEOUT);

  it('adds a species from its page', async ({ browser }) => {
    const v = await visit(browser, '/species/javan-trogon/');
    const { page } = v;
    await page.getByRole('link', { name: 'Add to my targets' }).click();
    await page.waitForURL(/\/species\//);
    await planner(page);
    expect(await targetNames(page)).toEqual(['Javan Trogon']);
    expect(new URL(page.url()).searchParams.get('targets')).toBe('javtro1');
    await v.close();
  });

  it('shows the whole list and each package’s species with JavaScript off, and says the planner needs it', async ({ browser }) => {
    const v = await visit(browser, '/species/', { javaScriptEnabled: false });
    const { page } = v;
    expect(await page.locator('#planner-notice').isVisible()).toBe(true);
    expect(await page.locator('#species-families [data-row]:visible').count()).toBe(175);
    expect(await page.locator('.species-pick:visible').count()).toBe(0);
    await page.locator('.planner-packages summary').click();
    expect(await page.locator('.planner-packages section').count()).toBe(15);
    expect(await page.locator('.planner-packages section').first().locator('a.species-link:visible').count()).toBeGreaterThan(80);
    await v.close();
  }, AXE_TIMEOUT);

  it('opens a package on its tour page from a species page', async ({ browser }) => {
    // Reduced motion: the tour page's sections are read by axe as they stand, not halfway through
    // their entrance fade (a fading eyebrow is paler than its colour).
    const v = await visit(browser, '/species/javan-hawk-eagle/', { reducedMotion: 'reduce' });
    const { page } = v;
    await page.getByRole('link', { name: 'Birding Tour: 10 Days West Java Birding' }).click();
    await page.waitForURL(siteUrl('/birding-tour/#birding-packages-panel-10d9n'));
    await widgetReady(page, '#birding-packages', 'tabs');
    expect(await page.getByRole('tab', { name: '10D/9N' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#birding-packages-panel-10d9n').isVisible()).toBe(true);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await v.close();
  });
});
