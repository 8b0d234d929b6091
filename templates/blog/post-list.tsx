import { PageIntro } from '../components/page-intro.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { blogPagePath, POSTS_PER_PAGE } from './format.ts';
import { PostCard } from './post-card.tsx';

/** Page `page` (1-based) of the trip reports, newest first, with links to the other pages. */
export function PostList({ page }: { page: number }) {
  const { posts } = useSite().content;
  const href = useHref();
  const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
  const shown = posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
  return (
    <>
      <PageIntro
        lead={
          page === 1 ? 'Trip reports from our tours in West Java, Banten and beyond: what we saw, where and when.' : `Trip reports, page ${page} of ${pages}.`
        }
      />
      <section className="section post-list-section" aria-label={`Trip reports, page ${page} of ${pages}`}>
        <div className="container">
          <ol className="post-list" role="list">
            {shown.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className="pagination" aria-label="Trip report pages">
              {page > 1 && (
                <a className="pagination-step" href={href(blogPagePath(page - 1))} rel="prev">
                  Newer reports
                </a>
              )}
              <ol className="pagination-pages" role="list">
                {pageWindow(page, pages).map((n, i) =>
                  n === null ? (
                    <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={n}>
                      <a aria-label={`Page ${n}`} aria-current={n === page ? 'page' : undefined} href={href(blogPagePath(n))}>
                        {n}
                      </a>
                    </li>
                  ),
                )}
              </ol>
              {page < pages && (
                <a className="pagination-step" href={href(blogPagePath(page + 1))} rel="next">
                  Older reports
                </a>
              )}
            </nav>
          )}
        </div>
      </section>
    </>
  );
}

/** The page numbers a pagination bar shows: first, last and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((d) => page + d)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}
