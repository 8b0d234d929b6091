import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../templates/lib/seo.ts';
import { siteRoutes } from '../../templates/routes.ts';
import { routes } from '../helpers/routes.ts';
import { content, fixtureContent } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';
import { someOf } from '../helpers/some-of.ts';

type Node = Record<string, any>;
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
const jsonLd = (doc: Document) => [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Node);

// Every route rendered under a base path, so absolute URLs show it (the layer's shared fixture).
const pages = async () => (await renderedSite({ basePath: '/tours/' })).docs().map(({ page, url, doc }) => ({ route: page.route, url, doc }));

describe('titles and descriptions', () => {
  it('gives every route its own <title> and meta description', async () => {
    const shipped = await content();
    const all = siteRoutes(shipped);
    const titles = all.map((r) => documentTitle(r, shipped.site.productTitle));
    expect(
      titles.filter((t, i) => titles.indexOf(t) !== i),
      'repeated titles',
    ).toEqual([]);
    const descriptions = all.map((r) => r.description);
    expect(
      descriptions.filter((d, i) => descriptions.indexOf(d) !== i),
      'repeated descriptions',
    ).toEqual([]);

    // The rendered pages (species pages sampled, see renderAll) print those same words.
    const rendered = await pages();
    expect(rendered.map((page) => page.doc.title)).toEqual(rendered.map((page) => documentTitle(page.route, shipped.site.productTitle)));
    expect(new Set(rendered.map((page) => page.doc.title)).size).toBe(rendered.length);
    expect(new Set(rendered.map((page) => meta(page.doc, 'description'))).size).toBe(rendered.length);
  });

  it('keeps them unique when trip reports add list and post pages (fixture with 13 posts)', async () => {
    const withPosts = await fixtureContent('posts');
    const all = siteRoutes(withPosts);
    expect(all.length).toBeGreaterThan(routes.length + 13);
    const titles = all.map((r) => documentTitle(r, withPosts.site.productTitle));
    expect(
      titles.filter((t, i) => titles.indexOf(t) !== i),
      'repeated titles',
    ).toEqual([]);
    const descriptions = all.map((r) => r.description);
    expect(
      descriptions.filter((d, i) => descriptions.indexOf(d) !== i),
      'repeated descriptions',
    ).toEqual([]);
  });

  it("keeps each indexable page's description to what a search result shows (50 to 160 characters)", () => {
    for (const route of someOf(routes, (r) => r.indexable, 'the indexable routes')) {
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
  it('ends every page with one JSON-LD block: the TravelAgency, plus a TouristTrip on the five tour pages, a Taxon on each species page and a TouristAttraction on each site page', async () => {
    const tourRouteIds = (await content()).tours.map((t) => t.slug);
    const all = await pages();
    // Each kind of page with checks of its own below is among them.
    someOf(all, (page) => tourRouteIds.includes(page.route.id), 'tour pages');
    someOf(all, (page) => page.route.id.startsWith('species:'), 'species pages');
    someOf(all, (page) => page.route.id.startsWith('site:'), 'site pages');
    for (const page of all) {
      const { doc } = page;
      const blocks = jsonLd(doc);
      expect(blocks, page.url).toHaveLength(1);
      expect(doc.body.lastElementChild?.getAttribute('type'), `${page.url}: the JSON-LD comes last in <body>`).toBe('application/ld+json');
      const graph = blocks[0]!['@graph'] as Node[];
      expect(blocks[0]!['@context']).toBe('https://schema.org');
      const isTour = tourRouteIds.includes(page.route.id);
      const isSpecies = page.route.id.startsWith('species:');
      const isSite = page.route.id.startsWith('site:');
      expect(
        graph.map((n) => n['@type']),
        page.url,
      ).toEqual(
        isTour ? ['TravelAgency', 'TouristTrip'] : isSpecies ? ['TravelAgency', 'Taxon'] : isSite ? ['TravelAgency', 'TouristAttraction'] : ['TravelAgency'],
      );
      const [agency, trip] = graph;
      if (isSpecies || isSite) expect(graph[1]!.url).toBe(`https://example.test/tours${page.url}`);
      if (isSite) expect(graph[1]!.geo['@type']).toBe('GeoCoordinates');
      expect(agency!.address['@type']).toBe('PostalAddress');
      expect(agency!.image).toBe('https://example.test/tours/assets/og/home.test.jpg');
      if (isTour) {
        expect(trip.url).toBe(`https://example.test/tours${page.url}`);
        expect(trip.provider['@id']).toBe(agency!['@id']);
        expect(trip.itinerary.itemListElement.length).toBeGreaterThan(1);
      }
    }
  });
});
