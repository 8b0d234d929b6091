import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedCopy, type ServedSite } from '../../scripts/hosts/build-site.ts';
import { suiteSite } from '../helpers/load-fixture.ts';
import { toursBuild, TOURS_BASE } from '../helpers/tours-build.ts';
import { rows, siteFacts, type SiteFacts } from '../../scripts/hosts/checks.ts';
import { freePort, hosts, INSTALL_LINE, installed, type RunningServer } from '../../scripts/hosts/servers.ts';
import { traversableByAll } from '../../scripts/hosts/temp.ts';

// The configs we publish, on the real servers (Debian's nginx, Apache and Caddy) and on
// `npm run preview`'s, over the built dist/ and over a copy built with --base /tours/: one table,
// run for each. With CI=true a missing server fails the run; elsewhere it is skipped, and says how
// to install it. The servers read a copy in a temp folder open to all (scripts/hosts/build-site.ts):
// the table runs once more on a dist/ inside a mode-700 folder, as a checkout in root's home or a
// `mktemp -d` folder has it, where nginx's and Apache's unprivileged workers could not read dist/.

const root = resolve(import.meta.dirname, '../..');
const ci = process.env.CI === 'true' || process.env.CI === '1';

const servers = hosts.map((host) => {
  const present = installed(host);
  const label = present ? [host.name, host.binary && host.version()].filter(Boolean).join(' ') : `${host.name}: not installed, skipped (${INSTALL_LINE})`;
  return { host, present, label };
});
for (const { host, present } of servers)
  if (!present && !ci) console.warn(`${host.name} is not installed: its host checks are skipped. Install it with: ${INSTALL_LINE}`);

/** The suite's build, dist/ (suiteSite says how to make it when it is missing). */
const builtDist = () => suiteSite().outDir;

/** dist/ copied into `<mode-700 folder>/checkout/dist`, with files as a umask of 077 leaves them. */
function privateDist(): { dir: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'private-checkout-'));
  chmodSync(folder, 0o700);
  const dir = suiteSite().copyTo(join(folder, 'checkout', 'dist'));
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
  return { dir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const sites: { title: string; build: () => Promise<ServedSite> }[] = [
  { title: 'dist/ at /', build: async () => servedCopy(builtDist()) },
  // The build layer's sub-folder build (test/build/base-path.test.ts checks its files), made once.
  { title: 'built with --base /tours/', build: async () => servedCopy(await toursBuild(), TOURS_BASE) },
  {
    title: 'dist/ of a checkout inside a mode-700 folder',
    build: async () => {
      const checkout = privateDist();
      try {
        return servedCopy(checkout.dir);
      } finally {
        checkout.remove();
      }
    },
  },
];

describe('the copy the servers read', () => {
  it('is open to every user though the checkout is not', () => {
    const checkout = privateDist();
    const served = servedCopy(checkout.dir);
    try {
      expect(traversableByAll(checkout.dir)).toBe(false);
      expect(traversableByAll(served.site.docRoot)).toBe(true);
      const page = join(served.site.docRoot, 'index.html');
      expect(statSync(page).mode & 0o044).toBe(0o044);
      expect(readFileSync(page, 'utf8')).toBe(suiteSite().readFile('index.html'));
    } finally {
      served.remove();
      checkout.remove();
    }
  });
});

describe.each(sites)('$title', ({ build }) => {
  let built: Awaited<ReturnType<typeof build>> | undefined;
  let facts: SiteFacts;
  beforeAll(async () => {
    built = await build();
    facts = siteFacts(built.site);
  });
  afterAll(() => built?.remove());

  describe.each(servers)('$label', ({ host, present }) => {
    if (!present && !ci) {
      it.skip.each(rows)('$name', () => {});
      return;
    }
    let server: RunningServer | undefined;
    beforeAll(async () => {
      if (!present) throw new Error(`${host.binary} is not installed, and CI=true needs every server: ${INSTALL_LINE}`);
      server = await host.start(built!.site);
    });
    afterAll(() => server?.stop());

    it.each(rows)('$name', async (row) => {
      await row.check(server!.origin, facts, server!);
    });
  });
});

describe('the example site files beside the snippets', () => {
  const nginx = servers.find((s) => s.host.name === 'nginx')!;
  const caddy = servers.find((s) => s.host.name === 'caddy')!;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'host-examples-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!nginx.present && !ci)('hosts/nginx/example.com.conf (listen 443 ssl http2) passes nginx -t on the installed nginx', async () => {
    expect(nginx.present, INSTALL_LINE).toBe(true);
    // A throwaway certificate and free ports stand in for the operator's; the rest is the file as published.
    const cert = join(dir, 'cert.pem');
    const key = join(dir, 'key.pem');
    const openssl = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=www.example.com',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { encoding: 'utf8' },
    );
    expect(openssl.status, openssl.stderr).toBe(0);
    const [http, https] = [await freePort(), await freePort()];
    const site = readFileSync(join(root, 'hosts/nginx/example.com.conf'), 'utf8')
      .replace(/\/etc\/letsencrypt\/live\/www\.example\.com\/fullchain\.pem/, cert)
      .replace(/\/etc\/letsencrypt\/live\/www\.example\.com\/privkey\.pem/, key)
      .replace('snippets/west-java-birding.conf', join(root, 'hosts/nginx/west-java-birding.conf'))
      .replaceAll(/listen (\[::\]:)?80;/g, (_, v6) => `listen ${v6 ? '[::1]:' : '127.0.0.1:'}${http};`)
      .replaceAll(/listen (\[::\]:)?443 /g, (_, v6) => `listen ${v6 ? '[::1]:' : '127.0.0.1:'}${https} `);
    expect(site).toContain(`listen 127.0.0.1:${https} ssl http2;`);
    writeFileSync(join(dir, 'site.conf'), site);
    const conf = [
      `pid ${join(dir, 'nginx.pid')};`,
      'events {}',
      'http {',
      '    include /etc/nginx/mime.types;',
      `    include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'nginx.conf'), conf);
    const test = spawnSync('nginx', ['-e', join(dir, 'error.log'), '-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
    expect(test.status).toBe(0);
  });

  it.skipIf(!caddy.present && !ci)('hosts/caddy/Caddyfile passes caddy validate', () => {
    expect(caddy.present, INSTALL_LINE).toBe(true);
    for (const sub of ['home', 'data', 'config']) mkdirSync(join(dir, sub), { recursive: true });
    const env = { ...process.env, HOME: join(dir, 'home'), XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
    const result = spawnSync('caddy', ['validate', '--config', join(root, 'hosts/caddy/Caddyfile'), '--adapter', 'caddyfile'], { encoding: 'utf8', env });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(result.stdout + result.stderr).toContain('Valid configuration');
  });
});
