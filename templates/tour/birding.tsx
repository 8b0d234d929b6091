import MapPin from 'lucide-react/icons/map-pin';
import { Carousel } from '../components/carousel.tsx';
import type { EntranceStep } from '../components/entrance.ts';
import { IncludedLists } from '../components/package-facts.tsx';
import { Section } from '../components/section.tsx';
import { TourHero } from '../components/tour-hero.tsx';
import { useHref, useSpecies } from '../lib/site-context.tsx';
import { useSpeciesHref } from '../species/link.tsx';
import { useLayoutTour } from './tour.ts';

// Sections of the birding tour page: its hero, key places, the endemic carousel
// and what every package includes.

export function BirdingHero() {
  const tour = useLayoutTour('birding');
  const href = useHref();
  return (
    <TourHero image={tour.hero.image} caption={tour.hero.caption} lead={tour.hero.lead}>
      <a className="btn btn-primary" href={href('/birding-tour/#packages')}>
        Choose a package
      </a>
      <a className="btn btn-ghost-light" href={href('/birding-tour/#endemics-heading')}>
        Meet the endemics
      </a>
    </TourHero>
  );
}

export function BirdingPlaces({ enter }: { enter: EntranceStep }) {
  const tour = useLayoutTour('birding');
  return (
    <Section
      className="birding-places"
      headingId="places-heading"
      eyebrow="Where we bird"
      heading="Key Places"
      lead="Montane cloud forest, mangroves and lowland rainforest, with drives of 3 to 4 hours between sites."
      enter={enter}
    >
      <ol className="places-list" role="list">
        {tour.places.map((place) => (
          <li key={place.name} className={place.sumatraOnly ? 'place place--sumatra' : 'place'}>
            <MapPin size={20} aria-hidden="true" focusable="false" />
            <h3>{place.name}</h3>
            <p>{place.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function BirdingEndemics({ enter }: { enter: EntranceStep }) {
  const tour = useLayoutTour('birding');
  const species = useSpecies();
  const speciesHref = useSpeciesHref();
  return (
    <Section
      className="birding-endemics"
      headingId="endemics-heading"
      eyebrow="Found only on Java"
      heading={tour.endemics.heading}
      lead={tour.endemics.lead}
      enter={enter}
      enterScale
    >
      <Carousel
        id="endemics"
        label="Javan endemic birds"
        use="species"
        slides={tour.endemics.slides.map(({ id, image }) => {
          const b = species(id);
          return { image, title: b.english, href: speciesHref(id), subtitle: <i>{b.scientific}</i>, caption: b.look };
        })}
      />
    </Section>
  );
}

export function BirdingIncluded({ enter }: { enter: EntranceStep }) {
  const tour = useLayoutTour('birding');
  return (
    <Section className="birding-included" headingId="included-heading" eyebrow="Every package" heading="What Is Included" enter={enter}>
      <IncludedLists
        className="included-grid"
        inclusions={{ title: 'Inclusions', items: tour.inclusions }}
        exclusions={{ title: 'Exclusions', items: tour.exclusions }}
      />
    </Section>
  );
}
