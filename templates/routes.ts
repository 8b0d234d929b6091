import type { ComponentType } from 'react';
import type { Content } from '../content/schema/sections.ts';
import { blogRoutes } from './blog/routes.tsx';
import { checklistRoutes } from './checklist/routes.tsx';
import { tourSlugs, type TourSlug } from '../content/schema/tours.ts';
import { AboutTourPage } from './pages/about-tour.tsx';
import { BirdingTourPage } from './pages/birding-tour.tsx';
import { BlogPage } from './pages/blog.tsx';
import { ContactPage } from './pages/contact.tsx';
import { HomePage } from './pages/home.tsx';
import { KrakatauTourPage } from './pages/krakatau-tour.tsx';
import { MammalsTourPage } from './pages/mammals-tour.tsx';
import { NotFoundPage } from './pages/not-found.tsx';
import { UjungKulonTourPage } from './pages/ujung-kulon-tour.tsx';
import { WaterbirdTourPage } from './pages/waterbird-tour.tsx';

export type RouteId =
  | 'home'
  | 'about-tour'
  | 'blog'
  | 'contact'
  | TourSlug
  | 'not-found';

/** Ids of routes content adds: blog list pages 2…, one per trip report, one checklist per tour with species (see siteRoutes). */
export type GeneratedRouteId = `blog-page-${number}` | `post:${string}` | `checklist:${string}`;

export interface Route {
  id: RouteId | GeneratedRouteId;
  /** Site path with a trailing slash; the 404 page is served for any unknown path. */
  url: string;
  /** Where the page is written inside dist/. */
  outputPath: string;
  /** Text of <title> before the product name. */
  title: string;
  description: string;
  /** The page's <h1>. */
  heading: string;
  Page: ComponentType;
  /** Listed in the sitemap and checked for links; the 404 page is not. */
  indexable: boolean;
  /** The page's own stylesheet, a path under styles/, loaded after main.css. */
  stylesheet?: string;
  /** Text of the page's item in the header nav lists (see headerNav). */
  navLabel?: string;
  /**
   * The page's link-preview card, when it is not the page's own title: pages with the same card
   * title and picture (trip reports of one tour with one cover) share one file.
   */
  card?: { title: string; file: string };
}

/** The ten routes of spec 000 §2, once. Nav, sitemap, link checks and tests read this table. */
export const routes: readonly Route[] = [
  {
    id: 'home',
    navLabel: 'Home',
    stylesheet: 'pages/home.scss',
    url: '/',
    outputPath: 'index.html',
    title: 'Birding, Wildlife and Volcano Tours in West Java and Banten',
    description:
      'Guided birding, Javan Rhinoceros, waterbird and Krakatau volcano tours in West Java and Banten, Indonesia, with expert local guides since 2011.',
    heading: 'Birding, Wildlife and Volcano Tours in West Java',
    Page: HomePage,
    indexable: true,
  },
  {
    id: 'about-tour',
    navLabel: 'About The Tour',
    stylesheet: 'pages/about-tour.scss',
    url: '/about-tour/',
    outputPath: 'about-tour/index.html',
    title: 'About The Tour',
    description:
      'How our West Java birding and wildlife tours work: key species, sample itineraries, seasons, what to bring, conservation and our company profile.',
    heading: 'About The Tour',
    Page: AboutTourPage,
    indexable: true,
  },
  {
    id: 'blog',
    navLabel: 'Blog',
    stylesheet: 'pages/blog.scss',
    url: '/blog/',
    outputPath: 'blog/index.html',
    title: 'Blog',
    description: 'Species guides, tour stories and conservation news from West Java. Our blog is coming soon.',
    heading: 'Blog',
    Page: BlogPage,
    indexable: true,
  },
  {
    id: 'contact',
    navLabel: 'Contact',
    stylesheet: 'pages/contact.scss',
    url: '/contact/',
    outputPath: 'contact/index.html',
    title: 'Contact',
    description: 'Contact us by WhatsApp, e-mail, phone or Instagram to plan a birding, wildlife or volcano tour in West Java and Banten.',
    heading: 'Contact Us',
    Page: ContactPage,
    indexable: true,
  },
  {
    id: 'birding-tour',
    stylesheet: 'pages/birding-tour.scss',
    url: '/birding-tour/',
    outputPath: 'birding-tour/index.html',
    title: 'Birding Tour: discover endemic bird species in West Java',
    description:
      'Birding tours of 5 to 14 days in West Java for Javan endemics: Gunung Gede, Cibodas, Halimun, Muara Angke, Carita and Way Kambas in Sumatra.',
    heading: 'Birding Tour',
    Page: BirdingTourPage,
    indexable: true,
  },
  {
    id: 'mammals-tour',
    stylesheet: 'pages/mammals-tour.scss',
    url: '/mammals-tour/',
    outputPath: 'mammals-tour/index.html',
    title: 'Mammals Tour: experience the last Java Rhinoceros',
    description:
      'Mammal tours of 3 to 5 days in Ujung Kulon National Park, the last home of the Javan Rhinoceros, with Banteng, Javan Gibbon and Javan Leopard.',
    heading: 'Mammals Tour',
    Page: MammalsTourPage,
    indexable: true,
  },
  {
    id: 'krakatau-tour',
    url: '/krakatau-tour/',
    outputPath: 'krakatau-tour/index.html',
    title: 'Krakatau Tour: explore the legendary volcanic island',
    description: 'Day trips, overnight camps and 3-day tours to the Krakatau islands from Jakarta or Marina Carita, with Anak Krakatau seen from the boat.',
    heading: 'Krakatau Tour',
    Page: KrakatauTourPage,
    stylesheet: 'pages/krakatau-tour.scss',
    indexable: true,
  },
  {
    id: 'ujung-kulon-tour',
    url: '/ujung-kulon-tour/',
    outputPath: 'ujung-kulon-tour/index.html',
    title: 'Ujung Kulon National Park: wildlife conservation and pristine nature',
    description:
      'Adventure and birding packages in Ujung Kulon National Park, a UNESCO World Heritage Site of rainforest, beaches and the last Javan Rhinoceros.',
    heading: 'Ujung Kulon National Park',
    Page: UjungKulonTourPage,
    stylesheet: 'pages/ujung-kulon-tour.scss',
    indexable: true,
  },
  {
    id: 'waterbird-tour',
    stylesheet: 'pages/waterbird-tour.scss',
    url: '/waterbird-tour/',
    outputPath: 'waterbird-tour/index.html',
    title: 'Waterbird Tour: coastal wetlands bird watching',
    description: 'Waterbird tours of 4 to 10 days in the mangroves and mudflats of Jakarta Bay, Muara Angke, Pulau Dua and Muara Gembong.',
    heading: 'Waterbird Tour',
    Page: WaterbirdTourPage,
    indexable: true,
  },
  {
    id: 'not-found',
    url: '/404.html',
    outputPath: '404.html',
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    heading: '404',
    Page: NotFoundPage,
    indexable: false,
  },
];

/** A header nav entry: a route, or the Tour Packages group of every tour route. */
export type NavEntry = RouteId | 'tour-packages';

/** The header's nav lists in the spec's orders (spec 000 §2): desktop bar and mobile menu. */
export const headerNav: { desktop: readonly NavEntry[]; mobile: readonly NavEntry[] } = {
  desktop: ['home', 'about-tour', 'tour-packages', 'blog', 'contact'],
  mobile: ['home', 'blog', 'contact', 'about-tour', 'tour-packages'],
};

/** Route ids of the five tour pages, from the one tour list. */
export const tourRouteIds: readonly Route['id'][] = tourSlugs;

/** The route table entry for an id; throws on a typo so links never point nowhere. */
export function routeById(id: RouteId): Route {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
}

/**
 * Every route of the site for this content: the fixed routes, then those content adds (the tours'
 * species checklists, trip report pages). With posts, /blog/ lists them instead of announcing them.
 */
export function siteRoutes(content: Content): Route[] {
  if (content.posts.length === 0) return [...routes, ...checklistRoutes(content)];
  return [
    ...routes.map((route) =>
      route.id === 'blog'
        ? { ...route, description: 'Trip reports from our birding, wildlife and volcano tours in West Java and Banten: what we saw, where and when.' }
        : route,
    ),
    ...checklistRoutes(content),
    ...blogRoutes(content.posts),
  ];
}
