// Inland scenes: montane cloud forest, crater lake, savanna, lowland rainforest, tea hills.
import { animalShape } from './animals.ts';
import { mix } from './color.ts';
import { deadTree, emergent, grass, roundTree, treeFern } from './flora.ts';
import { canopy, clouds, flock, heightAt, land, mist, reflect, ridge, sky, sun } from './landforms.ts';
import { layerColor } from './palette.ts';
import type { Painter } from './scene.ts';
import { n, path, rect, smooth, type Point } from './svg.ts';

/** Montane cloud forest: misty ranges, a forest canopy and tree ferns in front. */
export const cloudForest: Painter = (svg, p, rng) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(180, 300), 46);
  const ranges = [520, 600, 680];
  ranges.forEach((y, i) => {
    const pts = ridge(svg, rng.fork(`r${i}`), { y, amp: 70 - i * 10, rough: 0.6, peaks: 2 - (i > 1 ? 1 : 0), peakHeight: 150 - i * 30 });
    svg.add(land(svg, pts, layerColor(p, 0.82 - i * 0.16)));
    mist(svg, p.haze, y + 40, 90, 0.75);
  });
  svg.add(canopy(svg, rng.fork('mid'), ridge(svg, rng.fork('m'), { y: 800, amp: 40 }), layerColor(p, 0.3), 34));
  mist(svg, p.haze, 800, 60, 0.5);
  const near = ridge(svg, rng.fork('n'), { y: 930, amp: 35 });
  svg.add(canopy(svg, rng.fork('near'), near, layerColor(p, 0.08), 58));
  const ferns = rng.int(2, 4);
  for (let i = 0; i < ferns; i++) {
    const x = (i + 0.5 + rng.range(-0.3, 0.3)) * (svg.w / ferns);
    svg.add(treeFern(rng, x, svg.h + 20, rng.range(260, 380), p.ink));
  }
  const ex = rng.range(0.1, 0.9) * svg.w;
  svg.add(emergent(rng, ex, heightAt(near, ex), rng.range(330, 420), layerColor(p, 0.12)));
  flock(svg, rng, layerColor(p, 0.2), rng.range(0.2, 0.8) * svg.w, 330, rng.int(2, 4), 12);
};

/** Highland crater lake: steep walls, a pale turquoise lake, bleached trees and steam. */
export const craterLake: Painter = (svg, p, rng) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.3, 0.7) * svg.w, rng.range(170, 260), 40);
  svg.add(land(svg, ridge(svg, rng.fork('far'), { y: 470, amp: 40, peaks: 1, peakHeight: 120 }), layerColor(p, 0.8)));
  mist(svg, p.haze, 500, 120, 0.7);
  const lakeY = 640;
  // Crater walls fall steeply from each side of the picture to the lake shore.
  const wall = (side: number, height: number, reach: number, r: ReturnType<typeof rng.fork>) =>
    ridge(svg, r, { y: lakeY, amp: 14, rough: 0.8 }).map(([x, y]) => {
      const u = side < 0 ? x / svg.w : 1 - x / svg.w;
      return [x, y - height * Math.max(0, 1 - u / reach) ** 0.75] as Point;
    });
  const walls =
    land(svg, wall(1, rng.range(300, 380), rng.range(0.4, 0.55), rng.fork('w1')), layerColor(p, 0.55)) +
    land(svg, wall(-1, rng.range(340, 420), rng.range(0.45, 0.6), rng.fork('w2')), layerColor(p, 0.38));
  svg.add(walls);
  const lake = mix('#8fd6c6', p.haze, 0.2);
  svg.add(rect(-20, lakeY, svg.w + 40, svg.h - lakeY, svg.gradient([[0, mix(lake, '#ffffff', 0.35)], [1, lake]])));
  reflect(svg, walls, lakeY, 0.18);
  svg.add(rect(-20, lakeY - 4, svg.w + 40, 9, mix('#f2f4ec', p.haze, 0.2), ' rx="4"'));
  mist(svg, '#ffffff', lakeY - 20, 80, 0.5);
  const shore = ridge(svg, rng.fork('shore'), { y: 860, amp: 30, rough: 0.6 });
  svg.add(land(svg, shore.map(([x, y]) => [x, y - 8] as Point), mix('#f4f5ee', p.haze, 0.2)));
  svg.add(land(svg, shore, mix('#dfe0d4', p.land, 0.3)));
  const trees = rng.int(3, 5);
  for (let i = 0; i < trees; i++) {
    const x = ((i + rng.range(0.2, 0.8)) / trees) * svg.w;
    svg.add(deadTree(rng, x, heightAt(shore, x) + 20, rng.range(180, 320), mix(p.ink, '#ffffff', 0.1)));
  }
};

/** Savanna grazing ground at the forest edge, with a rhino, banteng or deer. */
export const savanna: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(300, 420), 60);
  clouds(svg, p, rng, rng.int(1, 3), 120, 300);
  svg.add(land(svg, ridge(svg, rng.fork('hills'), { y: 560, amp: 35, peaks: 1, peakHeight: 90 }), layerColor(p, 0.72)));
  const edge = ridge(svg, rng.fork('edge'), { y: 640, amp: 20 });
  svg.add(canopy(svg, rng.fork('trees'), edge, layerColor(p, 0.45), 30));
  for (let i = 0; i < 3; i++) {
    const x = rng.range(0, 1) * svg.w;
    svg.add(emergent(rng, x, heightAt(edge, x) + 10, rng.range(180, 260), layerColor(p, 0.45)));
  }
  const gold = mix('#cdb56a', p.land, 0.3);
  svg.add(land(svg, ridge(svg, rng.fork('g1'), { y: 700, amp: 10 }), mix(gold, p.haze, 0.35)));
  svg.add(land(svg, ridge(svg, rng.fork('g2'), { y: 800, amp: 14 }), gold));
  const animal = spec.animal === 'gibbon' || !spec.animal ? rng.pick(['rhino', 'banteng'] as const) : spec.animal;
  const far = rng.range(0.1, 0.35) * svg.w;
  svg.add(`<g transform="translate(${n(far)} 705) scale(0.9)">${animalShape(animal, layerColor(p, 0.4), mix(gold, p.haze, 0.4))}</g>`);
  const s = rng.range(3.2, 3.8);
  const x = rng.range(0.35, 0.6) * svg.w;
  const flip = rng.chance(0.5);
  const t = flip ? `translate(${n(x + 50 * s)} ${n(880 - 60 * s)}) scale(${n(-s)} ${n(s)})` : `translate(${n(x - 50 * s)} ${n(880 - 60 * s)}) scale(${n(s)})`;
  svg.add(`<g transform="${t}">${animalShape(animal, p.ink, mix(gold, '#ffffff', 0.5))}</g>`);
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, 90, mix(gold, p.ink, 0.45)));
  flock(svg, rng, layerColor(p, 0.3), rng.range(0.2, 0.8) * svg.w, 260, rng.int(3, 5), 14);
};

/** Lowland rainforest: stacked canopies, emergent trees, vines and shafts of light. */
export const rainforest: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.2, 0.8) * svg.w, 160, 44);
  [420, 540, 660, 790].forEach((y, i) => {
    const pts = ridge(svg, rng.fork(`c${i}`), { y, amp: 30 });
    svg.add(canopy(svg, rng.fork(`k${i}`), pts, layerColor(p, 0.75 - i * 0.22), 30 + i * 12));
    if (i < 3) {
      const x = rng.range(0.1, 0.9) * svg.w;
      svg.add(emergent(rng, x, heightAt(pts, x) + 20, 200 + i * 60, layerColor(p, 0.75 - i * 0.22)));
    }
    mist(svg, p.haze, y + 30, 120, 0.3);
  });
  for (let i = 0; i < 4; i++) {
    const x = rng.range(0, 1) * svg.w;
    svg.add(path(`M${n(x)} 0L${n(x + 60)} 0L${n(x + 260)} ${svg.h}L${n(x + 120)} ${svg.h}Z`, p.sun, ` opacity="${n(rng.range(0.06, 0.12))}"`));
  }
  const bough = rng.range(90, 160);
  svg.add(`<path d="M-20 ${n(bough)}Q${n(svg.w / 2)} ${n(bough + 80)} ${n(svg.w + 20)} ${n(bough - 20)}" fill="none" stroke="${p.ink}" stroke-width="26"/>`);
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, 1) * svg.w;
    svg.add(`<path d="${smooth([[x, bough + 20], [x + rng.range(-30, 30), bough + 200], [x + rng.range(-20, 20), bough + rng.range(300, 520)]])}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`);
  }
  if (spec.animal === 'gibbon') {
    const gx = rng.range(0.35, 0.65) * svg.w;
    const gy = bough + 70;
    svg.add(
      `<g fill="${p.ink}"><path d="M${n(gx - 40)} ${n(gy - 50)}L${n(gx - 8)} ${n(gy + 40)}M${n(gx + 40)} ${n(gy - 50)}L${n(gx + 8)} ${n(gy + 40)}" stroke="${p.ink}" stroke-width="14" stroke-linecap="round"/>` +
        `<ellipse cx="${n(gx)}" cy="${n(gy + 90)}" rx="34" ry="52"/><circle cx="${n(gx)}" cy="${n(gy + 30)}" r="24"/>` +
        `<path d="M${n(gx - 20)} ${n(gy + 130)}Q${n(gx - 50)} ${n(gy + 170)} ${n(gx - 10)} ${n(gy + 175)}M${n(gx + 20)} ${n(gy + 130)}Q${n(gx + 50)} ${n(gy + 170)} ${n(gx + 10)} ${n(gy + 175)}" stroke="${p.ink}" stroke-width="14" fill="none" stroke-linecap="round"/></g>`,
    );
  }
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, 120, p.ink));
};

/** Generic West Java upland: tea-covered hills in rows, a lone tree, mountains behind. */
export const landscape: Painter = (svg, p, rng) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(200, 360), 52);
  clouds(svg, p, rng, rng.int(2, 4), 100, 340);
  svg.add(land(svg, ridge(svg, rng.fork('m'), { y: 520, amp: 50, peaks: 2, peakHeight: 200, rough: 0.6 }), layerColor(p, 0.78)));
  mist(svg, p.haze, 560, 70, 0.6);
  [640, 750, 880].forEach((y, i) => {
    const pts = ridge(svg, rng.fork(`h${i}`), { y, amp: 45 - i * 8 });
    const fill = layerColor(p, 0.55 - i * 0.24);
    svg.add(land(svg, pts, fill));
    const rows = pts.map(([x, yy]) => [x, yy] as Point);
    for (let k = 1; k < 6 + i * 2; k++) {
      const off = k * (18 + i * 10);
      svg.add(`<path d="${smooth(rows.map(([x, yy]) => [x, yy + off] as Point))}" fill="none" stroke="${mix(fill, '#ffffff', 0.14)}" stroke-width="${n(4 + i * 2)}"/>`);
    }
    if (i === 1) {
      const x = rng.range(0.1, 0.9) * svg.w;
      svg.add(roundTree(rng, x, heightAt(pts, x) + 6, rng.range(160, 230), layerColor(p, 0.15)));
    }
  });
  flock(svg, rng, layerColor(p, 0.25), rng.range(0.2, 0.8) * svg.w, 300, rng.int(3, 5), 13);
};
