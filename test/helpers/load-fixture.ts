import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { Content } from '../../model/schema/sections.ts';
import { type RunningDevServer, startDevServer } from '../../scripts/dev/start.ts';
import type { BuildOptions, BuildResult } from '../../scripts/pipeline/pipeline.ts';
import { type StaticServerOptions, startStaticServer } from '../../scripts/serve.ts';

// A site to build and serve in a test, as Astro's test-utils `loadFixture` gives one: its content
// (content/, or a folder of test/fixtures/content over it), its own temp folder for the output and
// the cache, and the build, the dev server and a static preview of its output. Edits go to a copy
// and are undone by `resetEdits()` and `clean()`, so the checkout is never written.
//
// The suite's own build, dist/ of `npm test` (test/helpers/global-setup.ts serves it to the browser
// files), stays the default site (suiteSite): a test builds a fixture only for a site of its own.
//
// The generator (React, the content loader) is imported when a fixture first builds or loads its
// content: the global setup and the engine layer, which only serve dist/, never load it.

const root = resolve(import.meta.dirname, '../..');
const shippedContent = join(root, 'content');
/** What a project copy for the dev server holds; node_modules is linked. */
const PROJECT = ['content', 'model', 'templates', 'widgets', 'styles', 'static', 'scripts', 'package.json', 'tsconfig.json'];
/**
 * The suite's caches keyed by what they were made from (encoded images, compiled styles, the cut
 * font, the map's land): a fixture links them, so it encodes nothing the suite's build has already.
 * The work a build keeps for the next one (assets, finished pages, search index) starts empty.
 */
const SHARED_CACHES = ['images', 'styles', 'fonts', 'map'];
export const suiteCache = () => process.env.IMAGE_CACHE_DIR ?? join(root, '.cache');

export interface FixtureOptions {
  /** A folder name under test/fixtures/content, or an absolute content folder; its files go over content/. content/ alone when left out. */
  content?: string;
  /** Content files written over the fixture's, by path under content/ (`blog/x.md`). */
  files?: Record<string, string | Buffer>;
  basePath?: string;
  siteUrl?: string;
  /** Fixture routes instead of the site's route table. */
  routes?: BuildOptions['routes'];
  /** Render pages inside the site frame (default true). */
  frame?: boolean;
  /** `linked` (the default): the suite's input-keyed caches linked in; `empty`: a cache of its own only. */
  cache?: 'linked' | 'empty';
}

/** What a test server adds to the static host: a handler tried first, and a rewrite of each page. */
export type PreviewOptions = Pick<StaticServerOptions, 'intercept' | 'transformHtml'>;
export interface Preview {
  url: string;
  close: () => Promise<void>;
}

/** Serves `dir` on 127.0.0.1 as a static host does (scripts/serve.ts). */
const serve = async (dir: string, basePath: string | undefined, options: PreviewOptions): Promise<Preview> => {
  const { url, close } = await startStaticServer({ dir, host: '127.0.0.1', basePath, ...options });
  return { url, close };
};

/**
 * The suite's own build, dist/ of `npm test` (built before vitest starts): the default site, which
 * the browser, engine and build layers read and serve, and which no test rebuilds.
 */
export function suiteSite() {
  const outDir = join(root, 'dist');
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does it for you).');
  return {
    outDir,
    readFile: (path: string) => readFileSync(join(outDir, path), 'utf8'),
    preview: (options: PreviewOptions = {}) => serve(outDir, undefined, options),
    /**
     * Copies the build, or one path of it (`contact`), to the same path under `into` (a fixture's
     * `outDir`), for a test to change or serve from elsewhere without writing dist/. Returns the copy.
     */
    copyTo: (into: string, path = '') => {
      cpSync(join(outDir, path), join(into, path), { recursive: true });
      return join(into, path);
    },
  };
}

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface Fixture {
  /** The fixture's temp folder: everything it writes is under it. */
  readonly dir: string;
  /** Where `build()` writes the site and `preview()` serves it from. */
  readonly outDir: string;
  readonly cacheDir: string;
  /** The content folder builds read: the fixture's folder, or its copy once a file was edited. */
  contentDir(): string;
  /** A copy of the fixture's content (`<dir>/content`), made on first ask, for a test or a command to write in; builds read it from then on. */
  ownContent(): string;
  /** The fixture's content as the build loads it. */
  content(): Promise<Content>;
  /** The build in process (scripts/pipeline); `options` override the fixture's for one build. */
  build(options?: Partial<BuildOptions>): Promise<BuildResult>;
  /** `npm run build` itself on the fixture (its content, out folder, base path and cache), for its exit code and output; `env` adds variables (`NODE_ENV`). */
  buildCommand(args?: string[], env?: NodeJS.ProcessEnv): Promise<CommandRun>;
  /** `npm run dev` on a copy of the project holding the fixture's content; stopped by `clean()`. */
  startDevServer(): Promise<RunningDevServer>;
  /** Serves `outDir` on 127.0.0.1 as a static host does (scripts/serve.ts); closed by `clean()`. The options apply to the first call. */
  preview(options?: PreviewOptions): Promise<Preview>;
  /** The address of `path` on the running dev server, else the preview. */
  url(path?: string): string;
  /** A request to `path` on the running dev server, else the preview. */
  fetch(path?: string, init?: RequestInit): Promise<Response>;
  /** A file of the built output, by path under `outDir`. */
  readFile(path: string): string;
  /**
   * Changes a file of the fixture's project (`content/home.yaml`; with the dev server running, any
   * project file): `change` gets the old text ('' for a new file) and returns the new, or null to
   * delete it. Content files are edited in a copy. Undone by `resetEdits()` and `clean()`.
   */
  editFile(path: string, change: string | null | ((source: string) => string | null)): void;
  /** The absolute path of a fixture project file (`content/blog/x.md`), where `editFile` writes it. */
  sourcePath(path: string): string;
  /** Puts back every file `editFile` changed, and removes the ones it made. */
  resetEdits(): void;
  /** Stops the servers, undoes the edits and removes the temp folder. */
  clean(): Promise<void>;
}

/** A fixture site: see Fixture. Nothing is built or served until asked. */
export function loadFixture(options: FixtureOptions = {}): Fixture {
  const dir = mkdtempSync(join(tmpdir(), `fixture-${options.content ? options.content.replace(/\W+/g, '-').replace(/^-/, '') : 'content'}-`));
  const outDir = join(dir, 'dist');
  const cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir);
  if ((options.cache ?? 'linked') === 'linked')
    for (const folder of SHARED_CACHES) if (existsSync(join(suiteCache(), folder))) symlinkSync(join(suiteCache(), folder), join(cacheDir, folder));

  const own = options.content && (isAbsolute(options.content) ? options.content : join(root, 'test/fixtures/content', options.content));
  if (own && !existsSync(own)) throw new Error(`loadFixture: no content folder ${own}`);
  // Builds read `own` over content/ (file by file) until a content file is edited: then a copy.
  let contentCopy: string | undefined;
  const contentDir = () => contentCopy ?? own ?? shippedContent;
  const fallback = () => (contentDir() === shippedContent ? undefined : shippedContent);
  const copyContent = () => {
    if (contentCopy) return contentCopy;
    contentCopy = join(dir, 'content');
    cpSync(own ?? shippedContent, contentCopy, { recursive: true });
    return contentCopy;
  };

  let project: string | undefined;
  let dev: RunningDevServer | undefined;
  let preview: Preview | undefined;
  const edits = new Map<string, string | null>();

  const sourcePath = (path: string) => {
    if (project) return join(project, path);
    if (!path.startsWith('content/')) throw new Error(`loadFixture: ${path} is not a content file; only the dev server's project copy holds the other sources`);
    const copy = copyContent();
    const file = join(copy, path.slice('content/'.length));
    // A file the fixture folder leaves to content/ is copied in first, so the edit changes the file the build reads.
    const shipped = join(shippedContent, path.slice('content/'.length));
    if (own && !existsSync(file) && existsSync(shipped)) {
      mkdirSync(dirname(file), { recursive: true });
      cpSync(shipped, file);
    }
    return file;
  };

  const editFile: Fixture['editFile'] = (path, change) => {
    const file = sourcePath(path);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (!edits.has(file)) edits.set(file, before);
    const after = typeof change === 'function' ? change(before ?? '') : change;
    if (after === null) rmSync(file, { force: true });
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, after);
    }
  };
  const resetEdits = () => {
    for (const [file, text] of edits) {
      if (text === null) rmSync(file, { force: true });
      else writeFileSync(file, text);
    }
    edits.clear();
  };

  if (options.files) {
    const copy = copyContent();
    for (const [path, data] of Object.entries(options.files)) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), data);
    }
  }

  const buildOptions = (): BuildOptions => ({
    root,
    contentDir: contentDir(),
    contentFallback: fallback(),
    outDir,
    basePath: options.basePath ?? '/',
    siteUrl: options.siteUrl,
    cacheDir,
    routes: options.routes,
    frame: options.frame,
  });
  const base = () => {
    const url = dev?.url ?? preview?.url;
    if (!url) throw new Error('loadFixture: start the dev server or the preview before asking for a URL');
    return url;
  };

  return {
    dir,
    outDir,
    cacheDir,
    contentDir,
    ownContent: copyContent,
    content: async () => (await import('../../scripts/content/load.ts')).loadContent(contentDir(), root, { fallback: fallback() }),
    build: async (overrides = {}) => (await import('../../scripts/pipeline/pipeline.ts')).build({ ...buildOptions(), ...overrides }),
    buildCommand: (args = [], extraEnv = {}) => {
      const { contentDir: content, contentFallback } = buildOptions();
      const argv = ['--import', 'tsx', join(root, 'scripts/build.ts'), '--content', content, '--out', outDir, ...args];
      if (contentFallback) argv.push('--content-fallback', contentFallback);
      const env = {
        ...process.env,
        IMAGE_CACHE_DIR: cacheDir,
        BASE_PATH: options.basePath ?? '/',
        ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}),
        ...extraEnv,
      };
      return run(process.execPath, argv, env);
    },
    startDevServer: async () => {
      if (dev) return dev;
      project = join(dir, 'project');
      for (const name of PROJECT) cpSync(join(root, name), join(project, name), { recursive: true });
      if (contentCopy ?? own) cpSync(contentCopy ?? own!, join(project, 'content'), { recursive: true });
      symlinkSync(realpathSync(join(root, 'node_modules')), join(project, 'node_modules'));
      dev = await startDevServer(project, { IMAGE_CACHE_DIR: suiteCache(), ...(options.basePath ? { BASE_PATH: options.basePath } : {}) });
      return dev;
    },
    preview: async (serverOptions = {}) => {
      preview ??= await serve(outDir, options.basePath, serverOptions);
      return preview;
    },
    url: (path = '/') => new URL(path.replace(/^\//, ''), base()).href,
    fetch: (path = '/', init) => fetch(new URL(path.replace(/^\//, ''), base()), init),
    readFile: (path) => readFileSync(join(outDir, path), 'utf8'),
    editFile,
    sourcePath,
    resetEdits,
    clean: async () => {
      await Promise.all([dev?.stop(), preview?.close()]);
      dev = undefined;
      preview = undefined;
      resetEdits();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs a command to its end, keeping what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((done, failed) => {
    child.on('error', failed);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}
