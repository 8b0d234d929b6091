import { Fragment, type CSSProperties } from 'react';
import type { ExplorerLocation } from '../../model/schema/home.ts';
import { Picture } from '../components/picture.tsx';
import { Tabs, type TabItem } from '../components/tabs.tsx';
import { useSite, useSpecies } from '../lib/site-context.tsx';
import { HomeIcon } from './icons.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useEnhancers } from '../lib/island.tsx';
import { SpeciesLink } from '../species/link.tsx';

const colours = (location: ExplorerLocation) => ({ '--loc-from': location.colors.from, '--loc-to': location.colors.to }) as CSSProperties;

function Panel({ location }: { location: ExplorerLocation }) {
  const species = useSpecies();
  return (
    <div className="explorer-panel" style={colours(location)}>
      <p className="explorer-summary">{location.summary}</p>
      <p className="explorer-species">
        <strong>Key Species:</strong>{' '}
        {location.species.map((id, i) => (
          // Each name on one line: "Green Imperial-Pigeon" must not break at its hyphen.
          <Fragment key={id}>
            <span className="explorer-species-name">
              <SpeciesLink id={id}>{species(id).english}</SpeciesLink>
            </span>
            {i < location.species.length - 1 ? ', ' : ''}
          </Fragment>
        ))}
      </p>
      <ul className="explorer-photos" data-count={location.photos.length}>
        {location.photos.map((photo) => (
          <li key={photo.id}>
            <Picture image={photo} use="gallery" sizes="(min-width: 1024px) 16rem, 50vw" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Section 5 (#interactive-stats): seven location tabs, ujung-kulon first and selected. */
export function SpeciesExplorer() {
  const { explorer } = useSite().content.home;
  const items: TabItem[] = explorer.locations.map((location) => ({
    id: location.id,
    heading: location.name,
    label: (
      <span className="explorer-tab-inner" style={colours(location)}>
        <span className="explorer-tab-icon">
          <HomeIcon name={location.icon} size={22} />
        </span>
        <span className="explorer-tab-text">
          <span className="explorer-tab-name">{location.name}</span>
          <span className="explorer-tab-count">{location.species.length} Key Species</span>
          <span className="explorer-tab-cta" aria-hidden="true">
            Click here to explore →
          </span>
        </span>
      </span>
    ),
    panel: <Panel location={location} />,
  }));
  return (
    <section id="interactive-stats" className="section explorer-section" aria-labelledby="explorer-heading" {...useEnhancers('reveal')}>
      <div className="container">
        <SectionHeader id="explorer-heading" eyebrow="Species Explorer" heading={explorer.heading} lead={explorer.lead} />
        <Tabs id="explorer" label="Birding locations" items={items} selected={0} headingLevel={3} className="explorer" index />
      </div>
    </section>
  );
}
