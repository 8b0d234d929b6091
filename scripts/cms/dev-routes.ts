// The browser editor's routes on the dev server (npm run dev only): the editor's page, its
// configuration (which starts Decap's local backend, saving into content/) and Decap's bundle.
import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { adminConfig, adminPage, decapBundle, startLocalBackend } from './admin.ts';

/**
 * The browser editor at /admin/, saving through Decap's local backend into content/ (npm run dev
 * only): answers its requests and returns true, false for any other path. The backend starts the
 * first time the editor asks for its configuration, not with the server.
 */
export function adminHandler(root: string, basePath: string, title: () => string): (path: string, res: ServerResponse) => boolean {
  let backend: ReturnType<typeof startLocalBackend> | undefined;
  const adminHeaders = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
  return (path, res) => {
    if (path === `${basePath}admin` || path === `${basePath}admin/` || path === `${basePath}admin/index.html`) {
      if (!path.endsWith('/') && !path.endsWith('.html')) res.writeHead(301, { location: `${basePath}admin/` }).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...adminHeaders }).end(adminPage(title()));
      return true;
    }
    if (path === `${basePath}admin/config.yml`) {
      backend ??= startLocalBackend(root);
      backend.then(
        ({ url: localBackend }) => res.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8', ...adminHeaders }).end(adminConfig({ localBackend })),
        (error: unknown) =>
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`the editor's local backend did not start: ${String(error)}`),
      );
      return true;
    }
    if (path === `${basePath}admin/decap-cms.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      createReadStream(decapBundle()).pipe(res);
      return true;
    }
    return false;
  };
}
