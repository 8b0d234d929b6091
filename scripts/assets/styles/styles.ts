import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Sass from 'sass';
import * as timings from '../../../widgets/timings.ts';
import { KeptFiles, sha256 } from '../../lib/kept.ts';
import { BuildError } from '../../lib/build-error.ts';
import { HEADING_FAMILY, HEADING_FONT, fallbackFaces, headingStack, selectorsUsing, standInStack, subsetHeadingFont, webFace } from './fonts.ts';
import { contentHash } from '../../lib/hash.ts';
import { packageVersion, sourcesHash } from '../../lib/sources-hash.ts';

const require = createRequire(import.meta.url);

// Stands for the heading font's file name until the font is cut to the pages' text (which needs
// the compiled CSS to know what the font draws, and the pages to know the text) and hashed.
const FONT_PLACEHOLDER = '__heading-font__.woff2';

/** Every stylesheet compiled, before the heading font (and so the CSS files' names) is known. */
export interface CompiledStyles {
  main: string;
  /** CSS of each route's own stylesheet, by its path under styles/ (routes may share one). */
  sheets: Map<string, string>;
  /** The route table's `stylesheet` of each route that has one, by route id. */
  routeSheets: Map<string, string>;
  /** Selectors of the rules that set the heading font: whose text the font must draw. */
  headingSelectors: string[];
  /**
   * The files each sheet was compiled from (its own and every one it loaded, paths under styles/),
   * by `main.scss` or the stylesheet's path: what an edit must touch to change that sheet.
   */
  sources?: Map<string, string[]>;
  /** `headingSelectors` of each sheet, by the same names. */
  selectors?: Map<string, string[]>;
}

export interface StyleAssets {
  /** Site path of the stylesheet of a page without styles of its own: styles/main.scss. */
  main: string;
  /**
   * Site path of the one stylesheet of a page with styles of its own, by route id: main.scss and
   * then the route's `stylesheet`, in one file. Two files would arrive one after the other, and
   * between them the shared rules would override the page's own, inlined rules (a visible jump).
   */
  pages: Map<string, string>;
  /** The text of every stylesheet, by site path (for the critical CSS each page inlines). */
  css: Map<string, string>;
  /** The heading font: its site path and its size before and after subsetting, in bytes. */
  font: { path: string; fullBytes: number; bytes: number };
}

/**
 * Compiles styles/main.scss and each route's own stylesheet (path under styles/), minified. With
 * `cacheDir`, the result is kept in `cacheDir/styles` under a hash of every file in styles/, the
 * generated modules, the sass version and the route sheets: a build that changed none of them
 * skips sass (most of a warm build's time). With `previous` (the dev server's last result and the
 * files edited since), a sheet none of whose sources was edited keeps its CSS.
 */
export async function compileStyles(
  root: string,
  pageStylesheets: ReadonlyMap<string, string>,
  cacheDir?: string,
  previous?: { styles: CompiledStyles; edited: readonly string[] },
): Promise<CompiledStyles> {
  checkStylesheetsExist(root, pageStylesheets);
  const generated = generatedModules();
  const cache = cacheDir ? new KeptFiles(join(cacheDir, 'styles')) : undefined;
  // Only read every style source for the key when there is a cache to look in.
  const key = cache
    ? sha256(JSON.stringify({ sass: packageVersion('sass'), generated, sheets: [...pageStylesheets], sources: sourcesHash([join(root, 'styles')]) }))
    : '';
  const cached = await cache?.read(key, 'json');
  if (cached) return fromCache(cached, pageStylesheets);

  // Loaded only to compile: a build whose styles come from the cache never loads Sass (about 0.4 s).
  const compiler = sheetCompiler(await import('sass'), join(root, 'styles'), generated, previous);
  const main = compiler.sheet('main.scss');
  const sheets = new Map<string, string>();
  // Routes that share a stylesheet (the blog and its posts, the checklists) share one compiled file.
  for (const stylesheet of pageStylesheets.values()) if (!sheets.has(stylesheet)) sheets.set(stylesheet, compiler.sheet(stylesheet));
  const { sources, selectors } = compiler;
  // Each sheet's rules on their own (a rule's fonts are its own declarations'), so a kept sheet keeps its selectors.
  for (const [name, css] of [['main.scss', main] as const, ...sheets]) if (!selectors.has(name)) selectors.set(name, await selectorsUsing(css, HEADING_FAMILY));
  const headingSelectors = ['main.scss', ...sheets.keys()].flatMap((name) => selectors.get(name)!);
  await cache?.put(key, 'json', JSON.stringify({ main, sheets: [...sheets], headingSelectors, sources: [...sources], selectors: [...selectors] }));
  return { main, sheets, routeSheets: new Map(pageStylesheets), headingSelectors, sources, selectors };
}

/** Every route's stylesheet must be a file under styles/. */
function checkStylesheetsExist(root: string, pageStylesheets: ReadonlyMap<string, string>): void {
  for (const [id, stylesheet] of pageStylesheets) {
    if (!existsSync(join(root, 'styles', stylesheet))) {
      throw new BuildError('MissingStylesheet', `route "${id}" names a stylesheet that does not exist`, {
        file: 'templates/routes.ts',
        field: 'stylesheet',
        expected: 'a file under styles/',
        found: stylesheet,
      });
    }
  }
}

/** Generated modules: `@use 'timings'` (the spec's timings from widgets/timings.ts) and `@use 'fonts'`. */
function generatedModules(): Record<string, string> {
  return {
    timings: Object.entries(timings)
      .filter(([, value]) => typeof value === 'number')
      .map(([name, value]) => `$${name.toLowerCase().replaceAll('_', '-')}: ${String(value)}${name.endsWith('_MS') ? 'ms' : ''};`)
      .join('\n'),
    fonts: [`$heading-stack: ${headingStack};`, `$stand-in-stack: ${standInStack};`, `@mixin faces { ${webFace(FONT_PLACEHOLDER)}${fallbackFaces()} }`].join(
      '\n',
    ),
  };
}

/** The styles a cache entry holds. */
function fromCache(cached: string, pageStylesheets: ReadonlyMap<string, string>): CompiledStyles {
  const { main, sheets, headingSelectors, sources, selectors } = JSON.parse(cached) as {
    main: string;
    sheets: [string, string][];
    headingSelectors: string[];
    sources?: [string, string[]][];
    selectors?: [string, string[]][];
  };
  return {
    main,
    sheets: new Map(sheets),
    routeSheets: new Map(pageStylesheets),
    headingSelectors,
    sources: sources && new Map(sources),
    selectors: selectors && new Map(selectors),
  };
}

/**
 * Compiles sheets one at a time, recording each one's source files and, where a sheet is kept from
 * `previous` (none of its sources edited), its known heading selectors.
 */
function sheetCompiler(
  sass: typeof Sass,
  stylesDir: string,
  generated: Record<string, string>,
  previous?: { styles: CompiledStyles; edited: readonly string[] },
) {
  const importer: Sass.Importer<'sync'> = {
    canonicalize: (url) => (url in generated ? new URL(`generated:${url}`) : null),
    load: (url) => ({ contents: generated[url.pathname]!, syntax: 'scss' }),
  };
  const sources = new Map<string, string[]>();
  const selectors = new Map<string, string[]>();
  const reused = (name: string) => {
    const files = previous?.styles.sources?.get(name);
    if (!previous || !files || previous.edited.some((file) => files.includes(relative(stylesDir, file)))) return undefined;
    const css = name === 'main.scss' ? previous.styles.main : previous.styles.sheets.get(name);
    const known = previous.styles.selectors?.get(name);
    if (css !== undefined) sources.set(name, files);
    if (css !== undefined && known) selectors.set(name, known);
    return css;
  };
  // Synchronous: Dart Sass compiles about twice as fast without its async machinery (same CSS).
  const compile = (name: string): string => {
    const file = join(stylesDir, name);
    try {
      const result = sass.compile(file, { style: 'compressed', importers: [importer], loadPaths: [stylesDir] });
      sources.set(
        name,
        result.loadedUrls.filter((url) => url.protocol === 'file:').map((url) => relative(stylesDir, fileURLToPath(url))),
      );
      return result.css;
    } catch (cause) {
      throw new BuildError('StylesCompileFailed', `styles could not be compiled: ${(cause as Error).message}`, { file }, { cause });
    }
  };
  return { sources, selectors, sheet: (name: string) => reused(name) ?? compile(name) };
}

/**
 * Writes the heading font cut down to `headingChars` (kept in `cacheDir/fonts` between builds) and
 * every stylesheet pointing at it, under assets/ with content-hashed names.
 */
export async function writeStyles(compiled: CompiledStyles, outDir: string, headingChars: Iterable<string>, cacheDir?: string): Promise<StyleAssets> {
  const assetsDir = join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });
  const fullFont = await readFile(require.resolve(HEADING_FONT));
  const font = await subsetHeadingFont(fullFont, headingChars, cacheDir ? new KeptFiles(join(cacheDir, 'fonts')) : undefined);
  const fontName = `fraunces-600-${contentHash(font)}.woff2`;
  await writeFile(join(assetsDir, fontName), font);

  const css = new Map<string, string>();
  const write = async (name: string, source: string): Promise<string> => {
    const text = source.replaceAll(FONT_PLACEHOLDER, fontName);
    const path = `/assets/${name}-${contentHash(text)}.css`;
    await writeFile(join(outDir, path), text);
    css.set(path, text);
    return path;
  };
  const main = await write('main', compiled.main);
  const written = new Map<string, string>();
  const pages = new Map<string, string>();
  for (const [id, stylesheet] of compiled.routeSheets) {
    // Named after the stylesheet: a generated route id such as "checklist:birding-tour" is no file name.
    if (!written.has(stylesheet)) written.set(stylesheet, await write(basename(stylesheet, '.scss'), `${compiled.main}\n${compiled.sheets.get(stylesheet)!}`));
    pages.set(id, written.get(stylesheet)!);
  }
  return { main, pages, css, font: { path: `/assets/${fontName}`, fullBytes: fullFont.length, bytes: font.length } };
}
