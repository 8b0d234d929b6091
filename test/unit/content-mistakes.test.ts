import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { root } from '../helpers/render.ts';

// Mistakes an operator makes while editing content/, each in a copy of the real content: every one
// stops the build with a ContentError (never a raw TypeError), naming the file and the line where the
// value is written, the field, what was expected, what was found, and a fix where one is known.

let work: string;
let copies = 0;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'content-mistakes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Loads a copy of content/ with `from` replaced by `to` in one file (which must hold `from`). */
async function problemsWith(file: string, from: string, to: string): Promise<ContentProblem[]> {
  // A copy of its own each time: modules are cached by their path.
  const dir = join(work, `content-${(copies += 1)}`);
  cpSync(join(root, 'content'), dir, { recursive: true, filter: (source) => !source.includes(`${join(root, 'content', 'photos')}/`) });
  const path = join(dir, file);
  const original = readFileSync(path, 'utf8');
  expect(original, `content/${file} holds the text the case changes`).toContain(from);
  writeFileSync(path, original.replace(from, to));
  try {
    await loadContent(dir, work);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return [...(error as ContentError).problems];
  }
  throw new Error(`content/${file} with "${to}" loaded without a problem`);
}

const lineOf = (file: string, text: string) =>
  readFileSync(join(root, 'content', file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

interface Case {
  name: string;
  file: string;
  from: string;
  to: string;
  /** What the one problem must hold; `line` is the line of the file that holds `to`. */
  expect: Partial<ContentProblem>;
  /** A fix: closest values, or a sentence. */
  fix: RegExp;
}

const cases: Case[] = [
  {
    name: 'an unknown field in a package, with the closest known field',
    file: 'birding-tour.ts',
    from: "        tabLabel: '5D/4N',",
    to: "        tabLable: '5D/4N',",
    expect: { field: 'packages.items[0].tabLable', found: '"tabLable"' },
    fix: /^did you mean "tabLabel"\?$/,
  },
  {
    name: 'an unknown field with no close known field',
    file: 'birding-tour.ts',
    from: "        tabLabel: '5D/4N',",
    to: "        tabLabel: '5D/4N',\n        price: 'USD 890',",
    expect: { field: 'packages.items[0].price', found: '"price"' },
    fix: /^remove it, or add it to the schema in content\/schema\//,
  },
  {
    name: 'a phone whose display shows another number than its e164',
    file: 'site.ts',
    from: "display: '+62 857-0000-2011'",
    to: "display: '+62 857-0000-2012'",
    expect: { field: 'phones[1].display', found: '"+62 857-0000-2012"' },
    fix: /"\+62 857-0000-2011"/,
  },
  {
    name: 'a malformed e-mail address',
    file: 'site.ts',
    from: "address: 'hello@westjavabirding.example'",
    to: "address: 'hello at westjavabirding.example'",
    expect: { field: 'emails[1].address', found: '"hello at westjavabirding.example"' },
    fix: /^$/,
  },
  {
    name: 'an http address where https is needed',
    file: 'site.ts',
    from: "url: 'https://www.instagram.com/westjavabirding/'",
    to: "url: 'http://www.instagram.com/westjavabirding/'",
    expect: { field: 'instagram.url', found: '"http://www.instagram.com/westjavabirding/"' },
    fix: /^did you mean "https:\/\/www\.instagram\.com\/westjavabirding\/"\?$/,
  },
  {
    name: 'a review for an unknown tour, with the closest tours',
    file: 'reviews.ts',
    from: "    tourType: 'birding',",
    to: "    tourType: 'bird',",
    expect: { field: '[0].tourType', found: '"bird"' },
    fix: /"birding"/,
  },
  {
    name: 'two reviews with one id',
    file: 'reviews.ts',
    from: "    id: 'birding-2',",
    to: "    id: 'birding-1',",
    expect: { field: '[1].id', found: '"birding-1"' },
    fix: /^$/,
  },
  {
    name: 'a review date that is not a month and year, with the month it is nearest to',
    file: 'reviews.ts',
    from: "    date: 'August 2024',",
    to: "    date: 'Agust 2024',",
    expect: { field: '[0].date', found: '"Agust 2024"' },
    fix: /"August 2024"/,
  },
  {
    name: 'two package tabs with one id',
    file: 'birding-tour.ts',
    from: "        id: '7d6n',",
    to: "        id: '5d4n',",
    expect: { field: 'packages.items[1].id', found: '"5d4n"' },
    fix: /^$/,
  },
  {
    name: 'a malformed image id, with the id it was likely meant as',
    file: 'tours.ts',
    from: "image: { id: 'tours/birding-tour'",
    to: "image: { id: 'Tours/Birding-Tour.jpg'",
    expect: { field: '[0].image.id', found: '"Tours/Birding-Tour.jpg"' },
    fix: /"tours\/birding-tour"/,
  },
  {
    name: 'a misspelt species code, with the closest codes',
    file: 'species/birds.ts',
    from: "'javhae1', 'javtro1'",
    to: "'javhae', 'javtro1'",
    expect: { found: '"javhae"' },
    fix: /javhae1/,
  },
  {
    name: 'an empty alt text',
    file: 'home.ts',
    from: "alt: 'Morning mist drifting through the montane forest of Gunung Gede-Pangrango'",
    to: "alt: ''",
    expect: { field: 'hero.slides[0].image.alt' },
    fix: /^$/,
  },
  {
    name: 'a popular package of an unknown tour',
    file: 'contact.ts',
    from: "        tour: 'birding',",
    to: "        tour: 'birdwatching',",
    expect: { field: 'packages.items[0].tour', found: '"birdwatching"' },
    fix: /"birding"/,
  },
  {
    name: 'a page without its words',
    file: 'routes.ts',
    from: "    heading: 'Contact Us',",
    to: '',
    expect: { field: 'contact.heading', found: 'nothing (the field is missing)' },
    fix: /add the field "heading"/,
  },
  {
    name: 'a page the site does not have, with the closest page id',
    file: 'routes.ts',
    from: '  contact: {',
    to: '  contakt: {',
    expect: { field: 'contakt', found: '"contakt"' },
    fix: /"contact"/,
  },
  {
    name: 'a sample itinerary naming a package its tour does not have, with the closest ids',
    file: 'about-tour.ts',
    from: "{ tour: 'birding', packageId: '5d4n',",
    to: "{ tour: 'birding', packageId: '5d5n',",
    expect: { field: 'itineraries.items[0].packageId', found: '"5d5n"' },
    fix: /"5d4n"/,
  },
];

describe('an operator mistake stops the build with a clear problem', () => {
  it.each(cases)('$name', async ({ file, from, to, expect: wanted, fix }) => {
    const problems = await problemsWith(file, from, to);
    const problem = problems.find((p) => (wanted.field ? p.field === wanted.field : p.found === wanted.found));
    expect(problem, `a problem at ${wanted.field} among: ${problems.map((p) => p.field).join(', ')}`).toBeDefined();
    expect(problem).toMatchObject(wanted);
    expect(problem!.expected).toBeTruthy();
    expect(problem!.found).toBeTruthy();
    // The line where the value or field is written, in the file the operator edited.
    const written = to.trim().split('\n').at(-1)!.trim();
    if (written && problem!.file.endsWith(file) && !['nothing (the field is missing)', '""'].includes(problem!.found)) {
      // The line of the edit itself: a duplicate is named where the second copy is written.
      const original = readFileSync(join(root, 'content', file), 'utf8');
      const at = original.slice(0, original.indexOf(from)).split('\n').length;
      expect(problem!.line).toBe(at + to.split('\n').findIndex((line) => line.includes(written)));
    }
    const given = problem!.suggestions?.length ? `did you mean ${problem!.suggestions.map((s) => JSON.stringify(s)).join(' or ')}?` : (problem!.fix ?? '');
    expect(given).toMatch(fix);
  });

  it('keeps every case against the real files', () => {
    for (const { file, from } of cases) expect(lineOf(file, from.split('\n')[0]!), `${file}: ${from}`).toBeGreaterThan(0);
  });
});
