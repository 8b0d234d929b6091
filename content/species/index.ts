// The species section: every bird and mammal record, which the build validates and turns into one
// collection keyed by id (content/schema/species.ts).
import type { SpeciesInput } from '../schema/species.ts';
import { taxonomyByCode } from '../schema/taxonomy-file.ts';
import { birds } from './birds.ts';
import { mammals } from './mammals.ts';
import { slugify } from '../schema/slug.ts';

/** A bird's English name, read from the taxonomy by its eBird code, for alt texts and image ids. */
export function birdName(id: string): string {
  const row = taxonomyByCode().get(id);
  // An unknown code stays visible so the schema reports it at the list that writes it.
  return row ? row.english : id;
}

/** "Javan Trogon (Apalharpactes reinwardtii)", the alt text of a bird's photo. */
export function birdLabel(id: string): string {
  const row = taxonomyByCode().get(id);
  return row ? `${row.english} (${row.scientific})` : id;
}

/** The image id of a bird's photo, from its English name: birds/javan-trogon. */
export function birdImageId(id: string): string {
  return `birds/${slugify(birdName(id))}`;
}

export default { birds, mammals } satisfies SpeciesInput;
