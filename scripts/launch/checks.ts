// What must change before the site goes live: values marked `// SAMPLE` in content, image ids
// still drawn as stand-ins, and `.example` addresses that reached the built site.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';

export interface SampleValue {
  /** Content file, relative to the project root. */
  file: string;
  line: number;
  /** The code before the marker, trimmed: what to replace. */
  code: string;
}

// A marker counts only after code on the same line; a comment line that mentions the marker
// (such as the explanation at the top of content/site.ts) is not a value.
const markerLine = /^(?!\s*(?:\/\/|\*|\/\*))(.*?\S)\s*\/\/\s*SAMPLE\b/;
// A marker alone on its line (`// SAMPLE` or `// SAMPLE: why`) marks the entry that follows it.
const markerAlone = /^\s*\/\/\s*SAMPLE\s*(?::.*)?$/;
const fieldLine = /^\s*[\w$]+:\s*\S/;

/** Every value marked `// SAMPLE` in the content files (schemas and photos excluded). */
export async function findSampleValues(contentDir: string, root: string): Promise<SampleValue[]> {
  const found: SampleValue[] = [];
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && ['.ts', '.md'].includes(extname(e.name)))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !relative(contentDir, file).split(/[\\/]/).some((part) => part === 'schema' || part === 'photos'))
    .sort();
  for (const file of files) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((text, i) => {
      const match = markerLine.exec(text);
      if (match) found.push({ file: relative(root, file), line: i + 1, code: match[1]!.trim().replace(/,$/, '') });
      else if (markerAlone.test(text)) {
        // Name the entry by its first field (usually its id), a few lines below the marker.
        const first = lines.slice(i + 1, i + 6).find((next) => fieldLine.test(next));
        found.push({ file: relative(root, file), line: i + 1, code: `${first?.trim().replace(/,$/, '') ?? lines[i + 1]?.trim() ?? ''} (the entry below)` });
      }
    });
  }
  return found;
}

export interface ExampleDomain {
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
  // The build's first render pass, in memory: it records every image id a page asks for.
  const { loadContent } = await import('../content/load.ts');
  const { createImageRecorder } = await import('../assets/images/index.ts');
  const { scanPhotos } = await import('../assets/images/photos.ts');
  const { renderSite } = await import('../../templates/render.tsx');
  const content = await loadContent(contentDir, root);
  const recorder = createImageRecorder();
  renderSite({ content, basePath: '/', siteUrl: content.site.siteUrl, images: recorder, assetsFor: () => ({ styles: [], scripts: [] }) });
  const { photos } = await scanPhotos(join(contentDir, 'photos'), root);
  return [...new Set(recorder.requests.map((r) => r.id))].filter((id) => !photos.has(id)).sort();
}

export interface UncreditedPhoto {
  id: string;
  /** The photo file, relative to the project root. */
  file: string;
}

/**
 * Photos the pages show that content/photos/photos.yaml gives no credit: each needs the
 * photographer and licence (the operator's own photos too: `licence: all-rights-reserved`).
 */
export async function findUncreditedPhotos(contentDir: string, root: string): Promise<UncreditedPhoto[]> {
  const { loadContent } = await import('../content/load.ts');
  const { createImageRecorder } = await import('../assets/images/index.ts');
  const { scanPhotos } = await import('../assets/images/photos.ts');
  const { readPhotoData } = await import('../assets/images/photo-data.ts');
  const { renderDeferredPictures, renderSite } = await import('../../templates/render.tsx');
  const content = await loadContent(contentDir, root);
  const recorder = createImageRecorder();
  const options = { content, basePath: '/', siteUrl: content.site.siteUrl, images: recorder };
  renderSite({ ...options, assetsFor: () => ({ styles: [], scripts: [] }) });
  // The dropdown's cards and the hero's later slides are rendered apart from the pages.
  renderDeferredPictures(options);
  const photosDir = join(contentDir, 'photos');
  const [{ photos }, { entries }] = await Promise.all([scanPhotos(photosDir, root), readPhotoData(photosDir, root)]);
  return [...new Set(recorder.requests.map((r) => r.id))]
    .filter((id) => photos.has(id) && !entries.get(id)?.credit)
    .sort()
    .map((id) => ({ id, file: relative(root, photos.get(id)!) }));
}
