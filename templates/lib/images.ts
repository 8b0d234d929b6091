// The contract between templates and the image pipeline (scripts/images/).
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
