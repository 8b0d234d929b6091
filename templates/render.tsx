import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/schema/sections.ts';
import { Document } from './document.tsx';
import { Frame } from './frame/frame.tsx';
import type { ImageResolver } from './lib/images.ts';
import { SiteContext, type SiteContextValue } from './lib/site-context.tsx';
import { routes, type Route } from './routes.ts';

export interface RenderedPage {
  route: Route;
  url: string;
  outputPath: string;
  html: string;
}

export interface RenderOptions {
  content: Content;
  basePath: string;
  siteUrl: string;
  images: ImageResolver;
  /** Asset site paths for a page; empty on the first pass, before assets exist. */
  assetsFor: (route: Route) => SiteContextValue['assets'];
}

/** Renders every route in memory. Pure: no file system, no clock. */
export function renderSite(options: RenderOptions): RenderedPage[] {
  return routes.map((route) => renderRoute(route, options));
}

export function renderRoute(route: Route, { content, basePath, siteUrl, images, assetsFor }: RenderOptions): RenderedPage {
  const value: SiteContextValue = { content, route, basePath, siteUrl, images, assets: assetsFor(route) };
  const { Page } = route;
  const html =
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <SiteContext.Provider value={value}>
        <Document>
          <Frame>
            <Page />
          </Frame>
        </Document>
      </SiteContext.Provider>,
    );
  return { route, url: route.url, outputPath: route.outputPath, html };
}

/** Names of the widgets a page's markup asks for (`data-widget="tabs"`), sorted. */
export function widgetsIn(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/data-widget="([^"]+)"/g)) {
    for (const name of match[1]!.split(/\s+/)) names.add(name);
  }
  return [...names].sort();
}
