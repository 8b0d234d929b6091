// `npm run check:launch`: lists everything that must change before the site goes live — values
// marked `// SAMPLE` in content/, claims marked `// CONFIRM:` that the operator must confirm,
// image ids still shown as stand-in artwork, photos without a credit in content/photos/photos.yaml,
// and `.example` addresses in the built dist/. Exits 1 while anything is left, 0 when the site is ready.
// Species pages without a photo are listed as a warning: such a page shows no picture, and may go live;
// so are figures the words state (years, days, counts) that differ from what the content counts, and
// photos smaller than the largest size a page shows them at.
// Options: --content DIR (default content/), --dist DIR (default dist/; build first).
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from './content/load.ts';
import { figureMismatches, specFigures } from './launch/figures.ts';
import { formatBuildError } from './lib/build-error.ts';
import { findClaimsToConfirm, findExampleDomains, findSampleValues, findSpeciesWithoutPhotos, findStandIns, findUncreditedPhotos, isBuilt } from './launch/checks.ts';
import { findPhotosSmallerThanShown } from './launch/photo-sizes.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { content: { type: 'string' }, dist: { type: 'string' } } });
const contentDir = resolve(values.content ?? resolve(root, 'content'));
const distDir = resolve(values.dist ?? resolve(root, 'dist'));

if (!isBuilt(distDir)) {
  console.error(`check:launch: ${relative(process.cwd(), distDir) || distDir} holds no built site: run \`npm run build\` first.`);
  process.exit(2);
}

// biome-ignore lint/suspicious/noImplicitAnyLet: each takes its type from the Promise.all below.
let samples, claims, standIns, examples, uncredited, unphotographed, figures, small, fixed;
try {
  [samples, claims, standIns, examples, uncredited, unphotographed, figures, small, fixed] = await Promise.all([
    findSampleValues(contentDir, root),
    findClaimsToConfirm(contentDir, root),
    findStandIns(contentDir, root),
    findExampleDomains(distDir),
    findUncreditedPhotos(contentDir, root),
    findSpeciesWithoutPhotos(contentDir, root),
    loadContent(contentDir, root).then(figureMismatches),
    findPhotosSmallerThanShown(contentDir, root),
    loadContent(contentDir, root).then(specFigures),
  ]);
} catch (error) {
  console.error(formatBuildError(error));
  process.exit(2);
}

const sections: string[] = [];
if (samples.length > 0) {
  const lines = samples.map((s) => `  ${s.file}:${s.line}  ${s.code.length > 100 ? `${s.code.slice(0, 97)}...` : s.code}`);
  sections.push(`Sample values to replace (${samples.length}; replace each value, then delete its "// SAMPLE" marker):\n${lines.join('\n')}`);
}
if (claims.length > 0) {
  const lines = claims.map((c) => `  ${c.file}:${c.line}  ${c.code.length > 100 ? `${c.code.slice(0, 97)}...` : c.code}\n      ${c.note}`);
  sections.push(
    `Claims to confirm (${claims.length}; each disagrees with another figure on the site, or only you can vouch for it: keep or correct the value, then delete its "// CONFIRM" marker):\n${lines.join('\n')}`,
  );
}
if (standIns.length > 0) {
  const lines = standIns.map((id) => `  ${id}  →  content/photos/${id}.jpg`);
  sections.push(`Pictures still shown as stand-in artwork (${standIns.length}; add a photo named after each id, see README "Adding photos"):\n${lines.join('\n')}`);
}
if (uncredited.length > 0) {
  const lines = uncredited.map((p) => `  ${p.id}  (${p.file})`);
  sections.push(`Photos without a credit (${uncredited.length}; add the photographer and licence under each id in content/photos/photos.yaml, see README "Credits and crops"):\n${lines.join('\n')}`);
}
if (examples.length > 0) {
  const lines = examples.map((e) => `  ${e.address}  in ${e.files.length} file${e.files.length === 1 ? '' : 's'} (${e.files.slice(0, 3).join(', ')}${e.files.length > 3 ? ', …' : ''})`);
  sections.push(`Placeholder ".example" addresses in the built site (${examples.length}; set real ones in content/site.ts or SITE_URL, then rebuild):\n${lines.join('\n')}`);
}

// A species page without a photo shows none (never stand-in artwork): worth a photo, but no reason to wait.
const warnings: string[] = [];
if (unphotographed.length > 0) {
  const lines = unphotographed.map((s) => `  ${s.english}  ${s.path}  →  content/photos/${s.imageId}.jpg`);
  warnings.push(
    `Warning: species pages without a photo (${unphotographed.length}; each shows no picture until a photo named after its image id is added, see README "Adding photos"):\n${lines.join('\n')}`,
  );
}
// A figure the words state and the content counts otherwise: the words may be the specification's,
// so they stay until the operator says which is true.
if (figures.length > 0) {
  const lines = figures.map((f) => `  ${f.where}: "${f.text}" says ${f.stated}; the content counts ${f.computed} (${f.how})`);
  warnings.push(`Warning: figures the words state that the content counts otherwise (${figures.length}; correct the words or the content, whichever is wrong):\n${lines.join('\n')}`);
}
// The figures the specification fixes, each beside what the content counts or a source gives: the
// words stay as the specification writes them until the operator decides.
if (fixed.length > 0) {
  const lines = fixed.map((f) => `  ${f.where}: "${f.text}" — beside it: ${f.beside}`);
  warnings.push(`Figures the specification fixes (${fixed.length}; the words stay as written: check each against the value beside it, and correct the words if you decide so):\n${lines.join('\n')}`);
}
if (small.length > 0) {
  const lines = small.map((p) => `  ${p.id}  ${p.use} crop ${p.fits} px wide, shown up to ${p.largest} px  (${p.file}, ${p.width} × ${p.height})`);
  warnings.push(
    `Warning: photos smaller than shown (${small.length} uses of ${new Set(small.map((p) => p.id)).size} photos; each looks soft where a page shows it wider than its crop: replace it with a larger photo if you have one, see README "Adding photos"):\n${lines.join('\n')}`,
  );
}
const warningLine = [
  unphotographed.length > 0 ? `${unphotographed.length} species pages without a photo` : '',
  figures.length > 0 ? `${figures.length} figures that differ from what the content counts` : '',
  small.length > 0 ? `${small.length} photo uses smaller than shown` : '',
]
  .filter(Boolean)
  .map((line) => `\ncheck:launch: warning — ${line}.`)
  .join('');

if (sections.length === 0) {
  if (warnings.length > 0) console.log(`${warnings.join('\n\n')}\n`);
  console.log(`check:launch: ready to go live — no sample values, no claims to confirm, no stand-in pictures, no .example addresses, every photo credited.${warningLine}`);
  process.exit(0);
}
console.log([...sections, ...warnings].join('\n\n'));
console.log(
  `\ncheck:launch: not ready — ${samples.length} sample values, ${claims.length} claims to confirm, ${standIns.length} stand-in pictures, ${examples.length} .example addresses left, ${uncredited.length} photos without a credit.${warningLine}`,
);
process.exit(1);
