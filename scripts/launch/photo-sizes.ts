// A photo narrower than the largest size a page shows it at still works (the build never enlarges
// it), but looks soft on a wide screen. The contact sheet and the go-live check both warn about it,
// with this one rule.
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { ImageUse } from '../../model/images.ts';
import { useSpecs } from '../assets/images/uses.ts';
import { shownImages } from './checks.ts';

/** A photo's crop for one use, against the widest the site shows that use at. */
interface ShownSize {
  use: ImageUse;
  /** Width of the largest crop of the use's shape the photo holds, in pixels. */
  fits: number;
  /** The widest the site shows the use at, in pixels. */
  largest: number;
}

/** The crop a `width` × `height` photo (upright) gives `use`, when it is narrower than the site shows that use; else undefined. */
export function smallerThanShown(width: number, height: number, use: ImageUse): ShownSize | undefined {
  const { widths, aspect } = useSpecs[use];
  const largest = widths[widths.length - 1]!;
  const fits = Math.floor(Math.min(width, height * aspect));
  return fits < largest ? { use, fits, largest } : undefined;
}

/** One use of a photo that is smaller than shown. */
interface SmallPhoto extends ShownSize {
  id: string;
  /** The photo file, relative to the project root. */
  file: string;
  /** The photo's upright size. */
  width: number;
  height: number;
}

/** Every (photo, use) the site shows wider than the photo's crop, by id then use, in the order the pages ask. */
export async function findPhotosSmallerThanShown(contentDir: string, root: string): Promise<SmallPhoto[]> {
  const { scanPhotos } = await import('../assets/images/photos.ts');
  const [shown, { photos }] = await Promise.all([shownImages(contentDir, root), scanPhotos(join(contentDir, 'photos'), root)]);
  const sizes = new Map<string, Promise<{ width: number; height: number } | undefined>>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, uprightSize(file));
    return sizes.get(file)!;
  };
  const found: SmallPhoto[] = [];
  for (const { id, use } of shown) {
    const file = photos.get(id);
    const size = file && (await sizeOf(file));
    const small = size && smallerThanShown(size.width, size.height, use);
    if (small) found.push({ id, file: relative(root, file), ...size, ...small });
  }
  return found.sort((a, b) => a.id.localeCompare(b.id));
}

/** A photo's size as shown (turned upright), read from its header; undefined for a file the build itself will refuse. */
async function uprightSize(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const { autoOrient } = await sharp(file, { limitInputPixels: false }).metadata();
    return autoOrient.width && autoOrient.height ? { width: autoOrient.width, height: autoOrient.height } : undefined;
  } catch {
    return undefined;
  }
}
