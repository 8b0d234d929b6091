import { HeartHandshake } from 'lucide-react';
import { CompanyProfile } from '../about/company.tsx';
import { FeatureCards } from '../about/feature-icon.tsx';
import { SampleItinerary } from '../about/sample-itinerary.tsx';
import { SeasonCards } from '../about/seasons.tsx';
import { TourLinkCards } from '../about/tour-links.tsx';
import { Carousel } from '../components/carousel.tsx';
import { IncludedList } from '../components/package-facts.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { enterDelay } from '../components/tour-page-parts.tsx';
import { useSite } from '../lib/site-context.tsx';

/** /about-tour (spec 001 §2.7): highlights, key species, tours, itineraries, conservation, seasons, packing, company. */
export function AboutTourPage() {
  const { aboutTour: about } = useSite().content;
  return (
    <>
      <PageIntro lead={about.lead} />

      <section className="section about-highlights enter" aria-labelledby="highlights-heading" style={enterDelay(100)}>
        <div className="container">
          <h2 id="highlights-heading" className="visually-hidden">
            Why travel with us
          </h2>
          <FeatureCards items={about.highlights} />
        </div>
      </section>

      <section className="section about-species enter enter-scale" aria-labelledby="species-heading" style={enterDelay(120)}>
        <div className="container">
          <SectionHeader id="species-heading" eyebrow="Birds of Java" heading={about.keySpecies.heading} lead={about.keySpecies.lead} />
          <Carousel
            id="key-species"
            label="Key species, one per slide"
            use="species"
            slides={about.keySpecies.items.map((b) => ({
              image: b.image,
              title: b.name,
              subtitle: (
                <>
                  <i className="species-scientific">{b.scientific}</i>
                  <span className="species-status">{b.status}</span>
                  <span className="species-habitat">Habitat: {b.habitat}</span>
                </>
              ),
              caption: b.description,
            }))}
          />
        </div>
      </section>

      <section className="section about-tours enter" aria-labelledby="tours-heading" style={enterDelay(130)}>
        <div className="container">
          <SectionHeader id="tours-heading" eyebrow="Our tours" heading="Birds or Mammals?" />
          <TourLinkCards />
        </div>
      </section>

      <section className="section about-itineraries enter" aria-labelledby="itineraries-heading" style={enterDelay(200)}>
        <div className="container">
          <SectionHeader id="itineraries-heading" eyebrow="Day by day" heading={about.itineraries.heading} lead={about.itineraries.lead} />
          <div className="sample-itineraries">
            {about.itineraries.items.map((sample, i) => (
              <SampleItinerary key={`${sample.tour}-${sample.packageId}`} sample={sample} id={`sample-itinerary-${i + 1}`} />
            ))}
          </div>
        </div>
      </section>

      <section className="section about-conservation enter" aria-labelledby="conservation-heading" style={enterDelay(210)}>
        <div className="container">
          <SectionHeader id="conservation-heading" eyebrow="Conservation" heading={about.conservation.heading} lead={about.conservation.lead} />
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
        </div>
      </section>

      <section className="section about-seasons enter" id="best-time" aria-labelledby="seasons-heading" style={enterDelay(220)}>
        <div className="container">
          <SectionHeader id="seasons-heading" eyebrow="When to come" heading={about.seasons.heading} lead={about.seasons.lead} />
          <SeasonCards items={about.seasons.items} />
        </div>
      </section>

      <section className="section about-packing enter" aria-labelledby="packing-heading" style={enterDelay(220)}>
        <div className="container">
          <SectionHeader id="packing-heading" eyebrow="Be prepared" heading="Packing and Inclusions" />
          <div className="included-grid">
            <IncludedList title="What to Bring" items={about.whatToBring} kind="included" />
            <IncludedList title="What's Included" items={about.whatsIncluded} kind="included" />
          </div>
        </div>
      </section>

      <section className="section about-company enter" aria-labelledby="company-heading" style={enterDelay(230)}>
        <div className="container">
          <CompanyProfile headingId="company-heading" />
        </div>
      </section>
    </>
  );
}
