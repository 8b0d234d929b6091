import type { Post } from '../../model/schema/posts.ts';
import { tourDisplayName } from '../../model/tour-names.ts';
import type { Tour } from '../../model/schema/tours.ts';
import type { Route } from '../lib/route-types.ts';
import { blogPagePath, POSTS_PER_PAGE, postPath } from './format.ts';
import { PostList } from './post-list.tsx';
import { PostPage } from './post-page.tsx';

/**
 * The routes trip reports add: pages 2… of the list (page 1 is /blog/ itself) and one page per
 * post. None exist while there are no posts.
 */
export function blogRoutes(posts: readonly Post[], tours: readonly Tour[]): Route[] {
  const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
  const listPages: Route[] = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => {
    const n = i + 2;
    const url = blogPagePath(n);
    return {
      id: `blog-page-${n}`,
      url,
      outputPath: `${url.slice(1)}index.html`,
      title: `Blog, page ${n}`,
      description: `Trip reports from our birding, wildlife and volcano tours in West Java and Banten, page ${n} of ${pages}.`,
      heading: 'Blog',
      Page: () => <PostList page={n} />,
      component: PostList,
      indexable: true,
      stylesheet: 'pages/blog.scss',
    };
  });
  const postPages: Route[] = posts.map((post) => ({
    id: `post:${post.slug}`,
    url: postPath(post.slug),
    outputPath: `blog/${post.slug}/index.html`,
    title: post.title,
    description: post.summary,
    heading: post.title,
    Page: () => <PostPage post={post} />,
    component: PostPage,
    indexable: true,
    stylesheet: 'pages/blog.scss',
    // Drawn once per tour and cover, not once per report: thousands of reports stay a quick build.
    card: { title: `Trip report: ${tourDisplayName(tours, post.tour)}`, file: `trip-report-${post.tour}` },
  }));
  return [...listPages, ...postPages];
}
