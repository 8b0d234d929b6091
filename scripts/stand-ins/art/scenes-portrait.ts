// Portraits: a bird of a family on its perch against a soft habitat, and a guide's bust.
import { personShape } from './animals.ts';
import { birdSettings, birdShape, flyingHornbill, flyingWader, soaringRaptor, speciesColors, type BirdFamily, type BirdShape } from './birds.ts';
import { mix } from './color.ts';
import { canopy, flock, land, mist, reflect, ridge, sky, sun, water } from './landforms.ts';
import { grass } from './flora.ts';
import { boat, jetty, krakatau } from './volcano.ts';
import { layerColor } from './palette.ts';
import type { Painter } from './scene.ts';
import { circle, ellipse, n, path } from './svg.ts';

// Share of the picture height each family's 100-unit box takes, so every bird looks its size.
const sizes: Record<BirdFamily, number> = {
  raptor: 0.66,
  trogon: 0.7,
  kingfisher: 0.74,
  heron: 0.72,
  egret: 0.72,
  stork: 0.7,
  ibis: 0.72,
  shorebird: 0.62,
  tern: 0.9,
  duck: 0.6,
  peafowl: 0.78,
  gamebird: 0.6,
  hornbill: 0.74,
  pitta: 0.6,
  sunbird: 0.7,
  songbird: 0.78,
  owl: 0.62,
  frogmouth: 0.7,
};

/** What each setting of a bird portrait draws with: the picture, the bird's size and side, and a way to stand it. */
interface Sitter {
  svg: Parameters<Painter>[0];
  p: Parameters<Painter>[1];
  rng: Parameters<Painter>[2];
  family: BirdFamily;
  soft: (t: number) => string;
  bx: number;
  flip: boolean;
  scale: number;
  /** The bird with its feet at `feet`. */
  place: (feet: number) => string;
}

/** One large bird of a family, drawn where that family lives: branch, shallows, mudflat, water, sky or ground. */
export const birdPortrait: Painter = (svg, p, rng, spec) => {
  const family = spec.bird ?? 'songbird';
  const colors = speciesColors(spec.colors);
  const setting = spec.setting ?? birdSettings[family];
  sky(svg, p, rng);
  sun(svg, p, rng.range(0.15, 0.85) * svg.w, rng.range(200, 420), 70);
  const soft = (t: number) => mix(layerColor(p, t), p.haze, 0.35);
  const flight: BirdShape | undefined = spec.flying
    ? family === 'raptor'
      ? soaringRaptor(colors)
      : family === 'hornbill'
        ? flyingHornbill(colors)
        : family === 'egret' || family === 'heron'
          ? flyingWader(colors)
          : undefined
    : undefined;
  const bird = flight ?? birdShape(family, colors);
  const count = spec.count ?? 1;
  // A flock is drawn smaller, so the birds fit the frame side by side.
  const scale = (svg.h * (flight ? 0.85 : sizes[family]) * (count > 1 ? (flight ? 0.4 : 0.6) : 1)) / 100;
  const flip = rng.chance(0.35);
  const bx = svg.w / 2 + rng.range(-0.08, 0.08) * svg.w;
  const place = (feet: number) => {
    const spread = count > 1 ? 100 * scale * 1.1 : 0;
    let out = '';
    for (let i = 0; i < count; i++) {
      const x = bx + (i - (count - 1) / 2) * spread;
      const lift = flight ? (i % 2) * 60 - 30 : 0;
      const facing = count > 1 && !flight ? (i % 2 === 0) !== flip : flip;
      const tx = facing ? x + 50 * scale : x - 50 * scale;
      out += `<g transform="translate(${n(tx)} ${n(feet + lift - bird.perchY * scale)}) scale(${n(facing ? -scale : scale)} ${n(scale)})">${bird.markup}</g>`;
    }
    return out;
  };
  const sitter: Sitter = { svg, p, rng, family, soft, bx, flip, scale, place };
  if (flight && (family === 'raptor' || family === 'hornbill')) return overRidge(sitter);
  if (flight || setting === 'flight') return overTheSea(sitter);
  longLensBackdrop(sitter);
  if (setting === 'shallows' || setting === 'afloat' || setting === 'mudflat') return atTheWater(sitter, setting);
  if (setting === 'lawn' || setting === 'forest-floor') return onTheGround(sitter, setting);
  if (setting === 'rock') return onARock(sitter);
  onABranch(sitter);
};

/** A wet, mossy boulder in a stream: the bird stands on its top. */
function onARock({ svg, p, rng, soft, bx, place }: Sitter): void {
  svg.add(canopy(svg, rng.fork('bank'), ridge(svg, rng.fork('b'), { y: 700, amp: 30 }), soft(0.4), 48));
  const stream = mix(p.waterLight, '#ffffff', 0.25);
  svg.add(
    `<rect x="0" y="760" width="${n(svg.w)}" height="${n(svg.h - 760)}" fill="${svg.gradient([
      [0, stream],
      [1, p.water],
    ])}"/>`,
  );
  for (let i = 0; i < 6; i++) svg.add(ellipse(rng.range(0, 1) * svg.w, rng.range(800, 980), rng.range(60, 160), 5, '#ffffff', ' opacity=".45"'));
  const top = 800;
  const rock = mix('#5a5a52', p.ink, 0.3);
  svg.add(path(`M${n(bx - 260)} ${svg.h}Q${n(bx - 240)} ${n(top + 20)} ${n(bx - 40)} ${n(top)}Q${n(bx + 200)} ${n(top + 10)} ${n(bx + 280)} ${svg.h}Z`, rock));
  svg.add(
    path(
      `M${n(bx - 200)} ${n(top + 40)}Q${n(bx - 60)} ${n(top - 6)} ${n(bx + 160)} ${n(top + 20)}Q${n(bx)} ${n(top + 30)} ${n(bx - 200)} ${n(top + 40)}Z`,
      mix('#5f8a3a', p.land, 0.4),
    ),
  );
  svg.add(place(top + 6));
}

/** A raptor high over a forested ridge. */
function overRidge({ svg, p, rng, soft, place }: Sitter): void {
  svg.add(land(svg, ridge(svg, rng.fork('far'), { y: 700, amp: 50, peaks: 2, peakHeight: 120 }), soft(0.7)));
  mist(svg, p.haze, 740, 80, 0.6);
  svg.add(canopy(svg, rng.fork('near'), ridge(svg, rng.fork('n'), { y: 880, amp: 30 }), soft(0.3), 46));
  svg.add(place(400));
}

/** A tern over the sea: low horizon, the bird high in the frame. */
function overTheSea({ svg, p, rng, soft, place }: Sitter): void {
  svg.add(land(svg, ridge(svg, rng.fork('far'), { y: 760, amp: 8, peaks: 1, peakHeight: 50 }), soft(0.8)));
  water(svg, p, rng, 770);
  flock(svg, rng, soft(0.5), rng.range(0.1, 0.9) * svg.w, 250, rng.int(2, 4), 16);
  svg.add(place(430));
}

/** Far hills in mist and the out-of-focus discs of the soft background a long lens gives. */
function longLensBackdrop({ svg, p, rng, family, soft }: Sitter): void {
  svg.add(land(svg, ridge(svg, rng.fork('far'), { y: 560, amp: 60, peaks: family === 'raptor' ? 2 : 0, peakHeight: 160 }), soft(0.75)));
  mist(svg, p.haze, 600, 80, 0.6);
  for (let i = 0; i < 9; i++) {
    svg.add(
      circle(rng.range(0, 1) * svg.w, rng.range(150, 750), rng.range(30, 90), rng.chance(0.5) ? p.sun : soft(0.4), ` opacity="${n(rng.range(0.1, 0.25))}"`),
    );
  }
}

/** Reeds and water: the bird wading (mirrored in it), afloat, or on a mudflat. */
function atTheWater({ svg, p, rng, soft, bx, place }: Sitter, setting: 'shallows' | 'afloat' | 'mudflat'): void {
  svg.add(canopy(svg, rng.fork('reeds'), ridge(svg, rng.fork('r'), { y: 760, amp: 20 }), soft(0.35), 26));
  const waterTop = 820;
  svg.add(
    `<rect x="0" y="${waterTop}" width="${n(svg.w)}" height="${n(svg.h - waterTop)}" fill="${svg.gradient([
      [0, p.waterLight],
      [1, p.water],
    ])}"/>`,
  );
  if (setting === 'mudflat') {
    const mud = mix('#8f7a5c', p.land, 0.25);
    svg.add(land(svg, ridge(svg, rng.fork('mud'), { y: 835, amp: 8 }), mud));
    svg.add(ellipse(bx + rng.range(-300, 300), 930, 220, 12, mix(p.waterLight, '#ffffff', 0.3), ' opacity=".5"'));
    svg.add(place(870));
    return;
  }
  const feet = setting === 'afloat' ? 860 : 900;
  const standing = place(feet);
  svg.add(standing);
  reflect(svg, standing, feet, 0.25);
}

/** A lawn or the forest floor before a woodland edge, with grass in front of the bird. */
function onTheGround({ svg, p, rng, soft, place }: Sitter, setting: 'lawn' | 'forest-floor'): void {
  const ground = setting === 'lawn' ? mix('#7da04a', p.land, 0.45) : mix(p.ink, p.land, 0.45);
  svg.add(canopy(svg, rng.fork('edge'), ridge(svg, rng.fork('e'), { y: setting === 'lawn' ? 700 : 780, amp: 24 }), soft(setting === 'lawn' ? 0.35 : 0.2), 54));
  svg.add(land(svg, ridge(svg, rng.fork('g'), { y: 860, amp: 10 }), ground));
  svg.add(place(920));
  svg.add(grass(rng, -20, svg.w + 20, svg.h + 5, 40, mix(ground, p.ink, 0.4)));
}

/** A curved branch among leaves, before a bush; a sunbird gets the flower it feeds at. */
function onABranch({ svg, p, rng, family, soft, bx, flip, scale, place }: Sitter): void {
  svg.add(canopy(svg, rng.fork('bush'), ridge(svg, rng.fork('b'), { y: 880, amp: 30 }), soft(0.5), 48));
  const perch = rng.range(760, 820);
  const branch = mix(p.ink, p.land, 0.4);
  const leaf = mix(p.land, p.haze, 0.1);
  const y0 = perch + rng.range(10, 50);
  const y1 = perch + rng.range(-20, 30);
  // A quadratic through (0, y0), (w/2, perch), (w, y1): its control point is 2·perch − (y0 + y1)/2.
  const ctrl = 2 * perch - (y0 + y1) / 2 + 22;
  svg.add(
    `<path d="M-30 ${n(y0 + 22)}Q${n(svg.w / 2)} ${n(ctrl)} ${n(svg.w + 30)} ${n(y1 + 22)}" fill="none" stroke="${branch}" stroke-width="44" stroke-linecap="round"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const lx = rng.range(0, 1) * svg.w;
    if (Math.abs(lx - bx) < 170) continue;
    const ly = perch + 30;
    const angle = rng.chance(0.5) ? rng.range(100, 160) : rng.range(-160, -100);
    svg.add(ellipse(lx, ly + 55, 20, 60, leaf, ` transform="rotate(${n(angle + 180)} ${n(lx)} ${n(ly)})"`));
  }
  if (family === 'sunbird') {
    // The flower it feeds at, just ahead of its bill.
    const fx = flip ? bx - 39 * scale : bx + 39 * scale;
    svg.add(circle(fx, perch - 19 * scale, 5 * scale, '#d8453a'), circle(fx, perch - 19 * scale, 2 * scale, '#f2c94c'));
  }
  svg.add(place(perch));
}

/** A guide against what the words put behind them, holding what they say: binoculars, a camera, or neither. */
export const portrait: Painter = (svg, p, rng, spec) => {
  sky(svg, p, rng);
  const cx = svg.w / 2 + rng.pick([-0.12, 0, 0.12]) * svg.w;
  sun(svg, p, cx + rng.range(-120, 120), rng.range(330, 440), 120);
  const backdrop = spec.backdrop ?? 'ridge';
  if (backdrop === 'volcano') {
    // Anak Krakatau across the water from a black-sand beach.
    krakatau(svg, p, rng, rng.range(0.15, 0.85) * svg.w, 650, 0.8);
    water(svg, p, rng, 650);
    svg.add(land(svg, ridge(svg, rng.fork('sand'), { y: 860, amp: 14 }), mix('#2e2a28', p.ink, 0.3)));
  } else if (backdrop === 'jetty' || backdrop === 'mangrove') {
    svg.add(canopy(svg, rng.fork('far'), ridge(svg, rng.fork('f'), { y: 620, amp: 10 }), layerColor(p, 0.6), backdrop === 'mangrove' ? 22 : 14));
    water(svg, p, rng, 640);
    if (backdrop === 'jetty') {
      const side = cx < svg.w / 2 ? 1 : -1;
      svg.add(boat(cx + side * svg.w * 0.3, 760, 1.3, p.ink, mix(p.accent, p.ink, 0.3)));
      svg.add(jetty(svg, 820, mix('#7a5a3a', p.ink, 0.35)));
    }
  } else {
    svg.add(land(svg, ridge(svg, rng.fork('far'), { y: 640, amp: 60, peaks: 2, peakHeight: 140 }), layerColor(p, 0.75)));
    mist(svg, p.haze, 690, 80, 0.6);
    const forest = backdrop === 'forest';
    const near = ridge(svg, rng.fork('n'), { y: forest ? 700 : 820, amp: 30 });
    svg.add(canopy(svg, rng.fork('near'), near, layerColor(p, forest ? 0.3 : 0.45), forest ? 60 : 36));
  }
  const scale = (Math.min(svg.w, svg.h) * 0.8) / 100;
  const person = personShape(
    rng.pick(['hat', 'cap', 'scarf', 'hair'] as const),
    spec.holds ?? 'nothing',
    p.ink,
    mix(p.accent, p.ink, 0.35),
    mix(p.ink, p.haze, 0.3),
  );
  svg.add(`<g transform="translate(${n(cx - 50 * scale)} ${n(svg.h - 100 * scale)}) scale(${n(scale)})">${person}</g>`);
};
