import type { Content } from '../../content/schema/sections.ts';
import type { Route } from '../lib/route-types.ts';
import { SpeciesIndexPage } from './index-page.tsx';
import { speciesCatalog, speciesPath, SPECIES_INDEX_PATH, type CatalogSpecies } from './model.ts';
import { SpeciesPage } from './species-page.tsx';
import { endemicText } from './words.ts';

/** A species page's meta description, from its facts: where we look and on how many packages. */
function describe(species: CatalogSpecies): string {
  const where = species.sites.length ? ` We look for it at ${species.sites.map((s) => s.name).join(', ')}` : ' We look for it';
  const on = species.packages.length ? ` on ${species.packages.length} of our packages.` : '.';
  const range = species.endemic ? ` ${endemicText(species.endemic)}.` : '';
  return `${species.english} (${species.scientific}), ${species.family.replace(/\s*\(.*$/, '')}.${range}${where}${on}`;
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
        description: describe(species),
        heading: species.english,
        Page: () => <SpeciesPage species={species} />,
        indexable: true,
        stylesheet: 'pages/species.scss',
        // One link-preview card for every species page: thousands of taxonomy-only pages stay a quick build.
        card: { title: 'Species of West Java', file: 'species' },
      }),
    ),
  ];
}
