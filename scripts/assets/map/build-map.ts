import type { Content } from '../../../content/schema/sections.ts';
import type { DrawnImage } from '../../../templates/lib/site-context.tsx';
import { loadLand } from './land.ts';
import { OVERVIEW, renderRouteMap } from './route-map.ts';
import { BuildError } from '../../lib/build-error.ts';
import { contentHash } from '../../lib/hash.ts';
import { writeFiles } from '../../write/write.ts';

/**
 * Draws the home page's route map from the visit locations into `outDir`/assets/, named by its
 * content hash; the land it is drawn on is kept in `cacheDir` between builds.
 */
export async function buildRouteMap(content: Content, outDir: string, cacheDir?: string): Promise<DrawnImage> {
  const { locations, map: words } = content.home.visit;
  let map: ReturnType<typeof renderRouteMap>;
  try {
    map = renderRouteMap(locations, await loadLand(OVERVIEW, cacheDir), words.alt);
  } catch (cause) {
    throw new BuildError(
      'RouteMapUnplaceable',
      'the route map could not place a label',
      {
        file: 'content/home.ts',
        field: 'visit.locations',
        expected: 'places far enough apart to label each one',
        found: (cause as Error).message,
        hint: 'check the lat/lon of the place named, or shorten its name',
      },
      { cause },
    );
  }
  const path = `assets/route-map-${contentHash(map.svg)}.svg`;
  await writeFiles(outDir, [{ path, contents: map.svg }]);
  return { src: `/${path}`, width: map.width, height: map.height };
}
