import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { loadFixture } from '../helpers/load-fixture.ts';
import { root } from '../helpers/render.ts';
import { shipped } from '../helpers/shipped.ts';

// The values the cases break are read from the site file, whatever the operator has made them.
const site = shipped('site');
const phone = site.phones.at(-1)!;
const wrongDisplay = phone.display.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
const email = site.emails.at(-1)!.address;
const brokenEmail = email.replace('@', ' at ');

// Mistakes an operator makes while editing content/, each an edit of a fixture's copy of the real content, undone after its case: every one
// stops the build with a ContentError (never a raw TypeError), naming the YAML file, the line and
// column where the value is written, the field inside that file (lists counted from 1), what was
// expected, what was found, and a fix where one is known.

const fixture = loadFixture();
afterEach(() => fixture.resetEdits());
afterAll(() => fixture.clean());

interface Case {
  name: string;
  /** The file of content/ the operator edits, or writes anew when `from` is empty. */
  file: string;
  /** The text of the file the case changes (it must hold it); empty for a new file. */
  from: string;
  to: string;
  /** What the one problem must hold. */
  expect: Pick<ContentProblem, 'field' | 'found'> & Partial<ContentProblem>;
  /**
   * Where the problem is reported: the first `value` in the changed file from the changed text on
   * (or from the first `after` on), its line and column.
   */
  at: { value: string; after?: string } | 'unchecked';
  /** A fix: closest values, or a sentence. */
  fix: RegExp;
}

/** The content a case loads (the fixture's, with the case's edit), the path its problems print it as, and the changed text. */
function copyWith({ file, from, to }: Case) {
  let text = to;
  fixture.editFile(`content/${file}`, (original) => {
    if (!from) return to;
    expect(original, `content/${file} holds the text the case changes`).toContain(from);
    text = original.replace(from, to);
    return text;
  });
  return { dir: fixture.contentDir(), shown: `content/${file}`, text, edit: from ? readFileSync(join(root, 'content', file), 'utf8').indexOf(from) : 0 };
}

async function problemsIn(dir: string): Promise<ContentProblem[]> {
  // The fixture's folder is the root, so a problem names its file as content/….
  const error = await loadContent(dir, fixture.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the edited content stops the build').toBeInstanceOf(ContentError);
  return [...(error as ContentError).problems];
}

/** Line and column (from 1) of `offset` in `text`. */
function position(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

const cases: Case[] = [
  {
    name: 'an unknown field in a package, with the closest known field',
    file: 'packages/birding-tour/5d4n.yaml',
    from: 'tabLabel: 5D/4N',
    to: 'tabLable: 5D/4N',
    expect: { field: 'tabLable', found: '"tabLable"', expected: expect.stringMatching(/^a known field of the entry: id, label, tabLabel, /) },
    at: { value: 'tabLable' },
    fix: /^did you mean "tabLabel"\?$/,
  },
  {
    name: 'an unknown field with no close known field',
    file: 'packages/birding-tour/5d4n.yaml',
    from: 'tabLabel: 5D/4N\n',
    to: 'tabLabel: 5D/4N\nprice: USD 890\n',
    expect: { field: 'price', found: '"price"' },
    at: { value: 'price' },
    fix: /^remove it, or add it to the schema in model\/schema\/tour\.ts$/,
  },
  {
    name: 'a phone whose display shows another number than its e164',
    file: 'site.yaml',
    from: `display: ${phone.display}\n`,
    to: `display: ${wrongDisplay}\n`,
    expect: {
      field: `phones[${site.phones.length}].display`,
      found: JSON.stringify(wrongDisplay),
      expected: expect.stringContaining(`show the number of e164 (${phone.e164})`),
    },
    at: { value: wrongDisplay },
    fix: new RegExp(`^did you mean "${phone.display.replace(/[+.]/g, '\\$&')}"\\?$`),
  },
  {
    name: 'a malformed e-mail address',
    file: 'site.yaml',
    from: `address: ${email}`,
    to: `address: ${brokenEmail}`,
    expect: { field: `emails[${site.emails.length}].address`, found: JSON.stringify(brokenEmail), expected: 'an e-mail address such as name@example.com' },
    at: { value: brokenEmail },
    fix: /^$/,
  },
  {
    name: 'an http address where https is needed',
    file: 'site.yaml',
    from: 'url: https://www.instagram.com/westjavabirding/',
    to: 'url: http://www.instagram.com/westjavabirding/',
    expect: { field: 'instagram.url', found: '"http://www.instagram.com/westjavabirding/"', expected: expect.stringContaining('an https:// address') },
    at: { value: 'http://' },
    fix: /^did you mean "https:\/\/www\.instagram\.com\/westjavabirding\/"\?$/,
  },
  {
    name: 'a review for an unknown tour, with the closest tours',
    file: 'reviews/birding-1.yaml',
    from: 'tourType: birding',
    to: 'tourType: bird',
    expect: {
      field: 'tourType',
      found: '"bird"',
      expected: `the id of a tour of content/tours/: ${shipped('tours')
        .map((t) => t.id)
        .join(', ')}`,
    },
    at: { value: 'bird' },
    fix: /^did you mean "birding"\?$/,
  },
  {
    name: 'two reviews with one id: the second file, naming where the first writes it',
    file: 'reviews/birding-2.yaml',
    from: '',
    to: 'id: birding-1\nname: Ann K.\ncountry: Kenya\nrating: 5\ndate: May 2024\ntitle: Storks at dawn\ncomment: A fine morning.\ntourType: birding\n',
    expect: { field: 'id', found: '"birding-1"' },
    at: { value: 'id' },
    fix: /^give one of them another id, or delete the copy$/,
  },
  {
    name: 'a review date that is not a month and year, with the month it is nearest to',
    file: 'reviews/birding-1.yaml',
    from: 'date: August 2024',
    to: 'date: Agust 2024',
    expect: { field: 'date', found: '"Agust 2024"', expected: 'a month and year such as "March 2025"' },
    at: { value: 'Agust' },
    fix: /^did you mean "August 2024"\?$/,
  },
  {
    name: 'two package tabs with one id',
    file: 'packages/birding-tour/7d6n.yaml',
    from: 'id: 7d6n',
    to: 'id: 5d4n',
    expect: { field: 'id', found: '"5d4n"' },
    at: { value: '5d4n' },
    fix: /^$/,
  },
  {
    name: 'a malformed image id, with the id it was likely meant as',
    file: 'tours/birding-tour.yaml',
    from: '  id: tours/birding-tour\n',
    to: '  id: Tours/Birding-Tour.jpg\n',
    expect: { field: 'image.id', found: '"Tours/Birding-Tour.jpg"' },
    at: { value: 'Tours/' },
    fix: /^did you mean "tours\/birding-tour" or /,
  },
  {
    name: 'a misspelt species code, with the closest codes',
    file: 'packages/birding-tour/5d4n.yaml',
    from: '  - javhae1\n',
    to: '  - javhae\n',
    expect: { field: 'highlights[1]', found: '"javhae"', expected: 'an eBird species code of model/taxonomy-2023.csv (column eBird.Code)' },
    at: { value: 'javhae' },
    fix: /^did you mean "javhae1 Javan Hawk-Eagle"\?$/,
  },
  {
    name: 'an empty alt text',
    file: 'home.yaml',
    from: 'alt: Morning mist drifting through the montane forest of Gunung Gede-Pangrango',
    to: "alt: ''",
    expect: { field: 'hero.slides[1].image.alt', found: '""' },
    at: { value: "''" },
    fix: /^$/,
  },
  {
    name: 'a popular package of an unknown tour',
    file: 'contact.yaml',
    from: '      tour: birding\n',
    to: '      tour: birdwatching\n',
    expect: { field: 'packages.items[1].tour', found: '"birdwatching"' },
    at: { value: 'birdwatching' },
    fix: /^did you mean "birding"\?$/,
  },
  {
    name: 'a page without its words, named at the entry that lacks them',
    file: 'routes.yaml',
    from: '  heading: Contact Us\n',
    to: '',
    expect: { field: 'contact.heading', found: 'nothing (the field is missing)', expected: 'text' },
    at: { after: '\ncontact:\n', value: 'navLabel' },
    fix: /^write "heading: …" \(text\) in contact$/,
  },
  {
    name: 'a page the site does not have, with the closest page id',
    file: 'routes.yaml',
    from: '\ncontact:\n',
    to: '\ncontakt:\n',
    expect: {
      field: 'contakt',
      found: '"contakt"',
      expected: expect.stringMatching(/^a fixed page \(home, about-tour, practical, blog, contact, not-found\) or the slug of a tour/),
    },
    // Named at the misspelt id itself.
    at: { after: '\n', value: 'contakt:' },
    fix: /^did you mean "contact"\?$/,
  },
  {
    name: 'a sample itinerary naming a package its tour does not have, with the closest ids',
    file: 'about-tour.yaml',
    from: 'packageId: 5d4n',
    to: 'packageId: 5d5n',
    expect: { field: 'itineraries.items[1].packageId', found: '"5d5n"', expected: expect.stringMatching(/\(.*\b5d4n, 7d6n\b.*\)/) },
    at: { value: '5d5n' },
    fix: /"5d4n"/,
  },
  // YAML slips: the file does not read, and the problem is the file's, at the slip.
  {
    name: 'a tab that indents a line',
    file: 'reviews/birding-1.yaml',
    from: 'country: United Kingdom',
    to: '\tcountry: United Kingdom',
    expect: { field: '(the file)', found: 'a tab indents this line', message: 'cannot be read as YAML' },
    at: { value: '\t' },
    fix: /^YAML indents with spaces only: replace the tab with two spaces/,
  },
  {
    name: "an apostrophe inside '…'",
    file: 'reviews/birding-1.yaml',
    from: 'title: Javan Trogon on the first morning',
    to: "title: 'Javan Trogon on the guide's first morning'",
    expect: { field: '(the file)', found: 'an apostrophe ends the quoted text early' },
    at: { value: 's first morning' },
    fix: /^inside '…' write an apostrophe twice \(Bali''s\), or leave the quotes off: title: Javan Trogon on the guide's first morning$/,
  },
  {
    name: 'a field name without its colon',
    file: 'reviews/birding-1.yaml',
    from: 'country: United Kingdom',
    to: 'country United Kingdom',
    expect: { field: '(the file)', found: 'a field name is not followed by a colon' },
    at: { value: 'country' },
    fix: /^write it as "country: United Kingdom"$/,
  },
  {
    name: 'a quoted text left open',
    file: 'reviews/birding-1.yaml',
    from: 'title: Javan Trogon on the first morning',
    to: "title: 'Javan Trogon on the first morning",
    expect: { field: '(the file)', found: "a text opened with ' is not closed" },
    // The parser finds the slip at the end of the file, not on the line that opens the text.
    at: 'unchecked',
    fix: /^end the text with ' on the same line/,
  },
];

describe('an operator mistake stops the build with a clear problem', () => {
  it.each(cases)('$name', async (c) => {
    const { dir, shown, text, edit } = copyWith(c);
    const problems = await problemsIn(dir);
    const ofField = problems.filter((p) => p.field === c.expect.field && p.file === shown);
    expect(ofField, `one problem at ${shown} ${c.expect.field} among: ${problems.map((p) => `${p.file} ${p.field}`).join(', ')}`).toHaveLength(1);
    const problem = ofField[0]!;
    expect(problem).toMatchObject(c.expect);
    expect(problem.expected).toBeTruthy();
    expect(problem.message).toBeTruthy();
    if (c.at !== 'unchecked') {
      const from = c.at.after === undefined ? edit : text.indexOf(c.at.after);
      const offset = text.indexOf(c.at.value, from);
      expect(offset, `"${c.at.value}" in the changed ${shown}`).toBeGreaterThanOrEqual(0);
      expect({ line: problem.line, column: problem.column }).toEqual(position(text, offset));
    }
    const given = problem.suggestions?.length ? `did you mean ${problem.suggestions.map((s) => JSON.stringify(s)).join(' or ')}?` : (problem.fix ?? '');
    expect(given).toMatch(c.fix);
  });

  it('names the first of two entries with one id by its file, line and column', async () => {
    const c = cases.find((k) => k.name.startsWith('two reviews'))!;
    const { dir, shown } = copyWith(c);
    const first = shown.replace('birding-2.yaml', 'birding-1.yaml');
    const line = readFileSync(join(root, 'content/reviews/birding-1.yaml'), 'utf8').split('\n').indexOf('id: birding-1') + 1;
    expect(line).toBeGreaterThan(0);
    const problem = (await problemsIn(dir)).find((p) => p.file === shown && p.field === 'id');
    expect(problem?.expected).toBe(`an id of its own: ${first}:${line}:1 has "birding-1" already`);
  });

  it('names the first of two package tabs with one id by its file', async () => {
    const c = cases.find((k) => k.name === 'two package tabs with one id')!;
    const { dir, shown } = copyWith(c);
    const problem = (await problemsIn(dir)).find((p) => p.file === shown && p.field === 'id');
    // The first package's entry starts on the first line of its file.
    expect(problem?.expected).toBe(`unique in its tab set: the entry at ${shown.replace('7d6n', '5d4n')}:1:1 is "5d4n" too`);
  });

  it('keeps every case against the real files', () => {
    for (const { file, from } of cases) if (from) expect(readFileSync(join(root, 'content', file), 'utf8'), `content/${file}`).toContain(from);
  });
});
