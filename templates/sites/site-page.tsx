import type { ReactNode } from 'react';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Feather from 'lucide-react/icons/feather';
import MapPin from 'lucide-react/icons/map-pin';
import RouteIcon from 'lucide-react/icons/route';
import { accessOf } from '../../model/visits.ts';
import { MonthBar, MonthBarNote } from '../components/month-bar.tsx';
import { dateText, statusHead, statusLimits, statusSource } from '../../model/access.ts';
import { AccessLabel } from '../components/access-notice.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { SpeciesLink } from '../species/link.tsx';
import { altitudeText, daysText, fill, likelihoodNotes, monthsText } from '../../model/words.ts';
import { SITES_INDEX_PATH, sitePath, type SiteEntry, type SitePackage } from '../../model/sites.ts';
import { RecordedHere, SiteReports } from './reports.tsx';

type SiteProps = { entry: SiteEntry };

/** /sites/<id>/: what the place is, its best months, its species month by month, the packages that go and the trip reports from it. */
export function SitePage({ entry }: SiteProps) {
  return (
    <article className="site-page">
      <SiteIntro entry={entry} />
      <div className="container species-body">
        <SiteFacts entry={entry} />
        <BestMonths entry={entry} />
        <SiteSpeciesList entry={entry} />
        <SitePackages entry={entry} />
        <SiteReports id={entry.site.id} name={entry.site.name} />
      </div>
    </article>
  );
}

function SiteIntro({ entry }: SiteProps) {
  const { route } = useSite();
  const href = useHref();
  const { site, parent } = entry;
  return (
    <section className="page-intro species-intro" aria-labelledby="site-title">
      <div className="container">
        <p className="species-crumb">
          <a href={href(SITES_INDEX_PATH)}>All sites</a>
          {parent && (
            <>
              {' · '}
              <a href={href(sitePath(parent.id))}>{parent.name}</a>
            </>
          )}
        </p>
        <h1 id="site-title">{route.heading}</h1>
        <p className="species-scientific">{site.region}</p>
        <p className="lead">{site.habitat}.</p>
      </div>
    </section>
  );
}

/** Habitat, altitude, access, permits, what to bring, crowds and the parts of a park, as a list of terms. */
function SiteFacts({ entry }: SiteProps) {
  const { content } = useSite();
  const href = useHref();
  const { site, parts } = entry;
  const access = accessOf(content);
  const words = content.sitePages.access;
  const rows: [string, ReactNode][] = [
    ...(access.has(site.id) ? [[words.term, <SiteAccess key="access" id={site.id} />] as [string, ReactNode]] : []),
    ['Altitude', altitudeText(site.altitude)],
    ['Getting there', site.access],
    ...(site.permits ? [['Permits', site.permits] as [string, string]] : []),
    ...(site.bring ? [['What to bring', site.bring] as [string, string]] : []),
    ...(site.crowds ? [['Crowds', site.crowds] as [string, string]] : []),
    ...(site.checked
      ? [[words.checkedTerm, fill(words.checkedAgainst, { checked: dateText(site.checked.checked), source: site.checked.source })] as [string, string]]
      : []),
  ];
  return (
    <section aria-labelledby="site-facts-heading" className="species-block">
      <h2 id="site-facts-heading">
        <MapPin size={20} aria-hidden="true" focusable="false" /> {content.sitePages.page.facts}
      </h2>
      <dl className="site-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {parts.length > 0 && (
          <div>
            <dt>Places in it we visit</dt>
            <dd>
              {parts.map((part, i) => (
                <span key={part.id}>
                  {i > 0 ? '; ' : ''}
                  <a href={href(sitePath(part.id))}>{part.name}</a>
                  {access.has(part.id) ? ` (${statusHead(access.get(part.id)!, words)})` : ''}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * The authority's word on the site (its own, or its park's): since when, until when, its hours and
 * cap, what it allows, and where that comes from with the day we last checked it.
 */
function SiteAccess({ id }: { id: string }) {
  const { content } = useSite();
  const status = accessOf(content).get(id)!;
  const words = content.sitePages.access;
  const limits = statusLimits(status, words);
  return (
    <span className="site-access" data-access={status.state}>
      <strong>{statusHead(status, words)}</strong>
      {limits ? `: ${limits}` : ''}. {status.detail} <span className="access-source">{statusSource(status, words)}</span>
    </span>
  );
}

/** The months the records put the most species here, and the guides' judgement where weather or a closure decides. */
function BestMonths({ entry }: SiteProps) {
  const { content } = useSite();
  const { site, richest } = entry;
  // A part of a park shares the park's season: the same crossings and trails reach it.
  const season = site.season ?? entry.parent?.season;
  return (
    <section aria-labelledby="site-best-heading" className="species-block">
      <h2 id="site-best-heading">
        <CalendarDays size={20} aria-hidden="true" focusable="false" /> {content.sitePages.page.best}
      </h2>
      {season && (
        <p>
          <strong>{monthsText(season.best)}</strong>: {season.why}
        </p>
      )}
      {richest.length > 0 ? (
        <p>Most species on our list for it are here in {monthsText(richest)}, when the migrants are in.</p>
      ) : entry.species.length > 0 ? (
        <p>Every species on our list for it stays all year{season ? '' : ': ask us about the weather in your month'}.</p>
      ) : season ? null : (
        <p>{content.sitePages.page.noBest}</p>
      )}
    </section>
  );
}

/** The species found here, grouped by likelihood, each linked to its page with its twelve months. */
function SiteSpeciesList({ entry }: SiteProps) {
  const { content } = useSite();
  const words = content.sitePages.page;
  return (
    <section aria-labelledby="site-species-heading" className="species-block site-species">
      <h2 id="site-species-heading">
        <Feather size={20} aria-hidden="true" focusable="false" /> {words.species}
      </h2>
      {entry.species.length === 0 ? (
        <p>{words.noSpecies}</p>
      ) : (
        <>
          {entry.species.map((group) => (
            <div key={group.likelihood} className="site-species-group">
              <h3>
                <span className="likelihood" data-likelihood={group.likelihood}>
                  {group.likelihood[0]!.toUpperCase() + group.likelihood.slice(1)}
                </span>{' '}
                ({likelihoodNotes[group.likelihood]})
              </h3>
              <ul className="month-rows">
                {group.species.map((s) => (
                  <li key={s.id}>
                    <SpeciesLink id={s.id} /> <RecordedHere siteId={entry.site.id} speciesId={s.id} /> <MonthBar occurrence={s.occurrence} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <MonthBarNote note={content.speciesPages.page.monthsNote} />
        </>
      )}
    </section>
  );
}

/**
 * ": days 2 and 3", or where a package visits parts of the site, each with its days: ": Peucang
 * Island, days 1 and 2; Cidaon grazing ground, day 1"; each restricted or closed place with its status.
 */
function VisitsText({ visits, id }: { visits: SitePackage['visits']; id: string }) {
  if (visits.length === 1 && visits[0]!.site === id)
    return (
      <>
        {visits[0]!.days.length > 0 ? `: ${daysText(visits[0]!.days)}` : ''}
        <AccessLabel site={id} />
      </>
    );
  return (
    <>
      {': '}
      {visits.map((v, i) => (
        <span key={v.site}>
          {i > 0 ? '; ' : ''}
          {v.days.length > 0 ? `${v.name}, ${daysText(v.days)}` : v.name}
          <AccessLabel site={v.site} />
        </span>
      ))}
    </>
  );
}

/** The packages whose days visit the site or a part of it, each linking to its panel, with the days. */
function SitePackages({ entry }: SiteProps) {
  const { content } = useSite();
  const href = useHref();
  const words = content.sitePages.page;
  return (
    <section aria-labelledby="site-packages-heading" className="species-block">
      <h2 id="site-packages-heading">
        <RouteIcon size={20} aria-hidden="true" focusable="false" /> {words.packages}
      </h2>
      {entry.packages.length > 0 ? (
        <ul className="site-packages">
          {entry.packages.map((pkg) => (
            <li key={pkg.key}>
              <a href={href(pkg.path)}>
                {pkg.tourName}: {pkg.title}
              </a>
              <VisitsText visits={pkg.visits} id={entry.site.id} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{words.noPackages}</p>
      )}
    </section>
  );
}
