import type { Likelihood } from '../../model/schema/sites.ts';
import type { SpeciesPages } from '../../model/schema/species-pages.ts';
import type { TaxonChange } from '../../model/taxonomy-changes.ts';
import type { PackedPackage } from '../coverage.ts';

/**
 * What a visitor's life list is matched against, fetched the first time the list is used
 * (templates/species/life-list-data.ts writes it once per build): every bird at an open site of a
 * package, each package's odds for them, the taxonomy's changes and the words.
 */
export interface LifeListData {
  /** Each bird as [eBird code, English name, scientific name], in taxonomic order. */
  birds: [string, string, string][];
  /** The species pages' folder, with the base path: a bird's page is its slug (model/slug.ts) under it. */
  speciesBase: string;
  /** Each package's odds for the birds, one letter per bird in that order (widgets/coverage.ts), and its tour's slug. */
  packages: (PackedPackage & { tour: string })[];
  /** The splits and lumps a list from an older taxonomy may carry (model/taxonomy-changes.ts), with the English names of what each became. */
  changes: readonly (TaxonChange & { intoNames: readonly string[] })[];
  words: LifeListWords;
}

/** The life list's words, with the months' names (January first) and each likelihood's. */
export type LifeListWords = SpeciesPages['lifeList'] & { months: readonly string[]; odds: Readonly<Record<Likelihood, string>> };
