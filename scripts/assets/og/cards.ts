// The social step: one link-preview card per page, from its hero picture or the home page's.
import { resolve } from 'node:path';
import { wordsById } from '../images/index.ts';
import type { Draft } from '../../render/passes.ts';
import type { Site } from '../../content/site.ts';
import type { SocialImages } from '../../../templates/render.tsx';
import type { StandIns } from '../../stand-ins/index.ts';
import { buildOgImages } from './og.ts';

/** Each page's card by route id, and the site's (the home page's). */
interface SocialCards {
  pages: Map<string, SocialImages['page']>;
  site: SocialImages['site'];
}

/** Draws every page's 1200×630 card into `outDir`. */
export async function buildSocialCards(
  site: Site,
  draft: Draft,
  options: { root: string; contentDir: string; cacheDir: string; outDir: string; standIns?: StandIns },
): Promise<SocialCards> {
  const { content, routes } = site;
  // A page without a hero of its own shows the home page's first slide.
  const words = wordsById(draft.images.requests);
  const fallback = content.home.hero.slides[0]!.image;
  const pictureOf = (hero: Draft['pages'][number]['hero']) => {
    const { id, alt } = hero ?? fallback;
    return { id, ...(words.get(id) ?? { alt }) };
  };
  const pages = await buildOgImages(
    draft.pages.map((page) => ({
      key: page.route.id,
      file: page.route.card?.file,
      title: page.route.card?.title ?? page.route.title,
      image: pictureOf(page.hero),
    })),
    {
      root: options.root,
      contentDir: resolve(options.contentDir),
      cacheDir: resolve(options.cacheDir),
      outDir: options.outDir,
      operator: content.site.productTitle,
      standIns: options.standIns,
    },
  );
  const home = routes.find((r) => r.url === '/');
  return { pages, site: pages.get(home?.id ?? routes[0]!.id)! };
}
