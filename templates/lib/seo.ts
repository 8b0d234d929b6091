// What a page tells search engines, link previews and home screens about itself: titles, absolute
// URLs, the social image, icons and the web manifest's colours. Pure: no file system, no clock.
import type { Route } from './route-types.ts';
import type { PhotoCredit } from '../../model/images.ts';
import { withBase } from '../../model/hrefs.ts';

/** The header green: browser chrome (theme-color) and the manifest's theme. */
export const themeColor = '#14532d';
/** The page sand: the manifest's splash background. */
export const backgroundColor = '#fbf8f1';
/** Open Graph locale: the site is written in British English. */
export const ogLocale = 'en_GB';

/** The web manifest's site path; scripts/assets/icons.ts writes it. */
export const manifestPath = '/site.webmanifest';

/** PNG icons drawn from static/favicon.svg at build (scripts/assets/icons.ts). */
export const pngIcons = [
  { path: '/apple-touch-icon.png', size: 180, purpose: 'apple-touch' },
  { path: '/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The largest plain icon: the organisation's logo in structured data. */
export const logoPath = '/icon-512.png';

/** A generated link-preview picture (Open Graph and Twitter card). */
export interface SocialImage {
  /** Site path without the base path, e.g. /assets/og/home.1a2b3c4d.jpg. */
  path: string;
  width: number;
  height: number;
  type: string;
  alt: string;
  /** The credit of the photo the card is cut from (absent for stand-in art and uncredited photos). */
  credit?: PhotoCredit;
}

/** The social pictures a page refers to: its own, and the site's (the organisation's image). */
export interface SocialImages {
  page: SocialImage;
  site: SocialImage;
}

/** Text of <title>: the home page leads with the product name, every other page ends with it. */
export function documentTitle(route: Pick<Route, 'id' | 'title'>, productTitle: string): string {
  return route.id === 'home' ? `${productTitle}: ${route.title}` : `${route.title} | ${productTitle}`;
}

/** An absolute URL for a site path: origin, base path, path. */
export function absoluteUrl(siteUrl: string, basePath: string, path: string): string {
  return siteUrl.replace(/\/$/, '') + withBase(basePath, path);
}
