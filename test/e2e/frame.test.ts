import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, it, PHONE, visit, widgetReady } from '../helpers/browser.ts';

import { fixedPageIds, headerNav, type NavEntry } from '../../templates/lib/route-types.ts';
import { content } from '../helpers/render.ts';
import { shipped } from '../helpers/shipped.ts';
const site = shipped('site');

// The frame as the content makes it: the header's items (their words in content/routes.yaml, in
// the order of the header's design), and a card, a menu item and a footer link per tour of content/tours/.
const loaded = await content();
const { tours } = loaded;
const navLabel = (entry: NavEntry) => (entry === 'tour-packages' ? 'Tour Packages' : loaded.routes[entry]!.navLabel!);
const desktopItems = headerNav.desktop.map(navLabel);
const mobileItems = headerNav.mobile.flatMap((entry) => (entry === 'tour-packages' ? [navLabel(entry), ...tours.map((t) => t.navLabel)] : [navLabel(entry)]));

const texts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.split('\n')[0]!.trim()));

/** Keeps link clicks on the page so a test can look at the menu after "choosing" a link. */
const holdNavigation = (page: Page) => page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));

describe('header at 1440 px', () => {
  it('shows brand, tagline, the desktop items in order and Book Now; no hamburger', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: DESKTOP });
    const { page } = v;
    await expect(page.locator('.brand').getAttribute('href')).resolves.toBe('/');
    expect(await page.locator('.brand-tagline').textContent()).toBe(site.tagline);
    expect(await texts(page, '.nav-desktop .nav-list > li > .nav-link, .nav-desktop .nav-list > li > .island > .nav-link')).toEqual(desktopItems);
    expect(await page.locator('.book-now-desktop').isVisible()).toBe(true);
    expect(await page.locator('.menu-toggle').isVisible()).toBe(false);
    expect(await page.locator('.site-header').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await v.close();
  });

  it('Book Now opens WhatsApp in a new tab with the greeting of content/site.yaml', async ({ browser }) => {
    const v = await visit(browser, '/about-tour/', { viewport: DESKTOP });
    const { page } = v;
    const link = page.locator('.book-now-desktop');
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.e164.slice(1)}`);
    expect(url.searchParams.get('text')).toBe(site.messages.bookNow);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await v.close();
  });

  it('Tour Packages opens by click into a two-column grid of a card per tour and closes on Escape', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: DESKTOP });
    const { page } = v;
    await widgetReady(page, '.nav-dropdown', 'dropdown');
    const trigger = page.locator('.nav-trigger');
    expect(await page.locator('.dropdown-panel').isVisible()).toBe(false);
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const cards = page.locator('.dropdown-card');
    expect(await cards.count()).toBe(tours.length);
    expect(await cards.locator('.dropdown-card-label').allInnerTexts()).toEqual(tours.map((t) => t.navLabel));
    for (let i = 0; i < tours.length; i++) {
      await expect(cards.nth(i).isVisible()).resolves.toBe(true);
      expect(await cards.nth(i).locator('img').getAttribute('alt')).toBeTruthy();
      expect(await cards.nth(i).locator('.dropdown-card-label').innerText()).not.toBe('');
      expect(await cards.nth(i).locator('.dropdown-card-description').innerText()).not.toBe('');
    }
    const columns = await page.locator('.dropdown-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.dropdown-panel').isVisible()).toBe(false);
    await v.close();
  });

  it('Tour Packages works from the keyboard and never opens on hover alone', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: DESKTOP });
    const { page } = v;
    await widgetReady(page, '.nav-dropdown', 'dropdown');
    await page.locator('.nav-trigger').hover();
    expect(await page.locator('.dropdown-panel').isVisible()).toBe(false);
    await page.locator('.nav-trigger').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('.dropdown-panel').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('nav-trigger'))).toBe(true);
    expect(tours.length, 'two tours or more to move between').toBeGreaterThanOrEqual(2);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/${tours[0]!.slug}/`);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(`/${tours[1]!.slug}/`);
    await v.close();
  });

  it('highlights the current tour card and the trigger on a tour route, and the active item elsewhere', async ({ browser }) => {
    // The last tour: a card the menu lists after the others.
    const tour = `/${tours.at(-1)!.slug}/`;
    const v = await visit(browser, tour, { viewport: DESKTOP });
    const { page } = v;
    expect(await page.locator('.nav-trigger').getAttribute('class')).toContain('is-active');
    const current = page.locator('.dropdown-card[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe(tour);
    expect(await current.getAttribute('class')).toContain('is-current');
    await page.goto(page.url().replace(tour, '/blog/'));
    expect(await page.locator('.nav-trigger').getAttribute('class')).not.toContain('is-active');
    expect(await texts(page, '.nav-desktop [aria-current="page"]')).toEqual([navLabel('blog')]);
    await v.close();
  });
});

describe('header at 390 px', () => {
  it('hides the desktop menu and toggles a stacked menu in the spec order', async ({ browser }) => {
    const v = await visit(browser, '/contact/', { viewport: PHONE });
    const { page } = v;
    await widgetReady(page, '.site-header', 'menu');
    expect(await page.locator('.nav-desktop').isVisible()).toBe(false);
    const toggle = page.locator('.menu-toggle');
    expect(await toggle.getAttribute('aria-controls')).toBe('mobile-menu');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    const order = await page
      .locator('#mobile-menu')
      .evaluate((menu) =>
        [...menu.querySelectorAll('.nav-mobile-link, .nav-mobile-heading, .nav-mobile-book')].map(
          (el) => el.childNodes[0]!.textContent!.trim() || (el as HTMLElement).innerText.trim(),
        ),
      );
    expect(order).toEqual([...mobileItems, 'Book Now']);
    expect(await texts(page, '#mobile-menu [aria-current="page"]')).toEqual([navLabel('contact')]);
    await toggle.click();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    await v.close();
  });

  it('closes the menu when any link is chosen', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: PHONE });
    const { page } = v;
    await widgetReady(page, '.site-header', 'menu');
    await holdNavigation(page);
    for (const [name, selector] of [
      [navLabel('blog'), '.nav-mobile-link:not(.nav-mobile-tour)'],
      [tours.at(-1)!.navLabel, '.nav-mobile-tour'],
      ['Book Now', '.nav-mobile-book'],
    ] as const) {
      await page.locator('.menu-toggle').click();
      expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
      const link = page.locator(`#mobile-menu a${selector}`, { hasText: name }).first();
      expect(await link.count(), name).toBe(1);
      await link.click();
      expect(await page.locator('.menu-toggle').getAttribute('aria-expanded'), name).toBe('false');
      expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    }
    await v.close();
  });

  it('Escape closes the open menu and returns focus to the hamburger', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: PHONE });
    const { page } = v;
    await widgetReady(page, '.site-header', 'menu');
    await page.locator('.menu-toggle').click();
    await page.locator('#mobile-menu a').first().focus();
    await page.keyboard.press('Escape');
    expect(await page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await v.close();
  });
});

describe('footer', () => {
  it('has quick links, two tel: and two mailto: links, the hours and copyright 2025', async ({ browser }) => {
    const v = await visit(browser, '/blog/', { viewport: PHONE });
    const { page } = v;
    const footer = page.locator('.site-footer');
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.filter((h) => h.startsWith('tel:'))).toEqual(site.phones.map((p) => `tel:${p.e164}`));
    expect(hrefs.filter((h) => h.startsWith('mailto:'))).toEqual(site.emails.map((m) => `mailto:${m.address}`));
    const fixedPages = fixedPageIds.filter((id) => id !== 'not-found').map((id) => (id === 'home' ? '/' : `/${id}/`));
    for (const path of [...fixedPages, ...tours.map((t) => `/${t.slug}/`), '/species/', '/sites/', '/search/']) {
      expect(hrefs, path).toContain(path);
    }
    // One link to an item, so each reads as its own item of the list.
    expect(await footer.locator('.footer-links li').evaluateAll((items) => items.filter((li) => li.querySelectorAll('a').length !== 1).length)).toBe(0);
    const text = await footer.innerText();
    expect(text).toContain(site.hours.weekdays);
    expect(text).toContain(site.hours.weekend);
    expect(text).toContain(`© ${site.copyrightYear}`);
    expect(text).toContain(site.legalForm);
    expect(text).toContain(String(site.established));
    await v.close();
  });
});

describe('floating contact button', () => {
  it('opens a non-modal popover with a plain chat link and a mailto link; Escape closes and restores focus', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: PHONE });
    const { page } = v;
    await widgetReady(page, '.contact-fab', 'popover');
    const button = page.locator('.contact-fab-button');
    const popover = page.locator('#contact-popover');
    expect(await popover.isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await popover.isVisible()).toBe(true);
    expect(await popover.getAttribute('aria-modal')).toBe('false');
    const links = await popover.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual([`https://wa.me/${site.whatsapp.e164.slice(1)}`, `mailto:${site.emails[0]!.address}`]);
    await page.keyboard.press('Escape');
    expect(await popover.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('contact-fab-button'))).toBe(true);
    await v.close();
  });

  it('closes on an outside click and returns focus to the button', async ({ browser }) => {
    const v = await visit(browser, '/contact/', { viewport: DESKTOP });
    const { page } = v;
    await widgetReady(page, '.contact-fab', 'popover');
    await page.locator('.contact-fab-button').click();
    expect(await page.locator('#contact-popover').isVisible()).toBe(true);
    await page.mouse.click(200, 400);
    expect(await page.locator('#contact-popover').isVisible()).toBe(false);
    expect(await page.locator('.contact-fab-button').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('contact-fab-button'))).toBe(true);
    await v.close();
  });
});

describe('page content', () => {
  it('fades in 50 ms after load', async ({ browser }) => {
    const v = await visit(browser, '/blog/', { viewport: PHONE });
    const { page } = v;
    const animation = await page.locator('main').evaluate((el) => ({ name: getComputedStyle(el).animationName, delay: getComputedStyle(el).animationDelay }));
    expect(animation).toEqual({ name: 'page-in', delay: '0.05s' });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('main')!).opacity === '1');
    await v.close();
  });

  it('shows everything with reduced motion, without animating', async ({ browser }) => {
    const v = await visit(browser, '/blog/', { viewport: PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await v.close();
  });

  it('with JavaScript off, every frame link is in the page and the menus open from the keyboard', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: PHONE, javaScriptEnabled: false });
    const { page } = v;
    expect(await page.locator('script[src]').count()).toBeGreaterThan(0);
    // The menu's pages, a link per tour, and Book Now.
    expect(await page.locator('#mobile-menu a').count()).toBe(headerNav.mobile.filter((entry) => entry !== 'tour-packages').length + tours.length + 1);
    expect(await page.locator('.site-footer a[href^="tel:"]').count()).toBe(site.phones.length);
    await page.locator('.menu-toggle').focus();
    expect(await page.locator('#mobile-menu').isVisible()).toBe(true);
    expect(await page.locator('h1').isVisible()).toBe(true);
    await v.close();
  });
});

describe('header from the large breakpoint up', () => {
  it.for([1024, 1100, 1200])('fits title, the header items and Book Now on one line at %i px', async (width, { browser }) => {
    const v = await visit(browser, '/about-tour/', { viewport: { width, height: 800 } });
    const { page } = v;
    const boxes = await page.locator('.brand-title, .brand-tagline, .nav-desktop .nav-link, .book-now-desktop').evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.3;
        // Wrapped text has line boxes at more than one height; icons beside the text do not count.
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        const lines = tops.size;
        return { text: (el as HTMLElement).innerText.trim(), right: box.right, height: box.height, lineHeight, lines };
      }),
    );
    expect(boxes.map((b) => b.text)).toEqual([site.productTitle, site.tagline, ...desktopItems, 'Book Now']);
    for (const box of boxes) {
      expect(box.lines, `"${box.text}" wraps at ${width} px`).toBe(1);
      expect(box.right, `"${box.text}" overflows at ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await v.close();
  });
});

describe('footer contact details', () => {
  it('says visibly what each phone number is for', async ({ browser }) => {
    const v = await visit(browser, '/', { viewport: PHONE });
    const { page } = v;
    const phones = await page
      .locator('.site-footer a[href^="tel:"]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(phones).toEqual(site.phones.map((p) => `${p.label}: ${p.display}`));
    await expect(page.locator('.site-footer .footer-contact-label').first().isVisible()).resolves.toBe(true);
    await v.close();
  });
});
