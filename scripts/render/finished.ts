// Finished pages kept between builds. Finishing a page (its first view's CSS inlined and its
// repeated icons shared, `finishPage`) took about 0.3 s of every build for all pages. A page whose
// rendered HTML, stylesheets and finishing code are those of the build before is finished as it was
// then; the others are finished again.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../lib/disk-cache.ts';
import { beastiesVersion } from './first-view.ts';
import { PageMemo } from '../lib/page-memo.ts';

/** The modules whose code finishes a page. */
const FINISHING_CODE = ['first-view.ts', 'shared-icons.ts'].map((name) => fileURLToPath(new URL(name, import.meta.url)));

export type FinishedPages = PageMemo<string>;

/**
 * The pages kept under `cacheDir` for builds like this one (`build` names its base path and
 * content), when they were finished with the same stylesheets (`css`: each sheet's text by its
 * path) and code.
 */
export function readFinishedPages(cacheDir: string, build: string, css: ReadonlyMap<string, string>): Promise<FinishedPages> {
  const code = FINISHING_CODE.map((file) => sha256(readFileSync(file)));
  return PageMemo.readTexts(cacheDir, 'finished', build, sha256(JSON.stringify({ beasties: beastiesVersion(), code, css: [...css] })));
}
