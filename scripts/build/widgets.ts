import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from './errors.ts';

export interface WidgetBundles {
  /** Site path of each route's entry script (absent where the page uses no widget). */
  entries: Map<string, string>;
  /** Every output file a route loads (its entry and the chunks it imports), for the size table. */
  files: Map<string, string[]>;
}

/**
 * Bundles one small entry per page that imports only the widgets its markup uses; code shared
 * between pages is split into hashed chunks that every page caches once.
 */
export async function buildWidgets(root: string, outDir: string, pageWidgets: Map<string, string[]>): Promise<WidgetBundles> {
  const widgetsDir = join(root, 'widgets');
  const entrySource = new Map<string, string>();
  for (const [routeId, names] of pageWidgets) {
    if (names.length === 0) continue;
    const imports = names.map((name, i) => {
      const file = join(widgetsDir, `${name}.ts`);
      if (!existsSync(file)) {
        throw new BuildError(`a template asks for widget "${name}" but widgets/${name}.ts does not exist`, {
          field: `data-widget="${name}"`,
          expected: `one of the modules in widgets/`,
          found: name,
        });
      }
      return `import w${i} from ${JSON.stringify(file)};`;
    });
    const registry = names.map((name, i) => `${JSON.stringify(name)}: w${i}`).join(', ');
    entrySource.set(routeId, `${imports.join('\n')}\nimport { boot } from ${JSON.stringify(join(widgetsDir, 'boot.ts'))};\nboot({ ${registry} });\n`);
  }

  const result = await esbuild.build({
    entryPoints: [...entrySource.keys()].map((id) => ({ in: `page:${id}`, out: id })),
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
    plugins: [
      {
        name: 'page-entries',
        setup(build) {
          build.onResolve({ filter: /^page:/ }, (args) => ({ path: args.path.slice(5), namespace: 'page' }));
          build.onLoad({ filter: /.*/, namespace: 'page' }, (args) => ({ contents: entrySource.get(args.path)!, loader: 'ts', resolveDir: widgetsDir }));
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
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, acc);
    return acc;
  };
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint?.startsWith('page:')) continue;
    const routeId = output.entryPoint.slice(5);
    const absolute = join(root, file);
    entries.set(routeId, sitePath(absolute));
    files.set(routeId, [...closure(file, new Set())].map((f) => sitePath(join(root, f))));
  }
  return { entries, files };
}
