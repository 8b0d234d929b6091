// The search index kept between builds. Pagefind indexes every page the search covers in its own
// process each build (some 0.5 s of a warm build, most of it waited for at the end). When every page
// gives Pagefind the same HTML as in the last build, in the same order, with the same Pagefind and the
// same indexing code, it would write the same files: the build copies the kept ones instead.
import { copyFile, cp, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sha256 } from '../lib/disk-cache.ts';
import { packageVersion, sourcesHash } from '../lib/sources-hash.ts';

interface Manifest {
  version: string;
  /** Each page Pagefind read, in order: its URL and a hash of what it was sent. */
  pages: [url: string, hash: string][];
}

/** The indexing code: a change to it indexes again. */
const INDEXING_CODE = ['scripts/search/index-site.ts', 'scripts/search/kept-index.ts'];

export class KeptIndex {
  private readonly pages: [string, string][] = [];
  private differs = false;

  private constructor(
    private readonly dir: string,
    private readonly version: string,
    private readonly manifest: Manifest | undefined,
  ) {}

  /** The index kept under `cacheDir` for builds like this one (`build` names its base path and content). */
  static async read(cacheDir: string, build: string): Promise<KeptIndex> {
    const dir = join(cacheDir, 'search', sha256(build));
    const version = sha256(JSON.stringify({ pagefind: packageVersion('pagefind'), code: sourcesHash(INDEXING_CODE) }));
    const text = await readFile(join(dir, 'manifest.json'), 'utf8').catch(() => undefined);
    const manifest = text ? (JSON.parse(text) as Manifest) : undefined;
    return new KeptIndex(dir, version, manifest?.version === version ? manifest : undefined);
  }

  /** Notes the next page sent to the index; whether it is the page sent at that place last time. */
  record(url: string, sent: string): boolean {
    const page: [string, string] = [url, sha256(sent)];
    const kept = this.manifest?.pages[this.pages.length];
    this.pages.push(page);
    const same = kept !== undefined && kept[0] === page[0] && kept[1] === page[1];
    this.differs ||= !same;
    return same;
  }

  /** Copies the kept files to `target` when the pages recorded are the kept ones (each was, and none is missing); whether it did. */
  async copyTo(target: string): Promise<boolean> {
    if (!this.manifest || this.differs || this.manifest.pages.length !== this.pages.length) return false;
    return linkTree(join(this.dir, 'files'), target).then(
      () => true,
      async () => {
        await rm(target, { recursive: true, force: true });
        return false;
      },
    );
  }

  /** Keeps the files Pagefind wrote to `source` for the pages recorded. Best effort: a failure only costs the next build its copy. */
  async save(source: string): Promise<void> {
    const temporary = `${this.dir}.${process.pid}.tmp`;
    try {
      await rm(temporary, { recursive: true, force: true });
      await mkdir(temporary, { recursive: true });
      await cp(source, join(temporary, 'files'), { recursive: true });
      await writeFile(join(temporary, 'manifest.json'), JSON.stringify({ version: this.version, pages: this.pages } satisfies Manifest));
      await rm(this.dir, { recursive: true, force: true });
      await rename(temporary, this.dir);
    } catch {
      await rm(temporary, { recursive: true, force: true });
    }
  }
}

/**
 * Puts every file under `source` at the same place under `target`: a hard link where both share a
 * file system, else a copy (as the image cache does; fs.cp took about three times as long for the
 * index's 220 files). The kept files are never written through: a build keeps new ones under a new
 * folder and removes the old.
 */
async function linkTree(source: string, target: string): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  const dirs = new Set([target, ...entries.filter((e) => e.isDirectory()).map((e) => join(target, relative(source, join(e.parentPath, e.name))))]);
  for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) => {
        const from = join(e.parentPath, e.name);
        const to = join(target, relative(source, from));
        return link(from, to).catch(() => copyFile(from, to));
      }),
  );
}
