// The assets the last build's pages linked, kept for the next build. Its draft pass renders every
// page with them, as the dev server drafts with its last run's assets; when the assets the build then
// makes are the same, a page drafted with every image it asked for is already its final render, and
// the final pass only finishes it (a second render of every page took about 0.4 s).
import { join } from 'node:path';
import type { CreditedPhoto, ResolvedImage } from '../../model/images.ts';
import { BuildError } from '../lib/build-error.ts';
import { DiskCache, sha256 } from '../lib/disk-cache.ts';
import type { LinkedAssets, PageAssets } from './passes.ts';

/** Everything a page render reads of the assets, as plain data. */
interface AssetsRecord {
  images: [key: string, image: ResolvedImage][];
  credits: CreditedPhoto[];
  styles: { main: string; pages: [route: string, path: string][] };
  entries: [route: string, path: string][];
  deferredPictures: string | null;
  social: { pages: [route: string, image: PageAssets['social']['site']][]; site: PageAssets['social']['site'] };
}

/** What pages read of `assets`, as text: two builds with the same text link every page alike. */
export function assetsRecord(assets: PageAssets): string {
  const { images, styles, widgets, deferredPictures, social } = assets;
  return JSON.stringify({
    images: [...images.resolved],
    credits: images.resolver.credits?.() ?? [],
    styles: { main: styles.main, pages: [...styles.pages] },
    entries: [...widgets.entries],
    deferredPictures: deferredPictures ?? null,
    social: { pages: [...social.pages], site: social.site },
  } satisfies AssetsRecord);
}

/** The assets a record names, for pages to render with. */
export function linkedAssets(record: string): LinkedAssets {
  const kept = JSON.parse(record) as AssetsRecord;
  const images = new Map(kept.images);
  return {
    images: {
      resolver: {
        resolve(id, use) {
          const image = images.get(`${id}|${use}`);
          // The draft pass takes a throw as an image the last build did not make (the page renders again).
          if (!image) throw new BuildError('ImageNotRequested', `image "${id}" (${use}) was not built by the last build`, { field: 'image id', found: id });
          return image;
        },
        credits: () => kept.credits,
      },
    },
    styles: { main: kept.styles.main, pages: new Map(kept.styles.pages) },
    widgets: { entries: new Map(kept.entries) },
    deferredPictures: kept.deferredPictures ?? undefined,
    social: { pages: new Map(kept.social.pages), site: kept.social.site },
  };
}

/** One record per kind of build (`build` names its base path and content), replaced by each. */
const recordOf = (cacheDir: string, build: string) => ({ cache: new DiskCache(join(cacheDir, 'assets')), name: sha256(build) });

/** The record the last build like this one kept, if any. */
export function readAssetsRecord(cacheDir: string, build: string): Promise<string | undefined> {
  const { cache, name } = recordOf(cacheDir, build);
  return cache.read(name, 'json');
}

/** Keeps `record` for the next build like this one. */
export function saveAssetsRecord(cacheDir: string, build: string, record: string): Promise<void> {
  const { cache, name } = recordOf(cacheDir, build);
  return cache.put(name, 'json', record);
}
