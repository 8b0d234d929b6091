import { describe, expect, it } from 'vitest';
import { birdName } from '../../model/species-names.ts';
import { ContentError } from '../../scripts/content/load.ts';
import { parsePost } from '../../scripts/content/posts.ts';

import { shipped, shippedLists } from '../helpers/shipped.ts';
const { birds } = shippedLists();
const tours = shipped('tours');

/** The English names of the birds the site's lists name. */
const birdNamesUsed = birds.map((b) => birdName(b.id));
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import { renderSite } from '../../templates/render.tsx';
import { readTaxonomy } from '../helpers/csv.ts';
import { islands, fixtureContent, parse as parseHtml } from '../helpers/render.ts';

const post = (frontMatter: string, body = 'A line of report.\n') => `---\n${frontMatter}\n---\n\n${body}`;
const good = [
  'title: Cibodas at dawn',
  'date: 2026-05-02',
  'tour: birding',
  'summary: A morning on the lower trail.',
  'cover:',
  '  id: birds/javan-trogon',
  '  alt: A Javan Trogon on a branch',
].join('\n');

function parse(source: string, slug = 'cibodas-at-dawn') {
  const problems: ContentProblem[] = [];
  // A report names its tour by an id of content/tours/, which the loader hands it.
  return { post: parsePost(slug, source, `content/blog/${slug}.md`, problems, { tourIds: tours.map((t) => t.id) }), problems };
}

describe('a trip report file', () => {
  it('reads front matter and body; an unquoted YAML date stays the day written', () => {
    const { post: read, problems } = parse(post(`${good}\nspecies:\n  - Javan Trogon`));
    expect(problems).toEqual([]);
    expect(read).toMatchObject({
      slug: 'cibodas-at-dawn',
      title: 'Cibodas at dawn',
      date: '2026-05-02',
      tour: 'birding',
      species: ['Javan Trogon'],
      body: '\nA line of report.\n',
    });
  });

  it.each([
    ['date', good.replace('2026-05-02', '2026-13-01'), '"2026-13-01"'],
    ['date', good.replace('2026-05-02', '"2 May 2026"'), '"2 May 2026"'],
    ['tour', good.replace('tour: birding', 'tour: rhino'), '"rhino"'],
    ['summary', good.replace(/summary: .*/, 'summary: ""'), '""'],
    ['cover.alt', good.replace(/ {2}alt: .*/, ''), 'nothing (the field is missing)'],
    ['cover.id', good.replace('birds/javan-trogon', 'javan-trogon.jpg'), '"javan-trogon.jpg"'],
    ['species[0]', `${good}\nspecies:\n  - Javan trogon`, '"Javan trogon"'],
    ['author', `${good}\nauthor: Someone`, '"Someone"'],
  ])('names the field %s and what it found when a rule breaks', (field, frontMatter, found) => {
    const { post: read, problems } = parse(post(frontMatter));
    expect(read).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/blog/cibodas-at-dawn.md', field, found });
  });

  it('names the line of each wrong bird name, tour, date and image id, the value and the closest matches', () => {
    const source = [
      '---',
      'title: Cibodas at dawn',
      'date: 2026-5-2',
      'tour: Birding',
      'summary: A morning on the lower trail.',
      'cover:',
      '  id: Birds/Javan_Trogon.jpg',
      '  alt: A Javan Trogon on a branch',
      'species:',
      '  - Javan Trogon',
      '  - Javan Hawk Eagle',
      '  - Green Peacock',
      '---',
      '',
      'A line of report.',
      '',
      '![A kingfisher](birds/Javan Kingfisher)',
      '',
    ].join('\n');
    const { problems } = parse(source);
    expect(problems.map(({ line, field, found, suggestions }) => ({ line, field, found, suggestions }))).toEqual([
      { line: 3, field: 'date', found: '"2026-5-2"', suggestions: ['2026-05-02'] },
      { line: 4, field: 'tour', found: '"Birding"', suggestions: ['birding'] },
      { line: 7, field: 'cover.id', found: '"Birds/Javan_Trogon.jpg"', suggestions: ['birds/javan-trogon'] },
      { line: 11, field: 'species[1]', found: '"Javan Hawk Eagle"', suggestions: ['Javan Hawk-Eagle'] },
      { line: 12, field: 'species[2]', found: '"Green Peacock"', suggestions: ['Green Peafowl'] },
      { line: 17, field: 'body', found: '"birds/Javan Kingfisher"', suggestions: ['birds/javan-kingfisher'] },
    ]);
    expect(problems.every((p) => p.file === 'content/blog/cibodas-at-dawn.md')).toBe(true);
  });

  it('points a missing field at the line of the field that should hold it', () => {
    const { problems } = parse(post(good.replace(/ {2}alt: .*/, '')));
    // "---", title, date, tour, summary: "cover:" is line 6.
    expect(problems).toEqual([expect.objectContaining({ field: 'cover.alt', line: 6, found: 'nothing (the field is missing)' })]);
  });

  it('offers no match when nothing is close, rather than a wrong one', () => {
    const { problems } = parse(post(`${good}\nspecies:\n  - Javan Rhinoceros`));
    expect(problems).toEqual([expect.objectContaining({ field: 'species[0]', found: '"Javan Rhinoceros"' })]);
    expect(problems[0]!.suggestions).toBeUndefined();
  });

  it('names the body line of an image that is not an image id, of an image without alt text and of raw HTML', () => {
    const body = 'First line.\n\n![A kingfisher](https://example.com/k.jpg)\n\n![](birds/javan-kingfisher)\n\n<iframe src="x"></iframe>\n';
    const { problems } = parse(post(good, body));
    // "---", seven front-matter lines and "---" are lines 1–9; the body starts on line 10.
    expect(problems.map((p) => [p.field, p.line, p.found])).toEqual([
      ['body', 13, '"https://example.com/k.jpg"'],
      ['body', 15, '"![](birds/javan-kingfisher)"'],
      ['body', 17, '"<iframe src=\\"x\\"></iframe>"'],
    ]);
  });

  it('may name any species of the eBird/Clements 2023 list, not only those the site prints', () => {
    const names = ['Spotted Dove', 'Zebra Dove', 'Plaintive Cuckoo', 'Cave Swiftlet', 'Coppersmith Barbet', 'Scaly-breasted Munia'];
    expect(names.filter((name) => birdNamesUsed.includes(name))).toEqual([]);
    const { post: read, problems } = parse(post(`${good}\nspecies:\n${names.map((name) => `  - ${name}`).join('\n')}`));
    expect(problems).toEqual([]);
    expect(read!.species).toEqual(names);
  });

  it('needs front matter, valid YAML, a body and a file name that can be a URL', () => {
    expect(parse('# Title\n\nNo front matter.\n').problems.map((p) => p.field)).toEqual(['(front matter)']);
    expect(parse('---\ntitle: "open\n---\n\nBody\n').problems[0]).toMatchObject({ field: '(front matter)', expected: 'valid YAML' });
    expect(parse(post(good, '   \n')).problems.map((p) => p.field)).toEqual(['body']);
    expect(parse(post(good), 'Cibodas_Dawn').problems.map((p) => p.field)).toEqual(['(file name)']);
  });
});

describe('trip reports in the content folder', () => {
  it('are read newest first', async () => {
    const { posts } = await fixtureContent('posts');
    expect(posts).toHaveLength(13);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]!.slug).toBe('gunung-gede-in-the-mist');
  });

  it('a broken post stops the build with every problem, each naming file and field', async () => {
    const error = await fixtureContent('broken-posts').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const dir = 'test/fixtures/content/broken-posts/blog/';
    const { problems } = error as ContentError;
    expect(problems.map((p) => `${p.file.replace(dir, '')}${p.line ? `:${p.line}` : ''} ${p.field}`)).toEqual([
      'Bad_Name.md (file name)',
      'bad-fields.md:3 date',
      'bad-fields.md:4 tour',
      'bad-fields.md:7 cover.id',
      'bad-fields.md:11 species[1]',
      'bad-fields.md:16 body',
      'bad-fields.md:18 body',
      'bad-yaml.md:3 (front matter)',
      'no-front-matter.md (front matter)',
    ]);
    expect(problems.map((p) => p.suggestions ?? [])).toEqual([[], ['2026-02-28'], ['birding'], ['birds/javan-trogon'], ['Javan Hawk-Eagle'], [], [], [], []]);
    const printed = formatBuildError(error);
    expect(printed).toContain(`file:     ${dir}bad-fields.md:11\n      field:    species[1]`);
    expect(printed).toContain('found:    "Javan Hawk Eagle"\n      fix:      did you mean "Javan Hawk-Eagle"?');
  });

  it('a report naming birds the site prints nowhere else builds, listing them in taxonomic order', async () => {
    const content = await fixtureContent('any-species');
    const [report] = content.posts;
    const page = renderSite({
      content,
      basePath: '/',
      siteUrl: 'https://example.test',
      images: createImageRecorder(),
      islands: await islands(),
      assetsFor: () => ({ styles: [], scripts: [] }),
    }).find((p) => p.url === `/blog/${report!.slug}/`);
    const items = [...parseHtml(page!.html).querySelectorAll('.post-species-list li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    const { rows } = readTaxonomy();
    const expected = rows.filter((row) => report!.species!.includes(row.english)).map((row) => `${row.english} ${row.scientific}`);
    expect(expected).toHaveLength(7);
    expect(items).toEqual(expected);
    expect(items).toContain('Scaly-breasted Munia Lonchura punctulata');
    expect(birdNamesUsed).not.toContain('Scaly-breasted Munia');
  });
});
