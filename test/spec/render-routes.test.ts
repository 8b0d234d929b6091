import { describe, expect, it } from 'vitest';
import { siteFiles } from '../../templates/files.ts';
import { siteRoutes } from '../../templates/routes.ts';
import { routes } from '../helpers/routes.ts';
import { content } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';
import { someOf } from '../helpers/some-of.ts';
import { specValues } from './values.ts';

describe('route table and rendering', () => {
  it('lists the routes of the spec table once, with unique output paths', () => {
    expect(
      routes.map((r) => r.url),
      'the fixed pages of content/routes.yaml and content/tours/, against routes in the table',
    ).toEqual([...specValues.routes]);
    expect(new Set(routes.map((r) => r.outputPath)).size).toBe(routes.length);
  });

  it('gives every page a doctype, its title, description and exactly one h1', async () => {
    for (const { page, doc } of (await renderedSite()).docs()) {
      expect(page.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(doc.title, page.url).toContain(page.route.title);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.route.description);
      const h1s = doc.querySelectorAll('h1');
      expect(h1s.length, page.url).toBe(1);
      expect(h1s[0]!.textContent).toContain(page.route.heading);
    }
  });

  it('uses trailing-slash internal links that all point at a route, an anchor on one, or an asset', async () => {
    const pages = (await renderedSite()).docs();
    // Pages, and the files the site publishes besides them (the checklists' CSV).
    const known = new Set([...siteRoutes(await content()).map((r) => r.url), ...siteFiles(await content(), 'https://example.test', '/').map((f) => f.path)]);
    for (const { page, doc } of pages) {
      const links = [...doc.querySelectorAll('a[href^="/"]')];
      expect(links.length, page.url).toBeGreaterThan(0);
      for (const a of links) {
        const href = a.getAttribute('href')!;
        // A query (/species/?add=javtro1) asks the same page for something its script reads.
        const path = href.split('#')[0]!.split('?')[0]!;
        expect(known.has(path) || path.startsWith('/assets/'), `${page.url} links to ${href}`).toBe(true);
      }
    }
  });

  it('prefixes every internal href, src and srcset with the base path', async () => {
    for (const { page, doc } of (await renderedSite({ basePath: '/tours/' })).docs()) {
      const urls = [
        ...[...doc.querySelectorAll('[href]')].map((el) => el.getAttribute('href')!),
        ...[...doc.querySelectorAll('[src]')].map((el) => el.getAttribute('src')!),
        ...[...doc.querySelectorAll('[srcset]')].flatMap((el) =>
          el
            .getAttribute('srcset')!
            .split(',')
            .map((s) => s.trim().split(' ')[0]!),
        ),
      ].filter((u) => u.startsWith('/'));
      expect(urls.length).toBeGreaterThan(10);
      for (const url of urls) expect(url, `${page.url}: ${url}`).toMatch(/^\/tours\//);
    }
  });

  it('marks the current page in the nav with aria-current and highlights Tour Packages on tour routes', async () => {
    const tourRouteIds = (await content()).tours.map((t) => t.slug);
    const docs = (await renderedSite()).docs();
    // Each kind of page the checks below pick out is rendered, so none of them passes on no page.
    someOf(docs, ({ page }) => tourRouteIds.includes(page.route.id), 'the tour pages');
    expect(docs.map(({ url }) => url)).toEqual(expect.arrayContaining(['/', '/blog/']));
    for (const { page, doc } of docs) {
      const trigger = doc.querySelector('.nav-trigger')!;
      const isTour = tourRouteIds.includes(page.route.id);
      expect(trigger.classList.contains('is-active'), page.url).toBe(isTour);
      if (isTour) {
        const current = doc.querySelector('.dropdown-card.is-current');
        expect(current?.getAttribute('href')).toBe(page.url);
        expect(current?.getAttribute('aria-current')).toBe('page');
      }
      if (page.url === '/' || page.url === '/blog/') {
        expect(doc.querySelector('.nav-desktop a[aria-current="page"]')?.getAttribute('href')).toBe(page.url);
      }
    }
  });

  it('writes no inline script (structured data aside, which never runs) and no inline event handler', async () => {
    for (const page of (await renderedSite()).pages) {
      expect(page.html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
      expect(page.html).not.toMatch(/\son[a-z]+="/);
    }
  });
});
