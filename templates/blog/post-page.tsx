import type { Post } from '../../model/schema/posts.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { Picture } from '../components/picture.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { formatPostDate } from './format.ts';
import { markdownToHtml } from './markdown.tsx';
import { SpeciesNameLink } from '../species/link.tsx';
import { offeredPackages, packagePath } from '../../model/packages.ts';

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
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the operator's own Markdown, rendered at build time by marked. */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: markdownToHtml(post.body, site) }} />
        <TripFacts post={post} />
        {post.species && post.species.length > 0 && <SpeciesSeen names={post.species} />}
        {post.heard && post.heard.length > 0 && <SpeciesSeen names={post.heard} heading="Heard only" id="post-heard-heading" />}
        {post.mammals && post.mammals.length > 0 && <MammalsSeen names={post.mammals} />}
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

/** Where the trip went: its package, and its sites each linked to the site's page. */
function TripFacts({ post }: { post: Post }) {
  const { content } = useSite();
  const href = useHref();
  const sites = post.visited.map((id) => content.sites.find((s) => s.id === id)!).filter(Boolean);
  const offered = post.packagePath ? offeredPackages(content).find((o) => packagePath(o) === post.packagePath) : undefined;
  return (
    <dl className="post-trip">
      {offered && (
        <div>
          <dt>Package</dt>
          <dd>
            <a href={href(post.packagePath!)}>{offered.pkg.title}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>Sites</dt>
        <dd>
          {sites.map((site, i) => (
            <span key={site.id}>
              {i > 0 ? ', ' : ''}
              <a href={href(`/sites/${site.id}/`)}>{site.name}</a>
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

/** The mammals a report lists, in the records' order, each linked to its species page. */
function MammalsSeen({ names }: { names: readonly string[] }) {
  const { content } = useSite();
  const mammals = [...content.species.values()].filter((s) => s.kind === 'mammal' && names.includes(s.english));
  return (
    <section className="post-species" aria-labelledby="post-mammals-heading">
      <h2 id="post-mammals-heading">Mammals seen</h2>
      <ol className="post-species-list">
        {mammals.map((m) => (
          <li key={m.id}>
            <span className="post-species-name">
              <SpeciesNameLink name={m.english} />
            </span>{' '}
            <i lang="la">{m.scientific}</i>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The birds a report lists, in eBird/Clements 2023 taxonomic order, with scientific names. */
function SpeciesSeen({ names, heading = 'Species seen', id = 'post-species-heading' }: { names: readonly string[]; heading?: string; id?: string }) {
  const rows = taxonomyEntries();
  const birds = [...new Set(names)].map((name) => rows.get(name)!).sort((a, b) => a.position - b.position);
  return (
    <section className="post-species" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p>{birds.length} species, in eBird/Clements 2023 taxonomic order.</p>
      <ol className="post-species-list">
        {birds.map((bird) => (
          <li key={bird.english}>
            <span className="post-species-name">
              <SpeciesNameLink name={bird.english} />
            </span>{' '}
            <i lang="la">{bird.scientific}</i>
          </li>
        ))}
      </ol>
    </section>
  );
}
