const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-08-14` → `14 August 2026`, the same on every machine. */
export function formatPostDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Posts per page of the blog list; page 2 onwards is /blog/page/<n>/. */
export const POSTS_PER_PAGE = 12;

/** The site path of page `n` (1-based) of the blog list. */
export function blogPagePath(n: number): string {
  return n === 1 ? '/blog/' : `/blog/page/${n}/`;
}

/** The site path of a post. */
export function postPath(slug: string): string {
  return `/blog/${slug}/`;
}
