import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding } from '../../scripts/serve.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// The preview and test server answer as a static host does: text gzip-encoded when the client
// accepts it, the same bytes once decompressed, images and fonts as they are.

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (node's fetch would decompress the body and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolvePromise, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const html = `<!DOCTYPE html><html><head><title>Home</title></head><body>${'<p>Javan Hawk-Eagle over Gunung Gede.</p>'.repeat(200)}</body></html>`;
const css = `.card{display:grid;gap:1rem}${'.x{color:#123456}'.repeat(200)}`;
const js = `export const names=${JSON.stringify(Array.from({ length: 300 }, (_, i) => `bird-${i}`))};`;
const manifest = JSON.stringify({
  name: 'West Java Birding',
  icons: Array.from({ length: 12 }, (_, i) => ({ src: `/icon-${i}.png`, sizes: '192x192', type: 'image/png' })),
});
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 600 }, (_, i) => i % 251)]);
const notFound = `<!DOCTYPE html><title>Not found</title><p>${'Oops! Page not found '.repeat(50)}</p>`;

// A site written by hand into a fixture's output folder, served by its preview (scripts/serve.ts).
const site = loadFixture();
const dir = site.outDir;
let server: { url: string };
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, '404.html'), notFound);
  writeFileSync(join(dir, 'assets', 'main-abcd1234.css'), css);
  writeFileSync(join(dir, 'assets', 'home-abcd1234.js'), js);
  writeFileSync(join(dir, 'site.webmanifest'), manifest);
  writeFileSync(join(dir, 'assets', 'photo.png'), png);
  server = await site.preview();
});
afterAll(() => site.clean());

const CHROME = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('static server compression', () => {
  it.each([
    ['HTML', '', html, 'text/html; charset=utf-8'],
    ['CSS', 'assets/main-abcd1234.css', css, 'text/css; charset=utf-8'],
    ['JS', 'assets/home-abcd1234.js', js, 'text/javascript; charset=utf-8'],
    ['the web manifest', 'site.webmanifest', manifest, 'application/manifest+json'],
  ])('sends %s gzip-encoded to a client that accepts gzip, byte-identical once decompressed', async (_kind, path, source, type) => {
    const reply = await get(server.url + path, CHROME);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(source) / 2);
    expect(gunzipSync(reply.body).equals(Buffer.from(source))).toBe(true);
  });

  it('sends the plain bytes, still varying on Accept-Encoding, when gzip is not accepted', async () => {
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br' }];
    for (const headers of refusals) {
      const reply = await get(server.url, headers);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(html));
      expect(reply.body.toString()).toBe(html);
    }
  });

  it('sends images as they are', async () => {
    const reply = await get(`${server.url}assets/photo.png`, CHROME);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(Number(reply.headers['content-length'])).toBe(png.length);
    expect(reply.body.equals(png)).toBe(true);
  });

  it('compresses the 404 page and keeps its status', async () => {
    const reply = await get(`${server.url}no-such-page/`, CHROME);
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(notFound);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const [head, full] = await Promise.all([get(server.url, CHROME, 'HEAD'), get(server.url, CHROME)]);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('sends a rebuilt file, not the compressed copy of the old one', async () => {
    const path = join(dir, 'assets', 'home-abcd1234.js');
    await get(`${server.url}assets/home-abcd1234.js`, CHROME);
    const rebuilt = `${js}\nexport const more = true;`;
    writeFileSync(path, rebuilt);
    const reply = await get(`${server.url}assets/home-abcd1234.js`, CHROME);
    expect(gunzipSync(reply.body).toString()).toBe(rebuilt);
  });
});

describe('static server headers', () => {
  it("sends _headers' rules, the Content-Security-Policy without upgrade-insecure-requests (plain http: Safari would upgrade 127.0.0.1 too)", async () => {
    const headers = loadFixture();
    mkdirSync(headers.outDir);
    writeFileSync(join(headers.outDir, 'index.html'), html);
    writeFileSync(
      join(headers.outDir, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'none'; img-src 'self'; frame-ancestors 'none'; upgrade-insecure-requests\n  X-Frame-Options: DENY\n",
    );
    const own = await headers.preview();
    try {
      const reply = await get(own.url);
      expect(reply.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; frame-ancestors 'none'");
      expect(reply.headers['x-frame-options']).toBe('DENY');
    } finally {
      await headers.clean();
    }
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0, *', false],
    ['*', true],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
  ])('%j accepts gzip: %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });
});
