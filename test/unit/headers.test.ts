import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { observatoryScore } from '../../scripts/observatory/score.ts';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { cacheControl, compressedTypes, formatHeadersFile, headerRules, headersFor, parseHeadersFile, securityHeaders } from '../../scripts/write/headers.ts';
import { caddyConfig, cloudfrontHeadersPolicy, hostConfigFiles, htaccess, nginxConfig } from '../../scripts/write/host-configs.ts';
import { contentSecurityPolicy } from '../../templates/lib/security.ts';
import { routes } from '../helpers/routes.ts';
import { renderAll, root } from '../helpers/render.ts';

const urls = routes.map((route) => route.url);
const rulesFor = (basePath: string) => parseHeadersFile(formatHeadersFile(headerRules(urls, basePath)));
const SAMPLE_PATHS = [
  ...urls,
  '/assets/main-f43c8764.css',
  '/assets/home-7F6KFY4J.js',
  '/assets/img/hero_1-800.0a1b2c3d4e.avif',
  '/favicon.svg',
  '/robots.txt',
  '/no/such/page',
];

describe('dist/_headers', () => {
  it("sends the security headers with every response, the CSP being the pages' own plus what only a header carries", () => {
    const rules = rulesFor('/');
    for (const path of SAMPLE_PATHS) {
      const headers = headersFor(rules, path);
      // The header allows WebAssembly on every path, as the search page's own <meta> does; every other page's <meta> keeps it out.
      expect(headers['content-security-policy'], path).toBe(
        `${contentSecurityPolicy('meta', { search: true })}; frame-ancestors 'none'; upgrade-insecure-requests`,
      );
      const hsts = headers['strict-transport-security']!;
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(31536000);
      expect(hsts, path).toContain('includeSubDomains');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer'], path).toContain(headers['referrer-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(headers['permissions-policy'], path).toContain(`${feature}=()`);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  it('lets hosts cache hashed assets for a year and makes every page revalidate', () => {
    const rules = rulesFor('/');
    const assets = SAMPLE_PATHS.filter((p) => p.startsWith('/assets/'));
    expect(assets).toHaveLength(3);
    for (const path of assets) expect(headersFor(rules, path)['cache-control'], path).toBe(cacheControl.hashed);
    for (const url of urls) expect(headersFor(rules, url)['cache-control'], url).toBe('public, max-age=0, must-revalidate');
    // Unhashed files keep the host's default.
    expect(headersFor(rules, '/favicon.svg')['cache-control']).toBeUndefined();
  });

  it('never gives one path the same header from two rules (Cloudflare Pages would join the values with a comma)', () => {
    const rules = rulesFor('/');
    for (const path of SAMPLE_PATHS) {
      const names = rules.filter((rule) => Object.keys(headersFor([rule], path)).length > 0).flatMap((rule) => Object.keys(rule.headers));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it('prefixes every rule with the base path', () => {
    const rules = rulesFor('/tours/');
    expect(rules.length).toBeGreaterThan(urls.length);
    expect(rules.every((rule) => rule.path.startsWith('/tours/'))).toBe(true);
    expect(headersFor(rules, '/tours/assets/main-f43c8764.css')['cache-control']).toBe(cacheControl.hashed);
    expect(headersFor(rules, '/tours/birding-tour/')['cache-control']).toBe(cacheControl.page);
    expect(headersFor(rules, '/tours/')['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headersFor(rules, '/assets/main-f43c8764.css')).toEqual({});
  });

  it('stays within what Cloudflare Pages reads (100 rules, 2,000 characters a line) and says so when it would not', () => {
    const text = formatHeadersFile(headerRules(urls, '/a-long-sub-folder-name/'));
    expect(parseHeadersFile(text).length).toBeLessThanOrEqual(100);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    // Four thousand trip reports share one rule; a hundred top-level folders would not fit.
    const posts = Array.from({ length: 4000 }, (_, i) => `/blog/post-${i}/`);
    const withPosts = headerRules([...urls, ...posts], '/');
    expect(withPosts.length).toBe(headerRules(urls, '/').length);
    expect(headersFor(withPosts, '/blog/post-3999/')['cache-control']).toBe(cacheControl.page);
    const folders = Array.from({ length: 99 }, (_, i) => `/folder-${i}/`);
    expect(() => headerRules(folders, '/')).toThrow(BuildError);
    expect(() => headerRules(folders, '/')).toThrow(expect.objectContaining({ code: 'TooManyHeaderRules' }));
  });

  it('reads back exactly the rules it writes', () => {
    const rules = headerRules(urls, '/tours/');
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });
});

describe('the server configs we publish', () => {
  const guide = readFileSync(join(root, 'docs/owner-guide.md'), 'utf8');

  it('hosts/ holds exactly what npm run hosts writes from these headers (run it after a change here)', () => {
    for (const { path, contents } of hostConfigFiles('/')) expect(readFileSync(join(root, 'hosts', path), 'utf8'), `hosts/${path}`).toBe(contents);
  });

  it('each config sends every security header with the value _headers gives it, and both caching rules', () => {
    const configs = { nginx: nginxConfig('/tours/'), caddy: caddyConfig('/tours/'), apache: htaccess('/tours/') };
    for (const [host, text] of Object.entries(configs)) {
      for (const [name, value] of Object.entries(securityHeaders)) expect(text, `${host}: ${name}`).toContain(`${name} "${value}"`);
      for (const value of Object.values(cacheControl)) expect(text, `${host}: Cache-Control`).toContain(`Cache-Control "${value}"`);
      for (const type of compressedTypes.filter((t) => t !== 'text/html' || host !== 'nginx')) expect(text, `${host}: compresses ${type}`).toContain(type);
    }
    expect(JSON.parse(cloudfrontHeadersPolicy()).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      securityHeaders['Content-Security-Policy'],
    );
  });

  it("CloudFront's response headers policy sends the headers of _headers", () => {
    const config = JSON.parse(cloudfrontHeadersPolicy());
    const { ContentSecurityPolicy, StrictTransportSecurity: hsts, FrameOptions, ReferrerPolicy, ContentTypeOptions } = config.SecurityHeadersConfig;
    const sent: Record<string, string> = {
      'Content-Security-Policy': ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'X-Content-Type-Options': ContentTypeOptions.Override ? 'nosniff' : '',
      'X-Frame-Options': FrameOptions.FrameOption,
      'Referrer-Policy': ReferrerPolicy.ReferrerPolicy,
      ...Object.fromEntries(config.CustomHeadersConfig.Items.map((item: { Header: string; Value: string }) => [item.Header, item.Value])),
    };
    expect(config.CustomHeadersConfig.Quantity).toBe(config.CustomHeadersConfig.Items.length);
    expect(sent).toEqual(securityHeaders);
  });

  it('refuses a header value the config would read as syntax', () => {
    const original = securityHeaders['Referrer-Policy'];
    const mutable = securityHeaders as Record<string, string>;
    try {
      mutable['Referrer-Policy'] = 'no-referrer"; evil';
      expect(() => nginxConfig('/')).toThrow(/nginx/);
      expect(() => caddyConfig('/')).toThrow(/Caddy/);
      expect(() => htaccess('/')).toThrow(/Apache/);
    } finally {
      mutable['Referrer-Policy'] = original!;
    }
  });

  it("the owner's guide points to the files instead of carrying copies, and the S3 upload sets both caching rules", () => {
    for (const path of [
      'hosts/nginx/west-java-birding.conf',
      'hosts/nginx/example.com.conf',
      'hosts/caddy/Caddyfile',
      'hosts/caddy/west-java-birding.caddy',
      'hosts/cloudfront/response-headers-policy.json',
      'hosts/cloudfront/viewer-request.js',
      'dist/.htaccess',
    ]) {
      expect(guide).toContain(`\`${path}\``);
    }
    expect(guide).not.toContain('add_header');
    expect(guide).not.toContain('http2 on;\n');
    for (const value of Object.values(cacheControl)) expect(guide).toContain(`--cache-control '${value}'`);
    for (const other of ['README.md', 'docs/developer-guide.md']) expect(readFileSync(join(root, other), 'utf8'), other).not.toContain('add_header');
  });
});

describe('MDN HTTP Observatory grade', () => {
  it('gives the home page A+ (at least 100) with no penalty', async () => {
    const home = (await renderAll()).find((page) => page.url === '/')!;
    const { score, grade, tests } = observatoryScore(headersFor(rulesFor('/'), '/'), home.html);
    expect(tests.filter((t) => t.modifier < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
    expect(grade).toBe('A+');
  });

  it('grades weaker headers as the Observatory does', () => {
    const html = '<!DOCTYPE html><html><head><script type="module" src="/assets/a.js"></script></head></html>';
    // Nothing: no CSP (-25), no HSTS (-20), no nosniff (-5), no X-Frame-Options (-20).
    expect(observatoryScore({}, html)).toMatchObject({ score: 30, grade: 'D' });
    const good = headersFor(rulesFor('/'), '/');
    // An inline-script CSP costs 20 and, the score falling below 90, every bonus with it.
    const inline = { ...good, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'" };
    expect(observatoryScore(inline, html)).toMatchObject({ score: 80, grade: 'B+' });
    // GitHub Pages: the <meta> policy alone, no security headers but HSTS.
    const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('meta').replaceAll("'", '&#x27;')}"/>${html}`;
    const pages = observatoryScore({ 'strict-transport-security': 'max-age=31556952', 'access-control-allow-origin': '*' }, meta);
    expect(pages.tests.find((t) => t.test === 'content-security-policy')?.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(pages).toMatchObject({ score: 75, grade: 'B' });
    // Same-origin scripts with integrity earn the SRI bonus.
    expect(observatoryScore(good, html.replace('src=', 'integrity="sha384-x" src=')).score).toBe(observatoryScore(good, html).score + 5);
  });
});
