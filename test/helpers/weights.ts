import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { globSync } from 'glob';

export interface PageWeight {
  page: string;
  htmlGzip: number;
  cssGzip: number;
  jsGzip: number;
  /** Every script file the page loads before it is used: its loader, the widgets it imports and the chunks they import. */
  js: string[];
  /** The modules its widgets load only when a visitor uses them (assets/on-use-*.js: the planner's ranking, the life list). */
  onUse: string[];
  onUseGzip: number;
  /** The scripts the page itself names, its loader (a subset of js). */
  entries: string[];
  css: string[];
  /** Tags in the HTML that load a script or stylesheet, whatever their form (to prove none was missed). */
  scriptTags: number;
  stylesheetTags: number;
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The CSS and JS a browser can download for each HTML page in `dir`: stylesheets, the loader and everything it imports. */
export function pageWeights(dir: string): PageWeight[] {
  return globSync('**/*.html', { cwd: dir })
    .sort()
    .map((page) => {
      const html = readFileSync(join(dir, page), 'utf8');
      const local = (href: string) => join(dir, href.replace(/^\/(?:[^/]+\/)*?(?=assets\/)/, ''));
      const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => local(m[1]!));
      const js = new Set<string>();
      const onUse = new Set<string>();
      const lazy: string[] = [];
      // A module of widgets/on-use/ (assets/on-use-*.js) is loaded only when a visitor uses it
      // (widgets/lib/on-use.ts); every other file the loader and the widgets name is loaded with the page.
      const visit = (file: string, into: Set<string>) => {
        if (js.has(file) || onUse.has(file)) return;
        into.add(file);
        for (const m of readFileSync(file, 'utf8').matchAll(/"\.\/([^"]+\.js)"/g)) {
          if (m[1]!.startsWith('on-use-')) lazy.push(join(dir, 'assets', m[1]!));
          else visit(join(dir, 'assets', m[1]!), into);
        }
      };
      const entries = [...html.matchAll(/<script defer="" src="([^"]+)"/g)].map((m) => local(m[1]!));
      for (const entry of entries) visit(entry, js);
      while (lazy.length) visit(lazy.shift()!, onUse);
      return {
        page,
        htmlGzip: gzip(join(dir, page)),
        cssGzip: css.reduce((sum, f) => sum + gzip(f), 0),
        jsGzip: [...js].reduce((sum, f) => sum + gzip(f), 0),
        js: [...js],
        onUse: [...onUse],
        onUseGzip: [...onUse].reduce((sum, f) => sum + gzip(f), 0),
        entries,
        css,
        scriptTags: html.match(/<script\b[^>]*\bsrc=/g)?.length ?? 0,
        stylesheetTags: html.match(/<link\b[^>]*\brel="stylesheet"/g)?.length ?? 0,
      };
    });
}
