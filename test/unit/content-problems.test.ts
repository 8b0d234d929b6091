import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutTourSchema } from '../../model/schema/about-tour.ts';
import { visitMapBounds } from '../../model/schema/home.ts';
import { closest } from '../../model/suggest.ts';
import { closestBirdNames } from '../../model/taxonomy.ts';
import { tourSchema } from '../../model/schema/tour.ts';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import { type ContentProblem, toProblem } from '../../scripts/content/problems.ts';
import { locate, readYaml } from '../../scripts/content/yaml.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { content, fixtureDir, fixtureContent, root } from '../helpers/render.ts';
import { shipped, shippedTour } from '../helpers/shipped.ts';

const aboutTour = shipped('aboutTour');
const ujungKulonTour = shippedTour('ujung-kulon');

/** Loads a fixture folder (over content/) and returns the ContentError it must raise. */
async function problemsOf(name: string): Promise<ContentError> {
  const error = await fixtureContent(name).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

/**
 * Where `file` (relative to the project) writes a value, found here independently of the loader:
 * the first line that reads `text` (trimmed), and the column where `value` starts on it; `value`
 * is what follows "field: " or "- " unless given.
 */
function at(file: string, text: string, value = text.replace(/^(?:- )?(?:[\w.-]+: )?/, '')) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const index = lines.findIndex((l) => l.trim() === text);
  expect(index, `${file} has a line "${text}"`).toBeGreaterThanOrEqual(0);
  const column = lines[index]!.indexOf(value) + 1;
  expect(column, `"${value}" on line ${index + 1} of ${file}`).toBeGreaterThan(0);
  return { file, line: index + 1, column };
}

/** What a problem says of its place and value, to compare whole. */
const placeAndValue = ({ file, line, column, field, found }: ContentProblem) => ({ file, line, column, field, found });

describe('content problems', () => {
  const broken = 'test/fixtures/content/broken';

  it('reports every problem of every file in one run, each at the line and column of the YAML file that writes it', async () => {
    const error = await problemsOf('broken');
    const code = (field: string, found: string, where: ReturnType<typeof at>) => ({ ...where, field, found: JSON.stringify(found) });
    expect(error.problems.map(placeAndValue)).toEqual([
      code('phones[1].e164', '0812 0000 2011', at(`${broken}/site.yaml`, 'e164: 0812 0000 2011')),
      code('gallery.images[1].caption', '', at(`${broken}/home.yaml`, 'caption: ""')),
      code('explorer.locations[3].species[1]', 'Javan Hawk Eagle', at(`${broken}/home.yaml`, '- Javan Hawk Eagle')),
      code('page.endemics.slides[2].id', 'javtro', at(`${broken}/tours/birding-tour.yaml`, '- id: javtro')),
      code('highlights[1]', 'Javan Heron', at(`${broken}/packages/waterbird-tour/4d3n.yaml`, '- Javan Heron')),
      code('page.species.list[2].id', 'Milky stork', at(`${broken}/tours/waterbird-tour.yaml`, '- id: Milky stork')),
      // The misspelt name is no waterbird of the tour's list either, and the shipped packages' Milky
      // Stork (milsto1) is no longer on the list the fixture misspells: each is named where it is written.
      code('highlights[1]', 'Javan Heron', at(`${broken}/packages/waterbird-tour/4d3n.yaml`, '- Javan Heron')),
      code('highlights[1]', 'milsto1', at('content/packages/waterbird-tour/7d6n.yaml', '- milsto1')),
      code('highlights[1]', 'milsto1', at('content/packages/waterbird-tour/10d9n.yaml', '- milsto1')),
    ]);
    const byFound = (found: string) => error.problems.filter((p) => p.found === JSON.stringify(found));
    expect(byFound('Javan Hawk Eagle')[0]).toMatchObject({
      expected: 'an eBird species code of model/taxonomy-2023.csv (column eBird.Code)',
      suggestions: ['javhae1 Javan Hawk-Eagle'],
    });
    expect(byFound('javtro')[0]!.suggestions).toContain('javtro1 Javan Trogon');
    expect(byFound('Milky stork')[0]!.suggestions).toEqual(['milsto1 Milky Stork']);
    expect(byFound('Javan Heron').map((p) => p.suggestions)).toEqual([['japher1 Javan Pond-Heron'], undefined]);
    expect(byFound('Javan Heron')[1]!.expected).toBe('one of the waterbird species of species.list (found "Javan Heron")');
    expect(byFound('0812 0000 2011')[0]!.expected).toBe('an E.164 phone number (+ then 8 to 15 digits, no spaces)');
  });

  it('lists each problem in the message the build prints, at file:line:column', async () => {
    const printed = formatBuildError(await problemsOf('broken'));
    expect(printed).toMatch(/^Build failed: 9 content problems:/);
    const phone = at(`${broken}/site.yaml`, 'e164: 0812 0000 2011');
    const eagle = at(`${broken}/home.yaml`, '- Javan Hawk Eagle');
    for (const text of [
      `file:     ${phone.file}:${phone.line}:${phone.column}\n`,
      'field:    phones[1].e164 (lists counted from 1)',
      'found:    "0812 0000 2011"',
      `file:     ${eagle.file}:${eagle.line}:${eagle.column}\n`,
      'field:    explorer.locations[3].species[1] (lists counted from 1)',
      'fix:      did you mean "javhae1 Javan Hawk-Eagle"?',
      'field:    gallery.images[1].caption',
      '"javtro"',
      '"Milky stork"',
      'did you mean "japher1 Javan Pond-Heron"?',
    ]) {
      expect(printed).toContain(text);
    }
  });

  it('runs the rules across files once every file is well formed, naming each value where it is written', async () => {
    const error = await problemsOf('cross-file');
    const file = 'test/fixtures/content/cross-file/home.yaml';
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    // The fixture writes the unknown tour for two testimonials, each on its own line.
    const written = lines.flatMap((l, i) => (l.trim() === 'tour: Volcano Tour' ? [{ line: i + 1, column: l.indexOf('Volcano') + 1 }] : []));
    expect(written).toHaveLength(2);
    expect(error.problems.map(placeAndValue)).toEqual(
      written.map((w, i) => ({ file, ...w, field: `testimonials.items[${i + 1}].tour`, found: '"Volcano Tour"' })),
    );
    expect(error.problems[0]!.expected).toMatch(/^the display name of a tour in content\/tours\/ \(West Java Birding Tour, /);
  });

  it('reports a visit location off the route map with its file, line, column, field, the map bounds and the value', async () => {
    const error = await problemsOf('off-map');
    const { west, east, south, north } = visitMapBounds;
    const file = 'test/fixtures/content/off-map/home.yaml';
    const home = readYaml(join(root, file), file).value as { visit: { locations: { name: string }[] } };
    const entry = (name: string) => home.visit.locations.findIndex((l) => l.name === name) + 1;
    expect(error.problems).toEqual([
      {
        ...at(file, 'lat: 4.93'),
        field: `visit.locations[${entry('Way Kambas')}].lat`,
        message: expect.any(String),
        expected: `a latitude from ${south} to ${north} (south of the equator is negative), inside the route map (Java, southern Sumatra, Bali)`,
        found: '4.93',
      },
      {
        ...at(file, 'lon: 119.5'),
        field: `visit.locations[${entry('Bali Barat')}].lon`,
        message: expect.any(String),
        expected: `a longitude from ${west} to ${east}, inside the route map (Java, southern Sumatra, Bali)`,
        found: '119.5',
      },
    ]);
    const printed = formatBuildError(error);
    expect(printed).toContain(`field:    visit.locations[${entry('Bali Barat')}].lon (lists counted from 1)`);
    expect(printed).toMatch(/expected: a longitude from 104 to 116, inside the route map/);
  });

  it('names each page file a content folder lacks when nothing stands in for it', async () => {
    const error = await loadContent(fixtureDir('cross-file'), root).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const { problems } = error as ContentError;
    const missing = problems.filter((p) => p.message === 'is missing').map((p) => p.file);
    expect(missing).toContain('test/fixtures/content/cross-file/site.yaml');
    expect(missing).not.toContain('test/fixtures/content/cross-file/home.yaml');
    expect(problems.find((p) => p.file === 'test/fixtures/content/cross-file/site.yaml')).toEqual({
      file: 'test/fixtures/content/cross-file/site.yaml',
      field: '(the file)',
      message: 'is missing',
      expected: `the "site" page's words, as YAML`,
      found: 'no file',
    });
  });

  it('accepts the real content', async () => {
    await expect(loadContent(join(root, 'content'), root)).resolves.toHaveProperty('site');
  });

  it('names the YAML file, line and column where each wrong value is written, with the closest matches', async () => {
    const dir = 'test/fixtures/content/where-written';
    const error = await problemsOf('where-written');
    const seen = error.problems.map(({ file, line, column, field, usedIn, found, suggestions }) => ({ file, line, column, field, usedIn, found, suggestions }));
    expect(seen).toEqual([
      // The species list of a place on the home page's explorer is written in home.yaml itself.
      {
        ...at(`${dir}/home.yaml`, '- Green Peacock'),
        field: 'explorer.locations[3].species[1]',
        usedIn: undefined,
        found: '"Green Peacock"',
        suggestions: ['grepea1 Green Peafowl'],
      },
      // A review is a file of its own: its fields are named from the top of that file.
      { ...at(`${dir}/reviews/birding-1.yaml`, 'date: Marhc 2025'), field: 'date', usedIn: undefined, found: '"Marhc 2025"', suggestions: ['March 2025'] },
      // So is a tour's card.
      {
        ...at(`${dir}/tours/birding-tour.yaml`, 'id: Tours/Birding Tour.jpg'),
        field: 'image.id',
        usedIn: undefined,
        found: '"Tours/Birding Tour.jpg"',
        suggestions: ['tours/birding-tour', 'tours/birding-hero'],
      },
    ]);

    // A tour named by an id content/tours/ lacks is a reference across files, checked once every
    // file is well formed: test/fixtures/content/tour-reference holds that mistake alone.
    const reference = 'test/fixtures/content/tour-reference';
    const references = (await problemsOf('tour-reference')).problems;
    expect(references.map(placeAndValue)).toEqual([
      { ...at(`${reference}/contact.yaml`, 'tour: Birding'), field: 'packages.items[1].tour', found: '"Birding"' },
    ]);
    expect(references[0]!.suggestions).toEqual(['birding']);

    const printed = formatBuildError(error);
    expect(printed).toMatch(/^Build failed: 3 content problems:/);
    const peacock = at(`${dir}/home.yaml`, '- Green Peacock');
    expect(printed).toContain(
      [
        `file:     ${dir}/home.yaml:${peacock.line}:${peacock.column}`,
        '      field:    explorer.locations[3].species[1] (lists counted from 1)',
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
    (schema.safeParse(data).error?.issues ?? []).map((issue) => toProblem(issue, data, 'x.yaml'));

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
  const text = [
    '# a comment',
    'id: day-one',
    'entries:',
    '  - text: First light at the lake',
    '  - text: "A walk: Javan Trogon"',
    'sites: [cibodas, gunung-gede]',
    '',
  ].join('\n');
  const { value } = readYaml('/nowhere/day-one.yaml', 'content/days/day-one.yaml', text);

  it('is the line and column of the value in its YAML file, lists counted from 1 in the field', () => {
    expect(locate(value, ['entries', 1, 'text'])).toEqual({
      file: 'content/days/day-one.yaml',
      line: 5,
      column: 11,
      field: ['entries', 1, 'text'],
      complete: true,
    });
    expect(locate(value, ['sites', 1])).toMatchObject({ line: 6, column: 18 });
    expect(locate(value, ['id'])).toMatchObject({ line: 2, column: 5 });
  });

  it('is read again from each load: a file read twice gives values of its own each time, and an edited one its new text at its new line', () => {
    const again = readYaml('/nowhere/day-one.yaml', 'content/days/day-one.yaml', text).value as { entries: { text: string }[] };
    expect(again).toEqual(value);
    expect(again).not.toBe(value);
    again.entries[0]!.text = 'changed by a later step';
    expect((readYaml('/nowhere/day-one.yaml', 'content/days/day-one.yaml', text).value as typeof again).entries[0]!.text).toBe('First light at the lake');
    const edited = readYaml('/nowhere/day-one.yaml', 'content/days/day-one.yaml', text.replace('id: day-one', 'id: day-one\nname: The first day')).value;
    expect(edited).toMatchObject({ name: 'The first day' });
    expect(locate(edited, ['sites', 1])).toMatchObject({ line: 7, column: 18 });
  });

  it('is the shared day file, once, for a value of a day several packages use', async () => {
    const dir = 'test/fixtures/content/where-model';
    const day = `${dir}/days/birding-gunung-gede-the-cibodas-trail.yaml`;
    // Four packages of the fixture take the day by `use:`.
    const users = ['7d6n', '8d7n', '10d9n', '14d13n'].filter((p) =>
      readFileSync(join(root, dir, `packages/birding-tour/${p}.yaml`), 'utf8').includes('use: birding-gunung-gede-the-cibodas-trail'),
    );
    expect(users).toHaveLength(4);
    const error = await problemsOf('where-model');
    const ofDay = error.problems.filter((p) => p.found.startsWith('"A full day on the main trail'));
    expect(ofDay.map(placeAndValue)).toEqual([
      {
        ...at(
          day,
          readFileSync(join(root, day), 'utf8')
            .split('\n')
            .find((l) => l.includes('Targets: Javan Trogon'))!
            .trim(),
          '"A full day',
        ),
        field: 'entries[1].text',
        found: expect.stringContaining('Javan Trogon'),
      },
    ]);
    expect(ofDay[0]!.expected).toBe("name only species found at the day's sites (gunung-gede): the record of Javan Trogon places it at way-kambas (rare)");
  });
});

describe('species records and the lists that name them', () => {
  it('a duplicate record, an unknown code and a category outside the IUCN set stop the build at the line of the record file', async () => {
    const dir = 'test/fixtures/content/species-records';
    const error = await problemsOf('species-records');
    const first = at('content/species/birds/javtro1.yaml', 'id: javtro1', 'id');
    expect(error.problems.map(placeAndValue)).toEqual([
      // The second file with the id is named at its "id:", and the first by file, line and column.
      { ...at(`${dir}/species/birds/javtro1-2.yaml`, 'id: javtro1', 'id'), field: 'id', found: '"javtro1"' },
      { ...at(`${dir}/species/birds/ostric2.yaml`, 'category: Endangered'), field: 'iucn.category', found: '"Endangered"' },
      { ...at(`${dir}/species/birds/javtro.yaml`, 'id: javtro'), field: 'id', found: '"javtro"' },
    ]);
    const [twice, category, code] = error.problems;
    expect(twice).toMatchObject({
      expected: `an id of its own: ${first.file}:${first.line}:${first.column} has "javtro1" already`,
      fix: 'give one of them another id, or delete the copy',
    });
    expect(category!.expected).toBe('one of "LC", "NT", "VU", "EN", "CR", "EW", "EX", "DD", "NE"');
    expect(code!.suggestions).toContain('javtro1 Javan Trogon');
    const printed = formatBuildError(error);
    expect(printed).toContain(`expected: an id of its own: ${first.file}:${first.line}:${first.column} has "javtro1" already`);
    expect(printed).toContain('did you mean "javtro1 Javan Trogon"');
  });

  it('a list naming a code with no record stops the build at the line that names it', async () => {
    const dir = 'test/fixtures/content/species-unrecorded';
    const error = await problemsOf('species-unrecorded');
    expect(error.problems).toEqual([
      expect.objectContaining({
        ...at(`${dir}/home.yaml`, '- ostric2'),
        field: 'explorer.locations[1].species[1]',
        found: '"ostric2"',
        expected: expect.stringContaining('the id of a species record in content/species/'),
      }),
    ]);
  });
});

describe('the model of where', () => {
  it('refuses an unknown day site, a package species at none of its sites and an explorer species not found there, each at its line', async () => {
    const dir = 'test/fixtures/content/where-model';
    const pkg = (name: string) => `${dir}/packages/birding-tour/${name}.yaml`;
    const error = await problemsOf('where-model');
    // The shipped content the fixture lies over: its sites, its Javan Plover and its home page.
    const shippedContent = await content();
    // The misspelt site, with the closest site id and every site of the content.
    const site = error.problems.find((p) => p.found === '"gunung-gedee"');
    expect(site).toMatchObject({
      ...at(pkg('5d4n'), '- gunung-gedee'),
      field: 'itinerary[2].sites[1]',
      suggestions: ['gunung-gede'],
      expected: `the id of a site of content/sites/ (${shippedContent.sites.map((s) => s.id).join(', ')})`,
    });
    // Javan Trogon, found only at Way Kambas in the fixture's record: listed by four of the
    // fixture's birding packages that never go there (the 14-day one does, and is told to say the
    // bird is rare), and by every list of the shipped home page's explorer that names it.
    const trogonAt = Object.keys((readYaml(join(root, dir, 'species/birds/javtro1.yaml'), 'javtro1.yaml').value as { at: object }).at);
    expect(trogonAt).toEqual(['way-kambas']);
    const trogon = error.problems.filter((p) => p.found === '"javtro1"' && p.expected.startsWith('a species found at'));
    expect(trogon.filter((p) => p.file.startsWith(`${dir}/`)).map(placeAndValue)).toEqual(
      ['5d4n', '7d6n', '8d7n', '10d9n'].map((name) => ({ ...at(pkg(name), '- javtro1'), field: 'highlights[2]', found: '"javtro1"' })),
    );
    expect(trogon.find((p) => p.file === pkg('5d4n'))!.expected).toMatch(
      /^a species found at a site the package visits \(.*gunung-gede.*\): the record of Javan Trogon \(.*\) places it at way-kambas \(rare\)$/,
    );
    // The explorer lists of content/home.yaml that name it, in the order the file writes them, each
    // problem at its line (found in the file's text, apart from the loader).
    const listed = shippedContent.home.explorer.locations.flatMap((location, i) =>
      location.species.flatMap((id, j) =>
        id === 'javtro1' && !trogonAt.includes(location.id) ? [{ location: location.id, field: `explorer.locations[${i + 1}].species[${j + 1}]` }] : [],
      ),
    );
    const explorerLines = readFileSync(join(root, 'content/home.yaml'), 'utf8')
      .split('\n')
      .flatMap((l, i) => (l.trim() === '- javtro1' ? [{ line: i + 1, column: l.indexOf('javtro1') + 1 }] : []));
    expect(explorerLines).toHaveLength(listed.length);
    const explorer = trogon.filter((p) => p.file === 'content/home.yaml');
    expect(explorer.map(placeAndValue)).toEqual(listed.map(({ field }, i) => ({ file: 'content/home.yaml', ...explorerLines[i]!, field, found: '"javtro1"' })));
    expect(explorer.map((p) => p.expected)).toEqual(
      listed.map(({ location }) => `a species found at ${location} or a part of it: its record places it at way-kambas (rare)`),
    );
    // Any other shipped file that names it (a package the fixture does not replace) is told at a line that names it.
    for (const other of trogon.filter((p) => !p.file.startsWith(`${dir}/`) && p.file !== 'content/home.yaml'))
      expect(readFileSync(join(root, other.file), 'utf8').split('\n')[other.line! - 1], `${other.file}:${other.line}`).toMatch(/\bjavtro1\b/);
    expect(error.problems.find((p) => p.file === pkg('14d13n'))).toMatchObject({
      field: 'highlights[2]',
      expected: expect.stringContaining('say so beside a name alone'),
    });
    // A day's words promising a bird that none of the day's sites holds, by the shipped record of Javan Plover.
    const ploverAt = Object.entries(shippedContent.species.get('javplo1')!.at);
    expect(ploverAt.map(([id]) => id)).not.toContain('halimun');
    const plover = ploverAt.map(([id, o]) => `${id} (${o.likelihood})`).join(', ');
    expect(error.problems).toContainEqual(
      expect.objectContaining({
        ...at(pkg('5d4n'), '- text: A full day at Halimun for Javan Hawk-Eagle and Javan Plover.'),
        field: 'itinerary[4].entries[1].text',
        expected: `name only species found at the day's sites (halimun): the record of Javan Plover places it at ${plover}`,
      }),
    );
    const { line, column } = at(pkg('5d4n'), '- gunung-gedee');
    expect(formatBuildError(error)).toContain(`file:     ${pkg('5d4n')}:${line}:${column}\n      field:    itinerary[2].sites[1] (lists counted from 1)`);
  });

  it("refuses a likelihood outside the guides' words and a month outside the year, at the record", async () => {
    const dir = 'test/fixtures/content/where-values/species/birds';
    const error = await problemsOf('where-values');
    expect(error.problems.map(placeAndValue)).toEqual([
      // A place written with its months: the month that is not one, where it is written.
      { ...at(`${dir}/pygtit1.yaml`, '- Sept', 'Sept'), field: 'at.kawah-putih.months[1]', found: '"Sept"' },
      { ...at(`${dir}/javcoc1.yaml`, 'gunung-gede: sometimes'), field: 'at.gunung-gede', found: '"sometimes"' },
    ]);
  });
});
