// Starts the real web servers on the configs we publish, over a built site, for the host checks:
// each its own child process on 127.0.0.1 and a free port, every file it writes in a temp folder,
// stopped by its process id. None touches a system daemon's config, pid file, log or port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { caddyConfig, nginxConfig } from '../write/host-configs.ts';
import { startStaticServer } from '../serve.ts';
import { readableTempDir } from './temp.ts';

const root = resolve(import.meta.dirname, '../..');

/** A built site as a host holds it: `docRoot` is the server's root, the site sits at `docRoot` + `basePath`. */
export interface Site {
  docRoot: string;
  basePath: string;
}

export const siteDir = (site: Site) => join(site.docRoot, site.basePath);

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
  /** A server that only speaks plain http (the preview): it sends `overPlainHttp` of `_headers`. */
  plainHttp?: boolean;
}

interface Host {
  name: string;
  /** The program it runs, or null for the preview server (always there). */
  binary: string | null;
  /** Name and version as the program reports them; null when it is not installed. */
  version: () => string | null;
  start: (site: Site) => Promise<RunningServer>;
}

export const INSTALL_LINE = 'apt-get install -y nginx-light apache2 caddy';

const SYSTEM_PATH = ['/usr/sbin', '/usr/bin', '/sbin', '/bin'];
function which(binary: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(':'), ...SYSTEM_PATH].filter(Boolean);
  return dirs.map((dir) => join(dir, binary)).find((path) => existsSync(path)) ?? null;
}

function versionOf(binary: string, args: string[], pattern: RegExp): string | null {
  const path = which(binary);
  if (!path) return null;
  const { stdout, stderr } = spawnSync(path, args, { encoding: 'utf8' });
  return pattern.exec(`${stdout}${stderr}`)?.[1] ?? 'unknown version';
}

/** The published file for the root path (what an operator copies), generated for any other base path. */
function publishedConfig(relativePath: string, basePath: string, generate: (basePath: string) => string): string {
  return basePath === '/' ? readFileSync(join(root, 'hosts', relativePath), 'utf8') : generate(basePath);
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A temp folder the server may write in; readable by the unprivileged user a root-started server drops to. */
const workDir = (name: string) => readableTempDir(`host-${name}-`);

/** Resolves once the port accepts connections; rejects with the server's output if it exits first. */
function waitForPort(child: ChildProcess, port: number, output: () => string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveReady, reject) => {
    let exited = false;
    child.once('exit', (code, signal) => {
      exited = true;
      reject(new Error(`exited (${signal ?? code}) before listening on ${port}:\n${output()}`));
    });
    const attempt = () => {
      if (exited) return;
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolveReady();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) return reject(new Error(`not listening on ${port} after ${timeoutMs} ms:\n${output()}`));
        setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/** Starts `command`, waits for its port, and returns how to stop it by its pid. */
async function run(
  command: string,
  args: string[],
  port: number,
  dir: string,
  logFiles: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const child = spawn(command, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const everything = () => [output, ...logFiles.filter((file) => existsSync(file)).map((file) => readFileSync(file, 'utf8'))].join('\n');
  try {
    await waitForPort(child, port, everything);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((done) => child.once('exit', () => done()));
        process.kill(child.pid!, 'SIGTERM');
        const timer = setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(child.pid!, 'SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** nginx: a wrapper config holding only what an operator's nginx.conf and server block would. */
function nginxWrapper(site: Site, port: number, dir: string, snippet: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(dir, kind)};`),
    '    server {',
    `        listen 127.0.0.1:${port};`,
    `        root ${site.docRoot};`,
    `        include ${snippet};`,
    '    }',
    '}',
    '',
  ].join('\n');
}

const nginx: Host = {
  name: 'nginx',
  binary: 'nginx',
  version: () => versionOf('nginx', ['-v'], /nginx\/(\S+)/),
  async start(site) {
    const dir = workDir('nginx');
    const port = await freePort();
    const snippet = join(dir, 'west-java-birding.conf');
    writeFileSync(snippet, publishedConfig('nginx/west-java-birding.conf', site.basePath, nginxConfig));
    writeFileSync(join(dir, 'nginx.conf'), nginxWrapper(site, port, dir, snippet));
    const errorLog = join(dir, 'error.log');
    // -e: the error log before the config is read (Debian's default would be a system path).
    const test = spawnSync(which('nginx')!, ['-e', errorLog, '-t', '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (test.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx -t refused the config:\n${test.stderr}`);
    }
    return run(which('nginx')!, ['-e', errorLog, '-c', join(dir, 'nginx.conf')], port, dir, [errorLog]);
  },
};

const APACHE_MODULES = ['mpm_event', 'authz_core', 'dir', 'mime', 'headers', 'deflate', 'filter'];

const apache: Host = {
  name: 'apache',
  binary: 'apache2',
  version: () => versionOf('apache2', ['-v'], /Apache\/(\S+)/),
  async start(site) {
    const dir = workDir('apache');
    const port = await freePort();
    const errorLog = join(dir, 'error.log');
    // Only the site's folder and dist/.htaccess, as on shared hosting: no Debian apache2.conf.
    const config = [
      `ServerRoot ${dir}`,
      `DefaultRuntimeDir ${dir}`,
      `PidFile ${join(dir, 'apache.pid')}`,
      `ErrorLog ${errorLog}`,
      'LogLevel warn',
      ...APACHE_MODULES.map((name) => `LoadModule ${name}_module /usr/lib/apache2/modules/mod_${name}.so`),
      // Started as root, Apache serves as an unprivileged user (it refuses to serve as root).
      ...(process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : []),
      `Listen 127.0.0.1:${port}`,
      'ServerName 127.0.0.1',
      'TypesConfig /etc/mime.types',
      `DocumentRoot ${site.docRoot}`,
      '<Directory />',
      '    AllowOverride None',
      '    Require all denied',
      '</Directory>',
      `<Directory ${site.docRoot}>`,
      '    AllowOverride All',
      '    Require all granted',
      '</Directory>',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'apache2.conf'), config);
    return run(which('apache2')!, ['-f', join(dir, 'apache2.conf'), '-DFOREGROUND'], port, dir, [errorLog]);
  },
};

const caddy: Host = {
  name: 'caddy',
  binary: 'caddy',
  version: () => versionOf('caddy', ['version'], /v?(\d+\.\d+\.\d+)/),
  async start(site) {
    const dir = workDir('caddy');
    const port = await freePort();
    writeFileSync(join(dir, 'west-java-birding.caddy'), publishedConfig('caddy/west-java-birding.caddy', site.basePath, caddyConfig));
    const caddyfile = [
      '{',
      '\tadmin off',
      '}',
      `http://127.0.0.1:${port} {`,
      `\troot * ${site.docRoot}`,
      `\timport ${join(dir, 'west-java-birding.caddy')}`,
      '}',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'Caddyfile'), caddyfile);
    for (const sub of ['home', 'data', 'config']) mkdirSync(join(dir, sub));
    const env = { ...process.env, HOME: join(dir, 'home'), XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') };
    return run(which('caddy')!, ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], port, dir, [], env);
  },
};

/** `npm run preview`'s server (scripts/serve.ts), in this process. */
const preview: Host = {
  name: 'preview',
  binary: null,
  version: () => 'npm run preview',
  async start(site) {
    const server = await startStaticServer({ dir: siteDir(site), basePath: site.basePath });
    return { origin: new URL(server.url).origin, stop: server.close, plainHttp: true };
  },
};

export const hosts: readonly Host[] = [nginx, apache, caddy, preview];

export const installed = (host: Host) => host.binary === null || which(host.binary) !== null;
