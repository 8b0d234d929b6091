// Whether a build would write what the output folder already holds. After each successful build
// the command records a stamp of its inputs (every file of the generator, the content folders,
// package.json and its lock, and the options) and of what it wrote; the next run with the same
// stamp and an untouched output folder has nothing to do, as `make` with nothing newer. The stamp
// reads only names, sizes and modification times, never file contents, so it costs a few
// milliseconds where loading the generator costs seconds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The folders of the generator whose files feed every build (with the shipped content, which fixtures fall back on), beside the content folders. */
const SOURCE_DIRS = ['scripts', 'templates', 'widgets', 'styles', 'static', 'hosts', 'content'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

export interface StampOptions {
  root: string;
  contentDir: string;
  contentFallback?: string;
  outDir: string;
  cacheDir: string;
  /** Everything else that changes what is written (base path, site URL, React build). */
  settings: Record<string, string | undefined>;
}

export interface Stamp {
  inputs: string;
  outputs: string;
  /** What the build wrote, named again when nothing changed: the folder and its page count. */
  summary: string;
}

/** Every file under `dir` (recursively) as `path size mtime` lines, sorted; none when it is absent. */
function listing(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const lines: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(path);
    lines.push(`${path} ${size} ${mtimeMs}`);
  }
  return lines.sort();
}

const digest = (lines: string[]) => createHash('sha256').update(lines.join('\n')).digest('hex');

/** The stamp of what a build with `options` reads. */
export function inputStamp(options: StampOptions): string {
  const root = resolve(options.root);
  // A set: the shipped content folder is both a source folder and, for `npm run build`, the content folder.
  const dirs = new Set([
    ...SOURCE_DIRS.map((d) => join(root, d)),
    resolve(options.contentDir),
    ...(options.contentFallback ? [resolve(options.contentFallback)] : []),
  ]);
  const files = SOURCE_FILES.map((f) => join(root, f))
    .filter(existsSync)
    .map((f) => {
      const { size, mtimeMs } = statSync(f);
      return `${f} ${size} ${mtimeMs}`;
    });
  return digest([process.version, JSON.stringify(options.settings), resolve(options.outDir), ...files, ...[...dirs].flatMap(listing)]);
}

/** The stamp of what the output folder holds now. */
export const outputStamp = (outDir: string): string => digest(listing(resolve(outDir)));

const stampFile = (options: StampOptions) =>
  join(resolve(options.cacheDir), 'build-stamps', `${createHash('sha256').update(resolve(options.outDir)).digest('hex').slice(0, 16)}.json`);

/** The last build's stamp, when the output folder is still as it left it and its inputs are the same; else undefined. */
export function upToDate(options: StampOptions): Stamp | undefined {
  const file = stampFile(options);
  if (!existsSync(file) || !existsSync(options.outDir)) return undefined;
  const stamp = JSON.parse(readFileSync(file, 'utf8')) as Stamp;
  return stamp.inputs === inputStamp(options) && stamp.outputs === outputStamp(options.outDir) ? stamp : undefined;
}

/** Records a successful build: its inputs (taken before it started, so an edit during the build counts as a change) and its output. */
export async function recordBuild(options: StampOptions, inputs: string, summary: string): Promise<void> {
  const file = stampFile(options);
  await mkdir(join(file, '..'), { recursive: true });
  const stamp: Stamp = { inputs, outputs: outputStamp(options.outDir), summary };
  await writeFile(file, `${JSON.stringify(stamp, null, 2)}\n`);
}
