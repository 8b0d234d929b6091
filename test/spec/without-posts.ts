// The shipped content with its trip reports taken out, rendered: the site as it reads before its
// first report, whatever content/blog/ holds today. For the tests of what the generator shows where
// no report exists (Coming Soon, "no trip report yet"), which the shipped content's reports must
// not decide. Rendered once per worker, like the shared site of test/helpers/fixture.ts, with its
// species and site pages sampled.
import type { Content } from '../../model/schema/sections.ts';
import { renderSite } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import { siteOf, type RenderedSite } from '../helpers/fixture.ts';
import { content, islands, ROUTE_MAP, SITE_SAMPLE, testSocialImages } from '../helpers/render.ts';

/** The species pages rendered: the ones test/helpers/render.ts samples. */
const SPECIES = new Set(['species:javhae1', 'species:lesadj1', 'species:suntea1', 'species:javan-rhinoceros']);

/** The shipped content, its posts left out. */
export async function contentWithoutPosts(): Promise<Content> {
  return { ...(await content()), posts: [] };
}

let memo: Promise<RenderedSite> | undefined;
/** Every route of the shipped content without its posts (species and site pages sampled), rendered. */
export function siteWithoutPosts(): Promise<RenderedSite> {
  memo ??= (async () => {
    const site = await contentWithoutPosts();
    const pages = renderSite({
      content: site,
      routes: siteRoutes(site).filter(
        (route) => (!route.id.startsWith('species:') || SPECIES.has(route.id)) && (!route.id.startsWith('site:') || SITE_SAMPLE.has(route.id)),
      ),
      basePath: '/',
      siteUrl: 'https://example.test',
      images: createImageRecorder(),
      islands: await islands(),
      assetsFor: (route) => ({ styles: ['/assets/main.css'], scripts: ['/assets/page.js'], social: testSocialImages(route.id) }),
      routeMap: ROUTE_MAP,
    });
    return siteOf(pages);
  })();
  return memo;
}
