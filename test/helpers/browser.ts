import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request, type Response } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { BLANK_PATH } from './chromium.ts';

/**
 * A connection to the run's one Chromium (started by the e2e global setup). Closing it closes
 * only this file's contexts; the browser itself stays up for the next file.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

/**
 * `it` with a `browser`: one connection per worker to the run's Chromium (the files of a worker run
 * one after another in it), closed after its last file with the contexts left open, so the pages of
 * `visit` serve every file of the worker. Hooks take it too: `it.beforeAll(({ browser }) => ...)`.
 */
// The empty pattern is how vitest learns that the fixture needs no other fixture.
// biome-ignore lint/correctness/noEmptyPattern: vitest reads the fixture's parameter list.
export const it = test.extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
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
  const { errors } = record(page);
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { context, page, errors };
}

export interface Recording {
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Requests to any host but the test server. */
  outside: string[];
  /** Console messages of any level about a policy (Content-Security-Policy, Permissions-Policy). */
  policyMessages: string[];
  /** Stops recording. */
  stop(): void;
}

/** Records what a page reports from now on: errors, policy messages and requests to other hosts. */
export function record(page: Page): Recording {
  const recording: Recording = { errors: [], outside: [], policyMessages: [], stop: () => {} };
  const local = new URL(inject('siteUrl')).host;
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') recording.errors.push(message.text());
    if (/content.security.policy|permissions.policy/i.test(message.text())) recording.policyMessages.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => void recording.errors.push(error.message);
  const onRequest = (request: Request) =>
    void (/^https?:/.test(request.url()) && new URL(request.url()).host !== local && recording.outside.push(request.url()));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  recording.stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  };
  return recording;
}

export interface VisitOptions extends PageOptions {
  deviceScaleFactor?: number;
  isMobile?: boolean;
  hasTouch?: boolean;
}

export interface Visit extends Omit<Recording, 'stop'> {
  page: Page;
  /** The response for the document the visit opened (null when it opened none). */
  response: Response | null;
  /**
   * Ends the visit: fails if the page reported a Content-Security-Policy violation, then hands the
   * page back (routes removed, storage cleared, on an empty page of the site's origin) for the next visit.
   */
  close(): Promise<void>;
}

/** Idle pages per browser connection, by the settings a page cannot change once made. */
const idle = new WeakMap<Browser, Map<string, Page[]>>();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Runs before any page script: keeps every securitypolicyviolation the document sees. */
export function recordViolations() {
  window.cspViolations = [];
  document.addEventListener(
    'securitypolicyviolation',
    (e) => window.cspViolations!.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    true,
  );
}

/** The Content-Security-Policy violations the page's document has seen so far. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => window.cspViolations ?? ['the violation recorder did not run']);

async function takePage(browser: Browser, options: VisitOptions): Promise<[Page, Page[]]> {
  const settings = {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    isMobile: options.isMobile ?? false,
    hasTouch: options.hasTouch ?? false,
  };
  const pools = idle.get(browser) ?? new Map<string, Page[]>();
  idle.set(browser, pools);
  const key = JSON.stringify(settings);
  const pool = pools.get(key) ?? [];
  pools.set(key, pool);
  const reused = pool.pop();
  if (reused) {
    await reused.setViewportSize(options.viewport ?? DESKTOP);
    // Screen media too: a print test may have left the page printing.
    await reused.emulateMedia({ reducedMotion: options.reducedMotion ?? 'no-preference', media: null });
    return [reused, pool];
  }
  const context = await browser.newContext({ ...settings, viewport: options.viewport ?? DESKTOP, reducedMotion: options.reducedMotion ?? 'no-preference' });
  await context.addInitScript(recordViolations);
  return [await context.newPage(), pool];
}

/**
 * Opens `path` (or nothing, with null) in a page kept for visits with the same settings: a new
 * context and page cost Chromium about three times a page load on two cores, so a visit navigates
 * a page an earlier visit handed back, after `close()` removed its routes and cleared its storage.
 * A test that needs a page no other test has touched (a clock, an init script, its own HTTP cache)
 * makes its own context instead.
 */
export async function visit(browser: Browser, path: string | null, options: VisitOptions = {}): Promise<Visit> {
  const [page, pool] = await takePage(browser, options);
  const { stop, ...recorded } = record(page);
  const response = path === null ? null : await page.goto(siteUrl(path), { waitUntil: 'load' });
  return {
    page,
    ...recorded,
    response,
    close: async () => {
      const violations = page.url().startsWith('http') ? await cspViolations(page).catch(() => []) : [];
      stop();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const other of page.context().pages()) if (other !== page) await other.close();
      await page.context().clearCookies();
      if (page.url().startsWith(inject('siteUrl')))
        await page
          .evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          })
          .catch(() => {});
      await page.mouse.move(-1, -1);
      // An empty page of the same origin, not about:blank: leaving the site's origin makes Chromium
      // start a new renderer process for the next visit, which costs more processor time than a page load.
      await page.goto(siteUrl(BLANK_PATH));
      pool.push(page);
      expect(violations, 'Content-Security-Policy violations during the visit').toEqual([]);
    },
  };
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
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || (a.effect as KeyframeEffect | null)?.target?.classList.contains('particle')),
  );

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
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
      }));
    },
    [include ?? null, AXE_TAGS] as const,
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.summary.split('\n')[1]?.trim() ?? v.help}`));
}
