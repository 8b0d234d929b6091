// `npm run check:launch`: lists everything that must change before the site goes live — values
// marked `# SAMPLE` in content/, claims marked `# CONFIRM:` that the operator must confirm,
// image ids still shown as stand-in artwork, photos without a credit in content/photos/photos.yaml,
// and `.example` addresses in the built dist/. Exits 1 while anything is left, 0 when the site is ready.
// Species pages without a photo are listed as a warning: such a page shows no picture, and may go live;
// so are figures the words state (years, days, counts) that differ from what the content counts, and
// photos smaller than the largest size a page shows them at.
// Facts that age (site access, Red List categories, counts, legal details) are listed oldest first,
// flagged when not checked for 12 months, as a warning: age never fails the check.
// Options: --content DIR (default content/), --dist DIR (default dist/; build first),
// --facts (only the facts that age: the operator's yearly re-check; needs no build),
// --today YYYY-MM-DD (the day facts are aged from; default the clock's).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchReport } from './launch/report.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { content: { type: 'string' }, dist: { type: 'string' }, facts: { type: 'boolean' }, today: { type: 'string' } } });
if (values.today !== undefined && !/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/.test(values.today)) {
  process.stderr.write(`check:launch: --today must be a day written as 2026-12-02 (year, month, day) — found "${values.today}".\n`);
  process.exit(2);
}
const report = await launchReport({
  contentDir: resolve(values.content ?? resolve(root, 'content')),
  distDir: resolve(values.dist ?? resolve(root, 'dist')),
  root,
  today: values.today,
  factsOnly: values.facts,
});
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.exit(report.status);
