// `npm run check:hosts`'s table (its command is scripts/check-hosts.ts): a built site served by each
// host of ./servers.ts, every row of ./checks.ts held against each, printed as one table with the
// problems found below it.
import { rows, siteFacts } from './checks.ts';
import { hosts, INSTALL_LINE, installed, type Site } from './servers.ts';

/** Prints the table of `site` under `title`; returns whether every host was there, started and passed every row. */
export async function hostTable(title: string, site: Site): Promise<boolean> {
  const facts = siteFacts(site);
  const columns: { label: string; results: string[] }[] = [];
  const problems: string[] = [];
  for (const host of hosts) {
    const version = host.version();
    const label = host.binary ? `${host.name} ${version ?? ''}`.trim() : host.name;
    if (!installed(host)) {
      problems.push(`${host.name}: not installed (${INSTALL_LINE})`);
      columns.push({ label, results: rows.map(() => 'missing') });
      continue;
    }
    let server: Awaited<ReturnType<typeof host.start>>;
    try {
      server = await host.start(site);
    } catch (error) {
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
  // Every missing host, failed start and failed row added a problem.
  return problems.length === 0;
}
