// Finished pages kept between builds. Finishing a page (its first view's CSS inlined and its
// repeated icons shared, `finishPage`) took about 0.3 s of every build for all pages. A page whose
// rendered HTML, stylesheets and finishing code are those of the build before is finished as it was
// then; the others are finished again.
import { sha256 } from '../lib/disk-cache.ts';
import { sourcesHash } from '../lib/sources-hash.ts';
import { beastiesVersion } from './first-view.ts';
import { PageMemo } from '../lib/page-memo.ts';

/** The modules whose code finishes a page. */
const FINISHING_CODE = ['scripts/render/first-view.ts', 'scripts/render/shared-icons.ts'];

export type FinishedPages = PageMemo<string>;

/**
 * The pages kept under `cacheDir` for builds like this one (`build` names its base path and
 * content), when they were finished with the same stylesheets (`css`: each sheet's text by its
 * path) and code.
 */
export function readFinishedPages(cacheDir: string, build: string, css: ReadonlyMap<string, string>): Promise<FinishedPages> {
  const code = sourcesHash(FINISHING_CODE);
  return PageMemo.readTexts(cacheDir, 'finished', build, sha256(JSON.stringify({ beasties: beastiesVersion(), code, css: [...css] })));
}
