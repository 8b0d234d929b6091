import type { ImageUse } from '../../../templates/lib/images.ts';

/** Widths encoded for a use and the aspect ratio every file of that use is cropped to. */
export interface UseSpec {
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
 * Output formats in <picture> order (best first); the last one is the <img> fallback.
 * AVIF effort 4 costs four to six times effort 2 for files about 10 % smaller: worth it for the
 * operator's photos, not for flat stand-in art that weighs a few KB either way (see `avifEffort`).
 */
export const formats = [
  { ext: 'avif', type: 'image/avif', options: { quality: 50 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 72, effort: 4 } },
  { ext: 'jpg', type: 'image/jpeg', options: { quality: 75, mozjpeg: true } },
] as const;

export type Format = (typeof formats)[number];

/** AVIF effort by source: photos get the slower, smaller encode. */
export function avifEffort(source: 'photo' | 'stand-in'): number {
  return source === 'photo' ? 4 : 2;
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
