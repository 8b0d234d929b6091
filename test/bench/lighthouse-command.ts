// `npm run bench:lighthouse [-- /path/ …]`: Lighthouse mobile runs of dist/ served on 127.0.0.1
// (gzip, as a host serves it). A benchmark, not a test: it prints scores, FCP, LCP and its element,
// TBT and CLS per page. Build first. `npm run bench` prints the same table with everything else.
import { resolve } from 'node:path';
import { fixedRoutes } from '../../templates/routes.ts';
import { formatLighthouseTable, launchChrome, runLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import { loadContent } from '../../scripts/content/load.ts';

const root = resolve(import.meta.dirname, '../..');
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const targets =
  paths.length > 0
    ? paths
    : fixedRoutes(await loadContent(resolve(root, 'content'), root))
        .filter((r) => r.indexable)
        .map((r) => r.url);

const server = await startStaticServer({ dir: resolve(root, 'dist') });
const chrome = await launchChrome();
const figures = new Map<string, LighthouseFigures>();
try {
  for (const path of targets) figures.set(path, await runLighthouse(new URL(path.slice(1), server.url).href, chrome.port));
  console.log(formatLighthouseTable(figures));
} finally {
  chrome.kill();
  await server.close();
}
process.exit(0);
