import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../templates/routes.ts';
import { firstViewEnd } from '../../scripts/render/first-view.ts';
import { content, parse, root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

// The one place the byte budgets live: what each built page makes a browser download, gzip.
const KB = 1024;
const JS_BUDGET = 12 * KB;
const CSS_BUDGET = 15 * KB;
// The home page is the largest (13 banner and 38 explorer pictures as <picture> sources).
const HTML_BUDGET = 25 * KB;
// The route map on the home page, a file of its own so it never weighs on the HTML.
const ROUTE_MAP_BUDGET = 15 * KB;
// The first view (everything in <head>, the header and the first section) must arrive in the first
// round trip: a server's initial congestion window is 10 segments, about 14 KB.
const FIRST_VIEW_BUDGET = 14 * KB;
// The page loader, the one script in <head> (widgets/loader.ts).
const LOADER_BUDGET = 1 * KB;
// What a visitor's first use of the life list brings: its code (widgets/on-use/life-list.ts) and its data (the birds and each package's odds).
const LIFE_LIST_BUDGET = 16 * KB;
const dist = join(root, 'dist');
// Every page the build writes: the fixed routes and those content adds (the tours' checklists).
const routes = siteRoutes(await content());

describe('byte budgets over dist/', () => {
  it('dist/ holds every route', () => {
    expect(
      routes.map((r) => r.outputPath).filter((p) => !existsSync(join(dist, p))),
      'run `npm run build` first',
    ).toEqual([]);
  });

  const weights = new Map(pageWeights(dist).map((w) => [w.page, w]));

  it.each(routes.map((r) => [r.url, r.outputPath] as const))(
    `%s: HTML at most ${HTML_BUDGET / KB} KB, JS ${JS_BUDGET / KB} KB, CSS ${CSS_BUDGET / KB} KB (gzip)`,
    (_, outputPath) => {
      const weight = weights.get(outputPath);
      expect(weight, `${outputPath} is not in dist/`).toBeDefined();
      // Every script and stylesheet tag was followed, so the sums below are the whole page.
      expect(weight!.entries.length).toBe(weight!.scriptTags);
      expect(weight!.css.length).toBe(weight!.stylesheetTags);
      expect(weight!.entries.length, 'every page runs the frame widgets').toBeGreaterThan(0);
      expect(weight!.css.length).toBeGreaterThan(0);
      expect(weight!.jsGzip, `JS ${weight!.jsGzip} B from ${weight!.js.join(', ')}`).toBeLessThanOrEqual(JS_BUDGET);
      expect(weight!.cssGzip, `CSS ${weight!.cssGzip} B`).toBeLessThanOrEqual(CSS_BUDGET);
      expect(weight!.htmlGzip, `HTML ${weight!.htmlGzip} B`).toBeGreaterThan(0);
      expect(weight!.htmlGzip, `HTML ${weight!.htmlGzip} B`).toBeLessThanOrEqual(HTML_BUDGET);
    },
  );

  it(`the life list's first use: its code and data at most ${LIFE_LIST_BUDGET / KB} KB (gzip), none of it in a page's budget`, () => {
    const species = weights.get('species/index.html')!;
    const code = species.onUse.filter((f) => /\/on-use-life-list-[^/]+\.js$/.test(f));
    expect(code, 'the species page can load the life list on use').toHaveLength(1);
    expect(species.js, 'and not before').not.toContain(code[0]);
    const bytes = gzipSync(readFileSync(code[0]!), { level: 9 }).length + gzipSync(readFileSync(join(dist, 'species/life-list.json')), { level: 9 }).length;
    expect(bytes, `life list: ${bytes} B gzip`).toBeLessThanOrEqual(LIFE_LIST_BUDGET);
  });

  it(`the home page's route map: at most ${ROUTE_MAP_BUDGET / KB} KB (gzip)`, () => {
    const src = readFileSync(join(dist, 'index.html'), 'utf8').match(/<figure class="visit-map"><img src="\/(assets\/route-map-[0-9a-f]{8}\.svg)"/)?.[1];
    expect(src, 'the home page shows the route map').toBeDefined();
    const size = gzipSync(readFileSync(join(dist, src!)), { level: 9 }).length;
    expect(size, `${src}: ${size} B`).toBeGreaterThan(0);
    expect(size, `${src}: ${size} B`).toBeLessThanOrEqual(ROUTE_MAP_BUDGET);
  });

  it.each(routes.map((r) => [r.url, r.outputPath] as const))(
    `%s: <head>, header and first section within ${FIRST_VIEW_BUDGET / KB} KB gzip, styled by inline CSS, no stylesheet blocking render`,
    (_, outputPath) => {
      const html = readFileSync(join(dist, outputPath), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, 'a <link rel=stylesheet> in <head> blocks the first paint').not.toMatch(/<link\b[^>]*\brel="stylesheet"/);
      expect(head).toMatch(/<style>[^<]+<\/style>/);
      const end = firstViewEnd(html);
      const firstView = parse(html.slice(0, end));
      expect(firstView.querySelector('header.site-header'), 'the header is in the first view').not.toBeNull();
      expect(firstView.querySelector('main section h1'), "the first section, with the page's h1, is in the first view").not.toBeNull();
      expect(html.slice(0, end)).toMatch(/<\/section>$/);
      // The full stylesheet comes right after it, at low priority: it never holds up its paint.
      expect(html.slice(end)).toMatch(/^<link rel="stylesheet" href="[^"]+" fetchpriority="low"\/>/);
      // One script, the loader: found at once in <head>, run after parsing, and it asks for nothing
      // (no chunk, no preload) until the first view has painted.
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g)].map((m) => m[1]!);
      expect(scripts, 'the page loader is the one script').toHaveLength(1);
      expect(head).toContain(`<script defer="" src="${scripts[0]}"></script>`);
      expect(html, 'no chunk is preloaded ahead of the first view').not.toMatch(/rel="modulepreload"/);
      const loader = readFileSync(join(dist, scripts[0]!), 'utf8');
      expect(loader, 'the loader imports nothing before it runs').not.toMatch(/^import\b|[;}]import\s*[{"*\w]/);
      expect(loader, 'a classic script in one function, leaving no globals').toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);\n?$/);
      expect(gzipSync(loader, { level: 9 }).length, 'the loader, gzip').toBeLessThanOrEqual(LOADER_BUDGET);
      const bytes = gzipSync(html.slice(0, end), { level: 9 }).length;
      expect(bytes, `first view ${bytes} B gzip`).toBeLessThanOrEqual(FIRST_VIEW_BUDGET);
    },
  );
});
