import type { Content } from '../../model/schema/sections.ts';
import type { Route } from '../lib/route-types.ts';
import { fill } from '../../model/words.ts';
import { SitesIndexPage } from './index-page.tsx';
import { siteModel, sitePath, SITES_INDEX_PATH } from '../../model/sites.ts';
import { SitePage } from './site-page.tsx';

/** /sites/ and one page per site of content/sites/ (ids `sites` and `site:<id>`, which the search relies on). */
export function sitePageRoutes(content: Content): Route[] {
  const { index, page } = content.sitePages;
  return [
    {
      id: 'sites',
      url: SITES_INDEX_PATH,
      outputPath: 'sites/index.html',
      title: index.title,
      description: index.description,
      heading: index.heading,
      Page: SitesIndexPage,
      indexable: true,
      stylesheet: 'pages/sites.scss',
    },
    ...siteModel(content).entries.map(
      (entry): Route => ({
        id: `site:${entry.site.id}`,
        url: sitePath(entry.site.id),
        outputPath: `sites/${entry.site.id}/index.html`,
        title: fill(page.title, { name: entry.site.name }),
        description: fill(page.description, { name: entry.site.name }),
        heading: entry.site.name,
        Page: () => <SitePage entry={entry} />,
        component: SitePage,
        indexable: true,
        stylesheet: 'pages/sites.scss',
        card: { title: 'Sites of West Java', file: 'site-page' },
      }),
    ),
  ];
}
