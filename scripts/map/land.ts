import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { MultiPolygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** A box in degrees; south of the equator and west of Greenwich are negative. */
export interface GeoBox {
  west: number;
  east: number;
  south: number;
  north: number;
}

/**
 * Natural Earth 1:10m land (the world-atlas package) reduced to the polygons that reach into
 * `box`. The 1:10m scale keeps Java's bays and capes; 1:50m rounds Ujung Kulon and Banten Bay
 * away at the scale of the enlarged panel.
 */
export async function loadLand(box: GeoBox): Promise<MultiPolygon> {
  const file = createRequire(import.meta.url).resolve('world-atlas/land-10m.json');
  const topology = JSON.parse(await readFile(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const polygons = land.features.flatMap((f) => (f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : []));
  return within({ type: 'MultiPolygon', coordinates: polygons }, box);
}

/** The polygons of `land` whose outer ring's bounding box meets `box`. */
export function within(land: MultiPolygon, box: GeoBox): MultiPolygon {
  return { type: 'MultiPolygon', coordinates: land.coordinates.filter((polygon) => overlaps(polygon[0]!, box)) };
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
