// Operator photos live at content/photos/<image id>.<jpg|jpeg|png|webp|avif>, e.g.
// content/photos/birds/javan-trogon.jpg. A photo there replaces the stand-in for that id.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { imageIdPattern } from '../../../model/schema/common.ts';
import type { CreditedPhoto, ImageWords } from '../../../model/images.ts';
import { BuildError } from '../../lib/build-error.ts';
import { PHOTO_DATA_FILE } from './photo-data.ts';
import type { Job } from './plan.ts';

const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

interface PhotoScan {
  /** Image id → absolute path of its photo. */
  photos: Map<string, string>;
  /** Files in the folder that cannot be a photo for an id (wrong name or type), shown as warnings. */
  ignored: string[];
}

/** Finds every photo under `photosDir`; two photos for one id is an error (which one is meant?). */
export async function scanPhotos(photosDir: string, root: string): Promise<PhotoScan> {
  const photos = new Map<string, string>();
  const ignored: string[] = [];
  if (!existsSync(photosDir)) return { photos, ignored };
  const entries = await readdir(photosDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)))) {
    const file = join(entry.parentPath, entry.name);
    const shown = relative(root, file);
    const ext = extname(entry.name);
    const id = relative(photosDir, file).slice(0, -ext.length).split('\\').join('/');
    if (entry.name.startsWith('.') || entry.name === 'README.md' || file === join(photosDir, PHOTO_DATA_FILE)) continue;
    if (!photoExtensions.includes(ext.toLowerCase()) || !imageIdPattern.test(id)) {
      ignored.push(shown);
      continue;
    }
    const other = photos.get(id);
    if (other) {
      throw new BuildError('DuplicatePhoto', `two photos for image id "${id}"`, {
        file: shown,
        expected: 'one photo per image id',
        found: `${relative(root, other)} and ${shown}`,
        hint: 'delete or rename one of them',
      });
    }
    photos.set(id, file);
  }
  return { photos, ignored };
}

/** Every credited photo the jobs show, once each, in the order pages first ask for them. */
export function photoCredits(jobs: readonly Job[], words: ReadonlyMap<string, ImageWords>): CreditedPhoto[] {
  const credits = new Map<string, CreditedPhoto>();
  for (const job of jobs) {
    if (!job.credit || credits.has(job.id)) continue;
    const { alt = '', caption } = words.get(job.id) ?? {};
    credits.set(job.id, { id: job.id, shows: alt || caption || job.id, credit: job.credit });
  }
  return [...credits.values()];
}
