import type { CSSProperties } from 'react';
import type { ImageRef } from '../../model/schema/common.ts';
import { defaultSizes, widthsUsed, type ImageUse } from '../../model/images.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { useEnhancers } from '../lib/island.tsx';
import { PhotoCreditLine } from './photo-credit.tsx';

interface PictureProps {
  image: ImageRef;
  use: ImageUse;
  /** The largest above-the-fold image of the page: eager, fetchpriority high. One per page. */
  priority?: boolean;
  /** How wide the image is drawn (the `sizes` attribute); defaults to the use's usual layout. */
  sizes?: string;
  className?: string;
  /** The caption printed with the picture: read, after the alt text, to choose a stand-in's subject. */
  caption?: string;
}

/**
 * A responsive <picture>: AVIF and WebP sources, JPEG fallback, intrinsic size, lazy unless priority.
 * The image-fallback widget swaps in a placeholder if the file fails to load. While the id still
 * shows stand-in artwork the alt text says so ("Illustration: …"). A credited photo carries its
 * credit line after the <picture>, in the same box (a <picture> may hold nothing but its images);
 * pictures a few rem wide leave theirs to the photo credits list.
 */
export function Picture({ image, use, priority = false, sizes, className, caption }: PictureProps) {
  const { images } = useSite();
  const href = useHref();
  const resolved = images.resolve(image.id, use, { alt: image.alt, caption, subject: image.subject });
  // Screen readers must not be told about a photo that does not exist yet; decorative stays empty.
  const alt = resolved.standIn && image.alt ? `Illustration: ${image.alt}` : image.alt;
  const sizesAttr = sizes ?? defaultSizes[use];
  const srcset = (set: string) => {
    const entries = set.split(', ');
    const used = widthsUsed(
      entries.map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1])),
      sizesAttr,
    );
    return entries
      .filter((entry) => used.includes(Number(/ (\d+)w$/.exec(entry)?.[1])))
      .map((entry) => href(entry))
      .join(', ');
  };
  // The colour shows while the file loads, so a slow phone sees the picture's tone, not a grey box.
  const style: CSSProperties | undefined = resolved.color ? { backgroundColor: resolved.color } : undefined;
  const credit = resolved.credit && !tiny.has(use) ? <PhotoCreditLine credit={resolved.credit} /> : null;
  const picture = (
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
        alt={alt}
        style={style}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
  return credit ? (
    <>
      {picture}
      {credit}
    </>
  ) : (
    picture
  );
}

// Too small to print a credit on: the dropdown's cards and the waterbird thumbnails.
const tiny = new Set<ImageUse>(['nav', 'thumb']);
