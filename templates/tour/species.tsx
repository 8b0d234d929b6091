import { MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { ChecklistLinks } from '../checklist/links.tsx';
import type { EntranceStep } from '../components/entrance.ts';
import { IncludedLists } from '../components/package-facts.tsx';
import { Picture } from '../components/picture.tsx';
import { Section } from '../components/section.tsx';
import { SpeciesToggle } from '../components/species-toggle.tsx';
import { useSpecies } from '../lib/site-context.tsx';
import { SpeciesLink } from '../species/link.tsx';
import { useLayoutTour } from './tour.ts';

// The species sections of the mammals and waterbird pages, and the waterbird page's general lists.

/** The 27 key mammals, a few shown until 'Show All'. */
export function MammalSpecies({ enter }: { enter: EntranceStep }) {
  const page = useLayoutTour('mammals');
  const species = useSpecies();
  const total = page.species.list.length;
  return (
    <Section
      id="species"
      className="tour-species"
      headingId="species-heading"
      eyebrow={page.species.eyebrow}
      heading={page.species.heading}
      lead={page.species.lead}
      enter={enter}
    >
      <SpeciesToggle
        id="mammal-species"
        initial={MAMMALS_COLLAPSED}
        collapsedLabel={(_hidden, all) => `Show All ${all} Species`}
        expandedLabel="Show Less"
        totalLine={`${total} key mammals we look for in Ujung Kulon National Park, out of the many more the park has recorded`}
        listClassName="mammal-list"
        items={page.species.list.map(({ id }) => (
          <>
            <span className="mammal-name">
              <SpeciesLink id={id} />
            </span>
            <i className="mammal-scientific">{species(id).scientific}</i>
            <span className="mammal-note">{species(id).note}</span>
          </>
        ))}
      />
      <ChecklistLinks tour="mammals-tour" />
    </Section>
  );
}

/** What every waterbird package includes and excludes. */
export function WaterbirdGeneral({ enter }: { enter: EntranceStep }) {
  const page = useLayoutTour('waterbird');
  return (
    <Section id="included" className="tour-general" headingId="included-heading" enter={enter}>
      <h2 id="included-heading" className="tour-general-heading">
        {page.general.heading}
      </h2>
      <IncludedLists
        className="tour-general-lists"
        inclusions={{ title: 'General inclusions', items: page.general.inclusions }}
        exclusions={{ title: 'General exclusions', items: page.general.exclusions }}
      />
    </Section>
  );
}

/** The 25 waterbirds, each a photo and its name. */
export function WaterbirdSpecies({ enter }: { enter: EntranceStep }) {
  const species = useSpecies();
  const page = useLayoutTour('waterbird');
  return (
    <Section
      id="species"
      className="tour-species"
      headingId="species-heading"
      eyebrow={page.species.eyebrow}
      heading={page.species.heading}
      lead={page.species.lead}
      enter={enter}
    >
      <ul className="waterbird-grid" role="list">
        {page.species.list.map((bird) => (
          <li key={bird.id} className="waterbird-card">
            {/* The name is printed under the photo, so the image itself adds nothing for a screen reader. */}
            <Picture image={{ ...bird.image, alt: '' }} use="thumb" sizes="(min-width: 1024px) 180px, 45vw" className="waterbird-photo" />
            <span className="waterbird-name">
              <SpeciesLink id={bird.id}>{species(bird.id).english}</SpeciesLink>
            </span>
          </li>
        ))}
      </ul>
      <ChecklistLinks tour="waterbird-tour" />
    </Section>
  );
}
