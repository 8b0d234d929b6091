import { ChecklistLinks } from '../checklist/links.tsx';
import { IncludedLists, type FactIcon } from '../components/package-facts.tsx';
import { Picture } from '../components/picture.tsx';
import { TripReports } from '../blog/trip-reports.tsx';
import { Reviews } from '../components/reviews.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useSite, useSpecies } from '../lib/site-context.tsx';
import { Section } from '../components/section.tsx';
import { RelatedBand, TourIntro } from '../components/tour-page-parts.tsx';
import { WaterbirdPackagePanel } from '../waterbird/package-panel.tsx';

const factIcons: FactIcon[] = ['calendar', 'sun', 'boat', 'binoculars'];

/** /waterbird-tour (spec 001 §2.3): hero, three packages, general inclusions and exclusions, 25 species, reviews. */
export function WaterbirdTourPage() {
  const { content } = useSite();
  const species = useSpecies();
  const page = content.waterbirdTour;
  return (
    <>
      <TourIntro tourType="waterbird" hero={page.hero} facts={page.facts} factIcons={factIcons} />

      <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow={page.packages.eyebrow} heading={page.packages.heading} lead={page.packages.lead} enter={3}>
        <Tabs
          id="waterbird-packages"
          label="Waterbird tour packages"
          className="package-tabs"
          headingLevel={3}
          items={page.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.duration, heading: pkg.title, panel: <WaterbirdPackagePanel pkg={pkg} /> }))}
        />
      </Section>

      <Section id="included" className="tour-general" headingId="included-heading" enter={4}>
        <h2 id="included-heading" className="tour-general-heading">
          {page.general.heading}
        </h2>
        <IncludedLists
          className="tour-general-lists"
          inclusions={{ title: 'General inclusions', items: page.general.inclusions }}
          exclusions={{ title: 'General exclusions', items: page.general.exclusions }}
        />
      </Section>

      <Section id="species" className="tour-species" headingId="species-heading" eyebrow={page.species.eyebrow} heading={page.species.heading} lead={page.species.lead} enter={5}>
        <ul className="waterbird-grid" role="list">
          {page.species.list.map((bird) => (
            <li key={bird.id} className="waterbird-card">
              {/* The name is printed under the photo, so the image itself adds nothing for a screen reader. */}
              <Picture image={{ ...bird.image, alt: '' }} use="thumb" sizes="(min-width: 1024px) 180px, 45vw" className="waterbird-photo" />
              <span className="waterbird-name">{species(bird.id).english}</span>
            </li>
          ))}
        </ul>
        <ChecklistLinks tour="waterbird-tour" />
      </Section>

      <RelatedBand band={page.related} enter={5} />

      <TripReports tourType="waterbird" />

      <Reviews tourType="waterbird" enter={6} />
    </>
  );
}
