// `npm run check:hosts`: serves the built site with nginx, Apache and Caddy on the configs we
// publish (hosts/, dist/.htaccess) and with `npm run preview`'s server, and prints the table each
// must pass; then the same for a copy built with --base /tours/ in a temp folder. Exits non-zero
// on any failure or a missing server. The table lives in scripts/hosts/table.ts.
// Options: --dir DIR (default dist/), --no-base (skip /tours/).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildUnderBase, servedCopy } from './hosts/build-site.ts';
import { siteFacts } from './hosts/checks.ts';
import { hostTable } from './hosts/table.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { dir: { type: 'string' }, 'no-base': { type: 'boolean', default: false } } });
const dir = resolve(values.dir ?? join(root, 'dist'));
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`${dir} holds no built site: run npm run build first.`);
  process.exit(1);
}
const basePath = /data-base="([^"]*)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[1] ?? '/';
if (basePath !== '/') {
  console.error(`${dir} was built for ${basePath}: check:hosts serves dist/ as a root site; it builds its own copy under /tours/.`);
  process.exit(1);
}

let passed = true;
// The servers read a copy open to all: their workers may not enter the folder the checkout sits in.
const copy = servedCopy(dir);
try {
  passed = (await hostTable(`${dir} at / (${siteFacts(copy.site).pages.length} pages, served from a copy in ${copy.site.docRoot})`, copy.site)) && passed;
} finally {
  copy.remove();
}
if (!values['no-base']) {
  const built = await buildUnderBase('/tours/');
  try {
    passed = (await hostTable(`built with --base /tours/ into ${join(built.site.docRoot, 'tours')}/`, built.site)) && passed;
  } finally {
    built.remove();
  }
}
process.exit(passed ? 0 : 1);
