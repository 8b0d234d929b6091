import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { taxonomyChanges } from '../../model/taxonomy-changes.ts';
import { taxonomyEntries } from '../../model/taxonomy-file.ts';
import { type LifeList, type ListCounts, type NotAList, onList, parseExport, parseNames } from '../../widgets/life-list/parse.ts';
import { BIG, bigExport, MY_EBIRD_DATA_HEADER } from '../fixtures/ebird/big.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/ebird/${name}`, import.meta.url), 'utf8');

/** A species as the site passes it to onList, by its 2023 English name. */
function species(english: string): { scientific: string; name: string; id: string } {
  const entry = taxonomyEntries().get(english);
  if (!entry) throw new Error(`${english} is not a 2023 English name`);
  return { scientific: entry.scientific, name: entry.english, id: entry.code };
}

function read(name: string): LifeList {
  const list = parseExport(fixture(name), name, taxonomyChanges);
  if ('error' in list) throw new Error(`${name}: ${list.error}`);
  return list;
}

const none: Omit<ListCounts, 'rows' | 'species'> = { spuh: 0, slash: 0, hybrid: 0, domestic: 0, unreadable: 0, splits: [], lumps: [], unknown: [] };
const on = (list: LifeList, ...names: string[]) => names.filter((name) => onList(list, species(name)));

describe('an eBird export read as a life list', () => {
  it('counts a species split since 2023 as none of its daughters, each of which stays a possible lifer', () => {
    const list = read('split.csv');
    expect(list.counts).toEqual({
      ...none,
      rows: 6,
      species: 3,
      splits: [
        { name: 'Intermediate Egret', into: ['Ardea intermedia', 'Ardea brachyrhyncha', 'Ardea plumifera'] },
        { name: 'Cattle Egret', into: ['Bubulcus ibis', 'Bubulcus coromandus'] },
      ],
    });
    expect(list.seen).not.toContain('ardea intermedia');
    const egrets = ['Medium Egret', 'Yellow-billed Egret', 'Plumed Egret', 'Western Cattle Egret', 'Eastern Cattle Egret'];
    expect(on(list, ...egrets, 'Javan Pond-Heron', 'Little Egret', 'Javan Kingfisher')).toEqual(['Javan Pond-Heron', 'Little Egret', 'Javan Kingfisher']);
  });

  it('counts a species lumped since as the one it is now part of', () => {
    const list = read('lump.csv');
    expect(list.counts).toEqual({ ...none, rows: 4, species: 4, lumps: [{ name: "Thayer's Gull", into: 'Larus glaucoides' }] });
    expect(on(list, 'Iceland Gull', 'Herring Gull', 'Glaucous Gull')).toEqual(['Iceland Gull', 'Herring Gull']);
  });

  it('ignores hybrids, each counted once, and counts an intergrade of one species as that species', () => {
    const list = read('hybrid.csv');
    expect(list.counts).toEqual({ ...none, rows: 7, species: 3, hybrid: 3 });
    expect(on(list, 'Mallard', 'American Black Duck', 'Northern Flicker', 'Golden-winged Warbler', 'Blue-winged Warbler', 'Western Gull')).toEqual([
      'Mallard',
      'American Black Duck',
      'Northern Flicker',
    ]);
  });

  it('ignores spuhs and slashes, each counted once however many rows name it', () => {
    const list = read('spuh.csv');
    expect(list.counts).toEqual({ ...none, rows: 8, species: 2, spuh: 3, slash: 2 });
    expect(on(list, 'Sunda Teal', 'Javan Kingfisher', 'Pacific Golden-Plover', 'American Golden-Plover', 'Short-billed Dowitcher', 'Cave Swiftlet')).toEqual([
      'Sunda Teal',
      'Javan Kingfisher',
    ]);
  });

  it('counts a group, subspecies or form as its species and ignores domestic types', () => {
    const list = read('subspecies.csv');
    expect(list.counts).toEqual({ ...none, rows: 7, species: 3, domestic: 2 });
    expect(list.seen).toEqual(['todiramphus chloris', 'butorides striata', 'columba livia']);
    expect(on(list, 'Collared Kingfisher', 'Striated Heron', 'Rock Pigeon', 'Red Junglefowl', 'Muscovy Duck')).toEqual([
      'Collared Kingfisher',
      'Striated Heron',
      'Rock Pigeon',
    ]);
  });

  it('counts a bird of another continent like any other', () => {
    const list = read('other-continent.csv');
    expect(list.counts).toEqual({ ...none, rows: 4, species: 4 });
    expect(on(list, 'Northern Cardinal', 'Blue Jay', 'American Robin', 'Javan Kingfisher')).toHaveLength(4);
  });

  it('counts a row with a broken quote or too few fields as unreadable and reads the rows after it', () => {
    const list = read('malformed.csv');
    expect(list.counts).toEqual({ ...none, rows: 5, species: 3, unreadable: 2 });
    expect(on(list, 'Javan Kingfisher', 'Javan Sunbird', 'Sooty-headed Bulbul', 'Javan Munia', 'Scarlet-headed Flowerpecker')).toEqual([
      'Javan Kingfisher',
      'Javan Munia',
      'Scarlet-headed Flowerpecker',
    ]);
  });

  it('reads the life-list download by its Category column', () => {
    const list = read('life-list.csv');
    expect(list.counts).toEqual({ ...none, rows: 10, species: 6, spuh: 1, slash: 1, hybrid: 1, domestic: 1 });
    expect(on(list, 'Javan Hawk-Eagle', 'Collared Kingfisher', 'Rock Pigeon', 'Northern Flicker', 'Red Junglefowl', 'Mallard')).toEqual([
      'Javan Hawk-Eagle',
      'Collared Kingfisher',
      'Rock Pigeon',
      'Northern Flicker',
    ]);
    expect(list).toMatchObject({ source: 'export', label: 'life-list.csv' });
  });

  it('takes a Category the taxon names would read otherwise at its word', () => {
    const text =
      'Category,Common Name,Scientific Name\nissf,Northern Flicker (Yellow-shafted x Red-shafted),Colaptes auratus x cafer\nspuh,Mallard,Anas platyrhynchos\n';
    expect((parseExport(text, 'x.csv', taxonomyChanges) as LifeList).counts).toMatchObject({ species: 1, spuh: 1, hybrid: 0 });
  });

  it('refuses a text that is not an export, and an export without rows', () => {
    const refused: NotAList = { error: 'not-export' };
    expect(parseExport(fixture('not-an-export.csv'), 'bank.csv', taxonomyChanges)).toEqual(refused);
    expect(parseExport('', 'empty.csv', taxonomyChanges)).toEqual(refused);
    expect(parseExport('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'list.pdf', taxonomyChanges)).toEqual(refused);
    expect(parseExport('Submission ID,Common name,Scientific name\nS1,Javan Kingfisher,Halcyon cyanoventris\n', 'x.csv', taxonomyChanges)).toEqual(refused);
    expect(parseExport(`${MY_EBIRD_DATA_HEADER}\r\n\r\n`, 'MyEBirdData.csv', taxonomyChanges)).toEqual({ error: 'empty' });
  });

  it('reads a keen birder’s 10,000 observation rows as their distinct species', () => {
    const list = parseExport(bigExport(), 'MyEBirdData.csv', taxonomyChanges) as LifeList;
    expect(list.counts).toEqual({ ...none, rows: BIG.rows, species: BIG.species, spuh: BIG.spuh });
    expect(new Set(list.seen).size).toBe(BIG.species);
  });
});

/** The site's species, as the page hands them to parseNames: English name, scientific name and code, each to its binomial. */
function knownOf(...english: string[]): Map<string, string> {
  return new Map(
    english.flatMap((name) => {
      const { scientific, id } = species(name);
      const key = scientific.toLowerCase();
      return [name.toLowerCase(), key, id].map((k) => [k, key] as [string, string]);
    }),
  );
}

describe('pasted names read as a life list', () => {
  const known = knownOf(
    'Javan Kingfisher',
    'Javan Pond-Heron',
    'Collared Kingfisher',
    'Sunda Teal',
    'Javan Munia',
    'Javan Myna',
    'Iceland Gull',
    'Medium Egret',
  );

  it('takes English names, scientific names and codes in any case, spacing or quotes', () => {
    const list = parseNames(
      'Javan Kingfisher\njavan  kingfisher\r\nHalcyon cyanoventris\njavkin1\n  JAVAN   POND-HERON  \nSunda Teal; Javan Munia\twhvmyn, Javan Myna\n"Collared Kingfisher (Collared)"\nTodiramphus chloris [chloris Group]\n\n',
      known,
      taxonomyChanges,
    ) as LifeList;
    expect(list.counts).toEqual({ ...none, rows: 11, species: 6 });
    expect(list).toMatchObject({ source: 'names', label: 'pasted names' });
    expect(on(list, 'Javan Kingfisher', 'Javan Pond-Heron', 'Sunda Teal', 'Javan Munia', 'Javan Myna', 'Collared Kingfisher', 'Medium Egret')).toHaveLength(6);
  });

  it('handles the older names of splits and lumps, with a curly apostrophe too', () => {
    const list = parseNames('Thayer’s Gull\nIntermediate Egret\ncattle egret', known, taxonomyChanges) as LifeList;
    expect(list.counts).toEqual({
      ...none,
      rows: 3,
      species: 1,
      lumps: [{ name: "Thayer's Gull", into: 'Larus glaucoides' }],
      splits: [
        { name: 'Intermediate Egret', into: ['Ardea intermedia', 'Ardea brachyrhyncha', 'Ardea plumifera'] },
        { name: 'Cattle Egret', into: ['Bubulcus ibis', 'Bubulcus coromandus'] },
      ],
    });
    expect(on(list, 'Iceland Gull', 'Medium Egret', 'Western Cattle Egret')).toEqual(['Iceland Gull']);
    // The 2023 name of the daughter that kept the scientific name is that daughter.
    expect(on(parseNames('Ardea intermedia', known, taxonomyChanges) as LifeList, 'Medium Egret')).toEqual(['Medium Egret']);
  });

  it('keeps a binomial the site does not know, and lists what it cannot read', () => {
    const list = parseNames(
      'Cardinalis cardinalis\nnorthern cardinal\nBlue Jay\nRock Pigeon (Feral Pigeon)\nGunung Gede\nnorcar',
      known,
      taxonomyChanges,
    ) as LifeList;
    expect(list.counts).toEqual({ ...none, rows: 6, species: 6, unknown: ['Blue Jay', 'Rock Pigeon (Feral Pigeon)', 'Gunung Gede', 'norcar'] });
    expect(on(list, 'Northern Cardinal', 'Blue Jay', 'Rock Pigeon')).toEqual(['Northern Cardinal', 'Blue Jay', 'Rock Pigeon']);
  });

  it('ignores spuhs, slashes, hybrids and domestic types, and counts an intergrade as its species', () => {
    const list = parseNames(
      'egret sp.\nEGRET SP.\nAccipitridae sp.\nPacific/American Golden-Plover\nMallard x American Black Duck (hybrid)\nRed Junglefowl (Domestic type)\nColaptes auratus auratus x cafer',
      known,
      taxonomyChanges,
    ) as LifeList;
    expect(list.counts).toEqual({ ...none, rows: 7, species: 1, spuh: 2, slash: 1, hybrid: 1, domestic: 1 });
    expect(on(list, 'Northern Flicker', 'Red Junglefowl', 'Mallard')).toEqual(['Northern Flicker']);
  });

  it('lists at most 20 unknown lines', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `Mystery Bird ${i}`);
    const list = parseNames(lines.join('\n'), known, taxonomyChanges) as LifeList;
    expect(list.counts.unknown).toEqual(lines.slice(0, 20));
    expect(list.counts.species).toBe(30);
  });

  it('refuses a text without names', () => {
    expect(parseNames(' \n, ;\t\n', known, taxonomyChanges)).toEqual({ error: 'empty' });
  });
});
