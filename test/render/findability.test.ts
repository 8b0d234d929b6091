import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../templates/lib/seo.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { siteRoutes } from '../../templates/routes.ts';
import { routes } from '../helpers/routes.ts';
import { tourRouteIds } from '../../templates/lib/route-types.ts';
import { content, parse, renderAll, root } from '../helpers/render.ts';

type Node = Record<string, any>;
// Every page the build writes for the shipped content: the fixed routes and the tours' checklists.
const builtRoutes = siteRoutes(await content());
const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Node);

// Every route rendered and parsed once for this file, under a base path so absolute URLs show it.
let rendered: Promise<{ route: (typeof routes)[number]; url: string; doc: Document }[]> | undefined;
const pages = () => (rendered ??= renderAll({ basePath: '/tours/' }).then((all) => all.map((p) => ({ route: p.route, url: p.url, doc: parse(p.html) }))));

describe('titles and descriptions', () => {
  it('gives every route its own <title> and meta description', async () => {
    const shipped = await content();
    const all = siteRoutes(shipped);
    const titles = all.map((r) => documentTitle(r, shipped.site.productTitle));
    expect(titles.filter((t, i) => titles.indexOf(t) !== i), 'repeated titles').toEqual([]);
    const descriptions = all.map((r) => r.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i), 'repeated descriptions').toEqual([]);

    const docs = (await pages()).map((page) => page.doc);
    expect(docs.length).toBe(all.length);
    expect(new Set(docs.map((doc) => doc.title)).size).toBe(all.length);
    expect(new Set(docs.map((doc) => meta(doc, 'description'))).size).toBe(all.length);
  });

  it('keeps them unique when trip reports add list and post pages (fixture with 13 posts)', async () => {
    const withPosts = await loadContent(join(root, 'test/fixtures/content/posts'), root);
    const all = siteRoutes(withPosts);
    expect(all.length).toBeGreaterThan(routes.length + 13);
    const titles = all.map((r) => documentTitle(r, withPosts.site.productTitle));
    expect(titles.filter((t, i) => titles.indexOf(t) !== i), 'repeated titles').toEqual([]);
    const descriptions = all.map((r) => r.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i), 'repeated descriptions').toEqual([]);
  });

  it('keeps each indexable page\'s description to what a search result shows (50 to 160 characters)', () => {
    for (const route of routes.filter((r) => r.indexable)) {
      expect(route.description.length, route.url).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.url).toBeLessThanOrEqual(160);
    }
  });
});

describe('link-preview and icon tags', () => {
  it('gives every page Open Graph and Twitter card tags with an absolute 1200×630 image and its alt text', async () => {
    for (const { route, url, doc } of await pages()) {
      const page = { route, url };
      const where = page.url;
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (page.route.indexable) {
        expect(canonical, where).toBe(`https://example.test/tours${page.url}`);
        expect(meta(doc, 'og:url'), where).toBe(canonical);
      } else {
        expect(canonical, where).toBeUndefined();
        // Served with status 404, which keeps it out of search results; no canonical URL of its own.
        expect(meta(doc, 'robots'), where).toBeUndefined();
      }
      expect(meta(doc, 'og:type'), where).toBe('website');
      expect(meta(doc, 'og:site_name'), where).toBe('West Java Birding');
      expect(meta(doc, 'og:locale'), where).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(meta(doc, 'og:title'), where).toBe(page.route.title);
      expect(meta(doc, 'og:description'), where).toBe(page.route.description);
      expect(meta(doc, 'og:image'), where).toBe(`https://example.test/tours/assets/og/${page.route.id}.test.jpg`);
      expect(meta(doc, 'og:image:width'), where).toBe('1200');
      expect(meta(doc, 'og:image:height'), where).toBe('630');
      expect(meta(doc, 'og:image:alt'), where).toBeTruthy();
      expect(meta(doc, 'twitter:card'), where).toBe('summary_large_image');
      expect(meta(doc, 'twitter:title'), where).toBe(page.route.title);
      expect(meta(doc, 'twitter:description'), where).toBe(page.route.description);
      expect(meta(doc, 'twitter:image'), where).toBe(meta(doc, 'og:image'));
      expect(meta(doc, 'twitter:image:alt'), where).toBe(meta(doc, 'og:image:alt'));
      expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href'), where).toBe('/tours/site.webmanifest');
      expect(doc.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'), where).toBe('/tours/apple-touch-icon.png');
    }
  });
});

describe('structured data', () => {
  it('ends every page with one JSON-LD block: the TravelAgency, plus a TouristTrip on the five tour pages', async () => {
    for (const page of await pages()) {
      const { doc } = page;
      const blocks = jsonLd(doc);
      expect(blocks, page.url).toHaveLength(1);
      expect(doc.body.lastElementChild?.getAttribute('type'), `${page.url}: the JSON-LD comes last in <body>`).toBe('application/ld+json');
      const graph = blocks[0]!['@graph'] as Node[];
      expect(blocks[0]!['@context']).toBe('https://schema.org');
      const isTour = tourRouteIds.includes(page.route.id);
      expect(graph.map((n) => n['@type']), page.url).toEqual(isTour ? ['TravelAgency', 'TouristTrip'] : ['TravelAgency']);
      const [agency, trip] = graph;
      expect(agency!.address['@type']).toBe('PostalAddress');
      expect(agency!.image).toBe('https://example.test/tours/assets/og/home.test.jpg');
      if (trip) {
        expect(trip.url).toBe(`https://example.test/tours${page.url}`);
        expect(trip.provider['@id']).toBe(agency!['@id']);
        expect(trip.itinerary.itemListElement.length).toBeGreaterThan(1);
      }
    }
  });
});

describe('built link previews, icons, manifest, sitemap (dist/)', () => {
  const dist = join(root, 'dist');
  const html = builtRoutes.map((r) => ({ route: r, doc: parse(readFileSync(join(dist, r.outputPath), 'utf8')) }));
  const local = (url: string) => join(dist, new URL(url).pathname);

  it('writes each page\'s own 1200×630 JPEG card, at most 120 KB, with a hash in its name', async () => {
    const seen = new Set<string>();
    for (const { route, doc } of html) {
      const url = meta(doc, 'og:image')!;
      expect(url, route.url).toMatch(/^https:\/\/[^/]+\/assets\/og\/[a-z0-9-]+\.[0-9a-f]{10}\.jpg$/);
      seen.add(url);
      const file = local(url);
      expect(existsSync(file), `${route.url}: ${url}`).toBe(true);
      const info = await sharp(file).metadata();
      expect([info.format, info.width, info.height], url).toEqual(['jpeg', 1200, 630]);
      expect(statSync(file).size, url).toBeLessThanOrEqual(120 * 1024);
    }
    expect(seen.size).toBe(builtRoutes.length);
  });

  it('writes the touch and manifest icons at their sizes, and a manifest every page links whose icons exist', async () => {
    for (const [file, size] of [['apple-touch-icon.png', 180], ['icon-192.png', 192], ['icon-512.png', 512], ['icon-maskable-512.png', 512]] as const) {
      const info = await sharp(join(dist, file)).metadata();
      expect([info.format, info.width, info.height], file).toEqual(['png', size, size]);
    }
    const manifest = JSON.parse(readFileSync(join(dist, 'site.webmanifest'), 'utf8')) as Node;
    expect(manifest).toMatchObject({ name: 'West Java Birding', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as Node[]) {
      const file = join(dist, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') {
        const info = await sharp(file).metadata();
        expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes);
      }
    }
    for (const { route, doc } of html) expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href'), route.url).toBe('/site.webmanifest');
  });

  it('lists exactly the canonical URLs in sitemap.xml, which robots.txt names', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const canonicals = html.flatMap(({ doc }) => [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')));
    expect(locs).toEqual(canonicals);
    expect(locs).toHaveLength(builtRoutes.filter((r) => r.indexable).length);
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', locs[0]).href}`);
  });
});
