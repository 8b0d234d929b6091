import { BlogComingSoon } from '../blog/coming-soon.tsx';
import { PostList } from '../blog/post-list.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useSite } from '../lib/site-context.tsx';

/**
 * /blog: the newest trip reports (page 1 of the list), or, while there are none,
 * the blog's Coming Soon page exactly as the spec describes it.
 */
export function BlogPage() {
  const { posts } = useSite().content;
  if (posts.length > 0) return <PostList page={1} />;
  return (
    <>
      <PageIntro lead="Species guides, tour stories and conservation news from West Java." />
      <BlogComingSoon />
    </>
  );
}
