import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { made, schedule, type Kept, type Scheduled, Store } from '../../scripts/pipeline/scheduler.ts';
import { KeptWork } from '../../scripts/lib/kept.ts';
import { routeFilesOfSameComponents } from '../../scripts/pipeline/pages.ts';
import type { Route } from '../../templates/routes.ts';
import { type Records, type StepOptions, steps } from '../../scripts/pipeline/steps.ts';

// The scheduler's decisions, on steps made up for the test: what runs again after which edit.

const root = resolve('/project');
const options = { root, contentDir: resolve(root, 'content'), outDir: '/out', cacheDir: '/cache', basePath: '/', log: () => {} } as StepOptions;

/** A step that counts its runs and records what it was given; its record is a fresh object each run. */
function counted(step: Scheduled<StepOptions, Records, unknown> = {}) {
  const runs: Kept<unknown>[] = [];
  return {
    runs,
    step: {
      ...step,
      run: (_o: StepOptions, _r: Records, kept: Kept<unknown>) => {
        runs.push(kept);
        return { run: runs.length };
      },
    },
  };
}

const run = (store: Store, s: ReturnType<typeof counted>, records = {} as Records, name: 'images' | 'styles' = 'images') =>
  schedule(name, s.step as never, options, records, store);

describe('the scheduler', () => {
  it('runs a step without inputs every time, and one with inputs once while they stay the same', async () => {
    const store = new Store({ memory: new Map() });
    const always = counted();
    const keyed = counted({ inputs: () => ['same'] });
    for (let i = 0; i < 3; i++) {
      await run(store, always, {} as Records, 'styles');
      await run(store, keyed);
    }
    expect(always.runs).toHaveLength(3);
    expect(keyed.runs).toHaveLength(1);
  });

  it('runs a step again when its inputs change, and keeps the record it made otherwise', async () => {
    const store = new Store({ memory: new Map() });
    let value = 1;
    const s = counted({ inputs: () => [value] });
    const records = {} as Records;
    expect(await run(store, s, records)).toBe(true);
    const first = records.images;
    expect(await run(store, s, records)).toBe(false);
    expect(records.images).toBe(first);
    value = 2;
    expect(await run(store, s, records)).toBe(true);
    expect(records.images).not.toBe(first);
  });

  it('runs a step again when an edit touches a folder it reads, and gives it the files edited since it last ran', async () => {
    const store = new Store({ memory: new Map() });
    const s = counted({ inputs: () => [], reads: (o) => [resolve(o.root, 'styles')] });
    await run(store, s);
    store.changed([resolve(root, 'content/home.yaml')]);
    expect(await run(store, s)).toBe(false);
    store.changed([resolve(root, 'styles/main.scss')]);
    expect(await run(store, s)).toBe(true);
    expect(s.runs.at(-1)!.edited).toEqual([resolve(root, 'content/home.yaml'), resolve(root, 'styles/main.scss')]);
    // A folder whose name starts like a read one is another folder.
    store.changed([resolve(root, 'styles-old/x.scss')]);
    expect(await run(store, s)).toBe(false);
  });

  it('lets a step say which new inputs its record covers: fewer image requests keep the images', async () => {
    const store = new Store({ memory: new Map() });
    let requests = ['a', 'b'];
    const s = counted({ inputs: () => requests, covers: (before, now) => (now as string[]).every((r) => (before as string[]).includes(r)) });
    await run(store, s);
    requests = ['a'];
    expect(await run(store, s)).toBe(false);
    requests = ['a', 'c'];
    expect(await run(store, s)).toBe(true);
  });

  it('gives a step its last record and the inputs it was made for, and the store kind: memory in dev, disk in a build', async () => {
    const memory = new Map<string, unknown>();
    const dev = new Store({ memory });
    let value = 1;
    const s = counted({ inputs: () => [value] });
    await run(dev, s);
    value = 2;
    await run(dev, s);
    expect([s.runs[0]!.last, s.runs[0]!.memory, s.runs[0]!.disk]).toEqual([undefined, memory, undefined]);
    expect([s.runs[1]!.last, s.runs[1]!.before, s.runs[1]!.memory]).toEqual([{ run: 1 }, [1], memory]);
    const disk = new KeptWork('/cache', '["/","/project/content"]');
    const b = counted({ inputs: () => [1] });
    await run(new Store({ disk }), b);
    expect([b.runs[0]!.last, b.runs[0]!.edited, b.runs[0]!.disk, b.runs[0]!.memory]).toEqual([undefined, [], disk, undefined]);
  });

  it('keys a record by the run that made it: a step reading it runs again only when it was made again', async () => {
    const store = new Store({ memory: new Map() });
    const records = { images: { run: 1 } } as unknown as Records;
    const s = counted({ inputs: (_o, r) => [made(r.images)] });
    await run(store, s, records, 'styles');
    expect(await run(store, s, records, 'styles')).toBe(false);
    records.images = { ...records.images };
    expect(await run(store, s, records, 'styles')).toBe(true);
  });

  it('runs a step whose last run failed again, with the edits since the run before it', async () => {
    const store = new Store({ memory: new Map() });
    let fail = false;
    const runs: Kept<unknown>[] = [];
    const step = {
      inputs: () => [],
      reads: () => [resolve(root, 'styles')],
      run: (_o: StepOptions, _r: Records, kept: Kept<unknown>) => {
        runs.push(kept);
        if (fail) throw new Error('broken');
        return {};
      },
    };
    await schedule('styles', step as never, options, {} as Records, store);
    store.changed([resolve(root, 'styles/a.scss')]);
    fail = true;
    await expect(schedule('styles', step as never, options, {} as Records, store)).rejects.toThrow('broken');
    store.changed([resolve(root, 'styles/b.scss')]);
    fail = false;
    expect(await schedule('styles', step as never, options, {} as Records, store)).toBe(true);
    expect(runs.at(-1)!.edited).toEqual([resolve(root, 'styles/a.scss'), resolve(root, 'styles/b.scss')]);
  });
});

describe("the widget step's decisions in the dev server", () => {
  const bundles = {
    entries: new Map([
      ['home', '/assets/home-widgets-1.js'],
      ['blog/a', '/assets/post-widgets-1.js'],
      ['blog/b', '/assets/post-widgets-1.js'],
    ]),
    files: new Map([
      ['home', ['/assets/home-widgets-1.js', '/assets/chunk-1.js']],
      ['blog/a', ['/assets/post-widgets-1.js']],
      ['blog/b', ['/assets/post-widgets-1.js']],
    ]),
  };
  const home = { islands: ['slideshow'], enhancers: ['reveal'] };
  const post = { islands: [], enhancers: ['reveal'] };
  const before = [
    ['home', home],
    ['blog/a', post],
    ['blog/b', post],
  ];
  const pages = (list: [string, typeof home][]) => list.map(([id, widgets]) => ({ route: { id }, ...widgets }));
  // Without a site to bundle: a decision to bundle again would throw.
  const runWidgets = (list: [string, typeof home][]) =>
    steps.widgets.run(options, { site: { islands: { files: new Map() } }, draft: { pages: pages(list) } } as unknown as Records, {
      last: bundles,
      before,
      edited: [],
      memory: new Map(),
    });

  it('gives a new trip report the bundles of a report that runs the same widgets, without bundling', async () => {
    const next = await runWidgets([...(before as [string, typeof home][]), ['blog/c', post]]);
    expect(next.entries.get('blog/c')).toBe('/assets/post-widgets-1.js');
    expect(next.files.get('blog/c')).toEqual(['/assets/post-widgets-1.js']);
    expect(next.entries.get('home')).toBe('/assets/home-widgets-1.js');
  });

  it('drops the bundles of a deleted trip report and keeps every other page, without bundling', async () => {
    const next = await runWidgets([
      ['home', home],
      ['blog/a', post],
    ]);
    expect([...next.entries.keys()]).toEqual(['home', 'blog/a']);
    expect(next.files.get('home')).toEqual(['/assets/home-widgets-1.js', '/assets/chunk-1.js']);
  });

  it('bundles again when a page runs widgets it did not run', async () => {
    await expect(
      runWidgets([
        ['home', home],
        ['blog/a', { islands: ['carousel'], enhancers: ['reveal'] }],
      ]),
    ).rejects.toThrow();
  });
});

describe("the dev server's template files of each page after the routes changed", () => {
  const Post = () => null;
  const Home = () => null;
  const routes = [
    { id: 'home', Page: Home },
    { id: 'blog/a', Page: Post, component: Post },
  ] as unknown as Route[];
  const files = new Map([
    ['home', new Set(['/t/home.tsx'])],
    ['blog/a', new Set(['/t/post.tsx', '/t/frame.tsx'])],
  ]);
  const old = { records: { site: { routes } } as unknown as Records, routeFiles: files };

  it('gives a new trip report the files of a report drawn by the same component, and drops a deleted one', () => {
    const added = routeFilesOfSameComponents([...routes, { id: 'blog/b', Page: Post, component: Post } as unknown as Route], old);
    expect(added?.get('blog/b')).toEqual(new Set(['/t/post.tsx', '/t/frame.tsx']));
    expect(routeFilesOfSameComponents([routes[0]!], old)).toEqual(new Map([['home', new Set(['/t/home.tsx'])]]));
  });

  it('says to work them out again for a page whose component drew no page before', () => {
    expect(routeFilesOfSameComponents([...routes, { id: 'new', Page: () => null } as unknown as Route], old)).toBeUndefined();
  });
});
