import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../templates/lib/security.ts';
import { renderedSite } from '../helpers/fixture.ts';

const SITE = 'https://example.test';
const pages = (await renderedSite()).docs().map(({ page, doc }) => ({ ...page, doc }));

/** The policy of a page's <meta http-equiv>, as a map of directive to sources. */
function metaPolicy(doc: Document): Map<string, string[]> {
  const metas = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
  expect(metas.length).toBe(1);
  return new Map(
    metas[0]!
      .getAttribute('content')!
      .split(';')
      .map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
  );
}

describe('Content-Security-Policy in every page', () => {
  it.each(pages.map((page) => [page.url, page] as const))('%s carries the policy in a <meta> right after charset and viewport', (url, { doc }) => {
    const policy = metaPolicy(doc);
    const search = url === '/search/';
    expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!.getAttribute('content')).toBe(contentSecurityPolicy('meta', { search }));
    // A <meta> policy covers only what follows it: nothing before it may load or run anything.
    const head = [...doc.head.children].map(
      (el) => el.getAttribute('http-equiv') ?? el.getAttribute('name') ?? (el.hasAttribute('charset') ? 'charset' : el.tagName.toLowerCase()),
    );
    expect(head.slice(0, 3)).toEqual(['charset', 'viewport', 'Content-Security-Policy']);

    const scripts = policy.get('script-src') ?? policy.get('default-src')!;
    // Pagefind's WebAssembly runs on /search/ only; no page may evaluate JavaScript.
    expect(scripts).toEqual(search ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"]);
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'https:', 'http:']) expect(scripts).not.toContain(unsafe);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Ignored (and logged as an error) in a <meta>: only the header carries it.
    expect(policy.has('frame-ancestors')).toBe(false);
  });

  it('has nothing the policy would refuse: no inline script but data blocks, no on* handler, no javascript: URL', () => {
    for (const { doc, ...page } of pages) {
      // Every page carries its structured data inline.
      const inline = [...doc.querySelectorAll('script:not([src])')];
      expect(inline.length, page.url).toBeGreaterThan(0);
      for (const script of inline) {
        expect(script.getAttribute('type'), `${page.url}: inline <script>`).toMatch(/^application\/(ld\+)?json$/);
      }
      const handlers = [...doc.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `<${el.tagName.toLowerCase()} ${a.name}>`),
      );
      expect(handlers, page.url).toEqual([]);
      expect(page.html, page.url).not.toMatch(/(?:href|src|action)="\s*javascript:/i);
      expect(doc.querySelectorAll('form, object, embed, base'), page.url).toHaveLength(0);
    }
  });
});

describe('links and requests that leave the site', () => {
  const outside = (url: string) => /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url) && new URL(url, SITE).origin !== SITE;

  it('opens every outbound link with rel="noopener noreferrer"', () => {
    let count = 0;
    for (const page of pages) {
      for (const a of page.doc.querySelectorAll('a[href]')) {
        if (!outside(a.getAttribute('href')!)) continue;
        count += 1;
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        expect(rel, `${page.url}: ${a.getAttribute('href')}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }
    // WhatsApp, Instagram and the map link on every page's frame and contact page.
    expect(count).toBeGreaterThan(pages.length);
  });

  it('loads nothing from another host: every src, srcset, stylesheet, icon and preload stays on the site', () => {
    for (const { doc, ...page } of pages) {
      const urls = [
        ...[...doc.querySelectorAll('[src]')].map((el) => el.getAttribute('src')!),
        ...[...doc.querySelectorAll('[srcset]')].flatMap((el) =>
          el
            .getAttribute('srcset')!
            .split(',')
            .map((c) => c.trim().split(/\s+/)[0]!),
        ),
        ...[...doc.querySelectorAll('link[href]')]
          .filter((el) => !/^(canonical|alternate)$/.test(el.getAttribute('rel') ?? ''))
          .map((el) => el.getAttribute('href')!),
        ...[...page.html.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!),
      ];
      expect(urls.length, page.url).toBeGreaterThan(0);
      expect(urls.filter(outside), page.url).toEqual([]);
    }
  });
});
