// A minimal SVG writer: elements as strings, gradients registered once, numbers rounded so the
// same picture always serialises to the same bytes.

export type Point = [number, number];

/** One decimal is plenty at poster scale and keeps the markup short. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** Collects defs and body elements in the viewBox space `w` × `h`. */
export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  add(...elements: string[]): void {
    this.body.push(...elements);
  }

  /** Registers a linear gradient (top to bottom unless `horizontal`) and returns its `url(#…)`. */
  gradient(stops: [offset: number, color: string, opacity?: number][], horizontal = false): string {
    const id = `g${this.ids++}`;
    const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
    const body = stops.map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`).join('');
    this.defs.push(`<linearGradient id="${id}" ${dir}>${body}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Registers a radial gradient centred in its box and returns its `url(#…)`. */
  radial(stops: [offset: number, color: string, opacity?: number][]): string {
    const id = `g${this.ids++}`;
    const body = stops.map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a)}"`}/>`).join('');
    this.defs.push(`<radialGradient id="${id}">${body}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Registers a clip path from raw shape markup and returns its `url(#…)`. */
  clip(shape: string): string {
    const id = `c${this.ids++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  /** The finished document, rasterised by sharp at `width` × `height` pixels. */
  render(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${n(this.w)} ${n(this.h)}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/** A smooth closed-or-open path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: Point[], tension = 0.5): string {
  if (points.length < 2) return '';
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const k = tension / 3;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A straight polygon path. */
export function poly(points: Point[]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
