// Perched bird silhouettes by family, drawn in a 100 × 100 box facing right, feet on `perchY`.
// Each is a few overlapping shapes in one ink colour, with a small colour patch and a light eye.
import { circle, ellipse, n, path, poly } from './svg.ts';

export type BirdFamily = 'raptor' | 'trogon' | 'kingfisher' | 'heron' | 'songbird' | 'owl';

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
}

const rot = (deg: number, x: number, y: number) => ` transform="rotate(${deg} ${x} ${y})"`;
const line = (d: string, color: string, w: number) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round"/>`;

/** Markup of one bird of a family in its 100-unit box. */
export function birdShape(family: BirdFamily, c: BirdColors): BirdShape {
  switch (family) {
    case 'raptor':
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
    case 'trogon':
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
          circle(57.5, 22.5, 3.2, c.patch === '#c8413a' ? '#7fb6d9' : c.eye),
          circle(57.5, 22.5, 1.5, c.ink),
        ].join(''),
      };
    case 'kingfisher':
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
    case 'heron':
      return {
        perchY: 96,
        markup: [
          line('M40 48L37 96M45 48L48 96', c.ink, 2.2),
          path('M23 44L13 52L27 50Z', c.ink),
          ellipse(40, 42, 19, 10, c.ink, rot(-20, 40, 42)),
          ellipse(37, 42, 13, 6.5, c.wing, rot(-20, 37, 42)),
          line('M51 37Q65 31 58 22Q52 14 62 10', c.ink, 5.5),
          circle(63, 10, 4.6, c.ink),
          path('M66 7.5L88 12L66 13Z', c.patch),
          circle(64.5, 9, 1.2, c.eye),
        ].join(''),
      };
    case 'owl':
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
    case 'songbird':
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
  }
}

/** The family's colour patch. */
export function patchColor(family: BirdFamily, hint: number): string {
  const songbirds = ['#e9b949', '#d9793f', '#6fa86a', '#e6d6a8'];
  return {
    raptor: '#b98a5a',
    trogon: '#c8413a',
    kingfisher: '#3f8fc8',
    heron: '#e2b33c',
    owl: '#f0b43c',
    songbird: songbirds[hint % songbirds.length]!,
  }[family];
}
