// Coastal scenes: mangroves and mudflats, a volcanic island, forest and beach, a reef.
import { birdShape, speciesColors } from './birds.ts';
import { mix } from './color.ts';
import { mangrove as mangroveTree, palm } from './flora.ts';
import { canopy, clouds, flock, heightAt, land, reflect, ridge, sky, sun, water } from './landforms.ts';
import { layerColor, type Palette } from './palette.ts';
import type { Rng } from './rng.ts';
import type { Painter, SceneSpec } from './scene.ts';
import { circle, ellipse, n, path, rect, type Point, type Svg } from './svg.ts';
import { boat, jetty, krakatau } from './volcano.ts';

/** Mangrove coast at low tide: mud banks and prop-rooted mangroves; wading birds only when asked for. */
export const mangrove: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  const sunX = rng.range(0.2, 0.8) * svg.w;
  sun(svg, p, sunX, rng.range(380, 470), 50);
  clouds(svg, p, rng, rng.int(1, 3), 120, 320);
  const horizon = 600;
  const far = canopy(svg, rng.fork('far'), ridge(svg, rng.fork('f'), { y: horizon - 12, amp: 8 }), layerColor(p, 0.72), 16);
  svg.add(far);
  water(svg, p, rng, horizon, sunX);
  reflect(svg, far, horizon);
  const mud = mix('#b59a72', p.haze, 0.35);
  for (let i = 0; i < 4; i++) {
    svg.add(ellipse(rng.range(0, 1) * svg.w, rng.range(700, 930), rng.range(200, 420), rng.range(18, 40), mud, ` opacity="${n(rng.range(0.75, 1))}"`));
  }
  const side = rng.chance(0.5) ? -1 : 1;
  const trees: string[] = [];
  for (let i = 0; i < 7; i++) {
    const depth = i / 6;
    const u = side < 0 ? rng.range(0, 0.4) * (1 - depth * 0.6) : 1 - rng.range(0, 0.4) * (1 - depth * 0.6);
    const y = horizon + 30 + (1 - depth) * 10 + depth * 200;
    trees.push(mangroveTree(rng, u * svg.w, y, 130 + depth * 240, layerColor(p, 0.55 - depth * 0.5)));
  }
  if (spec.boat) {
    // A channel between the mangroves, the boat on it.
    svg.add(boat(svg.w * rng.range(0.35, 0.6), 800, 1.4, p.ink, mix(p.accent, p.ink, 0.3)));
  }
  svg.add(...trees);
  if (spec.boardwalk) boardwalk(svg, p, rng);
  if (spec.bird) waders(svg, p, rng, spec, 760, 860);
  flock(svg, rng, layerColor(p, 0.3), rng.range(0.2, 0.8) * svg.w, 300, rng.int(3, 6), 14);
};

/** A wooden boardwalk on piles winding from the foreground into the mangroves. */
function boardwalk(svg: Svg, p: Palette, rng: Rng): void {
  const wood = mix('#8a6a44', p.ink, 0.3);
  const x0 = svg.w * rng.range(0.3, 0.5);
  const deck = `M${n(x0 - 260)} ${svg.h}Q${n(x0 - 120)} 820 ${n(x0 + 60)} 700L${n(x0 + 100)} 700Q${n(x0 - 40)} 830 ${n(x0 + 60)} ${svg.h}Z`;
  let piles = '';
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    const x = x0 - 200 + t * 270;
    const y = svg.h - t * 290;
    piles += `<rect x="${n(x)}" y="${n(y - 10)}" width="${n(10 - t * 6)}" height="${n(60 - t * 40)}" fill="${mix(wood, p.ink, 0.4)}"/>`;
  }
  svg.add(
    piles,
    path(deck, wood),
    `<path d="M${n(x0 - 240)} ${n(svg.h - 60)}Q${n(x0 - 110)} 770 ${n(x0 + 70)} 670" fill="none" stroke="${mix(wood, p.ink, 0.3)}" stroke-width="6"/>`,
  );
}

/** A few birds of the species the words name (and a second, if named) standing between y0 and y1, smaller further away. */
function waders(svg: Svg, _p: Palette, rng: Rng, spec: Pick<SceneSpec, 'bird' | 'colors' | 'bird2' | 'species2' | 'colors2'>, y0: number, y1: number): void {
  const first = birdShape(spec.bird!, speciesColors(spec.colors));
  const second = spec.bird2 && spec.species2 ? birdShape(spec.bird2, speciesColors(spec.colors2)) : first;
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const shape = i % 2 === 1 ? second : first;
    const family = i % 2 === 1 && spec.bird2 ? spec.bird2 : spec.bird!;
    const y = y0 + ((y1 - y0) * (i + rng.range(0, 1))) / count;
    const s = (family === 'shorebird' ? 0.9 : 1.3) * (0.6 + ((y - y0) / (y1 - y0 || 1)) * 0.5);
    const x = ((i + rng.range(0.2, 0.8)) / count) * svg.w;
    svg.add(`<g transform="translate(${n(x)} ${n(y - shape.perchY * s)}) scale(${n(rng.chance(0.5) ? s : -s)} ${n(s)})">${shape.markup}</g>`);
  }
}

/** Open tidal mudflats: wet mud with glinting channels, a far mangrove line; waders only when asked for. */
export const mudflat: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  const sunX = rng.range(0.2, 0.8) * svg.w;
  sun(svg, p, sunX, rng.range(300, 420), 46);
  clouds(svg, p, rng, rng.int(1, 3), 100, 300);
  const horizon = 560;
  const far = canopy(svg, rng.fork('far'), ridge(svg, rng.fork('f'), { y: horizon - 8, amp: 6 }), layerColor(p, 0.7), 14);
  svg.add(far);
  water(svg, p, rng, horizon, sunX);
  const mud = mix('#8f7a5c', p.land, 0.25);
  svg.add(land(svg, ridge(svg, rng.fork('m1'), { y: 640, amp: 10 }), mix(mud, p.haze, 0.35)));
  svg.add(land(svg, ridge(svg, rng.fork('m2'), { y: 720, amp: 14 }), mud));
  const shine = mix(p.waterLight, '#ffffff', 0.3);
  for (let i = 0; i < 9; i++) {
    const y = rng.range(660, 980);
    svg.add(ellipse(rng.range(0, 1) * svg.w, y, rng.range(60, 220) * (y / 700), rng.range(5, 14) * (y / 700), shine, ` opacity="${n(rng.range(0.35, 0.7))}"`));
  }
  if (spec.bird) waders(svg, p, rng, spec, 780, 940);
  flock(svg, rng, layerColor(p, 0.3), rng.range(0.2, 0.8) * svg.w, 280, rng.int(3, 6), 12);
};

/** Anak Krakatau, low and steaming inside the ring of older islands, across the Sunda Strait. */
export const volcano: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  const sunX = rng.range(0.1, 0.9) * svg.w;
  sun(svg, p, sunX, rng.range(330, 440), 48);
  clouds(svg, p, rng, rng.int(1, 2), 100, 260);
  const horizon = 660;
  const cone = krakatau(svg, p, rng, rng.range(0.4, 0.6) * svg.w, horizon + 4, rng.range(1, 1.25));
  water(svg, p, rng, horizon, sunX);
  reflect(svg, cone, horizon + 4, 0.3);
  if (spec.boat) svg.add(boat(rng.range(0.15, 0.85) * svg.w, rng.range(840, 900), 1, p.ink, mix(p.accent, p.ink, 0.3)));
  flock(svg, rng, layerColor(p, 0.3), rng.range(0.15, 0.85) * svg.w, 250, rng.int(2, 4), 12);
};

/** Lowland forest meeting a white beach; with `camp`, the same shore at night with a lit tent. */
export const beach: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  const side = rng.chance(0.5) ? -1 : 1;
  // u: 0 at the forested edge of the picture, 1 at the open-sea edge.
  const u = (x: number) => (side < 0 ? x / svg.w : 1 - x / svg.w);
  const xAt = (t: number) => (side < 0 ? t * svg.w : (1 - t) * svg.w);
  const sunX = xAt(rng.range(0.55, 0.85));
  sun(svg, p, sunX, rng.range(220, 360), 48);
  if (p.time !== 'night') clouds(svg, p, rng, rng.int(2, 4), 100, 330);
  const horizon = 520;
  const isle = ridge(svg, rng.fork('isle'), { y: horizon, amp: 14, peaks: 1, peakHeight: 60 }).map(
    ([x, y]) => [x, u(x) > 0.55 && u(x) < 0.9 ? y - 30 * Math.sin(((u(x) - 0.55) / 0.35) * Math.PI) : horizon + 2] as Point,
  );
  const far = land(svg, isle, layerColor(p, 0.7));
  svg.add(`<g clip-path="${svg.clip(rect(0, 0, svg.w, horizon + 1, '#000'))}">${far}</g>`);
  water(svg, p, rng, horizon, sunX);
  const sand = mix('#f1dfb6', p.haze, 0.3);
  const shore = ridge(svg, rng.fork('shore'), { y: 700, amp: 20 }).map(([x, y]) => [x, y + (1 - u(x)) * 40 + u(x) ** 2 * 160] as Point);
  svg.add(
    land(
      svg,
      shore.map(([x, y]) => [x, y - 10] as Point),
      mix(sand, '#ffffff', 0.55),
    ),
  );
  svg.add(land(svg, shore, sand));
  svg.add(
    land(
      svg,
      shore.map(([x, y]) => [x, y + 130 + u(x) * 40] as Point),
      mix(sand, p.land, 0.12),
    ),
  );
  const edge = rng.range(0.22, 0.3);
  const forest = ridge(svg, rng.fork('forest'), { y: 470, amp: 30 }).map(([x, y]) => [x, y + Math.max(0, u(x) - edge) * 2000] as Point);
  svg.add(
    canopy(
      svg,
      rng.fork('back'),
      forest.map(([x, y]) => [x + side * 60, y - 40] as Point),
      layerColor(p, 0.35),
      36,
    ),
  );
  svg.add(canopy(svg, rng.fork('fc'), forest, layerColor(p, 0.12), 44));
  for (let i = 0; i < 3; i++) {
    const px = xAt(edge - 0.04 + i * 0.05 + rng.range(-0.02, 0.02));
    svg.add(palm(rng, px, Math.min(heightAt(shore, px) + 30, heightAt(forest, px) + 260), rng.range(300, 400), -side * rng.range(0.35, 0.8), p.ink));
  }
  if (spec.kind === 'camp') {
    const tx = xAt(rng.range(0.5, 0.62));
    const ty = Math.min(heightAt(shore, tx) + 60, 930);
    svg.add(circle(tx, ty - 40, 150, '#ffb25c', ' opacity=".18"'));
    for (let i = 0; i < (spec.tents ?? 1); i++) {
      const x = tx + side * i * 230;
      const y = ty - i * 30;
      const s = 1 - i * 0.2;
      svg.add(path(`M${n(x - 95 * s)} ${n(y)}L${n(x)} ${n(y - 120 * s)}L${n(x + 95 * s)} ${n(y)}Z`, p.ink));
      svg.add(path(`M${n(x - 28 * s)} ${n(y)}L${n(x)} ${n(y - 70 * s)}L${n(x + 28 * s)} ${n(y)}Z`, '#ffc46b'));
    }
    svg.add(circle(tx - side * 170, ty - 6, 16, '#ffb25c'), circle(tx - side * 170, ty - 10, 8, '#fff0c0'));
  } else {
    flock(svg, rng, layerColor(p, 0.3), xAt(rng.range(0.5, 0.8)), 300, rng.int(2, 4), 13);
  }
  if (spec.boat) svg.add(boat(xAt(rng.range(0.55, 0.75)), horizon + 90, 1.1, p.ink, mix(p.accent, p.ink, 0.3)));
  if (spec.jetty) {
    // The jetty runs from the open-sea edge of the picture out over the water.
    const wood = mix('#7a5a3a', p.ink, 0.35);
    svg.add(side < 0 ? `<g transform="translate(${n(svg.w)} 0) scale(-1 1)">${jetty(svg, 760, wood)}</g>` : jetty(svg, 760, wood));
  }
};

/** Sunlit reef under the surface: corals, a fan, fish. */
export const reef: Painter = (svg, p, rng, spec) => {
  const deep = mix('#17506a', p.ink, 0.2);
  const shallow = mix('#7fd3d3', p.sun, 0.15);
  svg.add(
    rect(
      0,
      0,
      svg.w,
      svg.h,
      svg.gradient([
        [0, shallow],
        [0.55, mix(shallow, deep, 0.6)],
        [1, deep],
      ]),
    ),
  );
  for (let i = 0; i < 6; i++) {
    const x = rng.range(-0.1, 1) * svg.w;
    svg.add(path(`M${n(x)} 0L${n(x + 70)} 0L${n(x + 260)} ${svg.h}L${n(x + 120)} ${svg.h}Z`, '#ffffff', ` opacity="${n(rng.range(0.05, 0.12))}"`));
  }
  const floor = ridge(svg, rng.fork('floor'), { y: 860, amp: 30 });
  svg.add(land(svg, floor, mix('#d9c89a', deep, 0.45)));
  const coral = ['#e07a5f', '#f2b880', '#c86b98', '#f0d17a'].map((c) => mix(c, deep, 0.25));
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0, 1) * svg.w;
    const y = heightAt(floor, x) + 20;
    const c = rng.pick(coral);
    if (i % 3 === 0) {
      svg.add(ellipse(x, y - 40, rng.range(60, 110), rng.range(40, 70), c));
    } else if (i % 3 === 1) {
      let d = '';
      for (let k = 0; k < 9; k++)
        d += `M${n(x)} ${n(y)}L${n(x + Math.cos(Math.PI * (0.1 + 0.1 * k)) * 170)} ${n(y - Math.sin(Math.PI * (0.1 + 0.1 * k)) * 200)}`;
      svg.add(`<path d="${d}" fill="none" stroke="${c}" stroke-width="9" stroke-linecap="round"/>`);
    } else {
      let d = '';
      for (let k = 0; k < 5; k++) {
        const bx = x + (k - 2) * 26;
        d += `M${n(bx)} ${n(y)}L${n(bx + rng.range(-20, 20))} ${n(y - rng.range(90, 170))}`;
      }
      svg.add(`<path d="${d}" fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`);
    }
  }
  const fish = mix('#ffd27a', deep, 0.2);
  const cx = rng.range(0.25, 0.75) * svg.w;
  const cy = rng.range(300, 520);
  for (let i = 0; i < 14; i++) {
    const fx = cx + rng.range(-260, 260);
    const fy = cy + rng.range(-120, 120);
    const s = rng.range(0.7, 1.3);
    svg.add(
      `<g transform="translate(${n(fx)} ${n(fy)}) scale(${n(s)})">${ellipse(0, 0, 24, 11, fish)}${path('M-20 0L-38 -12L-38 12Z', fish)}${circle(12, -3, 2.2, deep)}</g>`,
    );
  }
  if (spec.snorkeller) snorkeller(svg, rng, mix('#1d2b34', deep, 0.2));
};

/** A snorkeller floating face down at the surface, seen from below: mask, snorkel, fins. */
function snorkeller(svg: Svg, rng: Rng, ink: string): void {
  const x = rng.range(0.3, 0.7) * svg.w;
  const y = 120;
  svg.add(`<rect x="0" y="0" width="${n(svg.w)}" height="${n(y - 40)}" fill="#ffffff" opacity=".18"/>`);
  svg.add(
    `<g transform="translate(${n(x)} ${n(y)})">`,
    ellipse(0, 0, 120, 26, ink),
    circle(150, -4, 30, ink),
    `<rect x="166" y="-18" width="26" height="20" rx="6" fill="#8fd3e8"/>`,
    `<path d="M158 -30L160 -78" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M60 -18L120 -60M60 18L120 60" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M-110 -10L-190 -20M-110 10L-190 26" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>`,
    path('M-186 -34L-250 -44L-240 -8Z', '#f2b84a'),
    path('M-186 12L-250 18L-236 48Z', '#f2b84a'),
    '</g>',
  );
}
