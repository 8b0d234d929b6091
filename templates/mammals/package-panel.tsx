import type { MammalPackage } from '../../content/schema/mammals-tour.ts';
import { PackageAside, PackageItinerary, PackagePanel } from '../components/package-panel.tsx';
import { PackageLogistics } from '../components/tour-page-parts.tsx';

/**
 * One mammal package inside its tab panel (the panel's <h3> is the title): summary, the facts of
 * spec 001 §3 (duration, depart, departure time, transport, accommodation), the day-by-day
 * itinerary, inclusions, exclusions and 'Book {title}'.
 */
export function MammalPackagePanel({ pkg }: { pkg: MammalPackage }) {
  return (
    <PackagePanel
      id={pkg.id}
      summary={pkg.summary}
      facts={<PackageLogistics pkg={pkg} stayIcon="tent" />}
      aside={<PackageAside tourType="mammals" title={pkg.title} inclusions={pkg.inclusions} exclusions={pkg.exclusions} />}
    >
      <PackageItinerary days={pkg.itinerary} />
    </PackagePanel>
  );
}
