import { chromium } from 'playwright-core';
import { startStaticServer } from '../scripts/serve.ts';
const server = await startStaticServer({ dir: 'dist', basePath: '/' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 390, 1280, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto(server.url + 'contact/');
  const info = await page.evaluate(() => [...document.querySelectorAll('.contact-card')].map((card) => {
    const a = card.querySelector('a')!; const c = card.getBoundingClientRect(); const r = a.getBoundingClientRect();
    const range = document.createRange(); range.selectNodeContents(a);
    const lines = [...range.getClientRects()].map((x) => Math.round(x.left) + '-' + Math.round(x.right));
    return `${card.className.split('--')[1]}: card ${Math.round(c.left)}-${Math.round(c.right)} link ${Math.round(r.left)}-${Math.round(r.right)} lines ${lines.join(',')} sw ${a.scrollWidth}/${a.clientWidth} fs ${getComputedStyle(a).fontSize}`;
  }));
  console.log(width, info.join('\n   '));
  await page.screenshot({ path: `.scratch/contact-${width}.png`, fullPage: false, clip: undefined });
  await page.close();
}
await browser.close(); await server.close();
