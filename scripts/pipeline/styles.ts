import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import * as sass from 'sass';
import * as timings from '../../widgets/timings.ts';
import { BuildError } from './errors.ts';
import { contentHash } from './hash.ts';

const require = createRequire(import.meta.url);

/** The one web font: Fraunces 600 for headings, Latin subset (body text uses the system stack). */
const HEADING_FONT = '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';

export interface StyleAssets {
  /** Site path of the stylesheet every page loads. */
  main: string;
  /** Site path of a page's own stylesheet, by route id (the route table's `stylesheet`). */
  pages: Map<string, string>;
  fonts: string[];
}

/** Compiles styles/main.scss and each route's own stylesheet (path under styles/) into hashed, minified CSS under assets/. */
export async function buildStyles(root: string, outDir: string, pageStylesheets: ReadonlyMap<string, string>): Promise<StyleAssets> {
  const assetsDir = join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });

  const fontSource = require.resolve(HEADING_FONT);
  const { readFile } = await import('node:fs/promises');
  const fontName = `fraunces-600-${contentHash(await readFile(fontSource))}.woff2`;
  await copyFile(fontSource, join(assetsDir, fontName));

  // Generated modules: `@use 'timings'` (the spec's timings from widgets/timings.ts) and `@use 'fonts'`.
  const generated: Record<string, string> = {
    timings: Object.entries(timings)
      .filter(([, value]) => typeof value === 'number')
      .map(([name, value]) => `$${name.toLowerCase().replaceAll('_', '-')}: ${String(value)}${name.endsWith('_MS') ? 'ms' : ''};`)
      .join('\n'),
    fonts: `$heading-font-url: "${fontName}";`,
  };
  const importer: sass.Importer<'async'> = {
    canonicalize: (url) => (url in generated ? new URL(`generated:${url}`) : null),
    load: (url) => ({ contents: generated[url.pathname]!, syntax: 'scss' }),
  };

  const compile = async (file: string, name: string): Promise<string> => {
    let css: string;
    try {
      css = (await sass.compileAsync(file, { style: 'compressed', importers: [importer], loadPaths: [join(root, 'styles')] })).css;
    } catch (cause) {
      throw new BuildError(`styles could not be compiled: ${(cause as Error).message}`, { file }, { cause });
    }
    const fileName = `${name}-${contentHash(css)}.css`;
    await writeFile(join(assetsDir, fileName), css);
    return `/assets/${fileName}`;
  };

  const main = await compile(join(root, 'styles', 'main.scss'), 'main');
  const pages = new Map<string, string>();
  const compiled = new Map<string, string>();
  for (const [id, stylesheet] of pageStylesheets) {
    const file = join(root, 'styles', stylesheet);
    if (!existsSync(file)) throw new BuildError(`route "${id}" names a stylesheet that does not exist`, { file: 'templates/routes.ts', field: 'stylesheet', expected: 'a file under styles/', found: stylesheet });
    // Routes that share a stylesheet (the blog and its posts, the checklists) share one compiled
    // file, named after the stylesheet: a generated route id such as "checklist:birding-tour" is no file name.
    if (!compiled.has(stylesheet)) compiled.set(stylesheet, await compile(file, basename(stylesheet, '.scss')));
    pages.set(id, compiled.get(stylesheet)!);
  }
  return { main, pages, fonts: [`/assets/${fontName}`] };
}

