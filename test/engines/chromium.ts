import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../helpers/chromium.ts';
import { readRecordedErrors, type EnginePage } from './engine.ts';
import { callExpression, pollExpression, START_MS, WAIT_MS } from './wait.ts';

/** Chromium through playwright-core, the engine the e2e files use: one browser, one page. */
export async function openChromium(siteUrl: string): Promise<EnginePage> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_ARGS, timeout: START_MS });
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  let native: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') native.push(message.text());
  });
  page.on('pageerror', (error) => native.push(error.message));
  return {
    engine: 'chromium',
    clickFindsTheElement: false,
    async goto(path) {
      native = [];
      await page.goto(new URL(path.replace(/^\//, ''), siteUrl).href, { waitUntil: 'load', timeout: START_MS });
    },
    setViewport: (viewport) => page.setViewportSize(viewport),
    setReducedMotion: (reduce) => page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' }),
    // Expressions, evaluated by the driver: the page's Content-Security-Policy does not apply to them.
    evaluate: (fn, ...args) => page.evaluate(callExpression(fn, args)),
    async waitFor(what, fn, ...args) {
      const done = (await page.evaluate(pollExpression(fn, args))) as { value: never } | null;
      if (!done) throw new Error(`chromium: waited ${WAIT_MS} ms for ${what}`);
      return done.value;
    },
    // At the point found still and uncovered: a locator's click would wait for that again, frame by
    // frame, at four times the cost.
    click: ({ x, y }) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => void (await page.screenshot({ path: file, fullPage: true })),
    errors: async () => [...native, ...(await page.evaluate(readRecordedErrors))],
    close: () => browser.close(),
  };
}
