import { createContext, useContext } from 'react';
import type { Content } from '../../content/schema/sections.ts';
import type { ImageResolver } from './images.ts';
import { withBase } from './links.ts';
import type { Route } from '../routes.ts';

/** What every template may read: content, the current route, asset URLs. Never the file system or clock. */
export interface SiteContextValue {
  content: Content;
  route: Route;
  basePath: string;
  siteUrl: string;
  images: ImageResolver;
  /** Site paths of this page's stylesheets and module scripts (without base path). */
  assets: { styles: string[]; scripts: string[]; preloadFonts: string[] };
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <SiteContext.Provider>');
  return value;
}

/** Returns a function that turns a site path into an href honouring the base path. */
export function useHref(): (path: string) => string {
  const { basePath } = useSite();
  return (path) => withBase(basePath, path);
}
