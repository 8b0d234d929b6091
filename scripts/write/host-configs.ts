// The server configs we publish (nginx, Caddy, Apache's .htaccess, CloudFront's response headers
// policy), written from the values dist/_headers is written from. `npm run hosts` writes the nginx,
// Caddy and CloudFront files into hosts/; the build writes .htaccess into dist/ beside _headers.
// test/hosts/ runs nginx, Apache and Caddy on these files and checks each against _headers.
import { addedTypes, cacheControl, compressedTypes, securityHeaders } from './headers.ts';

const GENERATED = 'Written by `npm run hosts` from scripts/write/headers.ts (the values dist/_headers holds): edit that file, then run it again.';

/** A value placed in double quotes in a server config: refuses characters a config would read as syntax. */
function quoted(value: string, host: string, forbidden: RegExp): string {
  if (forbidden.test(value))
    throw new Error(`${host}: the header value ${JSON.stringify(value)} holds a character the config would read as syntax (${forbidden})`);
  return `"${value}"`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\#]/g, '\\$&');

/** Extensions whose type nginx 1.22's mime.types lacks. */
const NGINX_LACKS = ['webmanifest', 'csv'];

/** Bytes below which compressing costs more than it saves; every host gets the same threshold. */
const MIN_COMPRESSED_BYTES = 256;

/**
 * nginx: the part of a server block that serves the site (include it in a server whose `root`
 * holds the built site; TLS and `listen` stay the operator's). Locations under the base path only,
 * so it can sit beside other sites' locations. Starts on nginx 1.22 (Debian 12) and later.
 */
export function nginxConfig(basePath: string): string {
  const value = (text: string) => quoted(text, 'nginx', /["$\\]/);
  const headers = (cache: string) => [
    ...Object.entries(securityHeaders).map(([name, text]) => `add_header ${name} ${value(text)} always;`),
    `add_header Cache-Control ${value(cache)} always;`,
  ];
  const block = (open: string, lines: string[]) => [`${open} {`, ...lines.map((line) => `    ${line}`), '}'];
  const base = escapeRegExp(basePath);
  return [
    `# The built site (base path ${basePath}) as dist/_headers describes it: security headers, caching,`,
    '# compression, the 404 page, /x redirected to /x/. Include it in a server block whose root holds',
    '# the built site (hosts/nginx/example.com.conf). Works on nginx 1.22 and later.',
    `# ${GENERATED}`,
    '',
    'index index.html;',
    '# Redirects name the path only (/contact/), so they stay right behind a proxy or TLS terminator.',
    'absolute_redirect off;',
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    `gzip_min_length ${MIN_COMPRESSED_BYTES};`,
    '# text/html is always compressed once gzip is on (nginx warns if it is listed).',
    `gzip_types ${compressedTypes.filter((type) => type !== 'text/html').join(' ')};`,
    '',
    `error_page 404 ${basePath}404.html;`,
    '',
    '# add_header lines are not inherited by a location that has its own, so each location carries all.',
    '# Every file under assets/ has a content hash in its name: a changed file gets a new URL.',
    ...block(`location ^~ ${basePath}assets/`, [...headers(cacheControl.hashed), 'try_files $uri =404;']),
    '',
    '# The host files beside the pages are not part of the site.',
    ...block(`location ~ ^${base}(?:.*/)?(?:_headers$|\\.ht)`, ['return 404;']),
    '',
    '# Types nginx 1.22 lacks (its mime.types is replaced, not extended, inside this location).',
    ...block(`location ~ ^${base}.*\\.(?:${NGINX_LACKS.join('|')})$`, [
      `types { ${NGINX_LACKS.map((extension) => `${addedTypes[extension]} ${extension};`).join(' ')} }`,
      ...headers(cacheControl.page),
    ]),
    '',
    '# Pages keep their URLs from one build to the next: revalidate on every visit. $uri/ answers /x',
    '# with a 301 to /x/.',
    ...block(`location ${basePath}`, [...headers(cacheControl.page), 'try_files $uri $uri/ =404;']),
    '',
  ].join('\n');
}

/**
 * Caddy: directives to import into a site block whose `root` holds the built site (TLS is Caddy's
 * own). Caddy 2.6 (Debian 12) and later.
 */
export function caddyConfig(basePath: string): string {
  const value = (text: string) => quoted(text, 'Caddy', /["{}\\`]/);
  const assets = `${basePath}assets/*`;
  return [
    `# The built site (base path ${basePath}) as dist/_headers describes it: security headers, caching,`,
    '# compression, the 404 page, /x redirected to /x/. Import it in a site block whose root holds the',
    '# built site (hosts/caddy/Caddyfile). Works on Caddy 2.6 and later.',
    `# ${GENERATED}`,
    '',
    'encode gzip {',
    `\tminimum_length ${MIN_COMPRESSED_BYTES}`,
    '\tmatch {',
    ...compressedTypes.map((type) => `\t\theader Content-Type ${type}*`),
    '\t}',
    '}',
    '',
    `@westJavaBirdingSite path ${basePath}*`,
    'header @westJavaBirdingSite {',
    ...Object.entries(securityHeaders).map(([name, text]) => `\t${name} ${value(text)}`),
    '}',
    '# Every file under assets/ has a content hash in its name: a changed file gets a new URL.',
    `@westJavaBirdingAssets path ${assets}`,
    `header @westJavaBirdingAssets Cache-Control ${value(cacheControl.hashed)}`,
    '# Pages keep their URLs from one build to the next: revalidate on every visit.',
    '@westJavaBirdingPages {',
    `\tpath ${basePath}*`,
    `\tnot path ${assets}`,
    '}',
    `header @westJavaBirdingPages Cache-Control ${value(cacheControl.page)}`,
    '# Types a system without /etc/mime.types lacks.',
    ...Object.entries(addedTypes).flatMap(([extension, type]) => [
      `@westJavaBirdingType${extension} path *.${extension}`,
      `header @westJavaBirdingType${extension} Content-Type ${type}`,
    ]),
    '',
    '# /x to /x/ with a 301 (file_server would answer 308), the query kept (Caddy 2.6 has no {?query}).',
    ...[
      ['Folder', '==', '{path}/'],
      ['FolderQuery', '!=', '{path}/?{query}'],
    ].flatMap(([name, test, target]) => [
      `@westJavaBirding${name} {`,
      // Under a sub-folder, /tours itself goes to /tours/ too.
      `\tpath ${basePath === '/' ? '/*' : `${basePath}* ${basePath.slice(0, -1)}`}`,
      '\tnot path */',
      '\tfile {path}/index.html',
      `\texpression {query} ${test} ""`,
      '}',
      `redir @westJavaBirding${name} ${target} 301`,
    ]),
    '',
    'file_server {',
    '\t# The host files beside the pages are not part of the site.',
    '\thide _headers .htaccess',
    '}',
    '',
    'handle_errors {',
    '\t@westJavaBirdingNotFound {',
    `\t\tpath ${basePath}*`,
    '\t\texpression {http.error.status_code} == 404',
    '\t}',
    `\trewrite @westJavaBirdingNotFound ${basePath}404.html`,
    '\tfile_server',
    '}',
    '',
  ].join('\n');
}

/**
 * Apache (and LiteSpeed, which reads the same file): dist/.htaccess, for shared hosting where the
 * folder is all the operator controls. Needs AllowOverride FileInfo Indexes AuthConfig (or All) and
 * mod_headers; compresses where mod_deflate and mod_filter are loaded.
 */
export function htaccess(basePath: string): string {
  const value = (text: string) => quoted(text, 'Apache', /["%\\]/);
  const assets = `expr=%{REQUEST_URI} =~ m#^${escapeRegExp(basePath)}assets/#`;
  const pages = `expr=%{REQUEST_URI} !~ m#^${escapeRegExp(basePath)}assets/#`;
  return [
    `# The built site (base path ${basePath}) as _headers beside this file describes it, for Apache 2.4`,
    '# and LiteSpeed: security headers, caching, compression, the 404 page (mod_dir answers /x with a',
    '# 301 to /x/). Needs AllowOverride FileInfo Indexes AuthConfig (or All) and mod_headers.',
    '# Written by the build from scripts/write/headers.ts: edit that file, not this one.',
    '',
    'DirectoryIndex index.html',
    `ErrorDocument 404 ${basePath}404.html`,
    '',
    '# Types older MIME tables lack.',
    ...Object.entries(addedTypes).map(([extension, type]) => `AddType ${type} .${extension}`),
    '',
    '# The host files beside the pages are not part of the site.',
    '<FilesMatch "^(?:_headers|\\.ht.*)$">',
    '    Require all denied',
    '</FilesMatch>',
    '',
    '<IfModule mod_deflate.c>',
    '    <IfModule mod_filter.c>',
    `        AddOutputFilterByType DEFLATE ${compressedTypes.join(' ')}`,
    '    </IfModule>',
    '</IfModule>',
    '',
    ...Object.entries(securityHeaders).map(([name, text]) => `Header always set ${name} ${value(text)}`),
    '# Every file under assets/ has a content hash in its name: a changed file gets a new URL. Pages',
    '# keep theirs from one build to the next: revalidate on every visit.',
    `Header always set Cache-Control ${value(cacheControl.hashed)} "${assets}"`,
    `Header always set Cache-Control ${value(cacheControl.page)} "${pages}"`,
    '',
  ].join('\n');
}

/**
 * CloudFront: the response headers policy (`aws cloudfront create-response-headers-policy
 * --response-headers-policy-config file://…`). Cache-Control travels with each object instead
 * (docs/owner-guide.md, "S3 and CloudFront": the two `aws s3 sync` lines).
 */
export function cloudfrontHeadersPolicy(): string {
  const {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': hsts,
    'X-Content-Type-Options': nosniff,
    'X-Frame-Options': frame,
    'Referrer-Policy': referrer,
    ...custom
  } = securityHeaders;
  const maxAge = /max-age=(\d+)/.exec(hsts!);
  if (!maxAge || nosniff !== 'nosniff') throw new Error('CloudFront: Strict-Transport-Security needs a max-age and X-Content-Type-Options can only be nosniff');
  const policy = {
    Name: 'west-java-birding',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: csp },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: Number(maxAge[1]),
        IncludeSubdomains: /includeSubDomains/.test(hsts!),
        Preload: /preload/.test(hsts!),
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: frame },
      ReferrerPolicy: { Override: true, ReferrerPolicy: referrer },
    },
    CustomHeadersConfig: {
      Quantity: Object.keys(custom).length,
      Items: Object.entries(custom).map(([Header, Value]) => ({ Header, Value, Override: true })),
    },
  };
  return `${JSON.stringify(policy, null, 2)}\n`;
}

/** The files `npm run hosts` writes, paths relative to hosts/. */
export function hostConfigFiles(basePath: string): { path: string; contents: string }[] {
  return [
    { path: 'nginx/west-java-birding.conf', contents: nginxConfig(basePath) },
    { path: 'caddy/west-java-birding.caddy', contents: caddyConfig(basePath) },
    { path: 'cloudfront/response-headers-policy.json', contents: cloudfrontHeadersPolicy() },
  ];
}
