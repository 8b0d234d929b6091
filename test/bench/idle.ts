import type { Browser, BrowserContextOptions } from 'playwright-core';

export interface IdleCost {
  /** Main-thread milliseconds per second of idling: all tasks, and script alone. */
  taskMsPerSecond: number;
  scriptMsPerSecond: number;
  /** Style recalculations per second. */
  recalcsPerSecond: number;
}

/**
 * What a loaded page costs while nobody touches it: it loads, settles for a second, then Chrome's
 * Performance metrics are read over `seconds` of real time with no input at all.
 */
export async function measureIdle(browser: Browser, url: string, options: BrowserContextOptions, seconds: number): Promise<IdleCost> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await read();
    await page.waitForTimeout(seconds * 1000);
    const after = await read();
    const perSecond = (name: string, scale = 1) => ((after[name]! - before[name]!) * scale) / seconds;
    return {
      taskMsPerSecond: perSecond('TaskDuration', 1000),
      scriptMsPerSecond: perSecond('ScriptDuration', 1000),
      recalcsPerSecond: perSecond('RecalcStyleCount'),
    };
  } finally {
    await context.close();
  }
}
