import { describe, expect, it } from 'vitest';
import { postalAddress } from '../../model/postal-address.ts';
import { siteSchema } from '../../model/schema/site.ts';
import { absoluteUrl } from '../../templates/lib/seo.ts';
import { agencyId, isTourRoute, jsonLdText, pageStructuredData, touristTrip, travelAgency, tripStops } from '../../templates/lib/structured-data.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';

const url = (path: string) => absoluteUrl('https://operator.example', '/tours/', path);
type Node = Record<string, any>;

describe('postal address from the office lines', () => {
  it('reads street lines, "Town, Province 12345" and the country', () => {
    expect(postalAddress(['Jl. Raya Carita KM 9, Sukajadi', 'Carita, Pandeglang, Banten 42264', 'Indonesia'])).toEqual({
      streetAddress: 'Jl. Raya Carita KM 9, Sukajadi',
      addressLocality: 'Carita, Pandeglang',
      addressRegion: 'Banten',
      postalCode: '42264',
      addressCountry: 'Indonesia',
    });
    expect(postalAddress(['Jl. Merdeka 1', 'RT 02', 'Bogor, West Java 16111', 'Indonesia'])?.streetAddress).toBe('Jl. Merdeka 1, RT 02');
  });

  it('fails the content check when the town line has no postcode', async () => {
    expect(postalAddress(['Jl. Raya Carita KM 9', 'Carita, Banten', 'Indonesia'])).toBeUndefined();
    const site = structuredClone(await content()).site;
    site.office.address = ['Jl. Raya Carita KM 9', 'Carita, Banten', 'Indonesia'];
    const result = siteSchema.safeParse(site);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['office', 'address']);
    expect(result.error?.issues[0]?.message).toMatch(/Town, Province 12345/);
  });
});

describe('TravelAgency', () => {
  it("carries the operator's name, URLs under the base path, address, contacts and profiles", async () => {
    const { site } = await content();
    const agency = travelAgency(site, url, { logo: '/icon-512.png', image: '/assets/og/home.1.jpg' });
    expect(agency).toMatchObject({
      '@type': 'TravelAgency',
      '@id': 'https://operator.example/tours/#organization',
      name: site.productTitle,
      url: 'https://operator.example/tours/',
      logo: 'https://operator.example/tours/icon-512.png',
      image: 'https://operator.example/tours/assets/og/home.1.jpg',
      address: { '@type': 'PostalAddress', postalCode: '42264', addressRegion: 'Banten', addressCountry: 'Indonesia' },
      telephone: site.phones[0]!.e164,
      email: site.emails[0]!.address,
      sameAs: [site.instagram.url],
    });
    expect(agency.telephone).toMatch(/^\+\d+$/);
  });

  it('marks up no ratings or reviews', async () => {
    const text = JSON.stringify(pageStructuredData(await content(), { id: 'birding-tour', url: '/birding-tour/' }, url, { logo: '/icon-512.png' }));
    expect(text).not.toMatch(/Rating|Review/);
  });
});

describe('TouristTrip', () => {
  it('names the tour, links the agency by @id and lists the stops in order from position 1', async () => {
    const c = await content();
    for (const { slug } of c.tours) {
      const trip = touristTrip(c, slug, url, { path: `/${slug}/`, image: `/assets/og/${slug}.jpg` }) as Node;
      const tour = c.tours.find((t) => t.slug === slug)!;
      expect(trip['@type']).toBe('TouristTrip');
      expect(trip.name).toBe(tour.title);
      expect(trip.description).toBe(tour.description);
      expect(trip.url).toBe(`https://operator.example/tours/${slug}/`);
      expect(trip.provider).toEqual({ '@id': agencyId(url) });
      expect(trip.touristType).toEqual(tour.touristTypes);
      const items = trip.itinerary.itemListElement as Node[];
      expect(trip.itinerary['@type']).toBe('ItemList');
      expect(items.length, slug).toBeGreaterThanOrEqual(2);
      expect(trip.itinerary.numberOfItems).toBe(items.length);
      items.forEach((entry, i) => {
        expect(entry['@type']).toBe('ListItem');
        expect(entry.position).toBe(i + 1);
        expect(['Place', 'TouristAttraction']).toContain(entry.item['@type']);
        expect(entry.item.name.length).toBeGreaterThan(0);
      });
    }
  });

  it("lists the birding tour's six key places and, elsewhere, the days of the longest package", async () => {
    const c = await content();
    expect(tripStops(c, 'birding-tour').map((s) => s.name)).toEqual(tourPage(c, 'birding', 'birding').places.map((p) => p.name));
    expect(tripStops(c, 'mammals-tour').map((s) => s.name)).toEqual(
      tourPage(c, 'mammals', 'mammals')
        .packages.items.find((p) => p.id === '5d4n')!
        .itinerary.map((d) => d.title),
    );
    expect(tripStops(c, 'waterbird-tour')).toHaveLength(4);
    expect(tripStops(c, 'krakatau-tour').map((s) => s.name)).toEqual(tourPage(c, 'krakatau', 'krakatau').packages.extended.itinerary.map((d) => d.title));
    expect(tripStops(c, 'ujung-kulon-tour')).toHaveLength(4);
  });

  it('is added on the five tour pages only, not on About The Tour', async () => {
    const c = await content();
    expect(c.tours.length).toBeGreaterThan(0);
    expect(c.tours.every((t) => isTourRoute(c, t.slug))).toBe(true);
    expect(isTourRoute(c, 'about-tour')).toBe(false);
    const types = (id: string, path: string) =>
      (pageStructuredData(c, { id, url: path }, url, { logo: '/icon-512.png' })['@graph'] as Node[]).map((n) => n['@type']);
    expect(types('about-tour', '/about-tour/')).toEqual(['TravelAgency']);
    expect(types('krakatau-tour', '/krakatau-tour/')).toEqual(['TravelAgency', 'TouristTrip']);
  });
});

describe('JSON-LD text', () => {
  it('writes < as \\u003c, so content cannot close the script element, and still parses back', () => {
    const data = { name: 'Birds </script><script>alert(1)</script> <!-- x' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
