import type { Content } from './schema/sections.ts';
import type { Itinerary } from './schema/itinerary.ts';
import { packagesOf, type PackagePart, type Tour as TourPage, type TourLayout, type TourPackage } from './schema/tour.ts';
import type { Tour } from './schema/tours.ts';
import { birdNamesIn, taxonomyEntries } from './taxonomy.ts';
import { memoOnContent } from './memo.ts';

// Every package the site offers, once, with what it looks for: the checklists, the species pages
// and the planner all read this, so a package added in content reaches each of them.

/** A package of a tour, where its page shows it and the species it looks for. */
interface OfferedPackage {
  tour: Tour;
  page: TourPage;
  part: PackagePart;
  pkg: TourPackage;
  /** Its short name in tabs and checklist columns: the tab label, else the duration ("4D/3N"). */
  label: string;
  /**
   * Species ids it looks for, in order: the tour's species list (every package of a tour with one
   * visits the sites of all its species), its own key species and key birds, then, for a package
   * that looks for birds, any bird its itinerary names.
   */
  species: string[];
  itinerary: Itinerary;
  /** The id of the tab panel that shows it on its tour page (the inner tab of a group). */
  anchor: string;
}

export const itineraryText = (days: Itinerary) => days.flatMap((d) => [d.title, ...d.entries.map((e) => e.text)]).join('\n');

/** The site path of a package's panel on its tour page: "/birding-tour/#birding-packages-panel-5d4n". */
export const packagePath = ({ tour, anchor }: Pick<OfferedPackage, 'tour' | 'anchor'>) => `/${tour.slug}/#${anchor}`;

/** Every package of every tour, in the order of content/tours/ and of each page (made once, and kept while the sections it reads stay the same). */
export const offeredPackages: (content: Content) => OfferedPackage[] = memoOnContent(collect);

function collect(content: Content): OfferedPackage[] {
  const taxonomy = taxonomyEntries();
  return content.tours.flatMap((tour) => {
    const page = content.tourPages[tour.id];
    if (!page) return [];
    const listed = page.species?.list.map((s) => s.id) ?? [];
    return packagesOf(page).map(([pkg, path]): OfferedPackage => {
      const own = [...listed, ...(pkg.highlights ?? []), ...(pkg.keyBirds ?? [])];
      const itinerary = pkg.itinerary ?? [];
      const looksForBirds = own.some((id) => content.species.get(id)?.kind === 'bird');
      const named = looksForBirds ? birdNamesIn(itineraryText(itinerary)).map((name) => taxonomy.get(name)!.code) : [];
      return {
        tour,
        page,
        part: path[0] as PackagePart,
        pkg,
        label: pkg.tabLabel ?? pkg.duration,
        species: [...new Set([...own, ...named])],
        itinerary,
        anchor: packageAnchor(page, path),
      };
    });
  });
}

/** The tours with a species checklist: those each of whose packages looks for species, by slug. */
export function checklistTours(content: Content): string[] {
  const packages = offeredPackages(content);
  return content.tours
    .filter((t) => packages.some((p) => p.tour === t) && packages.filter((p) => p.tour === t).every((p) => p.species.length > 0))
    .map((t) => t.slug);
}

/**
 * The id of the tab set that shows a part of a tour's packages: "<tour id>-<part>", except where a
 * layout's pages were published with another id (links and bookmarks to them keep working).
 */
const publishedTabSets: Partial<Record<TourLayout, Partial<Record<PackagePart, string>>>> = {
  mammals: { packages: 'mammal-packages' },
  'ujung-kulon': { adventure: 'uk-adventure', birding: 'uk-birding' },
};
export const packageTabSetId = (page: Pick<TourPage, 'id' | 'layout'>, part: PackagePart): string =>
  publishedTabSets[page.layout]?.[part] ?? `${page.id}-${part}`;

/** The prefix of a group's own tab set ("<prefix>-<group id>"), where a layout published another than the tour id. */
const publishedGroupPrefix: Partial<Record<TourLayout, string>> = { 'ujung-kulon': 'uk' };

/**
 * The id of the tab panel that shows a package: its tab in the part's tab set; in a group of
 * several, its tab in the group's own set; a group of one shows its package in the group's panel.
 */
function packageAnchor(page: TourPage, path: readonly (string | number)[]): string {
  const part = path[0] as PackagePart;
  const set = packageTabSetId(page, part);
  if (path[1] === 'groups') {
    const group = page[part]!.groups![path[2] as number]!;
    const pkg = group.packages[path[4] as number]!;
    return group.packages.length > 1 ? `${publishedGroupPrefix[page.layout] ?? page.id}-${group.id}-panel-${pkg.id}` : `${set}-panel-${group.id}`;
  }
  const pkg = path[1] === 'extended' ? page[part]!.extended! : page[part]!.items![path[2] as number]!;
  return `${set}-panel-${pkg.id}`;
}
