// Stand-in drawings kept between builds. A drawing is a function of its image id, size and words, and
// of the code and species data that draw it; drawing all of a site's stand-ins takes some 250 ms,
// reading them back a few. The file of kept drawings is named by a hash of every file of that code
// and of the data the content gave it, so an edit to any of them draws everything again.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DiskCache, sha256 } from '../lib/disk-cache.ts';
import { sourcesHash } from '../lib/sources-hash.ts';

/** What a drawing leaves for planning: the SVG and the colour shown while the picture loads. */
export interface Drawing {
  svg: string;
  color: string;
}

/** The files the drawings depend on besides their data: the drawing code and the plumage shape. */
const DRAWING_SOURCES = ['scripts/stand-ins', 'model/schema/plumage.ts'];

/** Drawings by their key (see `draw` in ./index.ts), read from and written back to the cache. */
export class KeptDrawings {
  private added = false;

  private constructor(
    private readonly cache: DiskCache,
    private readonly version: string,
    private readonly drawings: Map<string, Drawing>,
  ) {}

  /**
   * The drawings kept under `cacheDir` for the drawing code as it is now and `data` (the content they
   * draw from, as text). The file is read once per process and version: the image and link-preview
   * steps of a build share what it holds.
   */
  static read(cacheDir: string, data: string): Promise<KeptDrawings> {
    const cache = new DiskCache(join(cacheDir, 'stand-ins'));
    const version = sha256(`${sourcesHash(DRAWING_SOURCES)}\n${data}`);
    // One set per cache folder: a long-running dev server whose drawing code changed drops the old one.
    const open = opened.get(cache.dir);
    if (open?.version === version) return open.kept;
    const kept = cache
      .read(version, 'json')
      .then((text) => new KeptDrawings(cache, version, new Map(text ? (Object.entries(JSON.parse(text)) as [string, Drawing][]) : [])));
    opened.set(cache.dir, { version, kept });
    return kept;
  }

  /** The drawing kept under `key`, else the one `draw` makes (kept from now on). */
  draw(key: string, draw: () => Drawing): Drawing {
    let drawing = this.drawings.get(key);
    if (!drawing) {
      const { svg, color } = draw();
      this.drawings.set(key, (drawing = { svg, color }));
      this.added = true;
    }
    return drawing;
  }

  /** Writes the drawings back when some were new, and removes the files of older drawing code. */
  async save(): Promise<void> {
    if (!this.added) return;
    await this.cache.put(this.version, 'json', JSON.stringify(Object.fromEntries(this.drawings)));
    const stale = (await readdir(this.cache.dir)).filter((name) => name.endsWith('.json') && name !== `${this.version}.json`);
    await Promise.all(stale.map((name) => rm(join(this.cache.dir, name), { force: true })));
    this.added = false;
  }
}

const opened = new Map<string, { version: string; kept: Promise<KeptDrawings> }>();
