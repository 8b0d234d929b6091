import { beforeAll, describe, expect, it } from 'vitest';
import { tourSchema } from '../../model/schema/tour.ts';
import { speciesSchema } from '../../model/schema/species.ts';
import type { Content } from '../../model/schema/sections.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { checklistCsv, csvField, CSV_HEADER, formatBytes } from '../../templates/checklist/csv.ts';
import { checklistTours } from '../../model/packages.ts';
import { birdsNamedIn, buildChecklist, packagesText, type Checklist } from '../../model/checklists.ts';
import { parseCsv } from '../helpers/csv.ts';
import { mammalsTourFindings } from '../spec/conformance.ts';
import { content } from '../helpers/render.ts';
import { someOf } from '../helpers/some-of.ts';
import { asLayout, tourPage } from '../../model/tour-pages.ts';

import { shipped, shippedTour } from '../helpers/shipped.ts';
const mammalsTour = shippedTour('mammals');
const speciesInput = shipped('species');

const site: Content = await content();
/** The tours with a checklist, by slug, read from the content. */
const tours = checklistTours(site);
const lists = {} as Record<string, Checklist>;
beforeAll(() => {
  for (const tour of tours) lists[tour] = buildChecklist(site, tour);
});

describe('csvField (RFC 4180)', () => {
  it('leaves plain text alone and quotes a field with a comma, a quote or a line break', () => {
    expect(csvField('Javan Trogon')).toBe('Javan Trogon');
    expect(csvField(12)).toBe('12');
    expect(csvField('Anatidae (Ducks, Geese, and Waterfowl)')).toBe('"Anatidae (Ducks, Geese, and Waterfowl)"');
    expect(csvField('the "Javan" form')).toBe('"the ""Javan"" form"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });
});

describe.each(tours)('%s checklist CSV', (tour) => {
  let csv: string;
  let rows: string[][];
  beforeAll(() => {
    csv = checklistCsv(lists[tour]);
    rows = parseCsv(csv.slice(1));
  });

  it('starts with a UTF-8 byte order mark so Excel reads it as UTF-8', () => {
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.indexOf('\uFEFF', 1)).toBe(-1);
  });

  it('ends every line, the last one too, with CRLF', () => {
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(csv.split('\r\n')).toHaveLength(lists[tour].species.length + 2);
  });

  it('has a plain header row and five fields in every row', () => {
    expect(rows[0]).toEqual(['Taxonomic order', 'English name', 'Scientific name', 'Family', 'Packages']);
    expect(rows[0]).toEqual([...CSV_HEADER]);
    for (const row of rows) expect(row).toHaveLength(5);
  });

  it('numbers the species 1, 2, 3… in taxonomic order', () => {
    const order = rows.slice(1).map((row) => Number(row[0]));
    expect(order).toEqual(order.map((_, i) => i + 1));
  });

  it('quotes the families that hold commas, and they read back whole', () => {
    const commas = lists[tour].species.filter((s) => s.family.includes(','));
    expect(commas.length).toBeGreaterThan(0);
    for (const s of commas) expect(csv).toContain(`,"${s.family}",`);
    expect(rows.slice(1).map((row) => row[3])).toEqual(lists[tour].species.map((s) => s.family));
  });

  it('holds the same species as the checklist, with their packages joined by "; "', () => {
    const labels = lists[tour].packages.map((p) => p.label);
    expect(rows.slice(1).map((row) => row[1])).toEqual(lists[tour].species.map((s) => s.english));
    expect(rows.slice(1).map((row) => row[2])).toEqual(lists[tour].species.map((s) => s.scientific));
    for (const row of rows.slice(1)) {
      const packages = row[4]!.split('; ');
      expect(packages.length, row[1]).toBeGreaterThan(0);
      expect(
        packages.every((p) => labels.includes(p)),
        `${row[1]}: ${row[4]}`,
      ).toBe(true);
      expect(packages, row[1]).toEqual(labels.filter((l) => packages.includes(l)));
    }
  });
});

describe('the species each checklist holds', () => {
  const highlights = () =>
    tourPage(site, 'birding', 'birding').packages.items.map((p) => [p.tabLabel, p.highlights.map((id) => site.species.get(id)!.english)] as const);

  it('birding: every key species of the five packages once, with the packages that list it', () => {
    const all = new Set(highlights().flatMap(([, names]) => names));
    expect(lists['birding-tour'].species).toHaveLength(all.size);
    expect(new Set(lists['birding-tour'].species.map((s) => s.english))).toEqual(all);
    for (const s of lists['birding-tour'].species) {
      expect(s.packages, s.english).toEqual(
        highlights()
          .filter(([, names]) => names.includes(s.english))
          .map(([label]) => label),
      );
    }
    expect(lists['birding-tour'].species.find((s) => s.english === "Storm's Stork")?.packages).toEqual(['14D/13N']);
    expect(lists['birding-tour'].days).toBe(14);
  });

  it('waterbird: the 25 waterbirds of the page, each on all three packages', () => {
    const list = lists['waterbird-tour'];
    expect(new Set(list.species.map((s) => s.english))).toEqual(
      new Set(tourPage(site, 'waterbird', 'waterbird').species.list.map((b) => site.species.get(b.id)!.english)),
    );
    expect(list.species).toHaveLength(25);
    for (const s of list.species) expect(s.packages).toEqual(['4D/3N', '7D/6N', '10D/9N']);
    expect(list.days).toBe(10);
  });

  it('mammals: the 27 key mammals and no bird, though every itinerary names Green Peafowl at Cidaon', () => {
    const list = lists['mammals-tour'];
    expect(list.groups.map((g) => g.name)).toEqual(['Mammals']);
    const sequence = [...site.species.values()].filter((s) => s.kind === 'mammal').sort((a, b) => a.sequence - b.sequence);
    expect(list.species.map((s) => s.scientific)).toEqual(sequence.map((m) => m.scientific));
    expect(list.species).toHaveLength(tourPage(site, 'mammals', 'mammals').species.list.length);
    // The itineraries do name a bird: the checklist leaves it out on purpose.
    for (const p of tourPage(site, 'mammals', 'mammals').packages.items)
      expect(birdsNamedIn(p.itinerary[0]!.entries.map((e) => e.text).join(' '))).toContain('Green Peafowl');
    for (const s of list.species) expect(s.packages).toEqual(['3D/2N', '4D/3N', '5D/4N']);
    expect(list.days).toBe(5);
  });

  it('keeps birds in eBird/Clements 2023 order and each family in one run', () => {
    const rows = taxonomyEntries();
    for (const tour of someOf(tours, (t) => t !== 'mammals-tour', 'the tours with birds')) {
      const birds = lists[tour].groups.find((g) => g.name === 'Birds')!;
      const positions = birds.families.flatMap((f) => f.species.map((s) => rows.get(s.english)!.position));
      expect(positions, tour).toEqual([...positions].sort((a, b) => a - b));
      const families = birds.families.map((f) => f.family);
      expect(new Set(families).size, tour).toBe(families.length);
      for (const family of birds.families) for (const s of family.species) expect(rows.get(s.english)!.family).toBe(family.family);
    }
  });
});

describe('birdsNamedIn', () => {
  it('finds whole taxonomy names only', () => {
    expect(birdsNamedIn('Javan Pond-Heron, Little Egret and Great Egret on the mudflats.')).toEqual(['Javan Pond-Heron', 'Little Egret', 'Great Egret']);
    expect(birdsNamedIn('Great Egrets and a Little Egret-like bird')).toEqual([]);
    expect(birdsNamedIn('as Banteng, Wild Boar and Green Peafowl come out onto the grass')).toEqual(['Green Peafowl']);
  });
});

describe('packagesText', () => {
  const packages = ['5D/4N', '7D/6N', '8D/7N'].map((label) => ({ id: label, label, days: Number(label[0]) }));
  const row = (labels: string[]) => ({ sequence: 1, english: 'x', scientific: 'x', family: 'x', packages: labels });
  it('says All, All but one package, or lists them', () => {
    expect(packagesText(row(['5D/4N', '7D/6N', '8D/7N']), packages)).toBe('All');
    expect(packagesText(row(['7D/6N', '8D/7N']), packages)).toBe('All but 5D/4N');
    expect(packagesText(row(['8D/7N']), packages)).toBe('8D/7N');
  });
});

describe('formatBytes', () => {
  it('prints bytes below 1 KB and whole kilobytes above', () => {
    expect(formatBytes(740)).toBe('740 B');
    expect(formatBytes(12_612)).toBe('12 KB');
  });
});

describe('mammal taxonomy in content', () => {
  // The Mammal Diversity Database sequence, written out here independently of the content.
  const MDD_SEQUENCE = [
    ['Dermoptera', 'Cynocephalidae', ['Galeopterus variegatus']],
    ['Scandentia', 'Tupaiidae', ['Tupaia javanica']],
    ['Primates', 'Cercopithecidae', ['Macaca fascicularis', 'Presbytis comata', 'Trachypithecus auratus']],
    ['Primates', 'Hylobatidae', ['Hylobates moloch']],
    ['Primates', 'Lorisidae', ['Nycticebus javanicus']],
    ['Rodentia', 'Hystricidae', ['Hystrix javanica']],
    ['Rodentia', 'Sciuridae', ['Callosciurus notatus', 'Ratufa bicolor']],
    ['Chiroptera', 'Pteropodidae', ['Pteropus vampyrus']],
    ['Pholidota', 'Manidae', ['Manis javanica']],
    ['Carnivora', 'Mustelidae', ['Martes flavigula', 'Aonyx cinereus', 'Lutrogale perspicillata']],
    ['Carnivora', 'Canidae', ['Cuon alpinus']],
    ['Carnivora', 'Felidae', ['Prionailurus javanensis', 'Panthera pardus']],
    ['Carnivora', 'Herpestidae', ['Urva javanica']],
    ['Carnivora', 'Viverridae', ['Paradoxurus hermaphroditus', 'Viverricula indica']],
    ['Perissodactyla', 'Rhinocerotidae', ['Rhinoceros sondaicus']],
    ['Artiodactyla', 'Bovidae', ['Bos javanicus']],
    ['Artiodactyla', 'Cervidae', ['Rusa timorensis', 'Muntiacus muntjak']],
    ['Artiodactyla', 'Tragulidae', ['Tragulus javanicus']],
    ['Artiodactyla', 'Suidae', ['Sus scrofa']],
  ] as const;

  it('follows the Mammal Diversity Database sequence of orders, families and species', () => {
    const rows = [...speciesSchema.parse(speciesInput).values()].filter((s) => s.kind === 'mammal');
    expect(rows.map((r) => [r.order, r.family.split(' ')[0], r.scientific])).toEqual(
      MDD_SEQUENCE.flatMap(([order, family, species]) => species.map((s) => [order, family, s])),
    );
  });

  const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? 'valid' : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
  const tourIssue = (change: (page: typeof mammalsTour) => void) => {
    const page = structuredClone(mammalsTour);
    change(page);
    return issueOf(tourSchema.safeParse(page));
  };
  const recordsIssue = (change: (mammals: typeof speciesInput.mammals) => void) => {
    const mammals = structuredClone(speciesInput.mammals);
    change(mammals);
    return issueOf(speciesSchema.safeParse({ ...speciesInput, mammals }));
  };

  it('the tour lists each of the 27 species once, by id, and its carousel only those', () => {
    expect(tourIssue(() => {})).toBe('valid');
    expect(
      mammalsTourFindings(
        asLayout(tourSchema.parse({ ...mammalsTour, species: { ...mammalsTour.species, list: mammalsTour.species.list.slice(0, -1) } }), 'mammals'),
      ),
    ).toEqual(['species.list: must hold exactly 27 — found 26']);
    expect(tourIssue((p) => (p.species.list[1] = p.species.list[0]!))).toMatch(/species\.list\.1: must list each mammal once/);
    expect(tourIssue((p) => (p.carousel.photos[0]!.id = 'sumatran-tiger'))).toMatch(/carousel\.photos\.0\.id: must be one of the mammals of species\.list/);
  });

  it('the records keep the rows of one family, and of one order, together', () => {
    expect(recordsIssue(() => {})).toBe('valid');
    expect(recordsIssue((m) => m.push(m.splice(2, 1)[0]!))).toMatch(/must keep the rows of one order together .* Primates is split/);
    const [, , , surili, , gibbon] = speciesInput.mammals;
    expect([surili!.scientific, gibbon!.scientific]).toEqual(['Presbytis comata', 'Hylobates moloch']);
    expect(recordsIssue((m) => ([m[3], m[5]] = [gibbon!, surili!]))).toMatch(
      /must keep the rows of one family together .* Cercopithecidae \(Old World Monkeys\) is split/,
    );
    expect(recordsIssue((m) => (m[0]!.family = 'Felidae'))).toMatch(/must be a family and its English name/);
  });
});
