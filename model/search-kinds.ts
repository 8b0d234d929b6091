// What the site search indexes and how a result names its kind. A leaf module: the frame marks
// each page's <main> from it, the search page labels results with it, and the build tests read it.
import type { SearchKind } from './schema/search.ts';
import type { Content } from './schema/sections.ts';

/** Site path of the search page. */
export const SEARCH_PATH = '/search/';

/**
 * The kind of the page with this route id, or undefined for a page the search leaves out (home,
 * contact, the lists, checklists). Keyed on the id's prefix, so a new collection (the site pages,
 * `site:<id>`) is indexed as soon as its routes exist.
 */
export function searchKindOf(id: string, content: Pick<Content, 'tours'>): SearchKind | undefined {
  if (id.startsWith('species:')) return 'species';
  if (id.startsWith('site:')) return 'site';
  if (id.startsWith('post:')) return 'report';
  if (content.tours.some((t) => t.slug === id)) return 'tour';
  return undefined;
}

/**
 * The joined spelling of each hyphenated word of a name, which a visitor may type: "Javan
 * Hawk-Eagle" → "HawkEagle", so "hawkeagle" finds it (Pagefind indexes "Hawk-Eagle" as "hawk" and
 * "eagle" already). Undefined for a name without a hyphen.
 */
export function nameVariants(name: string): string | undefined {
  const joined = name.match(/[\p{L}']+(?:-[\p{L}']+)+/gu)?.map((word) => word.replaceAll('-', ''));
  return joined?.length ? joined.join(' ') : undefined;
}

/** Site path of the list of every site we visit (its pages, `site:<id>`, come from content/sites/). */
export const SITES_INDEX_PATH = '/sites/';
