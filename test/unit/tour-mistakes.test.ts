import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { root } from '../helpers/render.ts';
import { shipped } from '../helpers/shipped.ts';

/** The ids of the shipped tours, whatever tours the operator offers. */
const tourIds = shipped('tours').map((t) => t.id);

// The mistakes an operator makes while adding or naming a tour, now that a tour is a YAML file of
// content/tours/ holding its card and its page, with its packages in content/packages/<slug>/: each
// stops the build with a ContentError (never a TypeError from a template) naming the file, the line
// and column where the value is written, the field as that file holds it, what was expected, what
// was found and a fix.

const content = join(root, 'content');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tour-mistakes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A content folder holding only `files` (path → YAML or Markdown text); content/ stands in for the rest. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(work, 'case-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), source);
  }
  return dir;
}

/** The problems of a content folder: loading it must fail with a ContentError and nothing else. */
async function problemsOf(dir: string): Promise<readonly ContentProblem[]> {
  const error = await loadContent(dir, root, { fallback: content }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the mistake stops the build').toBeDefined();
  expect(error, String((error as Error).stack)).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

const tourFile = 'tours/salak-fixture-tour.yaml';
const packageFile = 'packages/salak-fixture-tour/3d2n.yaml';

/** A sixth tour's file in content/tours/: its card, then its page in the standard layout (`inquiry` left out when asked). */
const tourWith = ({ page = true, inquiry = true } = {}) =>
  [
    'position: 6',
    'id: salak-fixture',
    'slug: salak-fixture-tour',
    'displayName: Salak Fixture Tour',
    'navLabel: Salak Fixture Tour',
    'navDescription: Montane forest of the twin volcanoes',
    'title: Salak Fixture Tour',
    'description: Three days on the trails of Gunung Gede and Pangrango.',
    'image:',
    '  id: tours/birding-tour',
    '  alt: Montane forest on Gunung Gede',
    'duration: 3 Days',
    'groupSize: 2-6',
    'difficulty: Moderate',
    'highlights:',
    '  - Javan Trogon',
    'touristTypes:',
    '  - Birdwatchers',
    ...(page
      ? [
          'page:',
          '  layout: standard',
          '  hero:',
          '    image:',
          '      id: tours/birding-hero',
          '      alt: Montane forest on Gunung Gede',
          '    eyebrow: Gunung Gede-Pangrango',
          '    caption: Twin volcanoes',
          '    lead: Three days in the forest.',
          '  packages:',
          '    eyebrow: Packages',
          '    heading: Choose your package',
          '    lead: Private tours on the dates you choose.',
          ...(inquiry ? ['  inquiry:', '    heading: Ask us', '    lead: Tell us your dates.'] : []),
        ]
      : []),
    '',
  ].join('\n');

/** The tour's one package, in content/packages/salak-fixture-tour/. */
const packageOf = (tour = 'salak-fixture') =>
  [
    `tour: ${tour}`,
    'id: 3d2n',
    'tabLabel: 3D/2N',
    'title: 3 Days Salak Fixture',
    'duration: 3 Days / 2 Nights',
    'summary: Three days on Gunung Gede.',
    'depart: Jakarta',
    'transport: Private car',
    'accommodation: Guest house',
    'highlights:',
    '  - javtro1',
    'itinerary:',
    '  - day: 1',
    '    title: To Cibodas',
    '    sites:',
    '      - cibodas',
    '    entries:',
    '      - text: The drive up to Cibodas.',
    '  - day: 2',
    '    title: Gunung Gede',
    '    sites:',
    '      - gunung-gede',
    '    entries:',
    '      - text: A full day on the trail.',
    '  - day: 3',
    '    title: Back to Jakarta',
    '    sites:',
    '      - jakarta',
    '    entries:',
    '      - text: The drive back.',
    'inclusions:',
    '  - Guide',
    'exclusions:',
    '  - Flights',
    '',
  ].join('\n');

/** content/routes.yaml with the words of the page at `slug`. */
const routesWith = (slug: string) =>
  `${readFileSync(join(content, 'routes.yaml'), 'utf8')}${slug}:\n  title: Salak Fixture Tour\n  description: Three days on the trails of Gunung Gede and Pangrango.\n  heading: Salak Fixture Tour\n`;

const reviewOf = (tourType: string) =>
  [
    'id: gede-1',
    'name: Anna',
    'country: Norway',
    'rating: 5',
    'date: March 2025',
    'title: Trogons at last',
    'comment: Three calling Javan Trogons on the Cibodas trail.',
    `tourType: ${tourType}`,
    '',
  ].join('\n');

interface Case {
  name: string;
  files: Record<string, string>;
  /** The file the problem names: one of `files`, else content/'s, which stands in for it. */
  file: string;
  /** The text of the line the problem must point at, or null where it names the file as a whole. */
  at: string | null;
  column?: number;
  field: string;
  expected: RegExp;
  found: string;
  fix?: RegExp;
}

const cases: Case[] = [
  {
    name: 'a tour file without its page',
    files: { [tourFile]: tourWith({ page: false }), 'routes.yaml': routesWith('salak-fixture-tour') },
    file: tourFile,
    // Named beside the tour's id, with what to write.
    at: 'id: salak-fixture',
    column: 1,
    field: 'page',
    expected: /^page: with the fields of the tour page \(layout, hero, …\), indented below it$/,
    found: 'nothing (no page: in the file)',
    fix: /^write page: at the end of the file/,
  },
  {
    name: 'a tour without the words of its page',
    files: { [tourFile]: tourWith(), [packageFile]: packageOf() },
    file: 'routes.yaml',
    // At the top of the route table, which lacks the slug.
    at: 'home:',
    column: 1,
    field: 'salak-fixture-tour',
    expected: /^given: the words \(title, description, heading\) of the page of the tour whose slug is "salak-fixture-tour" in content\/tours\/$/,
    found: 'nothing (the field is missing)',
  },
  {
    name: 'page words under a misspelt tour slug',
    files: { [tourFile]: tourWith(), [packageFile]: packageOf(), 'routes.yaml': routesWith('salak-fixtre-tour') },
    file: 'routes.yaml',
    // At the misspelt slug itself.
    at: 'salak-fixtre-tour:',
    column: 1,
    field: 'salak-fixtre-tour',
    expected: /^a fixed page \(.*\) or the slug of a tour of content\/tours\/ \(.*, salak-fixture-tour\)$/,
    found: '"salak-fixtre-tour"',
    fix: /^did you mean "salak-fixture-tour"\?$/,
  },
  {
    name: 'a page without a part its layout needs',
    files: { [tourFile]: tourWith({ inquiry: false }), [packageFile]: packageOf(), 'routes.yaml': routesWith('salak-fixture-tour') },
    file: tourFile,
    // At the page that lacks it: its first field.
    at: '  layout: standard',
    column: 3,
    field: 'page.inquiry',
    expected: /^given for the standard layout$/,
    found: 'nothing (the field is missing)',
  },
  {
    name: 'a tour without a package file',
    files: { [tourFile]: tourWith(), 'routes.yaml': routesWith('salak-fixture-tour') },
    file: tourFile,
    // At the part of the page its tabs would fill.
    at: '    eyebrow: Packages',
    column: 5,
    field: 'page.packages',
    expected:
      /^hold at least one package of the salak-fixture-tour page: a file of content\/packages\/salak-fixture-tour\/ with tour: salak-fixture \(npm run new:package -- salak-fixture-tour "<Title>" writes one\)$/,
    found: '[]',
  },
  {
    name: 'a package file of a misspelt tour',
    files: { [tourFile]: tourWith(), [packageFile]: packageOf('salak-fixtur'), 'routes.yaml': routesWith('salak-fixture-tour') },
    file: packageFile,
    at: 'tour: salak-fixtur',
    column: 1,
    field: 'tour',
    expected: new RegExp(`^one of ${[...tourIds, 'salak-fixture'].map((id) => `"${id}"`).join(', ')}$`),
    found: '"salak-fixtur"',
    fix: /^did you mean "salak-fixture"\?$/,
  },
  {
    name: "a tour whose slug is another tour's",
    files: { [tourFile]: tourWith().replace('slug: salak-fixture-tour', 'slug: birding-tour'), [packageFile]: packageOf() },
    file: tourFile,
    at: 'slug: birding-tour',
    column: 7,
    field: 'slug',
    expected: /^unique — "birding-tour" is used by another tour$/,
    found: '"birding-tour"',
  },
  {
    name: 'a tour at the address of a fixed page',
    files: { [tourFile]: tourWith().replace('slug: salak-fixture-tour', 'slug: contact'), [packageFile]: packageOf() },
    file: tourFile,
    at: 'slug: contact',
    column: 7,
    field: 'slug',
    expected: /^not be the address of a fixed page \(home, about-tour, practical, blog, contact, not-found, /,
    found: '"contact"',
  },
  {
    name: 'a review of a misspelt tour',
    files: { 'reviews/gede-1.yaml': reviewOf('birdng') },
    file: 'reviews/gede-1.yaml',
    at: 'tourType: birdng',
    column: 11,
    field: 'tourType',
    expected: new RegExp(`^the id of a tour of content/tours/: ${tourIds.join(', ')}$`),
    found: '"birdng"',
    fix: /^did you mean "birding"\?$/,
  },
  {
    name: 'a trip report of an unknown tour',
    files: {
      'blog/cibodas-at-dawn.md': [
        '---',
        'title: Cibodas at dawn',
        'date: 2026-05-02',
        'tour: krakatoa',
        'summary: A morning on the lower trail.',
        'cover:',
        '  id: locations/cibodas/1',
        '  alt: Flowering shrubs in the Cibodas gardens',
        '---',
        '',
        'A Javan Trogon called.',
        '',
      ].join('\n'),
    },
    file: 'blog/cibodas-at-dawn.md',
    at: 'tour: krakatoa',
    field: 'tour',
    expected: new RegExp(`^one of ${tourIds.join(', ')}$`),
    found: '"krakatoa"',
    fix: /^did you mean "krakatau"\?$/,
  },
];

describe('mistakes in the tour collection', () => {
  it('loads the sixth tour the cases break', async () => {
    const dir = folder({ [tourFile]: tourWith(), [packageFile]: packageOf(), 'routes.yaml': routesWith('salak-fixture-tour') });
    await expect(loadContent(dir, root, { fallback: content })).resolves.toHaveProperty('tourPages.salak-fixture.packages.items', [
      expect.objectContaining({ id: '3d2n' }),
    ]);
  });

  for (const c of cases) {
    it(`${c.name}: a clean error at the file and line`, async () => {
      const dir = folder(c.files);
      const problems = await problemsOf(dir);
      const problem = problems.find((p) => p.field === c.field);
      expect(problem, JSON.stringify(problems, null, 2)).toBeDefined();
      // A file the folder lacks is content/'s, which stands in for it.
      const own = c.file in c.files;
      expect(problem!.file).toBe(own ? relative(root, join(dir, c.file)) : `content/${c.file}`);
      expect(problem!.expected).toMatch(c.expected);
      expect(problem!.found).toBe(c.found);
      if (c.at === null) expect(problem!.line, 'a problem of the file as a whole').toBeUndefined();
      else {
        const source = (own ? c.files[c.file]! : readFileSync(join(content, c.file), 'utf8')).split('\n');
        expect(source, `${c.file} reads "${c.at}"`).toContain(c.at);
        expect(problem!.line, 'the line the mistake is written on').toBe(source.indexOf(c.at) + 1);
      }
      expect(problem!.column).toBe(c.column);
      if (c.fix) expect(problem!.fix ?? (problem!.suggestions ? `did you mean "${problem!.suggestions[0]}"?` : undefined)).toMatch(c.fix);
    });
  }
});
