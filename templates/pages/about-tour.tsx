import HeartHandshake from 'lucide-react/icons/heart-handshake';
import { Section } from '../components/section.tsx';
import { Seasons } from '../components/seasons.tsx';
import { CodeOfConduct } from '../about/conduct.tsx';
import { CompanyProfile } from '../about/company.tsx';
import { PhotoCredits } from '../about/photo-credits.tsx';
import { FeatureCards } from '../about/feature-icon.tsx';
import { SampleItinerary } from '../about/sample-itinerary.tsx';
import { TourLinkCards } from '../about/tour-links.tsx';
import { Carousel } from '../components/carousel.tsx';
import { IncludedList } from '../components/package-facts.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useSite, useSpecies } from '../lib/site-context.tsx';
import { useSpeciesHref } from '../species/link.tsx';

/** /about-tour: highlights, key species, tours, itineraries, conservation, code of conduct, seasons, packing, company. */
export function AboutTourPage() {
  const { aboutTour: about, seasons } = useSite().content;
  return (
    <>
      <PageIntro lead={about.lead} />

      <Section className="about-highlights" headingId="highlights-heading" enter={0}>
        <h2 id="highlights-heading" className="visually-hidden">
          Why travel with us
        </h2>
        <FeatureCards items={about.highlights} />
      </Section>

      <KeySpecies />

      <Section className="about-tours" headingId="tours-heading" eyebrow="Our tours" heading="Birds or Mammals?" enter={2}>
        <TourLinkCards />
      </Section>

      <Section
        className="about-itineraries"
        headingId="itineraries-heading"
        eyebrow="Day by day"
        heading={about.itineraries.heading}
        lead={about.itineraries.lead}
        enter={3}
      >
        <div className="sample-itineraries">
          {about.itineraries.items.map((sample, i) => (
            <SampleItinerary key={`${sample.tour}-${sample.packageId}`} sample={sample} id={`sample-itinerary-${i + 1}`} />
          ))}
        </div>
      </Section>

      <Conservation />

      <CodeOfConduct />

      <Section
        id="best-time"
        className="about-seasons"
        headingId="seasons-heading"
        eyebrow="When to come"
        heading={about.seasons.heading}
        lead={about.seasons.lead}
        enter={5}
      >
        <Seasons items={seasons.items} />
      </Section>

      <Section className="about-packing" headingId="packing-heading" eyebrow="Be prepared" heading="Packing and Inclusions" enter={5}>
        <div className="included-grid">
          <IncludedList title="What to Bring" items={about.whatToBring} kind="included" />
          <IncludedList title="What's Included" items={about.whatsIncluded} kind="included" />
        </div>
      </Section>

      <Section className="about-company" headingId="company-heading" enter={6}>
        <CompanyProfile headingId="company-heading" />
      </Section>

      <PhotoCredits />
    </>
  );
}

/** The key species carousel: one slide per bird, its names, status and habitat from the species collection. */
function KeySpecies() {
  const about = useSite().content.aboutTour;
  const species = useSpecies();
  const speciesHref = useSpeciesHref();
  return (
    <Section
      className="about-species"
      headingId="species-heading"
      eyebrow="Birds of Java"
      heading={about.keySpecies.heading}
      lead={about.keySpecies.lead}
      enter={1}
      enterScale
    >
      <Carousel
        id="key-species"
        label="Key species, one per slide"
        use="species"
        slides={about.keySpecies.items.map(({ id, image, status }) => {
          const b = species(id);
          return {
            image,
            title: b.english,
            href: speciesHref(id),
            subtitle: (
              <>
                <i className="species-scientific">{b.scientific}</i>
                <span className="species-status">{status}</span>
                <span className="species-habitat">Habitat: {b.habitat}</span>
              </>
            ),
            caption: b.note,
          };
        })}
      />
    </Section>
  );
}

/** Conservation figures and the community work the tours pay for. */
function Conservation() {
  const about = useSite().content.aboutTour;
  return (
    <Section
      className="about-conservation"
      headingId="conservation-heading"
      eyebrow="Conservation"
      heading={about.conservation.heading}
      lead={about.conservation.lead}
      enter={4}
    >
      <dl className="impact-figures">
        {about.conservation.figures.map((f) => (
          <div key={f.label} className="impact-figure">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <section className="community" aria-labelledby="community-heading">
        <h3 id="community-heading">
          <HeartHandshake size={22} aria-hidden="true" focusable="false" /> {about.conservation.community.heading}
        </h3>
        <p>{about.conservation.community.text}</p>
        <ul role="list">
          {about.conservation.community.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
    </Section>
  );
}
