// Work done on each page's HTML, kept between builds: a page whose HTML is what it was in the last
// build gets the last build's result. One file per kind of work and kind of build (base path and
// content folder) holds each page's last result beside a hash of its HTML, under a version naming
// everything else the work depends on; each build replaces the file, so it does not grow with edits.
import { join } from 'node:path';
import { DiskCache, sha256 } from './disk-cache.ts';

interface KeptFile<T> {
  version: string;
  /** By page URL: the hash of the HTML the work was done on, and its result. */
  pages: Record<string, [string, T]>;
}

export class PageMemo<T> {
  private readonly next = new Map<string, [string, T]>();
  private reused = 0;

  private constructor(
    private readonly cache: DiskCache,
    private readonly name: string,
    private readonly version: string,
    private readonly kept: ReadonlyMap<string, [string, T]>,
  ) {}

  /**
   * The results kept under `cacheDir` for `work` (a folder name) in builds like this one (`build`
   * names its base path and content), when `version` is the one they were made under.
   */
  static async read<T>(cacheDir: string, work: string, build: string, version: string): Promise<PageMemo<T>> {
    const cache = new DiskCache(join(cacheDir, work));
    const name = sha256(build);
    const text = await cache.read(name, 'json');
    const kept = text ? (JSON.parse(text) as KeptFile<T>) : undefined;
    return new PageMemo<T>(cache, name, version, new Map(kept?.version === version ? Object.entries(kept.pages) : []));
  }

  /** Whether the last build's result for the page at `url` is kept for this `html`. */
  has(url: string, html: string): boolean {
    return this.kept.get(url)?.[0] === sha256(html);
  }

  /** The result for the page at `url`: the last build's when `html` is the same, else what `make` gives. */
  get(url: string, html: string, make: (html: string) => T): T {
    const hash = sha256(html);
    const kept = this.kept.get(url);
    const same = kept?.[0] === hash;
    const result = same ? kept[1] : make(html);
    if (same) this.reused++;
    this.next.set(url, [hash, result]);
    return result;
  }

  /** Keeps this build's results for the next, unless every page was the same as last time. */
  async save(): Promise<void> {
    if (this.reused === this.next.size && this.next.size === this.kept.size) return;
    await this.cache.put(this.name, 'json', JSON.stringify({ version: this.version, pages: Object.fromEntries(this.next) } satisfies KeptFile<T>));
  }
}
