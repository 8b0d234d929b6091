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

/**
 * How a kind of work's file is written. Results that are whole pages of text (finished pages, some
 * 10 MB in all) are packed: a line of JSON with each page's URL, hash and byte length, then the
 * texts one after another. Parsing them as JSON strings took some 50 ms of a build; packed, each is
 * a slice of the file's bytes.
 */
interface Format<T> {
  ext: string;
  parse(bytes: Buffer): KeptFile<T>;
  write(file: KeptFile<T>): string | Buffer;
}

const json = <T>(): Format<T> => ({
  ext: 'json',
  parse: (bytes) => JSON.parse(bytes.toString('utf8')) as KeptFile<T>,
  write: (file) => JSON.stringify(file),
});

const packed: Format<string> = {
  ext: 'pack',
  parse(bytes) {
    const end = bytes.indexOf(0x0a);
    const { version, index } = JSON.parse(bytes.toString('utf8', 0, end)) as { version: string; index: [string, string, number][] };
    const pages: KeptFile<string>['pages'] = {};
    let at = end + 1;
    for (const [url, hash, length] of index) {
      pages[url] = [hash, bytes.toString('utf8', at, at + length)];
      at += length;
    }
    return { version, pages };
  },
  write({ version, pages }) {
    const texts = Object.entries(pages).map(([url, [hash, text]]) => [url, hash, Buffer.from(text)] as const);
    const header = JSON.stringify({ version, index: texts.map(([url, hash, bytes]) => [url, hash, bytes.length]) });
    return Buffer.concat([Buffer.from(`${header}\n`), ...texts.map(([, , bytes]) => bytes)]);
  },
};

export class PageMemo<T> {
  private readonly next = new Map<string, [string, T]>();
  private reused = 0;

  private constructor(
    private readonly cache: DiskCache,
    private readonly name: string,
    private readonly version: string,
    private readonly format: Format<T>,
    private readonly kept: ReadonlyMap<string, [string, T]>,
  ) {}

  /**
   * The results kept under `cacheDir` for `work` (a folder name) in builds like this one (`build`
   * names its base path and content), when `version` is the one they were made under.
   */
  static read<T>(cacheDir: string, work: string, build: string, version: string): Promise<PageMemo<T>> {
    return PageMemo.open(cacheDir, work, build, version, json<T>());
  }

  /** `read`, for results that are texts as long as a page: kept packed, not as JSON. */
  static readTexts(cacheDir: string, work: string, build: string, version: string): Promise<PageMemo<string>> {
    return PageMemo.open(cacheDir, work, build, version, packed);
  }

  private static async open<T>(cacheDir: string, work: string, build: string, version: string, format: Format<T>): Promise<PageMemo<T>> {
    const cache = new DiskCache(join(cacheDir, work));
    const name = sha256(build);
    const bytes = await cache.readBytes(name, format.ext);
    const kept = bytes ? format.parse(bytes) : undefined;
    return new PageMemo<T>(cache, name, version, format, new Map(kept?.version === version ? Object.entries(kept.pages) : []));
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

  /**
   * Keeps this build's results for the next, unless every page was the same as last time. Packed
   * results replace the JSON file the same kind of build kept before they were packed (some 10 MB
   * that nothing reads any more).
   */
  async save(): Promise<void> {
    if (this.reused === this.next.size && this.next.size === this.kept.size) return;
    await this.cache.put(this.name, this.format.ext, this.format.write({ version: this.version, pages: Object.fromEntries(this.next) }));
    if (this.format === packed) await this.cache.remove(this.name, 'json');
  }
}
