// `npm run dev`'s server (its command is scripts/dev.ts): builds the site in this process, serves it
// on 127.0.0.1 and rebuilds on every save only what the edit reaches (see scripts/pipeline/incremental.ts).
// The open page is updated in place (its body morphed, or only its stylesheets swapped for a SCSS
// edit); search indexes again a few seconds after the last edit. A failed build shows over the last
// good page in the browser and in the terminal; the server keeps running and reloads once the fix
// is saved. React's build is chosen by the command, before this module loads it.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { adminHandler } from '../cms/dev-routes.ts';
import { startStaticServer } from '../serve/server.ts';
import { clientScript, idiomorphPath } from './client.ts';
import { DevSite } from '../pipeline/incremental.ts';
import { takeEdits } from './edits.ts';
import { ModuleGraph } from './graph.ts';
import { describeFailure, failureMarkup } from './report.ts';

export interface DevServerOptions {
  root: string;
  /** 0 picks a free port. */
  port: number;
  /** The site's sub-folder with both slashes, such as / or /tours/. */
  basePath: string;
}

/**
 * Builds the site, then serves and watches it until the process is stopped. Resolves false, having
 * printed why, when the first build fails; true once the server is up.
 */
export async function runDevServer({ root, port, basePath }: DevServerOptions): Promise<boolean> {
  const outDir = resolve(root, 'dist');
  const clients = new Set<ServerResponse>();
  let failed: string | undefined;
  /** Counts the builds that changed something; each page names the one it came from. */
  let generation = 0;

  function send(event: string, data: unknown) {
    const message = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of clients) client.write(message);
  }

  function fail(error: unknown) {
    const failure = describeFailure(error, root);
    failed = JSON.stringify(failureMarkup(failure));
    console.error(`${failure.text}\nThe browser shows this over the last good page; the server keeps watching.`);
    send('failed', failureMarkup(failure));
  }

  const graph = new ModuleGraph(root);
  // Exit through process.exit so the graph removes its versions file.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
  const site = new DevSite(
    {
      root,
      contentDir: resolve(root, 'content'),
      outDir,
      cacheDir: process.env.IMAGE_CACHE_DIR ?? resolve(root, '.cache'),
      basePath,
      log: (line) => console.log(line),
    },
    graph,
  );
  const started = performance.now();
  const first = await site.start().then(
    () => true,
    (error: unknown) => {
      console.error(describeFailure(error, root).text);
      console.error('The first build must succeed: fix the error and start `npm run dev` again.');
      return false;
    },
  );
  if (!first) return false;
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(2)} s`);

  const admin = adminHandler(root, basePath, () => site.site?.content.site.productTitle ?? 'the site');
  const script = `const __name = (f) => f;\n${clientScript(basePath)}`;
  // The DOM morph the client imports: idiomorph's own browser module, as the package ships it.
  const idiomorph = readFileSync(new URL(import.meta.resolve('idiomorph')));
  // A page names its widgets module for the client, which runs it again after updating the page in place.
  const withClient = (html: string, widgets?: string) =>
    html.replace(
      '</head>',
      `<script type="module" src="${basePath}__dev/client.js?build=${generation}"${widgets ? ` data-widgets="${widgets}"` : ''}></script></head>`,
    );
  const { url } = await startStaticServer({
    dir: outDir,
    port,
    basePath,
    intercept: (req, res) => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === `${basePath}__dev/events`) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        res.write(': connected\n\n');
        if (failed) res.write(`event: failed\ndata: ${failed}\n\n`);
        else if (Number(new URL(req.url!, 'http://x').searchParams.get('build')) < generation) res.write('event: reload\ndata: ["*"]\n\n');
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (admin(path, res)) return true;
      if (path === `${basePath}__dev/client.js`) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(script);
        return true;
      }
      if (path === idiomorphPath(basePath)) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(idiomorph);
        return true;
      }
      // Pages come from memory, rendered when first asked for after an edit.
      const sitePath = path.startsWith(basePath) ? decodeURIComponent(path.slice(basePath.length - 1)) : undefined;
      // A page no route makes any more (a deleted trip report) is gone, whatever the output folder
      // still holds from an earlier build: the not-found page answers it.
      const route =
        sitePath === undefined
          ? undefined
          : (site.routeAt(sitePath) ?? (isPagePath(sitePath) && existsSync(resolve(outDir, `.${sitePath}`)) ? site.routeAt('/404.html') : undefined));
      if (!route) return false;
      site.page(route).then(
        (html) =>
          res
            .writeHead(route.url === '/404.html' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
            .end(withClient(html!, site.widgetsOf(route))),
        (error: unknown) => {
          fail(error);
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(describeFailure(error, root).text);
        },
      );
      return true;
    },
    transformHtml: (html) => withClient(html),
  });
  takeEdits(root, site, {
    built(files, outcome, ms) {
      const wasFailing = failed !== undefined;
      failed = undefined;
      if (wasFailing || outcome.cssOnly || outcome.pages.size > 0) generation++;
      console.log(`${files.map((f) => f.slice(root.length + 1)).join(', ')}: ${outcome.steps.join(', ') || 'nothing to rebuild'} in ${ms} ms`);
      if (wasFailing) send('fixed', {});
      else if (outcome.cssOnly) send('css', outcome.stylesheets);
      else if (outcome.pages.size > 0) send('reload', [...outcome.pages]);
    },
    failed: fail,
    ready: (watching) => console.log(`Dev server at ${url} — edit in the browser at ${url}admin/ — watching ${watching} (Ctrl+C to stop)`),
  });
  return true;
}

/** Whether a site path names a page (a folder's index or an .html file) rather than an asset. */
function isPagePath(path: string): boolean {
  return path.endsWith('/') || path.endsWith('.html');
}
