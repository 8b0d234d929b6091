import type { Content } from '../model/schema/sections.ts';
import { atomFeed, FEED_PATH } from './blog/feed.ts';
import { checklistCsv, checklistCsvPath } from './checklist/csv.ts';
import { checklistTours } from '../model/packages.ts';
import { buildChecklist } from '../model/checklists.ts';
import { LIFE_LIST_DATA_PATH, lifeListData } from './species/life-list-data.ts';

// The templates' facts the engine writes into files of its own: the Content-Security-Policy header
// (scripts/write/headers.ts), the home-screen icons and the web manifest's colours (scripts/assets/icons.ts).
export { contentSecurityPolicy } from './lib/security.ts';
export { backgroundColor, manifestPath, pngIcons, themeColor } from './lib/seo.ts';

/** A file the site publishes besides its pages: a feed, a download, the life list's data. */
interface SiteFile {
  /** Site path, e.g. /blog/feed.xml. */
  path: string;
  contents: string;
}

/** Every non-page file this content publishes (none of them exists when its content is empty). */
export function siteFiles(content: Content, siteUrl: string, basePath: string): SiteFile[] {
  const feed = atomFeed(content, siteUrl, basePath);
  return [
    ...(feed === undefined ? [] : [{ path: FEED_PATH, contents: feed }]),
    ...checklistTours(content).map((tour) => ({ path: checklistCsvPath(tour), contents: checklistCsv(buildChecklist(content, tour)) })),
    ...(content.species.size > 0 ? [{ path: LIFE_LIST_DATA_PATH, contents: JSON.stringify(lifeListData(content, basePath)) }] : []),
  ];
}
