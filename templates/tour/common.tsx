import { TripReports } from '../blog/trip-reports.tsx';
import { Carousel } from '../components/carousel.tsx';
import type { EntranceStep } from '../components/entrance.ts';
import { Inquiry } from '../components/inquiry.tsx';
import type { FactIcon } from '../components/package-facts.tsx';
import { Reviews } from '../components/reviews.tsx';
import { Section } from '../components/section.tsx';
import { RelatedBand, TourHeroActions, TourIntro } from '../components/tour-page-parts.tsx';
import { missingPart, useTour, useTourContent } from './tour.ts';
import { useSpeciesHref } from '../species/link.tsx';
import { useSpecies } from '../lib/site-context.tsx';

// Sections more than one tour page shows, each reading its part of the current tour's content.

/** Photo hero with a jump to the packages (or another section) and a WhatsApp enquiry. */
export function HeroSection({ jumpTo, jumpLabel }: { jumpTo?: string; jumpLabel?: string }) {
  const { type, tour } = useTourContent();
  return <TourHeroActions tourType={type} hero={tour.hero} jumpTo={jumpTo} jumpLabel={jumpLabel} />;
}

/** The hero, then the tour's key facts over its lower edge, each with its icon. */
export function IntroSection({ factIcons }: { factIcons: FactIcon[] }) {
  const { type, tour } = useTourContent();
  if (!tour.facts) throw missingPart('intro', type, 'facts');
  return <TourIntro tourType={type} hero={tour.hero} facts={tour.facts} factIcons={factIcons} />;
}

/** A carousel of species with their scientific names (carousel) or of photos (gallery). */
export function GallerySection({ enter, id, label }: { enter: EntranceStep; id: string; label: string }) {
  const { type, tour } = useTourContent();
  const speciesHref = useSpeciesHref();
  const species = useSpecies();
  const part = tour.carousel
    ? {
        ...tour.carousel,
        use: 'species' as const,
        slides: tour.carousel.photos.map((p) => ({
          image: p.image,
          title: species(p.id).english,
          href: speciesHref(p.id),
          subtitle: <i>{species(p.id).scientific}</i>,
          caption: species(p.id).look,
        })),
      }
    : tour.gallery
      ? { ...tour.gallery, use: undefined, slides: tour.gallery.photos.map((p) => ({ image: p.image, title: p.title, caption: p.caption })) }
      : undefined;
  if (!part) throw missingPart('gallery', type, 'carousel or gallery');
  return (
    <Section id="gallery" className="tour-gallery" headingId="gallery-heading" eyebrow={part.eyebrow} heading={part.heading} lead={part.lead} enter={enter}>
      <Carousel id={id} label={label} use={part.use} slides={part.slides} />
    </Section>
  );
}

/** The dark band linking to the related page. */
export function RelatedSection({ enter }: { enter: EntranceStep }) {
  const { type, tour } = useTourContent();
  if (!tour.related) throw missingPart('related', type, 'related');
  return <RelatedBand band={tour.related} enter={enter} />;
}

/** The inquiry prompt and actions. */
export function InquirySection({ enter }: { enter: EntranceStep }) {
  const { type, tour } = useTourContent();
  if (!tour.inquiry) throw missingPart('inquiry', type, 'inquiry');
  return <Inquiry tourType={type} heading={tour.inquiry.heading} lead={tour.inquiry.lead} enter={enter} />;
}

/** Trip reports of this tour, when there are any. */
export function ReportsSection() {
  return <TripReports tourType={useTour().id} />;
}

export function ReviewsSection({ enter }: { enter: EntranceStep }) {
  return <Reviews tourType={useTour().id} enter={enter} />;
}
