import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { globSync } from 'glob';

export interface PageWeight {
  page: string;
  cssGzip: number;
  jsGzip: number;
  js: string[];
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The CSS and JS a browser downloads for each HTML page in `dir`: stylesheets, module scripts and their static imports. */
export function pageWeights(dir: string): PageWeight[] {
  return globSync('**/*.html', { cwd: dir }).sort().map((page) => {
    const html = readFileSync(join(dir, page), 'utf8');
    const local = (href: string) => join(dir, href.replace(/^\/(?:[^/]+\/)*?(?=assets\/)/, ''));
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => local(m[1]!));
    const js = new Set<string>();
    const visit = (file: string) => {
      if (js.has(file)) return;
      js.add(file);
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(join(dir, 'assets', m[1]!));
    };
    for (const m of html.matchAll(/<script type="module" src="([^"]+)"/g)) visit(local(m[1]!));
    return {
      page,
      cssGzip: css.reduce((sum, f) => sum + gzip(f), 0),
      jsGzip: [...js].reduce((sum, f) => sum + gzip(f), 0),
      js: [...js],
    };
  });
}
