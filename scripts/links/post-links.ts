// The links of a trip report, checked against the site's routes. The posts are read before the
// rest of the content is loaded, and the routes follow from all of it (species pages, checklists,
// the reports themselves), so parsePost records each post's links with their file lines and this
// check runs once the route table exists.
import { Lexer, type Token, type Tokens } from 'marked';
import type { Post } from '../../model/schema/posts.ts';
import { closest } from '../../model/suggest.ts';
import { linkKind } from '../../model/links.ts';
import type { ContentProblem } from '../content/problems.ts';

/** A link of a post's body: where it points, as written, and its line in the file. */
export interface PostLink {
  href: string;
  line?: number;
}

const linksOf = new WeakMap<Post, readonly PostLink[]>();

/** Keeps the links parsePost read from a post's file, with their lines, for postLinkProblems. */
export function recordPostLinks(post: Post, links: readonly PostLink[]): void {
  linksOf.set(post, links);
}

/**
 * Every site path a post links to that is not a page of the site (`routes`, the route table), each
 * at its line with the closest pages; a path relative to the post's address is one too, as it
 * breaks under /blog/<name>/. Fragments are left to `npm run check:links`, which reads the built
 * pages' ids.
 */
export function postLinkProblems(posts: readonly Post[], routes: readonly { url: string }[]): ContentProblem[] {
  const urls = new Set(routes.map((r) => r.url));
  const problems: ContentProblem[] = [];
  for (const post of posts) {
    for (const { href, line } of linksOf.get(post) ?? linksIn(post.body)) {
      const kind = linkKind(href);
      if (kind !== 'site' && kind !== 'relative') continue;
      const absolute = kind === 'site' ? href : `/${href.replace(/^(?:\.{1,2}\/)+/, '')}`;
      const path = absolute.replace(/[?#].*$/, '');
      if (kind === 'site' && urls.has(path)) continue;
      const rest = absolute.slice(path.length);
      const suggestions = (urls.has(path) ? [path] : closest(path, urls)).map((url) => `${url}${rest}`);
      problems.push({
        file: post.file,
        ...(line ? { line } : {}),
        field: 'body',
        message: kind === 'site' ? 'must link to a page the site has' : 'must link to a site path starting with "/" or to a full address',
        expected:
          kind === 'site'
            ? 'a path of the route table, such as /birding-tour/, /species/javan-trogon/ or /blog/<name>/, with an optional #fragment'
            : 'a site path such as /birding-tour/ (a relative path breaks under /blog/<name>/) or an address such as https://…',
        found: JSON.stringify(href),
        ...(suggestions.length ? { suggestions } : {}),
      });
    }
  }
  return problems;
}

/** The links of a post parsePost did not read (one made in code), without lines. */
function linksIn(body: string): PostLink[] {
  const links: PostLink[] = [];
  const visit = (tokens: readonly Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'link') links.push({ href: (token as Tokens.Link).href });
      const nested = token as { tokens?: Token[]; items?: Token[] };
      visit([...(nested.tokens ?? []), ...(nested.items ?? [])]);
    }
  };
  visit(new Lexer().lex(body));
  return links;
}
