import { Marked, type Tokens } from 'marked';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkKind, linkProblem } from '../../model/links.ts';
import { Picture } from '../components/picture.tsx';
import { escapeMarkup as escapeHtml } from '../../model/escape.ts';
import { externalLinkProps, withBase } from '../../model/hrefs.ts';
import { SiteContext, type SiteContextValue } from '../lib/site-context.tsx';

/**
 * A post body as HTML. Images name image ids and go through the image pipeline (a paragraph that
 * is one image becomes a <figure>, its title the caption); `#` headings become <h2> under the page's
 * <h1>; site paths get the base path; outside links open safely; a link of a scheme not allowed (model/links.ts) is left as its words. Raw HTML stops the build when the
 * post is read (scripts/content/posts.ts); were any to reach here it would print as text.
 */
export function markdownToHtml(markdown: string, site: SiteContextValue): string {
  const picture = (token: Tokens.Image) =>
    renderToStaticMarkup(
      <SiteContext.Provider value={site}>
        <Picture image={{ id: token.href, alt: token.text }} use="gallery" sizes="(min-width: 48rem) 46rem, 100vw" caption={token.title ?? undefined} />
      </SiteContext.Provider>,
    );
  const marked = new Marked({
    gfm: true,
    renderer: {
      paragraph(token) {
        const [only] = token.tokens;
        if (token.tokens.length === 1 && only?.type === 'image') {
          const image = only as Tokens.Image;
          return `<figure class="post-figure">${picture(image)}${image.title ? `<figcaption>${escapeHtml(image.title)}</figcaption>` : ''}</figure>\n`;
        }
        return `<p>${this.parser.parseInline(token.tokens)}</p>\n`;
      },
      image: (token) => picture(token),
      heading(token) {
        const level = Math.max(2, token.depth);
        return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
      },
      link(token) {
        const text = this.parser.parseInline(token.tokens);
        // The build refuses such a link where the report is read; a body made in code gets its words only.
        if (linkProblem(token.href)) return text;
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        if (/^https?:\/\//.test(token.href))
          return `<a href="${escapeHtml(token.href)}"${title} target="${externalLinkProps.target}" rel="${externalLinkProps.rel}">${text}</a>`;
        const href = linkKind(token.href) === 'site' ? withBase(site.basePath, token.href) : token.href;
        return `<a href="${escapeHtml(href)}"${title}>${text}</a>`;
      },
      html: (token) => escapeHtml(token.text),
    },
  });
  return marked.parse(markdown, { async: false });
}
