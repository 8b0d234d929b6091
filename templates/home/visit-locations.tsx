import { Flame, Flower2, Mountain, Sailboat, Sprout, TreePalm, TreePine, Trees, Waves, type LucideIcon } from 'lucide-react';
import type { VisitType } from '../../scripts/content/home-schema.ts';
import { useSite } from '../lib/site-context.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useEnhancers } from '../lib/island.tsx';

const typeIcons: Record<VisitType, LucideIcon> = {
  'National Park': Trees,
  'Forest Park': TreePine,
  'Marine Area': Waves,
  'Coastal Area': Sailboat,
  Island: TreePalm,
  'Mountain Area': Mountain,
  'Botanical Garden': Flower2,
  'Mangrove Area': Sprout,
  Volcano: Flame,
};

/** Section 6 (#birding-tour-locations): the 16 places we visit, each with its type. */
export function VisitLocations() {
  const { visit } = useSite().content.home;
  return (
    <section id="birding-tour-locations" className="section visit" aria-labelledby="visit-heading" {...useEnhancers('reveal')}>
      <div className="container">
        <SectionHeader id="visit-heading" eyebrow="Visit Locations" heading={visit.heading} lead={visit.lead} />
        <ul className="visit-list">
          {visit.locations.map((location) => {
            const Icon = typeIcons[location.type];
            return (
              <li key={location.name} className="visit-item">
                <span className="visit-icon">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span className="visit-text">
                  <strong className="visit-name">{location.name}</strong>
                  <span className="visit-type">{location.type}</span>
                  <span className="visit-region">{location.region}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
