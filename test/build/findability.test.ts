import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../templates/routes.ts';
import { content, parse, root } from '../helpers/render.ts';

type Node = Record<string, any>;
// Every page the build writes for the shipped content: the fixed routes and the tours' checklists.
const builtRoutes = siteRoutes(await content());
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

describe('built link previews, icons, manifest, sitemap (dist/)', () => {
  const dist = join(root, 'dist');
  // Read in the tests, once: the file still loads (and says what is missing) before a build.
  let read: { route: (typeof builtRoutes)[number]; doc: Document }[] | undefined;
  const built = () => (read ??= builtRoutes.map((r) => ({ route: r, doc: parse(readFileSync(join(dist, r.outputPath), 'utf8')) })));
  const local = (url: string) => join(dist, new URL(url).pathname);

  it("writes each page's own 1200×630 JPEG card (or the one it shares), at most 120 KB, with a hash in its name", async () => {
    const seen = new Set<string>();
    for (const { route, doc } of built()) {
      const url = meta(doc, 'og:image')!;
      expect(url, route.url).toMatch(/^https:\/\/[^/]+\/assets\/og\/[a-z0-9-]+\.[0-9a-f]{10}\.jpg$/);
      seen.add(url);
      const file = local(url);
      expect(existsSync(file), `${route.url}: ${url}`).toBe(true);
      const info = await sharp(file).metadata();
      expect([info.format, info.width, info.height], url).toEqual(['jpeg', 1200, 630]);
      expect(statSync(file).size, url).toBeLessThanOrEqual(120 * 1024);
    }
    // One card per page, but pages that name a shared card (every species page, trip reports of one tour and cover) share its file.
    expect(seen.size).toBe(new Set(builtRoutes.map((r) => r.card?.file ?? r.id)).size);
  });

  it('writes the touch and manifest icons at their sizes, and a manifest every page links whose icons exist', async () => {
    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
    ] as const) {
      const info = await sharp(join(dist, file)).metadata();
      expect([info.format, info.width, info.height], file).toEqual(['png', size, size]);
    }
    const manifest = JSON.parse(readFileSync(join(dist, 'site.webmanifest'), 'utf8')) as Node;
    expect(manifest).toMatchObject({ name: 'West Java Birding', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as Node[];
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) {
      const file = join(dist, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') {
        const info = await sharp(file).metadata();
        expect(`${info.width}x${info.height}`, icon.src).toBe(icon.sizes);
      }
    }
    for (const { route, doc } of built()) expect(doc.querySelector('link[rel="manifest"]')?.getAttribute('href'), route.url).toBe('/site.webmanifest');
  });

  it('lists exactly the canonical URLs in sitemap.xml, which robots.txt names', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const canonicals = built().flatMap(({ doc }) => [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')));
    expect(locs).toEqual(canonicals);
    expect(locs).toHaveLength(builtRoutes.filter((r) => r.indexable).length);
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', locs[0]).href}`);
  });
});
