import { IncludedList, type FactIcon } from '../components/package-facts.tsx';
import { Picture } from '../components/picture.tsx';
import { Reviews } from '../components/reviews.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useSite } from '../lib/site-context.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { RelatedBand, TourIntro, enterDelay } from '../components/tour-page-parts.tsx';
import { WaterbirdPackagePanel } from '../waterbird/package-panel.tsx';

const factIcons: FactIcon[] = ['calendar', 'sun', 'boat', 'binoculars'];

/** /waterbird-tour (spec 001 §2.3): hero, three packages, general inclusions and exclusions, 25 species, reviews. */
export function WaterbirdTourPage() {
  const { content } = useSite();
  const page = content.waterbirdTour;
  return (
    <>
      <TourIntro tourType="waterbird" hero={page.hero} facts={page.facts} factIcons={factIcons} />

      <section className="section tour-packages enter" id="packages" aria-labelledby="packages-heading" style={enterDelay(200)}>
        <div className="container">
          <SectionHeader id="packages-heading" eyebrow={page.packages.eyebrow} heading={page.packages.heading} lead={page.packages.lead} />
          <Tabs
            id="waterbird-packages"
            label="Waterbird tour packages"
            className="package-tabs"
            headingLevel={3}
            items={page.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.duration, heading: pkg.title, panel: <WaterbirdPackagePanel pkg={pkg} /> }))}
          />
        </div>
      </section>

      <section className="section tour-general enter" id="included" aria-labelledby="included-heading" style={enterDelay(210)}>
        <div className="container">
          <h2 id="included-heading" className="tour-general-heading">
            {page.general.heading}
          </h2>
          <div className="tour-general-lists">
            <IncludedList title="General inclusions" items={page.general.inclusions} kind="included" headingLevel={3} />
            <IncludedList title="General exclusions" items={page.general.exclusions} kind="excluded" headingLevel={3} />
          </div>
        </div>
      </section>

      <section className="section tour-species enter" id="species" aria-labelledby="species-heading" style={enterDelay(220)}>
        <div className="container">
          <SectionHeader id="species-heading" eyebrow={page.species.eyebrow} heading={page.species.heading} lead={page.species.lead} />
          <ul className="waterbird-grid" role="list">
            {page.species.list.map((bird) => (
              <li key={bird.name} className="waterbird-card">
                {/* The name is printed under the photo, so the image itself adds nothing for a screen reader. */}
                <Picture image={{ ...bird.image, alt: '' }} use="thumb" sizes="(min-width: 1024px) 180px, 45vw" className="waterbird-photo" />
                <span className="waterbird-name">{bird.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <RelatedBand band={page.related} delay={220} />

      <Reviews tourType="waterbird" enterDelay="230ms" />
    </>
  );
}
