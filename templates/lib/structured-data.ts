// schema.org JSON-LD: the operator as a TravelAgency on every page, and a TouristTrip on each tour
// page. Built from content only; no ratings or reviews are marked up.
import type { Content } from '../../model/schema/sections.ts';
import { postalAddress } from '../../model/postal-address.ts';
import { tourPage } from '../../model/tour-pages.ts';
import { packagesOf } from '../../model/schema/tour.ts';
import type { PhotoCredit } from '../../model/images.ts';
import { speciesCatalog } from '../../model/catalogue.ts';

type JsonLd = Record<string, unknown>;

/** One stop of a trip's itinerary: a named place, or a day of the tour's longest itinerary. */
interface TripStop {
  type: 'TouristAttraction' | 'Place';
  name: string;
  description?: string;
}

/** Turns a site path into an absolute URL (origin and base path). */
type AbsoluteUrl = (path: string) => string;

/** A picture a node shows: a site path, or a link-preview picture that knows the photo's credit. */
type PageImage = string | { path: string; width?: number; height?: number; credit?: PhotoCredit };

/**
 * `image` for a node: a URL, or, for a credited photo, an ImageObject naming its creator, credit
 * and licence (what search engines read for their "Licensable" badge and image credits).
 */
export function imageProperty(url: AbsoluteUrl, image: PageImage | undefined): JsonLd {
  if (image === undefined) return {};
  if (typeof image === 'string' || !image.credit) return { image: url(typeof image === 'string' ? image : image.path) };
  const { by, licence, link } = image.credit;
  return {
    image: {
      '@type': 'ImageObject',
      contentUrl: url(image.path),
      ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
      creditText: by,
      creator: { '@type': 'Person', name: by, ...(link ? { url: link } : {}) },
      copyrightNotice: licence.url ? `${by}, ${licence.name}` : `© ${by}`,
      ...(licence.url ? { license: licence.url } : {}),
      ...(link ? { acquireLicensePage: link } : {}),
    },
  };
}

/** The `@id` every page's TravelAgency node carries, so trips can point at it. */
export function agencyId(url: AbsoluteUrl): string {
  return `${url('/')}#organization`;
}

/** The operator as a schema.org TravelAgency: contact details, address and profiles from content/site.yaml. */
export function travelAgency(site: Content['site'], url: AbsoluteUrl, options: { logo: string; image?: PageImage }): JsonLd {
  const address = postalAddress(site.office.address);
  return {
    '@type': 'TravelAgency',
    '@id': agencyId(url),
    name: site.productTitle,
    legalName: site.legalName,
    url: url('/'),
    logo: url(options.logo),
    ...imageProperty(url, options.image),
    ...(address ? { address: { '@type': 'PostalAddress', ...address } } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: site.office.latitude, longitude: site.office.longitude },
    telephone: site.phones[0]!.e164,
    email: site.emails[0]!.address,
    foundingDate: String(site.established),
    sameAs: [site.instagram.url],
  };
}

interface Days {
  itinerary: { title: string; entries: { text: string }[] }[];
}

/** The days of the longest day-by-day itinerary among a tour's packages (the first, on a tie). */
function longestItinerary(packages: Days[]): TripStop[] {
  const longest = packages.reduce((a, b) => (b.itinerary.length > a.itinerary.length ? b : a));
  return longest.itinerary.map((day) => ({ type: 'Place', name: day.title, description: day.entries.map((e) => e.text).join(' ') }));
}

/** The itinerary stops of a tour, in order: its key places where its page names them, else the days of its longest package. */
export function tripStops(content: Content, slug: string): TripStop[] {
  const tour = content.tours.find((t) => t.slug === slug)!;
  const page = tourPage(content, tour.id);
  if (page.places) return page.places.map((p) => ({ type: 'TouristAttraction', name: p.name, description: p.description }));
  const withDays = packagesOf(page).map(([pkg]) => ({ itinerary: pkg.itinerary ?? [] }));
  return withDays.length > 0 ? longestItinerary(withDays) : [];
}

/** A tour page as a schema.org TouristTrip offered by the agency, its stops as an ItemList. */
export function touristTrip(content: Content, slug: string, url: AbsoluteUrl, options: { path: string; image?: PageImage }): JsonLd {
  const tour = content.tours.find((t) => t.slug === slug)!;
  const stops = tripStops(content, slug);
  return {
    '@type': 'TouristTrip',
    '@id': `${url(options.path)}#trip`,
    name: tour.title,
    description: tour.description,
    url: url(options.path),
    ...imageProperty(url, options.image),
    touristType: tour.touristTypes,
    provider: { '@id': agencyId(url) },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: stops.length,
      itemListElement: stops.map((stop, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: { '@type': stop.type, name: stop.name, ...(stop.description ? { description: stop.description } : {}) },
      })),
    },
  };
}

/** A species page's subject: a schema.org Taxon with its English name and its family as parent. */
function taxon(content: Content, id: string, url: AbsoluteUrl, path: string): JsonLd {
  const species = speciesCatalog(content).byId.get(id);
  if (!species) return {};
  const [family] = species.family.split(' (');
  return {
    '@type': 'Taxon',
    '@id': `${url(path)}#taxon`,
    name: species.scientific,
    alternateName: species.english,
    taxonRank: 'species',
    url: url(path),
    parentTaxon: { '@type': 'Taxon', name: family, taxonRank: 'family' },
  };
}

/** A site page's subject: a schema.org TouristAttraction at its coordinates, within the park it belongs to. */
function touristAttraction(content: Content, id: string, url: AbsoluteUrl, path: string): JsonLd {
  const site = content.sites.find((s) => s.id === id);
  if (!site) return {};
  const parent = site.within ? content.sites.find((s) => s.id === site.within) : undefined;
  const [latitude, longitude] = site.coordinates;
  return {
    '@type': 'TouristAttraction',
    '@id': `${url(path)}#place`,
    name: site.name,
    description: site.habitat,
    url: url(path),
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    address: { '@type': 'PostalAddress', addressRegion: site.region, addressCountry: 'ID' },
    ...(parent ? { containedInPlace: { '@type': 'TouristAttraction', name: parent.name, url: url(`/sites/${parent.id}/`) } } : {}),
  };
}

/** True for the tour pages of content/tours/ (not About The Tour). */
export function isTourRoute(content: Pick<Content, 'tours'>, id: string): boolean {
  return content.tours.some((t) => t.slug === id);
}

/** Every node a page carries, as one JSON-LD document. */
export function pageStructuredData(
  content: Content,
  route: { id: string; url: string },
  url: AbsoluteUrl,
  images: { logo: string; site?: PageImage; page?: PageImage },
): JsonLd {
  const graph = [travelAgency(content.site, url, { logo: images.logo, image: images.site })];
  if (isTourRoute(content, route.id)) graph.push(touristTrip(content, route.id, url, { path: route.url, image: images.page }));
  if (route.id.startsWith('species:')) graph.push(taxon(content, route.id.slice('species:'.length), url, route.url));
  if (route.id.startsWith('site:')) graph.push(touristAttraction(content, route.id.slice('site:'.length), url, route.url));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON for a <script type="application/ld+json">: `<` is written as \u003c so no text in content
 * can close the script element (`</script>`) or open a comment.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
