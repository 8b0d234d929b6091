import type { AccessStatus } from '../../model/schema/sites.ts';
import { accessOf, packageVisits } from '../../model/visits.ts';
import type { TourPackage } from '../../model/schema/tour.ts';
import { accessGroups, statusHead, statusLimits, statusLine } from '../../model/access.ts';
import { useSite } from '../lib/site-context.tsx';
import { daysText, fill, listed } from '../../model/words.ts';

// The notices a package shows where its days go to a place the authority restricts or closes
// (content/sites/ `status`). Derived, never written per package: a new closure reaches every day
// that visits the place, or a part of it, at the next build.

/**
 * One status on a day: "Closed since 1 November 2023, until further notice: Tanjung Layar. The park
 * office has closed … We run this day only where the park allows: ask us."
 */
export function AccessNotice({ status, names, action }: { status: AccessStatus; names: readonly string[]; action?: string }) {
  const words = useSite().content.sitePages.access;
  const limits = statusLimits(status, words);
  return (
    <p className="access-notice" data-access={status.state}>
      <strong>{statusHead(status, words)}:</strong> {listed(names)}
      {limits ? ` (${limits})` : ''}. {status.detail}
      {action ? ` ${action}` : ''}
    </p>
  );
}

/** A restricted or closed place's status in brackets after its name, " (Closed since 1 November 2023, until further notice)"; nothing for an open one. */
export function AccessLabel({ site }: { site: string }) {
  const { content } = useSite();
  const status = accessOf(content).get(site);
  if (!status) return null;
  return (
    <>
      {' '}
      <span className="access-label" data-access={status.state}>
        ({statusLine(status, content.sitePages.access)})
      </span>
    </>
  );
}

/** The notices of one day: one per status its sites share, closed first; nothing where every site is open. */
export function DayAccess({ sites }: { sites: readonly string[] }) {
  const { content } = useSite();
  const words = content.sitePages.access;
  const groups = accessGroups(sites, accessOf(content));
  if (groups.length === 0) return null;
  const name = (id: string) => content.sites.find((s) => s.id === id)?.name ?? id;
  return (
    <>
      {groups.map(({ status, sites: ids }) => (
        <AccessNotice key={ids.join(' ')} status={status} names={ids.map(name)} action={status.state === 'closed' ? words.closedDay : words.restrictedDay} />
      ))}
    </>
  );
}

/**
 * Above a package's days: which of them go to a closed place, so a closed route never reads as
 * routine; a package with no day-by-day plan shows the notices of the places it names instead.
 */
export function PackageAccess({ pkg }: { pkg: Pick<TourPackage, 'itinerary' | 'sites'> }) {
  const { content } = useSite();
  const access = accessOf(content);
  const words = content.sitePages.access;
  const visits = packageVisits(pkg);
  const dayless = visits.filter((v) => v.days.length === 0).map((v) => v.site);
  const closedDays = [...new Set(visits.filter((v) => access.get(v.site)?.state === 'closed').flatMap((v) => v.days))].sort((a, b) => a - b);
  return (
    <>
      {closedDays.length > 0 && (
        <p className="access-notice access-notice--package" data-access="closed">
          {fill(words.closedPackage, { days: daysText(closedDays), them: closedDays.length > 1 ? 'those days' : 'that day' })}
        </p>
      )}
      {dayless.length > 0 && <DayAccess sites={dayless} />}
    </>
  );
}
