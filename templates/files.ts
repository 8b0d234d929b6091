import type { Content } from '../model/schema/sections.ts';
import { atomFeed, FEED_PATH } from './blog/feed.ts';
import { checklistCsv, checklistCsvPath } from './checklist/csv.ts';
import { buildChecklist, checklistTours } from '../model/checklists.ts';

/** A file the site publishes besides its pages: a feed, a download. */
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
  ];
}
