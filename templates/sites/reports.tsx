import { formatPostDate, postPath } from '../blog/format.ts';
import { fill } from '../species/words.ts';
import { useHref, useSite } from '../lib/site-context.tsx';

// A site page's "Trip reports": the posts whose front matter lists the site. Small and on its own,
// so a fuller model of the reports (what each trip recorded there) can replace it whole.

/** The site ids a post's front matter lists, where it lists any (the field is optional). */
const sitesOf = (post: object): readonly string[] => {
  const sites = (post as { sites?: unknown }).sites;
  return Array.isArray(sites) ? sites.filter((s): s is string => typeof s === 'string') : [];
};

/** The trip reports from a site, newest first as content.posts holds them; a plain sentence when there are none. */
export function SiteReports({ id, name }: { id: string; name: string }) {
  const { content } = useSite();
  const href = useHref();
  const words = content.sitePages.page;
  const posts = content.posts.filter((post) => sitesOf(post).includes(id));
  return (
    <section aria-labelledby="site-reports-heading" className="species-block site-reports">
      <h2 id="site-reports-heading">{words.reports}</h2>
      {posts.length > 0 ? (
        <ul>
          {posts.map((post) => (
            <li key={post.slug}>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>: <a href={href(postPath(post.slug))}>{post.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{fill(words.noReports, { name })}</p>
      )}
    </section>
  );
}
