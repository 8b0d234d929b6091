import type { Content } from '../../model/schema/sections.ts';
import { SPECIES_INDEX_PATH, speciesCatalog } from '../../model/catalogue.ts';
import { withBase } from '../../model/hrefs.ts';
import { taxonomyChanges } from '../../model/taxonomy-changes.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { packPackages } from '../../widgets/coverage.ts';
import type { LifeListData } from '../../widgets/life-list/data.ts';

// What a visitor's life list is matched against (widgets/life-list/data.ts), fetched when the list
// is first used (widgets/on-use/life-list.ts). Written once per build as a file of its own
// (templates/files.ts), so no page carries it.

/** Site path of the life list's data. */
export const LIFE_LIST_DATA_PATH = '/species/life-list.json';

/** The data, from the content: birds no package's open sites hold are left out (they cannot be lifers of a tour). */
export function lifeListData(content: Content, basePath: string): LifeListData {
  const catalog = speciesCatalog(content);
  const atSites = new Set(catalog.packages.flatMap((p) => Object.keys(p.odds)));
  const birds = catalog.species.filter((s) => s.kind === 'bird' && atSites.has(s.id));
  const order = birds.map((s) => s.id);
  const packed = packPackages(
    catalog.packages.map((p) => ({
      key: p.key,
      label: `${p.tourName}: ${p.title}`,
      title: p.title,
      tourName: p.tourName,
      href: withBase(basePath, p.path),
      ids: p.ids,
      odds: p.odds,
      byMonth: p.byMonth,
    })),
    order,
  );
  return {
    birds: birds.map((s) => [s.id, s.english, s.scientific]),
    speciesBase: withBase(basePath, SPECIES_INDEX_PATH),
    packages: packed.map((p, i) => ({ ...p, tour: catalog.packages[i]!.tour })),
    changes: taxonomyChanges.map((c) => ({ ...c, intoNames: c.into.map((scientific) => englishOf().get(scientific) ?? scientific) })),
    words: { ...content.speciesPages.lifeList, months: content.speciesPages.planner.month.names, odds: content.speciesPages.planner.odds },
  };
}

let english: Map<string, string> | undefined;
/** Scientific name → English name of every species of the taxonomy. */
const englishOf = () => (english ??= new Map([...taxonomyEntries()].map(([name, entry]) => [entry.scientific, name])));
