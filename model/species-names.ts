// A bird's names, read from the taxonomy by its eBird code: for alt texts and image ids.
import { taxonomyByCode } from './taxonomy-file.ts';
import { slugify } from './slug.ts';

/** A bird's English name; an unknown code stays visible so the schema reports it where it is written. */
export function birdName(id: string): string {
  const row = taxonomyByCode().get(id);
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
