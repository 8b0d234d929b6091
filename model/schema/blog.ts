import { z } from 'zod';
import { internalPath, text } from './common.ts';
import { featureCard } from './about-tour.ts';

// /blog: the page the blog shows while it has no posts.
export const blogSchema = z.strictObject({
  /** What the blog shows while it has no posts: 'Coming Soon', a line, three teaser topics. */
  empty: z.strictObject({
    heading: text,
    text: text,
    topics: z.array(featureCard).min(1, 'must hold at least one teaser topic'),
    /** Where a visitor goes meanwhile. */
    links: z
      .array(z.strictObject({ label: text, href: internalPath }))
      .min(1)
      .max(2),
  }),
});

export type BlogInput = z.input<typeof blogSchema>;
