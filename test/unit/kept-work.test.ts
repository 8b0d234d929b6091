// Work a build keeps in its cache for the next one: the compiled stylesheets of the first-view CSS,
// the stand-in drawings, the route map, the home-screen icons, the widget bundles, the finished pages, the search index
// and the gzip sizes of the size table. A kept result is read back rather than made again, and
// equals what making it again gives.
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { buildIcons, webManifest } from '../../scripts/assets/icons.ts';
import { planStandIn } from '../../scripts/assets/images/plan.ts';
import { buildRouteMap } from '../../scripts/assets/map/build-map.ts';
import { buildWidgets } from '../../scripts/assets/widgets/widgets.ts';
import { sourcesHash } from '../../scripts/lib/sources-hash.ts';
import { pngIcons } from '../../templates/lib/seo.ts';
import type { BuildResult } from '../../scripts/pipeline/pipeline.ts';
import { measurePages } from '../../scripts/pipeline/report.ts';
import { standInsFor } from '../../scripts/stand-ins/index.ts';
import { KeptWork } from '../../scripts/lib/kept.ts';
import { compileSheets, compileSheetsCached, finishingVersion, loadSheetCompiler } from '../../scripts/render/first-view.ts';
import { startSearchIndex } from '../../scripts/search/index-site.ts';
import type { RenderedPage } from '../../templates/render.tsx';

import { shipped } from '../helpers/shipped.ts';
const home = shipped('home');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kept-work-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const sheets = new Map([
  ['/assets/main.css', '.hero{color:red}@media print{.hero{color:black}}@font-face{font-family:X;src:url(x.woff2)}'],
  ['/assets/home.css', '.card>h2{margin:0}'],
]);

describe('compiled stylesheets', () => {
  it('are kept for the next build like this one, which reads them back', async () => {
    const cacheDir = join(dir, 'sheets');
    const fresh = await compileSheetsCached(sheets, new KeptWork(cacheDir, 'site'));
    expect(fresh.sheets).toEqual(compileSheets(sheets, await loadSheetCompiler()).sheets);
    // Print rules and downloaded faces are left out as they always were.
    expect(fresh.sheets.get('/assets/main.css')!.rules).toHaveLength(1);
    const [file] = await readdir(join(cacheDir, 'critical'));
    // What a later build uses is the kept file: one changed by hand shows through.
    const path = join(cacheDir, 'critical', file!);
    const kept = JSON.parse(await readFile(path, 'utf8')) as { entries: Record<string, [string, { rules: unknown[] }]> };
    kept.entries['/assets/home.css']![1].rules = [];
    await writeFile(path, JSON.stringify(kept));
    const again = await compileSheetsCached(sheets, new KeptWork(cacheDir, 'site'));
    expect(again.sheets.get('/assets/home.css')!.rules).toEqual([]);
    expect(again.sheets.get('/assets/main.css')).toEqual(fresh.sheets.get('/assets/main.css'));
  });

  it('are compiled again when a sheet changes, in the one file the next build replaces', async () => {
    const cacheDir = join(dir, 'changed');
    await compileSheetsCached(sheets, new KeptWork(cacheDir, 'site'));
    const changed = new Map([...sheets, ['/assets/home.css', '.card>h3{margin:0}']]);
    const result = await compileSheetsCached(changed, new KeptWork(cacheDir, 'site'));
    expect(result.sheets.get('/assets/home.css')).toEqual(compileSheets(changed, await loadSheetCompiler()).sheets.get('/assets/home.css'));
    expect(await readdir(join(cacheDir, 'critical'))).toHaveLength(1);
  });
});

describe('stand-in drawings', () => {
  it('are the drawings planning makes, read back by the next build without drawing', async () => {
    const cacheDir = join(dir, 'drawings');
    const words = { alt: 'A Javan Hawk-Eagle over the forest' };
    const site = { content: { species: new Map() }, plumage: {} };
    const standIns = standInsFor(site, cacheDir);
    const job = await planStandIn('birds/kept-test', 'card', words, standIns);
    await standIns.save();
    const [file] = await readdir(join(cacheDir, 'stand-ins'));
    expect(file).toMatch(/^[0-9a-f]{64}\.json$/);
    const saved = JSON.parse(await readFile(join(cacheDir, 'stand-ins', file!), 'utf8')) as {
      entries: Record<string, [string, { svg: string; color: string }]>;
    };
    expect(Object.values(saved.entries).map(([, drawing]) => drawing)).toEqual([
      { svg: job.source.kind === 'stand-in' ? job.source.svg : '', color: job.color },
    ]);

    // Another build (here: the same files under another cache folder, which this process has not
    // read), its kept drawing replaced by a mark: the mark comes back, so nothing was drawn.
    const copy = join(dir, 'drawings-copy');
    await cp(cacheDir, copy, { recursive: true });
    const [[key, [hash]]] = Object.entries(saved.entries) as [string, [string, unknown]][];
    const mark = { svg: '<svg/>', color: '#000000' };
    await writeFile(join(copy, 'stand-ins', file!), JSON.stringify({ ...saved, entries: { [key!]: [hash, mark] } }));
    const { width, height } = job.outputs.reduce((a, b) => (b.width > a.width ? b : a));
    expect(await standInsFor(site, copy).draw({ id: 'birds/kept-test', ...words, width, height })).toEqual(mark);
  });

  it('are kept by each step that draws them: the pictures and the link previews of a build both come back, build after build', async () => {
    const cacheDir = join(dir, 'two-steps');
    const site = { content: { species: new Map() }, plumage: {} };
    const picture = { id: 'birds/kept-test', alt: 'A Javan Hawk-Eagle over the forest', width: 960, height: 720 };
    const preview = { ...picture, width: 1200, height: 630 };
    // One build, as the pipeline runs it: the image step draws and saves, then the link-preview step.
    const build = async () => {
      const drawn = [];
      for (const [use, request] of [
        ['images', picture],
        ['social', preview],
      ] as const) {
        const standIns = standInsFor(site, cacheDir, use);
        drawn.push(await standIns.draw(request));
        await standIns.save();
      }
      return drawn;
    };
    await build();
    // Every kept drawing replaced by a mark: a drawing made again would not be the mark.
    const mark = { svg: '<svg/>', color: '#000000' };
    for (const name of await readdir(join(cacheDir, 'stand-ins'))) {
      if (!name.endsWith('.json') || name.startsWith('.')) continue;
      const path = join(cacheDir, 'stand-ins', name);
      const saved = JSON.parse(await readFile(path, 'utf8')) as { entries: Record<string, [string, unknown]> };
      for (const entry of Object.values(saved.entries)) entry[1] = mark;
      await writeFile(path, JSON.stringify(saved));
    }
    expect(await build()).toEqual([mark, mark]);
    expect(await build()).toEqual([mark, mark]);
  });

  it('are drawn again under new drawing code or data, in the one file the next build replaces', async () => {
    const cacheDir = join(dir, 'stale');
    const drawn = vi.fn(() => ({ svg: '<svg/>', color: '#123456' }));
    for (const version of ['code 1', 'code 1', 'code 2']) {
      const kept = await new KeptWork(cacheDir, 'stand-ins').memo('stand-ins', { code: version });
      kept.get('["x","card",{}]', '', drawn);
      await kept.save();
    }
    expect(drawn).toHaveBeenCalledTimes(2);
    expect(await readdir(join(cacheDir, 'stand-ins'))).toHaveLength(1);
  });
});

describe('the route map', () => {
  const contentWith = (locations: Content['home']['visit']['locations']) => ({ home: { ...home, visit: { ...home.visit, locations } } }) as unknown as Content;
  const content = contentWith(home.visit.locations);

  it('is the map drawing gives, read back by the next build, and drawn again when a place moves', async () => {
    const cacheDir = join(dir, 'route-map');
    const drawn = await buildRouteMap(content, join(dir, 'route-map-plain'));
    expect(await buildRouteMap(content, join(dir, 'route-map-fresh'), cacheDir)).toEqual(drawn);
    // The kept map sits beside the kept land, in the same folder.
    const kept: string[] = [];
    for (const name of await readdir(join(cacheDir, 'map'))) {
      const path = join(cacheDir, 'map', name);
      if ('svg' in JSON.parse(await readFile(path, 'utf8'))) kept.push(path);
    }
    expect(kept).toHaveLength(1);
    // What a later build uses is the kept file: one changed by hand shows through.
    const map = JSON.parse(await readFile(kept[0]!, 'utf8')) as { svg: string };
    await writeFile(kept[0]!, JSON.stringify({ ...map, svg: '<svg>changed by hand</svg>' }));
    const later = await buildRouteMap(content, join(dir, 'route-map-later'), cacheDir);
    expect(await readFile(join(dir, 'route-map-later', later.src), 'utf8')).toBe('<svg>changed by hand</svg>');

    const [first, ...rest] = home.visit.locations;
    const moved = contentWith([{ ...first!, lat: first!.lat + 0.05 }, ...rest]);
    const redrawn = await buildRouteMap(moved, join(dir, 'route-map-moved'), cacheDir);
    expect(redrawn).toEqual(await buildRouteMap(moved, join(dir, 'route-map-moved-plain')));
    expect(redrawn.src).not.toBe(drawn.src);
  });
});

describe('home-screen icons', () => {
  const root = join(import.meta.dirname, '..', '..');
  const manifest = webManifest({ name: 'Site', shortName: 'Site', description: 'A site', basePath: '/' });
  const build = async (name: string, cacheDir?: string) => {
    const outDir = join(dir, name);
    await mkdir(outDir, { recursive: true });
    await buildIcons(root, outDir, manifest, cacheDir);
    return Promise.all(pngIcons.map((icon) => readFile(join(outDir, icon.path))));
  };

  it('are the icons drawing gives, linked from the cache by the next build', async () => {
    const cacheDir = join(dir, 'icons');
    const drawn = await build('icons-plain');
    expect(await build('icons-fresh', cacheDir)).toEqual(drawn);
    const files = (await readdir(join(cacheDir, 'icons'))).sort();
    expect(files).toHaveLength(pngIcons.length);
    // What a later build uses is the kept file: one changed by hand shows through.
    const changed = Buffer.from('changed by hand');
    await writeFile(join(cacheDir, 'icons', files[0]!), changed);
    expect((await build('icons-later', cacheDir)).filter((png) => png.equals(changed))).toHaveLength(1);
  });
});

describe('widget bundles', () => {
  const project = join(import.meta.dirname, '..', '..');
  const pages = new Map([
    ['home', { islands: [], enhancers: ['reveal', 'image-fallback'] }],
    ['contact', { islands: [], enhancers: ['image-fallback'] }],
  ]);
  const files = async (outDir: string) => {
    const names = (await readdir(join(outDir, 'assets'))).sort();
    return Promise.all(names.map(async (name) => [name, await readFile(join(outDir, 'assets', name), 'utf8')] as const));
  };

  it('are the bundles esbuild makes, written by the next build from the cache, and made again when a file they read changes', async () => {
    // A project of its own, whose widget code this test edits.
    const root = join(dir, 'widgets-project');
    await cp(join(project, 'widgets'), join(root, 'widgets'), { recursive: true });
    // Browser code may import the model's pure functions (the life list makes a page's slug with model/slug.ts).
    await cp(join(project, 'model'), join(root, 'model'), { recursive: true });
    await symlink(join(project, 'node_modules'), join(root, 'node_modules'));
    const keep = new KeptWork(join(dir, 'widgets-cache'), 'site');
    const build = (name: string) => buildWidgets(root, join(dir, name), new Map(), pages, undefined, keep);

    const bundled = await buildWidgets(root, join(dir, 'widgets-plain'), new Map(), pages);
    expect(await build('widgets-fresh')).toEqual(bundled);
    expect(await files(join(dir, 'widgets-fresh'))).toEqual(await files(join(dir, 'widgets-plain')));

    // What a later build writes is the kept file: one changed by hand shows through.
    const [name] = await readdir(join(dir, 'widgets-cache', 'widgets'));
    const path = join(keep.cacheDir, 'widgets', name!);
    const kept = JSON.parse(await readFile(path, 'utf8')) as { value: { outputs: [string, string][] } };
    for (const output of kept.value.outputs) output[1] = `/* changed by hand */${output[1]}`;
    await writeFile(path, JSON.stringify(kept));
    expect(await build('widgets-later')).toEqual(bundled);
    for (const [, code] of await files(join(dir, 'widgets-later'))) expect(code).toMatch(/^\/\* changed by hand \*\//);

    // An edit of a file esbuild read (a comment: the minified bundles stay the same) bundles again.
    await appendFile(join(root, 'widgets', 'enhancers', 'reveal.ts'), '\n// edited\n');
    expect(await build('widgets-edited')).toEqual(bundled);
    expect(await files(join(dir, 'widgets-edited'))).toEqual(await files(join(dir, 'widgets-plain')));
  });
});

describe('the hash of the code kept work depends on', () => {
  it('changes with what a file holds or which files there are, not with a time alone', async () => {
    const code = join(dir, 'code');
    await mkdir(code, { recursive: true });
    await writeFile(join(code, 'a.ts'), 'one');
    const first = sourcesHash([code]);
    await utimes(join(code, 'a.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(sourcesHash([code])).toBe(first);
    await writeFile(join(code, 'a.ts'), 'two');
    const second = sourcesHash([code]);
    expect(second).not.toBe(first);
    await writeFile(join(code, 'b.ts'), '');
    expect(sourcesHash([code])).not.toBe(second);
    expect(sourcesHash([join(code, 'a.ts')])).not.toBe(sourcesHash([code]));
  });
});

describe('finished pages', () => {
  const finishedPages = (cacheDir: string, build: string, sheets: ReadonlyMap<string, string>) =>
    new KeptWork(cacheDir, build).memo<string>('finished', finishingVersion(sheets), 'packed');
  const css = new Map([['assets/main-1.css', '.hero{color:red}']]);
  const finish = (html: string) => html.replace('</head>', '<style>.hero{color:red}</style></head>');

  it('are finished as the build before finished them when a page renders the same', async () => {
    const cacheDir = join(dir, 'finished');
    const first = await finishedPages(cacheDir, 'site', css);
    // Text beyond ASCII: the kept file cuts each page by its length in bytes.
    const page = '<html><head></head><body class="hero">A — Cikepuh’s café 🐦</body></html>';
    expect(first.get('/a/', page, finish)).toBe(finish(page));
    first.get('/b/', '<html><head></head><body>B</body></html>', finish);
    await first.save();

    const next = await finishedPages(cacheDir, 'site', css);
    const again = vi.fn(finish);
    // Kept: the page comes back without being finished again (the finish given here would give another page).
    expect(next.get('/a/', page, () => 'not used')).toBe(finish(page));
    expect(next.get('/b/', '<html><head></head><body>B, edited</body></html>', again)).toContain('B, edited');
    expect(again).toHaveBeenCalledOnce();
  });

  it('are one packed file a kind of build, replaced by each', async () => {
    const cacheDir = join(dir, 'finished-one');
    const page = '<html><head></head><body>A</body></html>';
    for (const html of [page, `${page}<!-- edited -->`]) {
      const memo = await finishedPages(cacheDir, 'site', css);
      memo.get('/a/', html, finish);
      await memo.save();
    }
    const kept = await readdir(join(cacheDir, 'finished'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[0-9a-f]{64}\.pack$/);
  });

  it('are finished again when a stylesheet changed, and kept apart for another kind of build', async () => {
    const cacheDir = join(dir, 'finished-css');
    const page = '<html><head></head><body>A</body></html>';
    const first = await finishedPages(cacheDir, 'site', css);
    first.get('/a/', page, finish);
    await first.save();
    for (const [build, sheets] of [
      ['site', new Map([['assets/main-2.css', '.hero{color:blue}']])],
      ['site under /tours/', css],
    ] as const) {
      const later = await finishedPages(cacheDir, build, sheets);
      const again = vi.fn(finish);
      later.get('/a/', page, again);
      expect(again).toHaveBeenCalledOnce();
    }
  });
});

describe('the search index', () => {
  const content = { tours: [] };
  const page = (id: string, words: string) => ({
    route: { id } as RenderedPage['route'],
    url: `/species/${id.slice('species:'.length)}/`,
    html: `<!DOCTYPE html><html lang="en"><head><title>${words}</title></head><body><main id="main" data-pagefind-body><h1>${words}</h1><p>${words} in the forest.</p></main></body></html>`,
  });
  const pages = [page('species:javan-trogon', 'Javan Trogon'), page('species:javan-hawk-eagle', 'Javan Hawk-Eagle')];
  const files = async (folder: string) => (await readdir(folder, { recursive: true })).sort();
  const index = async (sent: typeof pages, outDir: string, cacheDir: string) => {
    const feed = await startSearchIndex(content, new KeptWork(cacheDir, 'site'));
    for (const p of sent) feed.add(p);
    await feed.finish(outDir);
    return join(outDir, 'pagefind');
  };

  it("is the last build's files when every page sends the same, and indexed again when one does not", async () => {
    const cacheDir = join(dir, 'search');
    const first = await index(pages, join(dir, 'out-1'), cacheDir);
    const second = await index(pages, join(dir, 'out-2'), cacheDir);
    expect(await files(second)).toEqual(await files(first));
    // Linked from the cache, not written by Pagefind: the entry file is one file with two names or more.
    const entry = (folder: string) => stat(join(folder, 'pagefind-entry.json'));
    expect((await entry(second)).nlink).toBeGreaterThan(1);
    expect(await readFile(join(second, 'pagefind-entry.json'), 'utf8')).toBe(await readFile(join(first, 'pagefind-entry.json'), 'utf8'));

    const edited = [pages[0]!, page('species:javan-hawk-eagle', 'Javan Hawk-Eagle, edited')];
    const third = await index(edited, join(dir, 'out-3'), cacheDir);
    expect((await entry(third)).nlink).toBe(1);
    const fragments = async (folder: string) =>
      Promise.all((await readdir(join(folder, 'fragment'))).map((f) => readFile(join(folder, 'fragment', f)).then((b) => gunzipSync(b).toString())));
    expect((await fragments(third)).join('\n')).toContain('edited');
    // A page left out is no match either.
    const fourth = await index(edited.slice(0, 1), join(dir, 'out-4'), cacheDir);
    expect((await entry(fourth)).nlink).toBe(1);
  }, 60_000);
});

describe('the size table', () => {
  it("gives each page's gzip size, kept under a hash of its HTML for the next build", async () => {
    const cacheDir = join(dir, 'sizes');
    const html = `<!DOCTYPE html><html><body>${'<p>Javan Trogon</p>'.repeat(50)}</body></html>`;
    const result = {
      outDir: dir,
      pages: [{ url: '/', route: { id: 'home' }, html }],
      pageAssets: new Map(),
      renderMs: new Map([['home', 1]]),
    } as unknown as BuildResult;
    const [first] = await measurePages(result, cacheDir);
    expect(first!.html).toEqual([html.length, gzipSync(html, { level: 9 }).length]);
    // The next build reads the kept size: one changed by hand shows through.
    const file = join(cacheDir, 'sizes', 'gzip.json');
    const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, number>;
    await writeFile(file, JSON.stringify(Object.fromEntries(Object.keys(kept).map((key) => [key, 7]))));
    const [second] = await measurePages(result, cacheDir);
    expect(second!.html).toEqual([html.length, 7]);
  });
});

describe('the kept-work store', () => {
  it('gives a value back under the version it was kept with, and nothing under another', async () => {
    const kept = new KeptWork(join(dir, 'values'), 'site');
    expect(await kept.value('plan', 'v1')).toBeUndefined();
    await kept.keep('plan', 'v1', { pages: 3 });
    expect(await kept.value('plan', 'v1')).toEqual({ pages: 3 });
    expect(await kept.value('plan', 'v2')).toBeUndefined();
    // Another kind of build keeps its own.
    expect(await new KeptWork(join(dir, 'values'), 'site under /tours/').value('plan', 'v1')).toBeUndefined();
  });

  it('writes a memo saved again only when it has results the file lacks', async () => {
    const cacheDir = join(dir, 'memo-saves');
    const first = await new KeptWork(cacheDir, 'site').memo<string>('memo', 'v1');
    first.get('a', 'a', (x) => x);
    first.get('b', 'b', (x) => x);
    await first.save();
    const memo = await new KeptWork(cacheDir, 'site').memo<string>('memo', 'v1');
    const file = join(cacheDir, 'memo', (await readdir(join(cacheDir, 'memo'))).find((n) => n.endsWith('.json'))!);
    const written = async () => (await stat(file)).mtimeMs;
    const at = await written();
    // Asked for one of the two kept results: the file drops the other, once.
    memo.get('a', 'a', () => 'made again');
    await memo.save();
    const pruned = await written();
    expect(pruned).toBeGreaterThan(at);
    expect(Object.keys((JSON.parse(await readFile(file, 'utf8')) as { entries: object }).entries)).toEqual(['a']);
    await memo.save();
    expect(await written()).toBe(pruned);
    // The other asked for later (it is still kept in memory): the file holds it again.
    memo.get('b', 'b', () => 'made again');
    await memo.save();
    expect(Object.keys((JSON.parse(await readFile(file, 'utf8')) as { entries: object }).entries)).toEqual(['a', 'b']);
  });

  it('copies a kept folder only when it was kept under this version', async () => {
    const cacheDir = join(dir, 'trees');
    const source = join(dir, 'tree-source');
    await mkdir(join(source, 'sub'), { recursive: true });
    await writeFile(join(source, 'sub', 'a.txt'), 'a');
    await (await new KeptWork(cacheDir, 'site').tree('index', 'v1')).keep(source, ['a']);
    const same = await new KeptWork(cacheDir, 'site').tree<string[]>('index', 'v1');
    expect(same.value).toEqual(['a']);
    expect(await same.copyTo(join(dir, 'tree-out'))).toBe(true);
    expect(await readFile(join(dir, 'tree-out', 'sub', 'a.txt'), 'utf8')).toBe('a');
    const other = await new KeptWork(cacheDir, 'site').tree('index', 'v2');
    expect(other.value).toBeUndefined();
    expect(await other.copyTo(join(dir, 'tree-out-2'))).toBe(false);
  });
});
