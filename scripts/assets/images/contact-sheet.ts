// The contact sheet (`npm run photos`): every image id the site shows, where, with what words,
// from which source, cut to which crops, and what looks wrong. A page for the operator, never
// part of the site. Reads content and photos as the build does; writes only to its own folder.
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { ImageUse } from '../../../model/images.ts';
import { renderDeferredPictures, renderRoute } from '../../../templates/render.tsx';
import { siteRoutes } from '../../../templates/routes.ts';
import { loadContent } from '../../content/load.ts';
import { readPlumage } from '../../content/plumage.ts';
import { placeOf } from '../../content/problems.ts';
import { didYouMean } from '../../../model/suggest.ts';
import { smallerThanShown } from '../../launch/photo-sizes.ts';
import { speciesWithoutPhotos, type SpeciesWithoutPhoto } from '../../launch/species-photos.ts';
import { crawlIslands } from '../widgets/islands.ts';
import { BuildError, formatBuildError } from '../../lib/build-error.ts';
import { sha256 } from '../../lib/kept.ts';
import { cropPhoto, defaultCrop, focusRegion, type Crop } from './crop.ts';
import { createImageRecorder, wordsById, type ImageRequest } from './index.ts';
import { checkPhoto } from './photo-check.ts';
import { readPhotoData, unknownIds, type PhotoEntry } from './photo-data.ts';
import { scanPhotos } from './photos.ts';
import { planStandIn } from './plan.ts';
import { standInsFor } from '../../stand-ins/index.ts';
import { sectionsOfImages } from './sheet-sections.ts';
import { useSpecs } from './uses.ts';

/** Where a picture is shown: the page, the section of it, and the use (shape and widths). */
export interface Placement {
  page: string;
  section: string;
  use: ImageUse;
}

export interface SheetCrop {
  use: ImageUse;
  /** Width / height of the crop, as "3:2". */
  shape: string;
  /** Largest width the site shows this use at. */
  largest: number;
  /** Thumbnail file, relative to the sheet. */
  thumb: string;
}

export interface SheetEntry {
  id: string;
  alt: string;
  caption?: string;
  placements: Placement[];
  source: { kind: 'stand-in' } | { kind: 'photo'; file: string; width: number; height: number; bytes: number };
  entry?: PhotoEntry;
  crops: SheetCrop[];
  warnings: string[];
}

export interface ContactSheet {
  entries: SheetEntry[];
  /** Problems that are not one id's: photos.yaml errors, photos no page shows. */
  general: string[];
  /** Species whose page shows no picture: no photo for its image id (species pages show no stand-in). */
  speciesWithoutPhoto: SpeciesWithoutPhoto[];
}

const THUMB = 240;
const shapes: Record<ImageUse, string> = {
  hero: '3:2',
  banner: '16:9',
  card: '4:3',
  nav: '4:3',
  gallery: '4:3',
  species: '4:3',
  portrait: '1:1',
  thumb: '1:1',
};
// A focal point this close to a crop's edge (as a fraction of the crop) may cut the subject.
const EDGE = 0.08;

/** Every (id, use) each page asks for, with the page and section it sits in; pages show photos as the build would. */
async function placements(contentDir: string, root: string, photographed: ReadonlySet<string>) {
  const content = await loadContent(contentDir, root);
  const requests: ImageRequest[] = [];
  const where = new Map<string, Placement[]>();
  const add = (id: string, placement: Placement) => {
    const list = where.get(id) ?? [];
    if (!list.some((p) => p.page === placement.page && p.section === placement.section && p.use === placement.use)) list.push(placement);
    where.set(id, list);
  };
  const { registry: islands } = await crawlIslands(root);
  for (const route of siteRoutes(content)) {
    const recorder = createImageRecorder();
    const page = renderRoute(route, {
      content,
      basePath: '/',
      siteUrl: content.site.siteUrl,
      images: recorder,
      islands,
      photographed,
      assetsFor: () => ({ styles: [], scripts: [] }),
    });
    const sections = sectionsOfImages(page.html);
    for (const request of recorder.requests) {
      requests.push(request);
      for (const section of sections.get(request.id) ?? ['(not found in the HTML)']) add(request.id, { page: route.url, section, use: request.use });
    }
  }
  // Pictures no page carries in its HTML: islands load them once they hydrate.
  const deferred = createImageRecorder();
  renderDeferredPictures({ content, basePath: '/', siteUrl: content.site.siteUrl, images: deferred });
  for (const request of deferred.requests) {
    requests.push(request);
    add(
      request.id,
      request.use === 'nav'
        ? { page: 'every page', section: 'Tour Packages dropdown', use: 'nav' }
        : { page: '/', section: 'Hero slideshow (a later slide)', use: request.use },
    );
  }
  return { content, requests, where };
}

/** Builds the contact sheet into `outDir` (emptied first): thumbnails of every crop and the data for the page. */
export async function buildContactSheet(options: { root: string; contentDir: string; outDir: string }): Promise<ContactSheet> {
  const { root, contentDir, outDir } = options;
  const photosDir = join(contentDir, 'photos');
  const { photos } = await scanPhotos(photosDir, root);
  const photographed = new Set(photos.keys());
  const { content, requests, where } = await placements(contentDir, root, photographed);
  const words = wordsById(requests);
  // The drawings the build would show, drawn again (the sheet keeps none).
  const standIns = standInsFor({ content, plumage: readPlumage({ contentDir, root }, content) });
  const data = await readPhotoData(photosDir, root);
  const ids = [...where.keys()].sort();
  const general = [...data.problems, ...unknownIds(data, ids)].map(
    (p) => `${placeOf(p)}: ${p.field} ${p.message} — expected ${p.expected}, found ${p.found}${p.suggestions ? `; ${didYouMean(p.suggestions)}` : ''}`,
  );
  for (const [id, file] of photos) if (!where.has(id)) general.push(`${relative(root, file)} is not used: no page shows image id "${id}"`);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'thumbs'), { recursive: true });
  const hashes = new Map<string, string[]>();
  const entries: SheetEntry[] = [];
  for (const id of ids) {
    const file = photos.get(id);
    const { source, image, warnings, hash } = await readSource(root, file);
    if (hash) hashes.set(hash, [...(hashes.get(hash) ?? []), id]);
    const { alt, caption } = words.get(id) ?? { alt: '' };
    const entry = data.entries.get(id);
    const crop: Crop = entry?.crop ?? defaultCrop;
    const crops: SheetCrop[] = [];
    for (const use of new Set(where.get(id)!.map((p) => p.use))) {
      const { widths, aspect } = useSpecs[use];
      const thumb = `thumbs/${id.replaceAll('/', '_')}--${use}.jpg`;
      const height = Math.round(THUMB / aspect);
      if (image) {
        warnings.push(...cropWarnings(image, crop, use));
        await cropPhoto(sharp(image.bytes).autoOrient(), crop, image, THUMB, height)
          .flatten({ background: '#fbf8f1' })
          .jpeg({ quality: 70 })
          .toFile(join(outDir, thumb));
      } else {
        const svg = (await planStandIn(id, use, words.get(id), standIns)).source;
        await sharp(Buffer.from(svg.kind === 'stand-in' ? svg.svg : ''))
          .resize(THUMB, height)
          .jpeg({ quality: 70 })
          .toFile(join(outDir, thumb));
      }
      crops.push({ use, shape: shapes[use], largest: widths[widths.length - 1]!, thumb });
    }
    if (entry && !file) warnings.push(`photos.yaml line ${entry.line} describes it, but it has no photo yet`);
    entries.push({ id, alt, caption, placements: where.get(id)!, source, entry, crops, warnings });
  }
  for (const same of hashes.values()) {
    if (same.length < 2) continue;
    for (const id of same)
      entries.find((e) => e.id === id)!.warnings.push(`duplicate photo: the same file (same bytes) as ${same.filter((other) => other !== id).join(', ')}`);
  }
  return { entries, general, speciesWithoutPhoto: speciesWithoutPhotos(content, photographed) };
}

type SheetImage = { bytes: Buffer; width: number; height: number };

/** An id's photo file, checked as the build checks it: its size and hash, or why it cannot be used. */
async function readSource(
  root: string,
  file: string | undefined,
): Promise<{ source: SheetEntry['source']; image?: SheetImage; warnings: string[]; hash?: string }> {
  if (!file) return { source: { kind: 'stand-in' }, warnings: [] };
  const bytes = await readFile(file);
  try {
    const { width, height } = (await checkPhoto(relative(root, file), bytes)).autoOrient;
    return {
      source: { kind: 'photo', file: relative(root, file), width, height, bytes: bytes.length },
      image: { bytes, width, height },
      warnings: [],
      hash: sha256(bytes),
    };
  } catch (error) {
    return {
      source: { kind: 'stand-in' },
      warnings: [error instanceof BuildError ? `cannot be used: ${error.details.found}. Fix: ${error.details.hint}` : formatBuildError(error)],
    };
  }
}

/** What may go wrong with a photo in one use: too small, portrait in a landscape slot, focal point cut. */
function cropWarnings(image: SheetImage, crop: Crop, use: ImageUse): string[] {
  const { aspect } = useSpecs[use];
  const warnings: string[] = [];
  const small = smallerThanShown(image.width, image.height, use);
  if (small)
    warnings.push(`smaller than shown: the ${use} crop of this photo is ${small.fits} px wide; the site shows ${use} pictures up to ${small.largest} px`);
  if (image.height > image.width && aspect > 1) warnings.push(`portrait photo in a landscape slot (${use}, ${shapes[use]}): most of its height is cut away`);
  if ('focus' in crop) {
    const region = focusRegion(image.width, image.height, aspect, crop.focus);
    const fx = (crop.focus.x * image.width - region.left) / region.width;
    const fy = (crop.focus.y * image.height - region.top) / region.height;
    if (fx < 0 || fx > 1 || fy < 0 || fy > 1) warnings.push(`focal point outside the ${use} crop`);
    else if (Math.min(fx, 1 - fx, fy, 1 - fy) < EDGE) warnings.push(`focal point at the edge of the ${use} crop (${shapes[use]}): the subject may be cut`);
  }
  return warnings;
}

/** The line the command prints: ids, stand-ins, warnings. */
export function summaryLine(sheet: ContactSheet): string {
  const standIns = sheet.entries.filter((e) => e.source.kind === 'stand-in').length;
  const warnings = sheet.entries.reduce((n, e) => n + e.warnings.length, 0) + sheet.general.length;
  return `${sheet.entries.length} ids, ${standIns} stand-ins, ${warnings} warnings`;
}
