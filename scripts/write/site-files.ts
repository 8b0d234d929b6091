// The write step: pages and the files that describe the site to crawlers and hosts.
import { siteFiles } from '../../templates/files.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import type { Site } from '../content/site.ts';
import { PAGEFIND_DIR } from '../search/index-site.ts';
import { formatHeadersFile, headerRules } from './headers.ts';
import { htaccess } from './host-configs.ts';
import { writeFiles } from './write.ts';

/** Writes every page, the sitemap, robots.txt, the feed and CSV files, _headers and .htaccess into `dir`. */
export async function writeSite(dir: string, site: Site, pages: readonly RenderedPage[]): Promise<void> {
  const { content, siteUrl, basePath } = site;
  await writeFiles(dir, [
    ...pages.map((page) => ({ path: page.outputPath, contents: page.html })),
    { path: 'sitemap.xml', contents: sitemap(pages, site) },
    { path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${site.href('/sitemap.xml')}\n` },
    ...siteFiles(content, siteUrl, basePath).map((file) => ({ path: file.path.slice(1), contents: file.contents })),
    // Pagefind's folder revalidates like a page: pagefind.js keeps its name from one build to the next.
    { path: '_headers', contents: formatHeadersFile(headerRules([...pages.map((page) => page.url), `/${PAGEFIND_DIR}/`], basePath)) },
    { path: '.htaccess', contents: htaccess(basePath) },
  ]);
}

function sitemap(pages: readonly RenderedPage[], site: Site): string {
  const urls = pages
    .filter((page) => page.route.indexable)
    .map((page) => `  <url><loc>${site.siteUrl}${site.href(page.url)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
