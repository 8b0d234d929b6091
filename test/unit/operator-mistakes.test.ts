import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didYouMean } from '../../model/suggest.ts';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { objectsIn, writtenObject } from '../../scripts/content/written.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { root } from '../helpers/render.ts';

// The mistakes an operator makes while editing content/, each made in a folder of its own that holds
// the one broken file (content/ stands in for the rest): each must stop the build with a
// ContentError, never a TypeError from a template, naming the file and line where the mistake is
// written, the field, what was expected, what was found and, where one is known, the fix.

const contentDir = join(root, 'content');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'operator-mistakes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A content folder whose `file` is content/'s with `from` replaced by `to`. The folders the file's
 * imports reach are linked to content/'s; the files beside a changed species module are copied, so
 * the section that imports it (species/index.ts) imports the changed one.
 */
function brokenCopy(file: string, from: string | RegExp, to: string): { dir: string; text: string; line: number } {
  const original = readFileSync(join(contentDir, file), 'utf8');
  // Without the snippet the case would test nothing: the content moved on and the case must follow.
  const at = typeof from === 'string' ? original.indexOf(from) : original.search(from);
  expect(at, `content/${file} holds the snippet the case breaks`).toBeGreaterThanOrEqual(0);
  const dir = mkdtempSync(join(work, 'case-'));
  const folder = dirname(file);
  for (const entry of readdirSync(contentDir)) {
    if (entry === 'photos' || entry === 'blog' || !statSync(join(contentDir, entry)).isDirectory()) continue;
    if (entry !== folder) symlinkSync(join(contentDir, entry), join(dir, entry));
    else {
      mkdirSync(join(dir, entry));
      for (const name of readdirSync(join(contentDir, entry))) {
        if (name.endsWith('.ts')) copyFileSync(join(contentDir, entry, name), join(dir, entry, name));
        else symlinkSync(join(contentDir, entry, name), join(dir, entry, name));
      }
    }
  }
  const text = original.replace(from, () => to);
  writeFileSync(join(dir, file), text);
  // The line the replacement's last written line lands on.
  const start = original.slice(0, at).split('\n').length;
  const written = to.split('\n');
  const last = written.findLastIndex((line) => line.trim() !== '');
  return { dir, text, line: start + Math.max(last, 0) };
}

/** The problems of a content folder: loading it must fail with a ContentError and nothing else. */
async function problemsOf(dir: string): Promise<readonly ContentProblem[]> {
  const error = await loadContent(dir, root, { fallback: contentDir }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the broken copy stops the build').toBeDefined();
  expect(error, String((error as Error).stack)).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

/** A trip report that loads without a problem; the report cases break one line of it. */
const report = [
  '---',
  'title: Cibodas at dawn',
  'date: 2026-05-02',
  'tour: birding',
  'package: 5d4n',
  'summary: A morning on the lower trail of Gunung Gede.',
  'cover:',
  '  id: locations/cibodas/1',
  '  alt: Flowering shrubs in the Cibodas gardens',
  'species:',
  '  - Javan Trogon',
  '  - Spotted Dove',
  '---',
  '',
  'A Javan Trogon called from the mid-storey before we reached the first bridge.',
  '',
].join('\n');

/** A content folder holding one trip report, `report` with `from` replaced by `to`. */
function brokenReport(from: string, to: string): { dir: string; file: string; text: string; line: number } {
  expect(report).toContain(from);
  const dir = mkdtempSync(join(work, 'report-'));
  mkdirSync(join(dir, 'blog'));
  const text = report.replace(from, () => to);
  writeFileSync(join(dir, 'blog', 'cibodas-at-dawn.md'), text);
  return { dir, file: 'blog/cibodas-at-dawn.md', text, line: report.slice(0, report.indexOf(from)).split('\n').length };
}

interface Mistake {
  name: string;
  /** The file under content/ the operator edits, the text they change and what they write instead. */
  file: string;
  from: string | RegExp;
  to: string;
  field: string;
  found: string;
  expected: RegExp;
  /** The fix offered: a "did you mean" of the closest values, or a sentence. */
  fix?: RegExp;
  /** Where the problem must point: the text of that line of the broken file; by default the line written last. */
  at?: string;
  /** The file the value is written in, when it is not the edited file's section (a species list imported by home.ts). */
  usedIn?: string;
}

const mistakes: Mistake[] = [
  {
    name: 'an unknown field, with no known field near it',
    file: 'birding-tour.ts',
    from: "        tabLabel: '5D/4N',\n",
    to: "        tabLabel: '5D/4N',\n        price: 'USD 890',\n",
    field: 'packages.items[0].price',
    found: '"price"',
    expected: /^a known field of packages\.items\[0\]: id, label, tabLabel, .*, whatToBring$/,
    fix: /^remove it, or add it to the schema in content\/schema\/tour\.ts$/,
  },
  {
    name: 'an unknown field that is a known one misspelt',
    file: 'birding-tour.ts',
    from: "        tabLabel: '7D/6N',",
    to: "        tabLable: '7D/6N',",
    field: 'packages.items[1].tabLable',
    found: '"tabLable"',
    expected: /^a known field of packages\.items\[1\]: /,
    fix: /^did you mean "tabLabel"\?$/,
  },
  {
    name: 'a page of the route table without its title',
    file: 'routes.ts',
    from: "    title: 'Contact',\n",
    to: '',
    field: 'contact.title',
    found: 'nothing (the field is missing)',
    expected: /string/,
    fix: /^add the field "title" to contact$/,
    at: '  contact: {',
  },
  {
    name: 'a page of the route table without any of its words',
    file: 'routes.ts',
    from: /^ {2}'mammals-tour': \{\n[^}]*\},\n/m,
    to: '',
    field: 'mammals-tour',
    found: 'nothing (the field is missing)',
    expected: /^given: the words \(title, description, heading\) of the page of the tour whose slug is "mammals-tour" in content\/tours\.ts$/,
    at: 'export default {',
  },
  {
    name: 'a page of the route table under a misspelt id',
    file: 'routes.ts',
    from: '  contact: {',
    to: '  contakt: {',
    field: 'contakt',
    found: '"contakt"',
    expected: /^a fixed page \(home, about-tour, blog, contact, not-found\) or the slug of a tour of content\/tours\.ts/,
    fix: /^did you mean "contact"\?$/,
  },
  {
    name: 'a tour whose page has no packages',
    file: 'mammals-tour.ts',
    from: '    items: [',
    to: '    items: [] || [',
    field: 'packages.items',
    found: '[]',
    expected: /^hold at least one package of the mammals-tour page/,
  },
  {
    name: 'a tab of sub-tabs with no package',
    file: 'ujung-kulon-tour.ts',
    from: '        packages: [',
    to: '        packages: [] || [',
    field: 'adventure.groups[0].packages',
    found: '[]',
    expected: /^hold at least one package/,
  },
  {
    name: 'a package id that another tab of its tab set has',
    file: 'krakatau-tour.ts',
    from: "      id: '3d2n',",
    to: "      id: 'one-day',",
    field: 'packages.extended.id',
    found: '"one-day"',
    expected: /^differ from the other tabs of packages \(packages\.groups\[0\]\.id is "one-day" too\)$/,
  },
  {
    name: 'two package tabs with one id',
    file: 'birding-tour.ts',
    from: "        id: '7d6n',",
    to: "        id: '5d4n',",
    field: 'packages.items[1].id',
    found: '"5d4n"',
    expected: /unique/,
  },
  {
    name: 'two reviews with one id',
    file: 'reviews.ts',
    from: "    id: 'birding-2',",
    to: "    id: 'birding-1',",
    field: '[1].id',
    found: '"birding-1"',
    expected: /unique/,
  },
  {
    name: 'two species records with one id',
    file: 'species/birds.ts',
    from: "    id: 'whwduc1',",
    to: "    id: 'suntea1',",
    field: 'birds[1].id',
    found: '"suntea1"',
    expected: /a species once/,
    usedIn: 'species/index.ts',
  },
  {
    name: 'a review for a tour that does not exist, with the closest tour',
    file: 'reviews.ts',
    from: "    tourType: 'birding',",
    to: "    tourType: 'birdwatching',",
    field: '[0].tourType',
    found: '"birdwatching"',
    expected: /^the id of a tour of content\/tours\.ts: birding, mammals, krakatau, waterbird, ujung-kulon$/,
    fix: /^did you mean "birding"\?$/,
  },
  {
    name: 'an explorer location whose species come from a site key the species lists lack',
    file: 'home.ts',
    from: "locationSpecies['gunung-gede']",
    to: "locationSpecies['gunung-gedeh']",
    field: "locationSpecies['gunung-gedeh']",
    found: '"gunung-gedeh"',
    expected: /^a key of locationSpecies in \S*species\/birds\.ts: ujung-kulon, muara-angke, gunung-gede, /,
    fix: /^did you mean "gunung-gede"\?$/,
  },
  {
    name: 'a phone whose display text shows another number than its e164',
    file: 'site.ts',
    from: "e164: '+6285700002011', display: '+62 857-0000-2011'",
    to: "e164: '+6285700002011', display: '+62 857-0000-2012'",
    field: 'phones[1].display',
    found: '"+62 857-0000-2012"',
    expected: /^show the number of e164 \(\+6285700002011\)/,
    fix: /^did you mean "\+62 857-0000-2011"\?$/,
  },
  {
    name: 'a bird record written as its English name instead of its eBird code',
    file: 'species/birds.ts',
    from: "    id: 'whwduc1',",
    to: "    id: 'White-winged Duck',",
    field: 'birds[1].id',
    found: '"White-winged Duck"',
    expected: /^an eBird species code of content\/species\/taxonomy-2023\.csv/,
    fix: /^did you mean "whwduc1 White-winged Duck"/,
    usedIn: 'species/index.ts',
  },
  {
    name: 'a misspelt species code',
    file: 'species/birds.ts',
    from: "    id: 'whwduc1',",
    to: "    id: 'whwduck1',",
    field: 'birds[1].id',
    found: '"whwduck1"',
    expected: /^an eBird species code/,
    fix: /"whwduc1 White-winged Duck"/,
    usedIn: 'species/index.ts',
  },
  {
    name: 'an image id written as a file name, with the id it was meant as',
    file: 'tours.ts',
    from: "image: { id: 'tours/birding-tour'",
    to: "image: { id: 'Tours/Birding-Tour.jpg'",
    field: '[0].image.id',
    found: '"Tours/Birding-Tour.jpg"',
    expected: /^an image id of lowercase words/,
    fix: /^did you mean "tours\/birding-tour"/,
  },
  {
    name: 'a picture without its alt text',
    file: 'home.ts',
    from: "image: { id: 'hero/1', alt: 'Morning mist drifting through the montane forest of Gunung Gede-Pangrango' }",
    to: "image: { id: 'hero/1' }",
    field: 'hero.slides[0].image.alt',
    found: 'nothing (the field is missing)',
    expected: /string/,
    fix: /^add the field "alt" to hero\.slides\[0\]\.image$/,
  },
  {
    name: 'an alt text left empty',
    file: 'home.ts',
    from: "alt: 'Morning mist drifting through the montane forest of Gunung Gede-Pangrango'",
    to: "alt: ' '",
    field: 'hero.slides[0].image.alt',
    found: '" "',
    expected: /^not be empty$/,
  },
  {
    name: 'a malformed e-mail address',
    file: 'site.ts',
    from: "address: 'hello@westjavabirding.example'",
    to: "address: 'hello@westjavabirding'",
    field: 'emails[1].address',
    found: '"hello@westjavabirding"',
    expected: /^an e-mail address such as name@example\.com$/,
  },
  {
    name: 'an http address where an https one belongs',
    file: 'site.ts',
    from: "url: 'https://www.instagram.com/westjavabirding/'",
    to: "url: 'http://www.instagram.com/westjavabirding/'",
    field: 'instagram.url',
    found: '"http://www.instagram.com/westjavabirding/"',
    expected: /^an https:\/\/ address such as https:\/\/www\.birdlife\.org\/ \(this field takes https:\/\/ only\)$/,
    fix: /https:\/\/www\.instagram\.com\/westjavabirding\//,
  },
  {
    name: 'a testimonial naming a tour by a name no tour has',
    file: 'home.ts',
    from: "tour: 'West Java Birding Tour', // SAMPLE",
    to: "tour: 'West Java Birding Tours', // SAMPLE",
    field: 'testimonials.items[0].tour',
    found: '"West Java Birding Tours"',
    expected: /^the display name of a tour in content\/tours\.ts/,
    fix: /^did you mean "West Java Birding Tour"\?$/,
  },
];

describe('an operator mistake stops the build with a clean content error', () => {
  it.each(mistakes)('$name', async ({ file, from, to, field, found, expected, fix, at, usedIn }) => {
    const copy = brokenCopy(file, from, to);
    const problems = await problemsOf(copy.dir);
    const problem = problems.find((p) => p.field === field);
    expect(problem, `a problem at ${field} among ${problems.map((p) => p.field).join(', ')}`).toBeDefined();
    expect(problem!.file).toBe(relative(root, join(copy.dir, file)));
    expect(problem!.usedIn).toBe(usedIn && relative(root, join(copy.dir, usedIn)));
    const line = at ? copy.text.split('\n').findIndex((text) => text.includes(at)) + 1 : copy.line;
    expect(problem!.line, `the line of ${file} that writes it`).toBe(line);
    expect(problem!.found).toBe(found);
    expect(problem!.expected).toMatch(expected);
    const given = didYouMean(problem!.suggestions) ?? problem!.fix;
    if (fix) expect(given).toMatch(fix);
  });

  it('reports an unknown field of a day several packages share once, where the day is written', async () => {
    const copy = brokenCopy('birding-tour.ts', "  meals: ['L', 'D'],\n};\nconst gedeLower", "  meals: ['L', 'D'],\n  price: 'USD 40',\n};\nconst gedeLower");
    const problems = await problemsOf(copy.dir);
    expect(problems.filter((p) => p.found === '"price"')).toEqual([
      expect.objectContaining({
        field: 'packages.items[0].itinerary[0].price',
        line: copy.text.split('\n').indexOf("  price: 'USD 40',") + 1,
        fix: expect.stringContaining('model/itinerary.ts'),
      }),
    ]);
  });

  it('prints each fact on a line of its own', async () => {
    const copy = brokenCopy('birding-tour.ts', "        tabLabel: '7D/6N',", "        tabLable: '7D/6N',");
    const printed = formatBuildError(await loadContent(copy.dir, root, { fallback: contentDir }).catch((e: unknown) => e));
    expect(printed).toContain(`file:     ${relative(root, join(copy.dir, 'birding-tour.ts'))}:${copy.line}\n`);
    expect(printed).toContain('field:    packages.items[1].tabLable\n');
    expect(printed).toContain('found:    "tabLable"\n');
    expect(printed).toContain('fix:      did you mean "tabLabel"?');
  });
});

describe('a trip report mistake stops the build at its line', () => {
  const reportMistakes = [
    { name: 'an unknown tour', from: 'tour: birding', to: 'tour: birdng', field: 'tour', found: '"birdng"', fix: /^did you mean "birding"\?$/ },
    {
      name: 'a day that is not in the calendar',
      from: 'date: 2026-05-02',
      to: 'date: 2026-02-30',
      field: 'date',
      found: '"2026-02-30"',
      fix: /^did you mean "2026-02-28"\?$/,
    },
    {
      name: 'a misspelt bird name',
      from: '  - Spotted Dove',
      to: '  - Spoted Dove',
      field: 'species[1]',
      found: '"Spoted Dove"',
      fix: /^did you mean "Spotted Dove"/,
    },
    { name: 'an unknown field', from: 'tour: birding', to: 'tour: birding\nguide: Asep', field: 'guide', found: '"Asep"', fix: undefined },
    { name: 'a package the tour does not have', from: 'package: 5d4n', to: 'package: 5d3n', field: 'package', found: '"5d3n"', fix: /^did you mean "5d4n"/ },
    {
      name: 'a misspelt site',
      from: 'package: 5d4n',
      to: 'sites:\n  - cibodas\n  - gunung-gedeh',
      field: 'sites[1]',
      found: '"gunung-gedeh"',
      fix: /^did you mean "gunung-gede"/,
    },
    {
      name: 'a trip with neither sites nor package',
      from: 'tour: birding\npackage: 5d4n',
      to: 'tour: birding',
      field: 'sites',
      found: 'neither',
      fix: undefined,
    },
    {
      name: 'a misspelt mammal',
      from: 'package: 5d4n',
      to: 'package: 5d4n\nmammals:\n  - Javan Gibon',
      field: 'mammals[0]',
      found: '"Javan Gibon"',
      fix: /^did you mean "Javan Gibbon"/,
    },
  ];

  it('loads the report the cases break', async () => {
    const dir = mkdtempSync(join(work, 'report-'));
    mkdirSync(join(dir, 'blog'));
    writeFileSync(join(dir, 'blog', 'cibodas-at-dawn.md'), report);
    await expect(loadContent(dir, root, { fallback: contentDir })).resolves.toHaveProperty('posts', [expect.objectContaining({ slug: 'cibodas-at-dawn' })]);
  });

  it.each(reportMistakes)('$name', async ({ from, to, field, found, fix }) => {
    const copy = brokenReport(from, to);
    const problems = await problemsOf(copy.dir);
    const problem = problems.find((p) => p.field === field);
    expect(problem, `a problem at ${field} among ${problems.map((p) => p.field).join(', ')}`).toBeDefined();
    expect(problem).toMatchObject({ file: relative(root, join(copy.dir, copy.file)), found });
    expect(problem!.line).toBe(copy.text.split('\n').indexOf(to.split('\n').at(-1)!) + 1);
    expect(problem!.expected).toBeTruthy();
    if (fix) expect(didYouMean(problem!.suggestions) ?? problem!.fix).toMatch(fix);
  });
});

describe('the object literal a value was written in', () => {
  const source = [
    "import { shared } from './shared.ts';",
    'type Day = { title: string };',
    "const day = { title: `Cibodas`, meals: ['B', 'L'] };",
    'export default {',
    "  records: [{ id: 'suntea1' }, { id: 'suntea1' }, { id: 'javtro1', endemic: 'Java' }],",
    '  // { id: "commented" }',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own source holds a template literal.
    "  days: [{ day: 1, ...day }, { day: 2, ...shared, note: `a ${'b'} c` }],",
    '  office: { latitude: -6.28, open: true, price: "USD 40" },',
    '};',
  ].join('\n');
  const objects = objectsIn('/c/page.ts', source);

  it('holds the keys written directly in each object, with their lines and literal values', () => {
    expect(objects.map((o) => [o.line, [...o.fields].map(([key, { line, literal }]) => [key, line, literal])])).toEqual([
      [
        3,
        [
          ['title', 3, 'Cibodas'],
          ['meals', 3, undefined],
        ],
      ],
      [
        4,
        [
          ['records', 5, undefined],
          ['days', 7, undefined],
          ['office', 8, undefined],
        ],
      ],
      [5, [['id', 5, 'suntea1']]],
      [5, [['id', 5, 'suntea1']]],
      [
        5,
        [
          ['id', 5, 'javtro1'],
          ['endemic', 5, 'Java'],
        ],
      ],
      [7, [['day', 7, 1]]],
      [
        7,
        [
          ['day', 7, 2],
          ['note', 7, undefined],
        ],
      ],
      [
        8,
        [
          ['latitude', 8, -6.28],
          ['open', 8, true],
          ['price', 8, 'USD 40'],
        ],
      ],
    ]);
  });

  it('is the best match of the values, the nth of equal ones, or the one writing a key', () => {
    expect(writtenObject({ id: 'javtro1' }, objects)?.fields.get('endemic')).toBeUndefined();
    expect(writtenObject({ id: 'javtro1', endemic: 'Java' }, objects)?.fields.has('endemic')).toBe(true);
    const [first, second] = objects.filter((o) => o.fields.get('id')?.literal === 'suntea1');
    expect(writtenObject({ id: 'suntea1' }, objects, { nth: 1 })).toBe(second);
    expect(writtenObject({ id: 'suntea1' }, objects)).toBe(first);
    expect(writtenObject({ latitude: -6.28, open: true, price: 'USD 40' }, objects, { key: 'price' })?.line).toBe(8);
    expect(writtenObject({ title: 'Cibodas', meals: [] }, objects, { key: 'price' })).toBeUndefined();
    expect(writtenObject({ id: 'ostric2' }, objects)).toBeUndefined();
  });
});

describe('what is not a mistake', () => {
  it('an untouched copy loads', async () => {
    const copy = brokenCopy('site.ts', 'export default {', 'export default {');
    await expect(loadContent(copy.dir, root, { fallback: contentDir })).resolves.toHaveProperty('site');
  });

  it('one number for two roles (the bookings phone is the WhatsApp number)', async () => {
    const copy = brokenCopy('site.ts', "e164: '+6285700002011', display: '+62 857-0000-2011'", "e164: '+6281200002011', display: '+62 812-0000-2011'");
    await expect(loadContent(copy.dir, root, { fallback: contentDir })).resolves.toHaveProperty('site');
  });

  it('a display text written the local way, with a 0 for the country code', async () => {
    const copy = brokenCopy('site.ts', "display: '+62 857-0000-2011'", "display: '0857-0000-2011'");
    await expect(loadContent(copy.dir, root, { fallback: contentDir })).resolves.toHaveProperty('site');
  });
});

describe('the real build with a mistake', () => {
  it('stops at the content step, prints the problem and leaves the previous dist/ byte for byte', () => {
    const copy = brokenCopy('birding-tour.ts', "        tabLabel: '5D/4N',\n", "        tabLabel: '5D/4N',\n        price: 'USD 890',\n");
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><title>previous build</title>');
    writeFileSync(join(dist, 'assets', 'old.css'), 'body{color:red}');
    const snapshot = () =>
      readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [relative(dist, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name), 'base64')])
        .sort();
    const before = snapshot();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/build.ts'), '--content', copy.dir, '--content-fallback', contentDir, '--out', dist, '--quiet'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).not.toContain('TypeError');
    expect(run.stderr).toContain(`file:     ${relative(root, join(copy.dir, 'birding-tour.ts'))}:${copy.line}\n`);
    expect(run.stderr).toContain('field:    packages.items[0].price');
    expect(run.stderr).toContain('found:    "price"');
    expect(run.stderr).toContain('fix:      remove it, or add it to the schema in model/tour.ts');
    expect(snapshot()).toEqual(before);
  });
});
