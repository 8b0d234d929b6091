import type { Rect } from './geometry.ts';

// Advance widths of DejaVu Sans Bold in hundredths of an em, for ' ' then A-Z then a-z: what
// `system-ui` resolves to on Debian, measured in Chromium. San Francisco, Segoe UI and Roboto run
// narrower, so labels kept apart at these widths stay apart on those too.
const WIDTHS =
  '35,77,76,73,83,68,68,82,84,37,37,77,64,100,84,85,73,85,77,72,68,81,77,110,77,72,73,' +
  '67,72,59,72,68,44,72,71,34,34,67,34,104,71,69,72,72,49,60,48,71,65,92,65,65,58';
const CHARS = ' ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const width = new Map([...CHARS].map((c, i) => [c, Number(WIDTHS.split(',')[i]) / 100]));

/** Width of a one-line label in user units; characters outside the table count as an "M". */
export function textWidth(text: string, fontSize: number): number {
  return [...text].reduce((sum, c) => sum + (width.get(c) ?? 1), 0) * fontSize;
}

/** A point to label. */
interface LabelRequest {
  x: number;
  y: number;
  text: string;
}

/** Where a label goes: its baseline start, its box, and a leader line when it sits away from its point. */
export interface PlacedLabel {
  x: number;
  y: number;
  box: Rect;
  leader?: [number, number, number, number];
}

interface LabelOptions {
  /** Labels stay inside this rectangle. */
  area: Rect;
  fontSize: number;
  /** Radius of the marker drawn at each point: no label covers any marker. */
  markerRadius: number;
  /** Boxes no label may touch (frames, the scale bar). */
  obstacles?: Rect[];
  /** Boxes a label touches only when nothing else fits (region names, which then give way). */
  avoid?: Rect[];
}

// Eight directions, east first: a label to the right of its point reads most naturally.
const directions = [
  [1, 0, 0],
  [1, -1, 3],
  [1, 1, 3],
  [-1, 0, 2],
  [0, -1, 4],
  [0, 1, 4],
  [-1, -1, 5],
  [-1, 1, 5],
] as const;
const distances = [0, 14, 28, 44, 62, 84, 110];
const GAP = 3;

interface Candidate {
  cost: number;
  label: PlacedLabel;
}

/**
 * Places one label per point so that no two labels overlap, no label covers a marker or an
 * obstacle, and no leader line crosses a label or another leader. Each point has a ring of
 * candidate spots, nearest and east first; a depth-first search takes the cheapest spot that still
 * leaves room for the rest, the most crowded points first. Pure and deterministic.
 */
export function placeLabels(points: readonly LabelRequest[], options: LabelOptions): PlacedLabel[] {
  const { area, fontSize, markerRadius } = options;
  const height = fontSize * 1.05;
  const obstacles = options.obstacles ?? [];
  const markers = points.map((p) => ({ x: p.x - markerRadius, y: p.y - markerRadius, width: markerRadius * 2, height: markerRadius * 2 }));

  const candidates = points.map((p, i) => {
    const w = textWidth(p.text, fontSize);
    const out: Candidate[] = [];
    for (const r of distances) {
      for (const [dx, dy, penalty] of directions) {
        const reach = (markerRadius + GAP + r) / (dx && dy ? Math.SQRT2 : 1);
        const ax = p.x + dx * reach;
        const ay = p.y + dy * reach;
        const box = { x: dx > 0 ? ax : dx < 0 ? ax - w : ax - w / 2, y: dy > 0 ? ay : dy < 0 ? ay - height : ay - height / 2, width: w, height };
        const leader = r > 0 ? leaderLine(p, box, markerRadius) : undefined;
        if (!inside(box, area) || obstacles.some((o) => overlap(o, box, GAP)) || markers.some((m) => overlap(m, box, GAP))) continue;
        if (leader && (obstacles.some((o) => crosses(leader, o)) || markers.some((m, j) => j !== i && crosses(leader, m)))) continue;
        const inTheWay = (options.avoid ?? []).some((o) => overlap(o, box, GAP) || (leader !== undefined && crosses(leader, o)));
        out.push({ cost: r + penalty * 4 + (inTheWay ? 1000 : 0), label: { x: box.x, y: box.y + fontSize * 0.8, box, leader } });
      }
    }
    return out.sort((a, b) => a.cost - b.cost);
  });

  const crowd = (i: number) => points.filter((q) => Math.hypot(q.x - points[i]!.x, q.y - points[i]!.y) < 120).length;
  const order = points.map((_, i) => i).sort((a, b) => crowd(b) - crowd(a) || a - b);
  const chosen: PlacedLabel[] = [];
  let budget = 200_000;
  let deepest = 0;
  const fits = (c: PlacedLabel) =>
    chosen.every(
      (o) =>
        !overlap(o.box, c.box, GAP) &&
        !(o.leader && crosses(o.leader, c.box)) &&
        !(c.leader && crosses(c.leader, o.box)) &&
        !(o.leader && c.leader && intersects(o.leader, c.leader)),
    );
  const search = (k: number): boolean => {
    if (k === order.length) return true;
    deepest = Math.max(deepest, k);
    for (const candidate of candidates[order[k]!]!) {
      if (--budget < 0) return false;
      if (!fits(candidate.label)) continue;
      chosen.push(candidate.label);
      if (search(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  if (!search(0)) {
    const stuck = points[order[deepest]!]!;
    throw new Error(`no room for the label "${stuck.text}" at (${stuck.x}, ${stuck.y}) without covering another: enlarge the map or move a point`);
  }
  const placed = new Array<PlacedLabel>(points.length);
  order.forEach((i, k) => (placed[i] = chosen[k]!));
  return placed;
}

/** From the marker's edge towards the nearest point of the label's box. */
function leaderLine(p: { x: number; y: number }, box: Rect, markerRadius: number): [number, number, number, number] {
  const tx = Math.max(box.x, Math.min(p.x, box.x + box.width));
  const ty = Math.max(box.y, Math.min(p.y, box.y + box.height));
  const d = Math.hypot(tx - p.x, ty - p.y);
  return [p.x + ((tx - p.x) * markerRadius) / d, p.y + ((ty - p.y) * markerRadius) / d, tx, ty];
}

function inside(box: Rect, area: Rect): boolean {
  return box.x >= area.x && box.y >= area.y && box.x + box.width <= area.x + area.width && box.y + box.height <= area.y + area.height;
}

/** True when two rectangles come closer than `gap`. */
export function overlap(a: Rect, b: Rect, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

/** True when a segment passes through the inside of a rectangle; touching its edge does not count (Liang-Barsky). */
export function crosses([x1, y1, x2, y2]: [number, number, number, number], r: Rect): boolean {
  const dx = x2 - x1;
  const dy = y2 - y1;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, x1 - r.x],
    [dx, r.x + r.width - x1],
    [-dy, y1 - r.y],
    [dy, r.y + r.height - y1],
  ] as const) {
    if (p === 0) {
      if (q <= 0) return false;
    } else if (p < 0) {
      t0 = Math.max(t0, q / p);
    } else {
      t1 = Math.min(t1, q / p);
    }
  }
  // Length inside the box, in units: more than a hair means the line runs through it.
  return (t1 - t0) * Math.hypot(dx, dy) > 0.5;
}

function intersects(a: [number, number, number, number], b: [number, number, number, number]): boolean {
  const side = (x1: number, y1: number, x2: number, y2: number, x: number, y: number) => Math.sign((x2 - x1) * (y - y1) - (y2 - y1) * (x - x1));
  return (
    side(a[0], a[1], a[2], a[3], b[0], b[1]) !== side(a[0], a[1], a[2], a[3], b[2], b[3]) &&
    side(b[0], b[1], b[2], b[3], a[0], a[1]) !== side(b[0], b[1], b[2], b[3], a[2], a[3])
  );
}
