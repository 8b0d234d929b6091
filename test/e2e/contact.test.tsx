import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { addressParts, EmailAddress } from '../../templates/components/email-address.tsx';
import { tourDisplayName } from '../../model/tour-names.ts';
import { DESKTOP, it, siteUrl, visit, widgetReady, type VisitOptions } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';

const PATH = '/contact/';

let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
});

const local = (url: string) => new URL(url).origin === new URL(siteUrl('/')).origin || url.startsWith('data:');
const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .allInnerTexts()
    .then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim()));

/** Opens the page recording every request to another host, from the first byte on. */
async function openRecording(browser: Browser, options: VisitOptions = {}) {
  // The visit opens no document: the recording and the route are in place before the first request.
  const v = await visit(browser, null, { viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const { page, errors } = v;
  const outside: string[] = [];
  const onRequest = (r: Request) => {
    if (!local(r.url())) outside.push(r.url());
  };
  page.on('request', onRequest);
  // The closed network cannot reach OpenStreetMap; answer for it so the frame loads either way.
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
  await page.goto(siteUrl(PATH), { waitUntil: 'load' });
  const close = async () => {
    page.off('request', onRequest);
    await v.close();
  };
  return { page, outside, errors, close };
}

describe('/contact/ in Chromium', () => {
  it('has the four contact cards with their schemes and targets', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page, errors } = v;
    expect(await texts(page, '.contact-card h3')).toEqual(['WhatsApp', 'E-mail', 'Phone', 'Instagram']);
    const links = await page.$$eval('.contact-card-link', (as) =>
      as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    const newTab = { target: '_blank', rel: 'noopener noreferrer' };
    const here = { target: null, rel: null };
    expect(links).toEqual([
      { href: `https://wa.me/${site.site.whatsapp.e164.slice(1)}`, ...newTab },
      { href: `mailto:${site.site.emails[0]!.address}`, ...here },
      { href: `tel:${site.site.phones[0]!.e164}`, ...here },
      { href: site.site.instagram.url, ...newTab },
    ]);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('states the service promise and the response times', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    expect(await texts(page, '.promise-stat dd')).toEqual(['15+', '24/7', '500+', '100%']);
    const labels = await texts(page, '.promise-stat dt');
    expect(labels[0]).toMatch(/years/i);
    expect(labels[2]).toMatch(/travelers/i);
    expect(labels[3]).toMatch(/satisfaction/i);
    expect(await page.locator('#response-heading').innerText()).toBe('Quick Response Guarantee');
    expect(await texts(page, '.response-time h3')).toEqual(['WhatsApp', 'E-mail', 'Emergency']);
    const times = await texts(page, '.response-time-value');
    expect(times[0]).toBe('5-15 minutes');
    expect(times[1]).toMatch(/\b4 hours\b/);
    expect(times[2]).toBe('24/7');
    await v.close();
  });

  it('lists six popular packages, each with an Inquire chat link naming that package', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    const cards = page.locator('.popular-package');
    expect(await cards.count()).toBe(6);
    for (const [i, pkg] of site.contact.packages.items.entries()) {
      const card = cards.nth(i);
      expect(await card.locator('h3').innerText()).toBe(pkg.name);
      expect(await card.locator('.popular-package-text').innerText()).toBe(pkg.description);
      const link = card.getByRole('link', { name: `Inquire about ${pkg.name} on WhatsApp` });
      // The visible label is 'Inquire'; the rest of the name is for screen readers.
      expect(await link.evaluate((a) => [...a.querySelectorAll('span')].find((s) => !s.classList.contains('visually-hidden'))?.firstChild?.textContent)).toBe(
        'Inquire',
      );
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe(`https://wa.me/${site.site.whatsapp.e164.slice(1)}`);
      expect(href.searchParams.get('text')).toBe(bookingMessage(tourDisplayName(site.tours, pkg.tour), pkg.name));
      expect(href.searchParams.get('text')).toContain(pkg.name);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await v.close();
  });

  it('gives the payment methods and what to send after paying', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    expect(await texts(page, '.payment-method h3')).toEqual(['Bank transfer', 'Wise', 'Revolut']);
    const after = await page.locator('.payment-after').innerText();
    expect(after).toMatch(/receipt/);
    expect(after).toMatch(/booking details/);
    await v.close();
  });

  it('FAQ: disclosures closed at first, opened by click and keyboard; group from 1 person to 6 participants', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    const items = page.locator('.faq details');
    expect(await items.count()).toBe(site.contact.faq.items.length);
    expect(await page.locator('.faq details[open]').count()).toBe(0);
    const group = items.filter({ hasText: 'minimum and maximum group size' });
    const answer = group.locator('.faq-answer');
    expect(await answer.isVisible()).toBe(false);
    await group.locator('summary').click();
    expect(await answer.isVisible()).toBe(true);
    const said = await answer.innerText();
    expect(said).toMatch(/minimum group is 1 person/);
    expect(said).toMatch(/maximum is 6 participants/);
    await group.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(false);
    await v.close();
  });

  // The shipped address and a 40-character one (server-rendered by the same component and put in
  // the card's link): at each width the address keeps inside its card, wraps only after its @ or a
  // dot, and no line of any card's text or link shares a column with the floating contact button,
  // so no scroll position can put the button over it.
  const LONG_ADDRESS = 'reservations.westjava@birding-tours.asia';
  describe.each([320, 390, 1280, 1440])('the contact cards at %i px', (width) => {
    it.for([
      ['the shipped address', null],
      ['a 40-character address', LONG_ADDRESS],
    ] as const)('%s fits its card and the floating button covers no card text', async ([, address], { browser }) => {
      expect(LONG_ADDRESS).toHaveLength(40);
      const v = await visit(browser, PATH, { viewport: { width, height: 800 } });
      const { page } = v;
      const shown = address ?? site.site.emails[0]!.address;
      if (address)
        await page
          .locator('.contact-card--email .email-address')
          .evaluate((el, html) => (el.outerHTML = html), renderToStaticMarkup(<EmailAddress address={address} />));
      const layout = await page.evaluate(() => {
        const lines = (el: Element) =>
          [...el.querySelectorAll('*')].concat(el).flatMap((node) =>
            [...node.childNodes]
              .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() && !child.parentElement!.closest('.visually-hidden'))
              .flatMap((text) => {
                const range = document.createRange();
                range.selectNodeContents(text);
                return [...range.getClientRects()].map((r) => ({ left: r.left, right: r.right, text: text.textContent! }));
              }),
          );
        const card = document.querySelector('.contact-card--email')!;
        const box = card.getBoundingClientRect();
        const link = card.querySelector('.contact-card-link')!;
        const fab = document.querySelector('.contact-fab-button')!.getBoundingClientRect();
        return {
          text: link.textContent,
          card: { left: box.left, right: box.right },
          address: lines(link.querySelector('.email-address')!),
          parts: [...link.querySelectorAll('.email-address > span')].map((part) => part.getClientRects().length),
          fab: { left: fab.left, right: fab.right },
          cardLines: [...document.querySelectorAll('.contact-card')].flatMap(lines),
        };
      });
      expect(layout.text).toBe(shown);
      expect(layout.address.length).toBeGreaterThan(0);
      for (const line of layout.address) {
        expect(line.left, `"${line.text}" starts inside the card`).toBeGreaterThanOrEqual(layout.card.left);
        expect(line.right, `"${line.text}" ends inside the card`).toBeLessThanOrEqual(layout.card.right);
      }
      // Each part ("tours@", "westjavabirding.", "example") lies on one line: a break falls between parts.
      expect(layout.parts).toEqual(addressParts(shown).map(() => 1));
      const covered = layout.cardLines.filter((line) => line.right > layout.fab.left && line.left < layout.fab.right).map((line) => line.text);
      expect(covered).toEqual([]);
      await v.close();
    });
  });

  it('renders no form', async ({ browser }) => {
    const v = await visit(browser, PATH);
    const { page } = v;
    expect(await page.locator('form, input, textarea, select').count()).toBe(0);
    await v.close();
  });
});

describe('/contact/ map on request', () => {
  it('makes no request to another host while loading, and loads the map frame only when asked', async ({ browser }) => {
    const { page, outside, errors, close } = await openRecording(browser);
    await widgetReady(page, '#office-map', 'map-frame');
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('#office-map-preview').isVisible()).toBe(true);

    const button = page.getByRole('button', { name: 'Show map' });
    expect(await button.isVisible()).toBe(true);
    const frameRequest = page.waitForRequest((r) => r.url().startsWith('https://www.openstreetmap.org/export/embed.html'));
    await button.click();
    const frame = page.locator('#office-map iframe');
    expect(await frame.getAttribute('title')).toBe(site.contact.map.frameTitle);
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.searchParams.get('marker')).toBe(`${site.site.office.latitude},${site.site.office.longitude}`);
    expect((await frameRequest).url()).toBe(src.href);
    expect(await page.locator('#office-map-preview').isVisible()).toBe(false);
    expect(await button.count()).toBe(0);
    // Focus moves to the map, not back to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    // The frame's own request is among them, so the check below looks at something.
    expect(outside).toContain(src.href);
    expect(outside.every((u) => u.startsWith('https://www.openstreetmap.org/'))).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('with JavaScript off: the preview and a plain link to the map, no button, no request elsewhere', async ({ browser }) => {
    const { page, outside, close } = await openRecording(browser, { javaScriptEnabled: false });
    expect(await page.locator('#office-map-preview').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Show map' }).isVisible()).toBe(false);
    const link = page.getByRole('link', { name: /Open the map/ });
    expect(await link.isVisible()).toBe(true);
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://www.openstreetmap.org');
    expect(href.searchParams.get('mlat')).toBe(String(site.site.office.latitude));
    expect(href.searchParams.get('mlon')).toBe(String(site.site.office.longitude));
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // FAQ still opens: native <details>.
    await page.locator('.faq summary').first().click();
    expect(await page.locator('.faq details[open]').count()).toBe(1);
    expect(outside).toEqual([]);
    await close();
  });
});
