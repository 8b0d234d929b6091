// `npm run check:hosts`: serves the built site with nginx, Apache and Caddy on the configs we
// publish (hosts/, dist/.htaccess) and with `npm run preview`'s server, and prints the table each
// must pass; then the same for a copy built with --base /tours/ in a temp folder. Exits non-zero
// on any failure or a missing server. Options: --dir DIR (default dist/), --no-base (skip /tours/).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildUnderBase, servedCopy } from './hosts/build-site.ts';
import { rows, siteFacts } from './hosts/checks.ts';
import { hosts, INSTALL_LINE, installed, type Site } from './hosts/servers.ts';

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

let failed = false;
async function table(title: string, site: Site) {
  const facts = siteFacts(site);
  const columns: { label: string; results: string[] }[] = [];
  const problems: string[] = [];
  for (const host of hosts) {
    const version = host.version();
    const label = host.binary ? `${host.name} ${version ?? ''}`.trim() : host.name;
    if (!installed(host)) {
      failed = true;
      problems.push(`${host.name}: not installed (${INSTALL_LINE})`);
      columns.push({ label, results: rows.map(() => 'missing') });
      continue;
    }
    let server: Awaited<ReturnType<typeof host.start>>;
    try {
      server = await host.start(site);
    } catch (error) {
      failed = true;
      problems.push(`${host.name} did not start: ${(error as Error).message}`);
      columns.push({ label, results: rows.map(() => 'FAIL') });
      continue;
    }
    const results: string[] = [];
    try {
      for (const row of rows) {
        try {
          await row.check(server.origin, facts, server);
          results.push('pass');
        } catch (error) {
          failed = true;
          results.push('FAIL');
          problems.push(`${host.name}, ${row.name}: ${(error as Error).message}`);
        }
      }
    } finally {
      await server.stop();
    }
    columns.push({ label, results });
  }
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\n${title}\n`);
  console.log(`| ${'check'.padEnd(width)} | ${columns.map((c) => c.label).join(' | ')} |`);
  console.log(`|${'-'.repeat(width + 2)}|${columns.map((c) => '-'.repeat(c.label.length + 2)).join('|')}|`);
  rows.forEach((row, i) => console.log(`| ${row.name.padEnd(width)} | ${columns.map((c) => c.results[i]!.padEnd(c.label.length)).join(' | ')} |`));
  for (const problem of problems) console.log(`\n${problem}`);
}

// The servers read a copy open to all: their workers may not enter the folder the checkout sits in.
const copy = servedCopy(dir);
try {
  await table(`${dir} at / (${siteFacts(copy.site).pages.length} pages, served from a copy in ${copy.site.docRoot})`, copy.site);
} finally {
  copy.remove();
}
if (!values['no-base']) {
  const built = await buildUnderBase('/tours/');
  try {
    await table(`built with --base /tours/ into ${join(built.site.docRoot, 'tours')}/`, built.site);
  } finally {
    built.remove();
  }
}
process.exit(failed ? 1 : 0);
