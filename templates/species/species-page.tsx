import ClipboardList from 'lucide-react/icons/clipboard-list';
import MapPin from 'lucide-react/icons/map-pin';
import RouteIcon from 'lucide-react/icons/route';
import Target from 'lucide-react/icons/target';
import { checklistPath } from '../../model/checklists.ts';
import { WhatsAppIcon } from '../components/brand-icons.tsx';
import { Picture } from '../components/picture.tsx';
import { externalLinkProps, whatsappHref } from '../../model/hrefs.ts';
import { useHasPhoto, useHref, useSite } from '../lib/site-context.tsx';
import { nameVariants } from '../../model/search-kinds.ts';
import type { CatalogSpecies } from '../../model/catalogue.ts';
import { SPECIES_INDEX_PATH, speciesImageId } from '../../model/catalogue.ts';
import { MonthBar, MonthBarNote } from '../components/month-bar.tsx';
import { TripList, TripMonths } from '../components/trip-records.tsx';
import { sitePath } from '../../model/sites.ts';
import { dateText } from '../../model/access.ts';
import { AccessLabel } from '../components/access-notice.tsx';
import { LifeListStatus } from './life-list-panel.tsx';
import { daysText, fill, iucnNames, likelihoodNotes, rangeText, tripsText } from '../../model/words.ts';

/** What a species is in one line: family, endemic scope, Red List category. The labels stay out of the search excerpts. */
function SpeciesFacts({ species }: { species: CatalogSpecies }) {
  return (
    <dl className="species-facts">
      <div>
        <dt data-pagefind-ignore="">Family</dt>
        <dd>{species.family}</dd>
      </div>
      {species.indonesian && (
        <div>
          <dt data-pagefind-ignore="">Indonesian name</dt>
          <dd lang="id" data-pagefind-weight="7">
            {species.indonesian}
          </dd>
        </div>
      )}
      {species.range && (
        <div>
          <dt data-pagefind-ignore="">Range</dt>
          <dd>
            {/* A record of a subspecies (the Javan leopard) gives the subspecies' range: the species' own reaches further. */}
            {species.iucn?.taxon && species.range !== 'wider' ? (
              <>
                The subspecies <i lang="la">{species.iucn.taxon}</i> is {rangeText(species.range).replace(/^Found/, 'found')}
              </>
            ) : (
              rangeText(species.range)
            )}
          </dd>
        </div>
      )}
      {species.iucn && (
        <div>
          <dt data-pagefind-ignore="">IUCN Red List</dt>
          <dd>
            {iucnNames[species.iucn.category]} ({species.iucn.category}
            {species.iucn.taxon ? (
              <>
                , the subspecies <i lang="la">{species.iucn.taxon}</i>
              </>
            ) : (
              ''
            )}
            ; assessed {species.iucn.year} by {species.iucn.source}
            {species.iucn.checked ? `; checked ${dateText(species.iucn.checked)}` : ''})
          </dd>
        </div>
      )}
    </dl>
  );
}

type SpeciesProps = { species: CatalogSpecies };

/** /species/<slug>/: names, family, facts, photo, where we look, the packages that go there, checklists, reports. */
export function SpeciesPage({ species }: SpeciesProps) {
  return (
    <article className="species-page">
      <SpeciesIntro species={species} />
      <div className="container species-body">
        <WhereWeLook species={species} />
        <SpeciesPackages species={species} />
        <SpeciesChecklists species={species} />
        <SpeciesReports species={species} />
      </div>
    </article>
  );
}

/** The page's top: crumb, names, facts, the guide's note, the photo where the operator has one, and the two actions. */
function SpeciesIntro({ species }: SpeciesProps) {
  const { route } = useSite();
  const href = useHref();
  return (
    <section className="page-intro species-intro" aria-labelledby="species-title">
      <div className="container">
        <p className="species-crumb" data-pagefind-ignore>
          <a href={href(SPECIES_INDEX_PATH)}>All species</a>
        </p>
        <SpeciesTitle heading={route.heading} />
        <p className="species-scientific" data-pagefind-weight="5">
          <i lang="la">{species.scientific}</i>
        </p>
        <SpeciesFacts species={species} />
        {species.kind === 'bird' && <LifeListStatus id={species.id} name={species.english} scientific={species.scientific} />}
        {species.note && <p className="lead">{species.note}</p>}
        <SpeciesPhoto species={species} />
        <SpeciesActions species={species} />
      </div>
    </section>
  );
}

/**
 * The name as a heading; the search index also reads its other spellings from an attribute
 * (`data-pagefind-index-attrs`), so "hawk eagle" and "hawkeagle" find "Hawk-Eagle" while visitors
 * see nothing more. Pagefind titles the page from the explicit meta, not the heading's text.
 */
function SpeciesTitle({ heading }: { heading: string }) {
  const variants = nameVariants(heading);
  return (
    <h1 id="species-title" data-pagefind-meta="title" {...(variants ? { 'data-pagefind-index-attrs': 'data-names', 'data-names': variants } : {})}>
      {heading}
    </h1>
  );
}

/**
 * The species' photo, only when the operator has one: a species page never shows stand-in artwork
 * (`npm run check:launch` and the contact sheet list the species still without a photo). It sits in
 * the first view on a phone, the page's only picture: loaded at once, not lazily.
 */
function SpeciesPhoto({ species }: SpeciesProps) {
  const hasPhoto = useHasPhoto();
  const id = speciesImageId(species);
  if (!hasPhoto(id)) return null;
  return (
    <div className="species-photo">
      <Picture image={{ id, alt: `${species.english} (${species.scientific})` }} use="species" sizes="(min-width: 48rem) 36rem, 100vw" priority />
    </div>
  );
}

/** Ask about it on WhatsApp, or add it to the planner's targets. */
function SpeciesActions({ species }: SpeciesProps) {
  const { content } = useSite();
  const href = useHref();
  const words = content.speciesPages.page;
  const ask = fill(words.askMessage, { name: species.english });
  return (
    <p className="species-actions">
      <a className="btn btn-primary" href={whatsappHref(content.site.whatsapp.e164, ask)} {...externalLinkProps}>
        <WhatsAppIcon size={20} />
        <span>{species.kind === 'bird' ? words.askBird : words.askMammal}</span>
      </a>
      <a className="btn btn-outline" href={`${href(SPECIES_INDEX_PATH)}?add=${encodeURIComponent(species.id)}#planner`}>
        <Target size={18} aria-hidden="true" focusable="false" />
        {words.plan}
      </a>
    </p>
  );
}

/** Habitat, how to look for it and the sites where we do. */
function WhereWeLook({ species }: SpeciesProps) {
  const words = useSite().content.speciesPages.page;
  const href = useHref();
  return (
    <section aria-labelledby="where-heading" className="species-block">
      <h2 id="where-heading">
        <MapPin size={20} aria-hidden="true" focusable="false" /> {words.where}
      </h2>
      {species.habitat && <p className="species-habitat">Habitat: {species.habitat}.</p>}
      {species.look && <p>{species.look}</p>}
      {species.sites.length > 0 ? (
        <>
          <ul className="species-sites">
            {species.sites.map((site) => (
              <li key={site.key}>
                <span className="species-site-name">
                  <a href={href(sitePath(site.key))}>{site.name}</a>
                </span>
                :{' '}
                <strong className="likelihood" data-likelihood={site.likelihood}>
                  {site.likelihood}
                </strong>{' '}
                ({likelihoodNotes[site.likelihood]})<AccessLabel site={site.key} /> <MonthBar occurrence={site} />
              </li>
            ))}
          </ul>
          <MonthBarNote note={words.monthsNote} />
        </>
      ) : (
        <p>We have no site for it on our routes: ask us where and when to look.</p>
      )}
    </section>
  );
}

/**
 * Every package that visits a site where it is found, likeliest first, each linking to its tab on
 * the tour page, with the days there. A package that finds it only at closed places says so in place
 * of a likelihood, so a closed route never reads as a routine chance.
 */
function SpeciesPackages({ species }: SpeciesProps) {
  const { content } = useSite();
  const words = content.speciesPages.page;
  const access = content.sitePages.access;
  const href = useHref();
  return (
    <section aria-labelledby="packages-heading" className="species-block">
      <h2 id="packages-heading">
        <RouteIcon size={20} aria-hidden="true" focusable="false" /> {words.packages}
      </h2>
      {species.packages.length > 0 ? (
        <ul className="species-packages">
          {species.packages.map((pkg) => (
            <li key={pkg.key} {...(pkg.closedOnly ? { 'data-access': 'closed' } : {})}>
              <a href={href(pkg.path)}>
                {pkg.tourName}: {pkg.title}
              </a>{' '}
              {pkg.closedOnly ? (
                <strong className="access-label" data-access="closed">
                  {access.closedOnly}
                </strong>
              ) : (
                <strong className="likelihood" data-likelihood={pkg.likelihood}>
                  {pkg.likelihood}
                </strong>
              )}
              {pkg.listed ? '' : ' (not on its species list)'}:{' '}
              {pkg.visits.map((v, i) => (
                <span key={v.site}>
                  {i > 0 ? '; ' : ''}
                  <a href={href(sitePath(v.site))}>{v.name}</a>
                  {v.days.length > 0 ? `, ${daysText(v.days)}` : ''}
                  <AccessLabel site={v.site} />
                </span>
              ))}
              {pkg.closedOnly ? `: ${access.closedOnlyNote}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>None of our packages visits a site where it is found: ask us and we will tell you where and when to look.</p>
      )}
    </section>
  );
}

/** The tour checklists it is on; nothing when it is on none. */
function SpeciesChecklists({ species }: SpeciesProps) {
  const { content } = useSite();
  const href = useHref();
  if (species.checklists.length === 0) return null;
  return (
    <section aria-labelledby="checklists-heading" className="species-block">
      <h2 id="checklists-heading">
        <ClipboardList size={20} aria-hidden="true" focusable="false" /> {content.speciesPages.page.checklists}
      </h2>
      <ul>
        {species.checklists.map((tour) => (
          <li key={tour}>
            <a href={href(checklistPath(tour))}>{content.routes[tour].heading} Checklist</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How many of our trips to its sites recorded it, those trips with their dates, and by month once there are enough. */
function SpeciesReports({ species }: SpeciesProps) {
  const words = useSite().content.speciesPages.page;
  const { trips, recorded, byMonth } = species.trips;
  return (
    <section aria-labelledby="reports-heading" className="species-block">
      <h2 id="reports-heading">{words.reports}</h2>
      {trips.length > 0 ? (
        <>
          <p className="trip-count">{fill(words.recordedOn, { n: String(recorded.length), trips: tripsText(trips.length) })}</p>
          <TripList recorded={recorded} heard={words.heard} />
          {byMonth && <TripMonths byMonth={byMonth} lead={words.byMonth} />}
        </>
      ) : (
        <p>{words.noTrips}</p>
      )}
    </section>
  );
}
