// Kept work is filed under a hash of its inputs and never written over, so every edit of a
// stylesheet, a picture or the code adds files and the old ones stay: in one day of work on this
// project `.cache/styles/` held 168 compiled sets (33 MB) and `.cache/images/` 2,168 encodes where a
// build uses 979. After each build the command notes, in each store it used, which files it used
// and when (a ledger, `.used.json`); once a day it removes the files of those stores that no build
// has used for `UNUSED_DAYS` days. Only a store's own files are removed, never a folder inside it:
// the kept search index (`search/<build>/`) is a folder per kind of build, replaced by each.
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { takeUsedFiles } from './kept.ts';

/** A file no build used for this many days is removed. */
export const UNUSED_DAYS = 14;

const LEDGER = '.used.json';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Ledger {
  /** The day (days since 1970) the store was last swept. */
  swept: number;
  /** By file name: the day a build last used it. */
  used: Record<string, number>;
}

export interface Sweep {
  /** Files removed, and their bytes. */
  removed: number;
  bytes: number;
}

/**
 * Notes the files the stores under `cacheDir` gave or took in this process (see KeptFiles) as used
 * today, and removes, once a day a store, its files no build used for `UNUSED_DAYS` days. A file the
 * ledger does not know yet (kept before there was a ledger, or by a build that did not note it)
 * counts as used today. Best effort: a store it cannot read or write is left as it is.
 */
export async function sweepCache(cacheDir: string, now = Date.now()): Promise<Sweep> {
  const today = Math.floor(now / DAY_MS);
  const root = resolve(cacheDir);
  const total: Sweep = { removed: 0, bytes: 0 };
  for (const [dir, names] of takeUsedFiles()) {
    const inside = relative(root, dir);
    if (inside === '' || inside.startsWith('..') || inside.includes(sep)) continue;
    const swept = await sweepStore(dir, names, today).catch(() => undefined);
    total.removed += swept?.removed ?? 0;
    total.bytes += swept?.bytes ?? 0;
  }
  return total;
}

/** The store's ledger, if it has one that reads as a ledger: a file cut short by a crash, say, must not stop the sweep for good. */
async function readLedger(dir: string): Promise<Ledger | undefined> {
  const text = await readFile(join(dir, LEDGER), 'utf8').catch(() => '');
  let ledger: Partial<Ledger> | null;
  try {
    ledger = JSON.parse(text) as Partial<Ledger> | null;
  } catch {
    return undefined;
  }
  const used = ledger?.used;
  return typeof ledger?.swept === 'number' && typeof used === 'object' && used !== null && !Array.isArray(used) ? (ledger as Ledger) : undefined;
}

async function sweepStore(dir: string, usedNow: ReadonlySet<string>, today: number): Promise<Sweep> {
  // A missing or unreadable ledger starts again from today.
  const kept = await readLedger(dir);
  const ledger: Ledger = kept ?? { swept: today, used: {} };
  let changed = kept === undefined;
  for (const name of usedNow) {
    if (ledger.used[name] === today) continue;
    ledger.used[name] = today;
    changed = true;
  }
  const swept: Sweep = { removed: 0, bytes: 0 };
  if (ledger.swept < today) {
    const files = new Set((await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile() && e.name !== LEDGER).map((e) => e.name));
    for (const name of Object.keys(ledger.used)) if (!files.has(name)) delete ledger.used[name];
    for (const name of files) {
      const day = ledger.used[name];
      if (day === undefined) ledger.used[name] = today;
      else if (day < today - UNUSED_DAYS) {
        const size = (await stat(join(dir, name)).catch(() => undefined))?.size ?? 0;
        await rm(join(dir, name), { force: true });
        delete ledger.used[name];
        swept.removed++;
        swept.bytes += size;
      }
    }
    ledger.swept = today;
    changed = true;
  }
  if (changed) {
    const temporary = join(dir, `${LEDGER}.${process.pid}.tmp`);
    await writeFile(temporary, JSON.stringify(ledger));
    await rename(temporary, join(dir, LEDGER));
  }
  return swept;
}
