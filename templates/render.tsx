import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../model/schema/sections.ts';
import { Document } from './document.tsx';
import { Frame, FramePart, framePartKey, framePartMarker, framePartNames, type FramePartName } from './frame/frame.tsx';
import { deferredPictures } from './lib/deferred-pictures.tsx';
import type { ImageResolver, ImageWords } from '../model/images.ts';
import { SiteContext, createPageRecorder, type IslandRegistry, type SiteContextValue } from './lib/site-context.tsx';
import { siteRoutes, type Route } from './routes.ts';

// scripts/ reaches templates through this module, routes.ts and files.ts only: what the engine
// hands a render and gets back is exported from here.
export type { DrawnImage, IslandRegistry, SiteContextValue } from './lib/site-context.tsx';
export type { SocialImage, SocialImages } from './lib/seo.ts';
export { UnknownIslandError } from './lib/island.tsx';

export interface RenderedPage {
  route: Route;
  url: string;
  outputPath: string;
  html: string;
  /** Island names the page renders, sorted. */
  islands: string[];
  /** Enhancer names the page asks for, sorted. */
  enhancers: string[];
  /** The page's first hero picture, if it has one: its link-preview picture is made from it. */
  hero?: { id: string } & ImageWords;
  /** The frame's parts in `html`, each the very string other pages of this render pass share. */
  frameParts: readonly string[];
}

export interface RenderOptions {
  content: Content;
  basePath: string;
  siteUrl: string;
  images: ImageResolver;
  /** The islands templates may render, by component (the build crawls widgets/islands/). */
  islands: IslandRegistry;
  /** Asset site paths for a page; empty on the first pass, before assets exist. */
  assetsFor: (route: Route) => SiteContextValue['assets'];
  /** The routes to render; the site's routes for this content unless a test passes fixture routes. */
  routes?: readonly Route[];
  /** Image ids with an operator photo (see SiteContextValue); leave out to render as if there were none. */
  photographed?: SiteContextValue['photographed'];
  /** The route map the build drew (the home page shows it); leave out to render without it. */
  routeMap?: SiteContextValue['routeMap'];
  /** Wrap pages in the site frame (header, footer, contact button); fixtures may render bare pages. */
  frame?: boolean;
}

/** Renders every route in memory. Pure: no file system, no clock. */
export function renderSite(options: RenderOptions): RenderedPage[] {
  return (options.routes ?? siteRoutes(options.content)).map((route) => renderRoute(route, options));
}

export function renderRoute(route: Route, options: RenderOptions): RenderedPage {
  const { content, basePath, siteUrl, images, islands, assetsFor, routeMap, photographed, frame = true } = options;
  const record = createPageRecorder();
  let hero: RenderedPage['hero'];
  const pageImages: ImageResolver = {
    resolve(id, use, words) {
      if (use === 'hero' && !hero) hero = { id, alt: words?.alt ?? '', caption: words?.caption, subject: words?.subject };
      return images.resolve(id, use, words);
    },
    ...(images.credits ? { credits: () => images.credits!() } : {}),
  };
  const value: SiteContextValue = { content, route, basePath, siteUrl, images: pageImages, islands, assets: assetsFor(route), routeMap, photographed, record };
  const { Page } = route;
  let html =
    '<!DOCTYPE html>' +
    renderToStaticMarkup(
      <SiteContext.Provider value={value}>
        <Document>
          {frame ? (
            <Frame>
              <Page />
            </Frame>
          ) : (
            <Page />
          )}
        </Document>
      </SiteContext.Provider>,
    );
  const frameParts: string[] = [];
  if (frame) {
    // The markers stand in page order: one pass over the markup puts each part in its place.
    let filled = '';
    let from = 0;
    for (const name of framePartNames) {
      const part = sharedFramePart(name, value, options);
      part.islands.forEach(record.island);
      part.enhancers.forEach(record.enhancer);
      const marker = framePartMarker(name);
      const at = html.indexOf(marker, from);
      if (at < 0) throw new Error(`${route.url}: the frame's ${name} marker is missing from the page's markup`);
      filled += html.slice(from, at) + part.html;
      from = at + marker.length;
      frameParts.push(part.html);
    }
    html = filled + html.slice(from);
  }
  return {
    route,
    url: route.url,
    outputPath: route.outputPath,
    html,
    islands: [...record.islands].sort(),
    enhancers: [...record.enhancers].sort(),
    hero,
    frameParts,
  };
}

interface RenderedPart {
  html: string;
  islands: readonly string[];
  enhancers: readonly string[];
}

// The header, footer and contact button are most of a short page's markup and the same on most
// pages: each is rendered once per render pass (one options object) and key, then reused.
const partsByPass = new WeakMap<RenderOptions, Map<string, RenderedPart>>();

function sharedFramePart(name: FramePartName, value: SiteContextValue, options: RenderOptions): RenderedPart {
  let parts = partsByPass.get(options);
  if (!parts) partsByPass.set(options, (parts = new Map()));
  const key = `${framePartKey(name, value.route)}|${value.assets.deferredPictures ?? ''}`;
  let part = parts.get(key);
  if (!part) {
    const record = createPageRecorder();
    const html = renderToStaticMarkup(
      <SiteContext.Provider value={{ ...value, record }}>
        <FramePart name={name} />
      </SiteContext.Provider>,
    );
    part = { html, islands: [...record.islands], enhancers: [...record.enhancers] };
    parts.set(key, part);
  }
  return part;
}

/** The pictures islands show later, as the JSON file they load: markup by key (see deferredPictures). */
export function renderDeferredPictures({ content, basePath, siteUrl, images }: Pick<RenderOptions, 'content' | 'basePath' | 'siteUrl' | 'images'>): string {
  const value: SiteContextValue = { content, route: siteRoutes(content)[0]!, basePath, siteUrl, images, assets: { styles: [], scripts: [] } };
  const pictures = deferredPictures(content).map(([key, picture]) => [
    key,
    renderToStaticMarkup(<SiteContext.Provider value={value}>{picture}</SiteContext.Provider>),
  ]);
  return JSON.stringify(Object.fromEntries(pictures));
}
