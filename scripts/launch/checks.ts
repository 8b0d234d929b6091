// What must change before the site goes live: values marked `# SAMPLE` in content, claims
// marked `# CONFIRM:` that only the operator can settle, image ids still drawn as stand-ins, species
// pages without a photo, and `.example` addresses that reached the built site.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import type { ImageUse } from '../../model/images.ts';
import type { SpeciesWithoutPhoto } from './species-photos.ts';

interface SampleValue {
  /** Content file, relative to the project root. */
  file: string;
  line: number;
  /** The code before the marker, trimmed: what to replace. */
  code: string;
}

// A marker counts only after code on the same line; a comment line that mentions the marker
// (such as the explanation at the top of content/site.yaml) is not a value.
// A YAML comment is `# …` after a space; `# // SAMPLE` (the old form) is read the same.
const markerLine = /^(?!\s*#)(.*?\S)\s+#\s*(?:\/\/\s*)?SAMPLE\b/;
// A marker alone on its line (`# SAMPLE` or `# SAMPLE: why`) marks the entry that follows it.
const markerAlone = /^\s*#\s*(?:\/\/\s*)?SAMPLE\s*(?::.*)?$/;
const fieldLine = /^\s*(?:-\s+)?[\w$-]+:\s*\S/;

/** The content files that hold values (.yaml and .md), photos excluded, sorted. */
async function contentFiles(contentDir: string): Promise<string[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && ['.yaml', '.yml', '.md'].includes(extname(e.name)))
    .map((e) => join(e.parentPath, e.name))
    .filter(
      (file) =>
        !relative(contentDir, file)
          .split(/[\\/]/)
          .some((part) => part === 'schema' || part === 'photos'),
    )
    .sort();
}

/** Every value marked `# SAMPLE` in the content files (photos excluded). */
export async function findSampleValues(contentDir: string, root: string): Promise<SampleValue[]> {
  const found: SampleValue[] = [];
  for (const file of await contentFiles(contentDir)) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((text, i) => {
      const match = markerLine.exec(text);
      if (match) found.push({ file: relative(root, file), line: i + 1, code: match[1]!.trim().replace(/^-\s+/, '') });
      else if (markerAlone.test(text)) {
        // Name the entry by its first field (usually its id), a few lines below the marker.
        const first = lines.slice(i + 1, i + 6).find((next) => fieldLine.test(next));
        found.push({ file: relative(root, file), line: i + 1, code: `${first?.trim().replace(/,$/, '') ?? lines[i + 1]?.trim() ?? ''} (the entry below)` });
      }
    });
  }
  return found;
}

interface ClaimToConfirm {
  /** Content file, relative to the project root. */
  file: string;
  line: number;
  /** The value as written, trimmed. */
  code: string;
  /** Why it needs the operator: what it disagrees with. */
  note: string;
}

// Some figures are the specification's own and must be shown as it gives them, yet disagree with
// another of its figures (a tour card's length against the tour's packages, two different years of
// experience). Only the operator can say which is true, so the value carries the question:
// `value # CONFIRM: what it disagrees with`, or the marker alone on the line above the value.
const confirmLine = /^(?!\s*#)(.*?\S)\s+#\s*(?:\/\/\s*)?CONFIRM:\s*(\S.*?)\s*$/;
const confirmAlone = /^\s*#\s*(?:\/\/\s*)?CONFIRM:\s*(\S.*?)\s*$/;

/** Every claim marked `# CONFIRM: why` in the content files, with the value it stands beside. */
export async function findClaimsToConfirm(contentDir: string, root: string): Promise<ClaimToConfirm[]> {
  const found: ClaimToConfirm[] = [];
  for (const file of await contentFiles(contentDir)) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((text, i) => {
      const inline = confirmLine.exec(text);
      if (inline) {
        found.push({ file: relative(root, file), line: i + 1, code: inline[1]!.trim().replace(/^-\s+/, ''), note: inline[2]! });
        return;
      }
      const alone = confirmAlone.exec(text);
      if (!alone) return;
      // The claim is the next line that is not a comment.
      const at = lines.findIndex((next, j) => j > i && next.trim() !== '' && !/^\s*#/.test(next));
      if (at < 0)
        throw new Error(`${relative(root, file)}:${i + 1}: a "# CONFIRM:" marker must stand beside a value or on the line above one — found none below it.`);
      found.push({ file: relative(root, file), line: at + 1, code: lines[at]!.trim().replace(/^-\s+/, ''), note: alone[1]! });
    });
  }
  return found;
}

interface ExampleDomain {
  /** The address as written, such as `tours@westjavabirding.example`. */
  address: string;
  /** Built files that contain it, relative to the built folder. */
  files: string[];
}

// RFC 2606 reserves `.example` for documentation: such an address can never reach the operator.
const exampleAddress = /[A-Za-z0-9._%+-]*@?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.example(?![A-Za-z0-9-])/g;
const textExtensions = new Set(['.html', '.xml', '.txt', '.json', '.js', '.css', '.svg', '.webmanifest', '']);

/** Every `.example` host or e-mail address in the built site's text files. */
export async function findExampleDomains(distDir: string): Promise<ExampleDomain[]> {
  const byAddress = new Map<string, Set<string>>();
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !textExtensions.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    for (const [address] of text.matchAll(exampleAddress)) {
      if (!byAddress.has(address)) byAddress.set(address, new Set());
      byAddress.get(address)!.add(relative(distDir, file).split('\\').join('/'));
    }
  }
  return [...byAddress].map(([address, files]) => ({ address, files: [...files].sort() })).sort((a, b) => a.address.localeCompare(b.address));
}

/** True when `dir` holds a built site (its home page exists). */
export function isBuilt(dir: string): boolean {
  return existsSync(join(dir, 'index.html'));
}

/** Image ids the pages show that have no photo under content/photos/ yet, sorted. */
export async function findStandIns(contentDir: string, root: string): Promise<string[]> {
  const { scanPhotos } = await import('../assets/images/photos.ts');
  const [ids, { photos }] = await Promise.all([shownImageIds(contentDir, root), scanPhotos(join(contentDir, 'photos'), root)]);
  return ids.filter((id) => !photos.has(id));
}

/** Every image id the site shows, sorted. */
async function shownImageIds(contentDir: string, root: string): Promise<string[]> {
  return [...new Set((await shownImages(contentDir, root)).map((r) => r.id))].sort();
}

const shownByFolder = new Map<string, Promise<readonly { id: string; use: ImageUse }[]>>();

/**
 * Every (image id, use) the site shows, as the build's first render pass records them in memory.
 * The checks of one run share one render; a photo added or removed (which pages show species
 * photos) renders again.
 */
export async function shownImages(contentDir: string, root: string): Promise<readonly { id: string; use: ImageUse }[]> {
  const { photographedIds } = await import('../content/site.ts');
  const photographed = await photographedIds(contentDir, root);
  const key = [root, contentDir, ...[...photographed].sort()].join('\n');
  if (!shownByFolder.has(key)) shownByFolder.set(key, recordImages(contentDir, root, photographed));
  return shownByFolder.get(key)!;
}

async function recordImages(contentDir: string, root: string, photographed: ReadonlySet<string>): Promise<{ id: string; use: ImageUse }[]> {
  const { loadContent } = await import('../content/load.ts');
  const { createImageRecorder } = await import('../assets/images/index.ts');
  const { renderDeferredPictures, renderSite } = await import('../../templates/render.tsx');
  const { crawlIslands } = await import('../assets/widgets/islands.ts');
  const content = await loadContent(contentDir, root);
  const recorder = createImageRecorder();
  const options = { content, basePath: '/', siteUrl: content.site.siteUrl, images: recorder };
  renderSite({ ...options, photographed, islands: (await crawlIslands(root)).registry, assetsFor: () => ({ styles: [], scripts: [] }) });
  // The dropdown's cards and the hero's later slides are rendered apart from the pages.
  renderDeferredPictures(options);
  return recorder.requests.map(({ id, use }) => ({ id, use }));
}

/**
 * Species whose page shows no picture because content/photos/ has no photo for its image id (a
 * species page never shows stand-in artwork), in taxonomic order.
 */
export async function findSpeciesWithoutPhotos(contentDir: string, root: string): Promise<SpeciesWithoutPhoto[]> {
  const { loadContent } = await import('../content/load.ts');
  const { photographedIds } = await import('../content/site.ts');
  const { speciesWithoutPhotos } = await import('./species-photos.ts');
  const [content, photographed] = await Promise.all([loadContent(contentDir, root), photographedIds(contentDir, root)]);
  return speciesWithoutPhotos(content, photographed);
}

interface UncreditedPhoto {
  id: string;
  /** The photo file, relative to the project root. */
  file: string;
}

/**
 * Photos the pages show that content/photos/photos.yaml gives no credit: each needs the
 * photographer and licence (the operator's own photos too: `licence: all-rights-reserved`).
 */
export async function findUncreditedPhotos(contentDir: string, root: string): Promise<UncreditedPhoto[]> {
  const { scanPhotos } = await import('../assets/images/photos.ts');
  const { readPhotoData } = await import('../assets/images/photo-data.ts');
  const photosDir = join(contentDir, 'photos');
  const [ids, { photos }, { entries }] = await Promise.all([shownImageIds(contentDir, root), scanPhotos(photosDir, root), readPhotoData(photosDir, root)]);
  return ids.filter((id) => photos.has(id) && !entries.get(id)?.credit).map((id) => ({ id, file: relative(root, photos.get(id)!) }));
}
