import { ChecklistLinks } from '../checklist/links.tsx';
import type { EntranceStep } from '../components/entrance.ts';
import { Section } from '../components/section.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useSite } from '../lib/site-context.tsx';
import { BirdingPackagePanel } from './birding-package.tsx';
import { PracticalLink } from './practical-link.tsx';
import { KrakatauPackagePanel, MammalPackagePanel, StandardPackagePanel, WaterbirdPackagePanel } from './package-panels.tsx';
import { missingPart, useLayoutTour, useTour, useTourContent } from './tour.ts';
import { checklistTours, packageTabSetId } from '../../model/packages.ts';
import type { TourPackage } from '../../model/schema/tour.ts';

// The package tabs of each layout: one tab per package (birding, mammals, waterbird, standard) or
// tabs of packages with sub-tabs (Krakatau). Ujung Kulon's packages sit in its 'Choose Your Adventure'.

/** Birding: one tab per package by duration, and the species checklists. */
export function BirdingPackages({ enter }: { enter: EntranceStep }) {
  const tour = useLayoutTour('birding');
  const { slug } = useTour();
  // A species only the packages that go to a Sumatran place look for is tagged "Sumatra only".
  const sumatran = new Set(tour.places.filter((place) => place.sumatraOnly).map((place) => place.name));
  const javaSpecies = new Set(tour.packages.items.filter((p) => !p.places.some((place) => sumatran.has(place))).flatMap((p) => p.highlights));
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
        id={packageTabSetId(tour, 'packages')}
        label="Birding tour packages by duration"
        className="package-tabs"
        headingLevel={3}
        items={tour.packages.items.map((pkg) => ({
          id: pkg.id,
          label: pkg.tabLabel,
          heading: pkg.title,
          panel: <BirdingPackagePanel pkg={pkg} javaSpecies={javaSpecies} />,
        }))}
      />
      <ChecklistLinks tour={slug} />
      <PracticalLink />
    </Section>
  );
}

/** Mammals, waterbird or any other tour: one tab per package, labelled by its short name or its duration. */
export function DurationPackages({ enter }: { enter: EntranceStep }) {
  const { tour } = useTourContent();
  const { slug } = useTour();
  const { content } = useSite();
  const { routes } = content;
  if (!tour.packages?.items) throw missingPart('duration-packages', tour.id, 'packages.items');
  const panel = (pkg: TourPackage) => {
    if (tour.layout === 'mammals') return <MammalPackagePanel pkg={pkg as Parameters<typeof MammalPackagePanel>[0]['pkg']} />;
    if (tour.layout === 'waterbird') return <WaterbirdPackagePanel pkg={pkg as Parameters<typeof WaterbirdPackagePanel>[0]['pkg']} />;
    return <StandardPackagePanel pkg={pkg as Parameters<typeof StandardPackagePanel>[0]['pkg']} />;
  };
  const items = tour.packages.items.map((pkg) => ({ id: pkg.id, label: pkg.tabLabel ?? pkg.duration, heading: pkg.title, panel: panel(pkg) }));
  const part = tour.packages;
  const label = `${routes[slug]!.heading.replace(/ Tour$/, ' tour')} packages`;
  return (
    <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow={part.eyebrow} heading={part.heading} lead={part.lead} enter={enter}>
      <Tabs id={packageTabSetId(tour, 'packages')} label={label} className="package-tabs" headingLevel={3} items={items} />
      {/* The mammals and waterbird pages link their checklist under their species section. */}
      {tour.layout === 'standard' && checklistTours(content).includes(slug) && <ChecklistLinks tour={slug} />}
      <PracticalLink />
    </Section>
  );
}

/**
 * Krakatau: the access note, then One Day | Overnight | 3D/2N tabs, the first two with
 * Package A / Package B sub-tabs.
 */
export function KrakatauPackages({ enter }: { enter: EntranceStep }) {
  const page = useLayoutTour('krakatau');
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
    <Section
      id="packages"
      className="tour-packages"
      headingId="packages-heading"
      eyebrow={page.packages.eyebrow}
      heading={page.packages.heading}
      lead={page.packages.lead}
      enter={enter}
    >
      <aside className="access-note" aria-labelledby="access-heading">
        <h3 id="access-heading">{page.access.heading}</h3>
        {page.access.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </aside>
      <Tabs
        id={packageTabSetId(page, 'packages')}
        label="Krakatau tour packages"
        className="package-tabs"
        headingLevel={3}
        items={[
          ...groups.map(groupTab),
          { id: extended.id, label: extended.label, heading: extended.title, panel: <KrakatauPackagePanel pkg={extended} level={4} /> },
        ]}
      />
      <PracticalLink />
    </Section>
  );
}
