// `npm run dev`: builds, serves dist/ on 127.0.0.1, rebuilds when content, templates, widgets,
// styles, static or scripts change, and reloads the open browser through a small event stream.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '5173' } } });
const basePath = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const clients = new Set<ServerResponse>();

// The build runs in a child process so every rebuild imports fresh content and templates.
function runBuild(): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/build.ts'), '--quiet'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => done(code === 0));
  });
}

const reloadScript = `new EventSource(${JSON.stringify(`${basePath}__dev/events`)}).addEventListener('reload', () => location.reload());`;

await runBuild();
const { url } = await startStaticServer({
  dir: resolve(root, 'dist'),
  port: Number(values.port),
  basePath,
  intercept: (req, res) => {
    if (req.url === `${basePath}__dev/events`) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    }
    if (req.url === `${basePath}__dev/reload.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(reloadScript);
      return true;
    }
    return false;
  },
  transformHtml: (html) => html.replace('</head>', `<script type="module" src="${basePath}__dev/reload.js"></script></head>`),
});
console.log(`Dev server at ${url} — watching content/, templates/, widgets/, styles/, static/, scripts/ (Ctrl+C to stop)`);

let timer: NodeJS.Timeout | undefined;
let building = false;
let again = false;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  const started = performance.now();
  const ok = await runBuild();
  building = false;
  if (ok) {
    console.log(`rebuilt in ${((performance.now() - started) / 1000).toFixed(2)} s, reloading ${clients.size} browser(s)`);
    for (const client of clients) client.write('event: reload\ndata: now\n\n');
  } else {
    console.log('build failed: the browser keeps the previous site until the error is fixed');
  }
  if (again) {
    again = false;
    void rebuild();
  }
}

for (const folder of ['content', 'templates', 'widgets', 'styles', 'static', 'scripts']) {
  watch(resolve(root, folder), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), 150);
  });
}
