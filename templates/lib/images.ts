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
  srcset: string;
  sources: ImageSource[];
  width: number;
  height: number;
}

export interface ImageResolver {
  resolve(id: string, use: ImageUse): ResolvedImage;
}
