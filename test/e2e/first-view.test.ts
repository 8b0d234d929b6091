import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { routes } from '../helpers/routes.ts';
import { DESKTOP, it, PHONE, siteUrl, visit } from '../helpers/browser.ts';

/** A phone as Lighthouse's mobile run emulates it. */
const LIGHTHOUSE_PHONE = { viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/**
 * The layout shifts the document has recorded since it started, value and the classes of what
 * moved. The browser buffers them, so reading them after the load sees the whole visit.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[];
    observer.disconnect();
    return entries.map((entry) => ({
      value: entry.value,
      nodes: entry.sources.map((s) => (s.node as Element | undefined)?.className ?? String(s.node?.nodeName)),
    }));
  });

type Box = { x: number; y: number; width: number; height: number };

/** Where the header, its title and the page's h1 are drawn, once fonts have settled. */
async function firstViewBoxes(page: Page): Promise<Record<string, Box | null>> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect ? { x: Math.round(rect.x), y: Math.round(rect.y), width: Math.round(rect.width), height: Math.round(rect.height) } : null;
    };
    return {
      header: box('.site-header'),
      brand: box('.brand-title'),
      menu: box('.menu-toggle'),
      nav: box('.nav-desktop'),
      h1: box('main h1'),
      section: box('main section'),
    };
  });
}

/**
 * Opens `path` with reduced motion (no fade moving the h1), optionally with every stylesheet request
 * failing. The web font is left out either way: the page loader asks for it after the first view
 * (the full stylesheet, without JavaScript), and its swap is checked below; here both pages draw
 * headings with the same local stand-in.
 */
async function open(browser: Browser, path: string, viewport: { width: number; height: number }, blockStylesheets: boolean) {
  const v = await visit(browser, null, { viewport, reducedMotion: 'reduce' });
  const { page } = v;
  await page.route(/\.woff2$/, (route) => route.abort());
  const blocked: string[] = [];
  if (blockStylesheets) {
    await page.route(/\/assets\/[^/]+\.css$/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
  }
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { visit: v, page, blocked };
}

describe('the first view paints from the HTML alone', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it.for(routes.map((r) => r.url))(
      `%s at ${viewport.width} px: header and first section are laid out as on the full page with the stylesheets blocked`,
      async (path, { browser }) => {
        const full = await open(browser, path, viewport, false);
        const expected = await firstViewBoxes(full.page);
        await full.visit.close();

        const bare = await open(browser, path, viewport, true);
        expect(bare.blocked.length, 'the page links its stylesheets').toBeGreaterThan(0);
        const actual = await firstViewBoxes(bare.page);
        // Styled, not merely present: the header is fixed at the top, the h1 set in the heading font or
        // its local stand-ins (the page loader switches the headings to the web font after the first view).
        const styles = await bare.page.evaluate(() => ({
          header: getComputedStyle(document.querySelector('.site-header')!).position,
          h1: getComputedStyle(document.querySelector('main h1')!).fontFamily,
        }));
        await bare.visit.close();
        expect(styles).toEqual({
          header: 'fixed',
          h1: expect.stringMatching(/^(?:"?Fraunces"?, )?"Fraunces Georgia", "Fraunces Noto Serif", "Fraunces Times", serif$/),
        });
        expect(expected.h1, 'the page has an h1 in its first section').not.toBeNull();
        expect(actual).toEqual(expected);
      },
    );
  }
});

// The pages Lighthouse is run on (the 404 page centres a "404" in the heading font: its digits are
// narrower in the scaled fallback, so the swap nudges that one line sideways, a shift of 0.001).
describe('nothing moves while the page loads', () => {
  it.for(routes.filter((r) => r.indexable).map((r) => r.url))(
    '%s on a phone: no layout shift as the stylesheet and then the heading font arrive late',
    async (path, { browser }) => {
      const v = await visit(browser, null, LIGHTHOUSE_PHONE);
      const { page } = v;
      // A slow network: the stylesheet arrives after the first paint, the heading font after that.
      const late = (ms: number) => (route: Route) => new Promise<void>((done) => setTimeout(() => void route.continue().then(done), ms));
      await page.route(/\/assets\/[^/]+\.css$/, late(300));
      await page.route(/\.woff2$/, late(700));
      await page.goto(siteUrl(path), { waitUntil: 'load' });
      // The loader asks for the font once the first view has painted; wait until it has swapped in.
      await page.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Fraunces' && f.status === 'loaded'));
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family));
      const shifts = await layoutShifts(page);
      await v.close();
      expect(fonts, 'the heading font arrived').toContain('Fraunces');
      expect(shifts).toEqual([]);
    },
  );
});

describe('a first view that arrives in two pieces', () => {
  // A slow network may cut the HTML anywhere, and the browser paints what it has. Here the page
  // stops for a while just after the brand's title in the header, or just after the page's h1:
  // what follows must not move what has been drawn when it comes.
  const CUTS = {
    brand: { start: '<header class="site-header"', end: '</span>' },
    h1: { start: '<main', end: '</h1>' },
  };
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      void (async () => {
        const url = new URL(request.url!, 'http://localhost');
        const upstream = await fetch(siteUrl(url.pathname));
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
        if (!type.startsWith('text/html')) return response.end(Buffer.from(await upstream.arrayBuffer()));
        const html = await upstream.text();
        const after = CUTS[url.searchParams.get('cut') as keyof typeof CUTS];
        const cut = html.indexOf(after.end, html.indexOf(after.start)) + after.end.length;
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 600);
      })();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  // The browser keeps its connections open: close them too, or close() waits for them to time out.
  afterAll(
    () =>
      new Promise<void>((done) => {
        if (!server) return done();
        server.close(() => done());
        server.closeAllConnections();
      }),
  );

  const cases = routes.filter((r) => r.indexable).flatMap((r) => (['brand', 'h1'] as const).map((cut) => [r.url, cut] as const));
  it.for(cases)('%s on a phone, cut after the %s: what was painted first stays where it is', async ([path, cut], { browser }) => {
    const v = await visit(browser, null, { ...LIGHTHOUSE_PHONE, reducedMotion: 'reduce' });
    const { page } = v;
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(`${origin}${path}?cut=${cut}`, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const shifts = (await layoutShifts(page)).map((shift) => `${shift.value.toFixed(4)} ${shift.nodes.join(', ')}`);
    // The header and the first section are held back only while they are incomplete.
    const shown = { brand: await page.locator('.site-header .brand-title').isVisible(), h1: await page.locator('main h1').isVisible() };
    await v.close();
    expect(shifts).toEqual([]);
    expect(shown, 'the header and the h1 show once the page has arrived').toEqual({ brand: true, h1: true });
  });
});

describe('what waits for the first view', () => {
  it('with JavaScript, the heading font and the widgets are asked for only after the hero picture has arrived', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (r) => events.push(`asked ${new URL(r.url()).pathname}`));
    page.on('requestfinished', (r) => events.push(`arrived ${new URL(r.url()).pathname}`));
    const font = page.waitForRequest(/\.woff2$/);
    const widgets = page.waitForRequest(/-widgets-[A-Z0-9]+\.js$/);
    await page.goto(siteUrl('/birding-tour/'), { waitUntil: 'load' });
    await Promise.all([font, widgets]);
    // The headings, and only they, switch from the local stand-ins to the web font, once it is here.
    await page.waitForFunction(() => document.documentElement.dataset.fonts === 'heading');
    const families = await page.evaluate(() => ({
      marked: document.documentElement.dataset.fonts,
      h1: getComputedStyle(document.querySelector('main h1')!).fontFamily,
      text: getComputedStyle(document.querySelector('main p')!).fontFamily,
    }));
    expect(families.marked).toBe('heading');
    expect(families.h1).toMatch(/^"?Fraunces"?, "Fraunces Georgia"/);
    expect(families.text).not.toContain('Fraunces');
    // And the widgets work: the package tabs hydrate once scrolled to.
    await page.locator('#birding-packages').scrollIntoViewIfNeeded();
    await page.locator('#birding-packages[data-ready~="tabs"]').waitFor();
    await context.close();
    const hero = events.findIndex((e) => /^arrived \/assets\/img\/tours_birding-hero-\d+\.[0-9a-f]+\.(?:avif|webp|jpg)$/.test(e));
    expect(hero, events.join('\n')).toBeGreaterThan(-1);
    expect(events.findIndex((e) => /^asked .*\.woff2$/.test(e))).toBeGreaterThan(hero);
    expect(events.findIndex((e) => /^asked .*-widgets-[A-Z0-9]+\.js$/.test(e))).toBeGreaterThan(hero);
    // Only the loader is asked for ahead of it, and no chunk of the widgets.
    expect(events.slice(0, hero).filter((e) => /^asked .*\.js$/.test(e))).toHaveLength(1);
  });

  it('without JavaScript, the stylesheet asks for the heading font', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const font = page.waitForRequest(/\.woff2$/);
    await page.goto(siteUrl('/birding-tour/'), { waitUntil: 'load' });
    expect(new URL((await font).url()).pathname).toMatch(/^\/assets\/fraunces-600-[0-9a-f]+\.woff2$/);
    await context.close();
  });
});

describe('stacked package panels wait for their tabs', () => {
  /** Per package panel of `tabs`: whether it is laid out, hidden, and left to be laid out later. */
  const panels = (page: Page, tabs: string) =>
    page.locator(`${tabs} > .tabpanel`).evaluateAll((all) =>
      all.map((panel) => ({
        // The heading, which shows in both modes (the tab's label over it shows only while stacked).
        rendered: panel.querySelector(':scope > .tabpanel-heading')!.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
        hidden: (panel as HTMLElement).hidden,
        deferred: getComputedStyle(panel).contentVisibility,
      })),
    );

  it('with JavaScript, the panels after the first are not laid out before the tabs run, and hidden once they have', async ({ browser }) => {
    const v = await visit(browser, null, { viewport: PHONE });
    const { page } = v;
    // The widgets bundle is held back until the panels have been read.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/-widgets-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Listened for before the page loads: the loader may ask for the widgets before 'load' fires.
    const asked = page.waitForRequest(/-widgets-[A-Z0-9]+\.js$/);
    await page.goto(siteUrl('/birding-tour/'), { waitUntil: 'load' });
    await asked;
    const before = await panels(page, '#birding-packages');
    release();
    await page.locator('#birding-packages[data-ready~="tabs"]').waitFor({ state: 'attached' });
    const after = await panels(page, '#birding-packages');
    await v.close();
    expect(before.length).toBeGreaterThan(2);
    expect(before[0]).toEqual({ rendered: true, hidden: false, deferred: 'visible' });
    expect(before.slice(1)).toEqual(before.slice(1).map(() => ({ rendered: false, hidden: false, deferred: 'auto' })));
    expect(after).toEqual([
      { rendered: true, hidden: false, deferred: 'visible' },
      ...after.slice(1).map(() => ({ rendered: false, hidden: true, deferred: 'visible' })),
    ]);
  });

  it('without JavaScript, every panel is laid out, stacked', async ({ browser }) => {
    const v = await visit(browser, '/birding-tour/', { viewport: PHONE, javaScriptEnabled: false });
    const all = await panels(v.page, '#birding-packages');
    await v.close();
    expect(all.length).toBeGreaterThan(2);
    expect(all).toEqual(all.map(() => ({ rendered: true, hidden: false, deferred: 'visible' })));
  });
});
