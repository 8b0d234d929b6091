import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import { parsePost } from '../../scripts/content/posts.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { loadFixture, root } from '../helpers/render.ts';

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
  return { post: parsePost(slug, source, `content/blog/${slug}.md`, problems), problems };
}

describe('a trip report file', () => {
  it('reads front matter and body; an unquoted YAML date stays the day written', () => {
    const { post: read, problems } = parse(post(`${good}\nspecies:\n  - Javan Trogon`));
    expect(problems).toEqual([]);
    expect(read).toMatchObject({ slug: 'cibodas-at-dawn', title: 'Cibodas at dawn', date: '2026-05-02', tour: 'birding', species: ['Javan Trogon'], body: '\nA line of report.\n' });
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

  it('suggests the taxonomy spelling of a near-miss bird name', () => {
    const { problems } = parse(post(`${good}\nspecies:\n  - Javan Hawk Eagle`));
    expect(problems[0]!.expected).toContain('did you mean "Javan Hawk-Eagle"?');
  });

  it('names the body line of an image that is not an image id, of an image without alt text and of raw HTML', () => {
    const body = 'First line.\n\n![A kingfisher](https://example.com/k.jpg)\n\n![](birds/javan-kingfisher)\n\n<iframe src="x"></iframe>\n';
    const { problems } = parse(post(good, body));
    // "---", seven front-matter lines and "---" are lines 1–9; the body starts on line 10.
    expect(problems.map((p) => [p.field, p.found])).toEqual([
      ['body (line 13)', '"https://example.com/k.jpg"'],
      ['body (line 15)', '"![](birds/javan-kingfisher)"'],
      ['body (line 17)', '"<iframe src=\\"x\\"></iframe>"'],
    ]);
  });

  it('needs front matter, valid YAML, a body and a file name that can be a URL', () => {
    expect(parse('# Title\n\nNo front matter.\n').problems.map((p) => p.field)).toEqual(['(front matter)']);
    expect(parse('---\ntitle: "open\n---\n\nBody\n').problems[0]).toMatchObject({ field: '(front matter)', expected: 'valid YAML' });
    expect(parse(post(good, '   \n')).problems.map((p) => p.field)).toEqual(['body']);
    expect(parse(post(good), 'Cibodas_Dawn').problems.map((p) => p.field)).toEqual(['(file name)']);
  });
});

describe('trip reports in the content folder', () => {
  it('the shipped content has none, so the blog stays Coming Soon', async () => {
    expect((await loadContent(join(root, 'content'), root)).posts).toEqual([]);
  });

  it('are read newest first', async () => {
    const { posts } = await loadFixture('posts');
    expect(posts).toHaveLength(13);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(posts[0]!.slug).toBe('gunung-gede-in-the-mist');
  });

  it('a broken post stops the build with every problem, each naming file and field', async () => {
    const error = await loadFixture('broken-posts').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const dir = 'test/fixtures/content/broken-posts/blog/';
    expect((error as ContentError).problems.map((p) => `${p.file.replace(dir, '')} ${p.field}`)).toEqual([
      'Bad_Name.md (file name)',
      'bad-fields.md date',
      'bad-fields.md tour',
      'bad-fields.md cover.id',
      'bad-fields.md species[1]',
      'bad-fields.md body (line 16)',
      'bad-fields.md body (line 18)',
      'bad-yaml.md (front matter)',
      'no-front-matter.md (front matter)',
    ]);
  });
});
