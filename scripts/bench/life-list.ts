// `npm run bench:life-list`: what reading a life list costs on the phone it is pasted into. Prints
// the time Node takes to read a keen birder's 10,000-row MyEBirdData.csv (the median of 20 runs,
// after one to warm up) and the bytes of widgets/life-list/parse.ts as shipped: bundled, minified,
// ESM, gzip. Figures, not a test: test/unit/life-list-parse.test.ts holds what the parse finds.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { taxonomyChanges } from '../../model/taxonomy-changes.ts';
import { bigExport } from '../../test/fixtures/ebird/big.ts';
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
