import { z } from 'zod';
import { internalPath, text } from './common.ts';
import { featureCard } from './about-tour.ts';

// /blog (spec 001 §2.8): the page the blog shows while it has no posts.
export const blogSchema = z.strictObject({
  /** What the blog shows while it has no posts: 'Coming Soon', a line, three teaser topics. */
  empty: z.strictObject({
    heading: text,
    text: text,
    topics: z.array(featureCard).length(3, 'must hold the three teaser topics of spec 001 §2.8'),
    /** Where a visitor goes meanwhile. */
    links: z.array(z.strictObject({ label: text, href: internalPath })).min(1).max(2),
  }),
});

export type BlogInput = z.input<typeof blogSchema>;
export type Blog = z.infer<typeof blogSchema>;
