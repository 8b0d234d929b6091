import { join } from 'node:path';
import type { Content } from '../../../model/schema/sections.ts';
import type { DrawnImage } from '../../../templates/render.tsx';
import { BuildError } from '../../lib/build-error.ts';
import { KeptFiles, sha256 } from '../../lib/kept.ts';
import { contentHash } from '../../lib/hash.ts';
import { packageVersion, sourcesHash } from '../../lib/sources-hash.ts';
import { writeFiles } from '../../write/write.ts';
import type { RouteMap } from './route-map.ts';

/**
 * The files and packages the map is drawn by: this folder, the schema its bounds come from, the
 * markup escaping, the land data and the geometry libraries.
 */
const MAP_SOURCES = ['scripts/assets/map', 'model'];
const MAP_PACKAGES = ['world-atlas', 'topojson-client', 'd3-geo'];

/**
 * Draws the home page's route map from the visit locations into `outDir`/assets/, named by its
 * content hash. With `cacheDir`, the drawn map is kept between builds under its places, title and
 * the code that draws it (placing the labels takes some 50 ms, loading the drawing code as much
 * again), and so is the land it is drawn on.
 */
export async function buildRouteMap(content: Content, outDir: string, cacheDir?: string): Promise<DrawnImage> {
  const { locations, map: words } = content.home.visit;
  const draw = () => drawRouteMap(locations, words.alt, cacheDir);
  const map = cacheDir ? await keptMap(new KeptFiles(join(cacheDir, 'map')), { locations, alt: words.alt }, draw) : await draw();
  const path = `assets/route-map-${contentHash(map.svg)}.svg`;
  await writeFiles(outDir, [{ path, contents: map.svg }]);
  return { src: `/${path}`, width: map.width, height: map.height };
}

async function keptMap(cache: KeptFiles, inputs: object, draw: () => Promise<RouteMap>): Promise<RouteMap> {
  const versions = MAP_PACKAGES.map(packageVersion);
  const key = sha256(JSON.stringify({ kind: 'route-map', inputs, versions, code: sourcesHash(MAP_SOURCES) }));
  const kept = await cache.read(key, 'json');
  if (kept) return JSON.parse(kept) as RouteMap;
  const map = await draw();
  await cache.put(key, 'json', JSON.stringify(map));
  return map;
}

async function drawRouteMap(locations: Content['home']['visit']['locations'], alt: string, cacheDir?: string): Promise<RouteMap> {
  const [{ loadLand }, { OVERVIEW, renderRouteMap }] = await Promise.all([import('./land.ts'), import('./route-map.ts')]);
  const land = await loadLand(OVERVIEW, cacheDir);
  try {
    return renderRouteMap(locations, land, alt);
  } catch (cause) {
    throw new BuildError(
      'RouteMapUnplaceable',
      'the route map could not place a label',
      {
        file: 'content/home.yaml',
        field: 'visit.locations',
        expected: 'places far enough apart to label each one',
        found: (cause as Error).message,
        hint: 'check the lat/lon of the place named, or shorten its name',
      },
      { cause },
    );
  }
}
