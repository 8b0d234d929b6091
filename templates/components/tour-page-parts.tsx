import type { ImageRef } from '../../model/schema/common.ts';
import { BookButton, tourMessage } from './book-button.tsx';
import { entranceStyle, type EntranceStep } from './entrance.ts';
import { PackageFacts, type FactIcon } from './package-facts.tsx';
import { TourHero } from './tour-hero.tsx';
import { useHref, useSite, useTourName } from '../lib/site-context.tsx';

// Pieces the tour pages share: the photo hero with key facts and the related-tour band.

/** "3D/2N" → "3 Days / 2 Nights", "2D/1N" → "2 Days / 1 Night". */
export function longDuration(duration: string): string {
  const match = /^(\d+)D\/(\d+)N$/.exec(duration);
  const count = (n: string, word: string) => `${n} ${word}${n === '1' ? '' : 's'}`;
  return match ? `${count(match[1]!, 'Day')} / ${count(match[2]!, 'Night')}` : duration;
}

interface RelatedBandProps {
  band: { eyebrow?: string; heading: string; lead?: string; stats: { value: string; label: string }[]; link: { label: string; href: string } };
  /** Entrance step (ENTRANCE_DELAYS_MS index). */
  enter: EntranceStep;
}

/** Dark band with a few figures and a 'Learn More' link to the related page. */
export function RelatedBand({ band, enter }: RelatedBandProps) {
  const href = useHref();
  const { route } = useSite();
  const id = `${route.id}-related`;
  return (
    <section className="related-band enter" aria-labelledby={id} style={entranceStyle(enter)}>
      <div className="container related-band-inner">
        <div className="related-band-text">
          {band.eyebrow && <p className="eyebrow">{band.eyebrow}</p>}
          <h2 id={id}>{band.heading}</h2>
          {band.lead && <p>{band.lead}</p>}
          <a className="btn btn-primary" href={href(band.link.href)}>
            {band.link.label}
            <span className="visually-hidden"> about {band.heading}</span>
          </a>
        </div>
        {band.stats.length > 0 && (
          <dl className="related-band-stats">
            {band.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

interface TourIntroProps {
  tourType: string;
  hero: { image: ImageRef; caption: string; lead: string };
  facts: { label: string; value: string }[];
  factIcons: FactIcon[];
}

interface TourHeroActionsProps {
  tourType: string;
  hero: { image: ImageRef; caption: string; lead: string };
  /** Section the first button jumps to, and its label. */
  jumpTo?: string;
  jumpLabel?: string;
}

/** Photo hero of a tour page: a jump to the packages and a WhatsApp enquiry naming the tour. */
export function TourHeroActions({ tourType, hero, jumpTo = 'packages', jumpLabel = 'See the packages' }: TourHeroActionsProps) {
  const { route } = useSite();
  const href = useHref();
  return (
    <TourHero image={hero.image} caption={hero.caption} lead={hero.lead}>
      <a className="btn btn-primary" href={href(`${route.url}#${jumpTo}`)}>
        {jumpLabel}
      </a>
      <BookButton label="Inquire on WhatsApp" variant="ghost-light" message={tourMessage(useTourName()(tourType))} />
    </TourHero>
  );
}

/** Photo hero with 'See the packages' and a WhatsApp enquiry, then the tour's key facts. */
export function TourIntro({ tourType, hero, facts, factIcons }: TourIntroProps) {
  return (
    <>
      <TourHeroActions tourType={tourType} hero={hero} />
      <div className="container tour-facts enter" style={entranceStyle(2)}>
        <PackageFacts facts={facts.map((f, i) => ({ ...f, icon: factIcons[i] }))} />
      </div>
    </>
  );
}
