import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { headersFor, overPlainHttp, parseHeadersFile } from '../write/headers.ts';

/** Types a static host compresses: text, scripts, SVG, JSON (the web manifest too) and XML (images and fonts are already compressed). */
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:json|manifest\+json|xml))/;

/** Whether an Accept-Encoding header allows `coding` (an explicit `;q=0` refuses it, `*` stands for any other). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  const entries = (header ?? '').split(',').map((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { name: name.trim(), allowed: q === undefined || Number(q.slice(2)) > 0 };
  });
  const entry = entries.find((e) => e.name === coding) ?? entries.find((e) => e.name === '*');
  return entry?.allowed ?? false;
}

export interface StaticServerOptions {
  dir: string;
  port?: number;
  host?: string;
  /** Sub-folder the site is built for, such as /tours/; requests outside it get the 404 page. */
  basePath?: string;
  /** Extra handler tried first (the dev server's reload stream); return true when it answered. */
  intercept?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (the dev server injects its reload script). */
  transformHtml?: (html: string) => string;
}

/**
 * Serves a built site the way a static host does: `/x` redirects to `/x/`, `/x/` serves
 * `x/index.html`, hashed assets are cached for a year, unknown paths get `404.html` with 404, the
 * headers of `_headers` apply as on Netlify or Cloudflare Pages (less what only an https site can
 * use: see overPlainHttp), and text is sent gzip-encoded to a client that accepts it. sirv finds
 * and streams the files, with their media types, ETags (answering If-None-Match with 304) and ranges.
 */
export function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const dir = resolve(options.dir);
  const base = options.basePath ?? '/';
  const gzipped = gzipCache();
  // dev: each request looks on disk (the dev server rebuilds dist/ under a running server). Pages the
  // dev server rewrites get no ETag: a 304 would bring back a page naming an older build.
  const files = sirv(dir, { dev: true, etag: !options.transformHtml, extensions: [] });
  const server = createServer((req, res) => {
    if (options.intercept?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const status = encodeOnEnd(req, res, { transformHtml: options.transformHtml, gzipped });
    const send = (path: string, fallback: () => void) => {
      setHeaders(res, dir, pathname, path);
      req.url = encodeURI(path);
      files(req, res, fallback);
    };
    const notFound = () => {
      status.code = 404;
      // A conditional or partial request for a missing path is answered with the whole 404 page.
      for (const name of ['if-none-match', 'range']) delete req.headers[name];
      send('/404.html', () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
    };
    if (!pathname.startsWith(base) && `${pathname}/` !== base) return notFound();
    const relative = pathname.slice(base.length - 1);
    // The host files beside the pages (_headers, .htaccess) are not part of the site.
    if (/\/(?:_headers$|\.)/.test(relative)) return notFound();
    const target = normalize(join(dir, relative));
    if (!target.startsWith(dir)) return notFound();
    if (!pathname.endsWith('/') && existsSync(target) && statSync(target).isDirectory()) {
      res.writeHead(301, { location: `${pathname}/${url.search}` }).end();
      return;
    }
    send(relative.endsWith('/') ? `${relative}index.html` : relative || '/index.html', notFound);
  });
  // A client that reuses a keep-alive connection just as the server drops it as idle (after 5 s by
  // default) gets ECONNRESET; a busy test machine hits that window. Keep idle sockets a minute.
  server.keepAliveTimeout = 60_000;
  return new Promise((resolvePromise) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}${base}`;
      // A browser's keep-alive connections, and a response it stopped reading when it left the page,
      // would hold close() open: once closing, every connection goes.
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        });
      resolvePromise({ server, url, close });
    });
  });
}

/** Sets the caching headers of `file` (a path in the site) and the `_headers` rules of the requested `pathname`, for sirv to send. */
function setHeaders(res: ServerResponse, dir: string, pathname: string, file: string): void {
  const immutable = /-[A-Za-z0-9]{8}\.(?:css|js|woff2)$/.test(file) || file.startsWith('/assets/img/');
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Read on each request: the dev server rebuilds dist/ under a running server.
  const rules = existsSync(join(dir, '_headers')) ? parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')) : [];
  for (const [name, value] of Object.entries(overPlainHttp(headersFor(rules, pathname)))) res.setHeader(name, value);
}

/** Gzips a body once per content: a rebuilt file is compressed again. */
function gzipCache(): (path: string, body: Buffer) => Buffer {
  const cache = new Map<string, { body: Buffer; gzip: Buffer }>();
  return (path, body) => {
    const hit = cache.get(path);
    if (hit?.body.equals(body)) return hit.gzip;
    const gzip = gzipSync(body, { level: 9 });
    cache.set(path, { body, gzip });
    return gzip;
  };
}

interface Encoding {
  transformHtml?: (html: string) => string;
  gzipped: (path: string, body: Buffer) => Buffer;
}

/**
 * Holds a text file sirv sends to `res` until its end, then sends it as a host would: HTML
 * rewritten by `transformHtml`, gzip-encoded to a client that accepts it (with its length, so HEAD
 * answers as GET), with the status the returned object names (sirv sends every file with 200).
 * Other files and statuses (images, 304, 206, redirects) pass as they are.
 */
function encodeOnEnd(req: IncomingMessage, res: ServerResponse, { transformHtml, gzipped }: Encoding): { code: number } {
  const status = { code: 200 };
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const restore = () => Object.assign(res, original);
  res.writeHead = ((code: number, headers: OutgoingHttpHeaders = {}) => {
    const type = String(headers['Content-Type'] ?? res.getHeader('content-type') ?? '');
    // Text in UTF-8, as the build writes it (sirv names the charset of HTML only).
    if (type.startsWith('text/')) headers['Content-Type'] = `${type.split(';')[0]}; charset=utf-8`;
    if (code !== 200 || !COMPRESSIBLE.test(type)) {
      restore();
      return res.writeHead(code === 200 ? status.code : code, headers);
    }
    // The 404 page's version says nothing of the missing path's.
    if (status.code !== 200) delete headers.ETag;
    const chunks: Buffer[] = [];
    res.write = ((chunk: Buffer) => chunks.push(Buffer.from(chunk)) > 0) as typeof res.write;
    res.end = ((chunk?: Buffer) => {
      if (chunk) chunks.push(Buffer.from(chunk));
      restore();
      let body: Buffer = Buffer.concat(chunks);
      const rewrite = transformHtml && type.startsWith('text/html');
      if (rewrite) body = Buffer.from(transformHtml(body.toString('utf8')));
      res.setHeader('vary', 'Accept-Encoding');
      if (acceptsEncoding(req.headers['accept-encoding'], 'gzip')) {
        body = rewrite ? gzipSync(body) : gzipped(req.url!, body);
        res.setHeader('content-encoding', 'gzip');
      }
      return res.writeHead(status.code, { ...headers, 'Content-Length': body.length }).end(body);
    }) as typeof res.end;
    return res;
  }) as typeof res.writeHead;
  return status;
}
