// Bird drawings by shape, in a 100 × 100 box facing right, feet on `perchY` (the waterline for a
// duck; a tern is drawn in flight). Every colour comes from the species' entry in
// content/species/plumage.yaml: back, wing, tail, underparts, head, throat, bill, legs, eye, and the
// markings a field guide names (cap, mask, crest, collar, spots, bars, breast band, wing bar).
import type { BirdShapeName, PlumageEntry } from '../../../model/schema/plumage.ts';
import { neutralPlumage } from '../plumage.ts';
import { mix } from './color.ts';
import { circle, ellipse, n, path, poly } from './svg.ts';

export type BirdFamily = BirdShapeName;

/** Where a shape is drawn: on a branch, wading in shallow water, on a mudflat, afloat, in flight or on the ground. */
export type BirdSetting = 'branch' | 'shallows' | 'mudflat' | 'afloat' | 'flight' | 'lawn' | 'forest-floor' | 'rock';

export const birdSettings: Record<BirdFamily, BirdSetting> = {
  raptor: 'branch',
  trogon: 'branch',
  kingfisher: 'branch',
  owl: 'branch',
  frogmouth: 'branch',
  songbird: 'branch',
  hornbill: 'branch',
  sunbird: 'branch',
  heron: 'shallows',
  egret: 'shallows',
  stork: 'shallows',
  ibis: 'shallows',
  shorebird: 'mudflat',
  duck: 'afloat',
  tern: 'flight',
  peafowl: 'lawn',
  gamebird: 'lawn',
  pitta: 'forest-floor',
};

export interface BirdShape {
  /** Where the feet grip the branch (or stand on the water, for herons) in the 100-unit box. */
  perchY: number;
  markup: string;
}

/** A species' plumage with every optional part filled in from the main ones. */
interface BirdColors extends Omit<PlumageEntry, 'wing' | 'tail' | 'throat' | 'legs' | 'eye'> {
  wing: string;
  tail: string;
  throat: string;
  legs: string;
  eye: string;
}

/** The colours of a species from its plumage entry (a scene's `colors`); without one, neutral greys. */
export function speciesColors(entry: PlumageEntry | undefined): BirdColors {
  return birdColors(entry ?? neutralPlumage());
}

/** Fills the optional parts: wing and tail as the back, throat as the underparts, dark legs and eye. */
function birdColors(entry: PlumageEntry): BirdColors {
  return {
    ...entry,
    wing: entry.wing ?? entry.upperparts,
    tail: entry.tail ?? entry.upperparts,
    throat: entry.throat ?? entry.underparts,
    legs: entry.legs ?? '#3a3632',
    eye: entry.eye ?? '#1c1a18',
  };
}

const rot = (deg: number, x: number, y: number) => ` transform="rotate(${deg} ${x} ${y})"`;
const line = (d: string, color: string, w: number) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
/** A thin outline in a darker tone of the back, so a white bird still reads against a pale sky. */
const edge = (c: BirdColors) => ` stroke="${mix(c.upperparts, '#000000', 0.45)}" stroke-width=".6"`;

/** An eye with its light catch; pale irises get a dark pupil. */
function eye(c: BirdColors, x: number, y: number, r: number): string {
  return circle(x, y, r, c.eye) + circle(x + r * 0.2, y - r * 0.2, r * 0.45, c.eye === '#1c1a18' ? '#f2efe6' : '#141210');
}

/**
 * A head at (x, y), radius r, facing right, with its cap, mask, crest and collar; `bill` is the
 * bill's markup. The throat is the lower front of the head.
 */
function head(c: BirdColors, x: number, y: number, r: number, bill: string, crest = ''): string {
  return [
    crest,
    c.collar ? ellipse(x - r * 0.3, y + r * 0.95, r * 0.95, r * 0.42, c.collar) : '',
    circle(x, y, r, c.head),
    path(
      `M${n(x + r * 0.1)} ${n(y + r * 0.35)}Q${n(x + r * 0.95)} ${n(y + r * 0.2)} ${n(x + r * 0.85)} ${n(y + r * 0.55)}Q${n(x + r * 0.2)} ${n(y + r * 1.05)} ${n(x - r * 0.25)} ${n(y + r * 0.85)}Z`,
      c.throat,
    ),
    c.cap
      ? path(
          `M${n(x - r * 0.95)} ${n(y - r * 0.1)}Q${n(x - r * 0.2)} ${n(y - r * 1.25)} ${n(x + r * 0.85)} ${n(y - r * 0.35)}Q${n(x)} ${n(y - r * 0.55)} ${n(x - r * 0.95)} ${n(y - r * 0.1)}Z`,
          c.cap,
        )
      : '',
    c.mask
      ? path(
          `M${n(x - r * 0.55)} ${n(y - r * 0.05)}L${n(x + r * 0.95)} ${n(y - r * 0.3)}L${n(x + r * 0.95)} ${n(y + r * 0.08)}L${n(x - r * 0.45)} ${n(y + r * 0.32)}Z`,
          c.mask,
        )
      : '',
    bill,
    eye(c, x + r * 0.42, y - r * 0.15, Math.max(1.2, r * 0.17)),
  ].join('');
}

/** A bill from (x, y) pointing right, `length` long and `depth` deep at the base, in the form the plumage gives. */
function bill(c: BirdColors, x: number, y: number, length: number, depth: number): string {
  const form = c.billForm;
  const l = form === 'short' ? length * 0.6 : form === 'long' ? length * 1.35 : length;
  if (form === 'decurved')
    return path(
      `M${n(x)} ${n(y - depth / 2)}Q${n(x + l * 0.7)} ${n(y - depth / 2)} ${n(x + l)} ${n(y + l * 0.35)}Q${n(x + l * 0.6)} ${n(y + depth * 0.3)} ${n(x)} ${n(y + depth / 2)}Z`,
      c.bill,
    );
  if (form === 'upturned')
    return path(
      `M${n(x)} ${n(y - depth / 2)}Q${n(x + l * 0.6)} ${n(y - depth * 0.3)} ${n(x + l)} ${n(y - l * 0.12)}Q${n(x + l * 0.6)} ${n(y + depth * 0.3)} ${n(x)} ${n(y + depth / 2)}Z`,
      c.bill,
    );
  return path(`M${n(x)} ${n(y - depth / 2)}L${n(x + l)} ${n(y)}L${n(x)} ${n(y + depth / 2)}Z`, c.bill);
}

/** Spots over a region (the back or wing), or bars across one (the belly), as short marks. */
function spots(color: string | undefined, cx: number, cy: number, rx: number, ry: number, r = 1.3): string {
  if (!color) return '';
  let out = '';
  for (let i = 0; i < 9; i++) out += circle(cx + (rx * Math.cos(i * 2.4) * ((i % 3) + 1)) / 3.3, cy + (ry * Math.sin(i * 2.4) * ((i % 3) + 1)) / 3.3, r, color);
  return out;
}
function bars(color: string | undefined, x0: number, x1: number, y0: number, y1: number, count = 4): string {
  if (!color) return '';
  let d = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + ((y1 - y0) * (i + 0.5)) / count;
    d += `M${n(x0 + (i % 2) * 2)} ${n(y)}Q${n((x0 + x1) / 2)} ${n(y + 1.5)} ${n(x1 - (i % 2) * 2)} ${n(y - 0.5)}`;
  }
  return line(d, color, 1.3);
}

/** A perching bird: tail, back, belly, wing, head; the shared outline of most shapes. */
function percher(
  c: BirdColors,
  o: {
    body: [number, number, number, number, number];
    belly: [number, number, number, number];
    wing: [number, number, number, number];
    tail: string;
    head: [number, number, number];
    bill: string;
    legs: string;
    crest?: string;
    perchY: number;
  },
): BirdShape {
  const [bx, by, brx, bry, brot] = o.body;
  const [ux, uy, urx, ury] = o.belly;
  const [wx, wy, wrx, wry] = o.wing;
  return {
    perchY: o.perchY,
    markup: [
      path(o.tail, c.tail),
      o.legs,
      ellipse(bx, by, brx, bry, c.upperparts, rot(brot, bx, by) + edge(c)),
      ellipse(ux, uy, urx, ury, c.underparts, rot(brot, ux, uy)),
      bars(c.bars, ux - urx * 0.6, ux + urx * 0.6, uy - ury * 0.5, uy + ury * 0.7),
      c.band ? ellipse(ux + urx * 0.15, uy - ury * 0.55, urx * 0.75, ury * 0.22, c.band, rot(brot, ux, uy)) : '',
      ellipse(wx, wy, wrx, wry, c.wing, rot(brot, wx, wy)),
      spots(c.spots, wx, wy, wrx, wry),
      c.wingbar ? ellipse(wx + wrx * 0.2, wy - wry * 0.35, wrx * 0.55, wry * 0.16, c.wingbar, rot(brot, wx, wy)) : '',
      head(c, o.head[0], o.head[1], o.head[2], o.bill, o.crest),
    ].join(''),
  };
}

const feet = (c: BirdColors, xs: number[], y0: number, y1: number, w = 2) =>
  xs.map((x) => `<rect x="${n(x)}" y="${n(y0)}" width="${n(w)}" height="${n(y1 - y0)}" fill="${c.legs}"/>`).join('');

/** Each shape's bird, looked up by name. */
const birdShapes: Record<BirdFamily, (c: BirdColors) => BirdShape> = {
  raptor: (c) =>
    percher(c, {
      perchY: 80,
      tail: poly([
        [41, 70],
        [37, 99],
        [52, 99],
        [53, 70],
      ]),
      legs: feet(c, [47, 52], 72, 81, 4),
      body: [50, 52, 17, 27, -10],
      belly: [55, 55, 11, 21],
      wing: [44, 55, 11, 24],
      head: [58, 25, 10.5],
      bill: path('M66 21Q76 22 73 32L67 29Z', c.bill),
      crest: c.crest ? path('M52 19L38 6L46 8L40 0L56 15Z', c.crest) : '',
    }),
  trogon: (c) => {
    const shape = percher(c, {
      perchY: 66,
      tail: 'M43 56L40 100L50 100L51 56Z',
      legs: feet(c, [50, 54], 60, 67),
      body: [50, 45, 14.5, 21, -8],
      belly: [56, 52, 9, 13],
      wing: [46, 46, 10, 18],
      head: [54, 24, 11],
      bill: path('M63 22L70 26L63 30Z', c.bill),
    });
    // Trogon tails are square-tipped and barred white beneath.
    return { ...shape, markup: shape.markup + line('M41 84H50M41 91H50M40 98H50', '#f4f2ea', 1.6) };
  },
  kingfisher: (c) =>
    percher(c, {
      perchY: 78,
      tail: 'M36 64L25 84L32 86L42 68Z',
      legs: feet(c, [45, 51], 70, 79, 3),
      body: [47, 57, 15.5, 18, -35],
      belly: [52, 62, 10, 12],
      wing: [42, 56, 10, 14],
      head: [59, 39, 13],
      bill: bill(c, 67, 40, 24, 8),
    }),
  heron: (c) => waderShape('heron', c),
  egret: (c) => waderShape('egret', c),
  ibis: (c) => waderShape('ibis', c),
  stork: (c) => {
    // Heavy body, short thick neck, bare head and a massive bill; long legs.
    return {
      perchY: 98,
      markup: [
        line('M38 52L35 98M47 52L50 98', c.legs, 2.8),
        path('M18 38L8 50L24 46Z', c.tail),
        ellipse(38, 40, 24, 14, c.upperparts, rot(-12, 38, 40) + edge(c)),
        ellipse(40, 46, 18, 7, c.underparts, rot(-12, 40, 46)),
        ellipse(31, 40, 18, 8, c.wing, rot(-12, 31, 40)),
        path('M54 34Q62 30 60 20L66 18Q70 32 60 42Z', c.underparts),
        circle(63, 16, 6.5, c.head),
        path('M66 11L93 30L90 33L66 22Z', c.bill),
        eye(c, 64, 14.5, 1.3),
      ].join(''),
    };
  },
  shorebird: (c) =>
    percher(c, {
      perchY: 86,
      tail: 'M34 58L18 62L34 66Z',
      legs: line('M46 68L44 86M53 68L55 86', c.legs, 1.8),
      body: [48, 60, 19, 11.5, -8],
      belly: [53, 64, 13, 7],
      wing: [43, 58, 13, 7],
      head: [66, 50, 8.5],
      bill: bill(c, 73, 51, 20, 3.5),
    }),
  tern: (c) => {
    // In flight: long, narrow, angled wings, forked tail, pointed bill, black cap.
    return {
      perchY: 50,
      markup: [
        path('M36 52L6 44L22 52L4 58L36 56Z', c.tail, edge(c)),
        path('M42 50Q40 30 22 10Q34 18 56 48Z', mix(c.upperparts, '#000000', 0.1), edge(c)),
        ellipse(52, 53, 20, 5.5, c.underparts, edge(c)),
        path('M50 50Q58 34 76 22Q68 38 60 52Z', c.upperparts, edge(c)),
        c.crest ? path('M66 47L58 44L67 50Z', c.crest) : '',
        circle(72, 50, 5.5, c.head),
        c.cap ? path('M66.5 50Q67 44 73 44.5Q77 45 77.5 48.5Z', c.cap) : '',
        bill(c, 76, 50.5, 16, 3),
        circle(73.5, 49, 1, c.eye === '#1c1a18' ? '#141210' : c.eye),
      ].join(''),
    };
  },
  duck: (c) => {
    // Afloat: boat-shaped body on the waterline (y 70), round head, flat bill.
    return {
      perchY: 70,
      markup: [
        path('M18 56Q26 50 34 56L76 58Q80 72 62 74L34 74Q20 72 18 56Z', c.underparts),
        path('M20 56Q26 50 34 54L70 57Q60 52 44 54Q30 56 22 60Z', c.upperparts),
        path('M30 58Q48 52 66 60Q52 66 34 66Z', c.wing),
        c.wingbar ? path('M34 62Q46 60 56 63', 'none', ` stroke="${c.wingbar}" stroke-width="2"`) : '',
        path('M64 60Q62 44 72 40Q82 40 80 50Q76 56 76 60Z', c.head),
        path('M68 52Q74 54 78 52Q77 57 74 59L66 59Z', c.throat),
        path('M79 46L91 49L89 52L79 51Z', c.bill),
        eye(c, 74, 45, 1.6),
      ].join(''),
    };
  },
  peafowl: (c) => groundBirdShape('peafowl', c),
  gamebird: (c) => groundBirdShape('gamebird', c),
  hornbill: (c) => {
    // A large perched bird with a long tail and a huge bill topped by a casque.
    const shape = percher(c, {
      perchY: 74,
      tail: 'M36 66L22 99L36 99L44 70Z',
      legs: feet(c, [44, 50], 69, 75, 3),
      body: [46, 54, 16, 21, -20],
      belly: [50, 60, 9, 12],
      wing: [42, 56, 10, 17],
      head: [58, 33, 9],
      bill: path('M64 31Q82 30 96 46Q80 40 64 39Z', c.bill),
      crest: '',
    });
    const casque = c.crest ? path('M62 29Q72 18 88 27L86 33Q74 27 64 31Z', c.crest) : '';
    return { ...shape, markup: shape.markup + casque + line('M26 94H38', mix(c.tail, '#000000', 0.7), 3) };
  },
  pitta: (c) =>
    percher(c, {
      perchY: 90,
      tail: 'M30 58L22 62L32 66Z',
      legs: line('M47 72L45 90M55 72L58 90', c.legs, 2),
      body: [48, 60, 20, 15, -12],
      belly: [53, 66, 14, 8],
      wing: [42, 57, 12, 7],
      head: [66, 45, 11],
      bill: bill(c, 76, 46, 11, 5),
    }),
  sunbird: (c) =>
    percher(c, {
      perchY: 80,
      tail: 'M38 64L18 92L24 94L43 68Z',
      legs: feet(c, [49, 53], 67, 80, 1.6),
      body: [50, 60, 14, 10, -32],
      belly: [55, 62, 8, 6],
      wing: [46, 59, 9, 6],
      head: [61, 48, 7.5],
      bill: line('M67 48Q80 48 86 58', c.bill, 1.8),
    }),
  owl: (c) => {
    // Upright, round-headed, facing the viewer: ear tufts, a facial disc, big eyes, tiny hooked bill.
    return {
      perchY: 84,
      markup: [
        path('M43 78L50 94L57 78Z', c.tail),
        ellipse(50, 60, 18, 24, c.upperparts, edge(c)),
        ellipse(50, 64, 11, 16, c.underparts),
        bars(c.bars, 42, 58, 54, 76, 5),
        spots(c.spots, 37, 56, 4, 14, 1.1) + spots(c.spots, 63, 56, 4, 14, 1.1),
        circle(50, 33, 14.5, c.head),
        c.crest ? path('M37 27L34 10L45 22Z', c.crest) + path('M63 27L66 10L55 22Z', c.crest) : '',
        circle(44, 33, 6.5, mix(c.head, '#ffffff', 0.25)),
        circle(56, 33, 6.5, mix(c.head, '#ffffff', 0.25)),
        circle(44, 32, 4.2, c.eye),
        circle(56, 32, 4.2, c.eye),
        circle(44, 32, 2, '#141210'),
        circle(56, 32, 2, '#141210'),
        path('M48.5 37L50 41L51.5 37Z', c.bill),
      ].join(''),
    };
  },
  frogmouth: (c) => {
    // Upright and stick-like on its branch, head level with the body, the huge flat bill as wide as the head.
    return {
      perchY: 86,
      markup: [
        path('M44 74L40 100L52 100L54 74Z', c.tail),
        ellipse(50, 56, 13, 27, c.upperparts, rot(4, 50, 56) + edge(c)),
        ellipse(53, 60, 8, 20, c.underparts, rot(4, 53, 60)),
        bars(c.bars, 47, 59, 46, 76, 6),
        ellipse(46, 58, 8, 20, c.wing, rot(4, 46, 58)),
        spots(c.spots, 46, 54, 6, 14, 1.4),
        ellipse(51, 28, 13, 11, c.head, edge(c)),
        // The bill: broad and flat, a wide gape under bristles, as long as the head is deep.
        path('M56 24Q72 23 76 30Q72 35 56 35Z', c.bill),
        line('M58 29.5Q68 30 75 30.5', mix(c.bill, '#000000', 0.35), 0.9),
        line('M57 23L62 19M59 23L65 19.5M61 23.5L67 21', mix(c.head, '#ffffff', 0.3), 0.8),
        eye(c, 54, 24, 2.6),
      ].join(''),
    };
  },
  songbird: (c) =>
    percher(c, {
      perchY: 84,
      tail: 'M37 65L13 89L20 94L43 71Z',
      legs: feet(c, [48, 55], 72, 85),
      body: [51, 61, 22, 15.5, -28],
      belly: [58, 64, 13, 10],
      wing: [45, 60, 15, 10],
      head: [66, 43, 11.5],
      bill: bill(c, 75, 43.5, 14, 7),
    }),
};

/** Markup of one bird of a shape in its 100-unit box. */
export function birdShape(family: BirdFamily, c: BirdColors): BirdShape {
  return birdShapes[family](c);
}

function waderShape(family: 'heron' | 'egret' | 'ibis', c: BirdColors): BirdShape {
  // Long legs, a long neck in an S; an ibis has a long down-curved bill, an egret breeding plumes.
  const billMarkup = family === 'ibis' ? line('M66 11Q80 12 86 24', c.bill, 2.4) : bill(c, 66, 10.3, 22, 5.5);
  const plumes = c.crest ? line('M60 8Q50 6 44 12M60 9Q52 10 47 16', c.crest, 1.2) : '';
  return {
    perchY: 96,
    markup: [
      line('M40 48L37 96M45 48L48 96', c.legs, 2.2),
      path('M23 44L13 52L27 50Z', c.tail, edge(c)),
      ellipse(40, 42, 19, 10, c.upperparts, rot(-20, 40, 42) + edge(c)),
      ellipse(43, 46, 14, 6, c.underparts, rot(-20, 43, 46)),
      ellipse(36, 41, 13, 6.5, c.wing, rot(-20, 36, 41)),
      line('M51 37Q65 31 58 22Q52 14 62 10', c.throat, 6.5),
      line('M50 36Q63 31 56.5 22Q51 15 61 9', family === 'heron' ? c.head : c.throat, 3.5),
      c.mask ? line('M52 36Q60 31 56 23', c.mask, 1) : '',
      plumes,
      circle(63, 10, 4.6, c.head),
      c.cap ? path('M58.5 9.5Q60 4.8 64 5.4Q67 6 67.5 9Z', c.cap) : '',
      billMarkup,
      circle(64.5, 9, 1.2, c.eye),
    ].join(''),
  };
}

function groundBirdShape(family: 'peafowl' | 'gamebird', c: BirdColors): BirdShape {
  // A ground bird on strong legs; the peafowl has a crest, a long neck and a train to the ground.
  const peafowl = family === 'peafowl';
  const hy = peafowl ? 22 : 36;
  return {
    perchY: 96,
    markup: [
      peafowl ? path('M40 54Q14 70 2 96L30 96Q36 78 46 62Z', c.tail) : path('M36 52Q24 40 26 30Q36 42 44 50Z', c.tail),
      peafowl && c.spots ? [30, 38, 46].map((x, i) => circle(x - 14 + i * 3, 78 + i * 5, 3, c.spots!, ' opacity=".8"')).join('') : '',
      line('M50 70L48 96M58 70L60 96', c.legs, 2.6),
      ellipse(52, 58, 17, 13, c.upperparts, rot(-15, 52, 58) + edge(c)),
      ellipse(56, 63, 11, 8, c.underparts, rot(-15, 56, 63)),
      bars(c.bars, 46, 62, 56, 66, 3),
      ellipse(47, 56, 11, 7, c.wing, rot(-15, 47, 56)),
      peafowl ? path('M60 50Q66 36 64 24L72 22Q74 38 68 52Z', c.head) : path('M60 50Q64 42 64 38L72 36Q72 46 68 52Z', c.throat),
      circle(68, hy, 6, c.head),
      c.mask ? ellipse(70, hy, 3.6, 2.4, c.mask) : '',
      path(`M73 ${hy - 2}L81 ${hy + 1}L73 ${hy + 3}Z`, c.bill),
      peafowl && c.crest ? line('M66 16L63 6M68 16L68 5M70 16L73 6', c.crest, 1.2) + [63, 68, 73].map((x) => circle(x, 5.5, 1.8, c.crest!)).join('') : '',
      circle(70, hy - 1, 1.3, c.eye),
    ].join(''),
  };
}

/** A raptor soaring, seen from below: broad fingered wings held flat, a fanned tail; in the same 100-unit box. */
export function soaringRaptor(c: BirdColors): BirdShape {
  const pale = c.bars ?? mix(c.wing, '#ffffff', 0.5);
  return {
    perchY: 50,
    markup: [
      path('M50 44L4 36L2 40L8 42L3 45L10 47L6 50L14 51L50 56Z', c.wing),
      path('M50 44L96 36L98 40L92 42L97 45L90 47L94 50L86 51L50 56Z', c.wing),
      path('M44 54L38 72Q50 78 62 72L56 54Z', c.tail),
      ellipse(50, 50, 7, 13, c.underparts),
      circle(50, 36, 5.5, c.head),
      line('M40 66Q50 70 60 66', pale, 2),
      line('M14 46L40 50M86 46L60 50', pale, 2.2),
    ].join(''),
  };
}

/** A hornbill flying, seen from the side: long broad wings, a long tail, the bill and casque ahead. */
export function flyingHornbill(c: BirdColors): BirdShape {
  return {
    perchY: 50,
    markup: [
      path('M30 52L4 58L6 64L32 58Z', c.tail),
      path('M42 50Q36 20 18 8Q40 14 56 48Z', c.wing),
      ellipse(48, 53, 20, 7, c.upperparts),
      path('M50 50Q60 26 80 16Q70 36 60 54Z', c.wing),
      circle(68, 50, 6, c.head),
      path('M72 48Q86 47 96 58Q84 54 72 54Z', c.bill),
      c.crest ? path('M70 46Q78 40 88 46L86 49Q78 46 72 48Z', c.crest) : '',
      circle(70, 49, 1.1, c.eye),
    ].join(''),
  };
}

/** An egret or heron flying with its neck drawn in and its legs trailing. */
export function flyingWader(c: BirdColors): BirdShape {
  return {
    perchY: 50,
    markup: [
      line('M32 54L6 58', c.legs, 1.6),
      path('M44 50Q40 24 24 10Q42 18 56 48Z', c.wing, edge(c)),
      ellipse(46, 54, 16, 6, c.upperparts, edge(c)),
      path('M56 52Q64 48 64 54Q62 58 58 57Z', c.throat),
      circle(64, 51, 4, c.head),
      bill(c, 67, 51.5, 16, 3),
      path('M50 50Q60 28 78 20Q70 36 60 54Z', c.wing, edge(c)),
    ].join(''),
  };
}
