// Inland scenes: montane cloud forest, crater lake, grazing ground, lowland rainforest, tea hills.
import { animalShape, isPrimate, primateShape, type GroundAnimal } from './animals.ts';
import { mix } from './color.ts';
import { deadTree, emergent, grass, roundTree, treeFern } from './flora.ts';
import { canopy, clouds, flock, heightAt, land, mist, reflect, ridge, sky, sun } from './landforms.ts';
import { layerColor, type Palette } from './palette.ts';
import type { Rng } from './rng.ts';
import type { Painter } from './scene.ts';
import { circle, ellipse, n, path, rect, smooth, type Point, type Svg } from './svg.ts';

/** A waterfall dropping from a forested cliff into a plunge pool, centred on x. */
function waterfall(svg: Svg, p: Palette, rng: Rng, x: number): void {
  const top = rng.range(380, 440);
  const foot = 800;
  const w = rng.range(60, 90);
  const cliff = layerColor(p, 0.35);
  svg.add(
    path(
      `M${n(x - 360)} ${foot}Q${n(x - 330)} ${n(top + 60)} ${n(x - 250)} ${n(top - 20)}Q${n(x)} ${n(top - 70)} ${n(x + 260)} ${n(top - 10)}Q${n(x + 330)} ${n(top + 60)} ${n(x + 370)} ${foot}Z`,
      cliff,
    ),
  );
  // Forest crowns along the lip of the cliff, leaving the gap the water pours through.
  for (let cx = x - 280; cx < x + 300; cx += rng.range(40, 60)) {
    if (Math.abs(cx - x) < w) continue;
    svg.add(circle(cx, top - 40 + Math.abs(cx - x) * 0.08, rng.range(30, 44), layerColor(p, 0.28)));
  }
  const water = mix('#ffffff', p.haze, 0.25);
  svg.add(path(`M${n(x - w / 2)} ${n(top - 40)}L${n(x + w / 2)} ${n(top - 40)}L${n(x + w * 0.7)} ${foot}L${n(x - w * 0.7)} ${foot}Z`, water, ' opacity=".92"'));
  for (let i = 0; i < 4; i++) {
    const sx = x + rng.range(-0.4, 0.4) * w;
    svg.add(`<path d="M${n(sx)} ${n(top - 30)}L${n(sx + rng.range(-8, 8))} ${foot}" stroke="${mix(water, p.haze, 0.4)}" stroke-width="4" opacity=".6"/>`);
  }
  svg.add(ellipse(x, foot, w * 2.2, 34, water, ' opacity=".85"'));
  mist(svg, '#ffffff', foot - 10, 90, 0.6);
}

/** Montane cloud forest: misty ranges, a forest canopy and tree ferns in front. */
export const cloudForest: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(180, 300), 46);
  const ranges = [520, 600, 680];
  ranges.forEach((y, i) => {
    const pts = ridge(svg, rng.fork(`r${i}`), { y, amp: 70 - i * 10, rough: 0.6, peaks: 2 - (i > 1 ? 1 : 0), peakHeight: 150 - i * 30 });
    svg.add(land(svg, pts, layerColor(p, 0.82 - i * 0.16)));
    mist(svg, p.haze, y + 40, 90, 0.75);
  });
  if (spec.waterfall) waterfall(svg, p, rng.fork('fall'), rng.range(0.35, 0.65) * svg.w);
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
  svg.add(
    rect(
      -20,
      lakeY,
      svg.w + 40,
      svg.h - lakeY,
      svg.gradient([
        [0, mix(lake, '#ffffff', 0.35)],
        [1, lake],
      ]),
    ),
  );
  reflect(svg, walls, lakeY, 0.18);
  svg.add(rect(-20, lakeY - 4, svg.w + 40, 9, mix('#f2f4ec', p.haze, 0.2), ' rx="4"'));
  mist(svg, '#ffffff', lakeY - 20, 80, 0.5);
  const shore = ridge(svg, rng.fork('shore'), { y: 860, amp: 30, rough: 0.6 });
  svg.add(
    land(
      svg,
      shore.map(([x, y]) => [x, y - 8] as Point),
      mix('#f4f5ee', p.haze, 0.2),
    ),
  );
  svg.add(land(svg, shore, mix('#dfe0d4', p.land, 0.3)));
  const trees = rng.int(3, 5);
  for (let i = 0; i < trees; i++) {
    const x = ((i + rng.range(0.2, 0.8)) / trees) * svg.w;
    svg.add(deadTree(rng, x, heightAt(shore, x) + 20, rng.range(180, 320), mix(p.ink, '#ffffff', 0.1)));
  }
};

/** A ground animal standing on the ground line y, `scale` times its 100 × 60 box, facing either way. */
function placeAnimal(svg: Svg, animal: GroundAnimal, x: number, y: number, scale: number, flip: boolean, ink: string, light: string): void {
  const t = flip
    ? `translate(${n(x + 50 * scale)} ${n(y - 60 * scale)}) scale(${n(-scale)} ${n(scale)})`
    : `translate(${n(x - 50 * scale)} ${n(y - 60 * scale)}) scale(${n(scale)})`;
  svg.add(`<g transform="${t}">${animalShape(animal, ink, light)}</g>`);
}

// Drawn size of each animal in units of its 100 × 60 box: a mouse-deer is a tenth of a rhino's weight.
const animalScale: Record<GroundAnimal, number> = { rhino: 4.6, banteng: 4.6, rusa: 4.4, dhole: 4.4, leopard: 4.2, 'mouse-deer': 2.8 };

/**
 * A grazing ground cut out of the lowland rainforest (Cidaon, Peucang): short green turf in front
 * of a tall, dense wall of forest. Never an open savanna with umbrella trees.
 */
export const grazingGround: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(200, 320), 50);
  clouds(svg, p, rng, rng.int(1, 2), 100, 240);
  // Forest wall: three stacked canopies, the nearest tall and dark, with a few taller crowns.
  [470, 560, 650].forEach((y, i) => {
    const pts = ridge(svg, rng.fork(`w${i}`), { y, amp: 26 });
    svg.add(canopy(svg, rng.fork(`wk${i}`), pts, layerColor(p, 0.62 - i * 0.22), 34 + i * 10));
    if (i === 2) {
      for (let k = 0; k < 4; k++) {
        const x = rng.range(0, 1) * svg.w;
        svg.add(roundTree(rng, x, heightAt(pts, x) + 40, rng.range(220, 320), layerColor(p, 0.2)));
      }
    }
  });
  mist(svg, p.haze, 680, 50, 0.35);
  const turf = mix('#7da04a', p.land, 0.45);
  svg.add(land(svg, ridge(svg, rng.fork('g1'), { y: 700, amp: 8 }), mix(turf, p.haze, 0.25)));
  svg.add(land(svg, ridge(svg, rng.fork('g2'), { y: 800, amp: 12 }), turf));
  const animal = spec.animal && !isPrimate(spec.animal) ? spec.animal : undefined;
  if (animal) {
    const scale = animalScale[animal];
    if (animal !== 'rhino' && animal !== 'leopard')
      placeAnimal(svg, animal, rng.range(0.1, 0.3) * svg.w, 712, scale * 0.28, rng.chance(0.5), layerColor(p, 0.4), mix(turf, p.haze, 0.4));
    placeAnimal(svg, animal, rng.range(0.4, 0.6) * svg.w, 900, scale, rng.chance(0.5), p.ink, mix(turf, '#ffffff', 0.55));
  }
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, 50, mix(turf, p.ink, 0.35)));
};

/** Lowland rainforest: stacked canopies, emergent trees, vines, shafts of light; a mammal on the floor or in the canopy. */
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
  if (spec.waterfall) waterfall(svg, p, rng.fork('fall'), rng.range(0.35, 0.65) * svg.w);
  const bough = rng.range(90, 160);
  svg.add(`<path d="M-20 ${n(bough)}Q${n(svg.w / 2)} ${n(bough + 80)} ${n(svg.w + 20)} ${n(bough - 20)}" fill="none" stroke="${p.ink}" stroke-width="26"/>`);
  const animal = spec.animal;
  const clear = animal ? rng.range(0.38, 0.62) * svg.w : -1000;
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, 1) * svg.w;
    if (Math.abs(x - clear) < 260) continue;
    svg.add(
      `<path d="${smooth([
        [x, bough + 20],
        [x + rng.range(-30, 30), bough + 200],
        [x + rng.range(-20, 20), bough + rng.range(300, 520)],
      ])}" fill="none" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`,
    );
  }
  if (animal && isPrimate(animal)) {
    // Hanging from (gibbon) or sitting on (monkey) the bough; the bough dips to y ≈ bough + 30 mid-picture.
    // The bough passes y ≈ bough + 35 near the middle: the gibbon's hands grip it, the monkey sits on it.
    const s = 4.6;
    let top = bough + 30;
    if (animal === 'monkey') {
      // A lower side branch for the monkey to sit on, its tail hanging below.
      const seat = rng.range(430, 500);
      const from = clear < svg.w / 2 ? -20 : svg.w + 20;
      svg.add(
        `<path d="M${n(from)} ${n(seat - 60)}Q${n((from + clear) / 2)} ${n(seat + 10)} ${n(clear + (from < 0 ? 160 : -160))} ${n(seat)}" fill="none" stroke="${p.ink}" stroke-width="20" stroke-linecap="round"/>`,
      );
      top = seat - 42 * s + 4;
    }
    svg.add(`<g transform="translate(${n(clear - 50 * s)} ${n(top)}) scale(${n(s)})">${primateShape(animal, p.ink, mix(p.haze, '#ffffff', 0.3))}</g>`);
  }
  // Forest floor: a dark band of leaf litter and ferns.
  // Forest floor, lighter than the animal so its outline reads against the leaf litter.
  const floor = layerColor(p, 0.3);
  svg.add(land(svg, ridge(svg, rng.fork('floor'), { y: 840, amp: 10 }), floor));
  if (animal && !isPrimate(animal)) placeAnimal(svg, animal, clear, 930, animalScale[animal] * 1.35, rng.chance(0.5), p.ink, mix(floor, '#ffffff', 0.45));
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, animal && !isPrimate(animal) ? 60 : 120, p.ink));
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
      svg.add(
        `<path d="${smooth(rows.map(([x, yy]) => [x, yy + off] as Point))}" fill="none" stroke="${mix(fill, '#ffffff', 0.14)}" stroke-width="${n(4 + i * 2)}"/>`,
      );
    }
    if (i === 1) {
      const x = rng.range(0.1, 0.9) * svg.w;
      svg.add(roundTree(rng, x, heightAt(pts, x) + 6, rng.range(160, 230), layerColor(p, 0.15)));
    }
  });
  flock(svg, rng, layerColor(p, 0.25), rng.range(0.2, 0.8) * svg.w, 300, rng.int(3, 5), 13);
};

/** Surya Kencana: a flat high meadow below Gede's summit, dotted with silver-grey edelweiss shrubs in white flower. */
export const meadow: Painter = (svg, p, rng) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(200, 320), 48);
  clouds(svg, p, rng, rng.int(1, 3), 100, 300);
  svg.add(land(svg, ridge(svg, rng.fork('summit'), { y: 560, amp: 40, peaks: 1, peakHeight: 160, rough: 0.5 }), layerColor(p, 0.7)));
  mist(svg, p.haze, 600, 60, 0.5);
  svg.add(canopy(svg, rng.fork('edge'), ridge(svg, rng.fork('e'), { y: 640, amp: 12 }), layerColor(p, 0.45), 26));
  const turf = mix('#8aa05a', p.land, 0.4);
  svg.add(land(svg, ridge(svg, rng.fork('g'), { y: 680, amp: 6 }), turf));
  const shrub = mix('#a8b4a0', p.haze, 0.2);
  const flower = mix('#f4f2e6', p.haze, 0.1);
  for (let i = 0; i < 16; i++) {
    const y = 700 + (i / 15) ** 1.6 * 300;
    const x = rng.range(0, 1) * svg.w;
    const r = 14 + (y - 700) * 0.22;
    svg.add(ellipse(x, y - r * 0.5, r * 1.3, r * 0.8, shrub));
    for (let k = 0; k < 5; k++) svg.add(circle(x + rng.range(-1, 1) * r, y - r * 0.5 + rng.range(-0.6, 0.3) * r, Math.max(2, r * 0.16), flower));
  }
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, 40, mix(turf, p.ink, 0.35)));
};

/** A small group of birders on a forest trail: binoculars raised, one at a telescope on its tripod. */
export const birders: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.2, 0.8) * svg.w, 200, 44);
  [480, 600].forEach((y, i) => {
    const pts = ridge(svg, rng.fork(`c${i}`), { y, amp: 30 });
    svg.add(canopy(svg, rng.fork(`k${i}`), pts, layerColor(p, 0.7 - i * 0.25), 34 + i * 12));
    mist(svg, p.haze, y + 30, 100, 0.35);
  });
  const floor = layerColor(p, 0.3);
  svg.add(land(svg, ridge(svg, rng.fork('floor'), { y: 760, amp: 10 }), floor));
  // The trail: a pale band narrowing into the forest.
  const mid = svg.w * rng.range(0.4, 0.6);
  svg.add(
    path(
      `M${n(mid - 420)} ${svg.h}Q${n(mid - 80)} 820 ${n(mid - 20)} 760L${n(mid + 30)} 760Q${n(mid + 80)} 820 ${n(mid + 420)} ${svg.h}Z`,
      mix('#c8b48a', floor, 0.45),
    ),
  );
  const ink = p.ink;
  const gear = mix(p.accent, ink, 0.3);
  const people = 3;
  for (let i = 0; i < people; i++) {
    const x = mid + (i - 1) * 300 + rng.range(-30, 30);
    const feet = 960 - (i % 2) * 30;
    const s = 3.2;
    // A standing figure 100 units tall: legs, body, head, arms raising binoculars to the eyes.
    const telescope = spec.telescope && i === people - 1;
    const face = i === 0 ? 1 : -1;
    svg.add(
      `<g transform="translate(${n(x)} ${n(feet - 100 * s)}) scale(${n(face * s)} ${n(s)})">`,
      path('M-8 55L-10 100L-2 100L0 65L2 100L10 100L8 55Z', ink),
      path('M-12 28Q-13 20 0 20Q13 20 12 28L10 58L-10 58Z', ink),
      `<rect x="-6" y="14" width="10" height="8" fill="${ink}"/>`,
      circle(0, 9, 8, ink),
      telescope ? '' : `${path('M8 26L18 14L14 10L4 22Z', ink)}<rect x="9" y="2" width="9" height="10" rx="2" fill="${gear}"/>`,
      telescope
        ? `${path('M8 26L16 20L14 16L6 22Z', ink)}<rect x="14" y="5" width="34" height="8" rx="2" fill="${gear}" transform="rotate(-8 14 9)"/><path d="M28 14L18 100M28 14L30 100M28 14L40 100" stroke="${ink}" stroke-width="2"/>`
        : '',
      '</g>',
    );
  }
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, 60, ink));
};
