// The go-live check of `npm run check:launch` (scripts/check-launch.ts), as a function that returns
// what the command prints and its exit code: the command prints it, and the tests call it in
// process instead of starting a process per case.
import { relative } from 'node:path';
import { loadContent } from '../content/load.ts';
import { formatBuildError } from '../lib/build-error.ts';
import { findClaimsToConfirm, findExampleDomains, findSampleValues, findSpeciesWithoutPhotos, findStandIns, findUncreditedPhotos, isBuilt } from './checks.ts';
import { byAge, datedFacts, factsHeading, formatFacts } from './dated-facts.ts';
import { contradictedFigures, contradictedSpecFigures } from './contradictions.ts';
import { figureMismatches, specFigures } from './figures.ts';
import { findPhotosSmallerThanShown } from './photo-sizes.ts';

export interface LaunchReport {
  /** 0: ready to go live; 1: something is left to change; 2: the check could not run. */
  status: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

export interface LaunchOptions {
  contentDir: string;
  distDir: string;
  /** The project root: paths are printed relative to it. */
  root: string;
  /** The folder a refused dist/ is named relative to (the command's working directory). */
  cwd?: string;
  /** The day facts are aged from (2026-12-02): the command reads the clock, tests pass a day. */
  today?: string;
  /** Only the facts that age, for the operator's yearly re-check: no built site needed. */
  factsOnly?: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Today as the check writes days: the clock's date in UTC. */
const clockDay = () => new Date().toISOString().slice(0, 10);

/** Everything the check finds, before it is written out. */
type Findings = Awaited<ReturnType<typeof gather>>;

/** Runs every check over the content and the built site at once. */
async function gather(contentDir: string, distDir: string, root: string, today: string) {
  const loaded = loadContent(contentDir, root);
  const [samples, claims, standIns, examples, uncredited, unphotographed, figures, small, fixed, aged] = await Promise.all([
    findSampleValues(contentDir, root),
    findClaimsToConfirm(contentDir, root),
    findStandIns(contentDir, root),
    findExampleDomains(distDir),
    findUncreditedPhotos(contentDir, root),
    findSpeciesWithoutPhotos(contentDir, root),
    loaded.then((content) => [...figureMismatches(content), ...contradictedFigures(content)]),
    findPhotosSmallerThanShown(contentDir, root),
    loaded.then((content) => [...specFigures(content), ...contradictedSpecFigures(content)]),
    loaded.then((content) => byAge(datedFacts(content), today)),
  ]);
  return { samples, claims, standIns, examples, uncredited, unphotographed, figures, small, fixed, aged, today };
}

/** The sections that hold the launch back, one per kind of finding. */
function failureSections({ samples, claims, standIns, uncredited, examples }: Findings): string[] {
  const sections: string[] = [];
  if (samples.length > 0) {
    const lines = samples.map((s) => `  ${s.file}:${s.line}  ${s.code.length > 100 ? `${s.code.slice(0, 97)}...` : s.code}`);
    sections.push(`Sample values to replace (${samples.length}; replace each value, then delete its "# SAMPLE" marker):\n${lines.join('\n')}`);
  }
  if (claims.length > 0) {
    const lines = claims.map((c) => `  ${c.file}:${c.line}  ${c.code.length > 100 ? `${c.code.slice(0, 97)}...` : c.code}\n      ${c.note}`);
    sections.push(
      `Claims to confirm (${claims.length}; each disagrees with another figure on the site, or only you can vouch for it: keep or correct the value, then delete its "# CONFIRM" marker):\n${lines.join('\n')}`,
    );
  }
  if (standIns.length > 0) {
    const lines = standIns.map((id) => `  ${id}  →  content/photos/${id}.jpg`);
    sections.push(
      `Pictures still shown as stand-in artwork (${standIns.length}; add a photo named after each id, see docs/owner-guide.md "Adding photos"):\n${lines.join('\n')}`,
    );
  }
  if (uncredited.length > 0) {
    const lines = uncredited.map((p) => `  ${p.id}  (${p.file})`);
    sections.push(
      `Photos without a credit (${uncredited.length}; add the photographer and licence under each id in content/photos/photos.yaml, see docs/owner-guide.md "Credits and crops"):\n${lines.join('\n')}`,
    );
  }
  if (examples.length > 0) {
    const lines = examples.map(
      (e) =>
        `  ${e.address}  in ${e.files.length} file${e.files.length === 1 ? '' : 's'} (${e.files.slice(0, 3).join(', ')}${e.files.length > 3 ? ', …' : ''})`,
    );
    sections.push(
      `Placeholder ".example" addresses in the built site (${examples.length}; set real ones in content/site.yaml or SITE_URL, then rebuild):\n${lines.join('\n')}`,
    );
  }
  return sections;
}

/** The sections that do not hold the launch back. */
function warningSections({ unphotographed, figures, fixed, small, aged, today }: Findings): string[] {
  // A species page without a photo shows none (never stand-in artwork): worth a photo, but no reason to wait.
  const warnings: string[] = [];
  if (unphotographed.length > 0) {
    const lines = unphotographed.map((s) => `  ${s.english}  ${s.path}  →  content/photos/${s.imageId}.jpg`);
    warnings.push(
      `Warning: species pages without a photo (${unphotographed.length}; each shows no picture until a photo named after its image id is added, see docs/owner-guide.md "Adding photos"):\n${lines.join('\n')}`,
    );
  }
  // A figure the words state and the content counts otherwise: the words may be the specification's,
  // so they stay until the operator says which is true.
  if (figures.length > 0) {
    const lines = figures.map((f) => `  ${f.where}: "${f.text}" says ${f.stated}; the content counts ${f.computed} (${f.how})`);
    warnings.push(
      `Warning: figures the words state that the content counts otherwise (${figures.length}; correct the words or the content, whichever is wrong):\n${lines.join('\n')}`,
    );
  }
  // The figures the specification fixes, each beside what the content counts or a source gives: the
  // words stay as the specification writes them until the operator decides.
  if (fixed.length > 0) {
    const lines = fixed.map((f) => `  ${f.where}: "${f.text}" — beside it: ${f.beside}`);
    warnings.push(
      `Figures the specification fixes (${fixed.length}; the words stay as written: check each against the value beside it, and correct the words if you decide so):\n${lines.join('\n')}`,
    );
  }
  // A fact that ages was true when written: listed so the operator checks it again, never a failure.
  if (aged.length > 0) warnings.push(`Warning: ${factsHeading(aged, today)}\n${formatFacts(aged)}`);
  if (small.length > 0) {
    const lines = small.map((p) => `  ${p.id}  ${p.use} crop ${p.fits} px wide, shown up to ${p.largest} px  (${p.file}, ${p.width} × ${p.height})`);
    warnings.push(
      `Warning: photos smaller than shown (${small.length} uses of ${new Set(small.map((p) => p.id)).size} photos; each looks soft where a page shows it wider than its crop: replace it with a larger photo if you have one, see docs/owner-guide.md "Adding photos"):\n${lines.join('\n')}`,
    );
  }
  return warnings;
}

/** The closing warning lines, one per kind of warning. */
function warningLines({ unphotographed, figures, small, aged }: Findings): string {
  const stale = aged.filter((f) => f.stale).length;
  return [
    unphotographed.length > 0 ? `${unphotographed.length} species pages without a photo` : '',
    figures.length > 0 ? `${figures.length} figures that differ from what the content counts` : '',
    small.length > 0 ? `${small.length} photo uses smaller than shown` : '',
    stale > 0 ? `${stale} facts not checked for 12 months (npm run check:launch -- --facts lists them alone)` : '',
  ]
    .filter(Boolean)
    .map((line) => `\ncheck:launch: warning — ${line}.`)
    .join('');
}

/** The go-live check: what `npm run check:launch` prints, and its exit code. */
export async function launchReport({
  contentDir,
  distDir,
  root,
  cwd = process.cwd(),
  today = clockDay(),
  factsOnly = false,
}: LaunchOptions): Promise<LaunchReport> {
  if (factsOnly) return factsReport(contentDir, root, today);
  if (!isBuilt(distDir)) {
    return { status: 2, stdout: '', stderr: `check:launch: ${relative(cwd, distDir) || distDir} holds no built site: run \`npm run build\` first.\n` };
  }
  let found: Findings;
  try {
    found = await gather(contentDir, distDir, root, today);
  } catch (error) {
    return { status: 2, stdout: '', stderr: `${formatBuildError(error)}\n` };
  }
  const sections = failureSections(found);
  const warnings = warningSections(found);
  const warningLine = warningLines(found);
  const { samples, claims, standIns, examples, uncredited } = found;
  if (sections.length === 0) {
    const before = warnings.length > 0 ? `${warnings.join('\n\n')}\n\n` : '';
    const ready = 'check:launch: ready to go live — no sample values, no claims to confirm, no stand-in pictures, no .example addresses, every photo credited.';
    return { status: 0, stdout: `${before}${ready}${warningLine}\n`, stderr: '' };
  }
  const notReady = `check:launch: not ready — ${samples.length} sample values, ${claims.length} claims to confirm, ${standIns.length} stand-in pictures, ${examples.length} .example addresses left, ${uncredited.length} photos without a credit.`;
  return { status: 1, stdout: `${[...sections, ...warnings].join('\n\n')}\n\n${notReady}${warningLine}\n`, stderr: '' };
}

/** The operator's yearly re-check (`npm run check:launch -- --facts`): only the facts that age, oldest first; it never fails for age. */
async function factsReport(contentDir: string, root: string, today: string): Promise<LaunchReport> {
  try {
    const aged = byAge(datedFacts(await loadContent(contentDir, root)), today);
    return { status: 0, stdout: `${capitalised(factsHeading(aged, today))}\n${formatFacts(aged)}\n`, stderr: '' };
  } catch (error) {
    return { status: 2, stdout: '', stderr: `${formatBuildError(error)}\n` };
  }
}
