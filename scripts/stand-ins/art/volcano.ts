// Volcanic cones and their plumes.
import { mix } from './color.ts';
import type { Palette } from './palette.ts';
import type { Rng } from './rng.ts';
import { circle, n, path, type Svg } from './svg.ts';

/**
 * The Krakatau group as it stands since the flank collapse of December 2018: Anak Krakatau a low,
 * truncated, steaming cone (about 110 m where it was 338 m), far lower than Rakata, the cliffed
 * remnant of the old volcano behind it, with the low islands of Sertung and Panjang round the
 * caldera. Draws on `svg` with its waterline at `base`; returns Anak Krakatau's markup, to reflect.
 */
export function krakatau(svg: Svg, p: Palette, rng: Rng, x: number, base: number, scale: number): string {
  const far = mix(p.haze, p.ink, 0.35);
  const mid = mix(p.haze, p.ink, 0.5);
  const side = rng.pick([-1, 1]);
  // Rakata: a tall island whose steep face is the scarp left by 1883, its gentle slope away from it.
  const rx = x + side * rng.range(280, 380) * scale;
  const rTop = base - rng.range(230, 270) * scale;
  const rakata = `M${n(rx - side * 40 * scale)} ${n(base)}L${n(rx - side * 20 * scale)} ${n(rTop + 20 * scale)}Q${n(rx)} ${n(rTop - 6 * scale)} ${n(rx + side * 40 * scale)} ${n(rTop + 10 * scale)}Q${n(rx + side * 200 * scale)} ${n(base - 90 * scale)} ${n(rx + side * 360 * scale)} ${n(base)}Z`;
  svg.add(path(rakata, far));
  svg.add(
    path(
      `M${n(rx - side * 40 * scale)} ${n(base)}L${n(rx - side * 20 * scale)} ${n(rTop + 20 * scale)}L${n(rx - side * 4 * scale)} ${n(base)}Z`,
      mix(far, p.ink, 0.3),
      ' opacity=".6"',
    ),
  );
  // Sertung and Panjang: long, low, forested islands on the other side of the caldera.
  for (const [dx, w, h] of [
    [-side * 380, 240, 50],
    [-side * 130, 150, 34],
  ] as const) {
    const ix = x + dx * scale;
    svg.add(
      path(
        `M${n(ix - w * scale)} ${n(base)}Q${n(ix - w * 0.5 * scale)} ${n(base - h * scale)} ${n(ix)} ${n(base - h * scale)}Q${n(ix + w * 0.6 * scale)} ${n(base - h * 0.9 * scale)} ${n(ix + w * scale)} ${n(base)}Z`,
        mid,
      ),
    );
  }
  // Anak Krakatau: wide and low with a broad, flat, open crater; bare grey ash, a white steam plume.
  const half = 230 * scale;
  const top = base - 62 * scale;
  const rim = half * 0.42;
  const cone = [
    path(
      `M${n(x - half)} ${n(base)}Q${n(x - half * 0.6)} ${n(base - 30 * scale)} ${n(x - rim)} ${n(top)}L${n(x - rim * 0.6)} ${n(top + 8 * scale)}L${n(x + rim * 0.5)} ${n(top + 9 * scale)}L${n(x + rim)} ${n(top + 2 * scale)}Q${n(x + half * 0.6)} ${n(base - 26 * scale)} ${n(x + half)} ${n(base)}Z`,
      mix('#5b5652', p.ink, 0.45),
    ),
    path(
      `M${n(x + rim * 0.2)} ${n(top + 8 * scale)}L${n(x + rim)} ${n(top + 2 * scale)}Q${n(x + half * 0.6)} ${n(base - 26 * scale)} ${n(x + half)} ${n(base)}L${n(x + half * 0.2)} ${n(base)}Z`,
      p.ink,
      ' opacity=".3"',
    ),
  ].join('');
  const steam = mix(p.haze, '#ffffff', 0.55);
  const drift = rng.pick([-1, 1]);
  const puffs: string[] = [];
  for (let i = 0; i < 10; i++) {
    const t = i / 9;
    puffs.push(
      circle(
        x + drift * t * t * 220 * scale + rng.range(-8, 8) * scale,
        top - t * 200 * scale,
        (14 + t * 46) * scale,
        steam,
        ` opacity="${n(0.85 - t * 0.5)}"`,
      ),
    );
  }
  if (p.time === 'dusk' || p.time === 'night') puffs.unshift(circle(x, top + 6 * scale, 18 * scale, '#ff9a3c', ' opacity=".35"'));
  svg.add(`<g>${puffs.join('')}</g>`, cone);
  return cone;
}

/** A small wooden boat with a cabin, its waterline at y, facing right. */
export function boat(x: number, y: number, scale: number, hull: string, cabin: string): string {
  const s = (v: number) => n(v * scale);
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    path(`M${s(-80)} ${s(-14)}Q0 ${s(16)} ${s(90)} ${s(-22)}L${s(68)} ${s(6)}Q0 ${s(22)} ${s(-66)} ${s(4)}Z`, hull) +
    `<rect x="${s(-34)}" y="${s(-40)}" width="${s(50)}" height="${s(26)}" rx="${s(4)}" fill="${cabin}"/>` +
    `<rect x="${s(-34)}" y="${s(-46)}" width="${s(58)}" height="${s(7)}" fill="${hull}"/></g>`
  );
}

/** A wooden jetty on piles running out from the near shore to the left edge of the picture at deck height y. */
export function jetty(svg: Svg, y: number, wood: string): string {
  let piles = '';
  for (let x = 40; x < svg.w * 0.55; x += 90) piles += `<rect x="${n(x)}" y="${n(y)}" width="12" height="${n(svg.h - y)}" fill="${wood}"/>`;
  return `${piles}<rect x="-10" y="${n(y - 14)}" width="${n(svg.w * 0.58)}" height="20" fill="${wood}"/>`;
}
