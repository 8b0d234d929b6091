import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { root } from '../helpers/render.ts';

// The mistakes an operator makes while adding or naming a tour, now that tours are a collection of
// content: each stops the build with a ContentError (never a TypeError from a template) naming the
// file, the line where one is written, the field, what was expected, what was found and a fix.

const content = join(root, 'content');
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tour-mistakes-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A content folder holding only `files` (path → module or Markdown source); content/ stands in for the rest. */
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

/** A sixth tour's entry in content/tours/, with `extra` fields over it. */
const toursWith = (extra = '') => `import real from '${content}/tours.ts';
export default [
  ...real,
  {
    id: 'gede-pangrango',
    slug: 'gede-pangrango-tour',
    displayName: 'Gede Pangrango Tour',
    navLabel: 'Gede Pangrango Tour',
    navDescription: 'Montane forest of the twin volcanoes',
    title: 'Gede Pangrango Tour',
    description: 'Three days on the trails of Gunung Gede and Pangrango.',
    image: { id: 'tours/birding-tour', alt: 'Montane forest on Gunung Gede' },
    duration: '3 Days',
    groupSize: '2-6',
    difficulty: 'Moderate',
    highlights: ['Javan Trogon'],
    touristTypes: ['Birdwatchers'],${extra}
  },
];
`;
const routesWith = (slug: string) => `import real from '${content}/routes.ts';
export default {
  ...real,
  '${slug}': {
    title: 'Gede Pangrango Tour',
    description: 'Three days on the trails of Gunung Gede and Pangrango.',
    heading: 'Gede Pangrango Tour',
  },
};
`;
/** A tour page in the standard layout; `inquiry` is left out when asked. */
const pageWith = ({ id = 'gede-pangrango', inquiry = true } = {}) => `export default {
  id: '${id}',
  layout: 'standard',
  hero: { image: { id: 'tours/birding-hero', alt: 'Montane forest on Gunung Gede' }, caption: 'Twin volcanoes', lead: 'Three days in the forest.' },
  packages: {
    heading: 'Packages',
    items: [
      {
        id: '3d2n',
        title: '3 Days Gede Pangrango',
        duration: '3 Days / 2 Nights',
        summary: 'Three days on Gunung Gede.',
        depart: 'Jakarta',
        transport: 'Private car',
        accommodation: 'Guest house',
        highlights: ['javtro1'],
        itinerary: [
          { day: 1, title: 'To Cibodas', sites: ['cibodas'], entries: [{ text: 'The drive up to Cibodas.' }] },
          { day: 2, title: 'Gunung Gede', sites: ['gunung-gede'], entries: [{ text: 'A full day on the trail.' }] },
          { day: 3, title: 'Back to Jakarta', sites: ['jakarta'], entries: [{ text: 'The drive back.' }] },
        ],
        inclusions: ['Guide'],
        exclusions: ['Flights'],
      },
    ],
  },${inquiry ? "\n  inquiry: { heading: 'Ask us', lead: 'Tell us your dates.' }," : ''}
};
`;
const reviewsWith = (tourType: string) => `import real from '${content}/reviews.ts';
export default [
  ...real,
  {
    id: 'gede-1',
    name: 'Anna',
    country: 'Norway',
    rating: 5,
    date: 'March 2025',
    title: 'Trogons at last',
    comment: 'Three calling Javan Trogons on the Cibodas trail.',
    tourType: '${tourType}',
  },
];
`;

interface Case {
  name: string;
  files: Record<string, string>;
  file: string;
  /** The text of the line the problem must point at, when it has one. */
  at?: string;
  field: string;
  expected: RegExp;
  found: string;
  fix?: RegExp;
}

const cases: Case[] = [
  {
    name: 'a tour listed without its page file',
    files: { 'tours.ts': toursWith(), 'routes.ts': routesWith('gede-pangrango-tour') },
    file: 'gede-pangrango-tour.ts',
    field: '(file)',
    expected: /^a module default-exporting the page of the "gede-pangrango" tour, which content\/tours\.ts lists \(npm run new:tour writes one\)$/,
    found: 'no file',
  },
  {
    name: 'a tour listed without the words of its page',
    files: { 'tours.ts': toursWith(), 'gede-pangrango-tour.ts': pageWith() },
    file: 'routes.ts',
    field: 'gede-pangrango-tour',
    expected: /^given: the words \(title, description, heading\) of the page of the tour whose slug is "gede-pangrango-tour"/,
    found: 'nothing (the field is missing)',
  },
  {
    name: 'page words under a misspelt tour slug',
    files: { 'tours.ts': toursWith(), 'gede-pangrango-tour.ts': pageWith(), 'routes.ts': routesWith('gede-pangrano-tour') },
    file: 'routes.ts',
    at: "  'gede-pangrano-tour': {",
    field: 'gede-pangrano-tour',
    expected: /^a fixed page \(.*\) or the slug of a tour of content\/tours\.ts/,
    found: '"gede-pangrano-tour"',
    fix: /^did you mean "gede-pangrango-tour"\?$/,
  },
  {
    name: "a page file whose id is not its tour's",
    files: { 'tours.ts': toursWith(), 'routes.ts': routesWith('gede-pangrango-tour'), 'gede-pangrango-tour.ts': pageWith({ id: 'gede' }) },
    file: 'gede-pangrango-tour.ts',
    at: "  id: 'gede',",
    field: 'id',
    expected: /^"gede-pangrango"$/,
    found: '"gede"',
  },
  {
    name: 'a page without a part its layout needs',
    files: { 'tours.ts': toursWith(), 'routes.ts': routesWith('gede-pangrango-tour'), 'gede-pangrango-tour.ts': pageWith({ inquiry: false }) },
    file: 'gede-pangrango-tour.ts',
    field: 'inquiry',
    expected: /^given for the standard layout$/,
    found: 'nothing (the field is missing)',
  },
  {
    name: "a tour whose slug is another tour's",
    files: { 'tours.ts': toursWith().replace("slug: 'gede-pangrango-tour'", "slug: 'birding-tour'") },
    file: 'tours.ts',
    at: "    slug: 'birding-tour',",
    field: '[5].slug',
    expected: /^unique — "birding-tour" is used by another tour$/,
    found: '"birding-tour"',
  },
  {
    name: 'a tour at the address of a fixed page',
    files: { 'tours.ts': toursWith().replace("slug: 'gede-pangrango-tour'", "slug: 'contact'") },
    file: 'tours.ts',
    at: "    slug: 'contact',",
    field: '[5].slug',
    expected: /^not be the address of a fixed page/,
    found: '"contact"',
  },
  {
    name: 'a review of a misspelt tour',
    files: { 'reviews.ts': reviewsWith('birdng') },
    file: 'reviews.ts',
    at: "    tourType: 'birdng',",
    field: '[15].tourType',
    expected: /^the id of a tour of content\/tours\.ts: birding, mammals, krakatau, waterbird, ujung-kulon$/,
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
    expected: /^one of birding, mammals, krakatau, waterbird, ujung-kulon$/,
    found: '"krakatoa"',
    fix: /^did you mean "krakatau"\?$/,
  },
];

describe('mistakes in the tour collection', () => {
  for (const c of cases) {
    it(`${c.name}: a clean error at the file and line`, async () => {
      const dir = folder(c.files);
      const problems = await problemsOf(dir);
      const problem = problems.find((p) => p.field === c.field);
      expect(problem, JSON.stringify(problems, null, 2)).toBeDefined();
      // A file the folder lacks is content/'s, which stands in for it.
      expect(problem!.file).toBe(c.file in c.files ? relative(root, join(dir, c.file)) : `content/${c.file}`);
      expect(problem!.expected).toMatch(c.expected);
      expect(problem!.found).toBe(c.found);
      if (c.at) {
        const source = (c.files[c.file] ?? '').split('\n');
        expect(problem!.line, 'the line the mistake is written on').toBe(source.indexOf(c.at) + 1);
      }
      if (c.fix) expect(problem!.fix ?? (problem!.suggestions ? `did you mean "${problem!.suggestions[0]}"?` : undefined)).toMatch(c.fix);
    });
  }
});
