import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { MultiPolygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { KeptFiles, sha256 } from '../../lib/kept.ts';
import { packageVersion, sourcesHash } from '../../lib/sources-hash.ts';

/** A box in degrees; south of the equator and west of Greenwich are negative. */
export interface GeoBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

/**
 * Natural Earth 1:10m land (the world-atlas package) reduced to the polygons that reach into
 * `box`. The 1:10m scale keeps Java's bays and capes; at the scale of the enlarged west, 1:50m
 * rounds away Banten Bay, the Ujung Kulon peninsula and the bays of Lampung.
 */
export async function loadLand(box: GeoBox, cacheDir?: string): Promise<MultiPolygon> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/land-10m.json');
  if (!cacheDir) return landWithin(file, box);
  // Kept between builds (reading and picking from the 3 MB file is most of the map step, about
  // 0.2 s), under the box, the versions of the land and of its decoder, and this file's code.
  const cache = new KeptFiles(join(cacheDir, 'map'));
  const versions = ['world-atlas', 'topojson-client'].map(packageVersion);
  const key = sha256(JSON.stringify({ box, versions, code: sourcesHash(['scripts/assets/map/land.ts']) }));
  const cached = await cache.read(key, 'json');
  if (cached) return JSON.parse(cached) as MultiPolygon;
  const land = await landWithin(file, box);
  await cache.put(key, 'json', JSON.stringify(land));
  return land;
}

async function landWithin(file: string, box: GeoBox): Promise<MultiPolygon> {
  const topology = JSON.parse(await readFile(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  // Pick the polygons by the boxes of their arcs before decoding any: the world has 400,000
  // points, the map's polygons (Sumatra, Java, Bali, southern Borneo and islets) a fifth of that.
  const boxes = arcBoxes(topology);
  const meets = (ring: number[]) =>
    ring.some((arc) => {
      const b = boxes[arc < 0 ? ~arc : arc]!;
      return b.west <= box.east && b.east >= box.west && b.south <= box.north && b.north >= box.south;
    });
  const polygons = topology.objects.land.geometries.flatMap((g) => (g.type === 'MultiPolygon' ? g.arcs : g.type === 'Polygon' ? [g.arcs] : []));
  const near = polygons.filter((polygon) => meets(polygon[0]!));
  const land = feature(topology, { type: 'MultiPolygon', arcs: near });
  return within(land.geometry, box);
}

/** The bounding box of every arc of a quantized topology, in degrees. */
function arcBoxes(topology: Topology): GeoBox[] {
  const { scale, translate } = topology.transform!;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [dx, dy] of arc) {
      x += dx!;
      y += dy!;
      west = Math.min(west, x);
      east = Math.max(east, x);
      south = Math.min(south, y);
      north = Math.max(north, y);
    }
    return {
      west: west * scale[0] + translate[0],
      east: east * scale[0] + translate[0],
      south: south * scale[1] + translate[1],
      north: north * scale[1] + translate[1],
    };
  });
}

/**
 * The polygons of `land` whose outer ring's bounding box meets `box`, with every run of points
 * that lies wholly beyond one side of the box cut to its two ends. The cut changes nothing inside
 * the box: the views project with no resampling, so an edge is straight on the map, and an edge
 * between two points beyond one side stays beyond it. It spares projecting and clipping most of
 * Sumatra and Borneo.
 */
export function within(land: MultiPolygon, box: GeoBox): MultiPolygon {
  const side = ([lon, lat]: Position) => (lon! < box.west ? 1 : lon! > box.east ? 2 : lat! < box.south ? 3 : lat! > box.north ? 4 : 0);
  const thin = (ring: Position[]) =>
    ring.filter((p, i) => {
      const s = side(p);
      return s === 0 || i === 0 || i === ring.length - 1 || side(ring[i - 1]!) !== s || side(ring[i + 1]!) !== s;
    });
  return { type: 'MultiPolygon', coordinates: land.coordinates.filter((polygon) => overlaps(polygon[0]!, box)).map((polygon) => polygon.map(thin)) };
}

function overlaps(ring: Position[], box: GeoBox): boolean {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const [lon, lat] of ring) {
    west = Math.min(west, lon!);
    east = Math.max(east, lon!);
    south = Math.min(south, lat!);
    north = Math.max(north, lat!);
  }
  return west <= box.east && east >= box.west && south <= box.north && north >= box.south;
}
