import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { contentHash } from '../lib/hash.ts';

/** A fresh folder beside `outDir`; the build writes everything here before it replaces `outDir`. */
export async function createStaging(outDir: string): Promise<string> {
  const staging = join(dirname(outDir), `.${basename(outDir)}-staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return staging;
}

/** Writes files under `dir`, creating each folder once and keeping a few writes in flight at a time. */
export async function writeFiles(dir: string, files: { path: string; contents: string | Uint8Array }[]): Promise<void> {
  const folders = new Map<string, Promise<unknown>>();
  const folder = (path: string) => {
    if (!folders.has(path)) folders.set(path, mkdir(path, { recursive: true }));
    return folders.get(path)!;
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const target = join(dir, file.path);
      await folder(dirname(target));
      await writeFile(target, file.contents);
    }
  };
  await Promise.all(Array.from({ length: Math.min(16, files.length) }, worker));
}

/** Writes `assets/<name>-<hash>.<ext>` (content-hashed, so hosts may cache it for a year); returns its site path. */
export async function writeAsset(dir: string, name: string, ext: string, contents: string): Promise<string> {
  const path = `/assets/${name}-${contentHash(contents)}.${ext}`;
  await writeFiles(dir, [{ path, contents }]);
  return path;
}

/**
 * Replaces `outDir` with the finished staging folder by two renames on one file system,
 * so a reader sees either the old site or the new one, never half of each.
 */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  const old = join(dirname(outDir), `.${basename(outDir)}-old-${process.pid}`);
  await rm(old, { recursive: true, force: true });
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
}

/** Removes a staging folder after a failed build; the previous `outDir` is untouched. */
export async function discardStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}
