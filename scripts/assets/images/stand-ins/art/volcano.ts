// Volcanic cones and their plumes.
import { mix } from './color.ts';
import type { Palette } from './palette.ts';
import type { Rng } from './rng.ts';
import { circle, n, path, type Svg } from './svg.ts';

/** A concave-sided cone standing on `base`, crater at `top`; returns its markup (for reflections). */
export function cone(svg: Svg, rng: Rng, x: number, base: number, top: number, halfWidth: number, fill: string, shadow: string): string {
  const crater = halfWidth * rng.range(0.1, 0.16);
  const lean = rng.range(-0.06, 0.06) * halfWidth;
  const d =
    `M${n(x - halfWidth)} ${n(base)}` +
    `Q${n(x - halfWidth * 0.35)} ${n(base - (base - top) * 0.25)} ${n(x - crater + lean)} ${n(top)}` +
    `L${n(x + crater + lean)} ${n(top + 6)}` +
    `Q${n(x + halfWidth * 0.35)} ${n(base - (base - top) * 0.2)} ${n(x + halfWidth)} ${n(base)}Z`;
  // The shaded flank: the side away from the light, as one flat darker plane.
  const flank = `M${n(x + lean)} ${n(top + 3)}L${n(x + crater + lean)} ${n(top + 6)}Q${n(x + halfWidth * 0.35)} ${n(base - (base - top) * 0.2)} ${n(x + halfWidth)} ${n(base)}L${n(x + halfWidth * 0.15)} ${n(base)}Z`;
  let gullies = '';
  for (let i = 0; i < 4; i++) {
    const gx = x + lean + rng.range(-0.5, 0.5) * crater * 2;
    const ex = x + rng.range(-0.7, 0.7) * halfWidth;
    gullies += `M${n(gx)} ${n(top + 10)}Q${n((gx + ex) / 2)} ${n((top + base) / 2)} ${n(ex)} ${n(base)}`;
  }
  return (
    path(d, fill) +
    path(flank, shadow, ' opacity=".45"') +
    `<path d="${gullies}" fill="none" stroke="${shadow}" stroke-width="5" stroke-linecap="round" opacity=".35"/>`
  );
}

/** A rising, drifting plume of ash from (x, y); with a glow at the vent at dusk and night. */
export function plume(svg: Svg, p: Palette, rng: Rng, x: number, y: number, scale: number): void {
  const drift = rng.pick([-1, 1]) * rng.range(0.5, 1.3);
  const ash = mix(p.haze, '#8a8580', 0.25);
  const light = mix(p.haze, '#ffffff', 0.35);
  const parts: string[] = [];
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    const cx = x + drift * t * t * 320 * scale + rng.range(-12, 12) * scale;
    const cy = y - t * 250 * scale - rng.range(0, 20) * scale;
    const r = (16 + t * 62) * scale * rng.range(0.8, 1.15);
    parts.push(circle(cx, cy, r, i % 3 === 0 ? light : ash, ` opacity="${n(0.92 - t * 0.45)}"`));
  }
  if (p.time === 'dusk' || p.time === 'night') {
    parts.unshift(circle(x, y + 4, 26 * scale, '#ff9a3c', ' opacity=".35"'), circle(x, y + 2, 11 * scale, '#ffc46b', ' opacity=".8"'));
  }
  svg.add(`<g>${parts.join('')}</g>`);
}
