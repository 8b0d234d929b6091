import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import type { ImageRef } from '../../model/schema/common.ts';
import type { ImageUse } from '../../model/images.ts';
import { Picture } from './picture.tsx';
import CarouselIsland from '../../widgets/islands/carousel.tsx';
import { Island } from '../lib/island.tsx';

interface CarouselSlide {
  image: ImageRef;
  /** Slide heading, e.g. a species' English name. */
  title: string;
  /** Where the title links, e.g. the species' page. */
  href?: string;
  /** Line under the title; pass <i>Genus species</i> for a scientific name. */
  subtitle?: ReactNode;
  /** Short paragraph. */
  caption?: string;
}

interface CarouselProps {
  /** Prefix of element ids, unique on the page. */
  id: string;
  /** Accessible name of the carousel, e.g. "Javan endemic birds". */
  label: string;
  slides: CarouselSlide[];
  /** Image use of the slides (aspect ratio and widths). */
  use?: ImageUse;
  /** Level of the slide titles. */
  headingLevel?: 3 | 4;
}

/**
 * WAI-ARIA carousel (APG "carousel" pattern, no auto-rotation). The track is a horizontal
 * scroll-snap strip, so every slide is reachable by swipe or scroll with JavaScript off; the
 * carousel island adds previous/next with wraparound, arrow keys and the live "N / M" status,
 * and mirrors the current slide (0-based) in `data-index` on the root.
 */
export function Carousel({ id, label, slides, use = 'gallery', headingLevel = 3 }: CarouselProps) {
  const Heading = `h${headingLevel}` as const;
  const total = slides.length;
  return (
    <section className="carousel" id={id} aria-roledescription="carousel" aria-label={label} data-index="0">
      <Island
        component={CarouselIsland}
        host={id}
        props={{ id, total }}
        slots={{ prev: <ChevronLeft size={22} aria-hidden="true" focusable="false" />, next: <ChevronRight size={22} aria-hidden="true" focusable="false" /> }}
      />
      {/* Focusable so keyboard users can scroll the strip with JavaScript off. */}
      <div className="carousel-track" id={`${id}-track`} tabIndex={0}>
        {slides.map((slide, i) => (
          <div className="carousel-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${total}`} id={`${id}-slide-${i + 1}`} key={i}>
            <Picture image={slide.image} use={use} sizes="(min-width: 1024px) 720px, 100vw" className="carousel-media" caption={slide.caption} />
            <div className="carousel-text">
              <Heading className="carousel-title">{slide.href ? <a href={slide.href}>{slide.title}</a> : slide.title}</Heading>
              {slide.subtitle && <p className="carousel-subtitle">{slide.subtitle}</p>}
              {slide.caption && <p className="carousel-caption">{slide.caption}</p>}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
