// Work kept between builds: the one way a step keeps what it made for the next build, under the
// cache folder (git-ignored). A step asks its `KeptWork` (the scheduler's `kept.disk`, one a kind of
// build: base path and content folder) for one of three shapes of keeping:
// - `files(work)`: files named by a hash of what made them (encoded images, compiled styles, icons),
//   never written over, swept when no build used them for a fortnight (./cache-sweep.ts);
// - `memo(work, version)`: results by key, each beside a hash of its input (finished pages, compiled
//   sheets, heading characters, stand-in drawings): a key whose input is the same gets its result;
// - `value(work, version)` (`keep` to replace it) and `tree(work, version)`: one value, or one folder of files with a value
//   describing them, a kind of build (the assets the pages linked, the widget bundles, the search
//   index).
// A memo, value or tree is one file (or folder) a kind of work and kind of build, replaced by each
// build, so it does not grow with edits; `version` names everything else its results depend on (the
// code that made them, a package's version) and a change to it makes them all again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, cp, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** SHA-256 hex of some bytes or text. */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** By folder: the names of the files kept files of this process found, kept or put out (see `takeUsedFiles`). */
const used = new Map<string, Set<string>>();

/** The files used since the last call, by folder; the command that built notes them (./cache-sweep.ts). */
export function takeUsedFiles(): Map<string, Set<string>> {
  const taken = new Map(used);
  used.clear();
  return taken;
}

/** Files kept under `<dir>/<key>.<ext>`, their key a hash of what made them. */
export class KeptFiles {
  constructor(readonly dir: string) {}

  file(key: string, ext: string): string {
    return join(this.dir, `${key}.${ext}`);
  }

  private use(key: string, ext: string): void {
    let names = used.get(this.dir);
    if (!names) used.set(this.dir, (names = new Set()));
    names.add(`${key}.${ext}`);
  }

  has(key: string, ext: string): boolean {
    const there = existsSync(this.file(key, ext));
    if (there) this.use(key, ext);
    return there;
  }

  /** Writes through a temporary name, so an interrupted build never leaves half a file under a key. */
  async put(key: string, ext: string, data: Uint8Array | string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temporary = `${this.file(key, ext)}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, this.file(key, ext));
    this.use(key, ext);
  }

  async remove(key: string, ext: string): Promise<void> {
    await rm(this.file(key, ext), { force: true });
  }

  async read(key: string, ext: string): Promise<string | undefined> {
    return this.has(key, ext) ? readFile(this.file(key, ext), 'utf8') : undefined;
  }

  async readBytes(key: string, ext: string): Promise<Buffer | undefined> {
    return this.has(key, ext) ? readFile(this.file(key, ext)) : undefined;
  }

  /**
   * Puts a file out at `target`, unless it already holds it (the dev server's output folder):
   * output names carry their key. A hard link where the cache and the output share a file system
   * (a forced warm build puts out some 1,000 images: linking took about half the time of copying),
   * else a copy. Neither is ever written through: a kept file is only replaced by a rename (`put`),
   * and a stale `target` is removed before it is linked again.
   */
  async copyTo(key: string, ext: string, target: string): Promise<void> {
    const source = this.file(key, ext);
    this.use(key, ext);
    const there = await stat(target).catch(() => undefined);
    if (there && there.size === (await stat(source)).size) return;
    if (there) await rm(target);
    await link(source, target).catch(() => copyFile(source, target));
  }
}

/** How a memo's file is written: JSON, or packed for results that are whole pages of text. */
export type MemoFormat = 'json' | 'packed';

interface MemoFile<T> {
  version: string;
  /** By key: the hash of the input the result was made from, and the result. */
  entries: Record<string, [string, T]>;
}

/**
 * Results by key, each kept beside a hash of its input. Packed results (finished pages, some 10 MB
 * in all) are a line of JSON with each key, hash and byte length, then the texts one after
 * another: parsing them as JSON strings took some 50 ms of a build; packed, each is a slice.
 */
export class Memo<T> {
  private readonly next = new Map<string, [string, T]>();
  /** Results made (not the kept ones) since the last save. */
  private made = 0;
  /** How many results the file held when this memo last wrote it. */
  private written?: number;

  constructor(
    private readonly save_: (file: MemoFile<T>) => Promise<void>,
    private readonly version: string,
    private readonly kept: ReadonlyMap<string, [string, T]>,
  ) {}

  /** Whether a result is kept for `key` made from `input`. */
  has(key: string, input: string): boolean {
    const hash = sha256(input);
    return (this.next.get(key) ?? this.kept.get(key))?.[0] === hash;
  }

  /** The result for `key`: the kept one when `input` is the same, else what `make` gives (kept from now on). */
  get(key: string, input: string, make: (input: string) => T): T {
    const hash = sha256(input);
    const known = this.next.get(key);
    if (known?.[0] === hash) return known[1];
    const kept = this.kept.get(key);
    const same = kept?.[0] === hash;
    const result = same ? kept[1] : make(input);
    if (!same) this.made++;
    this.next.set(key, [hash, result]);
    return result;
  }

  /**
   * Keeps the results asked for since the memo was opened, unless the file already holds just
   * those: none was made since it was last written, and it holds as many (results are only added).
   */
  async save(): Promise<void> {
    if (this.made === 0 && this.next.size === (this.written ?? this.kept.size)) return;
    await this.save_({ version: this.version, entries: Object.fromEntries(this.next) });
    this.written = this.next.size;
    this.made = 0;
  }
}

const formats = {
  json: {
    parse: <T>(bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as MemoFile<T>,
    write: <T>(file: MemoFile<T>): string | Buffer => JSON.stringify(file),
  },
  packed: {
    parse(bytes: Buffer): MemoFile<string> {
      const end = bytes.indexOf(0x0a);
      const { version, index } = JSON.parse(bytes.toString('utf8', 0, end)) as { version: string; index: [string, string, number][] };
      const entries: MemoFile<string>['entries'] = {};
      let at = end + 1;
      for (const [key, hash, length] of index) {
        entries[key] = [hash, bytes.toString('utf8', at, at + length)];
        at += length;
      }
      return { version, entries };
    },
    write({ version, entries }: MemoFile<string>): string | Buffer {
      const texts = Object.entries(entries).map(([key, [hash, text]]) => [key, hash, Buffer.from(text)] as const);
      const header = JSON.stringify({ version, index: texts.map(([key, hash, bytes]) => [key, hash, bytes.length]) });
      return Buffer.concat([Buffer.from(`${header}\n`), ...texts.map(([, , bytes]) => bytes)]);
    },
  },
};

/** A folder of files kept with a value that says what they were made from. */
export interface KeptTree<T> {
  /** The value the files were kept with, when they were kept under this version. */
  value: T | undefined;
  /** Puts the kept files at the same places under `target`; whether it could. */
  copyTo(target: string): Promise<boolean>;
  /** Keeps the files under `source` with `value`. Best effort: a failure only costs the next build its copy. */
  keep(source: string, value: T): Promise<void>;
}

/** The work one kind of build keeps under `cacheDir` (`build` names its base path and content). */
export class KeptWork {
  private readonly name: string;

  constructor(
    readonly cacheDir: string,
    readonly build: string,
  ) {
    this.name = sha256(build);
  }

  /** Files named by their key under the cache's `work` folder, shared by every kind of build. */
  files(work: string): KeptFiles {
    return new KeptFiles(join(this.cacheDir, work));
  }

  /** The results of `work` kept by the last build like this one, when `version` is the one they were made under. */
  async memo<T>(work: string, version: unknown, format: MemoFormat = 'json'): Promise<Memo<T>> {
    const files = this.files(work);
    const v = versionOf(version);
    const bytes = await files.readBytes(this.name, format === 'json' ? 'json' : 'pack');
    const kept = bytes ? (formats[format].parse(bytes) as MemoFile<T>) : undefined;
    const save = async (file: MemoFile<T>) => {
      await files.put(this.name, format === 'json' ? 'json' : 'pack', formats[format].write(file as MemoFile<never>));
    };
    return new Memo<T>(save, v, new Map(kept?.version === v && kept.entries ? Object.entries(kept.entries) : []));
  }

  /** The value of `work` the last build like this one kept under `version`, if it did. */
  async value<T>(work: string, version: unknown): Promise<T | undefined> {
    const text = await this.files(work).read(this.name, 'json');
    const kept = text ? (JSON.parse(text) as { version?: string; value: T }) : undefined;
    return kept?.version === versionOf(version) ? kept.value : undefined;
  }

  /** Keeps `value` of `work` under `version` for the next build like this one. */
  keep(work: string, version: unknown, value: unknown): Promise<void> {
    return this.files(work).put(this.name, 'json', JSON.stringify({ version: versionOf(version), value }));
  }

  /** The folder of files of `work` the last build like this one kept under `version`. */
  async tree<T>(work: string, version: unknown): Promise<KeptTree<T>> {
    const dir = join(this.cacheDir, work, this.name);
    const v = versionOf(version);
    const text = await readFile(join(dir, 'kept.json'), 'utf8').catch(() => undefined);
    const kept = text ? (JSON.parse(text) as { version: string; value: T }) : undefined;
    const value = kept?.version === v ? kept.value : undefined;
    return {
      value,
      copyTo: (target) =>
        value === undefined
          ? Promise.resolve(false)
          : linkTree(join(dir, 'files'), target).then(
              () => true,
              async () => {
                await rm(target, { recursive: true, force: true });
                return false;
              },
            ),
      async keep(source, next) {
        const temporary = `${dir}.${process.pid}.tmp`;
        try {
          await rm(temporary, { recursive: true, force: true });
          await mkdir(temporary, { recursive: true });
          await cp(source, join(temporary, 'files'), { recursive: true });
          await writeFile(join(temporary, 'kept.json'), JSON.stringify({ version: v, value: next }));
          await rm(dir, { recursive: true, force: true });
          await rename(temporary, dir);
        } catch {
          await rm(temporary, { recursive: true, force: true });
        }
      },
    };
  }
}

const versionOf = (version: unknown) => (typeof version === 'string' ? version : sha256(JSON.stringify(version)));

/** Hashes of the files at `paths` under `root`, or undefined when one is gone. */
export async function fileHashes(root: string, paths: readonly string[]): Promise<string[] | undefined> {
  try {
    return await Promise.all(paths.map(async (path) => sha256(await readFile(join(root, path)))));
  } catch {
    return undefined;
  }
}

/**
 * Puts every file under `source` at the same place under `target`: a hard link where both share a
 * file system, else a copy (fs.cp took about three times as long for the search index's 220 files).
 * The kept files are never written through: a build keeps new ones under a new folder and removes
 * the old.
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
