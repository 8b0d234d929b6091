import type { ImageRef } from '../../scripts/content/common.ts';
import type { ImageUse } from '../lib/images.ts';
import { useHref, useSite } from '../lib/site-context.tsx';

interface PictureProps {
  image: ImageRef;
  use: ImageUse;
  /** The largest above-the-fold image of the page: eager, fetchpriority high. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/** A responsive <picture>: AVIF and WebP sources, JPEG fallback, intrinsic size, lazy unless priority. */
export function Picture({ image, use, priority = false, sizes = '100vw', className }: PictureProps) {
  const { images } = useSite();
  const href = useHref();
  const resolved = images.resolve(image.id, use);
  const srcset = (set: string) =>
    set
      .split(', ')
      .map((entry) => href(entry))
      .join(', ');
  return (
    <picture className={className}>
      {resolved.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcset(source.srcset)} sizes={sizes} />
      ))}
      <img
        src={href(resolved.src)}
        srcSet={resolved.srcset ? srcset(resolved.srcset) : undefined}
        sizes={resolved.srcset ? sizes : undefined}
        width={resolved.width}
        height={resolved.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        data-fallback=""
      />
    </picture>
  );
}
