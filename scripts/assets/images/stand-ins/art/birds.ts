// Bird silhouettes by family, drawn in a 100 × 100 box facing right, feet on `perchY` (the
// waterline for a duck; a tern is drawn in flight). Each is a few overlapping shapes in one ink
// colour, with a small colour patch and a light eye; egrets are drawn white.
import { circle, ellipse, n, path, poly } from './svg.ts';

export type BirdFamily =
  | 'raptor' | 'trogon' | 'kingfisher' | 'heron' | 'egret' | 'stork' | 'ibis' | 'shorebird' | 'tern' | 'duck'
  | 'peafowl' | 'gamebird' | 'hornbill' | 'pitta' | 'sunbird' | 'owl' | 'songbird';

/** Where a family is drawn: on a branch, wading in shallow water, on a mudflat, afloat, in flight or on the ground. */
export type BirdSetting = 'branch' | 'shallows' | 'mudflat' | 'afloat' | 'flight' | 'lawn' | 'forest-floor';

export const birdSettings: Record<BirdFamily, BirdSetting> = {
  raptor: 'branch', trogon: 'branch', kingfisher: 'branch', owl: 'branch', songbird: 'branch', hornbill: 'branch', sunbird: 'branch',
  heron: 'shallows', egret: 'shallows', stork: 'shallows', ibis: 'shallows',
  shorebird: 'mudflat', duck: 'afloat', tern: 'flight',
  peafowl: 'lawn', gamebird: 'lawn', pitta: 'forest-floor',
};

export interface BirdShape {
  /** Where the feet grip the branch (or stand on the water, for herons) in the 100-unit box. */
  perchY: number;
  markup: string;
}

export interface BirdColors {
  ink: string;
  /** Slightly lighter than ink: folded wing, for a little form. */
  wing: string;
  eye: string;
  /** The family's colour patch (trogon red belly, kingfisher blue, sunbird yellow…). */
  patch: string;
  /** Legs of long-legged birds, when they differ from the body (a white stork's dark legs). */
  legs?: string;
}

const WHITE = '#f5f3ec';
const rot = (deg: number, x: number, y: number) => ` transform="rotate(${deg} ${x} ${y})"`;
const line = (d: string, color: string, w: number) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>`;

/** Each family's bird, one drawing a family, looked up by name. */
const birdShapes: Record<BirdFamily, (c: BirdColors) => BirdShape> = {
  raptor: (c) => {
    return {
      perchY: 80,
      markup: [
        path(poly([[41, 70], [37, 99], [52, 99], [53, 70]]), c.ink),
        ellipse(50, 52, 17, 27, c.ink, rot(-10, 50, 52)),
        ellipse(45, 56, 12, 25, c.wing, rot(-12, 45, 56)),
        ellipse(56, 50, 8, 15, c.patch, rot(-12, 56, 50) + ' opacity=".55"'),
        circle(58, 24, 10.5, c.ink),
        path('M53 18L41 3L58 14Z', c.ink),
        path('M66 21Q76 22 73 32L67 29Z', c.ink),
        `<rect x="47" y="72" width="9" height="9" fill="${c.ink}"/>`,
        circle(61.5, 22, 1.9, c.eye),
      ].join(''),
    };
  },
  trogon: (c) => {
    return {
      perchY: 66,
      markup: [
        path('M43 56L40 100L50 100L51 56Z', c.ink),
        line('M41 80H50M41 88H50M40 96H50', c.eye, 1.6),
        ellipse(50, 45, 14.5, 21, c.ink, rot(-8, 50, 45)),
        ellipse(46, 46, 10, 18, c.wing, rot(-8, 46, 46)),
        ellipse(56, 53, 8.5, 11, c.patch, rot(-10, 56, 53)),
        circle(54, 24, 11, c.ink),
        path('M63 22L70 26L63 30Z', c.ink),
        circle(57.5, 22.5, 3.2, '#7fb6d9'),
        circle(57.5, 22.5, 1.5, c.ink),
      ].join(''),
    };
  },
  kingfisher: (c) => {
    return {
      perchY: 78,
      markup: [
        path('M36 64L25 84L32 86L42 68Z', c.ink),
        ellipse(47, 57, 15.5, 18, c.ink, rot(-35, 47, 57)),
        ellipse(43, 58, 10, 14, c.patch, rot(-35, 43, 58)),
        circle(59, 39, 13, c.ink),
        path('M67 34L97 43L67 47Z', '#c9553a'),
        `<rect x="45" y="70" width="3" height="9" fill="${c.ink}"/><rect x="51" y="70" width="3" height="9" fill="${c.ink}"/>`,
        circle(63, 36.5, 2, c.eye),
      ].join(''),
    };
  },
  heron: (c) => waderShape('heron', c),
  egret: (c) => waderShape('egret', c),
  ibis: (c) => waderShape('ibis', c),
  stork: (c) => {
    // Heavy body, short thick neck, bare head and a massive bill; long legs.
    return {
      perchY: 98,
      markup: [
        line('M38 52L35 98M47 52L50 98', c.legs ?? c.ink, 2.8),
        path('M18 38L8 50L24 46Z', c.ink),
        ellipse(38, 40, 24, 14, c.ink, rot(-12, 38, 40)),
        ellipse(33, 42, 17, 8, c.wing, rot(-12, 33, 42)),
        path('M54 34Q62 30 60 20L66 18Q70 32 60 42Z', c.ink),
        circle(63, 16, 6.5, c.ink),
        path('M66 11L93 30L90 33L66 22Z', c.patch),
        circle(64, 14.5, 1.3, c.eye),
      ].join(''),
    };
  },
  shorebird: (c) => {
    // Plump, short-legged, straight slender bill: plovers, sandpipers, stints.
    return {
      perchY: 86,
      markup: [
        line('M46 68L44 86M53 68L55 86', c.ink, 1.8),
        path('M34 58L18 62L34 66Z', c.ink),
        ellipse(48, 60, 19, 11.5, c.ink, rot(-8, 48, 60)),
        ellipse(44, 58, 13, 7, c.wing, rot(-8, 44, 58)),
        ellipse(52, 65, 10, 4.5, c.patch, ' opacity=".6"'),
        circle(66, 50, 8.5, c.ink),
        path('M73 49L93 53L73 53Z', c.ink),
        circle(68.5, 48.5, 1.5, c.eye),
      ].join(''),
    };
  },
  tern: (c) => {
    // In flight: long, narrow, angled wings, forked tail, pointed bill, dark cap.
    return {
      perchY: 50,
      markup: [
        path('M36 52L6 44L22 52L4 58L36 56Z', c.ink),
        path('M42 50Q40 30 22 10Q34 18 56 48Z', c.wing),
        path('M50 50Q58 34 76 22Q68 38 60 52Z', c.ink),
        ellipse(52, 53, 20, 5.5, c.ink),
        circle(72, 50, 5.5, c.ink),
        path('M76 48L92 52L76 53Z', c.patch),
        circle(73.5, 49, 1, c.eye),
      ].join(''),
    };
  },
  duck: (c) => {
    // Afloat: boat-shaped body on the waterline (y 70), round head, flat bill.
    return {
      perchY: 70,
      markup: [
        path('M18 56Q26 50 34 56L76 58Q80 72 62 74L34 74Q20 72 18 56Z', c.ink),
        path('M30 58Q48 52 66 60Q52 66 34 66Z', c.wing),
        path('M64 60Q62 44 72 40Q82 40 80 50Q76 56 76 60Z', c.ink),
        path('M79 46L91 49L89 52L79 51Z', c.patch),
        circle(74, 45, 1.5, c.eye),
      ].join(''),
    };
  },
  peafowl: (c) => groundBirdShape('peafowl', c),
  gamebird: (c) => groundBirdShape('gamebird', c),
  hornbill: (c) => {
    // A large perched bird with a long tail and a huge bill topped by a casque.
    return {
      perchY: 74,
      markup: [
        path('M36 66L22 99L36 99L44 70Z', c.ink),
        line('M26 94H38', c.eye, 3),
        ellipse(46, 54, 16, 21, c.ink, rot(-20, 46, 54)),
        ellipse(42, 56, 10, 17, c.wing, rot(-20, 42, 56)),
        circle(58, 33, 9, c.ink),
        path('M64 31Q82 30 96 46Q80 40 64 39Z', c.patch),
        path('M62 29Q72 20 86 30L86 34Q74 28 64 31Z', '#c9553a'),
        `<rect x="44" y="70" width="3" height="5" fill="${c.ink}"/><rect x="50" y="69" width="3" height="6" fill="${c.ink}"/>`,
        circle(60, 31, 1.6, c.eye),
      ].join(''),
    };
  },
  pitta: (c) => {
    // Round, stub-tailed and long-legged, standing on the forest floor.
    return {
      perchY: 90,
      markup: [
        path('M30 58L22 62L32 66Z', c.ink),
        line('M47 72L45 90M55 72L58 90', c.ink, 2),
        ellipse(48, 60, 20, 15, c.ink, rot(-12, 48, 60)),
        ellipse(42, 57, 12, 7, '#3f8fc8', rot(-12, 42, 57)),
        ellipse(52, 66, 13, 7, c.patch, rot(-12, 52, 66)),
        circle(66, 45, 11, c.ink),
        path('M60 42Q68 37 76 42', 'none', ` stroke="${c.patch}" stroke-width="2.5"`),
        path('M76 44L87 47L76 50Z', c.ink),
        circle(70, 44, 1.7, c.eye),
      ].join(''),
    };
  },
  sunbird: (c) => {
    // Small and slim with a long, thin, down-curved bill.
    return {
      perchY: 80,
      markup: [
        path('M38 64L24 86L30 88L43 68Z', c.ink),
        ellipse(50, 60, 14, 10, c.ink, rot(-32, 50, 60)),
        ellipse(46, 60, 9, 6, c.wing, rot(-32, 46, 60)),
        ellipse(56, 60, 7, 6, c.patch, rot(-32, 56, 60)),
        circle(61, 48, 7.5, c.ink),
        line('M67 48Q80 48 86 58', c.ink, 1.8),
        `<rect x="49" y="68" width="1.6" height="12" fill="${c.ink}"/><rect x="53" y="67" width="1.6" height="13" fill="${c.ink}"/>`,
        circle(63, 46.5, 1.3, c.eye),
      ].join(''),
    };
  },
  owl: (c) => {
    return {
      perchY: 84,
      markup: [
        path('M43 78L50 94L57 78Z', c.ink),
        ellipse(50, 60, 18, 24, c.ink),
        ellipse(50, 64, 11, 16, c.wing),
        circle(50, 33, 14.5, c.ink),
        path('M37 27L34 10L45 22Z', c.ink),
        path('M63 27L66 10L55 22Z', c.ink),
        circle(44, 32, 4.6, c.patch),
        circle(56, 32, 4.6, c.patch),
        circle(44, 32, 2.1, c.ink),
        circle(56, 32, 2.1, c.ink),
        path('M48.5 37L50 41L51.5 37Z', c.wing),
      ].join(''),
    };
  },
  songbird: (c) => {
    return {
      perchY: 84,
      markup: [
        path('M37 65L13 89L20 94L43 71Z', c.ink),
        ellipse(51, 61, 22, 15.5, c.ink, rot(-28, 51, 61)),
        ellipse(45, 61, 15, 10, c.wing, rot(-28, 45, 61)),
        ellipse(59, 62, 10, 9, c.patch, rot(-28, 59, 62)),
        circle(66, 43, 11.5, c.ink),
        path('M75 39L89 44L75 48Z', c.ink),
        `<rect x="48" y="73" width="2" height="12" fill="${c.ink}"/><rect x="55" y="72" width="2" height="13" fill="${c.ink}"/>`,
        circle(69.5, 41, 1.9, c.eye),
      ].join(''),
    };
  },
};

/** Markup of one bird of a family in its 100-unit box. */
export function birdShape(family: BirdFamily, c: BirdColors): BirdShape {
  return birdShapes[family](c);
}

function waderShape(family: 'heron' | 'egret' | 'ibis', c: BirdColors): BirdShape {
  // Egrets are white with dark legs; an ibis has a long down-curved bill.
  const body = family === 'egret' ? WHITE : c.ink;
  const wing = family === 'egret' ? '#e4e2d8' : c.wing;
  const bill = family === 'ibis' ? line('M66 11Q80 12 86 24', c.ink, 2.4) : path('M66 7.5L88 12L66 13Z', c.patch);
  return {
    perchY: 96,
    markup: [
      line('M40 48L37 96M45 48L48 96', c.legs ?? c.ink, 2.2),
      path('M23 44L13 52L27 50Z', body),
      ellipse(40, 42, 19, 10, body, rot(-20, 40, 42)),
      ellipse(37, 42, 13, 6.5, wing, rot(-20, 37, 42)),
      line('M51 37Q65 31 58 22Q52 14 62 10', body, 5.5),
      circle(63, 10, 4.6, body),
      bill,
      circle(64.5, 9, 1.2, family === 'egret' ? c.ink : c.eye),
    ].join(''),
  };
}

function groundBirdShape(family: 'peafowl' | 'gamebird', c: BirdColors): BirdShape {
  // A ground bird on strong legs; the peafowl has a crest, a long neck and a train to the ground.
  const peafowl = family === 'peafowl';
  return {
    perchY: 96,
    markup: [
      peafowl ? path('M40 54Q14 70 2 96L30 96Q36 78 46 62Z', c.wing) : path('M36 52Q24 40 26 30Q36 42 44 50Z', c.ink),
      peafowl ? [30, 38, 46].map((x, i) => circle(x - 14 + i * 3, 78 + i * 5, 3, c.patch, ' opacity=".7"')).join('') : '',
      line('M50 70L48 96M58 70L60 96', c.ink, 2.6),
      ellipse(52, 58, 17, 13, c.ink, rot(-15, 52, 58)),
      ellipse(49, 58, 11, 8, c.patch, rot(-15, 49, 58) + ' opacity=".55"'),
      peafowl ? path('M60 50Q66 36 64 24L72 22Q74 38 68 52Z', c.ink) : path('M60 50Q64 42 64 38L72 36Q72 46 68 52Z', c.ink),
      circle(68, peafowl ? 22 : 36, 6, c.ink),
      path(`M73 ${peafowl ? 20 : 34}L81 ${peafowl ? 23 : 37}L73 ${peafowl ? 25 : 39}Z`, c.ink),
      peafowl ? line('M66 16L63 6M68 16L68 5M70 16L73 6', c.ink, 1.2) + [63, 68, 73].map((x) => circle(x, 5.5, 1.8, c.ink)).join('') : path('M64 32L68 26L72 32Z', '#c8413a'),
      circle(70, peafowl ? 21 : 35, 1.3, c.eye),
    ].join(''),
  };
}


/** A raptor soaring, seen from below: broad fingered wings held flat, a fanned tail; in the same 100-unit box. */
export function soaringRaptor(c: BirdColors): BirdShape {
  return {
    perchY: 50,
    markup: [
      path('M50 44L4 36L2 40L8 42L3 45L10 47L6 50L14 51L50 56Z', c.ink),
      path('M50 44L96 36L98 40L92 42L97 45L90 47L94 50L86 51L50 56Z', c.ink),
      path('M44 54L38 72Q50 78 62 72L56 54Z', c.ink),
      ellipse(50, 50, 7, 13, c.ink),
      circle(50, 36, 5.5, c.ink),
      line('M40 66Q50 70 60 66', c.wing, 2),
      line('M14 46L40 50M86 46L60 50', c.wing, 2.2),
    ].join(''),
  };
}

/** The family's colour patch. */
export function patchColor(family: BirdFamily, hint: number): string {
  const songbirds = ['#e9b949', '#d9793f', '#6fa86a', '#e6d6a8'];
  return {
    raptor: '#b98a5a',
    // Javan Trogon's belly is yellow; a red-bellied trogon says so in its name ("Red-naped").
    trogon: '#e6c43a',
    kingfisher: '#3f8fc8',
    heron: '#e2b33c',
    egret: '#e2b33c',
    stork: '#e2c35c',
    ibis: '#e2b33c',
    shorebird: '#d8c8a0',
    tern: '#e86a3a',
    duck: '#5a6a72',
    peafowl: '#3aa88a',
    gamebird: '#c8413a',
    hornbill: '#f0c23c',
    pitta: '#d84a3a',
    sunbird: '#e9c23a',
    owl: '#f0b43c',
    songbird: songbirds[hint % songbirds.length]!,
  }[family];
}
