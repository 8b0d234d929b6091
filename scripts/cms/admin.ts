// The browser editor's page, /admin/: Decap CMS (decap-cms on npm) with the configuration made from
// the schemas (config.ts). Under `npm run dev` the dev server serves it and starts Decap's local
// backend (decap-server) on 127.0.0.1, which writes the owner's edits into content/ of this
// checkout; the dev server sees the files change and the page updates. No other page links to it
// or loads anything of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { stringify } from 'yaml';
import { cmsConfig } from './config.ts';

const require = createRequire(import.meta.url);

/** Decap's bundle, served as /admin/decap-cms.js. */
export const decapBundle = (): string => require.resolve('decap-cms/dist/decap-cms.js');

/** The admin page: Decap's script and nothing of the site's. */
export function adminPage(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Edit the site · ${title.replace(/[<&]/g, '')}</title>
<link rel="cms-config-url" type="text/yaml" href="config.yml">
</head>
<body>
<script src="decap-cms.js"></script>
</body>
</html>
`;
}

/** The configuration as Decap reads it. */
export const adminConfig = (options: Parameters<typeof cmsConfig>[0]) => stringify(cmsConfig(options), { lineWidth: 0 });

/** A port free on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts Decap's local backend on 127.0.0.1 for the checkout at `root`: it reads and writes the
 * files of the collections (MODE=fs, no git commits). Resolves with its API address once it listens.
 */
export async function startLocalBackend(root: string): Promise<{ url: string; stop: () => void; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  // Ready once it answers; a busy machine may take several seconds to load it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error(`the editor's local backend stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the editor's local backend did not answer at ${url} within a minute`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  process.once('exit', stop);
  return { url, stop, process: child };
}
