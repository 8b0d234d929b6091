// `npm run photos`: writes the contact sheet, a page listing every image id the site shows (where,
// alt text and caption, stand-in or photo, each crop, source size, warnings) and the species pages
// without a photo, and prints a summary.
// Not part of the site and never deployed. Options: --content DIR, --out DIR (default .cache/contact-sheet).
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

process.env.NODE_ENV ??= 'production';
const { buildContactSheet, summaryLine } = await import('./assets/images/contact-sheet.ts');
const { contactSheetHtml } = await import('./assets/images/contact-sheet-html.ts');
const { formatBuildError } = await import('./lib/build-error.ts');

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { content: { type: 'string' }, out: { type: 'string' } } });
const outDir = resolve(values.out ?? join(root, '.cache', 'contact-sheet'));
try {
  const sheet = await buildContactSheet({ root, contentDir: resolve(values.content ?? join(root, 'content')), outDir });
  await writeFile(join(outDir, 'index.html'), contactSheetHtml(sheet, new Date().toISOString().slice(0, 16).replace('T', ' ')));
  for (const line of sheet.general) console.log(`warning: ${line}`);
  for (const entry of sheet.entries) for (const warning of entry.warnings) console.log(`warning: ${entry.id}: ${warning}`);
  const species = sheet.speciesWithoutPhoto;
  if (species.length > 0)
    console.log(`species pages without a photo (${species.length}, they show none): ${species.map((s) => `${s.english} (${s.imageId})`).join(', ')}`);
  const page = join(outDir, 'index.html');
  const shown = relative(process.cwd(), page);
  console.log(`contact sheet: ${summaryLine(sheet)} → ${shown.startsWith('..') ? page : shown}`);
} catch (error) {
  console.error(formatBuildError(error));
  process.exit(1);
}
