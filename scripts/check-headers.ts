// `npm run check:headers`: grades the home page of dist/ as the MDN HTTP Observatory would, from
// the headers dist/_headers gives it (as Netlify or Cloudflare Pages serve them) and its HTML.
// Exits non-zero below 100 (A+). Options: --dir DIR (default dist/).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { observatoryScore } from './observatory/score.ts';
import { headersFor, parseHeadersFile } from './write/headers.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = values.dir ?? resolve(root, 'dist');
if (!existsSync(join(dir, '_headers'))) {
  console.error(`${join(dir, '_headers')} does not exist: run npm run build first.`);
  process.exit(1);
}
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const basePath = /data-base="([^"]*)"/.exec(html)?.[1] ?? '/';
const headers = headersFor(parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')), basePath);
const { score, grade, tests } = observatoryScore(headers, html);

const width = Math.max(...tests.map((t) => t.test.length));
for (const t of tests) console.log(`${t.test.padEnd(width)}  ${String(t.modifier > 0 ? `+${t.modifier}` : t.modifier).padStart(3)}  ${t.result}`);
console.log(`\nHTTP Observatory score for ${basePath}: ${score} (${grade})`);
if (score < 100) process.exit(1);
