import type { PhotoCredit } from '../../model/images.ts';
import { externalLinkProps } from '../../model/hrefs.ts';

/**
 * The short credit printed on a picture: plain text, because many pictures sit inside a link (tour
 * cards) and a link may not hold another. The photographer's page and the licence are linked from
 * the photo credits on the About The Tour page.
 */
export function PhotoCreditLine({ credit }: { credit: PhotoCredit }) {
  return (
    <small className="photo-credit">
      Photo: {credit.by} · {credit.licence.name}
    </small>
  );
}

/** A full attribution: the photographer (linked to their page) and the licence (linked to its terms). */
export function PhotoAttribution({ credit }: { credit: PhotoCredit }) {
  const { by, licence, link } = credit;
  return (
    <>
      Photo by{' '}
      {link ? (
        <a href={link} {...externalLinkProps}>
          {by}
        </a>
      ) : (
        by
      )}
      ,{' '}
      {licence.url ? (
        <a href={licence.url} rel={`license ${externalLinkProps.rel}`} target={externalLinkProps.target}>
          {licence.name}
        </a>
      ) : (
        licence.name
      )}
    </>
  );
}
