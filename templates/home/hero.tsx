import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { WhatsAppIcon } from '../components/brand-icons.tsx';
import { Picture } from '../components/picture.tsx';
import { externalLinkProps, whatsappHref } from '../../model/hrefs.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { Particles } from './particles.tsx';
import HeroSlideshow from '../../widgets/islands/hero-slideshow.tsx';
import { Island } from '../lib/island.tsx';
import { heroSlideKey, PicturePlaceholder } from '../lib/deferred-pictures.tsx';

/**
 * Section 1: the page's h1 over a background slideshow. Every slide and caption is in the HTML; the
 * first shows without JavaScript. The hero-slideshow island shows the controls, switches slides and
 * brings in the later slides' pictures (deferred: no visitor sees them before it runs).
 */
export function Hero() {
  const { content, route, assets } = useSite();
  const href = useHref();
  const { site, home } = content;
  const { slides } = home.hero;
  return (
    <section id="home" className="hero" aria-labelledby="home-heading" data-index="0">
      <div className="hero-slides">
        {slides.map((slide, i) => (
          <div key={slide.image.id} className={i === 0 ? 'hero-slide is-active' : 'hero-slide'} aria-hidden={i === 0 ? undefined : 'true'}>
            {i === 0 ? (
              <Picture image={slide.image} use="hero" priority sizes="100vw" className="hero-picture" />
            ) : (
              <PicturePlaceholder className="hero-picture" deferred={heroSlideKey(i)} />
            )}
            <p className="hero-caption">{slide.caption}</p>
          </div>
        ))}
      </div>
      <Particles />
      <div className="container hero-content">
        <p className="hero-eyebrow">{home.hero.eyebrow}</p>
        <h1 id="home-heading">{route.heading}</h1>
        <p className="hero-lead">{home.hero.lead}</p>
        <div className="hero-actions">
          <a className="btn btn-primary btn-lg" href={whatsappHref(site.whatsapp.e164, site.messages.heroAdventure)} {...externalLinkProps}>
            <WhatsAppIcon size={20} />
            Start Your Adventure
            <span className="visually-hidden"> (WhatsApp, opens in a new tab)</span>
          </a>
          <a className="btn btn-ghost-light btn-lg" href={href('/#gallery')}>
            View Gallery
          </a>
        </div>
      </div>
      <Island
        component={HeroSlideshow}
        host="home"
        props={{ captions: slides.map((slide) => slide.caption), ...(assets.deferredPictures ? { pictures: href(assets.deferredPictures) } : {}) }}
        slots={{ prev: <ChevronLeft size={22} aria-hidden="true" />, next: <ChevronRight size={22} aria-hidden="true" /> }}
      />
    </section>
  );
}
