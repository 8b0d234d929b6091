import type { ReactNode } from 'react';
import { contentSecurityPolicy } from './lib/security.ts';
import { useHref, useSite } from './lib/site-context.tsx';

/** The <html> shell: head metadata, stylesheets, this page's widget bundle, and the body. */
export function Document({ children }: { children: ReactNode }) {
  const { route, content, siteUrl, assets, basePath } = useSite();
  const href = useHref();
  const { productTitle } = content.site;
  const title = route.id === 'home' ? `${productTitle}: ${route.title}` : `${route.title} | ${productTitle}`;
  const canonical = siteUrl.replace(/\/$/, '') + href(route.url);
  return (
    <html lang="en" data-base={basePath}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={contentSecurityPolicy('meta')} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={route.description} />
        {route.indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={productTitle} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={route.description} />
        {route.indexable && <meta property="og:url" content={canonical} />}
        <meta name="theme-color" content="#14532d" />
        <link rel="icon" href={href('/favicon.svg')} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={href('/apple-touch-icon.png')} />
        {assets.preloadFonts.map((font) => (
          <link key={font} rel="preload" href={href(font)} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {assets.styles.map((style) => (
          <link key={style} rel="stylesheet" href={href(style)} />
        ))}
        {assets.scripts.map((script) => (
          <script key={script} type="module" src={href(script)} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
