import type { CSSProperties } from 'react';
import Download from 'lucide-react/icons/download';
import { routeUrl } from '../lib/route-types.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { checklistCsv, checklistCsvPath, formatBytes, utf8Bytes } from './csv.ts';
import { buildChecklist, packagesText, type Checklist, type ChecklistFamily, type ChecklistTour } from '../../model/checklists.ts';
import { SpeciesNameLink } from '../species/link.tsx';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** /<tour>/checklist/: every species the tour's packages list, by family, with a box per day. */
export function ChecklistPage({ tour }: { tour: ChecklistTour }) {
  const { content, route } = useSite();
  const href = useHref();
  const checklist = buildChecklist(content, tour);
  const tourRoute = content.routes[tour];
  const csvSize = formatBytes(utf8Bytes(checklistCsv(checklist)));
  const perPackage = checklist.species.some((s) => s.packages.length < checklist.packages.length);
  const labels = checklist.packages.map((p) => p.label);
  return (
    <article className={perPackage ? 'checklist checklist--packages' : 'checklist'} style={{ '--days': checklist.days } as CSSProperties}>
      <section aria-labelledby="checklist-title" className="page-intro checklist-intro">
        <div className="container">
          <h1 id="checklist-title">{route.heading}</h1>
          <p className="lead">
            The {checklist.species.length} species our {count(checklist.packages.length)} {tourRoute.heading} packages list, by family in taxonomic order, with
            a box to tick for each day of your tour.
          </p>
          <p className="checklist-actions">
            <a className="btn btn-primary" href={href(checklistCsvPath(tour))} download>
              <Download size={18} aria-hidden="true" focusable="false" />
              Download as CSV ({csvSize})
            </a>
            <a className="btn btn-outline" href={href(routeUrl(tour))}>
              Back to the {tourRoute.heading}
            </a>
          </p>
        </div>
      </section>
      <div className="container checklist-body">
        <p className="checklist-note">
          {perPackage
            ? `Packages: the tours that list the species. “All” means all ${count(labels.length)}: ${listed(labels)}.`
            : `Every package (${listed(labels)}) visits the places of every species below.`}{' '}
          Print this page from your browser to take it into the field.
        </p>
        {checklist.groups.map((group) => (
          <section key={group.name} className="checklist-group" aria-labelledby={`checklist-${group.name.toLowerCase()}`}>
            <h2 id={`checklist-${group.name.toLowerCase()}`}>
              {group.name}{' '}
              <span className="checklist-count">
                {group.families.reduce((n, f) => n + f.species.length, 0)} species, {group.taxonomy}
              </span>
            </h2>
            {/* One scroll region for the group's tables: a phone scrolls the day columns sideways. */}
            <div className="checklist-scroll" role="region" aria-label={`${group.name}: checklist tables`} tabIndex={0}>
              {group.families.map((family) => (
                <FamilyTable key={family.family} family={family} checklist={checklist} perPackage={perPackage} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}

/** One family: caption, a header row that repeats on each printed page, one row per species. */
function FamilyTable({ family, checklist, perPackage }: { family: ChecklistFamily; checklist: Checklist; perPackage: boolean }) {
  const days = Array.from({ length: checklist.days }, (_, i) => i + 1);
  return (
    <table className="checklist-table">
      <caption>
        <span>{family.family}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">Species</th>
          <th scope="col">Scientific name</th>
          {perPackage && (
            <th scope="col" className="checklist-packages-heading">
              Packages
            </th>
          )}
          {days.map((day) => (
            <th key={day} scope="col" className="checklist-day" aria-label={`Day ${day}`}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {family.species.map((species) => (
          <tr key={species.english}>
            <th scope="row">
              <SpeciesNameLink name={species.english} />
            </th>
            <td>
              <i lang="la">{species.scientific}</i>
            </td>
            {perPackage && <td className="checklist-packages">{packagesText(species, checklist.packages)}</td>}
            {days.map((day) => (
              <td key={day} className="checklist-day">
                <input type="checkbox" aria-label={`${species.english}, day ${day}`} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
