// The Content-Security-Policy of every page, written once: templates/document.tsx puts it in a
// <meta> (the only policy GitHub Pages can deliver) and scripts/write/headers.ts sends it as a
// header in dist/_headers with the directives a <meta> cannot carry.
import { osmEmbedUrl } from '../contact/map-links.ts';

/** The one outside origin a page may load, and only when the visitor presses 'Show map'. */
const mapOrigin = new URL(osmEmbedUrl(0, 0)).origin;

const directives: Record<string, readonly string[]> = {
  'default-src': ["'none'"],
  // Hashed ES modules under /assets/. Inline data blocks (JSON-LD) never execute, so need no source.
  'script-src': ["'self'"],
  // Inline critical CSS and style="" attributes (entrance delays). A style hash would switch
  // 'unsafe-inline' off for the attributes, so there is none.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  // Nothing is fetched; 'self' keeps the dev server's reload stream working.
  'connect-src': ["'self'"],
  'frame-src': [mapOrigin],
  // The web app manifest linked from every page.
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The site has no forms.
  'form-action': ["'none'"],
};

/** Honoured only in a header: a <meta> policy ignores frame-ancestors (Chromium logs an error for it). */
const headerOnly: Record<string, readonly string[]> = {
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

/**
 * Pagefind compiles its WebAssembly search engine in the page, which script-src must allow; only
 * /search/ runs it. The header allows it on every path: `_headers` sends one policy to all paths
 * (a second rule for /search/ would add a second policy, and a browser enforces both), and the
 * hosts' configs are written from the same rules. Every other page keeps it out through its
 * <meta> policy, which the browser enforces beside the header's: only /search/ may compile wasm.
 */
const wasm = "'wasm-unsafe-eval'";

/**
 * The policy as a `<meta http-equiv>` carries it (with WebAssembly only for the search page), or
 * as the Content-Security-Policy header.
 */
export function contentSecurityPolicy(delivery: 'meta' | 'header', { search = false }: { search?: boolean } = {}): string {
  const scripts = delivery === 'header' || search ? { 'script-src': [...directives['script-src']!, wasm] } : {};
  const all = delivery === 'header' ? { ...directives, ...scripts, ...headerOnly } : { ...directives, ...scripts };
  return Object.entries(all)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
