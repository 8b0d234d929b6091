import type { ReactNode } from 'react';
import type { ImageRef } from '../../model/schema/common.ts';
import { useSite } from '../lib/site-context.tsx';
import { entranceStyle } from './entrance.ts';
import { Picture } from './picture.tsx';

interface TourHeroProps {
  /** Full-width photo; it is the page's one priority (fetchpriority=high) image. */
  image: ImageRef;
  /** Caption shown exactly as given, e.g. "Over 300 species including rare Javan endemics". */
  caption: string;
  /** Optional sentence under the caption. */
  lead?: string;
  /** Optional actions (buttons) under the text. */
  children?: ReactNode;
}

/** Photo hero of a tour page: the route's <h1> and caption over a darkened photo. */
export function TourHero({ image, caption, lead, children }: TourHeroProps) {
  const { route } = useSite();
  return (
    <section className="tour-hero" aria-labelledby="tour-hero-heading">
      <Picture image={image} use="hero" priority sizes="100vw" className="tour-hero-media" />
      <div className="container tour-hero-body">
        <h1 id="tour-hero-heading" className="tour-hero-title enter" style={entranceStyle(0)}>
          {route.heading}
        </h1>
        <p className="tour-hero-caption enter" style={entranceStyle(1)}>
          {caption}
        </p>
        {lead && (
          <p className="tour-hero-lead enter" style={entranceStyle(2)}>
            {lead}
          </p>
        )}
        {children && (
          <div className="tour-hero-actions enter" style={entranceStyle(2)}>
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
