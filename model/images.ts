// The contract between templates and the image pipeline (scripts/assets/images/).
// Templates ask for an image by id and use; the build resolves it to files before the final render.

/** How an image is used decides which widths are encoded and its aspect ratio. */
export type ImageUse = 'hero' | 'banner' | 'card' | 'nav' | 'gallery' | 'portrait' | 'species' | 'thumb';

export interface ImageSource {
  /** MIME type: image/avif, image/webp. */
  type: string;
  srcset: string;
}

export interface ResolvedImage {
  /** JPEG fallback for the <img>. */
  src: string;
  /** Extra candidates for the <img> itself; empty when the <source> elements carry every width. */
  srcset: string;
  sources: ImageSource[];
  /** Intrinsic size of the largest file: the <img> width and height attributes (aspect ratio). */
  width: number;
  height: number;
  /** A colour close to the picture's, painted behind it while it loads (absent on the first pass). */
  color?: string;
  /** True while the id still shows stand-in artwork rather than an operator's photo. */
  standIn?: boolean;
  /** Who took the photo and on what terms (content/photos/photos.yaml); absent for stand-ins and uncredited photos. */
  credit?: PhotoCredit;
}

/** A licence a photo is published under. */
export interface PhotoLicence {
  /** SPDX-style identifier, as written in photos.yaml: CC-BY-SA-4.0. */
  id: string;
  /** Short name a visitor reads: CC BY-SA 4.0. */
  name: string;
  /** The page stating the licence's terms; absent for a photo used with the photographer's permission. */
  url?: string;
}

/** The credit a photo carries wherever it is shown. */
export interface PhotoCredit {
  /** The photographer, as they ask to be named. */
  by: string;
  licence: PhotoLicence;
  /** The photographer's page or the photo's source. */
  link?: string;
}

/** A credited photo shown on the site, for the photo credits list. */
export interface CreditedPhoto {
  id: string;
  /** What the photo shows (its alt text, or its caption where the alt is empty). */
  shows: string;
  credit: PhotoCredit;
}

/** The words content attaches to an image; while it has no photo they choose what its stand-in shows. */
export interface ImageWords {
  alt: string;
  /** The caption printed with the picture, if the template has one. */
  caption?: string;
  /** An explicit stand-in subject from content, for pictures whose words are ambiguous. */
  subject?: string;
}

export interface ImageResolver {
  resolve(id: string, use: ImageUse, words?: ImageWords): ResolvedImage;
  /** Every credited photo the site shows, in the order pages first show them (absent on the first pass). */
  credits?(): CreditedPhoto[];
}

/**
 * Default `sizes` per use, for templates that do not pass their own: how wide the image is drawn
 * at each breakpoint, so the browser fetches the smallest file that is still sharp.
 */
export const defaultSizes: Record<ImageUse, string> = {
  hero: '100vw',
  banner: '100vw',
  card: '(min-width: 1024px) 23rem, (min-width: 640px) 50vw, 100vw',
  nav: '4.5rem',
  gallery: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  species: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  portrait: '(min-width: 640px) 15rem, 50vw',
  thumb: '6rem',
};

// Viewport widths and device pixel ratios a srcset candidate has to serve.
const VIEWPORTS = { min: 320, max: 2560 };
const DPRS = [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3];
const REM = 16;

/** The slot width `sizes` gives at a viewport width, in CSS px; undefined when it cannot be read. */
function slotWidth(sizes: string, viewport: number): number | undefined {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const media = /^\(min-width:\s*(\d+(?:\.\d+)?)(px|rem)\)\s+(.+)$/.exec(entry);
    if (media && viewport < Number(media[1]) * (media[2] === 'rem' ? REM : 1)) continue;
    const length = /^(\d+(?:\.\d+)?)(vw|rem|px)$/.exec(media ? media[3]! : entry);
    if (!length) return undefined;
    const value = Number(length[1]);
    return length[2] === 'vw' ? (value * viewport) / 100 : length[2] === 'rem' ? value * REM : value;
  }
  return undefined;
}

/**
 * The candidate widths a browser can pick for `sizes` (the smallest at least slot × DPR, or the
 * largest), over phone to desktop viewports at 1× to 3×; the others would only cost HTML bytes.
 * Keeps every width when `sizes` uses anything but min-width conditions and vw, rem or px lengths.
 */
export function widthsUsed(widths: readonly number[], sizes: string): number[] {
  const sorted = [...widths].sort((a, b) => a - b);
  const key = `${sorted.join(' ')}|${sizes}`;
  let result = usedCache.get(key);
  if (!result) {
    const used = new Set<number>();
    for (let viewport = VIEWPORTS.min; viewport <= VIEWPORTS.max && used.size < sorted.length; viewport += 1) {
      const slot = slotWidth(sizes, viewport);
      if (slot === undefined) {
        sorted.forEach((w) => used.add(w));
        break;
      }
      for (const dpr of DPRS) used.add(sorted.find((w) => w >= slot * dpr) ?? sorted[sorted.length - 1]!);
    }
    result = sorted.filter((w) => used.has(w));
    usedCache.set(key, result);
  }
  return result;
}
const usedCache = new Map<string, number[]>();
