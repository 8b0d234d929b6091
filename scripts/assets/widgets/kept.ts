// Widget bundles kept between builds. Bundling every page's widgets (starting esbuild and two builds)
// took some 70–100 ms of each build. The bundles are a function of the bundle plan (which widgets
// each page loads, and the code that bundles them) and of every file esbuild read: one file per kind
// of build (base path and content folder) keeps the last bundles with a hash of each file read, and
// a build with the same plan whose files all hold what they held then writes the kept bundles.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Metafile } from 'esbuild';
import { DiskCache, sha256 } from '../../lib/disk-cache.ts';
import { writeFiles } from '../../write/write.ts';

/** What ./widgets.ts returns: each route's entry and the files it loads, by route id. */
interface Bundles {
  entries: Map<string, string>;
  files: Map<string, string[]>;
}

interface KeptFile {
  plan: string;
  /** Each file esbuild read, relative to the project root, with the hash of what it held. */
  inputs: [string, string][];
  /** Each file the builds wrote, relative to the output folder, with its contents. */
  outputs: [string, string][];
  entries: [string, string][];
  files: [string, string[]][];
}

/** Which bundles: those of builds like `build` (its base path and content folder) in `cacheDir`, made from `plan`. */
interface KeptAs {
  cacheDir: string;
  build: string;
  plan: string;
}

/** Where builds like `build` (its base path and content folder) keep their bundles. */
const keptAt = (cacheDir: string, build: string) => ({ cache: new DiskCache(join(cacheDir, 'widgets')), name: sha256(build) });

/** Hashes of the files read, or undefined when one is gone. */
async function hashes(root: string, paths: readonly string[]): Promise<string[] | undefined> {
  try {
    return await Promise.all(paths.map(async (path) => sha256(await readFile(join(root, path)))));
  } catch {
    return undefined;
  }
}

/**
 * Writes the bundles kept for builds like `build` into `outDir` and returns them, when they were
 * made from `plan` and every file they were made from is the same; else returns undefined.
 */
export async function writeKeptBundles(keep: KeptAs, root: string, outDir: string): Promise<Bundles | undefined> {
  const { cache, name } = keptAt(keep.cacheDir, keep.build);
  const text = await cache.read(name, 'json');
  const kept = text ? (JSON.parse(text) as KeptFile) : undefined;
  if (kept?.plan !== keep.plan) return undefined;
  const now = await hashes(
    root,
    kept.inputs.map(([path]) => path),
  );
  if (!now || now.some((hash, i) => hash !== kept.inputs[i]![1])) return undefined;
  await writeFiles(
    outDir,
    kept.outputs.map(([path, contents]) => ({ path, contents })),
  );
  return { entries: new Map(kept.entries), files: new Map(kept.files) };
}

/** Keeps the bundles just made from `plan` (what esbuild's `metafiles` say it read and wrote) for the next build like `build`. */
export async function keepBundles(keep: KeptAs, root: string, outDir: string, metafiles: readonly Metafile[], bundles: Bundles): Promise<void> {
  // Generated entries (`page-widgets:…`, `page-loader:…`) and defined values (`<define:__ON_USE__>`, which the on-use files' hashes make) are part of the plan; the rest are files.
  const read = [...new Set(metafiles.flatMap((m) => Object.keys(m.inputs)))].filter((path) => !/^[a-z-]+:|^<define:/.test(path)).sort();
  const inputHashes = await hashes(root, read);
  if (!inputHashes) return;
  const outputs = await Promise.all(
    metafiles
      .flatMap((m) => Object.keys(m.outputs))
      .map(async (path): Promise<[string, string]> => [relative(outDir, join(root, path)), await readFile(join(root, path), 'utf8')]),
  );
  const { cache, name } = keptAt(keep.cacheDir, keep.build);
  const file: KeptFile = {
    plan: keep.plan,
    inputs: read.map((path, i) => [path, inputHashes[i]!]),
    outputs,
    entries: [...bundles.entries],
    files: [...bundles.files],
  };
  await cache.put(name, 'json', JSON.stringify(file));
}
