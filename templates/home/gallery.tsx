import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { Picture } from '../components/picture.tsx';
import { useSite } from '../lib/site-context.tsx';
import Banner from '../../widgets/islands/banner.tsx';
import { Island, useEnhancers } from '../lib/island.tsx';

/**
 * Section 1b (#gallery): the 13-image banner. Without JavaScript it is a swipeable strip of every
 * photo; the banner island stacks them and cross-fades every 4 s, with a pause control.
 */
export function Gallery() {
  const { gallery } = useSite().content.home;
  const count = gallery.images.length;
  return (
    <section id="gallery" className="section gallery" aria-labelledby="gallery-heading" {...useEnhancers('reveal')}>
      <div className="container gallery-grid">
        <div className="gallery-intro">
          <p className="eyebrow">Gallery</p>
          <h2 id="gallery-heading">{gallery.heading}</h2>
          <p className="lead">{gallery.lead}</p>
        </div>
        <div className="banner" id="gallery-banner" data-index="0" role="region" aria-roledescription="carousel" aria-label="Photo gallery">
          <Island
            component={Banner}
            host="gallery-banner"
            props={{ count }}
            slots={{
              toggle: (
                <>
                  <span className="banner-toggle-pause">
                    <Pause size={16} aria-hidden="true" />
                    Pause<span className="visually-hidden"> slideshow</span>
                  </span>
                  <span className="banner-toggle-play">
                    <Play size={16} aria-hidden="true" />
                    Play<span className="visually-hidden"> slideshow</span>
                  </span>
                </>
              ),
            }}
          />
          <div className="banner-slides" tabIndex={0} role="group" aria-label="Photos">
            {gallery.images.map((slide, i) => (
              <div
                key={slide.image.id}
                className={i === 0 ? 'banner-slide is-active' : 'banner-slide'}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
              >
                <figure className="banner-figure">
                  <Picture image={slide.image} use="banner" sizes="(min-width: 1024px) 46rem, 100vw" className="banner-picture" caption={slide.caption} />
                  <figcaption className="banner-caption">{slide.caption}</figcaption>
                </figure>
              </div>
            ))}
          </div>
          <div className="banner-progress" aria-hidden="true">
            {gallery.images.map((slide, i) => (
              <span key={slide.image.id} className={i === 0 ? 'banner-tick is-active' : 'banner-tick'} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
