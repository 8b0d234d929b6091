// `npm run check:launch`: lists everything that must change before the site goes live — values
// marked `// SAMPLE` in content/, claims marked `// CONFIRM:` that the operator must confirm,
// image ids still shown as stand-in artwork, photos without a credit in content/photos/photos.yaml,
// and `.example` addresses in the built dist/. Exits 1 while anything is left, 0 when the site is ready.
// Species pages without a photo are listed as a warning: such a page shows no picture, and may go live;
// so are figures the words state (years, days, counts) that differ from what the content counts, and
// photos smaller than the largest size a page shows them at.
// Options: --content DIR (default content/), --dist DIR (default dist/; build first).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchReport } from './launch/report.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { content: { type: 'string' }, dist: { type: 'string' } } });
const report = await launchReport({
  contentDir: resolve(values.content ?? resolve(root, 'content')),
  distDir: resolve(values.dist ?? resolve(root, 'dist')),
  root,
});
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.exit(report.status);
