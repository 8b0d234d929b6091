// `npm run bench:life-list`: what reading a life list costs on the phone it is pasted into. Prints
// the time Node takes to read a keen birder's 10,000-row MyEBirdData.csv (the median of 20 runs,
// after one to warm up) and the bytes of widgets/life-list/parse.ts as shipped: bundled, minified,
// ESM, gzip. Figures, not a test: test/unit/life-list-parse.test.ts holds what the parse finds.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { taxonomyChanges } from '../../model/taxonomy-changes.ts';
import { bigExport } from '../fixtures/ebird/big.ts';
import { parseExport } from '../../widgets/life-list/parse.ts';

const RUNS = 20;
const root = resolve(import.meta.dirname, '../..');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const text = bigExport();
parseExport(text, 'MyEBirdData.csv', taxonomyChanges);
const times = Array.from({ length: RUNS }, () => {
  const start = performance.now();
  parseExport(text, 'MyEBirdData.csv', taxonomyChanges);
  return performance.now() - start;
});
const list = parseExport(text, 'MyEBirdData.csv', taxonomyChanges);
const species = 'error' in list ? list.error : list.counts.species;
console.log(
  `parseExport, 10,000 rows (${(text.length / 1024 / 1024).toFixed(1)} MB, ${species} species): ${median(times).toFixed(1)} ms median of ${RUNS} runs`,
);

const bundle = await build({
  entryPoints: [resolve(root, 'widgets/life-list/parse.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  logLevel: 'silent',
});
const code = bundle.outputFiles[0]!.contents;
console.log(`widgets/life-list/parse.ts, bundled and minified: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} bytes gzip`);

// Lifers per package for a fixture list (test/fixtures/ebird/life-list.csv, the life-list download
// of a birder who has been to Java once), any month and July, from the life list's own data.
{
  const { readFileSync } = await import('node:fs');
  const { loadContent } = await import('../../scripts/content/load.ts');
  const { siteFiles } = await import('../../templates/files.ts');
  const { unpackPackages } = await import('../../widgets/coverage.ts');
  const { packageLifers } = await import('../../widgets/on-use/life-list.ts');
  const { onList } = await import('../../widgets/life-list/parse.ts');
  const content = await loadContent(resolve(root, 'content'), root);
  const file = siteFiles(content, 'https://example.org', '/').find((f) => f.path === '/species/life-list.json')!;
  const d = JSON.parse(file.contents) as import('../../widgets/life-list/data.ts').LifeListData;
  const list = parseExport(readFileSync(resolve(root, 'test/fixtures/ebird/life-list.csv'), 'utf8'), 'life-list.csv', taxonomyChanges);
  if ('error' in list) throw new Error(`test/fixtures/ebird/life-list.csv: ${list.error}`);
  const ids = new Set(d.birds.map(([id]) => id));
  const seen = new Set(d.birds.filter(([id, name, scientific]) => onList(list, { id, name, scientific })).map(([id]) => id));
  console.log(
    `lifers per package for test/fixtures/ebird/life-list.csv (${list.counts.species} species, ${seen.size} of them birds of our packages), possible (regular or likely):`,
  );
  for (const [i, p] of unpackPackages(d.packages, [...ids]).entries()) {
    const any = packageLifers(p, undefined, ids, seen);
    const july = packageLifers(p, 6, ids, seen);
    console.log(
      `  ${d.packages[i]!.tourName}: ${p.title}: any month ${any.lifers.length} (${any.sure.length}), July ${july.lifers.length} (${july.sure.length})`,
    );
  }
}

// On a throttled phone profile: the built site's /species/ in Debian's Chromium at 4× CPU
// slowdown, the 10,000-row file picked in the panel. Prints the parse alone (parse.ts run in the
// page, median of 5) and the whole use (pick to the drawn lifers: read, parse, fetch, count, draw),
// and the bytes the first use brought.
const { chromium } = await import('playwright-core');
const { CHROMIUM, CHROMIUM_ARGS } = await import('../helpers/chromium.ts');
const { startStaticServer } = await import('../../scripts/serve.ts');
const { existsSync, readFileSync } = await import('node:fs');
const dist = resolve(root, 'dist');
if (!existsSync(resolve(dist, 'species/index.html'))) throw new Error('run `npm run build` first: the phone figures read dist/');
const server = await startStaticServer({ dir: dist, host: '127.0.0.1', port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  // The site's policy allows no inline script: the bench's own copy of the parser goes in past it.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const fetched: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (r) => {
    if (/on-use-life-list|life-list\.json/.test(r.url())) fetched.push(r.body().then((body) => ({ url: r.url(), bytes: body.length })));
  });
  await page.goto(new URL('species/', server.url).href, { waitUntil: 'load' });
  await page.waitForSelector('#life-list[data-ready~="life-list"]');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const iife = await build({
    entryPoints: [resolve(root, 'widgets/life-list/parse.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'lifeListParse',
    write: false,
    logLevel: 'silent',
  });
  await page.addScriptTag({ content: iife.outputFiles[0]!.text });
  const inPage = await page.evaluate(
    ([csv, changes]) => {
      const parse = (window as unknown as { lifeListParse: { parseExport: typeof parseExport } }).lifeListParse.parseExport;
      return Array.from({ length: 5 }, () => {
        const start = performance.now();
        parse(csv!, 'MyEBirdData.csv', JSON.parse(changes!));
        return performance.now() - start;
      });
    },
    [text, JSON.stringify(taxonomyChanges)],
  );
  console.log(`in Chromium at 4× CPU slowdown, parseExport of the 10,000 rows: ${median(inPage).toFixed(0)} ms median of 5`);
  // Timed in the page, from the file input's change (the file is in the browser) to the first lifer line drawn.
  await page.evaluate(() => {
    const w = window as unknown as { picked?: number; drawn?: number };
    document.addEventListener('change', () => (w.picked ??= performance.now()), true);
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.life-list-packages li')) return;
      w.drawn = performance.now();
      observer.disconnect();
    }).observe(document.getElementById('life-list')!, { childList: true, subtree: true });
  });
  await page.locator('#life-list-file').setInputFiles({ name: 'MyEBirdData.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.waitForFunction(() => (window as unknown as { drawn?: number }).drawn !== undefined, undefined, { timeout: 60_000 });
  const use = await page.evaluate(() => {
    const w = window as unknown as { picked: number; drawn: number };
    return w.drawn - w.picked;
  });
  console.log(`  the whole first use, file picked to lifers drawn (read, parse, fetch code and data from 127.0.0.1, count, draw): ${use.toFixed(0)} ms`);
  for (const f of await Promise.all(fetched)) {
    const file = resolve(dist, new URL(f.url).pathname.slice(1));
    console.log(`  first use fetched ${new URL(f.url).pathname}: ${f.bytes} bytes, ${gzipSync(readFileSync(file), { level: 9 }).length} bytes gzip`);
  }
} finally {
  await browser.close();
  await server.close();
}
