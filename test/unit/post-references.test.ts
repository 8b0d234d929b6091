import { describe, expect, it } from 'vitest';
import { ContentError } from '../../scripts/content/load.ts';
import { postLinkProblems } from '../../scripts/links/post-links.ts';
import { photographedIds } from '../../scripts/content/site.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { linkKind } from '../../model/links.ts';
import { siteRoutes } from '../../templates/routes.ts';
import { speciesImageId } from '../../model/catalogue.ts';
import { content, fixtureDir, fixtureContent, root } from '../helpers/render.ts';

/** Every image id the site can show today: those the shipped content shows, photos, and each bird's species id. */
async function realImageIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const { id, alt } = value as { id?: unknown; alt?: unknown };
      if (typeof id === 'string' && typeof alt === 'string') ids.add(id);
      Object.values(value).forEach(walk);
    }
  };
  walk(await content());
  for (const id of await photographedIds(fixtureDir('posts-broken-refs'), root)) ids.add(id);
  for (const [english, { code }] of taxonomyEntries()) ids.add(speciesImageId({ id: code, kind: 'bird', english }));
  return ids;
}

describe('image ids in a trip report', () => {
  it('stop the build when the site has no such picture, at the line, with only real ids as suggestions', async () => {
    const error = await fixtureContent('posts-broken-refs').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const { problems } = error as ContentError;
    const file = 'test/fixtures/content/posts-broken-refs/blog/storks-at-muara-angke.md';
    expect(problems.map(({ file, line, field, found, suggestions }) => ({ file, line, field, found, suggestions }))).toEqual([
      { file, line: 8, field: 'cover.id', found: '"tours/waterbird-heor"', suggestions: ['tours/waterbird-hero', 'tours/waterbird-tour'] },
      { file, line: 14, field: 'body', found: '"birds/milky-storke"', suggestions: ['birds/milky-stork'] },
      // A photo's path is no id; the id it was meant as is not one either: the suggestion is the real one.
      { file, line: 16, field: 'body', found: '"content/photos/birds/milky-storke.jpg"', suggestions: ['birds/milky-stork'] },
      {
        file,
        line: 18,
        field: 'body',
        found: '"locations/muara-angke/9"',
        suggestions: ['locations/muara-angke/1', 'locations/muara-angke/2', 'locations/muara-angke/3'],
      },
    ]);
    // birds/javan-plover (line 20) is the Javan Plover's species id: a real id, though no page shows it yet.
    const real = await realImageIds();
    for (const suggestion of problems.flatMap((p) => p.suggestions ?? [])) expect(real, suggestion).toContain(suggestion);
    expect(problems[1]!.expected).toContain('content/photos/birds/milky-storke.jpg');
    const printed = formatBuildError(error);
    expect(printed).toContain(
      `file:     ${file}:14\n      field:    body\n      expected: an image id with a photo, shown elsewhere on the site, or a bird's species id`,
    );
    expect(printed).toContain('found:    "birds/milky-storke"\n      fix:      did you mean "birds/milky-stork"?');
  });

  it('pass in the sample reports, whose covers and pictures are all real ids', async () => {
    await expect(fixtureContent('posts')).resolves.toMatchObject({ posts: expect.any(Array) });
  });
});

describe('links in a trip report', () => {
  it('name each site path that is no page, and each relative path, at its line with the closest pages', async () => {
    const site = await fixtureContent('posts-broken-links');
    const problems = postLinkProblems(site.posts, siteRoutes(site));
    const file = 'test/fixtures/content/posts-broken-links/blog/a-morning-on-gede.md';
    expect(problems.map(({ file, line, found, suggestions }) => ({ file, line, found, suggestions }))).toEqual([
      { file, line: 15, found: '"/birding-tuor/"', suggestions: ['/birding-tour/'] },
      { file, line: 15, found: '"/species/javan-trogn/#range"', suggestions: ['/species/javan-trogon/#range'] },
      { file, line: 16, found: '"/blog/a-morning-at-angkee/"', suggestions: ['/blog/a-morning-at-angke/'] },
      { file, line: 18, found: '"birding-tour/"', suggestions: ['/birding-tour/'] },
    ]);
    expect(problems[0]).toMatchObject({
      field: 'body',
      message: 'must link to a page the site has',
      expected: expect.stringContaining('/species/javan-trogon/'),
    });
    // The checklist, species and blog pages are routes; a query or fragment does not change the page.
    const urls = new Set(siteRoutes(site).map((r) => r.url));
    for (const suggestion of problems.flatMap((p) => p.suggestions ?? [])) expect(urls).toContain(suggestion.replace(/#.*$/, ''));
  });

  it('pass in the sample reports', async () => {
    const site = await fixtureContent('posts');
    expect(postLinkProblems(site.posts, siteRoutes(site))).toEqual([]);
  });

  it('are read as the Markdown renderer reads them', () => {
    expect(['/birding-tour/#endemic', '#day-two', 'birding-tour/', 'https://example.org/', 'mailto:a@b.example', '//example.org/x'].map(linkKind)).toEqual([
      'site',
      'fragment',
      'relative',
      'outside',
      'outside',
      'outside',
    ]);
  });
});
