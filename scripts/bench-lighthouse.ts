// `npm run bench:lighthouse [-- /path/ …]`: Lighthouse mobile runs of dist/ served on 127.0.0.1.
// A benchmark, not a test: it prints scores, LCP, CLS and TBT per page. Build first.
import { resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routes } from '../templates/routes.ts';
import { startStaticServer } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets = paths.length > 0 ? paths : routes.filter((r) => r.indexable).map((r) => r.url);

const server = await startStaticServer({ dir: resolve(root, 'dist') });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});

console.log('page                 perf  a11y  best   seo   LCP ms  CLS     TBT ms');
for (const path of targets) {
  const result = await lighthouse(new URL(path.slice(1), server.url).href, { port: chrome.port, output: 'json', logLevel: 'error' });
  const lhr = result!.lhr;
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
  const metric = (id: string, digits = 0) => (lhr.audits[id]?.numericValue ?? NaN).toFixed(digits);
  console.log(
    `${path.padEnd(20)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}   ${metric('largest-contentful-paint').padStart(6)}  ${metric('cumulative-layout-shift', 3).padEnd(6)}  ${metric('total-blocking-time').padStart(6)}`,
  );
}
chrome.kill();
await server.close();
process.exit(0);
