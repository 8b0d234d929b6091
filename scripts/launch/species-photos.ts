// Species pages show a picture only where the operator has a photo (never stand-in artwork): the
// go-live check and the contact sheet list the species still without one.
import type { Content } from '../../model/schema/sections.ts';
import { speciesCatalog, speciesImageId, speciesPath } from '../../model/catalogue.ts';

export interface SpeciesWithoutPhoto {
  english: string;
  /** Site path of its page. */
  path: string;
  /** The image id its photo takes: the file goes to content/photos/<imageId>.jpg. */
  imageId: string;
}

/** Every species whose image id has no photo in `photographed`, in the order of /species/ (taxonomic). */
export function speciesWithoutPhotos(content: Content, photographed: ReadonlySet<string>): SpeciesWithoutPhoto[] {
  return speciesCatalog(content)
    .species.map((s) => ({ english: s.english, path: speciesPath(s.slug), imageId: speciesImageId(s) }))
    .filter((s) => !photographed.has(s.imageId));
}
