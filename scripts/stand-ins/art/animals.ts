// Mammal and person silhouettes. Mammals stand in a 100 × 60 box facing right, hooves on y = 60;
// the person is a head-and-shoulders bust in a 100 × 100 box.
import { circle, ellipse, n, path } from './svg.ts';

/** Mammals that stand on the ground, drawn by `animalShape`. */
export type GroundAnimal = 'rhino' | 'banteng' | 'rusa' | 'mouse-deer' | 'leopard' | 'dhole';
/** Primates, drawn hanging or sitting in the canopy by `primateShape`. */
export type Primate = 'gibbon' | 'monkey';
export type Animal = GroundAnimal | Primate;

export const isPrimate = (animal: Animal): animal is Primate => animal === 'gibbon' || animal === 'monkey';

const line = (d: string, color: string, w: number) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
const leg = (x: number, top: number, w: number, fill: string) =>
  `<rect x="${x}" y="${top}" width="${w}" height="${60 - top}" rx="${n(w / 3)}" fill="${fill}"/>`;

/** Each mammal's parts, back to front; `light` marks folds, stockings and rump patches. */
const animalParts: Record<GroundAnimal, (ink: string, light: string) => string[]> = {
  rhino: (ink, light) => [
    leg(21, 38, 9, ink),
    leg(33, 40, 8, ink),
    leg(55, 40, 8, ink),
    leg(65, 38, 9, ink),
    ellipse(45, 31, 31, 16, ink),
    circle(24, 29, 14, ink),
    circle(60, 28, 15, ink),
    path('M66 18Q80 17 89 32L95 43Q92 49 85 46L70 40Z', ink),
    path('M88 37L92 27L95 39Z', ink),
    path('M70 19L72 10L77 18Z', ink),
    line('M15 26Q12 34 14 40', ink, 1.5),
    line('M38 18Q35 31 38 44M56 17Q59 30 56 43M68 22Q71 30 69 38', light, 1.3),
    circle(82, 33, 1, light),
  ],
  banteng: (ink, light) => [
    leg(23, 33, 5, ink),
    leg(31, 34, 5, ink),
    leg(57, 32, 5, ink),
    leg(65, 31, 5, ink),
    [23, 31, 57, 65].map((x) => `<rect x="${x}" y="50" width="5" height="7" fill="${light}"/>`).join(''),
    ellipse(44, 26, 27, 11, ink),
    circle(61, 20, 11, ink),
    path('M64 13L82 18L91 30L88 35L79 32L66 30Z', ink),
    line('M79 17Q86 9 81 3M76 16Q70 9 74 3', ink, 2.2),
    ellipse(20, 27, 5, 6.5, light),
    line('M17 21Q13 30 15 42', ink, 1.6),
    circle(84, 24, 1, light),
  ],
  rusa: (ink, light) => [
    leg(28, 32, 3.2, ink),
    leg(34, 33, 3.2, ink),
    leg(55, 32, 3.2, ink),
    leg(61, 31, 3.2, ink),
    ellipse(45, 27, 21, 9, ink),
    path('M58 24L68 5L75 7L67 30Z', ink),
    ellipse(76, 8, 7, 3.6, ink, ' transform="rotate(25 76 8)"'),
    path('M68 4L63 0L70 2Z', ink),
    line('M70 3L66 -12L60 -18M66 -12L71 -20M72 3L75 -10L72 -20M75 -10L81 -16', ink, 1.6),
    path('M24 22L20 28L26 26Z', ink),
    circle(76, 6.5, 0.9, light),
  ],
  // Tiny and hunched: the back arches high over the hind legs, pencil legs, a pointed head, no antlers.
  'mouse-deer': (ink, light) => [
    leg(30, 36, 2.4, ink),
    leg(36, 38, 2.4, ink),
    leg(60, 38, 2.4, ink),
    leg(65, 37, 2.4, ink),
    path('M24 40Q26 18 46 20Q62 22 68 32L70 42Q50 46 28 44Z', ink),
    path('M64 30Q72 22 80 26L92 36L88 39L74 36L68 38Z', ink),
    ellipse(75, 22, 3, 5, ink, ' transform="rotate(-20 75 22)"'),
    line('M40 34Q52 38 64 36', light, 1.2),
    circle(80, 29, 1, light),
  ],
  // Long and low: a heavy shoulder, a long curving tail, a small round head with round ears; rosettes in `light`.
  leopard: (ink, light) => [
    leg(24, 34, 5, ink),
    leg(31, 36, 5, ink),
    leg(62, 34, 5.5, ink),
    leg(70, 33, 5.5, ink),
    path('M18 30Q2 32 -6 46Q-10 56 -2 58Q-4 48 6 40Q14 36 20 36Z', ink),
    ellipse(46, 29, 30, 10, ink),
    ellipse(68, 27, 10, 11, ink),
    circle(82, 24, 8.5, ink),
    path('M86 25L95 28L88 32Z', ink),
    circle(78, 16, 2.8, ink),
    circle(84, 15.5, 2.8, ink),
    [
      [34, 25],
      [42, 30],
      [50, 24],
      [58, 30],
      [40, 21],
      [54, 33],
      [30, 31],
      [64, 24],
    ]
      .map(([x, y]) => circle(x!, y!, 1.6, light, ' opacity=".7"'))
      .join(''),
    circle(85, 22, 1, light),
  ],
  // A lean wild dog: long legs, big rounded ears, a pointed muzzle and a bushy dark-tipped tail.
  dhole: (ink, light) => [
    leg(26, 32, 3.8, ink),
    leg(32, 33, 3.8, ink),
    leg(60, 32, 4, ink),
    leg(66, 31, 4, ink),
    path('M24 26Q12 30 8 44Q12 48 16 42Q20 34 26 32Z', ink),
    ellipse(46, 26, 23, 9, ink),
    path('M62 28Q64 14 74 12L80 14L92 20L90 24L80 24Q74 30 70 34Z', ink),
    path('M72 14L72 4L78 12Z', ink),
    path('M76 13L80 4L82 14Z', ink),
    line('M34 32Q46 34 58 32', light, 1.4),
    circle(80, 16.5, 1, light),
  ],
};

/** A mammal silhouette; `light` marks folds, stockings and rump patches. */
export function animalShape(animal: GroundAnimal, ink: string, light: string): string {
  return animalParts[animal](ink, light).join('');
}

/** A primate in a 100 × 100 box hanging from a bough at y = 0 (gibbon) or sitting on it with its tail down (monkey). */
export function primateShape(primate: Primate, ink: string, light: string): string {
  if (primate === 'gibbon') {
    return [
      line('M38 0L46 36M62 0L54 36', ink, 7),
      ellipse(50, 56, 14, 22, ink),
      circle(50, 30, 11, ink),
      circle(50, 31, 6, light, ' opacity=".45"'),
      line('M42 74Q30 88 40 96M58 74Q70 88 60 96', ink, 7),
    ].join('');
  }
  return [
    line('M44 40Q40 70 46 100', ink, 3.5),
    ellipse(50, 22, 13, 18, ink),
    path('M42 30Q36 40 42 42L58 42Q64 40 58 30Z', ink),
    circle(54, 4, 9, ink),
    path('M46 -2Q54 -12 62 -2Z', ink),
    circle(56, 5, 4.5, light, ' opacity=".4"'),
  ].join('');
}

type Headwear = 'hat' | 'cap' | 'scarf' | 'hair';

/** A guide's bust: headwear varies; binoculars or a camera on the chest in the accent colour. */
export function personShape(headwear: Headwear, holds: 'binoculars' | 'camera' | 'nothing', ink: string, accent: string, rim: string): string {
  const head = {
    hat: [ellipse(50, 30, 25, 5, ink), path('M37 30Q39 13 50 13Q61 13 63 30Z', ink), `<rect x="38" y="24" width="24" height="3.5" fill="${accent}"/>`],
    cap: [path('M36 34Q36 17 50 17Q64 17 64 34Z', ink), path('M60 30L78 33L62 35Z', ink)],
    // A headscarf falls over the shoulders in one soft outline.
    scarf: [
      path('M33 44Q31 22 50 21Q69 22 67 44L70 66Q50 74 30 66Z', ink),
      path('M38 40Q40 29 50 29Q60 29 62 40Q58 50 50 52Q42 50 38 40Z', rim, ' opacity=".35"'),
    ],
    hair: [ellipse(50, 30, 14, 10, ink), circle(50, 20, 6, ink)],
  }[headwear];
  // A camera held up with its long lens pointing out of the picture; binoculars hang from the neck strap.
  const gear =
    holds === 'nothing'
      ? []
      : holds === 'camera'
        ? [
            `<rect x="34" y="72" width="22" height="15" rx="3" fill="${accent}"/>`,
            `<rect x="54" y="74" width="30" height="11" rx="2" fill="${accent}"/>`,
            `<rect x="82" y="73" width="5" height="13" rx="1" fill="${rim}"/>`,
            circle(40, 79, 2.5, rim),
          ]
        : [
            `<rect x="37" y="74" width="11" height="15" rx="3" fill="${accent}"/><rect x="52" y="74" width="11" height="15" rx="3" fill="${accent}"/>`,
            `<rect x="46" y="77" width="8" height="5" fill="${accent}"/>`,
          ];
  return [
    path('M8 102Q10 70 34 63L66 63Q90 70 92 102Z', ink),
    `<rect x="43" y="50" width="14" height="16" fill="${ink}"/>`,
    ellipse(50, 41, 13, 15.5, ink),
    ...head,
    holds === 'binoculars' ? line('M38 64Q44 80 45 76M62 64Q56 80 55 76', rim, 1.4) : '',
    ...gear,
  ].join('');
}
