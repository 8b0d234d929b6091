import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenInternalLinks } from '../../scripts/links/fragments.ts';
import { describeBroken } from '../../scripts/links/sources.ts';
import { root } from '../helpers/render.ts';

// The fragment check of `npm run check:links`, over a small built site written here.
let dir: string;
const page = (path: string, body: string) => {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `<!DOCTYPE html><html><body>${body}</body></html>`);
};
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'link-fragments-'));
  page(
    'index.html',
    '<h1 id="top-story">Home</h1><a href="/tour/#packages">ok</a><a href="#top-story">ok</a><a href="#">top</a><a href="https://example.com/#x">out</a>',
  );
  page('tour/index.html', '<section id="packages"><a name="old-anchor"></a></section><a href="../#top-story">ok</a><a href="#old-anchor">ok</a>');
  page('broken/index.html', '<a href="/tour/#endemic">cross-page</a><a href="#zzz-nothing">same page</a><a href="/nowhere/">no page</a>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('internal links and their fragments', () => {
  it('reports a missing cross-page fragment, a missing same-page fragment and a missing page, on the page that holds them', () => {
    expect(brokenInternalLinks(dir)).toEqual([
      { page: '/broken/', href: '/tour/#endemic', why: 'no element with id "endemic" on /tour/' },
      { page: '/broken/', href: '#zzz-nothing', why: 'no element with id "zzz-nothing" on /broken/' },
      { page: '/broken/', href: '/nowhere/', why: 'no page at /nowhere/' },
    ]);
  });

  it('names the source file and line that write a broken link', () => {
    // The skip link is written in the frame's template: a broken one would be named by file and line.
    const [line] = describeBroken([{ page: '/x/', href: '/contact/#channels-heading-typo', why: 'no element' }], { root });
    expect(line).toMatch(/^broken link \/contact\/#channels-heading-typo: no element\n {4}on page x\/index\.html \(\/x\/\)\n {4}not found as written/);
    const [written] = describeBroken([{ page: '/', href: '#main', why: 'no element' }], { root });
    expect(written).toMatch(/written in templates\/frame\/frame\.tsx:\d+/);
  });
});
