import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, test } from 'vitest';

export { CHROMIUM } from './chromium.ts';

/**
 * A connection to the run's one Chromium (started by the e2e global setup). Closing it closes
 * only this file's contexts; the browser itself stays up for the next file.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

/**
 * `it` with a `browser`: one connection per file to the run's Chromium, closed after the file's last
 * test (with the contexts it left open). Hooks take it too: `it.beforeAll(({ browser }) => ...)`.
 */
// The empty pattern is how vitest learns that the fixture needs no other fixture.
export const it = test.extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await launchBrowser();
  onCleanup(() => browser.close());
  return browser;
});

/** Absolute URL of a site path on the test server. */
export function siteUrl(path = '/'): string {
  return new URL(path.replace(/^\//, ''), inject('siteUrl')).href;
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A fresh context and page that records console errors and page errors. */
export async function openPage(browser: Browser, path: string, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { context, page, errors };
}

/**
 * Waits until the widget on `selector` has run (it sets data-ready). An island that hydrates when
 * visible is first scrolled into view, as a visitor reaches it before using it.
 */
export async function widgetReady(page: Page, selector: string, name: string): Promise<void> {
  await page.evaluate(
    ([sel, widget]) => {
      const el = document.querySelector<HTMLElement>(sel!);
      if (!el || el.dataset.ready?.split(' ').includes(widget!)) return;
      const island = el.matches(`[data-island="${widget}"]`) ? el : el.querySelector(`[data-island="${widget}"]`);
      if (island?.getAttribute('data-when') === 'visible') el.scrollIntoView({ block: 'nearest' });
    },
    [selector, name],
  );
  await page.waitForFunction(
    ([sel, widget]) => (document.querySelector(sel!) as HTMLElement | null)?.dataset.ready?.split(' ').includes(widget!) ?? false,
    [selector, name],
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Waits until every animation but the decorative particles has finished (axe reads colours mid-fade otherwise). */
export const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || (a.effect as KeyframeEffect | null)?.target?.classList.contains('particle')));

/**
 * axe-core WCAG 2.x A/AA violations (of the whole page, or of the `include` region), summarised as
 * `rule: target` lines. axe is injected once per document and run in place, so checking many
 * states of one page does not re-evaluate its half-megabyte source each time.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ([scope, tags]) => {
      const run = (window as unknown as { axe: typeof import('axe-core') }).axe.run;
      const results = await run(scope ? { include: [scope] } : document, { runOnly: { type: 'tag', values: tags as string[] }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })) }));
    },
    [include ?? null, AXE_TAGS] as const,
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.summary.split('\n')[1]?.trim() ?? v.help}`));
}
