import type { Content } from '../../model/schema/sections.ts';
import type { Route } from '../lib/route-types.ts';
import { SpeciesIndexPage } from './index-page.tsx';
import { speciesCatalog, speciesPath, SPECIES_INDEX_PATH, type CatalogSpecies } from '../../model/catalogue.ts';
import { SpeciesPage } from './species-page.tsx';
import { endemicText, listed } from '../../model/words.ts';

/** Longest meta description a search result shows. */
const DESCRIPTION_MAX = 160;

/** A species page's meta description, from its facts: where we look and on how many packages, shortened to fit a search result. */
function describeSpecies(species: CatalogSpecies): string {
  const n = species.packages.length;
  const go = n ? `; ${n === 1 ? 'one of our packages goes' : `${n} of our packages go`} there.` : '.';
  const range = species.endemic ? ` ${endemicText(species.endemic)}.` : '';
  const head = `${species.english} (${species.scientific}), ${species.family.replace(/\s*\(.*$/, '')}.${range}`;
  const sites = species.sites.map((s) => s.name.replace(/:.*$/, ''));
  const candidates = [
    sites.length ? `${head} We look for it at ${listed(sites)}${go}` : `${head} Where and when we look for it${go}`,
    `${head} We look for it at ${sites.length} sites${go}`,
    `${species.english} (${species.scientific}): where we look for it${go}`,
  ];
  return candidates.find((c) => c.length <= DESCRIPTION_MAX) ?? candidates.at(-1)!;
}

/** /species/ and one page per species, from the species catalog. */
export function speciesRoutes(content: Content): Route[] {
  const { index } = content.speciesPages;
  const catalog = speciesCatalog(content);
  return [
    {
      id: 'species',
      url: SPECIES_INDEX_PATH,
      outputPath: 'species/index.html',
      title: index.title,
      description: index.description,
      heading: index.heading,
      Page: SpeciesIndexPage,
      indexable: true,
      stylesheet: 'pages/species.scss',
    },
    ...catalog.species.map(
      (species): Route => ({
        id: `species:${species.id}`,
        url: speciesPath(species.slug),
        outputPath: `species/${species.slug}/index.html`,
        title: `${species.english}: where to see it in West Java`,
        description: describeSpecies(species),
        heading: species.english,
        Page: () => <SpeciesPage species={species} />,
        component: SpeciesPage,
        indexable: true,
        stylesheet: 'pages/species.scss',
        // One link-preview card for every species page: thousands of taxonomy-only pages stay a quick build.
        card: { title: 'Species of West Java', file: 'species-page' },
      }),
    ),
  ];
}
