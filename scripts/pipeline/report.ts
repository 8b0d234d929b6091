import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { KeptFiles, sha256 } from '../lib/kept.ts';
import type { BuildResult } from './pipeline.ts';

export interface PageSize {
  url: string;
  html: [raw: number, gzip: number];
  css: [raw: number, gzip: number];
  js: [raw: number, gzip: number];
  /** Milliseconds the page took to render to HTML. */
  renderMs: number;
}

const gzipped = promisify(gzip);
const sum = (a: [number, number], b: [number, number]): [number, number] => [a[0] + b[0], a[1] + b[1]];

/**
 * HTML, CSS and JS bytes (raw and gzip) that each page loads, read back from the written files.
 * With `cacheDir`, the gzip size of each text is kept under a hash of it (`sizes/gzip.json`, replaced
 * by each build): compressing every page at level 9 took about 0.2 s of each build, for a table.
 */
export async function measurePages(result: BuildResult, cacheDir?: string): Promise<PageSize[]> {
  const cache = cacheDir ? new KeptFiles(join(cacheDir, 'sizes')) : undefined;
  const kept = new Map<string, number>(Object.entries(JSON.parse((await cache?.read('gzip', 'json')) ?? '{}') as Record<string, number>));
  const measured = new Map<string, number>();
  // Compressed in libuv's thread pool: the pages compress side by side on both cores.
  const sizeOf = async (data: Buffer): Promise<[number, number]> => {
    const key = sha256(data);
    const size = kept.get(key) ?? (await gzipped(data, { level: 9 })).length;
    measured.set(key, size);
    return [data.length, size];
  };
  // Pages share their stylesheets and scripts: each file is read and compressed once.
  const files = new Map<string, Promise<[number, number]>>();
  const fileSize = (sitePath: string) => {
    if (!files.has(sitePath)) files.set(sitePath, readFile(join(result.outDir, sitePath)).then(sizeOf));
    return files.get(sitePath)!;
  };
  const total = async (paths: string[]) => (await Promise.all(paths.map(fileSize))).reduce(sum, [0, 0]);
  const sizes = await Promise.all(
    result.pages.map(async (page) => {
      const assets = result.pageAssets.get(page.route.id) ?? { css: [], js: [] };
      const [html, css, js] = await Promise.all([sizeOf(Buffer.from(page.html)), total(assets.css), total(assets.js)]);
      return { url: page.url, html, css, js, renderMs: result.renderMs.get(page.route.id) ?? NaN };
    }),
  );
  if (cache && [...measured.keys()].some((key) => !kept.has(key))) await cache.put('gzip', 'json', JSON.stringify(Object.fromEntries(measured)));
  return sizes;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A fixed-width table of page sizes and render times for the terminal. */
export function formatSizeTable(sizes: PageSize[]): string {
  const header = ['page', 'HTML', 'HTML gz', 'CSS', 'CSS gz', 'JS', 'JS gz', 'render'];
  const rows = sizes.map((s) => [s.url, kb(s.html[0]), kb(s.html[1]), kb(s.css[0]), kb(s.css[1]), kb(s.js[0]), kb(s.js[1]), `${s.renderMs.toFixed(1)} ms`]);
  return formatTable(header, rows);
}

/** Columns padded to their widest cell: figures right-aligned, the first column (and any `leftAligned`) left-aligned. */
export function formatTable(header: string[], rows: string[][], { leftAligned = [0] }: { leftAligned?: number[] } = {}): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (leftAligned.includes(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
