// Coastal scenes: mangroves and mudflats, a volcanic island, forest and beach, a reef.
import { birdShape, patchColor, type BirdFamily } from './birds.ts';
import { mix } from './color.ts';
import { mangrove as mangroveTree, palm } from './flora.ts';
import { canopy, clouds, flock, heightAt, land, reflect, ridge, sky, sun, water } from './landforms.ts';
import { layerColor, type Palette } from './palette.ts';
import type { Rng } from './rng.ts';
import type { Painter } from './scene.ts';
import { circle, ellipse, n, path, rect, type Point, type Svg } from './svg.ts';
import { cone, plume } from './volcano.ts';

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
  svg.add(...trees);
  if (spec.bird) waders(svg, p, rng, spec.bird, 760, 860);
  flock(svg, rng, layerColor(p, 0.3), rng.range(0.2, 0.8) * svg.w, 300, rng.int(3, 6), 14);
};

/** A few birds of one family standing between y0 and y1 (smaller further away). */
function waders(svg: Svg, p: Palette, rng: Rng, family: BirdFamily, y0: number, y1: number): void {
  const shape = birdShape(family, { ink: p.ink, wing: mix(p.ink, p.haze, 0.2), eye: p.haze, patch: patchColor(family, 0) });
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const y = y0 + ((y1 - y0) * (i + rng.range(0, 1))) / count;
    const s = (family === 'shorebird' ? 0.9 : 1.3) * (0.6 + (y - y0) / (y1 - y0 || 1) * 0.5);
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
  if (spec.bird) waders(svg, p, rng, spec.bird, 780, 940);
  flock(svg, rng, layerColor(p, 0.3), rng.range(0.2, 0.8) * svg.w, 280, rng.int(3, 6), 12);
};

/** A young volcano rising from the sea, its plume leaning in the wind, a small boat below. */
export const volcano: Painter = (svg, p, rng) => {
  sky(svg, p, rng);
  const sunX = rng.range(0.1, 0.9) * svg.w;
  sun(svg, p, sunX, rng.range(330, 440), 48);
  clouds(svg, p, rng, rng.int(1, 2), 100, 260);
  const horizon = 640;
  const x = rng.range(0.4, 0.62) * svg.w;
  const isles = land(svg, ridge(svg, rng.fork('isles'), { y: horizon - 8, amp: 30, peaks: 1, peakHeight: 170, rough: 0.8 }), layerColor(p, 0.78));
  svg.add(`<g clip-path="${svg.clip(rect(0, 0, svg.w, horizon, '#000'))}">${isles}</g>`);
  const top = rng.range(330, 400);
  const mountain = cone(svg, rng, x, horizon + 4, top, rng.range(330, 430), layerColor(p, 0.38), p.ink);
  plume(svg, p, rng, x, top, rng.range(0.9, 1.25));
  svg.add(mountain);
  water(svg, p, rng, horizon, sunX);
  reflect(svg, mountain, horizon + 4, 0.3);
  const bx = rng.range(0.15, 0.85) * svg.w;
  const by = rng.range(820, 900);
  svg.add(
    path(`M${n(bx - 70)} ${n(by)}Q${n(bx)} ${n(by + 26)} ${n(bx + 80)} ${n(by - 8)}L${n(bx + 60)} ${n(by + 14)}Q${n(bx)} ${n(by + 34)} ${n(bx - 58)} ${n(by + 10)}Z`, p.ink),
    rect(bx - 30, by - 24, 44, 22, p.ink, ' rx="4"'),
  );
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
  const isle = ridge(svg, rng.fork('isle'), { y: horizon, amp: 14, peaks: 1, peakHeight: 60 }).map(([x, y]) => [x, u(x) > 0.55 && u(x) < 0.9 ? y - 30 * Math.sin(((u(x) - 0.55) / 0.35) * Math.PI) : horizon + 2] as Point);
  const far = land(svg, isle, layerColor(p, 0.7));
  svg.add(`<g clip-path="${svg.clip(rect(0, 0, svg.w, horizon + 1, '#000'))}">${far}</g>`);
  water(svg, p, rng, horizon, sunX);
  const sand = mix('#f1dfb6', p.haze, 0.3);
  const shore = ridge(svg, rng.fork('shore'), { y: 700, amp: 20 }).map(([x, y]) => [x, y + (1 - u(x)) * 40 + u(x) ** 2 * 160] as Point);
  svg.add(land(svg, shore.map(([x, y]) => [x, y - 10] as Point), mix(sand, '#ffffff', 0.55)));
  svg.add(land(svg, shore, sand));
  svg.add(land(svg, shore.map(([x, y]) => [x, y + 130 + u(x) * 40] as Point), mix(sand, p.land, 0.12)));
  const edge = rng.range(0.22, 0.3);
  const forest = ridge(svg, rng.fork('forest'), { y: 470, amp: 30 }).map(([x, y]) => [x, y + Math.max(0, u(x) - edge) * 2000] as Point);
  svg.add(canopy(svg, rng.fork('back'), forest.map(([x, y]) => [x + side * 60, y - 40] as Point), layerColor(p, 0.35), 36));
  svg.add(canopy(svg, rng.fork('fc'), forest, layerColor(p, 0.12), 44));
  for (let i = 0; i < 3; i++) {
    const px = xAt(edge - 0.04 + i * 0.05 + rng.range(-0.02, 0.02));
    svg.add(palm(rng, px, Math.min(heightAt(shore, px) + 30, heightAt(forest, px) + 260), rng.range(300, 400), -side * rng.range(0.35, 0.8), p.ink));
  }
  if (spec.kind === 'camp') {
    const tx = xAt(rng.range(0.5, 0.62));
    const ty = Math.min(heightAt(shore, tx) + 60, 930);
    svg.add(circle(tx, ty - 40, 150, '#ffb25c', ' opacity=".18"'));
    svg.add(path(`M${n(tx - 95)} ${n(ty)}L${n(tx)} ${n(ty - 120)}L${n(tx + 95)} ${n(ty)}Z`, p.ink));
    svg.add(path(`M${n(tx - 28)} ${n(ty)}L${n(tx)} ${n(ty - 70)}L${n(tx + 28)} ${n(ty)}Z`, '#ffc46b'));
    svg.add(circle(tx - side * 170, ty - 6, 16, '#ffb25c'), circle(tx - side * 170, ty - 10, 8, '#fff0c0'));
  } else {
    flock(svg, rng, layerColor(p, 0.3), xAt(rng.range(0.5, 0.8)), 300, rng.int(2, 4), 13);
  }
};

/** Sunlit reef under the surface: corals, a fan, fish. */
export const reef: Painter = (svg, p, rng) => {
  const deep = mix('#17506a', p.ink, 0.2);
  const shallow = mix('#7fd3d3', p.sun, 0.15);
  svg.add(rect(0, 0, svg.w, svg.h, svg.gradient([[0, shallow], [0.55, mix(shallow, deep, 0.6)], [1, deep]])));
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
      for (let k = 0; k < 9; k++) d += `M${n(x)} ${n(y)}L${n(x + Math.cos(Math.PI * (0.1 + 0.1 * k)) * 170)} ${n(y - Math.sin(Math.PI * (0.1 + 0.1 * k)) * 200)}`;
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
    svg.add(`<g transform="translate(${n(fx)} ${n(fy)}) scale(${n(s)})">${ellipse(0, 0, 24, 11, fish)}${path('M-20 0L-38 -12L-38 12Z', fish)}${circle(12, -3, 2.2, deep)}</g>`);
  }
};
