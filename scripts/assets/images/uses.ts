import type { ImageUse } from '../../../model/images.ts';

/** Widths encoded for a use and the aspect ratio every file of that use is cropped to. */
interface UseSpec {
  widths: number[];
  /** Width / height. */
  aspect: number;
}

// Widths follow how large each use is drawn: a 412 px phone at 1.75–2.6 dppx picks 800 for a
// full-bleed hero, a 1440 px desktop 1600; cards sit three or four to a row on desktop.
export const useSpecs: Record<ImageUse, UseSpec> = {
  hero: { widths: [480, 800, 1200, 1600, 1920], aspect: 3 / 2 },
  banner: { widths: [480, 800, 1200, 1600], aspect: 16 / 9 },
  card: { widths: [400, 640, 800], aspect: 4 / 3 },
  nav: { widths: [120, 160, 240], aspect: 4 / 3 },
  gallery: { widths: [320, 480, 720, 960], aspect: 4 / 3 },
  species: { widths: [320, 480, 720], aspect: 4 / 3 },
  portrait: { widths: [240, 480], aspect: 1 },
  thumb: { widths: [160, 320], aspect: 1 },
};

/**
 * Output formats in <picture> order (best first); the last one is the <img> fallback. The options
 * here are the defaults; `encoderOptions` adjusts AVIF effort and quality per source, use and width.
 */
export const formats = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 72, effort: 4 } },
  { ext: 'jpg', type: 'image/jpeg', options: { quality: 75, mozjpeg: true } },
] as const;

export type Format = (typeof formats)[number];

/**
 * AVIF effort for photos by output width, chosen from `npm run bench:images -- --photos DIR
 * --efforts` (libaom through sharp, quality 50, 3:2 crops of camera photos; CPU per file against
 * effort 4, bytes against effort 4):
 *
 *   width  effort 4  effort 3            effort 2
 *   320    0.45 s    0.22x, +0.1 %       0.13x, +9.3 %
 *   800    2.24 s    0.20x, +0.4 %       0.14x, +10.5 %
 *   1200   4.21 s    0.20x, +0.4 %       0.17x, +10.7 %
 *   1920   9.44 s    0.20x, +1.8 %       0.16x, +11.5 %
 *
 * Effort 3 costs a fifth of effort 4 at every width for bytes within 2 %; effort 2 saves only a
 * quarter of what is left and adds 10 % or more. So every width gets effort 3 today; the table
 * stays per width so a future measurement (another libaom) can split it.
 */
export const photoAvifEfforts: readonly { maxWidth: number; effort: number }[] = [{ maxWidth: Infinity, effort: 3 }];

/** AVIF effort for a file: by width for photos; flat stand-in art weighs a few KB at any effort. */
export function avifEffort(source: 'photo' | 'stand-in', width: number, steps = photoAvifEfforts): number {
  if (source === 'stand-in') return 2;
  const step = steps.find((s) => width <= s.maxWidth);
  if (!step) throw new Error(`no AVIF effort for a ${width} px photo: the last step of photoAvifEfforts must reach Infinity`);
  return step.effort;
}

/**
 * AVIF settings of one file beyond `formats[0].options`: the effort, and a lower quality for hero
 * photos, which sit under the page's heading and a darkening gradient and are the LCP element on a
 * slow phone. Cache keys include these settings (stand-in art keeps exactly the key it had).
 */
export function avifSettings(source: 'photo' | 'stand-in', use: ImageUse, width: number): { effort: number; quality?: number } {
  const effort = avifEffort(source, width);
  return source === 'photo' && use === 'hero' ? { effort, quality: HERO_PHOTO_QUALITY } : { effort };
}
const HERO_PHOTO_QUALITY = 40;

/**
 * The most bytes a hero photo's phone-sized files may weigh, and the qualities tried in turn until
 * one fits. A phone picks the 800 px file (412 px at 1.75–2 dppx) and shows it as the page's
 * Largest Contentful Paint: on slow 4G (1.6 Mbit/s, 150 ms round trips) a file that fits in a new
 * connection's first window (10 packets, 14.6 KB with headers) arrives in one round trip, and each
 * window more costs another. Most camera photos fit at quality 40 (2–9 KB at 800 px); busy ones
 * (grass, leaves, rippled water) weigh 12–37 KB, so they step down to the first quality that fits,
 * or to the last. Measured with `npm run bench:images -- --photos DIR --lighthouse 3`: with the
 * mammals tour's 25 KB hero its LCP was 1,365 ms, with heroes of 7–9 KB 1,079–1,138 ms. Within
 * the window each KB still costs about 5 ms: the birding tour, whose page leaves the least room,
 * measured 1,202–1,204 ms with a 9.1 KB hero and 1,060–1,129 ms with 7.7 KB, hence 8 KB.
 * Wider files (tablets, desktops on fast links) keep HERO_PHOTO_QUALITY.
 */
export const heroPhoneBudget = {
  maxWidth: 800,
  avif: { maxBytes: 8 * 1024, qualities: [HERO_PHOTO_QUALITY, 34, 28, 22] },
  webp: { maxBytes: 20 * 1024, qualities: [72, 62, 52, 42] },
} as const;

/** The byte budget and quality steps of one file, where it has one (hero photos up to 800 px wide). */
export function byteBudget(
  source: 'photo' | 'stand-in',
  use: ImageUse,
  width: number,
  ext: Format['ext'],
): { maxBytes: number; qualities: readonly number[] } | undefined {
  if (source !== 'photo' || use !== 'hero' || width > heroPhoneBudget.maxWidth || ext === 'jpg') return undefined;
  return heroPhoneBudget[ext];
}

/** Height of a use at a width, rounded to whole pixels. */
export function heightFor(use: ImageUse, width: number): number {
  return Math.round(width / useSpecs[use].aspect);
}

/**
 * Widths to encode for a source `sourceWidth` × `sourceHeight`: never upscale a photo, but always
 * keep at least one width (the largest the photo allows) so a small photo still shows.
 */
export function widthsFor(use: ImageUse, sourceWidth = Infinity, sourceHeight = Infinity): number[] {
  const { widths, aspect } = useSpecs[use];
  const max = Math.floor(Math.min(sourceWidth, sourceHeight * aspect));
  const fitting = widths.filter((w) => w <= max);
  return fitting.length > 0 ? fitting : [max];
}
