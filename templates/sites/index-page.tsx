import { accessOf } from '../../model/visits.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { statusHead, statusLimits } from '../../model/access.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { siteModel, sitePath, type SiteEntry } from '../../model/sites.ts';

/** The packages that go to a site, by tour, each linking to its panel; or that we arrange it on request. */
function GoingThere({ entry }: { entry: SiteEntry }) {
  const { content } = useSite();
  const href = useHref();
  if (entry.packages.length === 0) return <p className="site-going">{content.sitePages.index.onRequest}</p>;
  const tours = [...new Set(entry.packages.map((p) => p.tourName))];
  return (
    <p className="site-going">
      Visited by{' '}
      {tours.map((tour, t) => (
        <span key={tour}>
          {t > 0 ? '; ' : ''}
          {tour}:{' '}
          {entry.packages
            .filter((p) => p.tourName === tour)
            .map((pkg, i) => (
              <span key={pkg.key}>
                {i > 0 ? ', ' : ''}
                <a href={href(pkg.path)}>{pkg.title}</a>
              </span>
            ))}
        </span>
      ))}
      .
    </p>
  );
}

/** A restricted or closed site's status in one line: "Closed since 1 November 2023, until further notice."; nothing for an open one. */
function SiteAccessLine({ id }: { id: string }) {
  const { content } = useSite();
  const status = accessOf(content).get(id);
  if (!status) return null;
  const words = content.sitePages.access;
  const limits = statusLimits(status, words);
  return (
    <p className="site-access" data-access={status.state}>
      <strong>{statusHead(status, words)}</strong>
      {limits ? `: ${limits}` : ''}.
    </p>
  );
}

/** A site of the list: its name as a link, its habitat and the packages that go; the parts of a park below it. */
function SiteItem({ entry, all }: { entry: SiteEntry; all: readonly SiteEntry[] }) {
  const href = useHref();
  const parts = all.filter((e) => e.site.within === entry.site.id);
  return (
    <li>
      <a className="site-name" href={href(sitePath(entry.site.id))}>
        {entry.site.name}
      </a>
      <p>{entry.site.habitat}.</p>
      <SiteAccessLine id={entry.site.id} />
      <GoingThere entry={entry} />
      {parts.length > 0 && (
        <ul className="site-list site-parts">
          {parts.map((part) => (
            <SiteItem key={part.site.id} entry={part} all={all} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** /sites/: every site of content/sites/ by area, a park's parts under it. */
export function SitesIndexPage() {
  const { content } = useSite();
  const { areas, entries } = siteModel(content);
  return (
    <>
      <PageIntro lead={content.sitePages.index.lead} />
      <div className="container sites-index">
        {areas.map(({ area, entries: inArea }, i) => (
          <section key={area} aria-labelledby={`area-${i + 1}`} className="sites-area">
            <h2 id={`area-${i + 1}`}>{area}</h2>
            <ul className="site-list">
              {inArea
                .filter((e) => !e.site.within || !inArea.some((p) => p.site.id === e.site.within))
                .map((entry) => (
                  <SiteItem key={entry.site.id} entry={entry} all={entries} />
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
