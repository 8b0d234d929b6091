import { ChecklistLinks } from '../checklist/links.tsx';
import type { EntranceStep } from '../components/entrance.ts';
import { Section } from '../components/section.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useSite } from '../lib/site-context.tsx';
import { BirdingPackagePanel } from './birding-package.tsx';
import { KrakatauPackagePanel, MammalPackagePanel, WaterbirdPackagePanel } from './package-panels.tsx';

// The package tabs of each tour: one tab per package (birding, mammals, waterbird) or tabs of
// packages with sub-tabs (Krakatau). Ujung Kulon's packages sit in its 'Choose Your Adventure'.

/** Birding: five packages by duration, and the species checklists. */
export function BirdingPackages({ enter }: { enter: EntranceStep }) {
  const { birdingTour: tour } = useSite().content;
  const javaSpecies = new Set(tour.packages.items.filter((p) => p.id !== '14d13n').flatMap((p) => p.highlights));
  return (
    <Section
      id="packages"
      className="birding-packages"
      headingId="packages-heading"
      eyebrow={tour.packages.eyebrow}
      heading={tour.packages.heading}
      lead={tour.packages.lead}
      enter={enter}
    >
      <Tabs
        id="birding-packages"
        label="Birding tour packages by duration"
        className="package-tabs"
        headingLevel={3}
        items={tour.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.tabLabel, heading: pkg.title, panel: <BirdingPackagePanel pkg={pkg} javaSpecies={javaSpecies} /> }))}
      />
      <ChecklistLinks tour="birding-tour" />
    </Section>
  );
}

/** Mammals or waterbird: one tab per package, labelled by its duration. */
export function DurationPackages({ enter, tour }: { enter: EntranceStep; tour: 'mammals' | 'waterbird' }) {
  const { content } = useSite();
  const items =
    tour === 'mammals'
      ? content.mammalsTour.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.duration, heading: pkg.title, panel: <MammalPackagePanel pkg={pkg} /> }))
      : content.waterbirdTour.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.duration, heading: pkg.title, panel: <WaterbirdPackagePanel pkg={pkg} /> }));
  const part = tour === 'mammals' ? content.mammalsTour.packages : content.waterbirdTour.packages;
  const label = tour === 'mammals' ? 'Mammals tour packages' : 'Waterbird tour packages';
  return (
    <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow={part.eyebrow} heading={part.heading} lead={part.lead} enter={enter}>
      <Tabs id={`${tour === 'mammals' ? 'mammal' : tour}-packages`} label={label} className="package-tabs" headingLevel={3} items={items} />
    </Section>
  );
}

/**
 * Krakatau: the access note, then One Day | Overnight | 3D/2N tabs, the first two with
 * Package A / Package B sub-tabs.
 */
export function KrakatauPackages({ enter }: { enter: EntranceStep }) {
  const page = useSite().content.krakatauTour;
  const { groups, extended } = page.packages;
  const groupTab = (group: (typeof groups)[number]) => ({
    id: group.id,
    label: group.label,
    heading: group.heading,
    panel: (
      <Tabs
        id={`krakatau-${group.id}`}
        label={`${group.label} packages`}
        className="sub-tabs"
        // In a hidden panel "visible" would wait until the panel shows, and the packages would flash stacked.
        when="idle"
        headingLevel={4}
        items={group.packages.map((pkg) => ({
          id: pkg.id,
          label: (
            <>
              {pkg.label} <span className="tab-note">{pkg.from}</span>
            </>
          ),
          heading: pkg.title,
          panel: <KrakatauPackagePanel pkg={pkg} level={5} />,
        }))}
      />
    ),
  });
  return (
    <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow={page.packages.eyebrow} heading={page.packages.heading} lead={page.packages.lead} enter={enter}>
      <aside className="access-note" aria-labelledby="access-heading">
        <h3 id="access-heading">{page.access.heading}</h3>
        {page.access.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </aside>
      <Tabs
        id="krakatau-packages"
        label="Krakatau tour packages"
        className="package-tabs"
        headingLevel={3}
        items={[...groups.map(groupTab), { id: extended.id, label: extended.label, heading: extended.title, panel: <KrakatauPackagePanel pkg={extended} level={4} /> }]}
      />
    </Section>
  );
}
