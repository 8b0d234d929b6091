import { createContext, useContext, type ComponentType } from 'react';
import type { Content } from '../../model/schema/sections.ts';
import { speciesById } from '../../model/species-uses.ts';
import type { Species } from '../../model/schema/species.ts';
import type { ImageResolver } from '../../model/images.ts';
import { withBase } from '../../model/hrefs.ts';
import type { SocialImages } from './seo.ts';
import type { Route } from './route-types.ts';
import { tourDisplayName } from '../../model/tour-names.ts';

/** What every template may read: content, the current route, asset URLs. Never the file system or clock. */
export interface SiteContextValue {
  content: Content;
  route: Route;
  basePath: string;
  siteUrl: string;
  images: ImageResolver;
  /**
   * Site paths of this page's stylesheets and deferred scripts (without base path), and its
   * link-preview pictures (absent on the first pass, before they are generated).
   */
  assets: {
    styles: string[];
    scripts: string[];
    /** The pictures islands load when they hydrate (templates/lib/deferred-pictures.tsx). */
    deferredPictures?: string;
    social?: SocialImages;
  };
  /**
   * Image ids the operator has a photo for (content/photos/), found by the build's content step.
   * Pictures that show only as a photo, never as stand-in artwork (a species page's), ask it; absent
   * means none.
   */
  photographed?: ReadonlySet<string>;
  /** The route map the build drew from the visit locations; absent where a render does not draw it. */
  routeMap?: DrawnImage;
  /** The islands a template may render, by component (crawled from widgets/islands/ by the build). */
  islands?: IslandRegistry;
  /** Collects the islands and enhancers this page renders, for its bundle (set by renderRoute; a bare test context may omit it). */
  record?: PageRecorder;
}

/** Island component → its name, the file name of its module in widgets/islands/ (the build crawls that folder). */
// biome-ignore lint/suspicious/noExplicitAny: components of every props type share one registry; their props are checked where each is used.
export type IslandRegistry = ReadonlyMap<ComponentType<any>, string>;

/** A picture the build draws (not a photo): its site path, without base path, and intrinsic size. */
export interface DrawnImage {
  src: string;
  width: number;
  height: number;
}

/** What a render pass learns about a page's client code. */
export interface PageRecorder {
  island(name: string): void;
  enhancer(name: string): void;
  readonly islands: ReadonlySet<string>;
  readonly enhancers: ReadonlySet<string>;
}

/** A fresh recorder for one page. */
export function createPageRecorder(): PageRecorder {
  const islands = new Set<string>();
  const enhancers = new Set<string>();
  return { island: (name) => void islands.add(name), enhancer: (name) => void enhancers.add(name), islands, enhancers };
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The species record of an id, names read from the taxonomy: every list in content refers to species by id. */
export function useSpecies(): (id: string) => Species {
  const { content } = useSite();
  return (id) => speciesById(content, id);
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteContext.Provider>');
  return value;
}

/** Whether the operator has a photo for an image id (no template reads the file system). */
export function useHasPhoto(): (id: string) => boolean {
  const { photographed } = useSite();
  return (id) => photographed?.has(id) ?? false;
}

/** Returns a function that turns a site path into an href honouring the base path. */
export function useHref(): (path: string) => string {
  const { basePath } = useSite();
  return (path) => withBase(basePath, path);
}

/** The name reviews, trip reports and booking messages print for a tour id (content/tours/ displayName). */
export function useTourName(): (tourId: string) => string {
  const { tours } = useSite().content;
  return (tourId) => tourDisplayName(tours, tourId);
}
