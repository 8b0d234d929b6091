import type { CSSProperties } from 'react';
import type { ImageRef } from '../../scripts/content/common.ts';
import { defaultSizes, type ImageUse } from '../lib/images.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { useEnhancers } from '../lib/island.tsx';

interface PictureProps {
  image: ImageRef;
  use: ImageUse;
  /** The largest above-the-fold image of the page: eager, fetchpriority high. One per page. */
  priority?: boolean;
  /** How wide the image is drawn (the `sizes` attribute); defaults to the use's usual layout. */
  sizes?: string;
  className?: string;
}

/**
 * A responsive <picture>: AVIF and WebP sources, JPEG fallback, intrinsic size, lazy unless priority.
 * The image-fallback widget swaps in a placeholder if the file fails to load.
 */
export function Picture({ image, use, priority = false, sizes, className }: PictureProps) {
  const { images } = useSite();
  const href = useHref();
  const resolved = images.resolve(image.id, use);
  const sizesAttr = sizes ?? defaultSizes[use];
  const srcset = (set: string) =>
    set
      .split(', ')
      .map((entry) => href(entry))
      .join(', ');
  // The colour shows while the file loads, so a slow phone sees the picture's tone, not a grey box.
  const style: CSSProperties | undefined = resolved.color ? { backgroundColor: resolved.color } : undefined;
  return (
    <picture className={className} {...useEnhancers('image-fallback')}>
      {resolved.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcset(source.srcset)} sizes={sizesAttr} />
      ))}
      <img
        data-fallback=""
        src={href(resolved.src)}
        srcSet={resolved.srcset ? srcset(resolved.srcset) : undefined}
        sizes={resolved.srcset ? sizesAttr : undefined}
        width={resolved.width}
        height={resolved.height}
        alt={image.alt}
        style={style}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}
