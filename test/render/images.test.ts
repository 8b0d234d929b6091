import { describe, expect, it } from 'vitest';
import { renderedSite } from '../helpers/fixture.ts';
import { someOf } from '../helpers/some-of.ts';

describe('images in rendered pages', () => {
  it('gives every <img> alt text, an intrinsic width and height, and a JPEG fallback src (photos; the route map is a drawing)', async () => {
    let count = 0;
    for (const { page, doc } of (await renderedSite()).docs()) {
      for (const img of doc.querySelectorAll('picture img')) {
        count++;
        const where = `${page.url} ${img.getAttribute('src')}`;
        expect(img.hasAttribute('alt'), where).toBe(true);
        expect(Number(img.getAttribute('width')), where).toBeGreaterThan(1);
        expect(Number(img.getAttribute('height')), where).toBeGreaterThan(1);
        expect(img.getAttribute('src'), where).toMatch(/^\/assets\/img\/\S+\.jpg$/);
      }
    }
    expect(count).toBeGreaterThan(5);
  });

  it('puts AVIF then WebP sources with srcset and sizes in every <picture>, and the fallback widget on it', async () => {
    const pictures = (await renderedSite()).docs().flatMap(({ page, doc }) => [...doc.querySelectorAll('picture')].map((picture) => ({ page, picture })));
    expect(pictures.length).toBeGreaterThan(5);
    for (const { page, picture } of pictures) {
      const sources = [...picture.querySelectorAll('source')];
      expect(
        sources.map((s) => s.getAttribute('type')),
        page.url,
      ).toEqual(['image/avif', 'image/webp']);
      for (const source of sources) {
        expect(source.getAttribute('srcset')).toMatch(/^\/assets\/img\/\S+ \d+w(, \/assets\/img\/\S+ \d+w)*$/);
        expect(source.getAttribute('sizes')).toBeTruthy();
      }
      expect(picture.getAttribute('data-widget')?.split(' ')).toContain('image-fallback');
      expect(picture.querySelector('img')?.hasAttribute('data-fallback')).toBe(true);
    }
  });

  it('has at most one fetchpriority="high" image per page, never lazy; every other image is lazy and async', async () => {
    const pages = (await renderedSite()).docs().map(({ url, doc }) => ({ url, doc }));
    expect(pages.flatMap(({ doc }) => [...doc.querySelectorAll('img')]).length).toBeGreaterThan(20);
    // The hero rule below holds on at least one page.
    someOf(
      pages,
      ({ doc }) => [...doc.querySelectorAll('source')].some((source) => source.getAttribute('srcset')?.includes(' 1920w')),
      'pages with a hero-sized image',
    );
    for (const { doc, ...page } of pages) {
      const imgs = [...doc.querySelectorAll('img')];
      const priority = imgs.filter((img) => img.getAttribute('fetchpriority') === 'high');
      expect(priority.length, `${page.url} has ${priority.length} priority images`).toBeLessThanOrEqual(1);
      for (const img of priority) expect(img.getAttribute('loading'), page.url).not.toBe('lazy');
      for (const img of imgs.filter((i) => !priority.includes(i))) {
        expect(img.getAttribute('loading'), `${page.url} ${img.getAttribute('src')}`).toBe('lazy');
        expect(img.getAttribute('decoding')).toBe('async');
      }
      // A page with a full-bleed hero-sized image gives one image the priority.
      const sources = [...doc.querySelectorAll('source')];
      if (sources.some((source) => source.getAttribute('srcset')?.includes(' 1920w'))) expect(priority.length, page.url).toBe(1);
    }
  });

  it('uses no inline error handlers for the placeholder', async () => {
    for (const page of (await renderedSite()).pages) expect(page.html, page.url).not.toMatch(/\sonerror=/i);
  });
});
