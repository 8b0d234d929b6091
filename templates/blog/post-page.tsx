import type { Post } from '../../content/schema/posts.ts';
import { taxonomyEntries } from '../../content/schema/taxonomy.ts';
import { Picture } from '../components/picture.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { formatPostDate } from './format.ts';
import { markdownToHtml } from './markdown.tsx';
import { SpeciesNameLink } from '../species/link.tsx';

/** /blog/<slug>/: one trip report with its cover, body, the birds seen, and the way to its tour. */
export function PostPage({ post }: { post: Post }) {
  const site = useSite();
  const href = useHref();
  const tour = site.content.tours.find((t) => t.id === post.tour)!;
  return (
    <article className="post">
      <section aria-labelledby="post-title" className="page-intro post-header">
        <div className="container">
          <p className="post-breadcrumb">
            <a href={href('/blog/')}>Trip reports</a>
          </p>
          <h1 id="post-title">{post.title}</h1>
          <p className="post-meta">
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            <a className="post-tour" href={href(`/${tour.slug}/`)}>
              {tour.displayName}
            </a>
          </p>
          <p className="lead">{post.summary}</p>
        </div>
      </section>
      <div className="container post-container">
        <Picture image={post.cover} use="hero" priority className="post-cover" sizes="(min-width: 48rem) 46rem, 100vw" />
        <div className="post-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(post.body, site) }} />
        {post.species && post.species.length > 0 && <SpeciesSeen names={post.species} />}
        <footer className="post-footer">
          <a className="btn btn-primary" href={href(`/${tour.slug}/`)}>
            See the tour packages
          </a>
          <a className="btn btn-outline" href={href('/blog/')}>
            All trip reports
          </a>
        </footer>
      </div>
    </article>
  );
}

/** The birds a report lists, in eBird/Clements 2023 taxonomic order, with scientific names. */
function SpeciesSeen({ names }: { names: readonly string[] }) {
  const rows = taxonomyEntries();
  const birds = [...new Set(names)].map((name) => rows.get(name)!).sort((a, b) => a.position - b.position);
  return (
    <section className="post-species" aria-labelledby="post-species-heading">
      <h2 id="post-species-heading">Species seen</h2>
      <p>
        {birds.length} species, in eBird/Clements 2023 taxonomic order.
      </p>
      <ol className="post-species-list">
        {birds.map((bird) => (
          <li key={bird.english}>
            <span className="post-species-name">
              <SpeciesNameLink name={bird.english} />
            </span> <i lang="la">{bird.scientific}</i>
          </li>
        ))}
      </ol>
    </section>
  );
}
