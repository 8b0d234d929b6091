import type { ReactElement } from 'react';
import { Picture } from '../components/picture.tsx';
import type { Content } from '../../model/schema/sections.ts';

/**
 * Pictures no visitor sees before an island shows them: the home hero's later slides, by
 * `data-picture` key. They are a JSON file of their own (see renderDeferredPictures) that the
 * slideshow loads once it hydrates, so the page does not carry them in its HTML; each stands in the
 * page as an empty placeholder with the same class and key, which the island replaces. Without
 * JavaScript the hero, a background behind the page's heading, shows its first slide.
 */
export function deferredPictures(content: Content): [key: string, picture: ReactElement][] {
  return [
    ...content.home.hero.slides
      .slice(1)
      .map((slide, i): [string, ReactElement] => [
        heroSlideKey(i + 1),
        <Picture key={heroSlideKey(i + 1)} image={slide.image} use="hero" sizes="100vw" className="hero-picture" />,
      ]),
  ];
}

/** The `data-picture` key of the home hero's slide `index` (from 0; slide 0 is in the page). */
export const heroSlideKey = (index: number) => `hero-${index}`;

/** The empty box an island replaces with the deferred picture of the same key. */
export function PicturePlaceholder({ className, deferred }: { className: string; deferred: string }) {
  return <span className={className} data-picture={deferred} />;
}
