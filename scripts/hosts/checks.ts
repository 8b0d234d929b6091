// The table every host must pass, over a built site: what a visitor's browser and a cache see.
// Written once; test/hosts/ and `npm run check:hosts` run it against each server.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { extname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cacheControl, headersFor, overPlainHttp, parseHeadersFile } from '../write/headers.ts';
import { siteDir, type RunningServer, type Site } from './servers.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still gzip-encoded when the server encoded it). */
  raw: Buffer;
  /** The body decoded. */
  body: Buffer;
}

/** A raw request, so the encoding stays visible (fetch would decode it and hide a missing gzip). */
function get(url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }): Promise<Reply> {
  return new Promise((resolveReply, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolveReply({ status: res.statusCode!, headers: res.headers, raw, body });
      });
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url} in 10 s`)));
    req.end();
  });
}

/** A file of the site by its URL path (relative to the base path). */
interface Sample {
  label: string;
  path: string;
  /** Media types a host may give it (what comes before `;`). */
  types: string[];
}

export interface SiteFacts {
  site: Site;
  /** Every page's path (relative to the base path, no leading slash: '', 'contact/'). */
  pages: string[];
  /** One file of each compressed kind. */
  text: Sample[];
  /** Files under assets/ of each kind (hashed names). */
  hashed: Sample[];
  notFoundPage: Buffer;
  headersFile: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const JS = ['text/javascript', 'application/javascript'];
const XML = ['text/xml', 'application/xml'];

/** Reads the built site once: which files stand for each kind the table checks. */
export function siteFacts(site: Site): SiteFacts {
  const dir = siteDir(site);
  const files = walk(dir).map((file) => relative(dir, file).split('\\').join('/'));
  const largest = (extension: string, under = '') => {
    const found = files
      .filter((file) => file.startsWith(under) && extname(file) === extension)
      .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
    if (!found) throw new Error(`the built site in ${dir} has no ${under}*${extension} file`);
    return found;
  };
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  const linked = (rel: string, type?: string) => {
    const tag = [...home.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`rel="${rel}"`) && (!type || t.includes(`type="${type}"`)));
    const href = tag && /href="([^"]+)"/.exec(tag)?.[1];
    return href ? new URL(href, 'http://site').pathname.slice(site.basePath.length) : undefined;
  };
  const manifest = linked('manifest');
  if (!manifest) throw new Error('the home page links no web manifest');
  const feed = linked('alternate', 'application/atom+xml') ?? linked('alternate', 'application/rss+xml');
  const text: Sample[] = [
    { label: 'HTML', path: '', types: ['text/html'] },
    { label: 'CSS', path: largest('.css', 'assets/'), types: ['text/css'] },
    { label: 'JS', path: largest('.js', 'assets/'), types: JS },
    { label: 'SVG', path: largest('.svg'), types: ['image/svg+xml'] },
    { label: 'JSON', path: largest('.json'), types: ['application/json'] },
    { label: 'sitemap.xml', path: 'sitemap.xml', types: XML },
    ...(feed ? [{ label: 'feed', path: feed, types: [...XML, 'application/atom+xml', 'application/rss+xml'] }] : []),
    { label: 'web manifest', path: manifest, types: ['application/manifest+json'] },
    { label: 'CSV', path: largest('.csv'), types: ['text/csv'] },
  ];
  const hashed: Sample[] = [
    { label: 'CSS', path: largest('.css', 'assets/'), types: ['text/css'] },
    { label: 'JS', path: largest('.js', 'assets/'), types: JS },
    { label: 'font', path: largest('.woff2', 'assets/'), types: ['font/woff2'] },
    { label: 'AVIF', path: largest('.avif', 'assets/'), types: ['image/avif'] },
    { label: 'WebP', path: largest('.webp', 'assets/'), types: ['image/webp'] },
    { label: 'JPEG', path: largest('.jpg', 'assets/'), types: ['image/jpeg'] },
    { label: 'SVG', path: largest('.svg', 'assets/'), types: ['image/svg+xml'] },
    { label: 'JSON', path: largest('.json', 'assets/'), types: ['application/json'] },
  ];
  const pages = files.filter((file) => file.endsWith('index.html')).map((file) => file.slice(0, -'index.html'.length));
  return { site, pages, text, hashed, notFoundPage: readFileSync(join(dir, '404.html')), headersFile: readFileSync(join(dir, '_headers'), 'utf8') };
}

const fail = (message: string): never => {
  throw new Error(message);
};
const header = (reply: Reply, name: string) => [reply.headers[name]].flat().join(', ');
const mediaType = (reply: Reply) => header(reply, 'content-type').split(';')[0]!.trim().toLowerCase();

interface Row {
  name: string;
  check: (origin: string, facts: SiteFacts, server: Pick<RunningServer, 'plainHttp'>) => Promise<void>;
}

/** The rows, in the order they are printed. Each throws naming the URL and what it found. */
export const rows: readonly Row[] = [
  {
    name: 'each file has its media type',
    async check(origin, { site, text, hashed }) {
      for (const sample of [...text, ...hashed]) {
        const url = `${origin}${site.basePath}${sample.path}`;
        const reply = await get(url);
        if (reply.status !== 200) fail(`${url}: status ${reply.status}`);
        if (!sample.types.includes(mediaType(reply)))
          fail(`${url} (${sample.label}): Content-Type "${header(reply, 'content-type')}", expected ${sample.types.join(' or ')}`);
      }
    },
  },
  {
    name: 'text gzip-encoded: HTML, CSS, JS, SVG, JSON, XML, manifest, CSV',
    async check(origin, { site, text }) {
      for (const sample of text) {
        const url = `${origin}${site.basePath}${sample.path}`;
        const reply = await get(url);
        if (reply.status !== 200) fail(`${url}: status ${reply.status}`);
        if (reply.headers['content-encoding'] !== 'gzip')
          fail(`${url} (${sample.label}): Content-Encoding "${header(reply, 'content-encoding')}", expected gzip`);
        if (!/accept-encoding/i.test(header(reply, 'vary'))) fail(`${url} (${sample.label}): Vary "${header(reply, 'vary')}" does not name Accept-Encoding`);
        const file = readFileSync(join(siteDir(site), sample.path.endsWith('/') || sample.path === '' ? `${sample.path}index.html` : sample.path));
        if (!reply.body.equals(file)) fail(`${url} (${sample.label}): the decoded body differs from the built file`);
      }
    },
  },
  {
    name: '/x → /x/ with 301, query kept',
    async check(origin, { site }) {
      const cases: [string, string][] = [
        ['contact', 'contact/'],
        ['contact?utm_source=newsletter', 'contact/?utm_source=newsletter'],
        ['birding-tour/checklist', 'birding-tour/checklist/'],
      ];
      const base = site.basePath;
      const urls = cases.map(([from, to]): [string, string] => [`${origin}${base}${from}`, `${origin}${base}${to}`]);
      if (base !== '/') urls.push([`${origin}${base.slice(0, -1)}`, `${origin}${base}`]);
      for (const [from, to] of urls) {
        const reply = await get(from);
        if (reply.status !== 301) fail(`${from}: status ${reply.status}, expected 301`);
        const location = new URL(header(reply, 'location'), from).href;
        if (location !== to) fail(`${from}: Location "${header(reply, 'location')}", expected ${to}`);
      }
    },
  },
  {
    name: "unknown paths: 404 with the site's 404 page",
    async check(origin, { site, notFoundPage }) {
      for (const path of ['no-such-page/', 'no/such/file.html', 'assets/no-such-file.js', 'contact/no-such-page']) {
        const url = `${origin}${site.basePath}${path}`;
        const reply = await get(url);
        if (reply.status !== 404) fail(`${url}: status ${reply.status}, expected 404`);
        if (!reply.body.equals(notFoundPage))
          fail(`${url}: the body is not 404.html (${reply.body.length} bytes: ${JSON.stringify(reply.body.subarray(0, 80).toString())})`);
      }
    },
  },
  {
    name: 'every header of _headers, identical (pages, assets, 404; the plain-http preview without upgrade-insecure-requests)',
    async check(origin, { site, text, hashed, headersFile }, { plainHttp }) {
      const rules = parseHeadersFile(headersFile);
      const paths = [...new Set([...text, ...hashed].map((sample) => sample.path)), 'no-such-page/'];
      for (const path of paths) {
        const url = `${origin}${site.basePath}${path}`;
        const reply = await get(url);
        const listed = headersFor(rules, `${site.basePath}${path}`);
        const expected = plainHttp ? overPlainHttp(listed) : listed;
        if (!listed['content-security-policy']) fail(`_headers gives ${site.basePath}${path} no Content-Security-Policy`);
        for (const [name, value] of Object.entries(expected)) {
          if (header(reply, name) !== value) fail(`${url}: ${name} "${header(reply, name)}", expected "${value}" as in _headers`);
        }
      }
    },
  },
  {
    name: 'hashed assets: public, max-age=31536000, immutable',
    async check(origin, { site, hashed }) {
      for (const sample of hashed) {
        const url = `${origin}${site.basePath}${sample.path}`;
        const reply = await get(url);
        if (reply.status !== 200) fail(`${url}: status ${reply.status}`);
        if (header(reply, 'cache-control') !== cacheControl.hashed)
          fail(`${url} (${sample.label}): Cache-Control "${header(reply, 'cache-control')}", expected "${cacheControl.hashed}"`);
      }
    },
  },
  {
    name: 'HTML revalidated: public, max-age=0, must-revalidate',
    async check(origin, { site, pages }) {
      for (const page of pages) {
        const url = `${origin}${site.basePath}${page}`;
        const reply = await get(url);
        if (reply.status !== 200) fail(`${url}: status ${reply.status}`);
        if (header(reply, 'cache-control') !== cacheControl.page)
          fail(`${url}: Cache-Control "${header(reply, 'cache-control')}", expected "${cacheControl.page}"`);
      }
    },
  },
  {
    name: '_headers and .htaccess never served',
    async check(origin, { site }) {
      for (const name of ['_headers', '.htaccess']) {
        const url = `${origin}${site.basePath}${name}`;
        const reply = await get(url);
        if (reply.status !== 404 && reply.status !== 403) fail(`${url}: status ${reply.status}, expected 404 or 403`);
        const file = readFileSync(join(siteDir(site), name));
        if (reply.body.includes(file.subarray(0, 64))) fail(`${url}: the body holds the file`);
      }
    },
  },
];
