import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { didYouMean } from '../../model/suggest.ts';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { root } from '../helpers/render.ts';
import { shipped } from '../helpers/shipped.ts';

// The mistakes an operator makes while editing the YAML files of content/, each made in a folder of
// its own that holds the one broken file (content/ stands in for the rest): each must stop the build
// with a ContentError, never a TypeError from a template, naming the file, line and column where the
// mistake is written, the field as that file holds it, what was expected, what was found and, where
// one is known, the fix.

/** The ids of the tours, whatever tours the operator offers. */
const tourIds = shipped('tours').map((t) => t.id);

/** The last e-mail address of the site file, whatever the operator has made it. */
const lastEmail = shipped('site').emails.at(-1)!.address;

const contentDir = join(root, 'content');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'operator-mistakes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The 1-based line of content/`file` that reads `text` (the whole line); the case fails without it. */
function lineOf(file: string, text: string): number {
  const line = readFileSync(join(contentDir, file), 'utf8').split('\n').indexOf(text) + 1;
  if (line === 0) throw new Error(`content/${file} has no line "${text}": the content moved on and the case must follow`);
  return line;
}

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A content folder holding only `file`, content/'s with `from` replaced by `to`; the loader takes
 * every other file from content/. `line` is the line the replacement's last written line lands on.
 */
function brokenCopy(file: string, from: string | RegExp, to: string): { dir: string; text: string; line: number } {
  const original = readFileSync(join(contentDir, file), 'utf8');
  // Without the snippet the case would test nothing: the content moved on and the case must follow.
  const at = typeof from === 'string' ? original.indexOf(from) : original.search(from);
  expect(at, `content/${file} holds the snippet the case breaks`).toBeGreaterThanOrEqual(0);
  const dir = mkdtempSync(join(work, 'case-'));
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  const text = original.replace(from, () => to);
  writeFileSync(join(dir, file), text);
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
  /** The field as the file the problem names holds it, lists counted from 1. */
  field: string;
  found: string | RegExp;
  expected: RegExp;
  /** The fix offered: a "did you mean" of the closest values, or a sentence. */
  fix?: RegExp;
  /** The column the problem points at, counting from 1. */
  column: number;
  /** Where the problem must point: the text of that line; by default the line the edit writes last. */
  at?: string;
  /** The file the problem is reported at, when it is not the edited one: a file of content/ the copy takes unchanged. */
  reportedAt?: string;
}

const routeWords = /^mammals-tour:\n(?: {2}.*\n)*/m;
const jungleTab = 'packages/ujung-kulon-tour/adventure-jungle-tour-jungle-tour.yaml';

const mistakes: Mistake[] = [
  {
    name: 'an unknown field, with no known field near it',
    file: 'packages/birding-tour/5d4n.yaml',
    from: 'tabLabel: 5D/4N\n',
    to: 'tabLabel: 5D/4N\nprice: USD 890\n',
    field: 'price',
    found: '"price"',
    expected: /^a known field of the entry: id, label, tabLabel, .*, whatToBring$/,
    fix: /^remove it, or add it to the schema in model\/schema\/tour\.ts$/,
    column: 1,
  },
  {
    name: 'an unknown field that is a known one misspelt',
    file: 'packages/birding-tour/7d6n.yaml',
    from: 'tabLabel: 7D/6N\n',
    to: 'tabLable: 7D/6N\n',
    field: 'tabLable',
    found: '"tabLable"',
    expected: /^a known field of the entry: /,
    fix: /^did you mean "tabLabel"\?$/,
    column: 1,
  },
  {
    name: 'a page of the route table without its title',
    file: 'routes.yaml',
    from: '  title: Contact\n',
    to: '',
    field: 'contact.title',
    found: 'nothing (the field is missing)',
    expected: /^text$/,
    fix: /^write "title: …" \(text\) in contact$/,
    // At the entry that lacks it: its first field.
    at: '  navLabel: Contact',
    column: 3,
  },
  {
    name: 'a page of the route table without any of its words',
    file: 'routes.yaml',
    from: routeWords,
    to: '',
    field: 'mammals-tour',
    found: 'nothing (the field is missing)',
    expected: /^given: the words \(title, description, heading\) of the page of the tour whose slug is "mammals-tour" in content\/tours\/$/,
    at: 'home:',
    column: 1,
  },
  {
    name: 'a page of the route table under a misspelt id',
    file: 'routes.yaml',
    from: '\ncontact:\n',
    to: '\ncontakt:\n',
    field: 'contakt',
    found: '"contakt"',
    expected:
      /^a fixed page \(home, about-tour, practical, blog, contact, not-found\) or the slug of a tour of content\/tours\/ \(birding-tour, mammals-tour, /,
    fix: /^did you mean "contact"\?$/,
    // At the misspelt id itself.
    at: 'contakt:',
    column: 1,
  },
  {
    name: 'a package of a tour that does not exist',
    file: 'packages/mammals-tour/3d2n.yaml',
    from: 'tour: mammals\n',
    to: 'tour: mammal\n',
    field: 'tour',
    found: '"mammal"',
    expected: new RegExp(`^one of ${tourIds.map((id) => `"${id}"`).join(', ')}$`),
    fix: /^did you mean "mammals"\?$/,
    column: 1,
  },
  {
    name: 'a package of a tab of sub-tabs the page does not have',
    file: jungleTab,
    from: 'group: jungle-tour\n',
    to: 'group: jungle-tours\n',
    field: 'group',
    found: '"jungle-tours"',
    expected: /^"camping-tour", "package-b", "package-c", "package-e", "jungle-tour"$/,
    fix: /^did you mean "jungle-tour"\?$/,
    column: 1,
  },
  {
    name: 'a tab of sub-tabs left with no package',
    file: jungleTab,
    from: 'group: jungle-tour\n',
    to: 'group: camping-tour\n',
    field: 'page.adventure.groups[5]',
    found: '[]',
    expected: /^hold at least one package: the tab "Jungle Tour" would show nothing \(a package file with group: jungle-tour joins it\)$/,
    reportedAt: 'tours/ujung-kulon-tour.yaml',
    at: '      - id: jungle-tour',
    column: 9,
  },
  {
    name: 'a package id that another tab of its tab set has',
    file: 'packages/krakatau-tour/extended-3d2n.yaml',
    from: 'id: 3d2n\n',
    to: 'id: one-day\n',
    field: 'id',
    found: '"one-day"',
    expected: new RegExp(
      `^differ from the other tabs of packages \\(page\\.packages\\.groups\\[1\\]\\.id at content/tours/krakatau-tour\\.yaml:${lineOf('tours/krakatau-tour.yaml', '      - id: one-day')}:13 is "one-day" too\\)$`,
    ),
    column: 5,
  },
  {
    name: 'two package tabs with one id',
    file: 'packages/birding-tour/7d6n.yaml',
    from: 'id: 7d6n\n',
    to: 'id: 5d4n\n',
    field: 'id',
    found: '"5d4n"',
    expected: /^unique in its tab set: the entry at content\/packages\/birding-tour\/5d4n\.yaml:\d+:\d+ is "5d4n" too$/,
    column: 5,
  },
  {
    name: 'two reviews with one id',
    file: 'reviews/birding-2.yaml',
    from: 'id: birding-2\n',
    to: 'id: birding-1\n',
    field: 'id',
    found: '"birding-1"',
    expected: new RegExp(`^an id of its own: content/reviews/birding-1\\.yaml:${lineOf('reviews/birding-1.yaml', 'id: birding-1')}:1 has "birding-1" already$`),
    fix: /^give one of them another id, or delete the copy$/,
    column: 1,
  },
  {
    name: 'two species records with one id',
    file: 'species/birds/whwduc1.yaml',
    from: 'id: whwduc1\n',
    to: 'id: suntea1\n',
    field: 'id',
    found: '"suntea1"',
    expected: new RegExp(
      `^an id of its own: content/species/birds/suntea1\\.yaml:${lineOf('species/birds/suntea1.yaml', 'id: suntea1')}:1 has "suntea1" already$`,
    ),
    fix: /^give one of them another id, or delete the copy$/,
    column: 1,
  },
  {
    name: 'a review for a tour that does not exist, with the closest tour',
    file: 'reviews/birding-1.yaml',
    from: 'tourType: birding\n',
    to: 'tourType: birdwatching\n',
    field: 'tourType',
    found: '"birdwatching"',
    expected: new RegExp(`^the id of a tour of content/tours/: ${tourIds.join(', ')}$`),
    fix: /^did you mean "birding"\?$/,
    column: 11,
  },
  {
    name: 'an explorer location listing a misspelt species code',
    file: 'home.yaml',
    from: '        - javcoc1\n        - javwht1\n',
    to: '        - javcocc1\n        - javwht1\n',
    field: 'explorer.locations[3].species[3]',
    found: '"javcocc1"',
    expected: /^an eBird species code of model\/taxonomy-2023\.csv/,
    fix: /^did you mean "javcoc1 Javan Cochoa"/,
    at: '        - javcocc1',
    column: 11,
  },
  {
    name: 'a phone whose display text shows another number than its e164',
    file: 'site.yaml',
    from: '    display: +62 857-0000-2011\n',
    to: '    display: +62 857-0000-2012\n',
    field: 'phones[2].display',
    found: '"+62 857-0000-2012"',
    expected: /^show the number of e164 \(\+6285700002011\)/,
    fix: /^did you mean "\+62 857-0000-2011"\?$/,
    column: 14,
  },
  {
    name: 'a bird record written as its English name instead of its eBird code',
    file: 'species/birds/whwduc1.yaml',
    from: 'id: whwduc1\n',
    to: 'id: White-winged Duck\n',
    field: 'id',
    found: '"White-winged Duck"',
    expected: /^an eBird species code of model\/taxonomy-2023\.csv/,
    fix: /^did you mean "whwduc1 White-winged Duck"/,
    column: 5,
  },
  {
    name: 'a misspelt species code',
    file: 'species/birds/whwduc1.yaml',
    from: 'id: whwduc1\n',
    to: 'id: whwduck1\n',
    field: 'id',
    found: '"whwduck1"',
    expected: /^an eBird species code/,
    fix: /"whwduc1 White-winged Duck"/,
    column: 5,
  },
  {
    name: 'an image id written as a file name, with the id it was meant as',
    file: 'tours/birding-tour.yaml',
    from: '  id: tours/birding-tour\n',
    to: '  id: Tours/Birding-Tour.jpg\n',
    field: 'image.id',
    found: '"Tours/Birding-Tour.jpg"',
    expected: /^an image id of lowercase words/,
    fix: /^did you mean "tours\/birding-tour"/,
    column: 7,
  },
  {
    name: 'a picture without its alt text',
    file: 'home.yaml',
    from: '        alt: Morning mist drifting through the montane forest of Gunung Gede-Pangrango\n',
    to: '',
    field: 'hero.slides[1].image.alt',
    found: 'nothing (the field is missing)',
    expected: /^text$/,
    fix: /^write "alt: …" \(text\) in hero\.slides\[1\]\.image$/,
    at: '        id: hero/1',
    column: 9,
  },
  {
    name: 'an alt text left empty',
    file: 'home.yaml',
    from: '        alt: Morning mist drifting through the montane forest of Gunung Gede-Pangrango\n',
    to: '        alt: " "\n',
    field: 'hero.slides[1].image.alt',
    found: '" "',
    expected: /^not be empty$/,
    column: 14,
  },
  {
    name: 'a malformed e-mail address',
    file: 'site.yaml',
    from: `address: ${lastEmail}\n`,
    to: `address: ${lastEmail.replace(/\.[^.]+$/, '')}\n`,
    field: `emails[${shipped('site').emails.length}].address`,
    found: JSON.stringify(lastEmail.replace(/\.[^.]+$/, '')),
    expected: /^an e-mail address such as name@example\.com$/,
    column: 14,
  },
  {
    name: 'an http address where an https one belongs',
    file: 'site.yaml',
    from: 'url: https://www.instagram.com/westjavabirding/\n',
    to: 'url: http://www.instagram.com/westjavabirding/\n',
    field: 'instagram.url',
    found: '"http://www.instagram.com/westjavabirding/"',
    expected: /^an https:\/\/ address such as https:\/\/www\.birdlife\.org\/ \(this field takes https:\/\/ only\)$/,
    fix: /https:\/\/www\.instagram\.com\/westjavabirding\//,
    column: 8,
  },
  {
    name: 'a testimonial naming a tour by a name no tour has',
    file: 'home.yaml',
    from: 'tour: West Java Birding Tour # SAMPLE\n',
    to: 'tour: West Java Birding Tours # SAMPLE\n',
    field: 'testimonials.items[1].tour',
    found: '"West Java Birding Tours"',
    expected: /^the display name of a tour in content\/tours\/ \(West Java Birding Tour, /,
    fix: /^did you mean "West Java Birding Tour"\?$/,
    column: 13,
  },
  {
    name: 'an itinerary day that uses a shared day by a misspelt name',
    file: 'packages/birding-tour/5d4n.yaml',
    from: '    use: birding-gede-lower\n',
    to: '    use: birding-gede-lowr\n',
    field: 'itinerary[2].use',
    found: '"birding-gede-lowr"',
    expected: /^the file name of a day in content\/days\/, without \.yaml$/,
    fix: /^did you mean "birding-gede-lower"\?$/,
    column: 5,
  },
  {
    name: 'an itinerary day that uses a shared day no file holds',
    file: 'packages/birding-tour/5d4n.yaml',
    from: '    use: birding-gede-lower\n',
    to: '    use: cibodas-morning\n',
    field: 'itinerary[2].use',
    found: '"cibodas-morning"',
    expected: /^the file name of a day in content\/days\/, without \.yaml$/,
    fix: /^write the day in full here, or add content\/days\/cibodas-morning\.yaml$/,
    column: 5,
  },
  {
    name: 'a tab in the indentation',
    file: 'routes.yaml',
    from: '  title: Contact\n',
    to: '\ttitle: Contact\n',
    field: '(the file)',
    found: 'a tab indents this line',
    expected: /^YAML: "field: value" lines and "- entry" lists, indented with spaces$/,
    fix: /^YAML indents with spaces only: replace the tab with two spaces, lined up with the lines above$/,
    column: 1,
  },
  {
    name: 'a text whose quote is not closed',
    file: 'routes.yaml',
    from: '  title: Contact\n',
    to: '  title: "Contact\n',
    field: '(the file)',
    // Where the quote opens, not where the file ends.
    found: 'a text opened with " is not closed',
    expected: /^YAML: "field: value" lines and "- entry" lists, indented with spaces$/,
    fix: /^end the text with " on the same line$/,
    at: '  title: "Contact',
    column: 10,
  },
  {
    name: "an apostrophe inside '…'",
    file: 'routes.yaml',
    from: '  description: Species guides, tour stories and conservation news from West Java. Our blog is coming soon.\n',
    to: "  description: 'Species guides and tour stories from Java's forests and coasts.'\n",
    field: '(the file)',
    found: 'an apostrophe ends the quoted text early',
    expected: /^YAML: "field: value" lines and "- entry" lists, indented with spaces$/,
    fix: new RegExp(
      `^${literally("inside '…' write an apostrophe twice (Bali''s), or leave the quotes off: description: Species guides and tour stories from Java's forests and coasts.")}$`,
    ),
    column: 59,
  },
  {
    name: 'a field name without its colon',
    file: 'packages/birding-tour/5d4n.yaml',
    from: 'tabLabel: 5D/4N\n',
    to: 'tabLabel 5D/4N\n',
    field: '(the file)',
    found: 'a field name is not followed by a colon',
    expected: /^YAML: "field: value" lines and "- entry" lists, indented with spaces$/,
    fix: /^write it as "tabLabel: 5D\/4N"$/,
    column: 1,
  },
];

describe('an operator mistake stops the build with a clean content error', () => {
  it.each(mistakes)('$name', async ({ file, from, to, field, found, expected, fix, column, at, reportedAt }) => {
    const copy = brokenCopy(file, from, to);
    const problems = await problemsOf(copy.dir);
    const problem = problems.find((p) => p.field === field);
    expect(problem, `a problem at ${field} among ${problems.map((p) => p.field).join(', ')}`).toBeDefined();
    expect(problem!.file).toBe(reportedAt ? `content/${reportedAt}` : relative(root, join(copy.dir, file)));
    const text = reportedAt ? readFileSync(join(contentDir, reportedAt), 'utf8') : copy.text;
    const line = at ? text.split('\n').indexOf(at) + 1 : copy.line;
    expect(line, `the file reads "${at}"`).toBeGreaterThan(0);
    expect(problem!.line, `the line of ${reportedAt ?? file} that writes it`).toBe(line);
    expect(problem!.column, 'the column it is written at').toBe(column);
    if (typeof found === 'string') expect(problem!.found).toBe(found);
    else expect(problem!.found).toMatch(found);
    expect(problem!.expected).toMatch(expected);
    const given = didYouMean(problem!.suggestions) ?? problem!.fix;
    if (fix) expect(given).toMatch(fix);
  });

  it('reports an unknown field of a day several packages share once, where the day is written', async () => {
    const file = 'days/birding-arrival.yaml';
    const copy = brokenCopy(file, 'meals:\n  - L\n  - D\n', 'meals:\n  - L\n  - D\nprice: USD 40\n');
    const problems = await problemsOf(copy.dir);
    expect(problems.filter((p) => p.found === '"price"')).toEqual([
      expect.objectContaining({
        file: relative(root, join(copy.dir, file)),
        field: 'price',
        line: copy.text.split('\n').indexOf('price: USD 40') + 1,
        column: 1,
        expected: 'a known field of the entry: day, title, sites, entries, meals, overnight',
        fix: 'remove it, or add it to the schema in model/schema/tour.ts',
      }),
    ]);
  });

  it('prints each fact on a line of its own', async () => {
    const file = 'packages/birding-tour/5d4n.yaml';
    const copy = brokenCopy(file, 'tabLabel: 5D/4N\n', 'tabLabel: 5D/4N\nprice: USD 890\n');
    const printed = formatBuildError(await loadContent(copy.dir, root, { fallback: contentDir }).catch((e: unknown) => e));
    expect(printed).toContain(`file:     ${relative(root, join(copy.dir, file))}:${copy.line}:1\n`);
    expect(printed).toContain('field:    price\n');
    expect(printed).toContain('found:    "price"\n');
    expect(printed).toContain('fix:      remove it, or add it to the schema in model/schema/tour.ts\n');
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
