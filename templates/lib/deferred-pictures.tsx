import { Picture } from '../components/picture.tsx';
import { useSite } from './site-context.tsx';

/**
 * Pictures no visitor sees before an island shows them: the Tour Packages dropdown's cards and the
 * home hero's later slides. They are a file of their own (see renderDeferredPictures) that those
 * islands load once they hydrate, so no page carries them in its HTML; each stands in the page as
 * an empty placeholder with the same class and `data-picture` key, which the island replaces.
 * Without JavaScript the dropdown's cards are text links and the hero shows its first slide.
 */
export function DeferredPictures() {
  const { content } = useSite();
  return (
    <>
      {content.tours.map((tour) => (
        <Picture key={tour.slug} image={tour.image} use="nav" className="dropdown-card-image" deferred={`tour-${tour.slug}`} />
      ))}
      {content.home.hero.slides.slice(1).map((slide, i) => (
        <Picture key={slide.image.id} image={slide.image} use="hero" sizes="100vw" className="hero-picture" deferred={heroSlideKey(i + 1)} />
      ))}
    </>
  );
}

/** The `data-picture` key of the home hero's slide `index` (from 0; slide 0 is in the page). */
export const heroSlideKey = (index: number) => `hero-${index}`;

/** The empty box an island replaces with the deferred picture of the same key. */
export function PicturePlaceholder({ className, deferred }: { className: string; deferred: string }) {
  return <span className={className} data-picture={deferred} />;
}
