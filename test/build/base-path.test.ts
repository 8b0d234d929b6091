import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { toursBuild } from '../helpers/tours-build.ts';
import { someOf } from '../helpers/some-of.ts';

describe('building for a sub-folder', () => {
  it('prefixes every href, src, srcset, script and CSS url() with BASE_PATH', async () => {
    // `npm run build` with BASE_PATH=/tours/ and SITE_URL=https://operator.example, shared with the
    // hosts layer, which serves it; it throws with the build's output if the build fails.
    const out = await toursBuild();
    const pages = globSync('**/*.html', { cwd: out });
    // The pages and the pictures their islands load from assets/ (markup by key, in JSON).
    const deferred = globSync('assets/pictures-*.json', { cwd: out });
    expect(deferred).toHaveLength(1);
    expect(pages.length).toBeGreaterThan(10);
    for (const file of [...pages, ...deferred]) {
      const text = readFileSync(join(out, file), 'utf8');
      const html = file.endsWith('.json') ? Object.values(JSON.parse(text) as Record<string, string>).join('') : text;
      const urls = [...html.matchAll(/\s(?:href|src|srcset)="([^"]+)"/gi)].flatMap((m) => m[1]!.split(',').map((c) => c.trim().split(' ')[0]!));
      // url() in the inlined critical CSS, if any.
      const cssUrls = [...html.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!);
      // Pages with pictures, and the dropdown's pictures, have srcset candidates to check.
      if (file === 'index.html' || !pages.includes(file)) expect(html, file).toMatch(/srcset="\/tours\/assets\/img\//i);
      for (const url of someOf([...urls, ...cssUrls], (u) => u.startsWith('/'), `${file}: its site paths`))
        expect(url, `${file}: ${url}`).toMatch(/^\/tours\//);
      if (!pages.includes(file)) continue;
      // The page's full stylesheet loads the heading font from the sub-folder.
      const sheets = urls.filter((u) => /^\/tours\/assets\/[\w-]+\.css$/.test(u));
      expect(sheets.length, `${file}: a stylesheet`).toBeGreaterThan(0);
      const fontUrls = sheets.flatMap((sheet) =>
        [...readFileSync(join(out, sheet.slice('/tours/'.length)), 'utf8').matchAll(/url\(\s*["']?([^"')]+\.woff2)/g)].map((m) => m[1]!),
      );
      expect(fontUrls.length, `${file}: the stylesheet loads the heading font`).toBeGreaterThan(0);
      // Relative to the stylesheet, which lives in /tours/assets/, or written with the sub-folder.
      for (const url of fontUrls) expect(url, `${file}: ${url}`).toMatch(/^(?:\/tours\/assets\/)?[\w.-]+\.woff2$/);
      // The page loader asks for it by marking it wanted, and imports the page's widgets from beside itself.
      const loader = urls.find((u) => /^\/tours\/assets\/[\w-]+\.js$/.test(u));
      expect(loader, `${file}: the page loader`).toBeDefined();
      const loaderCode = readFileSync(join(out, loader!.slice('/tours/'.length)), 'utf8');
      expect(loaderCode, `${file}: the loader asks for the heading font`).toContain('dataset.fonts="heading"');
      expect(loaderCode, `${file}: the loader's URLs`).not.toMatch(/"\/(?!tours\/)[^"]*\.(?:js|woff2)"/);
      if (file !== '404.html') expect(html).toMatch(/<link rel="canonical" href="https:\/\/operator\.example\/tours\//);
      expect(html).toContain('data-base="/tours/"');
      expect(html, file).toMatch(/<meta property="og:image" content="https:\/\/operator\.example\/tours\/assets\/og\/[a-z0-9-]+\.[0-9a-f]{10}\.jpg"/);
    }
    // The search index sits in the sub-folder too: the search island asks for it under data-base.
    expect(existsSync(join(out, 'pagefind', 'pagefind.js'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(out, 'site.webmanifest'), 'utf8'));
    expect([manifest.start_url, manifest.scope]).toEqual(['/tours/', '/tours/']);
    const stylesheets = globSync('assets/*.css', { cwd: out });
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      expect(readFileSync(join(out, file), 'utf8'), file).not.toMatch(/url\(\s*["']?\//);
    }
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://operator.example/tours/birding-tour/</loc>');
  });
});
