import { TourHeroActions } from '../components/tour-page-parts.tsx';
import { Footprints, Globe, Trees, Waves, type LucideIcon } from 'lucide-react';
import { Inquiry } from '../components/inquiry.tsx';
import { IncludedList } from '../components/package-facts.tsx';
import { Picture } from '../components/picture.tsx';
import { TripReports } from '../blog/trip-reports.tsx';
import { Reviews } from '../components/reviews.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { Seasons } from '../components/seasons.tsx';
import { Tabs } from '../components/tabs.tsx';
import { entranceStyle } from '../components/entrance.ts';
import { Section } from '../components/section.tsx';
import { useSite } from '../lib/site-context.tsx';
import { ChooseAdventure } from '../ujung-kulon/choose.tsx';
import { UjungKulonPackagePanel } from '../ujung-kulon/package-panel.tsx';

const featureIcons: Record<'globe' | 'waves' | 'trees', LucideIcon> = { globe: Globe, waves: Waves, trees: Trees };

/**
 * /ujung-kulon-tour (spec 001 §2.5): hero, three feature cards, 'Choose Your Adventure' (adventure
 * tabs with sub-tabs, birding tabs), then exclusions, what to bring, activities, seasons,
 * conservation and park facts, the inquiry component and reviews.
 */
export function UjungKulonTourPage() {
  const { content } = useSite();
  const page = content.ujungKulonTour;
  return (
    <>
      <TourHeroActions tourType="ujung-kulon" hero={page.hero} jumpTo="choose" jumpLabel="Choose your adventure" />

      <section className="section uk-features enter" aria-label="Why Ujung Kulon" style={entranceStyle(3)}>
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

      <ChooseAdventure
        choose={page.choose}
        adventure={
          <>
            <p className="lead">{page.adventure.lead}</p>
            <Tabs
              id="uk-adventure"
              label="Adventure packages"
              className="package-tabs"
              headingLevel={3}
              items={page.adventure.tabs.map((tab) => ({
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
              }))}
            />
          </>
        }
        birding={
          <>
            <p className="lead">{page.birding.lead}</p>
            <Tabs
              id="uk-birding"
              label="Birding packages"
              className="package-tabs"
              headingLevel={3}
              items={page.birding.packages.map((pkg) => ({ id: pkg.id, label: pkg.label, heading: pkg.title, panel: <UjungKulonPackagePanel pkg={pkg} level={4} /> }))}
            />
          </>
        }
      />

      <Section id="essentials" className="uk-essentials" headingId="essentials-heading" eyebrow="Every package" heading="Before you go" enter={5}>
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
      </Section>

      <Section id="activities" className="uk-activities" headingId="activities-heading" eyebrow={page.activities.eyebrow} heading={page.activities.heading} lead={page.activities.lead} enter={5}>
          <ul className="uk-activity-grid" role="list">
            {page.activities.items.map((a) => (
              <li key={a.title} className="uk-activity">
                <Footprints className="uk-activity-icon" size={22} aria-hidden="true" focusable="false" />
                <h3>{a.title}</h3>
                <p>{a.description}</p>
              </li>
            ))}
          </ul>
      </Section>

      <Section id="best-time" className="uk-seasons" headingId="best-time-heading" eyebrow={page.seasons.eyebrow} heading={page.seasons.heading} lead={page.seasons.lead} enter={5}>
        <Seasons items={content.seasons.items} />
      </Section>

      <Section id="conservation" className="uk-conservation" headingId="conservation-heading" containerClassName="uk-conservation-inner" enter={6}>
          <div>
            <SectionHeader id="conservation-heading" eyebrow={page.conservation.eyebrow} heading={page.conservation.heading} lead={page.conservation.lead} />
            {page.conservation.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <dl className="uk-facts">
              {page.conservation.facts.map((f) => (
                <div key={f.label}>
                  <dt>{f.label}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <dl className="uk-stats">
            {page.conservation.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
      </Section>

      <Inquiry tourType="ujung-kulon" heading={page.inquiry.heading} lead={page.inquiry.lead} enter={6} />

      <TripReports tourType="ujung-kulon" />

      <Reviews tourType="ujung-kulon" enter={6} />
    </>
  );
}
