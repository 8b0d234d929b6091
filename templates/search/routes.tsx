import type { Content } from '../../model/schema/sections.ts';
import type { Route } from '../lib/route-types.ts';
import { SEARCH_PATH } from '../../model/search-kinds.ts';
import { SearchPage } from './search-page.tsx';

/** /search/, its words from content/search.yaml. */
export function searchRoutes(content: Pick<Content, 'search'>): Route[] {
  const { title, description, heading } = content.search;
  return [
    {
      id: 'search',
      url: SEARCH_PATH,
      outputPath: 'search/index.html',
      title,
      description,
      heading,
      Page: SearchPage,
      indexable: true,
      stylesheet: 'pages/search.scss',
    },
  ];
}
