import puppeteer from 'puppeteer-core';
import { readRecordedErrors, type EnginePage } from './engine.ts';
import { callExpression, pollExpression, START_MS, WAIT_MS, within } from './wait.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi: one browser, one page. BiDi has no
 * reduced-motion emulation, so the page asks Firefox itself: `ui.prefersReducedMotion` is the
 * preference behind the system setting, read live, and set from the browser's own (chrome)
 * context, which `--remote-allow-system-access` opens to the driver.
 */
export async function openFirefox(siteUrl: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    timeout: START_MS,
    args: ['--remote-allow-system-access'],
    // Keep the closed network quiet: no update, telemetry or suggestion requests.
    extraPrefsFirefox: {
      // Scrollbars over the page, as on a phone (and in headless Chromium): the page keeps the viewport's full width.
      'ui.useOverlayScrollbars': 1,
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
    },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT_MS);
  let native: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') native.push(message.text());
  });
  page.on('pageerror', (error) => native.push(String((error as Error).message ?? error)));
  const connection = (browser as unknown as { connection: { send(method: string, params: object): Promise<{ result: any }> } }).connection;
  const chromeContext = async () => {
    const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
    return result.contexts[0].context as string;
  };
  return {
    engine: 'firefox',
    clickFindsTheElement: false,
    async goto(path) {
      native = [];
      await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href, { waitUntil: 'load', timeout: START_MS });
    },
    setViewport: (viewport) => page.setViewport(viewport),
    async setReducedMotion(reduce) {
      const expression = `Services.prefs.setIntPref('ui.prefersReducedMotion', ${reduce ? 1 : 0}); true`;
      await connection.send('script.evaluate', { expression, target: { context: await chromeContext() }, awaitPromise: false });
      await page.waitForFunction((want) => matchMedia('(prefers-reduced-motion: reduce)').matches === want, {}, reduce);
    },
    evaluate: (fn, ...args) => page.evaluate(callExpression(fn, args)) as never,
    async waitFor(what, fn, ...args) {
      const done = (await page.evaluate(pollExpression(fn, args))) as { value: never } | null;
      if (!done) throw new Error(`firefox: waited ${WAIT_MS} ms for ${what}`);
      return done.value;
    },
    // At the point found still and uncovered: an element click would find it again, at four times the cost.
    click: ({ x, y }) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png`, fullPage: true })),
    errors: async () => [...native, ...(await page.evaluate(readRecordedErrors))],
    // A close that hangs (a stuck content process) ends with the browser killed, not the hook's timeout.
    async close() {
      await within(10_000, 'firefox: closing the browser', browser.close()).catch(() => {});
      browser.process()?.kill('SIGKILL');
    },
  };
}
