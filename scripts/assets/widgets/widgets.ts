import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { BuildError } from '../../lib/build-error.ts';
import { fileHashes, type KeptWork, sha256 } from '../../lib/kept.ts';
import { packageVersion, sourcesHash } from '../../lib/sources-hash.ts';
import { headingFontQuery } from '../styles/fonts.ts';
import { writeFiles } from '../../write/write.ts';

/** What a page's render recorded about its client code. */
export interface PageWidgets {
  islands: readonly string[];
  enhancers: readonly string[];
}

export interface WidgetBundles {
  /** Site path of each route's entry script: the loader, which every page has (it also brings the heading font). */
  entries: Map<string, string>;
  /** Every output file a route loads before it is used (its entry and the chunks it imports statically), for the size table. */
  files: Map<string, string[]>;
}

/** Strings only React's own code contains; none may reach a browser bundle. */
export const REACT_MARKERS = ['__SECRET_INTERNALS', 'react.element', 'react.transitional.element', 'react-dom'] as const;

function enhancerFile(widgetsDir: string, name: string): string {
  const file = join(widgetsDir, 'enhancers', `${name}.ts`);
  if (!existsSync(file)) {
    throw new BuildError('MissingEnhancer', `a template asks for enhancer "${name}" but ${relative(join(widgetsDir, '..'), file)} does not exist`, {
      field: `useEnhancers('${name}')`,
      expected: 'a module in widgets/enhancers/',
      found: name,
    });
  }
  return file;
}

/** The widgets of one page: its enhancers, its islands (by the registry's names and files) and, only if it has islands, Preact. */
function bodySource(widgetsDir: string, islandFiles: ReadonlyMap<string, string>, { islands, enhancers }: PageWidgets): string {
  const lines: string[] = [];
  const registry = (names: readonly string[], prefix: string, fileOf: (name: string) => string) =>
    names.map((name, i) => {
      lines.push(`import ${prefix}${i} from ${JSON.stringify(fileOf(name))};`);
      return `${JSON.stringify(name)}: ${prefix}${i}`;
    });
  const enhancerEntries = registry(enhancers, 'e', (name) => enhancerFile(widgetsDir, name));
  const islandEntries = registry(islands, 'i', (name) => islandFiles.get(name)!);
  const runtime = JSON.stringify(join(widgetsDir, 'runtime.ts'));
  if (enhancers.length > 0)
    lines.push(`import { runEnhancers } from ${JSON.stringify(join(widgetsDir, 'enhance.ts'))};`, `runEnhancers({ ${enhancerEntries.join(', ')} });`);
  if (islands.length > 0) {
    lines.push(`import { hydrateIslands } from ${runtime};`, `import { hydrator } from ${JSON.stringify(join(widgetsDir, 'hydrate.ts'))};`);
    lines.push(`hydrateIslands(hydrator({ ${islandEntries.join(', ')} }));`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The entry of one page: the loader, which asks for the font and then, when the page has widgets,
 * for `widgets` (their bundle's file, beside the entry in assets/) once the first view has painted.
 * The file name is a value, not a literal in import(), so the bundler leaves the import to the browser.
 */
function entrySource(widgetsDir: string, widgets?: string): string {
  return `${[
    `import { afterFirstView, loadHeadingFont } from ${JSON.stringify(join(widgetsDir, 'loader.ts'))};`,
    ...(widgets ? [`const widgets = ${JSON.stringify(`./${widgets}`)};`] : []),
    `afterFirstView(() => { loadHeadingFont(${JSON.stringify(headingFontQuery)});${widgets ? ' void import(widgets);' : ''} });`,
  ].join('\n')}\n`;
}

/** Which bundle each page loads: pages with the same set of widgets share one. */
interface BundlePlan {
  /** Bundle name (the first route with that set of widgets) → its widgets' source; pages without widgets have none. */
  bodies: Map<string, string>;
  /** Route id → the name of its bundle. */
  nameOf: Map<string, string>;
}

function planBundles(widgetsDir: string, islandFiles: ReadonlyMap<string, string>, pageWidgets: Map<string, PageWidgets>): BundlePlan {
  const bodies = new Map<string, string>();
  const nameOf = new Map<string, string>();
  const nameBySet = new Map<string, string>();
  for (const [routeId, page] of pageWidgets) {
    const set = `${page.islands.join(',')}|${page.enhancers.join(',')}`;
    let name = nameBySet.get(set);
    if (!name) {
      name = routeId.replace(/[^a-z0-9-]/gi, '-');
      nameBySet.set(set, name);
      if (page.islands.length + page.enhancers.length > 0) bodies.set(name, bodySource(widgetsDir, islandFiles, page));
    }
    nameOf.set(routeId, name);
  }
  return { bodies, nameOf };
}

function esbuildOptions(root: string, outDir: string): esbuild.BuildOptions {
  return {
    bundle: true,
    format: 'esm',
    minify: true,
    target: ['es2020'],
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    absWorkingDir: root,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}

const fail = (cause: Error): never => {
  throw new BuildError('WidgetsBundleFailed', `widgets could not be bundled: ${cause.message}`, { file: 'widgets/' }, { cause });
};

/** esbuild contexts the dev server keeps between builds: a rebuild parses again only what changed. */
export interface WidgetContexts {
  builds: Map<string, { key: string; context: esbuild.BuildContext; sources: Map<string, string> }>;
}

/** Runs one esbuild build of generated entries (`sources`), with the options those entries make. */
type Bundle = (
  name: string,
  sources: ReadonlyMap<string, string>,
  options: (sources: ReadonlyMap<string, string>) => esbuild.BuildOptions,
) => Promise<esbuild.BuildResult>;

const once: Bundle = (_name, sources, options) => esbuild.build(options(sources));

/** Builds through a kept context while the entries stay the same; their sources are read afresh on each rebuild. */
function incremental(contexts: WidgetContexts, key: string): Bundle {
  return async (name, sources, options) => {
    const entries = JSON.stringify([key, ...sources.keys()]);
    let held = contexts.builds.get(name);
    if (held?.key !== entries) {
      await held?.context.dispose();
      const live = new Map(sources);
      held = { key: entries, sources: live, context: await esbuild.context(options(live)) };
      contexts.builds.set(name, held);
    } else {
      held.sources.clear();
      for (const [entry, source] of sources) held.sources.set(entry, source);
    }
    return held.context.rebuild();
  };
}

/** The widgets bundles, with code shared between them split into hashed chunks; React resolves to a shim over Preact. */
function bundleBodies(bundle: Bundle, common: esbuild.BuildOptions, widgetsDir: string, bodies: Map<string, string>, onUse: ReadonlyMap<string, string>) {
  return bundle('bodies', bodies, (bodies) => ({
    ...common,
    // Where each module loaded on use is, beside the bundles (widgets/lib/on-use.ts).
    define: { ...common.define, __ON_USE__: JSON.stringify(Object.fromEntries([...onUse].map(([name, file]) => [name, `./${file.split('/').pop()}`]))) },
    entryPoints: [...bodies.keys()].map((name) => ({ in: `page-widgets:${name}`, out: `${name}-widgets` })),
    splitting: true,
    chunkNames: 'chunk-[hash]',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    plugins: [
      generated('page-widgets', bodies, widgetsDir),
      {
        // Island components import React's API; in the browser that API is Preact's.
        name: 'react-to-preact',
        setup(build) {
          build.onResolve({ filter: /^react$/ }, () => ({ path: join(widgetsDir, 'react-shim.ts') }));
          build.onResolve({ filter: /^react\/jsx-(dev-)?runtime$/ }, (args) =>
            build.resolve('preact/jsx-runtime', { kind: args.kind, resolveDir: widgetsDir }),
          );
          build.onResolve({ filter: /^react-dom(\/.*)?$|^lucide-react$/ }, (args) => ({
            errors: [{ text: `${args.path} must not reach the browser (imported by ${args.importer}); render it on the server and place it with keep()` }],
          }));
        },
      },
    ],
  })).catch(fail);
}

/** The modules of widgets/on-use/, by name: code a page loads only when a visitor uses it. */
function onUseModules(widgetsDir: string): Map<string, string> {
  const dir = join(widgetsDir, 'on-use');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .sort()
      .map((f) => [f.replace(/\.tsx?$/, ''), join(dir, f)]),
  );
}

/**
 * Each module loaded on use, bundled whole on its own (no chunk shared with the pages' bundles, so
 * it never changes how they split): assets/on-use-<name>-<hash>.js. It holds no island code and no
 * Preact; it returns data or works on the DOM itself.
 */
function bundleOnUse(bundle: Bundle, common: esbuild.BuildOptions, modules: ReadonlyMap<string, string>) {
  return bundle('on-use', modules, (modules) => ({
    ...common,
    entryPoints: [...modules].map(([name, file]) => ({ in: file, out: `on-use-${name}` })),
  })).catch(fail);
}

/** Name → output file (relative to the root) of each module bundled by bundleOnUse. */
function onUseFiles(metafile: esbuild.Metafile, root: string, modules: ReadonlyMap<string, string>): Map<string, string> {
  const byInput = new Map([...modules].map(([name, file]) => [relative(root, file).split('\\').join('/'), name]));
  const files = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const name = output.entryPoint && byInput.get(output.entryPoint);
    if (name && file.endsWith('.js')) files.set(name, file);
  }
  return files;
}

/** The pages' entries: the loader alone, one per bundle, naming its widgets file. */
function bundleLoaders(bundle: Bundle, common: esbuild.BuildOptions, widgetsDir: string, plan: BundlePlan, widgetsFile: Map<string, string>) {
  const loaders = new Map<string, string>();
  for (const name of new Set(plan.nameOf.values())) loaders.set(name, entrySource(widgetsDir, widgetsFile.get(name)?.split('/').pop()));
  return bundle('loaders', loaders, (loaders) => ({
    ...common,
    // A classic script, not a module: it needs no imports, and a browser fetches a deferred
    // classic script at low priority, below the hero picture (widgets/loader.ts). Its import()
    // of the widgets resolves against its own URL all the same.
    format: 'iife',
    entryPoints: [...loaders.keys()].map((name) => ({ in: `page-loader:${name}`, out: name })),
    plugins: [generated('page-loader', loaders, widgetsDir)],
  })).catch(fail);
}

/** Fails on any output that carries React's own code. */
function checkNoReact(root: string, outputs: esbuild.Metafile['outputs']): void {
  for (const file of Object.keys(outputs)) {
    const code = readFileSync(join(root, file), 'utf8');
    const marker = REACT_MARKERS.find((m) => code.includes(m));
    if (marker) throw new BuildError('ReactInBundle', `a browser bundle contains React code ("${marker}")`, { file, expected: 'Preact only', found: marker });
  }
}

/**
 * Minifies the build's bundles a second time with terser, whose compressor goes further than
 * esbuild's (about 3 % of the gzip bytes of each page's JavaScript). The dev server skips it: its
 * rebuilds must stay fast, and no budget is measured there. File names keep esbuild's hashes, which
 * still change whenever the code does.
 */
async function compress(root: string, outputs: esbuild.Metafile['outputs']): Promise<void> {
  const { minify } = await import('terser');
  await Promise.all(
    Object.keys(outputs)
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const path = join(root, file);
        const code = await readFile(path, 'utf8');
        // The loaders are classic scripts (an IIFE), the widgets ES modules.
        const module = !code.startsWith('(()=>{');
        const result = await minify(code, { module, ecma: 2020, compress: { passes: 3 }, mangle: true, format: { comments: false } });
        if (result.code === undefined) throw new BuildError('WidgetsBundleFailed', 'widgets could not be minified', { file });
        await writeFile(path, result.code);
      }),
  );
}

/** Each route's entry, and every file it loads (its entry and the chunks its widgets import). */
function report(
  root: string,
  outDir: string,
  plan: BundlePlan,
  outputs: esbuild.Metafile['outputs'],
  loaderFile: Map<string, string>,
  widgetsFile: Map<string, string>,
): WidgetBundles {
  const closure = (file: string, acc: Set<string>) => {
    if (acc.has(file)) return acc;
    acc.add(file);
    // A dynamic import() in a widget's code is code loaded on use (the planner's ranking, the life list): not what the page loads.
    for (const imp of outputs[file]?.imports ?? []) if (!imp.external && imp.kind === 'import-statement') closure(imp.path, acc);
    return acc;
  };
  const sitePath = (file: string) => `/${relative(outDir, join(root, file)).split('\\').join('/')}`;
  const entries = new Map<string, string>();
  const files = new Map<string, string[]>();
  for (const [routeId, name] of plan.nameOf) {
    const body = widgetsFile.get(name);
    entries.set(routeId, sitePath(loaderFile.get(name)!));
    files.set(routeId, [loaderFile.get(name)!, ...(body ? closure(body, new Set()) : [])].map(sitePath));
  }
  return { entries, files };
}

/**
 * Bundles each page's client code in two parts. Its widgets (enhancers and islands, with Preact
 * when it has islands) are one bundle per set a page's render recorded (pages with the same set,
 * such as every trip report, share it, named after the first of them), with code shared between
 * sets split into hashed chunks. Its entry is the loader alone, self-contained so the one request
 * in <head> brings no other: it imports the widgets bundle after the first view has painted.
 * With `contexts` (the dev server's), the builds go through esbuild contexts kept between calls;
 * with `keep` (`build()`), the last build's bundles are written when nothing they came from changed
 * (bundling, starting esbuild and two builds, took some 70–100 ms of each build).
 */
export async function buildWidgets(
  root: string,
  outDir: string,
  islandFiles: ReadonlyMap<string, string>,
  pageWidgets: Map<string, PageWidgets>,
  contexts?: WidgetContexts,
  keep?: KeptWork,
): Promise<WidgetBundles> {
  const widgetsDir = join(root, 'widgets');
  const plan = planBundles(widgetsDir, islandFiles, pageWidgets);
  const modules = onUseModules(widgetsDir);
  const planKey = bundlePlanKey(root, widgetsDir, plan, modules);
  const written = keep && (await writeKeptBundles(await keep.value<KeptBundles>('widgets', planKey), root, outDir));
  if (written) return written;
  const common = esbuildOptions(root, outDir);
  const bundle = contexts ? incremental(contexts, JSON.stringify([root, outDir])) : once;
  const onUse = modules.size ? await bundleOnUse(bundle, common, modules) : undefined;
  const widgets = await bundleBodies(bundle, common, widgetsDir, plan.bodies, onUse ? onUseFiles(onUse.metafile!, root, modules) : new Map());
  const widgetsFile = entryFiles(widgets.metafile!, 'page-widgets');
  const loader = await bundleLoaders(bundle, common, widgetsDir, plan, widgetsFile);
  const outputs = { ...onUse?.metafile?.outputs, ...widgets.metafile!.outputs, ...loader.metafile!.outputs };
  checkNoReact(root, outputs);
  if (!contexts) await compress(root, outputs);
  const bundles = report(root, outDir, plan, outputs, entryFiles(loader.metafile!, 'page-loader'), widgetsFile);
  if (keep)
    await keep.keep('widgets', planKey, await keptBundles(root, outDir, [...(onUse ? [onUse.metafile!] : []), widgets.metafile!, loader.metafile!], bundles));
  return bundles;
}

/** The bundles a build keeps: what esbuild read (each file with the hash of what it held) and wrote, and the bundles' record. */
interface KeptBundles {
  inputs: [path: string, hash: string][];
  outputs: [path: string, contents: string][];
  entries: [string, string][];
  files: [string, string[]][];
}

/** Writes the kept bundles into `outDir` and returns their record when every file they were made from holds what it held then. */
async function writeKeptBundles(kept: KeptBundles | undefined, root: string, outDir: string): Promise<WidgetBundles | undefined> {
  if (!kept) return undefined;
  const now = await fileHashes(
    root,
    kept.inputs.map(([path]) => path),
  );
  if (!now || now.some((hash, i) => hash !== kept.inputs[i]![1])) return undefined;
  await writeFiles(
    outDir,
    kept.outputs.map(([path, contents]) => ({ path, contents })),
  );
  return { entries: new Map(kept.entries), files: new Map(kept.files) };
}

/** What to keep of the bundles just made, from what esbuild's `metafiles` say it read and wrote. */
async function keptBundles(root: string, outDir: string, metafiles: readonly esbuild.Metafile[], bundles: WidgetBundles): Promise<KeptBundles> {
  // Generated entries (`page-widgets:…`, `page-loader:…`) and defined values (`<define:__ON_USE__>`, which the on-use files' hashes make) are part of the plan; the rest are files.
  const read = [...new Set(metafiles.flatMap((m) => Object.keys(m.inputs)))].filter((path) => !/^[a-z-]+:|^<define:/.test(path)).sort();
  const hashes = (await fileHashes(root, read)) ?? [];
  const outputs = await Promise.all(
    metafiles
      .flatMap((m) => Object.keys(m.outputs))
      .map(async (path): Promise<[string, string]> => [relative(outDir, join(root, path)), await readFile(join(root, path), 'utf8')]),
  );
  return { inputs: read.map((path, i) => [path, hashes[i] ?? '']), outputs, entries: [...bundles.entries], files: [...bundles.files] };
}

/** What the bundles are made from besides the files esbuild reads: the plan, the entries' code, this code and esbuild's version. */
function bundlePlanKey(root: string, widgetsDir: string, plan: BundlePlan, onUse: ReadonlyMap<string, string>): string {
  return sha256(
    JSON.stringify({
      root,
      bodies: [...plan.bodies],
      nameOf: [...plan.nameOf],
      onUse: [...onUse.keys()],
      loader: entrySource(widgetsDir, 'widgets.js'),
      code: sourcesHash(['scripts/assets/widgets']),
      esbuild: packageVersion('esbuild'),
      terser: packageVersion('terser'),
    }),
  );
}

/** An esbuild plugin serving generated modules: `<namespace>:<name>` resolves to `sources.get(name)`. */
function generated(namespace: string, sources: ReadonlyMap<string, string>, resolveDir: string): esbuild.Plugin {
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${namespace}:`) }, (args) => ({ path: args.path.slice(namespace.length + 1), namespace }));
      build.onLoad({ filter: /.*/, namespace }, (args) => ({ contents: sources.get(args.path)!, loader: 'ts', resolveDir }));
    },
  };
}

/** Name → output file (relative to the root) of each entry a build made from `namespace`. */
function entryFiles(metafile: esbuild.Metafile, namespace: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint?.startsWith(`${namespace}:`)) files.set(output.entryPoint.slice(namespace.length + 1), file);
  }
  return files;
}
