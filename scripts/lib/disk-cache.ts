// Files kept between builds under `<dir>/<key>.<ext>` (the folder, .cache/, is git-ignored), and the
// hash their keys are made of. Every step that keeps work between builds goes through these.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** SHA-256 hex of some bytes or text. */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** By store folder: the names of the files the stores of this process found, kept or put out (see `takeUsedFiles`). */
const used = new Map<string, Set<string>>();

/** The files the stores used since the last call, by store folder; the command that built notes them (lib/cache-sweep.ts). */
export function takeUsedFiles(): Map<string, Set<string>> {
  const taken = new Map(used);
  used.clear();
  return taken;
}

/** Files kept between builds under `<dir>/<key>.<ext>`: encoded images, compiled styles, kept work. */
export class DiskCache {
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

  /** Removes the file kept under a key, if there is one. */
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
   * else a copy. Neither is ever written through: a cached file is only replaced by a rename
   * (`put`), and a stale `target` is removed before it is linked again.
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
