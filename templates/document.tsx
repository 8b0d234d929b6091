import type { ReactNode } from 'react';
import { FEED_PATH } from './blog/feed.ts';
import { contentSecurityPolicy } from './lib/security.ts';
import { useHref, useSite } from './lib/site-context.tsx';
import { absoluteUrl, documentTitle, logoPath, manifestPath, ogLocale, themeColor, type SocialImage } from './lib/seo.ts';
import { jsonLdText, pageStructuredData } from './lib/structured-data.ts';

/** The <html> shell: head metadata, stylesheets, this page's widget bundle, the body, and its structured data last. */
export function Document({ children }: { children: ReactNode }) {
  const { route, content, siteUrl, assets, basePath } = useSite();
  const href = useHref();
  const { productTitle } = content.site;
  const title = documentTitle(route, productTitle);
  const url = (path: string) => absoluteUrl(siteUrl, basePath, path);
  const canonical = url(route.url);
  const image = assets.social?.page;
  return (
    <html lang="en" data-base={basePath}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy('meta', { search: route.id === 'search' })} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={route.description} />
        {/* The 404 page has no canonical URL; its 404 status keeps it out of search results. */}
        {route.indexable && <link rel="canonical" href={canonical} />}
        {assets.styles.map((style) => (
          <link key={style} rel="stylesheet" href={href(style)} />
        ))}
        {assets.scripts.map((script) => (
          <script key={script} defer src={href(script)} />
        ))}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={productTitle} />
        <meta property="og:locale" content={ogLocale} />
        <meta property="og:title" content={route.title} />
        <meta property="og:description" content={route.description} />
        {route.indexable && <meta property="og:url" content={canonical} />}
        {image && <OpenGraphImage image={image} url={url(image.path)} />}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={route.title} />
        <meta name="twitter:description" content={route.description} />
        {image && <meta name="twitter:image" content={url(image.path)} />}
        {image && <meta name="twitter:image:alt" content={image.alt} />}
        <meta name="theme-color" content={themeColor} />
        <link rel="icon" href={href('/favicon.svg')} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={href('/apple-touch-icon.png')} />
        <link rel="manifest" href={href(manifestPath)} />
        {/* The route is asked first: only the blog's pages read the posts, so the dev server redraws only them when a post comes or goes. */}
        {/^(blog|blog-page-|post:)/.test(route.id) && content.posts.length > 0 && (
          <link rel="alternate" type="application/atom+xml" title={`${productTitle}: trip reports`} href={href(FEED_PATH)} />
        )}
      </head>
      <body>
        {children}
        {/* Last in the body: crawlers read it, and it never delays the first screen. */}
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped for a script element by jsonLdText.
          dangerouslySetInnerHTML={{
            __html: jsonLdText(pageStructuredData(content, route, url, { logo: logoPath, site: assets.social?.site, page: image })),
          }}
        />
      </body>
    </html>
  );
}

function OpenGraphImage({ image, url }: { image: SocialImage; url: string }) {
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
    </>
  );
}
