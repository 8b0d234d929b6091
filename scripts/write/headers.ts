// dist/_headers: the response headers Netlify and Cloudflare Pages apply, and the reader the local
// servers use to apply the same file. The nginx, Caddy, Apache and CloudFront configs are written
// from the same values (host-configs.ts), so no host can drift from another.
import { withBase } from '../../model/hrefs.ts';
import { contentSecurityPolicy } from '../../templates/files.ts';
import { BuildError } from '../lib/build-error.ts';

/** Cloudflare Pages reads at most this many rules from `_headers`. */
const MAX_RULES = 100;

/** Headers every response carries. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy('header'),
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Features the site never uses, denied to it and to the map frame. Only names Chromium knows:
  // it logs a console error for any other.
  'Permissions-Policy': [
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

export const cacheControl = {
  /** Files under assets/ carry a content hash in their names (scripts, styles, fonts, images). */
  hashed: 'public, max-age=31536000, immutable',
  /** Pages keep their URL from one build to the next: revalidate on every visit. */
  page: 'public, max-age=0, must-revalidate',
} as const;

/**
 * Media types a host sends gzip-encoded: pages, styles, scripts, SVG, JSON, XML (the sitemap, a
 * feed) and the web manifest. Images and fonts are compressed already. Both JavaScript types are
 * listed because hosts differ in which they give `.js` (nginx 1.22: application/javascript).
 */
export const compressedTypes = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'application/atom+xml',
  'application/rss+xml',
  'text/plain',
  'text/csv',
] as const;

/** Extensions the site ships whose type older MIME tables lack (nginx 1.22 has neither webmanifest nor csv). */
export const addedTypes: Readonly<Record<string, string>> = {
  webmanifest: 'application/manifest+json',
  csv: 'text/csv',
  avif: 'image/avif',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

/** One block of `_headers`: a path pattern (`*` matches anything) and the headers it adds. */
interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The rules for a site built under `basePath`. No header name appears in two rules that match the
 * same path: Cloudflare Pages joins such values with a comma, which would garble Cache-Control.
 * Pages get their Cache-Control through one rule per top-level folder (`/blog/*` covers every trip
 * report), so the file stays a few rules long however many pages there are.
 */
export function headerRules(pageUrls: readonly string[], basePath: string): HeaderRule[] {
  const pagePatterns = [...new Set(pageUrls.map((url) => (/^\/[^/]+\//.test(url) ? `${/^\/[^/]+\//.exec(url)![0]}*` : url)))];
  if (pagePatterns.includes('/assets/*'))
    throw new BuildError('PageUnderAssets', 'a page lives under /assets/, whose files are cached for a year', {
      field: 'route url',
      expected: 'a page path outside /assets/',
      found: pageUrls.find((url) => url.startsWith('/assets/'))!,
    });
  if (pagePatterns.length + 2 > MAX_RULES) {
    throw new BuildError('TooManyHeaderRules', 'dist/_headers would hold more rules than Cloudflare Pages reads', {
      file: 'scripts/write/headers.ts',
      expected: `at most ${MAX_RULES} rules (two, and one per top-level page folder)`,
      found: `${pagePatterns.length + 2} rules`,
    });
  }
  return [
    { path: withBase(basePath, '/*'), headers: securityHeaders },
    { path: withBase(basePath, '/assets/*'), headers: { 'Cache-Control': cacheControl.hashed } },
    ...pagePatterns.map((pattern) => ({ path: withBase(basePath, pattern), headers: { 'Cache-Control': cacheControl.page } })),
  ];
}

/** The `_headers` file: a path on its own line, then its headers indented, one per line. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n')}\n`;
}

/** Reads a `_headers` file back into rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: "${line.trim()}" is not "Name: value" under a path`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers a host sends for `pathname`, names in lower case: every matching rule, the values of
 * a name repeated across rules joined as Cloudflare Pages joins them.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { path, headers } of rules) {
    const pattern = new RegExp(
      `^${path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (!pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(headers)) {
      const key = name.toLowerCase();
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

/**
 * What a server that only speaks plain http (`npm run preview`, `npm run dev`) sends instead of
 * `headers`: the Content-Security-Policy without `upgrade-insecure-requests`. On the https site
 * there is nothing for it to upgrade; over http, WebKit (Safari) applies it to 127.0.0.1 as well
 * (Chromium and Firefox treat loopback as secure) and asks https://127.0.0.1 for every stylesheet,
 * script and image, so the page would show unstyled and inert. Everything else is sent as is.
 */
export function overPlainHttp(headers: Readonly<Record<string, string>>): Record<string, string> {
  const policy = headers['content-security-policy'];
  if (policy === undefined) return { ...headers };
  const kept = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part !== 'upgrade-insecure-requests');
  return { ...headers, 'content-security-policy': kept.join('; ') };
}
