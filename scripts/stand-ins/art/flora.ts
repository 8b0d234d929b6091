// Tree and plant silhouettes, drawn standing on a ground point (x, y) with height h.
import type { Rng } from './rng.ts';
import { circle, ellipse, n, path, rect } from './svg.ts';

const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;

/** Broadleaf tree: trunk and three overlapping round crowns. */
export function roundTree(rng: Rng, x: number, y: number, h: number, fill: string): string {
  const r = h * rng.range(0.2, 0.26);
  const top = y - h + r;
  return [
    rect(x - h * 0.025, top, h * 0.05, y - top, fill),
    circle(x, top, r, fill),
    circle(x - r * 0.8, top + r * 0.55, r * 0.8, fill),
    circle(x + r * 0.8, top + r * 0.5, r * 0.85, fill),
  ].join('');
}

/** Emergent rainforest tree: a tall straight trunk and a flat, layered umbrella crown. */
export function emergent(rng: Rng, x: number, y: number, h: number, fill: string): string {
  const top = y - h;
  const w = h * rng.range(0.32, 0.45);
  return [
    rect(x - h * 0.02, top, h * 0.04, h, fill),
    stroke(
      `M${n(x)} ${n(top + h * 0.25)}L${n(x - w * 0.5)} ${n(top + h * 0.08)}M${n(x)} ${n(top + h * 0.2)}L${n(x + w * 0.45)} ${n(top + h * 0.05)}`,
      fill,
      h * 0.02,
    ),
    // Billowing, cauliflower crowns (not the flat umbrella of a savanna acacia).
    ellipse(x, top - h * 0.03, w * 0.5, h * 0.12, fill),
    ellipse(x - w * 0.45, top + h * 0.05, w * 0.38, h * 0.1, fill),
    ellipse(x + w * 0.45, top + h * 0.04, w * 0.36, h * 0.1, fill),
  ].join('');
}

/** Tree fern of the montane forest: a thin trunk and a rosette of drooping fronds. */
export function treeFern(rng: Rng, x: number, y: number, h: number, fill: string): string {
  const top = y - h;
  const parts = [stroke(`M${n(x)} ${n(y)}Q${n(x + h * rng.range(-0.08, 0.08))} ${n(y - h / 2)} ${n(x)} ${n(top)}`, fill, h * 0.035)];
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.42;
    const len = h * rng.range(0.3, 0.42);
    const ex = x + Math.cos(a) * len * 1.3;
    const ey = top + Math.sin(a) * len * 0.35 + len * 0.55;
    const cx = x + Math.cos(a) * len * 0.8;
    const cy = top + Math.sin(a) * len * 0.9;
    parts.push(stroke(`M${n(x)} ${n(top)}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}`, fill, h * 0.03));
  }
  return parts.join('');
}

/** Coconut palm leaning by `lean` (−1 … 1), fronds as tapered leaves. */
export function palm(rng: Rng, x: number, y: number, h: number, lean: number, fill: string): string {
  const tx = x + lean * h * 0.45;
  const ty = y - h;
  const parts = [stroke(`M${n(x)} ${n(y)}Q${n(x + lean * h * 0.05)} ${n(y - h * 0.6)} ${n(tx)} ${n(ty)}`, fill, h * 0.045)];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const len = h * rng.range(0.3, 0.42);
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.abs(Math.sin(a)) * len * 0.35 + len * 0.25;
    const mx = tx + Math.cos(a) * len * 0.55;
    const my = ty - len * 0.18 + Math.sin(a) * len * 0.1;
    const w = h * 0.035;
    parts.push(path(`M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my - w)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + w)} ${n(tx)} ${n(ty)}Z`, fill));
  }
  return parts.join('');
}

/** Mangrove: a low dense crown on arching prop roots that stand in the water at y. */
export function mangrove(rng: Rng, x: number, y: number, h: number, fill: string): string {
  const crownY = y - h * 0.62;
  const w = h * rng.range(0.55, 0.8);
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const fx = x + (i - 3) * w * 0.22 + rng.range(-8, 8);
    parts.push(stroke(`M${n(x + (i - 3) * h * 0.03)} ${n(crownY + h * 0.15)}Q${n((fx + x) / 2)} ${n(crownY + h * 0.05)} ${n(fx)} ${n(y)}`, fill, h * 0.022));
  }
  parts.push(rect(x - h * 0.03, crownY, h * 0.06, h * 0.3, fill));
  for (let i = 0; i < 5; i++) {
    parts.push(ellipse(x + rng.range(-0.6, 0.6) * w, crownY - rng.range(0, 0.22) * h, w * rng.range(0.35, 0.55), h * rng.range(0.14, 0.2), fill));
  }
  return parts.join('');
}

/** A bare, bleached tree like those on the acid shores of a crater lake. */
export function deadTree(rng: Rng, x: number, y: number, h: number, fill: string): string {
  const top = y - h;
  const parts = [stroke(`M${n(x)} ${n(y)}L${n(x + rng.range(-6, 6))} ${n(top)}`, fill, h * 0.04)];
  for (let i = 0; i < 5; i++) {
    const by = y - h * rng.range(0.35, 0.9);
    const dir = i % 2 ? 1 : -1;
    const len = h * rng.range(0.15, 0.3);
    parts.push(stroke(`M${n(x)} ${n(by)}L${n(x + dir * len)} ${n(by - len * rng.range(0.5, 1))}`, fill, h * 0.018));
  }
  return parts.join('');
}

/** Tufts of tall grass along the ground line. */
export function grass(rng: Rng, x0: number, x1: number, y: number, h: number, fill: string): string {
  let d = '';
  for (let x = x0; x < x1; x += h * rng.range(0.15, 0.35)) {
    const hh = h * rng.range(0.5, 1);
    const lean = rng.range(-0.3, 0.3) * hh;
    d += `M${n(x - h * 0.05)} ${n(y)}L${n(x + lean)} ${n(y - hh)}L${n(x + h * 0.05)} ${n(y)}Z`;
  }
  return path(d, fill);
}
