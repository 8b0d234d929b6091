// Sky, light, land and water: the layers every scene is built from, in one flat poster style.
import { mix } from './color.ts';
import type { Palette } from './palette.ts';
import type { Rng } from './rng.ts';
import { circle, n, path, rect, smooth, type Point, type Svg } from './svg.ts';

/** Sky gradient, with stars at night. */
export function sky(svg: Svg, p: Palette, rng: Rng): void {
  const fill = svg.gradient([
    [0, p.skyTop],
    [0.75, mix(p.skyTop, p.skyBottom, 0.8)],
    [1, p.skyBottom],
  ]);
  svg.add(rect(0, 0, svg.w, svg.h, fill));
  if (p.time !== 'night') return;
  for (let i = 0; i < 70; i++) {
    svg.add(circle(rng.range(0, svg.w), rng.range(0, svg.h * 0.5), rng.range(1, 2.6), '#fdf8e6', ` opacity="${n(rng.range(0.3, 0.9))}"`));
  }
}

/** Sun (or moon at night) with two soft halos. */
export function sun(svg: Svg, p: Palette, x: number, y: number, r: number): void {
  svg.add(
    circle(x, y, r * 3.2, p.sun, ' opacity=".12"'),
    circle(x, y, r * 1.8, p.sun, ' opacity=".22"'),
    circle(x, y, r, p.sun, p.time === 'night' ? '' : ' opacity=".95"'),
  );
}

/** Flat-bottomed clouds made of overlapping discs. */
export function clouds(svg: Svg, p: Palette, rng: Rng, count: number, top: number, bottom: number): void {
  const color = p.time === 'night' ? mix(p.skyBottom, '#ffffff', 0.15) : mix('#ffffff', p.skyBottom, 0.25);
  for (let i = 0; i < count; i++) {
    const x = rng.range(-0.05, 1) * svg.w;
    const y = rng.range(top, bottom);
    const s = rng.range(26, 48);
    const parts = [rect(x, y - s * 0.6, s * 5, s * 0.6, color, ` rx="${n(s * 0.3)}"`)];
    for (let k = 0; k < 4; k++) parts.push(circle(x + s * (0.8 + k * 1.1), y - s * 0.5, s * rng.range(0.6, 1.15), color));
    svg.add(`<g opacity="${n(rng.range(0.55, 0.85))}">${parts.join('')}</g>`);
  }
}

interface RidgeOptions {
  /** Base line of the ridge (viewBox units from the top). */
  y: number;
  /** Height of the rolling swell. */
  amp: number;
  /** 0 smooth hills … 1 rugged ranges. */
  rough?: number;
  /** Number of pointed peaks rising above the swell. */
  peaks?: number;
  peakHeight?: number;
}

/** Points of a ridge line across the whole width, from a few sine octaves plus pointed peaks. */
export function ridge(svg: Svg, rng: Rng, o: RidgeOptions): Point[] {
  const rough = o.rough ?? 0.3;
  const octaves = [1, 2.6, 6.3].map((f) => ({ f: f * rng.range(0.7, 1.3), phase: rng.range(0, Math.PI * 2) }));
  const peaks = Array.from({ length: o.peaks ?? 0 }, () => ({
    x: rng.range(0.05, 0.95) * svg.w,
    h: (o.peakHeight ?? o.amp * 2) * rng.range(0.5, 1),
    w: rng.range(90, 260),
  }));
  const points: Point[] = [];
  for (let x = -40; x <= svg.w + 40; x += 20) {
    const u = (x / 1000) * Math.PI * 2;
    let y =
      o.y -
      o.amp *
        (0.6 * Math.sin(u * octaves[0]!.f + octaves[0]!.phase) +
          0.3 * Math.sin(u * octaves[1]!.f + octaves[1]!.phase) +
          rough * 0.25 * Math.sin(u * octaves[2]!.f + octaves[2]!.phase));
    for (const peak of peaks) y -= peak.h * Math.exp(-Math.abs(x - peak.x) / peak.w);
    points.push([x, y]);
  }
  return points;
}

/** A ridge filled down to the bottom edge. */
export function land(svg: Svg, points: Point[], fill: string, extra = ''): string {
  const last = points[points.length - 1]!;
  const first = points[0]!;
  const d = `${smooth(points)}L${n(last[0])} ${n(svg.h + 10)}L${n(first[0])} ${n(svg.h + 10)}Z`;
  return path(d, fill, extra);
}

/** Height of a ridge at x (linear between samples). */
export function heightAt(points: Point[], x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    if (x1 >= x) {
      const [x0, y0] = points[i - 1]!;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    }
  }
  return points[points.length - 1]![1];
}

/** Round tree crowns along a ridge: the lumpy forest edge of the style. */
export function canopy(svg: Svg, rng: Rng, points: Point[], fill: string, r: number): string {
  const parts = [
    land(
      svg,
      points.map(([x, y]) => [x, y + r * 0.35] as Point),
      fill,
    ),
  ];
  for (let x = -r; x < svg.w + r; x += r * rng.range(1.05, 1.5)) {
    const rr = r * rng.range(0.75, 1.25);
    parts.push(circle(x, heightAt(points, x) + r * 0.35 - rr * 0.55, rr, fill));
  }
  return parts.join('');
}

/** A soft horizontal band of mist, densest in the middle and fading out above and below. */
export function mist(svg: Svg, color: string, y: number, height: number, opacity: number): void {
  // A bell-shaped profile: a linear ramp would leave a bright crease along the middle.
  const bell = [0, 0.1, 0.35, 0.75, 1, 0.75, 0.35, 0.1, 0];
  const fill = svg.gradient(bell.map((k, i) => [i / (bell.length - 1), color, k * opacity]));
  svg.add(rect(-20, y - height / 2, svg.w + 40, height, fill));
}

/** Open water from `y` down with shimmer lines and an optional sun path. */
export function water(svg: Svg, p: Palette, rng: Rng, y: number, sunX?: number): void {
  svg.add(
    rect(
      0,
      y,
      svg.w,
      svg.h - y,
      svg.gradient([
        [0, p.waterLight],
        [1, p.water],
      ]),
    ),
  );
  const shine = mix(p.waterLight, '#ffffff', 0.35);
  for (let i = 0; i < 26; i++) {
    const yy = y + (svg.h - y) * rng.range(0.04, 1) ** 1.6;
    const len = rng.range(30, 140) * (1 + (yy - y) / 400);
    svg.add(rect(rng.range(-40, svg.w), yy, len, 3 + (yy - y) / 120, shine, ` rx="2" opacity="${n(rng.range(0.25, 0.6))}"`));
  }
  if (sunX === undefined) return;
  for (let i = 0; i < 9; i++) {
    const yy = y + 8 + i * i * ((svg.h - y) / 90);
    const len = 120 - i * 8 + rng.range(-20, 20);
    svg.add(rect(sunX - len / 2, yy, len, 4 + i * 0.6, p.sun, ` rx="3" opacity="${n(0.7 - i * 0.05)}"`));
  }
}

/** Mirrors markup about the water line, faintly, clipped to the water. */
export function reflect(svg: Svg, markup: string, y: number, opacity = 0.28): void {
  const clip = svg.clip(rect(0, y, svg.w, svg.h - y, '#000'));
  svg.add(`<g clip-path="${clip}"><g transform="matrix(1 0 0 -1 0 ${n(2 * y)})" opacity="${n(opacity)}">${markup}</g></g>`);
}

/** A few distant birds in flight, drawn as shallow ticks. */
export function flock(svg: Svg, rng: Rng, color: string, x: number, y: number, count: number, size = 16): void {
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-1, 1) * size * 6;
    const by = y + rng.range(-1, 1) * size * 3;
    const s = size * rng.range(0.6, 1.1);
    const d = `M${n(bx - s)} ${n(by - s * 0.2)}Q${n(bx - s / 2)} ${n(by - s * 0.6)} ${n(bx)} ${n(by)}Q${n(bx + s / 2)} ${n(by - s * 0.6)} ${n(bx + s)} ${n(by - s * 0.2)}`;
    svg.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(s * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
}
