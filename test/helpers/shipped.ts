// The shipped content (content/) as its files hold it, before any schema: for the spec layer
// (test/spec/), which checks the operator's business, and for tests that change one value of a
// real file to see a rule fail. Every read gives a fresh copy, so a test may change what it gets.
import { relative, resolve } from 'node:path';
import type { AboutTourInput } from '../../model/schema/about-tour.ts';
import type { ContactInput } from '../../model/schema/contact.ts';
import type { HomeInput } from '../../model/schema/home.ts';
import type { ReviewsInput } from '../../model/schema/reviews.ts';
import type { RoutesInput } from '../../model/schema/routes.ts';
import type { SiteInput } from '../../model/schema/site.ts';
import type { SitesInput } from '../../model/schema/sites.ts';
import type { SpeciesInput } from '../../model/schema/species.ts';
import type { ToursInput } from '../../model/schema/tours.ts';
import type { Plumage } from '../../model/schema/plumage.ts';
import { readContentFiles } from '../../scripts/content/data.ts';
import { readYaml } from '../../scripts/content/yaml.ts';

const root = resolve(import.meta.dirname, '../..');
export const shippedContentDir = resolve(root, 'content');

interface Raw {
  site: SiteInput;
  home: HomeInput;
  contact: ContactInput;
  aboutTour: AboutTourInput;
  routes: RoutesInput;
  reviews: ReviewsInput;
  sites: SitesInput;
  species: SpeciesInput;
  tours: ToursInput;
}

/** One section of the shipped content, as its files hold it. */
export function shipped<K extends keyof Raw>(key: K): Raw[K] {
  const files = readContentFiles(shippedContentDir, (p) => relative(root, p));
  if (files.problems.length > 0) throw new Error(`the shipped content does not read: ${JSON.stringify(files.problems[0])}`);
  return files.raws.get(key) as Raw[K];
}

/** The page of the shipped tour with this id, its packages in place. */
export function shippedTour(id: string): any {
  const files = readContentFiles(shippedContentDir, (p) => relative(root, p));
  const page = files.raws.get(`tour:${id}`);
  if (!page) throw new Error(`no shipped tour "${id}"`);
  return page;
}

/** content/species/plumage.yaml as written. */
export function shippedPlumage(): Plumage {
  return readYaml(resolve(shippedContentDir, 'species/plumage.yaml'), 'content/species/plumage.yaml').value as Plumage;
}

type Any = Record<string, any>;

/**
 * The species lists the shipped pages print, by the names the species tests know them by: the
 * explorer's birds per location (home), each birding package's key species, the endemic carousel,
 * the About page's key species, the waterbird tour's list, the mammals tour's carousel and list.
 */
export function shippedLists() {
  const home = shipped('home') as Any;
  const about = shipped('aboutTour') as Any;
  const birding = shippedTour('birding') as Any;
  const waterbird = shippedTour('waterbird') as Any;
  const mammalsPage = shippedTour('mammals') as Any;
  const { birds, mammals } = shipped('species') as { birds: Any[]; mammals: Any[] };
  const mammal = new Map(mammals.map((m) => [m.id as string, m]));
  return {
    birds: birds as { id: string; range?: string; at?: Any; look?: string; habitat?: string; note?: string; iucn: Any; indonesian?: string }[],
    mammals,
    locationSpecies: Object.fromEntries((home.explorer.locations as Any[]).map((l) => [l.id, l.species as string[]])) as Record<string, string[]>,
    birdingPackageSpecies: Object.fromEntries((birding.packages.items as Any[]).map((p) => [p.id, p.highlights as string[]])) as Record<string, string[]>,
    endemicCarousel: (birding.endemics.slides as Any[]).map((s) => s.id as string),
    aboutKeySpecies: (about.keySpecies.items as Any[]).map(({ id, status }) => ({ id: id as string, status: status as string })),
    waterbirdSpecies: (waterbird.species.list as Any[]).map((s) => s.id as string),
    mammalCarousel: (mammalsPage.carousel.photos as Any[]).map(({ id }) => ({ id: id as string, caption: mammal.get(id)?.look as string })),
    ujungKulonMammals: (mammalsPage.species.list as Any[]).map(({ id }) => {
      const m = mammal.get(id)!;
      return {
        name: m.name as string,
        scientific: m.scientific as string,
        note: m.note as string,
        ...(m.indonesian ? { indonesian: m.indonesian as string } : {}),
      };
    }),
  };
}
