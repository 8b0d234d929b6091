// `npm run bench:js-off [-- --dist DIR] [--list]`: per page and width, how many visible text
// strings a visitor sees with JavaScript on that the same page does not show with it off (the site
// promises all content in the HTML). A figure, not a test: test/e2e/js-off.test.ts holds the
// widgets' labels to it. `--list` prints the missing strings; `--dist` measures another build.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { checklistTours } from '../../model/packages.ts';
import { checklistPath } from '../../model/checklists.ts';
import { fixedRoutes } from '../../templates/routes.ts';
import { missingTexts, openFor, visibleTexts } from './js-off.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import { loadContent } from '../../scripts/content/load.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dir = resolve(root, distArg >= 0 ? args[distArg + 1]! : 'dist');
const list = args.includes('--list');
const widths = [390, 1440];
const content = await loadContent(resolve(root, 'content'), root);
const urls = [...fixedRoutes(content).map((route) => route.url), ...checklistTours(content).map(checklistPath)];

const server = await startStaticServer({ dir });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const rows: string[][] = [];
  const details: string[] = [];
  for (const url of urls) {
    const row = [url];
    for (const width of widths) {
      const viewport = { width, height: 900 };
      const texts = async (js: boolean) => {
        const opened = await openFor(browser, new URL(url.slice(1), server.url).href, viewport, js);
        try {
          return await visibleTexts(opened.page);
        } finally {
          await opened.close();
        }
      };
      const on = await texts(true);
      const missing = missingTexts(on, await texts(false));
      row.push(`${missing.length} of ${new Set(on).size}`);
      if (list && missing.length > 0) details.push(`${url} at ${width} px:`, ...missing.map((text) => `  ${JSON.stringify(text)}`));
    }
    rows.push(row);
  }
  const header = ['page', ...widths.map((w) => `missing with JS off, ${w} px`)];
  const table = [header, ...rows];
  const widthsOf = header.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  for (const row of table) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widthsOf[i]!) : cell.padStart(widthsOf[i]!))).join('  '));
  if (details.length > 0) console.log(`\n${details.join('\n')}`);
} finally {
  await browser.close();
  await server.close();
}
