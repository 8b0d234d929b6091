import { MapPin } from 'lucide-react';
import { Carousel } from '../components/carousel.tsx';
import { ChecklistLinks } from '../checklist/links.tsx';
import { IncludedLists } from '../components/package-facts.tsx';
import { TripReports } from '../blog/trip-reports.tsx';
import { Reviews } from '../components/reviews.tsx';
import { Section } from '../components/section.tsx';
import { Tabs } from '../components/tabs.tsx';
import { TourHero } from '../components/tour-hero.tsx';
import { PackagePanel } from '../birding/package-panel.tsx';
import { useHref, useSite, useSpecies } from '../lib/site-context.tsx';

/** /birding-tour (spec 001 §2.1): hero, key places, endemic carousel, package tabs, inclusions, reviews. */
export function BirdingTourPage() {
  const { birdingTour: tour } = useSite().content;
  const species = useSpecies();
  const href = useHref();
  const javaSpecies = new Set(tour.packages.filter((p) => p.id !== '14d13n').flatMap((p) => p.highlights));
  return (
    <>
      <TourHero image={tour.hero.image} caption={tour.hero.caption} lead={tour.hero.lead}>
        <a className="btn btn-primary" href={href('/birding-tour/#packages')}>
          Choose a package
        </a>
        <a className="btn btn-ghost-light" href={href('/birding-tour/#endemics-heading')}>
          Meet the endemics
        </a>
      </TourHero>

      <Section
        className="birding-places"
        headingId="places-heading"
        eyebrow="Where we bird"
        heading="Key Places"
        lead="Montane cloud forest, mangroves and lowland rainforest, with drives of 3 to 4 hours between sites."
        enter={2}
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

      <Section className="birding-endemics" headingId="endemics-heading" eyebrow="Found only on Java" heading={tour.endemics.heading} lead={tour.endemics.lead} enter={3} enterScale>
        <Carousel
          id="endemics"
          label="Javan endemic birds"
          use="species"
          slides={tour.endemics.slides.map(({ id, image }) => {
            const b = species(id);
            return { image, title: b.english, subtitle: <i>{b.scientific}</i>, caption: b.look };
          })}
        />
      </Section>

      <Section
        id="packages"
        className="birding-packages"
        headingId="packages-heading"
        eyebrow="Tour packages"
        heading="Choose Your Birding Tour"
        lead="Five private itineraries from Jakarta. Every tour starts and ends at Jakarta airport or your hotel."
        enter={4}
      >
        <Tabs
          id="birding-packages"
          label="Birding tour packages by duration"
          className="package-tabs"
          headingLevel={3}
          items={tour.packages.map((pkg) => ({ id: pkg.id, label: pkg.tabLabel, heading: pkg.title, panel: <PackagePanel pkg={pkg} javaSpecies={javaSpecies} /> }))}
        />
        <ChecklistLinks tour="birding-tour" />
      </Section>

      <Section className="birding-included" headingId="included-heading" eyebrow="Every package" heading="What Is Included" enter={5}>
        <IncludedLists className="included-grid" inclusions={{ title: 'Inclusions', items: tour.inclusions }} exclusions={{ title: 'Exclusions', items: tour.exclusions }} />
      </Section>

      <TripReports tourType="birding" />

      <Reviews tourType="birding" enter={6} />
    </>
  );
}
