import { describe, expect, it } from 'vitest';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import type { ImageResolver, PhotoCredit } from '../../model/images.ts';
import { imageProperty } from '../../templates/lib/structured-data.ts';
import { renderSite } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';
import { content, islands, parse, ROUTE_MAP, testSocialImages } from '../helpers/render.ts';

const dewi: PhotoCredit = {
  by: 'Dewi Lestari',
  licence: { id: 'CC-BY-SA-4.0', name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  link: 'https://example.org/dewi',
};
const own: PhotoCredit = { by: 'Asep Hidayat', licence: { id: 'all-rights-reserved', name: 'used with permission' } };

/** A resolver as the build's, where two photos carry credits (the key species carousel's first bird and a tour card). */
function creditedResolver(): ImageResolver {
  const recorder = createImageRecorder();
  const credits: Record<string, PhotoCredit> = { 'birds/javan-hawk-eagle': dewi, 'tours/birding-tour': own };
  return {
    resolve: (id, use, words) => ({ ...recorder.resolve(id, use, words), standIn: !credits[id], ...(credits[id] ? { credit: credits[id] } : {}) }),
    credits: () => Object.entries(credits).map(([id, credit]) => ({ id, shows: `What ${id} shows`, credit })),
  };
}

const rendered = new Map<ImageResolver, Promise<(url: string) => Document>>();
function render(images: ImageResolver) {
  if (!rendered.has(images)) rendered.set(images, renderPages(images));
  return rendered.get(images)!;
}
const credited = creditedResolver();

// The pages these tests read. Each route renders on its own (renderSite is a map over the routes),
// so rendering only these gives the same pages as rendering all two hundred of them.
const PAGES = new Set(['/', '/about-tour/', '/contact/', '/birding-tour/']);

async function renderPages(images: ImageResolver) {
  const c = await content();
  const routes = siteRoutes(c).filter((route) => PAGES.has(route.url));
  const pages = renderSite({
    content: c,
    routes,
    basePath: '/',
    siteUrl: 'https://example.test',
    images,
    islands: await islands(),
    assetsFor: (route) => ({ styles: [], scripts: [], social: testSocialImages(route.id) }),
    routeMap: ROUTE_MAP,
  });
  return (url: string) => parse(pages.find((p) => p.url === url)!.html);
}

describe('photo credits', () => {
  it('print a credit line in the box of each credited picture', async () => {
    const page = await render(credited);
    const about = page('/about-tour/');
    const lines = [...about.querySelectorAll('.photo-credit')].map((el) => el.textContent);
    expect(lines).toContain('Photo: Asep Hidayat · used with permission');
    const eagle = about.querySelector('img[alt^="Javan Hawk-Eagle"]')!.closest('picture')!;
    expect(eagle.nextElementSibling?.textContent).toBe('Photo: Dewi Lestari · CC BY-SA 4.0');
    // A picture with no credit (a stand-in) has none.
    expect(page('/').querySelector('.hero .photo-credit')).toBeNull();
    expect(page('/contact/').querySelector('.photo-credit')).toBeNull();
  });

  it('list every credited photo on About The Tour, linked to the photographer and licence, and the footer of every page links there', async () => {
    const page = await render(credited);
    const section = page('/about-tour/').querySelector('section#photo-credits')!;
    expect(section.querySelector('h2')!.textContent).toBe('Photo credits');
    const items = [...section.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'What birds/javan-hawk-eagle shows Photo by Dewi Lestari, CC BY-SA 4.0',
      'What tours/birding-tour shows Photo by Asep Hidayat, used with permission',
    ]);
    const links = [...items[0]!.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Dewi Lestari', 'https://example.org/dewi', 'noopener noreferrer'],
      ['CC BY-SA 4.0', 'https://creativecommons.org/licenses/by-sa/4.0/', 'license noopener noreferrer'],
    ]);
    for (const url of ['/', '/contact/', '/birding-tour/']) {
      expect(page(url).querySelector('footer a[href="/about-tour/#photo-credits"]')?.textContent).toBe('Photo credits');
    }
  });

  it('are absent while no photo has a credit (the shipped stand-ins)', async () => {
    const page = await render(createImageRecorder());
    expect(page('/about-tour/').querySelector('#photo-credits')).toBeNull();
    expect(page('/').querySelector('a[href$="#photo-credits"]')).toBeNull();
    expect(page('/').querySelector('.photo-credit')).toBeNull();
  });
});

describe('structured data of a credited photo', () => {
  const url = (path: string) => `https://example.test${path}`;
  it('is an ImageObject with its creator, credit, licence and where to license it', () => {
    expect(imageProperty(url, { path: '/assets/og/home.1.jpg', width: 1200, height: 630, credit: dewi })).toEqual({
      image: {
        '@type': 'ImageObject',
        contentUrl: 'https://example.test/assets/og/home.1.jpg',
        width: 1200,
        height: 630,
        creditText: 'Dewi Lestari',
        creator: { '@type': 'Person', name: 'Dewi Lestari', url: 'https://example.org/dewi' },
        copyrightNotice: 'Dewi Lestari, CC BY-SA 4.0',
        license: 'https://creativecommons.org/licenses/by-sa/4.0/',
        acquireLicensePage: 'https://example.org/dewi',
      },
    });
  });

  it('stays a plain URL for stand-in art and uncredited photos', () => {
    expect(imageProperty(url, { path: '/assets/og/home.1.jpg', width: 1200, height: 630 })).toEqual({ image: 'https://example.test/assets/og/home.1.jpg' });
    expect(imageProperty(url, '/assets/og/home.1.jpg')).toEqual({ image: 'https://example.test/assets/og/home.1.jpg' });
    expect(imageProperty(url, { path: '/x.jpg', credit: own }).image).toMatchObject({ copyrightNotice: '© Asep Hidayat', creditText: 'Asep Hidayat' });
    expect(imageProperty(url, { path: '/x.jpg', credit: own }).image).not.toHaveProperty('license');
  });
});
