// `npm run bench:search [-- --dist DIR] [--runs N] [--query TEXT]`: what the site search costs.
// Prints the bytes of dist/pagefind (in all and per kind of file), the bytes a first query fetches
// (Pagefind's runtime, index chunks and fragments, as sent), and the time from the first keystroke
// on /search/ to the first result on a throttled phone (4× CPU slowdown, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up; a fresh browser context each run, so nothing is cached): the median
// of the runs. A figure, not a test: test/build/search.test.ts holds the runtime to its budget.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import { startStaticServer } from '../../scripts/serve.ts';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dir = resolve(root, arg('--dist') ?? 'dist');
const runs = Number(arg('--runs') ?? 5);
const query = arg('--query') ?? 'hawk eagle';
const PHONE = { width: 390, height: 844 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1e6) / 8, uploadThroughput: (750 * 1e3) / 8 };
const CPU_SLOWDOWN = 4;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every file under `folder`, with its size and gzip size. */
function files(folder: string): { path: string; bytes: number; gzip: number }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, bytes: statSync(path).size, gzip: gzipSync(readFileSync(path), { level: 9 }).length }));
}

/** The kind of a Pagefind file, for the size table. */
function kindOf(path: string): string {
  if (path.endsWith('.pf_fragment')) return 'fragments (one per page)';
  if (path.endsWith('.pf_index')) return 'index chunks';
  if (path.endsWith('.pf_filter')) return 'filters';
  if (path.endsWith('.pf_meta')) return 'metadata';
  if (path.endsWith('.pagefind')) return 'WebAssembly';
  if (path.endsWith('.js')) return 'JavaScript (pagefind.js, worker)';
  return 'other (entry JSON)';
}

function indexSizes(): void {
  const all = files(join(dir, 'pagefind'));
  const byKind = new Map<string, { n: number; bytes: number; gzip: number }>();
  for (const f of all) {
    const k = byKind.get(kindOf(f.path)) ?? { n: 0, bytes: 0, gzip: 0 };
    byKind.set(kindOf(f.path), { n: k.n + 1, bytes: k.bytes + f.bytes, gzip: k.gzip + f.gzip });
  }
  const sum = (key: 'bytes' | 'gzip') => all.reduce((s, f) => s + f[key], 0);
  console.log(`dist/pagefind: ${all.length} files, ${kb(sum('bytes'))} (${kb(sum('gzip'))} gzip; fragments, index chunks and WebAssembly are gzip already)`);
  for (const [kind, k] of [...byKind].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(`  ${kind.padEnd(36)} ${String(k.n).padStart(4)} files ${kb(k.bytes).padStart(10)} ${kb(k.gzip).padStart(10)} gzip`);
}

/** One cold run: the page loaded under throttling, then the query typed; ms to the first result and the bytes Pagefind's requests took. */
async function run(browser: Browser, url: string): Promise<{ ms: number; bytes: number; requests: number }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Bytes on the wire (body as sent, and headers) of every Pagefind request, its worker's included.
  const sizes: Promise<number>[] = [];
  context.on('requestfinished', (request) => {
    if (request.url().includes('/pagefind/')) sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('#site-search[data-ready~="search"]', { timeout: 60_000 });
    const field = page.getByRole('searchbox');
    const started = Date.now();
    await field.focus();
    await field.pressSequentially(query);
    await page.waitForSelector('.site-search-result', { timeout: 60_000 });
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(sizes);
    return { ms, bytes: bytes.reduce((a, b) => a + b, 0), requests: bytes.length };
  } finally {
    await context.close();
  }
}

indexSizes();
const server = await startStaticServer({ dir });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run(browser, new URL('search/', server.url).href));
  const first = results[0]!;
  console.log(`first query "${query}": ${first.requests} Pagefind requests, ${kb(first.bytes)} on the wire`);
  console.log(
    `time from first keystroke to first result, phone (${CPU_SLOWDOWN}× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbps down), ${runs} cold runs: median ${median(results.map((r) => r.ms))} ms (${results.map((r) => r.ms).join(', ')} ms)`,
  );
} finally {
  await browser.close();
  await server.close();
}
