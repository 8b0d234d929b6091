import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitMapBounds } from '../../model/home.ts';
import { aboutTourSchema } from '../../model/about-tour.ts';
import { tourSchema } from '../../model/tour.ts';
import { closest } from '../../model/suggest.ts';
import { closestBirdNames } from '../../model/taxonomy.ts';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import { toProblem } from '../../scripts/content/problems.ts';
import { placesOf } from '../../scripts/content/where.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { fixtureDir, loadFixture, root } from '../helpers/render.ts';

import { shipped, shippedLists, shippedTour } from '../helpers/shipped.ts';
const home = shipped('home');
const aboutTour = shipped('aboutTour');
const ujungKulonTour = shippedTour('ujung-kulon');
const { birds } = shippedLists();

/** Loads a fixture folder and returns the ContentError it must raise. */
async function problemsOf(name: string): Promise<ContentError> {
  const error = await loadFixture(name).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('content problems', () => {
  it('reports every problem of every file in one run, each with file, field, expected and found', async () => {
    const error = await problemsOf('broken');
    const dir = 'test/fixtures/content/broken';
    expect(error.problems.map((p) => `${(p.usedIn ?? p.file).slice(dir.length + 1)} ${p.field.replace(/\[\d+\]/g, '[]')}`).sort()).toEqual([
      'birding-tour.ts endemics.slides[].id',
      'home.ts explorer.locations[].species[]',
      'home.ts gallery.images[].caption',
      'site.ts phones[].e164',
      // The misspelt name, and each package target the species list no longer holds.
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts species.list[].id',
    ]);
    const byField = Object.fromEntries(
      error.problems.filter((p) => !p.message.includes('waterbird species of species.list')).map((p) => [p.field.replace(/\[\d+\]/g, '[]'), p]),
    );
    expect(byField['explorer.locations[].species[]']).toMatchObject({
      found: '"Javan Hawk Eagle"',
      expected: expect.stringContaining('taxonomy-2023.csv'),
      suggestions: ['javhae1 Javan Hawk-Eagle'],
    });
    expect(byField['endemics.slides[].id']).toMatchObject({
      found: '"javtro"',
      expected: expect.stringContaining('eBird species code'),
      suggestions: expect.arrayContaining(['javtro1 Javan Trogon']),
    });
    expect(byField['species.list[].id']).toMatchObject({ found: '"Milky stork"', suggestions: ['milsto1 Milky Stork'] });
    expect(byField['packages.items[].highlights[]']).toMatchObject({ found: '"Javan Heron"', suggestions: ['japher1 Javan Pond-Heron'] });
  });

  it('lists each problem in the message the build prints', async () => {
    const printed = formatBuildError(await problemsOf('broken'));
    expect(printed).toMatch(/^Build failed: 9 content problems:/);
    for (const text of [
      'broken/site.ts:5\n',
      'field:    phones[0].e164',
      'did you mean "javhae1 Javan Hawk-Eagle"?',
      'found:    "0812 0000 2011"',
      'field:    gallery.images',
      '"Javan Hawk Eagle"',
      '"javtro"',
      '"Milky stork"',
      '"Javan Heron"',
    ]) {
      expect(printed).toContain(text);
    }
  });

  it('runs the rules across files once every file is well formed', async () => {
    const error = await problemsOf('cross-file');
    // The fixture writes the tour once, on line 5, for both testimonials.
    expect(error.problems).toEqual(
      [0, 1].map((i) =>
        expect.objectContaining({ file: 'test/fixtures/content/cross-file/home.ts', line: 5, field: `testimonials.items[${i}].tour`, found: '"Volcano Tour"' }),
      ),
    );
  });

  it('reports a visit location off the route map with its file, field, the map bounds and the value', async () => {
    const error = await problemsOf('off-map');
    const { west, east, south, north } = visitMapBounds;
    const file = 'test/fixtures/content/off-map/home.ts';
    const index = (name: string) => home.visit.locations.findIndex((l) => l.name === name);
    expect(error.problems).toEqual([
      {
        file,
        field: `visit.locations[${index('Way Kambas')}].lat`,
        message: expect.any(String),
        expected: expect.stringContaining(`latitude from ${south} to ${north}`),
        found: '4.93',
      },
      {
        file,
        field: `visit.locations[${index('Bali Barat')}].lon`,
        message: expect.any(String),
        expected: expect.stringContaining(`longitude from ${west} to ${east}`),
        found: '119.5',
      },
    ]);
    const printed = formatBuildError(error);
    expect(printed).toContain(`field:    visit.locations[${index('Bali Barat')}].lon`);
    expect(printed).toMatch(/expected: a longitude from 104 to 116, inside the route map/);
  });

  it('names each section file a content folder lacks when nothing stands in for it', async () => {
    const error = await loadContent(fixtureDir('cross-file'), root).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const missing = (error as ContentError).problems.filter((p) => p.message === 'is missing').map((p) => p.file);
    expect(missing).toContain('test/fixtures/content/cross-file/site.ts');
    expect(missing).not.toContain('test/fixtures/content/cross-file/home.ts');
    expect((error as ContentError).problems.find((p) => p.file === 'test/fixtures/content/cross-file/site.ts')).toMatchObject({
      field: '(file)',
      found: 'no file',
    });
  });

  it('accepts the real content', async () => {
    await expect(loadContent(join(root, 'content'), root)).resolves.toHaveProperty('site');
  });

  it('names the file and line where each wrong value is written, not the file that uses it, with the closest matches', async () => {
    const dir = 'test/fixtures/content/where-written';
    /** The line of a fixture file that writes `literal`, found here independently of the loader. */
    const lineOf = (file: string, literal: string, folder = dir) =>
      readFileSync(join(root, folder, file), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes(literal)) + 1;
    const gede = home.explorer.locations.findIndex((l) => l.id === 'gunung-gede');
    const error = await problemsOf('where-written');
    const seen = error.problems.map(({ file, line, field, usedIn, found, suggestions }) => ({ file, line, field, usedIn, found, suggestions }));
    expect(seen).toEqual([
      {
        file: `${dir}/tours.ts`,
        line: lineOf('tours.ts', "'Tours/Birding Tour.jpg'"),
        field: '[0].image.id',
        usedIn: undefined,
        found: '"Tours/Birding Tour.jpg"',
        suggestions: expect.arrayContaining(['tours/birding-tour']),
      },
      // The species list is written in species/birds.ts; home.ts only uses it.
      {
        file: `${dir}/species/birds.ts`,
        line: lineOf('species/birds.ts', "'Green Peacock'"),
        field: `explorer.locations[${gede}].species[0]`,
        usedIn: `${dir}/home.ts`,
        found: '"Green Peacock"',
        suggestions: ['grepea1 Green Peafowl'],
      },
      {
        file: `${dir}/reviews.ts`,
        line: lineOf('reviews.ts', "'Marhc 2025'"),
        field: '[0].date',
        usedIn: undefined,
        found: '"Marhc 2025"',
        suggestions: ['March 2025'],
      },
    ]);
    expect(seen.every((p) => (p.line ?? 0) > 0)).toBe(true);
    expect(seen[0]!.suggestions![0]).toBe('tours/birding-tour');

    // A tour named by an id content/tours/ lacks is a reference across files, checked once every
    // file is well formed: test/fixtures/content/tour-reference holds that mistake alone.
    const reference = 'test/fixtures/content/tour-reference';
    const references = (await problemsOf('tour-reference')).problems.map(({ file, line, field, usedIn, found, suggestions }) => ({
      file,
      line,
      field,
      usedIn,
      found,
      suggestions,
    }));
    expect(references).toEqual([
      {
        file: `${reference}/contact.ts`,
        line: lineOf('contact.ts', "'Birding'", reference),
        field: 'packages.items[0].tour',
        usedIn: undefined,
        found: '"Birding"',
        suggestions: ['birding'],
      },
    ]);
    expect(references[0]!.line).toBeGreaterThan(0);

    const printed = formatBuildError(error);
    expect(printed).toMatch(/^Build failed: 3 content problems:/);
    expect(printed).toContain(
      [
        `file:     ${dir}/species/birds.ts:${lineOf('species/birds.ts', "'Green Peacock'")}`,
        `      field:    explorer.locations[${gede}].species[0] (in ${dir}/home.ts)`,
        '      expected: an eBird species code of model/taxonomy-2023.csv (column eBird.Code)',
        '      found:    "Green Peacock"',
        '      fix:      did you mean "grepea1 Green Peafowl"?',
      ].join('\n'),
    );
  });
});

describe('every bird name the pages print is checked against the taxonomy', () => {
  /** The problems a schema finds in a broken copy of a content file. */
  const problemsIn = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Parameters<typeof toProblem>[0][] } } }, data: unknown) =>
    (schema.safeParse(data).error?.issues ?? []).map((issue) => toProblem(issue, data, 'x.ts'));

  it("the About page's key species, by eBird code", () => {
    const about = structuredClone(aboutTour);
    about.keySpecies.items[0]!.id = 'Javan Hawk-Eagle';
    about.keySpecies.items[1]!.id = 'javtro';
    expect(problemsIn(aboutTourSchema, about).map(({ field, found, suggestions }) => ({ field, found, suggestions }))).toEqual([
      { field: 'keySpecies.items[0].id', found: '"Javan Hawk-Eagle"', suggestions: ['javhae1 Javan Hawk-Eagle'] },
      { field: 'keySpecies.items[1].id', found: '"javtro"', suggestions: expect.arrayContaining(['javtro1 Javan Trogon']) },
    ]);
  });

  it("Ujung Kulon's key birds of each birding package", () => {
    const tour = structuredClone(ujungKulonTour);
    tour.birding.items[0]!.keyBirds[0] = 'Green Peacock';
    expect(problemsIn(tourSchema, tour)).toEqual([
      expect.objectContaining({ field: 'birding.items[0].keyBirds[0]', found: '"Green Peacock"', suggestions: ['grepea1 Green Peafowl'] }),
    ]);
  });
});

describe('closest matches', () => {
  it('forgive case, hyphens and spaces, then count edits, nearest first and at most three', () => {
    expect(closestBirdNames('Javan Hawk Eagle')).toEqual(['Javan Hawk-Eagle']);
    expect(closestBirdNames('javan hawk-eagle')).toEqual(['Javan Hawk-Eagle']);
    expect(closestBirdNames('Green Peacock')).toEqual(['Green Peafowl']);
    expect(closestBirdNames('Storms Stork')).toEqual(["Storm's Stork"]);
    expect(closestBirdNames('Javan Kingfsher')).toEqual(['Javan Kingfisher']);
    // One edit each for Trogon and Trogo (in the candidates' order), two for Trogan; Tesia is too far.
    expect(closest('Javan Trogom', ['Javan Tesia', 'Javan Trogan', 'Javan Trogon', 'Javan Trogo', 'Javan Cochoa'])).toEqual([
      'Javan Trogon',
      'Javan Trogo',
      'Javan Trogan',
    ]);
  });

  it('offer nothing for a value no candidate is near', () => {
    expect(closestBirdNames('Javan Rhinoceros')).toEqual([]);
    expect(closest('volcano', ['birding', 'mammals', 'krakatau', 'ujung-kulon', 'waterbird'])).toEqual([]);
  });
});

describe('where a value is written', () => {
  const sources = new Map([
    ['/c/species.ts', "export const birds = [\n  'Javan Trogon',\n  // 'Green Peacock' was here\n  \"Green Peacock\",\n];\n"],
    [
      '/c/home.ts',
      "import { birds } from './species.ts';\nconst gede = birds.filter((b) => b !== 'Green Peacock');\nexport default { list: ['Green Peacock'] };\n",
    ],
  ]);

  it('is every line that writes the value as a string literal, in any quotes, across the modules', () => {
    expect(placesOf('Green Peacock', sources)).toEqual([
      { path: '/c/species.ts', line: 4 },
      { path: '/c/home.ts', line: 3 },
    ]);
  });

  it('leaves out comments, comparisons and longer strings that contain the value', () => {
    expect(placesOf('Javan', sources)).toEqual([]);
    expect(placesOf('Javan Trogon', sources)).toEqual([{ path: '/c/species.ts', line: 2 }]);
  });
});

describe('species records and the lists that name them', () => {
  /** The line of a fixture file that writes `literal`, found here independently of the loader. */
  const lineOf = (dir: string, file: string, literal: string) =>
    readFileSync(join(root, dir, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(literal)) + 1;

  it('a duplicate record, an unknown code and a category outside the IUCN set stop the build at the line of the records file', async () => {
    const dir = 'test/fixtures/content/species-records';
    const error = await problemsOf('species-records');
    const count = birds.length;
    const seen = error.problems.map(({ file, line, field, found, suggestions }) => ({ file, line, field, found, suggestions }));
    expect(seen).toEqual([
      {
        file: `${dir}/species/index.ts`,
        line: lineOf(dir, 'species/index.ts', "{ id: 'javtro', "),
        field: `birds[${count + 1}].id`,
        found: '"javtro"',
        suggestions: expect.arrayContaining(['javtro1 Javan Trogon']),
      },
      {
        file: `${dir}/species/index.ts`,
        line: lineOf(dir, 'species/index.ts', "'Endangered'"),
        field: `birds[${count + 2}].iucn.category`,
        found: '"Endangered"',
        suggestions: undefined,
      },
      {
        file: `${dir}/species/index.ts`,
        line: lineOf(dir, 'species/index.ts', "{ id: 'javtro1', "),
        field: `birds[${count}].id`,
        found: '"javtro1"',
        suggestions: undefined,
      },
    ]);
    const printed = formatBuildError(error);
    expect(printed).toContain('expected: name a species once: another record already has this id');
    expect(printed).toContain('did you mean "javtro1 Javan Trogon"');
    expect(printed).toContain('one of "LC", "NT", "VU", "EN", "CR", "EW", "EX", "DD", "NE"');
  });

  it('a list naming a code with no record stops the build at the line that names it', async () => {
    const dir = 'test/fixtures/content/species-unrecorded';
    const error = await problemsOf('species-unrecorded');
    expect(error.problems).toEqual([
      expect.objectContaining({
        file: `${dir}/home.ts`,
        line: lineOf(dir, 'home.ts', "'ostric2'"),
        field: 'explorer.locations[0].species[0]',
        found: '"ostric2"',
        expected: expect.stringContaining('species record'),
      }),
    ]);
  });
});

describe('the model of where', () => {
  it('refuses an unknown day site, a package species at none of its sites and an explorer species not found there, each at its line', async () => {
    const dir = 'test/fixtures/content/where-model';
    const error = await problemsOf('where-model');
    // The rule of sites' problems alone: the hedge rules also speak of a bird made rare (Javan Trogon at Way Kambas).
    const fields = error.problems.filter((p) => !p.expected.includes('say so')).map((p) => `${p.field} ${p.found}`);
    // The misspelt site, with the closest site id.
    expect(error.problems).toContainEqual(
      expect.objectContaining({
        file: `${dir}/birding-tour.ts`,
        field: 'packages.items[0].itinerary[1].sites[0]',
        found: '"gunung-gedee"',
        suggestions: expect.arrayContaining(['gunung-gede']),
        expected: expect.stringContaining('the id of a site of content/sites/ (jakarta, muara-angke'),
      }),
    );
    // Javan Trogon, found only at Way Kambas: listed by four birding packages that never go there
    // (the 14-day one does), and by the Gunung Gede explorer list.
    const trogon = error.problems.filter((p) => p.found === '"javtro1"');
    expect(trogon.map((p) => p.field.replace(/\[\d+\]$/, '[]'))).toEqual(
      expect.arrayContaining([
        'packages.items[0].highlights[]',
        'packages.items[1].highlights[]',
        'packages.items[2].highlights[]',
        'packages.items[3].highlights[]',
        'explorer.locations[2].species[]',
      ]),
    );
    expect(fields.some((f) => f.startsWith('packages.items[4].highlights') && f.endsWith('"javtro1"'))).toBe(false);
    // A day's words promising a bird that none of the day's sites holds.
    expect(error.problems).toContainEqual(
      expect.objectContaining({
        file: `${dir}/birding-tour.ts`,
        field: 'packages.items[0].itinerary[3].entries[0].text',
        expected: "name only species found at the day's sites (halimun): the record of Javan Plover places it at muara-gembong (likely)",
      }),
    );
    expect(trogon[0]!.expected).toMatch(
      /^a species found at a site the package visits \(.*gunung-gede.*\): the record of Javan Trogon \(content\/species\/, birds\[\d+\]\.at\) places it at way-kambas \(rare\)$/,
    );
    const line =
      readFileSync(join(root, dir, 'birding-tour.ts'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes("'gunung-gedee'")) + 1;
    expect(formatBuildError(error)).toContain(`file:     ${dir}/birding-tour.ts:${line}\n      field:    packages.items[0].itinerary[1].sites[0]`);
  });

  it("refuses a likelihood outside the guides' words and a month outside the year, at the record", async () => {
    const error = await problemsOf('where-values');
    expect(error.problems.map((p) => [p.file.replace(/:\d+$/, ''), p.field, p.found])).toEqual(
      expect.arrayContaining([
        [
          expect.stringMatching(/where-values\/species\/index\.ts$|content\/species\/birds\.ts$/),
          expect.stringMatching(/^birds\[\d+\]\.at\.gunung-gede$/),
          '"sometimes"',
        ],
        [
          expect.stringMatching(/where-values\/species\/index\.ts$|content\/species\/birds\.ts$/),
          expect.stringMatching(/^birds\[\d+\]\.at\.kawah-putih(\.months\[0\])?$/),
          expect.stringContaining('Sept'),
        ],
      ]),
    );
    expect(error.problems).toHaveLength(2);
  });
});
