import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { cacheControl, headersFor, parseHeadersFile } from '../../scripts/write/headers.ts';
import { osmEmbedUrl } from '../../templates/contact/map-links.ts';
import { contentSecurityPolicy } from '../../templates/lib/security.ts';
import { cspViolations, DESKTOP, it, record, recordViolations, siteUrl, widgetReady, type Recording } from '../helpers/browser.ts';
import { root } from '../helpers/render.ts';

// The policy at work in the browser, and in every built page. Every page in every state of the
// shared table is checked for violations in states.test.ts, and every visit of the browser files
// ends with the same check (test/helpers/browser.ts).

const dist = join(root, 'dist');
const mapOrigin = new URL(osmEmbedUrl(0, 0)).origin;

interface Watched extends Recording {
  context: BrowserContext;
  page: Page;
}

/** A context of its own with the violation recorder, and one page whose errors, policy messages and outside requests are recorded. */
async function watch(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<Watched> {
  const context = await browser.newContext(options);
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  return { context, page, ...record(page) };
}

describe('the policy at work', () => {
  it('refuses an injected inline script, and the recorder sees it', async ({ browser }) => {
    const w = await watch(browser);
    await w.page.goto(siteUrl('/blog/'), { waitUntil: 'load' });
    await w.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await w.page.waitForFunction(() => (window.cspViolations?.length ?? 0) > 0);
    expect(await w.page.evaluate(() => 'injected' in window)).toBe(false);
    expect((await cspViolations(w.page))[0]).toMatch(/^script-src-elem refused inline/);
    await w.context.close();
  });

  it('lets no other site frame a page (frame-ancestors)', async ({ browser }) => {
    // Another origin (the test server reached as localhost), its own policy set aside so that it
    // may frame at all; the framed page's frame-ancestors is enforced all the same.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(siteUrl('/404.html').replace('127.0.0.1', 'localhost'), { waitUntil: 'load' });
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, siteUrl('/blog/'));
    // The refusal is logged, and the frame shows Chromium's error page instead of the site.
    await expect
      .poll(() => messages)
      .toContainEqual(expect.stringContaining('violates the following Content Security Policy directive: "frame-ancestors \'none\'"'));
    await expect
      .poll(() =>
        page
          .mainFrame()
          .childFrames()
          .map((f) => f.url()),
      )
      .toEqual([expect.stringMatching(/^chrome-error:/)]);
    await context.close();
  });

  it('loads the office map from OpenStreetMap only when asked, with no violation', async ({ browser }) => {
    const w = await watch(browser, { viewport: DESKTOP });
    // The closed network cannot reach OpenStreetMap; answer for it so the frame loads either way.
    await w.context.route(`${mapOrigin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }));
    await w.page.goto(siteUrl('/contact/'), { waitUntil: 'load' });
    await widgetReady(w.page, '#office-map', 'map-frame');
    expect(w.outside).toEqual([]);
    await w.page.getByRole('button', { name: 'Show map' }).click();
    const frame = await (await w.page.waitForSelector('.map-frame-iframe')).contentFrame();
    await frame!.waitForSelector('text=map');
    expect(await cspViolations(w.page)).toEqual([]);
    expect(w.policyMessages).toEqual([]);
    expect(w.errors).toEqual([]);
    expect(w.outside.map((url) => new URL(url).origin)).toEqual([mapOrigin]);
    await w.context.close();
  });
});

describe('dist/', () => {
  const pages = globSync('**/*.html', { cwd: dist }).sort();
  const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const base = /data-base="([^"]*)"/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))![1]!;

  it('has the policy <meta> in every built page', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const html = readFileSync(join(dist, file), 'utf8').replaceAll('&#x27;', "'");
      // Only the search page lets Pagefind compile its WebAssembly ('wasm-unsafe-eval').
      expect(html, file).toContain(
        `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('meta', { search: file === 'search/index.html' })}"/>`,
      );
    }
  });

  it('has _headers rules for every built page and for the hashed assets', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const url = `${base}${file.replace(/(^|\/)index\.html$/, '$1')}`;
      const headers = headersFor(rules, url);
      expect(headers['cache-control'], url).toBe(cacheControl.page);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security'], url).toMatch(/max-age=\d{8,}; includeSubDomains/);
    }
    const assets = globSync('assets/**/*', { cwd: dist, nodir: true });
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      expect(file, 'a file under assets/ without a content hash in its name').toMatch(/[-.][A-Za-z0-9]{8,10}\.[a-z0-9]+$/);
      expect(headersFor(rules, `${base}${file}`)['cache-control'], file).toBe(cacheControl.hashed);
    }
  });
});
