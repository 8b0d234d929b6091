import Footprints from 'lucide-react/icons/footprints';
import Globe from 'lucide-react/icons/globe';
import Trees from 'lucide-react/icons/trees';
import Waves from 'lucide-react/icons/waves';
import type { LucideIcon } from 'lucide-react';
import { entranceStyle, type EntranceStep } from '../components/entrance.ts';
import { IncludedList } from '../components/package-facts.tsx';
import { Picture } from '../components/picture.tsx';
import { Section } from '../components/section.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { Seasons } from '../components/seasons.tsx';
import { Tabs } from '../components/tabs.tsx';
import { useSite } from '../lib/site-context.tsx';
import { ChooseAdventure } from '../ujung-kulon/choose.tsx';
import { UjungKulonPackagePanel } from './package-panels.tsx';
import { PracticalLink } from './practical-link.tsx';
import { useLayoutTour } from './tour.ts';

// Sections of the Ujung Kulon page: feature cards, 'Choose Your Adventure'
// (adventure tabs with sub-tabs, birding tabs), then exclusions and what to bring, activities,
// seasons, conservation and park facts.

const featureIcons: Record<'globe' | 'waves' | 'trees', LucideIcon> = { globe: Globe, waves: Waves, trees: Trees };

export function UjungKulonFeatures({ enter }: { enter: EntranceStep }) {
  const page = useLayoutTour('ujung-kulon');
  return (
    <section className="section uk-features enter" aria-label="Why Ujung Kulon" style={entranceStyle(enter)}>
      <ul className="container uk-feature-grid" role="list">
        {page.features.map((f) => {
          const Icon = featureIcons[f.icon];
          return (
            <li className="uk-feature" key={f.title}>
              <Picture image={f.image} use="card" className="uk-feature-media" />
              <Icon className="uk-feature-icon" size={28} aria-hidden="true" focusable="false" />
              <h2 className="uk-feature-title">{f.title}</h2>
              <p>{f.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AdventureView() {
  const { adventure } = useLayoutTour('ujung-kulon');
  const tabs = adventure.groups.map((tab) => ({
    id: tab.id,
    label: tab.label,
    heading: tab.packages.length > 1 ? tab.heading : tab.packages[0]!.title,
    panel:
      tab.packages.length > 1 ? (
        <Tabs
          id={`uk-${tab.id}`}
          label={`${tab.label} packages`}
          className="sub-tabs"
          // In a hidden panel "visible" would wait until the panel shows, and the packages would flash stacked.
          when="idle"
          headingLevel={4}
          items={tab.packages.map((pkg) => ({ id: pkg.id, label: pkg.label, heading: pkg.title, panel: <UjungKulonPackagePanel pkg={pkg} level={5} /> }))}
        />
      ) : (
        <UjungKulonPackagePanel pkg={tab.packages[0]!} level={4} />
      ),
  }));
  return (
    <>
      <p className="lead">{adventure.lead}</p>
      <Tabs id="uk-adventure" label="Adventure packages" className="package-tabs" headingLevel={3} items={tabs} />
    </>
  );
}

function BirdingView() {
  const { birding } = useLayoutTour('ujung-kulon');
  return (
    <>
      <p className="lead">{birding.lead}</p>
      <Tabs
        id="uk-birding"
        label="Birding packages"
        className="package-tabs"
        headingLevel={3}
        items={birding.items.map((pkg) => ({ id: pkg.id, label: pkg.label, heading: pkg.title, panel: <UjungKulonPackagePanel pkg={pkg} level={4} /> }))}
      />
    </>
  );
}

/** 'Choose Your Adventure': the adventure and birding packages, one view each. */
export function UjungKulonChoose() {
  return <ChooseAdventure choose={useLayoutTour('ujung-kulon').choose} adventure={<AdventureView />} birding={<BirdingView />} />;
}

/** What no package includes, and what to bring on every one. */
export function UjungKulonEssentials({ enter }: { enter: EntranceStep }) {
  const page = useLayoutTour('ujung-kulon');
  return (
    <Section id="essentials" className="uk-essentials" headingId="essentials-heading" eyebrow="Every package" heading="Before you go" enter={enter}>
      <div className="uk-essentials-grid">
        <IncludedList title="Tour Exclusions" items={page.exclusions} kind="excluded" headingLevel={3} id="exclusions" />
        <div className="what-to-bring" id="what-to-bring">
          <h3 className="included-list-title">What to Bring</h3>
          <ul className="what-to-bring-list">
            {page.whatToBring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <PracticalLink section="what-to-bring" />
    </Section>
  );
}

export function UjungKulonActivities({ enter }: { enter: EntranceStep }) {
  const { activities } = useLayoutTour('ujung-kulon');
  return (
    <Section
      id="activities"
      className="uk-activities"
      headingId="activities-heading"
      eyebrow={activities.eyebrow}
      heading={activities.heading}
      lead={activities.lead}
      enter={enter}
    >
      <ul className="uk-activity-grid" role="list">
        {activities.items.map((a) => (
          <li key={a.title} className="uk-activity">
            <Footprints className="uk-activity-icon" size={22} aria-hidden="true" focusable="false" />
            <h3>{a.title}</h3>
            <p>{a.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function UjungKulonSeasons({ enter }: { enter: EntranceStep }) {
  const { content } = useSite();
  const { seasons } = useLayoutTour('ujung-kulon');
  return (
    <Section
      id="best-time"
      className="uk-seasons"
      headingId="best-time-heading"
      eyebrow={seasons.eyebrow}
      heading={seasons.heading}
      lead={seasons.lead}
      enter={enter}
    >
      <Seasons items={content.seasons.items} />
    </Section>
  );
}

const Figures = ({ className, items }: { className: string; items: readonly { value: string; label: string }[] }) => (
  <dl className={className}>
    {items.map((s) => (
      <div key={s.label}>
        <dt>{s.label}</dt>
        <dd>{s.value}</dd>
      </div>
    ))}
  </dl>
);

export function UjungKulonConservation({ enter }: { enter: EntranceStep }) {
  const { conservation } = useLayoutTour('ujung-kulon');
  return (
    <Section id="conservation" className="uk-conservation" headingId="conservation-heading" containerClassName="uk-conservation-inner" enter={enter}>
      <div>
        <SectionHeader id="conservation-heading" eyebrow={conservation.eyebrow} heading={conservation.heading} lead={conservation.lead} />
        {conservation.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <Figures className="uk-facts" items={conservation.facts} />
      </div>
      <Figures className="uk-stats" items={conservation.stats} />
    </Section>
  );
}
