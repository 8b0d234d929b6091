import { MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { Carousel } from '../components/carousel.tsx';
import { ChecklistLinks } from '../checklist/links.tsx';
import type { FactIcon } from '../components/package-facts.tsx';
import { TripReports } from '../blog/trip-reports.tsx';
import { Reviews } from '../components/reviews.tsx';
import { SpeciesToggle } from '../components/species-toggle.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useSite } from '../lib/site-context.tsx';
import { MammalPackagePanel } from '../mammals/package-panel.tsx';
import { Section } from '../components/section.tsx';
import { RelatedBand, TourIntro } from '../components/tour-page-parts.tsx';

const factIcons: FactIcon[] = ['calendar', 'sun', 'boat', 'tent'];

/** /mammals-tour (spec 001 §2.2): hero, 8-photo carousel, three packages, 27 key species, reviews. */
export function MammalsTourPage() {
  const { content } = useSite();
  const page = content.mammalsTour;
  const total = page.species.list.length;
  return (
    <>
      <TourIntro tourType="mammals" hero={page.hero} facts={page.facts} factIcons={factIcons} />

      <Section id="gallery" className="tour-gallery" headingId="gallery-heading" eyebrow={page.carousel.eyebrow} heading={page.carousel.heading} lead={page.carousel.lead} enter={3}>
        <Carousel
          id="mammals"
          label="Mammal photos"
          use="species"
          slides={page.carousel.photos.map((p) => ({ image: p.image, title: p.name, subtitle: <i>{p.scientific}</i>, caption: p.caption }))}
        />
      </Section>

      <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow={page.packages.eyebrow} heading={page.packages.heading} lead={page.packages.lead} enter={4}>
        <Tabs
          id="mammal-packages"
          label="Mammals tour packages"
          className="package-tabs"
          headingLevel={3}
          items={page.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.duration, heading: pkg.title, panel: <MammalPackagePanel pkg={pkg} /> }))}
        />
      </Section>

      <Section id="species" className="tour-species" headingId="species-heading" eyebrow={page.species.eyebrow} heading={page.species.heading} lead={page.species.lead} enter={5}>
        <SpeciesToggle
          id="mammal-species"
          initial={MAMMALS_COLLAPSED}
          collapsedLabel={(_hidden, all) => `Show All ${all} Species`}
          expandedLabel="Show Less"
          totalLine={`${total} key mammals we look for in Ujung Kulon National Park, out of the many more the park has recorded`}
          listClassName="mammal-list"
          items={page.species.list.map((m) => (
            <>
              <span className="mammal-name">{m.name}</span>
              <i className="mammal-scientific">{m.scientific}</i>
              <span className="mammal-note">{m.note}</span>
            </>
          ))}
        />
        <ChecklistLinks tour="mammals-tour" />
      </Section>

      <RelatedBand band={page.related} enter={5} />

      <TripReports tourType="mammals" />

      <Reviews tourType="mammals" enter={6} />
    </>
  );
}
