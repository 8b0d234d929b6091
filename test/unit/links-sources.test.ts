import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenInternalLinks } from '../../scripts/links/fragments.ts';
import { describeBroken } from '../../scripts/links/sources.ts';
import { root } from '../helpers/render.ts';

// A small project written here: sources (a trip report, a content module, a template) and the
// site built from them, with one broken link of each kind.
let work: string;
const write = (path: string, text: string) => {
  const file = join(work, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const page = (path: string, body: string, frame = '<a href="#main">Skip</a><main id="main">') =>
  write(path, `<!DOCTYPE html><html><body>${frame}${body}</main></body></html>`);

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'links-sources-'));
  write(
    'project/content/blog/gede-at-dawn.md',
    ['---', 'title: Gede at dawn', '---', '', 'A morning on the trail.', '', 'See the [endemics](/tour/#endemic) and the [tour](/tour/).', ''].join('\n'),
  );
  write(
    'project/content/contact.yaml',
    ['# The page links: one of them to a page the site lacks.', 'links:', '  - label: Prices', '    href: /prices/', ''].join('\n'),
  );
  write('project/templates/frame.tsx', ['export const Frame = () => (', '  <>', '    <a href="#mian">Skip to content</a>', '  </>', ');', ''].join('\n'));
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the template literal is the fixture file's own source.
  write('project/templates/post.tsx', ['export const Post = () => <a href={`#${part}-gallery`}>Gallery</a>;', ''].join('\n'));

  // The built site: a trip report, a page the content links from, and three pages whose frame has a typo.
  page('dist/index.html', '<h1>Home</h1><a href="/tour/">Tour</a><a href="/contact/">Contact</a><a href="/blog/gede-at-dawn/">Report</a>');
  page('dist/404.html', '<h1>Not found</h1><a href="/">Home</a>');
  page('dist/tour/index.html', '<section id="packages"><a name="old-anchor"></a></section><meta name="description" content="x"><a href="#old-anchor">ok</a>');
  page('dist/blog/gede-at-dawn/index.html', '<a href="/tour/#endemic">endemics</a><a href="/tour/">tour</a><a href="#trip-gallery">gallery</a>');
  page('dist/contact/index.html', '<a href="/prices/">Prices</a>');
  for (const path of ['dist/about/index.html', 'dist/faq/index.html', 'dist/team/index.html'])
    page(path, '<p>Words</p>', '<a href="#mian">Skip</a><main id="main">');
  page('dist/icons/index.html', '<svg><g id="icon-1"></g></svg><svg><use href="#icon-1"/></svg><svg><use href="#icon-2"/></svg>');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const options = () => ({ root: join(work, 'project') });

describe('a broken internal link names the built page and the source file and line that write it', () => {
  it('finds a missing cross-page fragment, a missing same-page fragment, a missing page and a broken SVG <use>', () => {
    expect(brokenInternalLinks(join(work, 'dist'))).toEqual([
      { page: '/about/', href: '#mian', why: 'no element with id "mian" on /about/' },
      { page: '/blog/gede-at-dawn/', href: '/tour/#endemic', why: 'no element with id "endemic" on /tour/' },
      { page: '/blog/gede-at-dawn/', href: '#trip-gallery', why: 'no element with id "trip-gallery" on /blog/gede-at-dawn/' },
      { page: '/contact/', href: '/prices/', why: 'no page at /prices/' },
      { page: '/faq/', href: '#mian', why: 'no element with id "mian" on /faq/' },
      { page: '/icons/', href: '#icon-2', why: 'no element with id "icon-2" on /icons/' },
      { page: '/team/', href: '#mian', why: 'no element with id "mian" on /team/' },
    ]);
  });

  it("a trip report's link is named in its Markdown, others where content or a template writes them", () => {
    const blocks = describeBroken(brokenInternalLinks(join(work, 'dist')), options());
    // Cross-page fragment, in a trip report: its .md file and line.
    expect(blocks).toContain(
      [
        'broken link /tour/#endemic: no element with id "endemic" on /tour/',
        '    on page blog/gede-at-dawn/index.html (/blog/gede-at-dawn/)',
        '    written in content/blog/gede-at-dawn.md:7',
      ].join('\n'),
    );
    // Same-page fragment the frame writes on every page: one problem, its pages, the template's line.
    expect(blocks).toContain(
      [
        'broken link #mian: no element with id "mian" on the same page',
        '    on 3 pages: about/index.html (/about/), faq/index.html (/faq/), team/index.html (/team/)',
        '    written in templates/frame.tsx:3',
      ].join('\n'),
    );
    // A page that does not exist, linked from a content module.
    expect(blocks).toContain(
      ['broken link /prices/: no page at /prices/', '    on page contact/index.html (/contact/)', '    written in content/contact.yaml:4'].join('\n'),
    );
    // A link a template builds from parts is not written as it is: the trip report the page comes from is named.
    expect(blocks.find((b) => b.startsWith('broken link #trip-gallery'))).toMatch(
      /not found as written in content\/ or templates\/ \(a template may build it from parts\); the page is the trip report content\/blog\/gede-at-dawn\.md$/,
    );
    expect(blocks.join('\n')).not.toMatch(/https?:\/\//);
  });

  it('reads links built under a base path against the sources, which write them without it', () => {
    page('dist-sub/tour/index.html', '<section id="packages"></section>');
    page('dist-sub/blog/gede-at-dawn/index.html', '<a href="/tours/tour/#endemic">endemics</a>');
    const links = brokenInternalLinks(join(work, 'dist-sub'), '/tours/');
    expect(links).toEqual([{ page: '/tours/blog/gede-at-dawn/', href: '/tours/tour/#endemic', why: 'no element with id "endemic" on /tours/tour/' }]);
    expect(describeBroken(links, { ...options(), basePath: '/tours/' })[0]).toContain(
      '    on page blog/gede-at-dawn/index.html (/tours/blog/gede-at-dawn/)\n    written in content/blog/gede-at-dawn.md:7',
    );
  });

  it('counts ids and the names of <a> elements as fragments, not the names of <meta> or form fields', () => {
    expect([...anchorsOf('<section id="packages"><a name="old"></a><meta name="description"><input name="q" id="search"></section>')].sort()).toEqual([
      'old',
      'packages',
      'search',
    ]);
  });
});

describe('npm run check:links', () => {
  it('fails on a broken fragment and a missing page, naming the source file, not the temporary server', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/check-links.ts'), '--dir', join(work, 'dist'), '--content', join(work, 'project/content')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    // The content folder lies outside the project here, so its files are named by their path from the project.
    expect(run.stderr).toMatch(
      /^broken link \/tour\/#endemic: no element with id "endemic" on \/tour\/\n {4}on page blog\/gede-at-dawn\/index\.html \(\/blog\/gede-at-dawn\/\)\n {4}written in \S*project\/content\/blog\/gede-at-dawn\.md:7$/m,
    );
    // linkinator finds the missing page too: it is listed once, under its site path.
    expect(run.stderr.match(/^broken link \/prices\/: /gm)).toHaveLength(1);
    expect(run.stderr).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});
