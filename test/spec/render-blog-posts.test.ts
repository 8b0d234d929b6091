import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import type { Content } from '../../model/schema/sections.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { atomFeed } from '../../templates/blog/feed.ts';
import { pageWindow } from '../../templates/blog/post-list.tsx';
import { renderSite, type RenderedPage } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';
import { islands, fixtureContent, parse } from '../helpers/render.ts';
import { siteOf, type RenderedSite } from '../helpers/fixture.ts';
import { offeredPackages } from '../../model/packages.ts';
import { contentWithoutPosts, siteWithoutPosts } from './without-posts.ts';
import type { IslandRegistry } from '../../templates/lib/site-context.tsx';

// Trip reports rendered from test/fixtures/content/posts: the shipped content with 13 posts
// (12 per list page, so two pages), one of them written out in full.

let content: Content;
let pages: RenderedPage[];
// The fixture's pages, each parsed once: several tests read the same page.
let posts: RenderedSite;
let registry: IslandRegistry;
/** The fixture site under `basePath`: every route, or those of `urls` (a route renders on its own, so the pages are the same). */
const render = (basePath: string, urls?: readonly string[]) =>
  renderSite({
    content,
    basePath,
    siteUrl: 'https://example.test',
    images: createImageRecorder(),
    islands: registry,
    assetsFor: () => ({ styles: [], scripts: [] }),
    ...(urls ? { routes: siteRoutes(content).filter((route) => urls.includes(route.url)) } : {}),
  });

beforeAll(async () => {
  content = await fixtureContent('posts');
  registry = await islands();
  pages = render('/');
  posts = siteOf(pages);
});

const doc = (url: string) => posts.doc(url);
const texts = (d: Document, selector: string) => [...d.querySelectorAll(selector)].map((el) => el.textContent!.trim());

describe('the blog with posts', () => {
  it('adds a page per post and a second list page; the site without posts adds none', async () => {
    const urls = pages.map((p) => p.url);
    expect(urls).toContain('/blog/page/2/');
    expect(urls).not.toContain('/blog/page/3/');
    for (const post of content.posts) expect(urls).toContain(`/blog/${post.slug}/`);
    // The shipped content without its posts: the blog's one page.
    expect((await siteWithoutPosts()).pages.map((p) => p.url).filter((url) => url.startsWith('/blog/'))).toEqual(['/blog/']);
  });

  it('lists 12 posts newest first on /blog/ with title, date, tour and summary, and the rest on page 2', () => {
    const first = doc('/blog/');
    expect(first.querySelector('h1')!.textContent).toBe('Blog');
    expect(texts(first, '.post-card-title')).toEqual(content.posts.slice(0, 12).map((p) => p.title));
    expect(first.querySelector('.blog-empty')).toBeNull();
    const card = first.querySelector('.post-card')!;
    expect(card.querySelector('time')!.getAttribute('datetime')).toBe('2026-08-14');
    expect(card.querySelector('time')!.textContent).toBe('14 August 2026');
    expect(card.querySelector('.post-tour')!.textContent).toBe('West Java Birding Tour');
    expect(card.querySelector('.post-card-summary')!.textContent).toBe(content.posts[0]!.summary);
    expect(card.querySelector('img')!.getAttribute('alt')).toMatch(/Javan Trogon/);
    expect(texts(doc('/blog/page/2/'), '.post-card-title')).toEqual([content.posts[12]!.title]);
  });

  it('links the list pages to each other, marking the current one', () => {
    const first = doc('/blog/');
    expect(first.querySelector('.pagination [aria-current="page"]')!.textContent).toBe('1');
    expect(first.querySelector('.pagination a[rel="next"]')!.getAttribute('href')).toBe('/blog/page/2/');
    expect(first.querySelector('.pagination a[rel="prev"]')).toBeNull();
    const second = doc('/blog/page/2/');
    expect(second.querySelector('.pagination [aria-current="page"]')!.textContent).toBe('2');
    expect(second.querySelector('.pagination a[rel="prev"]')!.getAttribute('href')).toBe('/blog/');
  });

  it('shows first, last and two pages either side of the current one when there are many', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(10, 334)).toEqual([1, null, 8, 9, 10, 11, 12, null, 334]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('gives each list page and post a unique title and description', () => {
    const generated = pages.filter((p) => p.url.startsWith('/blog/'));
    const titles = generated.map((p) => parse(p.html).title);
    expect(new Set(titles).size).toBe(titles.length);
    const post = parse(pages.find((p) => p.url === '/blog/gunung-gede-in-the-mist/')!.html);
    expect(post.title).toMatch(/^Gunung Gede in the mist \| /);
    expect(post.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(content.posts[0]!.summary);
    expect(post.querySelector('link[rel="alternate"][type="application/atom+xml"]')!.getAttribute('href')).toBe('/blog/feed.xml');
  });
});

describe('a post page', () => {
  it('has its title as the h1, its date, a link to its tour, its cover and its body', () => {
    const post = doc('/blog/gunung-gede-in-the-mist/');
    expect(texts(post, 'h1')).toEqual(['Gunung Gede in the mist']);
    expect(post.querySelector('.post-header time')!.getAttribute('datetime')).toBe('2026-08-14');
    expect(post.querySelector('.post-header .post-tour')!.getAttribute('href')).toBe('/birding-tour/');
    expect(post.querySelector('.post-cover img')!.getAttribute('fetchpriority')).toBe('high');
    expect(texts(post, '.post-body h2')).toEqual(['Day one: the lower trail']);
    expect(post.querySelector('.post-body strong')!.textContent).toBe('cloud forest');
  });

  it('turns a lone image into a figure with its caption, through the image pipeline', () => {
    const figure = doc('/blog/gunung-gede-in-the-mist/').querySelector('.post-body figure')!;
    expect(figure.querySelector('figcaption')!.textContent).toBe('A Javan Whistling-Thrush beside the Cibeureum stream');
    expect(figure.querySelector('img')!.getAttribute('alt')).toBe('Illustration: A Javan Whistling-Thrush on a wet rock beside a stream');
    expect(figure.querySelectorAll('source').length).toBeGreaterThan(0);
  });

  it('opens outside links safely and prefixes site links with the base path', () => {
    const links = [
      ...parse(render('/tours/', ['/blog/gunung-gede-in-the-mist/']).find((p) => p.url === '/blog/gunung-gede-in-the-mist/')!.html).querySelectorAll(
        '.post-body a',
      ),
    ];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/tours/birding-tour/', 'https://en.wikipedia.org/wiki/Mount_Gede_Pangrango_National_Park']);
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('rel')).toBeNull();
  });

  it('lists each bird seen once, in eBird/Clements 2023 order, with its scientific name', () => {
    const post = doc('/blog/gunung-gede-in-the-mist/');
    const rows = [...post.querySelectorAll('[aria-labelledby="post-species-heading"] li')].map((li) => [
      li.querySelector('.post-species-name')!.textContent,
      li.querySelector('i')!.textContent,
    ]);
    const taxonomy = taxonomyEntries();
    expect(rows.map(([name]) => name)).toEqual(['Javan Hawk-Eagle', 'Javan Trogon', 'Sunda Thrush', 'Javan Cochoa', 'Javan Whistling-Thrush']);
    for (const [name, scientific] of rows) expect(scientific).toBe(taxonomy.get(name!)!.scientific);
    const positions = rows.map(([name]) => taxonomy.get(name!)!.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(doc('/blog/report-02-mammals/').querySelector('#post-species-heading')).toBeNull();
  });

  it('lists the birds only heard and the mammals seen apart from the birds seen', () => {
    expect(texts(doc('/blog/gunung-gede-in-the-mist/'), '[aria-labelledby="post-heard-heading"] .post-species-name')).toEqual(['Javan Scops-Owl']);
    const mammals = doc('/blog/report-02-mammals/').querySelector('[aria-labelledby="post-mammals-heading"]')!;
    expect(mammals.querySelector('h2')!.textContent).toBe('Mammals seen');
    expect([...mammals.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Javan Rhinoceros', '/species/javan-rhinoceros/'],
      ['Banteng', '/species/banteng/'],
    ]);
  });

  it('names the package the trip followed and links each site it visited', () => {
    const facts = (url: string) =>
      [...doc(url).querySelectorAll('.post-trip > div')].map((d) => [
        d.querySelector('dt')!.textContent,
        [...d.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
      ]);
    expect(facts('/blog/report-05-birding/')).toEqual([
      ['Package', ['5 Days West Java Birding /birding-tour/#birding-packages-panel-5d4n']],
      [
        'Sites',
        [
          'Muara Angke /sites/muara-angke/',
          'Jakarta Bay /sites/jakarta-bay/',
          'Cibodas Botanic Garden /sites/cibodas/',
          'Gunung Gede-Pangrango National Park /sites/gunung-gede/',
          'Gunung Halimun-Salak National Park /sites/halimun/',
          'Jakarta /sites/jakarta/',
        ],
      ],
    ]);
    // A trip made to measure names its sites and no package.
    expect(facts('/blog/gunung-gede-in-the-mist/').map(([label]) => label)).toEqual(['Sites']);
  });
});

describe('what our trips recorded', () => {
  const record = (url: string) => {
    const block = doc(url).querySelector('[aria-labelledby="reports-heading"]')!;
    return {
      count: block.querySelector('.trip-count')?.textContent,
      trips: texts(block as unknown as Document, '.trip-list li'),
      months: block.querySelector('.trip-months')?.textContent?.replace(/\s+/g, ' '),
    };
  };

  it('a species page counts the trips to its sites and links those that recorded it', () => {
    expect(record('/species/javan-trogon/')).toEqual({
      count: 'Recorded on 1 of our 3 trips to its sites.',
      trips: ['14 August 2026: Gunung Gede in the mist'],
      months: undefined,
    });
    // Heard, not seen, says so.
    expect(record('/species/javan-scops-owl/').trips).toEqual(['14 August 2026: Gunung Gede in the mist (heard only)']);
    expect(doc('/species/javan-trogon/').querySelector('.trip-list a')!.getAttribute('href')).toBe('/blog/gunung-gede-in-the-mist/');
  });

  it('counts the parts of a park and the mammals, and tells the months once there are six trips or more', () => {
    // Every trip to Ujung Kulon or a mainland part of it (Cidaon) could record the rhino: 10 of the 13.
    expect(record('/species/javan-rhinoceros/')).toEqual({
      count: 'Recorded on 1 of our 10 trips to its sites.',
      trips: ['22 June 2026: Trip report 2 from the mammals tour'],
      months: 'By month, trips that recorded it of those in the month: Mar 0 of 1, Apr 0 of 3, May 0 of 2, Jun 1 of 3, Jul 0 of 1.',
    });
    // Five trips are too few to tell by month.
    expect(record('/species/milky-stork/').months).toBeUndefined();
  });

  it('a package panel lists its trips and what they recorded, most often first', () => {
    const panel = doc('/waterbird-tour/').querySelector('#waterbird-packages-panel-4d3n .package-trips')!;
    const [trips, species] = [...panel.querySelectorAll('p')];
    expect(trips!.textContent).toBe('Trip reports from our 3 trips of this package: 1 July 2026, 17 May 2026, 2 April 2026.');
    expect([...trips!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/blog/report-01-waterbird/',
      '/blog/report-06-waterbird/',
      '/blog/report-11-waterbird/',
    ]);
    // Equal counts go in taxonomic order.
    expect(species!.textContent).toBe('Sunda Teal 3 of 3, Javan Plover 3 of 3, Milky Stork 3 of 3.');
  });

  it('the site without a report says so on every species page and package panel', async () => {
    // The shipped content without its posts, whatever content/blog/ holds today.
    const shipped = (await siteWithoutPosts()).docs();
    const species = shipped.filter((p) => /^\/species\/[^/]+\/$/.test(p.url));
    expect(species.length, 'the sampled species pages').toBeGreaterThan(0);
    for (const { url, doc: d } of species)
      expect(d.querySelector('[aria-labelledby="reports-heading"] p')!.textContent, url).toMatch(/^No trip report has recorded it yet/);
    const panels = shipped.flatMap((p) => [...p.doc.querySelectorAll('.package-trips')].map((el) => el.textContent));
    expect(panels.length, 'a panel per package the tours offer').toBe(offeredPackages(await contentWithoutPosts()).length);
    expect(new Set(panels)).toEqual(new Set(['Trip reports: none published from this package yet.']));
  });
});

describe('trip reports elsewhere', () => {
  it('each tour page links its three newest reports, and nothing while it has none', async () => {
    expect(content.posts.length, 'the fixture’s posts').toBeGreaterThan(0);
    for (const { slug, id: tour } of content.tours) {
      const url = `/${slug}/`;
      const newest = content.posts.filter((p) => p.tour === tour).slice(0, 3);
      const links = [...doc(url).querySelectorAll('#trip-reports .post-card-title a')].map((a) => a.getAttribute('href'));
      expect(links, url).toEqual(newest.map((p) => `/blog/${p.slug}/`));
      // A tour no post of the fixture follows shows no block; the others link to the blog.
      if (newest.length === 0) expect(doc(url).querySelector('#trip-reports'), url).toBeNull();
      else expect(doc(url).querySelector('#trip-reports .trip-reports-all a')!.getAttribute('href'), url).toBe('/blog/');
    }
    for (const { url, doc: d } of (await siteWithoutPosts()).docs()) expect(d.querySelector('#trip-reports'), url).toBeNull();
  });

  it('the Atom feed holds every post newest first with absolute links; none without posts', async () => {
    const xml = atomFeed(content, 'https://example.test', '/tours/')!;
    const feed = new new Window().DOMParser().parseFromString(xml, 'application/xml') as unknown as Document;
    expect(feed.querySelector('parsererror')).toBeNull();
    const entries = [...feed.querySelectorAll('entry')];
    expect(entries.map((e) => e.querySelector('title')!.textContent)).toEqual(content.posts.map((p) => p.title));
    expect(entries[0]!.querySelector('link')!.getAttribute('href')).toBe('https://example.test/tours/blog/gunung-gede-in-the-mist/');
    expect(feed.querySelector('feed > updated')!.textContent).toBe('2026-08-14T00:00:00Z');
    expect(atomFeed({ ...content, posts: [] }, 'https://example.test', '/')).toBeUndefined();
  });
});
