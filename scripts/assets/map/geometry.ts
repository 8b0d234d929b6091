import type { MultiPolygon } from 'geojson';
import { geoMercator, geoStream, type GeoProjection } from 'd3-geo';
import type { GeoBox } from './land.ts';

/** A rectangle in the SVG's user units. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mercator projection of `box` into a rectangle `width` wide at (x, y), clipped to it; the height follows. */
export function fitBox(box: GeoBox, x: number, y: number, width: number): { projection: GeoProjection; rect: Rect } {
  const unit = geoMercator().scale(1).translate([0, 0]).precision(0);
  const [x0, y0] = unit([box.west, box.north])!;
  const [x1, y1] = unit([box.east, box.south])!;
  const scale = width / (x1 - x0);
  // A whole number of units, so that panels stacked below this one start on a whole unit too.
  const height = Math.round((y1 - y0) * scale);
  const rect = { x, y, width, height };
  const projection = geoMercator()
    .scale(scale)
    .translate([x - x0 * scale, y - y0 * scale])
    .precision(0)
    .clipExtent([
      [x, y],
      [x + width, y + height],
    ]);
  return { projection, rect };
}

/**
 * SVG path data of the land inside the projection's clip rectangle, in tenths of a unit: points
 * rounded to one decimal, runs closer than `tolerance` units to a straight line dropped
 * (Douglas-Peucker), islands smaller than `minArea` square units left out.
 */
export function landPath(land: MultiPolygon, projection: GeoProjection, tolerance: number, minArea: number): string {
  const rings: number[][][] = [];
  let ring: number[][] = [];
  geoStream(
    land,
    projection.stream({
      point: (x, y) => void ring.push([Math.round(x * 10), Math.round(y * 10)]),
      lineStart: () => void (ring = []),
      lineEnd: () => void rings.push(ring),
      polygonStart: () => {},
      polygonEnd: () => {},
      sphere: () => {},
    }),
  );
  return rings
    .map((r) => simplifyRing(dedupe(r), tolerance * 10))
    .filter((r) => r.length > 2 && Math.abs(ringArea(r)) >= minArea * 100)
    .map(ringPath)
    .join('');
}

/** One closed ring as `M x y l dx dy …z` with deltas in tenths, the shortest form SVG accepts. */
function ringPath(ring: number[][]): string {
  let d = `M${tenths(ring[0]![0]!)} ${tenths(ring[0]![1]!)}l`;
  let first = true;
  for (let i = 1; i < ring.length; i++) {
    for (const n of [ring[i]![0]! - ring[i - 1]![0]!, ring[i]![1]! - ring[i - 1]![1]!]) {
      const s = tenths(n);
      d += first || s.startsWith('-') ? s : ` ${s}`;
      first = false;
    }
  }
  return `${d}z`;
}

/** An integer count of tenths as a decimal with no leading zero: 12 → "1.2", -3 → "-.3". */
function tenths(n: number): string {
  const s = (Math.abs(n) / 10).toString().replace(/^0\./, '.');
  return n < 0 ? `-${s}` : s;
}

function dedupe(ring: number[][]): number[][] {
  const out = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]);
  while (out.length > 1 && out[0]![0] === out.at(-1)![0] && out[0]![1] === out.at(-1)![1]) out.pop();
  return out;
}

/** Douglas-Peucker on a closed ring, split at its first point and the point farthest from it. */
function simplifyRing(ring: number[][], tolerance: number): number[][] {
  if (ring.length < 4) return ring;
  let far = 0;
  let best = -1;
  ring.forEach((p, i) => {
    const d = (p[0]! - ring[0]![0]!) ** 2 + (p[1]! - ring[0]![1]!) ** 2;
    if (d > best) [best, far] = [d, i];
  });
  const a = simplifyLine(ring.slice(0, far + 1), tolerance);
  const b = simplifyLine([...ring.slice(far), ring[0]!], tolerance);
  return [...a, ...b.slice(1, -1)];
}

function simplifyLine(points: number[][], tolerance: number): number[][] {
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let index = -1;
    let max = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = distanceToSegment(points[i]!, points[from]!, points[to]!);
      if (d > max) [max, index] = [d, i];
    }
    if (index >= 0) {
      keep[index] = 1;
      stack.push([from, index], [index, to]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function distanceToSegment(p: number[], a: number[], b: number[]): number {
  const [px, py, ax, ay, bx, by] = [p[0]!, p[1]!, a[0]!, a[1]!, b[0]!, b[1]!];
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

function ringArea(ring: number[][]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) area += ring[j]![0]! * ring[i]![1]! - ring[i]![0]! * ring[j]![1]!;
  return area / 2;
}

/** Rounds to one decimal place. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
