import { chromium } from 'playwright-core';
import { startStaticServer } from '/work/main/scripts/serve.ts';
const dir = process.argv[2] ?? '/tmp/wm-dist';
const { url, close } = await startStaticServer({ dir });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const path of ['mammals-tour/', 'waterbird-tour/']) {
  for (const width of [390, 1440]) {
    for (const js of [true, false]) {
      if (!js && width === 1440) continue;
      const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, reducedMotion: 'reduce' });
      const page = await ctx.newPage();
      page.on('console', (m) => m.type() === 'error' && console.log('console error', path, m.text()));
      await page.goto(url + path, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      const name = `/tmp/wm-shots/${path.replace('/', '')}-${width}${js ? '' : '-nojs'}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name, await page.evaluate(() => document.documentElement.scrollHeight));
      await ctx.close();
    }
  }
}
await browser.close();
await close();
