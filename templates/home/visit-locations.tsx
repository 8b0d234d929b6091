import Flame from 'lucide-react/icons/flame';
import Flower2 from 'lucide-react/icons/flower-2';
import Mountain from 'lucide-react/icons/mountain';
import Sailboat from 'lucide-react/icons/sailboat';
import Sprout from 'lucide-react/icons/sprout';
import TreePalm from 'lucide-react/icons/tree-palm';
import TreePine from 'lucide-react/icons/tree-pine';
import Trees from 'lucide-react/icons/trees';
import Waves from 'lucide-react/icons/waves';
import type { LucideIcon } from 'lucide-react';
import type { VisitType } from '../../model/schema/home.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { Section } from '../components/section.tsx';
import { sitePath } from '../../model/sites.ts';

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

/**
 * Section 6 (#birding-tour-locations): the 16 places we visit, each with its type, and the route
 * map the build drew from them (a lazy <img>; the list stays its text alternative). An image cannot
 * hold links, so the list beside it does: a place with a page in content/sites/ links to it.
 */
export function VisitLocations() {
  const { content, routeMap } = useSite();
  const href = useHref();
  const { visit } = content.home;
  return (
    <Section id="birding-tour-locations" className="visit" headingId="visit-heading" eyebrow="Visit Locations" heading={visit.heading} lead={visit.lead} reveal>
      <div className="visit-body">
        {routeMap && (
          <figure className="visit-map">
            <img src={href(routeMap.src)} width={routeMap.width} height={routeMap.height} alt={visit.map.alt} loading="lazy" decoding="async" />
            <figcaption>{visit.map.caption}</figcaption>
          </figure>
        )}
        <ul className="visit-list">
          {visit.locations.map((location) => {
            const Icon = typeIcons[location.type];
            return (
              <li key={location.name} className="visit-item">
                <span className="visit-icon">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span className="visit-text">
                  <strong className="visit-name">{location.site ? <a href={href(sitePath(location.site))}>{location.name}</a> : location.name}</strong>
                  <span className="visit-type">{location.type}</span>
                  <span className="visit-region">{location.region}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
