import Planner from '../../widgets/islands/planner.tsx';
import { packPackages, searchKey, type CoveragePackage } from '../../widgets/coverage.ts';
import { packageName } from '../../widgets/planner/message.ts';
import { endemicScopes, iucnCategories } from '../../model/schema/species.ts';
import { months } from '../../model/schema/sites.ts';
import { Island, useEnhancers } from '../lib/island.tsx';
import { SpeciesFilter } from './filter.tsx';
import { LifeListPanel } from './life-list-panel.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { whatsappHref } from '../../model/hrefs.ts';
import { SpeciesLink } from './link.tsx';
import { speciesCatalog, type CatalogSpecies, type Catalog } from '../../model/catalogue.ts';
import { iucnNames } from '../../model/words.ts';

const familyId = (family: string) => `family-${searchKey(family.replace(/\s*\(.*$/, ''))}`;

/** The counts line: "148 birds, 27 mammals, 25 found only on Java". */
function speciesCounts(catalog: Catalog): string {
  const birds = catalog.species.filter((s) => s.kind === 'bird').length;
  const java = catalog.species.filter((s) => s.endemic === 'Java').length;
  return `${birds} birds, ${catalog.species.length - birds} mammals, ${java} found only on Java`;
}

/** One row of the list: the name as a link, its scientific name, its badges and a pick button for the planner. */
function Row({ species }: { species: CatalogSpecies }) {
  const tours = [...new Set(species.packages.map((p) => p.tour))];
  return (
    <li
      data-row=""
      data-endemic={species.endemic ? searchKey(species.endemic) : undefined}
      data-iucn={species.iucn?.category}
      data-sites={species.sites.map((s) => s.key).join(' ') || undefined}
      data-tours={tours.join(' ') || undefined}
    >
      <SpeciesLink id={species.id} className="species-row-name" /> <i lang="la">{species.scientific}</i>
      {species.endemic && <span className="species-badge">{species.endemic}</span>}
      {species.iucn && (
        <abbr className="species-badge species-badge--iucn" title={iucnNames[species.iucn.category]}>
          {species.iucn.category}
        </abbr>
      )}
      {/* Shown only where scripts run: the planner names it ("Target: Javan Trogon") and sets aria-pressed when it hydrates, so 177 rows do not carry both. */}
      <button type="button" className="species-pick" data-pick={species.id}>
        Target
      </button>
    </li>
  );
}

/** Species names as links, comma-separated; each with its likelihood where `odds` is given. */
function SpeciesLinks({ ids, odds }: { ids: readonly string[]; odds?: Readonly<Record<string, string>> }) {
  return ids.map((id, i) => (
    <span key={id}>
      <SpeciesLink id={id} />
      {odds && ` (${odds[id]})`}
      {i < ids.length - 1 ? ', ' : ''}
    </span>
  ));
}

/**
 * Every package and the species it looks for, folded: the planner's facts without JavaScript. The
 * species it lists, then any other species its sites hold, each with its likelihood there.
 */
function PackageSpecies({ packages }: { packages: CoveragePackage[] }) {
  const { content } = useSite();
  const catalog = speciesCatalog(content);
  return (
    <details className="planner-packages">
      <summary>Every package and the species it looks for</summary>
      {packages.map((p) => {
        const also = Object.keys(p.odds).filter((id) => !p.ids.includes(id) && catalog.byId.has(id));
        return (
          <section key={p.key} aria-label={p.label}>
            <h3>
              <a href={p.href}>{p.label}</a> <span className="planner-count">{p.ids.length} species</span>
            </h3>
            {p.ids.length > 0 && (
              <p className="planner-listed">
                <SpeciesLinks ids={p.ids} />
              </p>
            )}
            {also.length > 0 && <p className="planner-also">Its sites hold {also.length} more: see each species page.</p>}
          </section>
        );
      })}
    </details>
  );
}

/** The target planner's section: its words, the notice shown without JavaScript, the island, then every package's species. */
function PlannerSection({ packages }: { packages: CoveragePackage[] }) {
  const { content } = useSite();
  // Every species of the list, in its order: each package sends one letter per row, and the island
  // reads the order from the rows' pick buttons (sent once, as markup).
  const order = speciesCatalog(content).species.map((s) => s.id);
  const words = content.speciesPages.planner;
  return (
    <section id="planner" className="species-planner" aria-labelledby="planner-heading">
      <div className="container">
        <h2 id="planner-heading">{words.heading}</h2>
        <p>{words.lead}</p>
        <p id="planner-notice" className="planner-notice">
          {words.noScript}
        </p>
        <Island
          component={Planner}
          host="planner"
          when="idle"
          props={{
            packages: packPackages(packages, order),
            odds: words.odds,
            ui: words.ui,
            month: { ...words.month, keys: months.join(' ').toLowerCase() },
            message: words.message,
            whatsapp: whatsappHref(content.site.whatsapp.e164),
            email: content.site.emails[0]!.address,
          }}
        />
        <PackageSpecies packages={packages} />
      </div>
    </section>
  );
}

/** The filter's choices: only those some species of the list has. */
function filterOptions(catalog: Catalog, tourName: (tour: string) => string) {
  const present = <T extends string>(all: readonly T[], of: (s: CatalogSpecies) => T | undefined) =>
    all.filter((v) => catalog.species.some((s) => of(s) === v));
  return {
    endemic: present(endemicScopes, (s) => s.endemic).map((v) => ({ value: searchKey(v), label: v })),
    iucn: present(iucnCategories, (s) => s.iucn?.category).map((v) => ({ value: v, label: iucnNames[v] })),
    sites: catalog.sites.map((s) => ({ value: s.key, label: s.name })),
    tours: [...new Set(catalog.packages.map((p) => p.tour))].map((t) => ({ value: t, label: tourName(t) })),
  };
}

/** Every species by family, with the filter over the list. */
function ListSection({ catalog }: { catalog: Catalog }) {
  const { content } = useSite();
  return (
    <section id="species-list" className="species-list-section" aria-labelledby="species-list-heading" {...useEnhancers('species-filter')}>
      <div className="container">
        <h2 id="species-list-heading">All species by family</h2>
        <SpeciesFilter total={catalog.species.length} options={filterOptions(catalog, (t) => content.routes[t].heading)} />
        <div id="species-families" className="species-families">
          {catalog.families.map((family) => (
            <section key={`${family.kind}-${family.family}`} data-family="" className="species-family" aria-labelledby={familyId(family.family)}>
              <h3 id={familyId(family.family)}>
                {family.family} <span className="species-family-count">{family.species.length}</span>
              </h3>
              <ul className="species-rows">
                {family.species.map((s) => (
                  <Row key={s.id} species={s} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

/** /species/: the counts, the target planner, then every species by family with filters. */
export function SpeciesIndexPage() {
  const { content, route } = useSite();
  const href = useHref();
  const catalog = speciesCatalog(content);
  const packages = catalog.packages.map(
    (p): CoveragePackage => ({
      key: p.key,
      label: `${p.tourName}: ${p.title}`,
      title: p.title,
      tourName: p.tourName,
      href: href(p.path),
      named: packageName(p, content.speciesPages.planner.message),
      ids: p.ids,
      odds: p.odds,
      byMonth: p.byMonth,
    }),
  );
  return (
    <article className="species-index">
      <section className="page-intro" aria-labelledby="species-index-title">
        <div className="container">
          <h1 id="species-index-title">{route.heading}</h1>
          <p className="lead">{content.speciesPages.index.lead}</p>
          <p className="species-counts">{speciesCounts(catalog)}.</p>
        </div>
      </section>
      <PlannerSection packages={packages} />
      <LifeListPanel />
      <ListSection catalog={catalog} />
    </article>
  );
}
