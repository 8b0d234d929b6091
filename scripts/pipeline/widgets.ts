import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from './errors.ts';

/** What a page's render recorded about its client code. */
export interface PageWidgets {
  islands: readonly string[];
  enhancers: readonly string[];
}

export interface WidgetBundles {
  /** Site path of each route's entry script (absent where the page uses no widget). */
  entries: Map<string, string>;
  /** Every output file a route loads (its entry and the chunks it imports), for the size table. */
  files: Map<string, string[]>;
}

/** Strings only React's own code contains; none may reach a browser bundle. */
export const REACT_MARKERS = ['__SECRET_INTERNALS', 'react.element', 'react.transitional.element', 'react-dom'] as const;

function moduleFile(widgetsDir: string, kind: 'islands' | 'enhancers', name: string): string {
  const file = join(widgetsDir, kind, `${name}.${kind === 'islands' ? 'tsx' : 'ts'}`);
  if (!existsSync(file)) {
    throw new BuildError(`a template asks for ${kind === 'islands' ? 'island' : 'enhancer'} "${name}" but ${relative(join(widgetsDir, '..'), file)} does not exist`, {
      field: kind === 'islands' ? `<Island name="${name}">` : `useEnhancers('${name}')`,
      expected: `a module in widgets/${kind}/`,
      found: name,
    });
  }
  return file;
}

/** The generated entry of one page: its enhancers, its islands and, only if it has islands, Preact. */
function entrySource(widgetsDir: string, { islands, enhancers }: PageWidgets): string {
  const lines: string[] = [];
  const registry = (kind: 'islands' | 'enhancers', names: readonly string[], prefix: string) =>
    names.map((name, i) => {
      lines.push(`import ${prefix}${i} from ${JSON.stringify(moduleFile(widgetsDir, kind, name))};`);
      return `${JSON.stringify(name)}: ${prefix}${i}`;
    });
  const enhancerEntries = registry('enhancers', enhancers, 'e');
  const islandEntries = registry('islands', islands, 'i');
  const runtime = JSON.stringify(join(widgetsDir, 'runtime.ts'));
  if (enhancers.length > 0) lines.push(`import { runEnhancers } from ${JSON.stringify(join(widgetsDir, 'enhance.ts'))};`, `runEnhancers({ ${enhancerEntries.join(', ')} });`);
  if (islands.length > 0) {
    lines.push(`import { hydrateIslands } from ${runtime};`, `import { hydrator } from ${JSON.stringify(join(widgetsDir, 'hydrate.ts'))};`);
    lines.push(`hydrateIslands(hydrator({ ${islandEntries.join(', ')} }));`);
  }
  return lines.join('\n') + '\n';
}

/**
 * Bundles one small entry per set of islands and enhancers a page's render recorded (pages that
 * use the same set, such as every trip report, share one entry, named after the first of them);
 * code shared between entries is split into hashed chunks. `react` resolves to a shim over Preact.
 */
export async function buildWidgets(root: string, outDir: string, pageWidgets: Map<string, PageWidgets>): Promise<WidgetBundles> {
  const widgetsDir = join(root, 'widgets');
  const sources = new Map<string, string>();
  /** Route id → the entry it loads. */
  const entryOf = new Map<string, string>();
  const entryBySet = new Map<string, string>();
  for (const [routeId, page] of pageWidgets) {
    if (page.islands.length + page.enhancers.length === 0) continue;
    const set = `${page.islands.join(',')}|${page.enhancers.join(',')}`;
    let entry = entryBySet.get(set);
    if (!entry) {
      entry = routeId.replace(/[^a-z0-9-]/gi, '-');
      entryBySet.set(set, entry);
      sources.set(entry, entrySource(widgetsDir, page));
    }
    entryOf.set(routeId, entry);
  }

  const result = await esbuild.build({
    entryPoints: [...sources.keys()].map((id) => ({ in: `page:${id}`, out: id })),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    absWorkingDir: root,
    legalComments: 'none',
    logLevel: 'silent',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'page-entries',
        setup(build) {
          build.onResolve({ filter: /^page:/ }, (args) => ({ path: args.path.slice(5), namespace: 'page' }));
          build.onLoad({ filter: /.*/, namespace: 'page' }, (args) => ({ contents: sources.get(args.path)!, loader: 'ts', resolveDir: widgetsDir }));
        },
      },
      {
        // Island components import React's API; in the browser that API is Preact's.
        name: 'react-to-preact',
        setup(build) {
          build.onResolve({ filter: /^react$/ }, () => ({ path: join(widgetsDir, 'react-shim.ts') }));
          build.onResolve({ filter: /^react\/jsx-(dev-)?runtime$/ }, (args) => build.resolve('preact/jsx-runtime', { kind: args.kind, resolveDir: widgetsDir }));
          build.onResolve({ filter: /^react-dom(\/.*)?$|^lucide-react$/ }, (args) => ({
            errors: [{ text: `${args.path} must not reach the browser (imported by ${args.importer}); render it on the server and place it with keep()` }],
          }));
        },
      },
    ],
  }).catch((cause: Error) => {
    throw new BuildError(`widgets could not be bundled: ${cause.message}`, { file: 'widgets/' }, { cause });
  });

  const entries = new Map<string, string>();
  const files = new Map<string, string[]>();
  const outputs = result.metafile.outputs;
  const sitePath = (file: string) => '/' + relative(outDir, file).split('\\').join('/');
  const closure = (file: string, acc: Set<string>) => {
    if (acc.has(file)) return acc;
    acc.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' || imp.kind === 'dynamic-import') closure(imp.path, acc);
    return acc;
  };
  for (const file of Object.keys(outputs)) {
    const code = readFileSync(join(root, file), 'utf8');
    const marker = REACT_MARKERS.find((m) => code.includes(m));
    if (marker) throw new BuildError(`a browser bundle contains React code ("${marker}")`, { file, expected: 'Preact only', found: marker });
  }
  const byEntry = new Map<string, { entry: string; files: string[] }>();
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint?.startsWith('page:')) continue;
    byEntry.set(output.entryPoint.slice(5), { entry: sitePath(join(root, file)), files: [...closure(file, new Set())].map((f) => sitePath(join(root, f))) });
  }
  for (const [routeId, entry] of entryOf) {
    const built = byEntry.get(entry)!;
    entries.set(routeId, built.entry);
    files.set(routeId, built.files);
  }
  return { entries, files };
}
