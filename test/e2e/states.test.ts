import { afterAll, describe, expect } from 'vitest';
import { cacheControl } from '../../scripts/write/headers.ts';
import { contentSecurityPolicy } from '../../templates/lib/security.ts';
import { axeViolations, cspViolations, it, settled, visit, widgetReady, type Visit } from '../helpers/browser.ts';
import { statesOf, table } from '../helpers/page-states.ts';

// Every page at 390 and 1440 px, in every state a visitor can put it in (the shared table): axe
// finds no WCAG violation, and the browser reports no Content-Security-Policy violation. A row
// opens its page once, served with dist/_headers applied as Netlify or Cloudflare Pages apply it
// (scripts/serve.ts); each state is entered, checked and left again, so the next state starts
// from the page as it loaded. The page as loaded is checked whole; a state is checked in the
// region it changes (the rest of the page is what the first check already saw).

/** The Cache-Control header the server sends for an asset, asked once per asset for the whole table. */
const assetCaching = new Map<string, Promise<string | null>>();
const cachingOf = (url: string) => {
  if (!assetCaching.has(url))
    assetCaching.set(
      url,
      fetch(url, { method: 'HEAD' }).then((response) => response.headers.get('cache-control')),
    );
  return assetCaching.get(url)!;
};

describe.each(table)('$url at $width', (row) => {
  let v: Visit;
  const states = statesOf(row);

  it.beforeAll(async ({ browser }) => {
    v = await visit(browser, row.url, { viewport: row.viewport, reducedMotion: row.reducedMotion ?? 'reduce' });
    for (const [selector, name] of [['.contact-fab', 'popover'] as [string, string], ...(row.widgets ?? [])]) await widgetReady(v.page, selector, name);
    await row.prepare?.(v.page);
  });
  afterAll(async () => {
    await v?.close();
  });

  // axe reads the long pages whole (a checklist of 120 rows, /species/ with 1,300 links): beside the
  // other layers on two cores that outlasts the default 30 s, so the timeout only catches a hang.
  it.each(states)(
    '$name: no axe violation and no policy violation',
    async (state) => {
      await state.enter(v.page);
      await settled(v.page);
      expect(await axeViolations(v.page, state.scope)).toEqual([]);
      expect(await cspViolations(v.page)).toEqual([]);
      await state.leave?.(v.page);
    },
    120_000,
  );

  it('logged no console error or policy message, and requested no other host', () => {
    // The 404 page logs its own message, and Chromium reports the document's 404 status.
    const unexpected = row.url === '/404.html' ? v.errors.filter((e) => !e.startsWith('404 Error:') && !e.includes('status of 404')) : v.errors;
    expect(unexpected).toEqual([]);
    expect(v.policyMessages).toEqual([]);
    expect(v.outside).toEqual([]);
  });

  it('was served with the headers of dist/_headers: the policy with frame-ancestors, and a year for hashed assets', async () => {
    const headers = v.response!.headers();
    // Over the test server's plain http, without upgrade-insecure-requests (scripts/write/headers.ts, overPlainHttp).
    expect(headers['content-security-policy']).toBe(`${contentSecurityPolicy('meta', { search: true })}; frame-ancestors 'none'`);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // Every hashed asset the page asked for, from the browser's own record of its resources.
    const assets = await v.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/')),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(await cachingOf(asset), asset).toBe(cacheControl.hashed);
  });
});
