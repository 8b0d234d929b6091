import { speciesCatalog } from '../../model/catalogue.ts';
import { useSite } from '../lib/site-context.tsx';
import { LifeListPanel } from '../species/life-list-panel.tsx';
import { useTour } from './tour.ts';

/** A tour page's life-list panel, after its packages: only where its packages' sites hold a bird. */
export function TourLifeList() {
  const { content } = useSite();
  const { slug } = useTour();
  const catalog = speciesCatalog(content);
  const birds = catalog.packages.filter((p) => p.tour === slug).some((p) => Object.keys(p.odds).some((id) => catalog.byId.get(id)?.kind === 'bird'));
  return birds ? <LifeListPanel tour={slug} /> : null;
}
