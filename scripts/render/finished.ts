// Finished pages kept between builds. Finishing a page (its first view's CSS inlined and its
// repeated icons shared, `finishPage`) took about 0.3 s of every build for all pages. A page whose
// rendered HTML, stylesheets and finishing code are those of the build before is finished as it was
// then; the others are finished again. One file per kind of build (base path and content folder)
// holds each page's last finish, so the cache does not grow with edits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiskCache, sha256 } from '../assets/images/cache.ts';
import { beastiesVersion } from './first-view.ts';

/** The modules whose code finishes a page. */
const FINISHING_CODE = ['first-view.ts', 'shared-icons.ts'].map((name) => fileURLToPath(new URL(name, import.meta.url)));

interface KeptFile {
  /** The stylesheets and code the pages were finished with. */
  version: string;
  /** By page URL: the hash of the page's HTML as rendered, and the page finished. */
  pages: Record<string, [string, string]>;
}

export class FinishedPages {
  private readonly next = new Map<string, [string, string]>();
  private reused = 0;

  private constructor(
    private readonly cache: DiskCache,
    private readonly name: string,
    private readonly version: string,
    private readonly kept: ReadonlyMap<string, [string, string]>,
  ) {}

  /**
   * The pages kept under `cacheDir` for builds like this one (`build` names its base path and
   * content), when they were finished with the same stylesheets (`css`: each sheet's text by its
   * path) and code.
   */
  static async read(cacheDir: string, build: string, css: ReadonlyMap<string, string>): Promise<FinishedPages> {
    const cache = new DiskCache(join(cacheDir, 'finished'));
    const name = sha256(build);
    const code = FINISHING_CODE.map((file) => sha256(readFileSync(file)));
    const version = sha256(JSON.stringify({ beasties: beastiesVersion(), code, css: [...css] }));
    const text = await cache.read(name, 'json');
    const file = text ? (JSON.parse(text) as KeptFile) : undefined;
    return new FinishedPages(cache, name, version, new Map(file?.version === version ? Object.entries(file.pages) : []));
  }

  /** The page at `url` finished: as the last build finished it when its HTML is the same, else by `finish`. */
  finish(url: string, html: string, finish: (html: string) => string): string {
    const hash = sha256(html);
    const kept = this.kept.get(url);
    const same = kept?.[0] === hash;
    const finished = same ? kept[1] : finish(html);
    if (same) this.reused++;
    this.next.set(url, [hash, finished]);
    return finished;
  }

  /** Keeps this build's pages for the next, unless every page was the same as last time. */
  async save(): Promise<void> {
    if (this.reused === this.next.size && this.next.size === this.kept.size) return;
    const file: KeptFile = { version: this.version, pages: Object.fromEntries(this.next) };
    await this.cache.put(this.name, 'json', JSON.stringify(file));
  }
}
