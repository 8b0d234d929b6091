import type { Post } from '../../model/schema/posts.ts';
import { Picture } from '../components/picture.tsx';
import { useHref, useTourName } from '../lib/site-context.tsx';
import { formatPostDate, postPath } from './format.ts';

/** A trip report in a list: cover, title linking to the post, date, tour and summary. */
export function PostCard({ post, headingLevel = 2 }: { post: Post; headingLevel?: 2 | 3 }) {
  const href = useHref();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="post-card">
      <Picture image={post.cover} use="card" className="post-card-cover" />
      <div className="post-card-body">
        <Heading className="post-card-title">
          <a href={href(postPath(post.slug))}>{post.title}</a>
        </Heading>
        <p className="post-meta">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          <span className="post-tour">{useTourName()(post.tour)}</span>
        </p>
        <p className="post-card-summary">{post.summary}</p>
      </div>
    </article>
  );
}
