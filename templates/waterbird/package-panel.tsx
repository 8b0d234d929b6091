import type { WaterbirdPackage } from '../../content/schema/waterbird-tour.ts';
import { PackageAside, PackageItinerary, PackagePanel } from '../components/package-panel.tsx';
import { PackageLogistics } from '../components/tour-page-parts.tsx';
import { useSpecies } from '../lib/site-context.tsx';

/**
 * One waterbird package inside its tab panel (the panel's <h3> is the title). The 4D/3N shows its
 * day-by-day itinerary; the 7D/6N and 10D/9N show summary lines only (spec 001 §3).
 */
export function WaterbirdPackagePanel({ pkg }: { pkg: WaterbirdPackage }) {
  const species = useSpecies();
  return (
    <PackagePanel
      id={pkg.id}
      summary={pkg.summary}
      facts={<PackageLogistics pkg={pkg} stayIcon="bed" />}
      aside={<PackageAside tourType="waterbird" title={pkg.title} inclusions={pkg.inclusions} exclusions={pkg.exclusions} />}
    >
      {pkg.itinerary.length > 0 ? (
        <PackageItinerary days={pkg.itinerary} />
      ) : (
        <>
          <h4 className="package-subheading">Tour outline</h4>
          <ul className="package-outline" role="list">
            {pkg.outline.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="package-outline-note">We send the day-by-day plan for your dates when you inquire.</p>
        </>
      )}
      <h4 className="package-subheading">Target birds</h4>
      <ul className="package-highlights" role="list">
        {pkg.highlights.map((id) => (
          <li key={id}>{species(id).english}</li>
        ))}
      </ul>
    </PackagePanel>
  );
}
