import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, overPlainHttp, parseHeadersFile } from '../write/headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

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
 * use: see overPlainHttp), and text is sent gzip-encoded to a client that accepts it (compressed
 * once per file version, kept in memory).
 */
export function startStaticServer(options: StaticServerOptions): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const dir = resolve(options.dir);
  const base = options.basePath ?? '/';
  const gzipFile = gzipCache();
  const server = createServer((req, res) => {
    if (options.intercept?.(req, res)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const send = (file: string, status = 200) => sendFile({ req, res, file, status, pathname, dir, transformHtml: options.transformHtml, gzipFile });
    const notFound = () => {
      const page = join(dir, '404.html');
      if (existsSync(page)) return send(page, 404);
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    };
    if (!pathname.startsWith(base) && `${pathname}/` !== base) return notFound();
    const relative = pathname.slice(base.length - 1);
    // The host files beside the pages (_headers, .htaccess) are not part of the site.
    if (/\/(?:_headers$|\.)/.test(relative)) return notFound();
    const target = normalize(join(dir, relative));
    if (!target.startsWith(dir)) return notFound();
    if (existsSync(target) && statSync(target).isDirectory()) {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { location: `${pathname}/${url.search}` }).end();
        return;
      }
      const index = join(target, 'index.html');
      return existsSync(index) ? send(index) : notFound();
    }
    if (existsSync(target) && statSync(target).isFile()) return send(target);
    return notFound();
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

/** Gzips a file once per version (mtime and size): a rebuilt file is compressed again. */
function gzipCache(): (file: string, version: string) => Buffer {
  const cache = new Map<string, { version: string; body: Buffer }>();
  return (file, version) => {
    const hit = cache.get(file);
    if (hit?.version === version) return hit.body;
    const body = gzipSync(readFileSync(file), { level: 9 });
    cache.set(file, { version, body });
    return body;
  };
}

interface SendFile {
  req: IncomingMessage;
  res: ServerResponse;
  file: string;
  status: number;
  pathname: string;
  dir: string;
  transformHtml?: (html: string) => string;
  gzipFile: (file: string, version: string) => Buffer;
}

/** Sends one file with its type, caching and `_headers` rules, gzip-encoded when the client accepts it and the type is text. */
function sendFile({ req, res, file, status, pathname, dir, transformHtml, gzipFile }: SendFile): void {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const immutable = /-[A-Za-z0-9]{8}\.(?:css|js|woff2)$/.test(file) || file.includes(`${join('assets', 'img')}`);
  // Read on each request: the dev server rebuilds dist/ under a running server.
  const rules = existsSync(join(dir, '_headers')) ? parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8')) : [];
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...overPlainHttp(headersFor(rules, pathname)),
  };
  const reply = (body: Buffer | null, length: number) => {
    res.writeHead(status, { ...headers, 'content-length': length });
    if (req.method === 'HEAD') return res.end();
    if (body) return res.end(body);
    createReadStream(file).pipe(res);
  };
  const stat = statSync(file);
  if (!COMPRESSIBLE.test(type)) return void reply(null, stat.size);
  headers.vary = 'Accept-Encoding';
  const gzip = acceptsEncoding(req.headers['accept-encoding'], 'gzip');
  if (gzip) headers['content-encoding'] = 'gzip';
  if (type.startsWith('text/html') && transformHtml) {
    const html = Buffer.from(transformHtml(readFileSync(file, 'utf8')));
    const body = gzip ? gzipSync(html) : html;
    return void reply(body, body.length);
  }
  if (!gzip) return void reply(null, stat.size);
  const body = gzipFile(file, `${stat.mtimeMs}:${stat.size}`);
  reply(body, body.length);
}
