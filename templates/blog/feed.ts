import type { Content } from '../../model/schema/sections.ts';
import { tourDisplayName } from '../../model/tour-names.ts';
import { escapeMarkup as escapeXml } from '../../model/escape.ts';
import { withBase } from '../../model/hrefs.ts';
import { postPath } from './format.ts';

/** /blog/feed.xml: an Atom feed of every trip report, newest first; undefined while there are none. */
export function atomFeed(content: Content, siteUrl: string, basePath: string): string | undefined {
  const { posts, site } = content;
  if (posts.length === 0) return undefined;
  const url = (path: string) => siteUrl.replace(/\/$/, '') + withBase(basePath, path);
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const entries = posts.map((post) =>
    [
      '  <entry>',
      `    <id>${escapeXml(url(postPath(post.slug)))}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url(postPath(post.slug)))}"/>`,
      `    <published>${stamp(post.date)}</published>`,
      `    <updated>${stamp(post.date)}</updated>`,
      `    <category term="${escapeXml(post.tour)}" label="${escapeXml(tourDisplayName(content.tours, post.tour))}"/>`,
      `    <summary>${escapeXml(post.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(url('/blog/'))}</id>`,
    `  <title>${escapeXml(`${site.productTitle}: trip reports`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url('/blog/'))}"/>`,
    `  <updated>${stamp(posts[0]!.date)}</updated>`,
    `  <author><name>${escapeXml(site.productTitle)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Where the feed is written, as a site path. */
export const FEED_PATH = '/blog/feed.xml';
