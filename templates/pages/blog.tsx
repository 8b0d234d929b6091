import { BlogComingSoon } from '../blog/coming-soon.tsx';
import { PageIntro } from '../components/page-intro.tsx';

/**
 * /blog (spec 001 §2.8). No posts exist, so the page is the blog's empty state; when posts arrive
 * (a later issue) a post list takes the place of <BlogComingSoon /> and this remains its empty case.
 */
export function BlogPage() {
  return (
    <>
      <PageIntro lead="Species guides, tour stories and conservation news from West Java." />
      <BlogComingSoon />
    </>
  );
}
