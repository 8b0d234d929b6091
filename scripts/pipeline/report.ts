import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildResult } from './pipeline.ts';

export interface PageSize {
  url: string;
  html: [raw: number, gzip: number];
  css: [raw: number, gzip: number];
  js: [raw: number, gzip: number];
  /** Milliseconds the page took to render to HTML. */
  renderMs: number;
}

const sizeOf = (data: Buffer): [number, number] => [data.length, gzipSync(data, { level: 9 }).length];
const sum = (a: [number, number], b: [number, number]): [number, number] => [a[0] + b[0], a[1] + b[1]];

/** HTML, CSS and JS bytes (raw and gzip) that each page loads, read back from the written files. */
export function measurePages(result: BuildResult): PageSize[] {
  // Pages share their stylesheets and scripts: each file is read and compressed once.
  const files = new Map<string, [number, number]>();
  const fileSize = (sitePath: string) => {
    if (!files.has(sitePath)) files.set(sitePath, sizeOf(readFileSync(join(result.outDir, sitePath))));
    return files.get(sitePath)!;
  };
  return result.pages.map((page) => {
    const assets = result.pageAssets.get(page.route.id) ?? { css: [], js: [] };
    return {
      url: page.url,
      html: sizeOf(Buffer.from(page.html)),
      css: assets.css.map(fileSize).reduce(sum, [0, 0]),
      js: assets.js.map(fileSize).reduce(sum, [0, 0]),
      renderMs: result.renderMs.get(page.route.id) ?? NaN,
    };
  });
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
