import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../model/schema/site.ts';
import { ALLOWED_SCHEMES, allowedLinks, linkProblem } from '../../model/links.ts';
import { ContentError } from '../../scripts/content/load.ts';
import { headline, toProblem, type ContentProblem } from '../../scripts/content/problems.ts';
import { markdownToHtml } from '../../templates/blog/markdown.tsx';
import type { SiteContextValue } from '../../templates/lib/site-context.tsx';
import { fixtureContent, root } from '../helpers/render.ts';

// A careless or hostile editor's links, in a trip report and in the content's link fields
// (test/fixtures/content/hostile-links): each stops the build at its file and line, naming the
// scheme and what disguised it. The built pages are checked for the same in test/build/link-schemes-dist.test.ts.
import { shipped } from '../helpers/shipped.ts';
const real = shipped('site');

const fixture = 'test/fixtures/content/hostile-links';

const problems = async (): Promise<ContentProblem[]> => {
  const error = await fixtureContent('hostile-links').then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return [...(error as ContentError).problems];
};

const scheme = (name: string, hidden = '') =>
  `the link uses the ${name}: scheme${hidden}, which a visitor cannot follow safely; link to the page's https:// address, or take the link out`;
const js = (hidden: string) => scheme('javascript', ` (hidden by ${hidden})`);

/** Each hostile link of the fixture report: its line, what the error says was found, and the fix it gives. */
const REPORT_CASES: [line: number, found: string, fix: string][] = [
  [15, '"javascript:alert(6)"', scheme('javascript')],
  [16, '"data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg=="', scheme('data')],
  [17, '"vbscript:msgbox(6)"', scheme('vbscript')],
  [18, '"file:///etc/passwd"', scheme('file')],
  [19, '"JaVaScRiPt:alert(6)", which a browser reads as "javascript:alert(6)"', js('capitals in the scheme')],
  [20, '" javascript:alert(6)", which a browser reads as "javascript:alert(6)"', js('spaces around it')],
  [21, '"java\\tscript:alert(6)", which a browser reads as "javascript:alert(6)"', js('tabs or line breaks')],
  [22, '"\\u0001javascript:alert(6)", which a browser reads as "javascript:alert(6)"', js('control characters')],
  [23, '"&#106;avascript:alert(6)", which a browser reads as "javascript:alert(6)"', js('the character reference &#106;')],
  [24, '"&#x6A;avascript:alert(6)", which a browser reads as "javascript:alert(6)"', js('the character reference &#x6A;')],
  [25, '"javascript&colon;alert(6)", which a browser reads as "javascript:alert(6)"', js('the character reference &colon;')],
  [26, '"java&#10;script:alert(6)", which a browser reads as "javascript:alert(6)"', js('the character reference &#10;')],
  [27, '"%6Aavascript:alert(6)", which a browser reads as "javascript:alert(6)"', js('percent-encoding in the scheme')],
  // An autolink, <vbscript:…>.
  [28, '"vbscript:msgbox(6)"', scheme('vbscript')],
  [
    30,
    '"//evil.example/"',
    "the link starts with //, which leaves out the scheme of a link to another site; link to the page's https:// address, or take the link out",
  ],
  [
    31,
    '"/\\\\evil.example/", which a browser reads as "//evil.example/"',
    'the link starts with // (hidden by a backslash, which a browser reads as "/"), which leaves out the scheme of a link to another site; link to the page\'s https:// address, or take the link out',
  ],
  [32, '"http://example.org/"', 'the link uses http:, which only a host of HTTP_ONLY_HOSTS (model/links.ts) may use; write "https://example.org/"'],
  [
    33,
    '"HTTPS://www.birdlife.org/", which a browser reads as "https://www.birdlife.org/"',
    'the link writes its https: address with capitals in the scheme; write "https://www.birdlife.org/"',
  ],
  [
    34,
    '"Mailto:tours@westjavabirding.example", which a browser reads as "mailto:tours@westjavabirding.example"',
    'the link writes its mailto: address with capitals in the scheme; write "mailto:tours@westjavabirding.example"',
  ],
  [
    35,
    '"https://www.birdlife.org/?a=1&amp;b=2", which a browser reads as "https://www.birdlife.org/?a=1&b=2"',
    'the link writes its https: address with the character reference &amp;; write "https://www.birdlife.org/?a=1&b=2"',
  ],
  // A reference link's address, at its definition's line; an unused definition is refused too.
  [38, '"data:text/html,<script>alert(6)</script>"', scheme('data')],
  [39, '"javascript:alert(6)"', scheme('javascript')],
];

describe('a link in a trip report', () => {
  it('of a scheme not allowed, or disguised by case, spaces, control characters, character references or percent-encoding, stops the build at its line', async () => {
    const links = (await problems()).filter((p) => p.file === `${fixture}/blog/hostile-links.md` && p.message.startsWith('must link only'));
    expect(links.map((p) => [p.line, p.found, p.fix])).toEqual(REPORT_CASES);
    for (const p of links) {
      expect(p.field).toBe('body');
      expect(p.message).toBe(`must link only to ${allowedLinks}`);
    }
    // The lines of links that pass (12, 13) hold none, and the line of the reference's use (29) neither.
    expect(links.map((p) => p.line)).not.toContain(29);
  });

  it('says which links are allowed', () => {
    expect(allowedLinks).toBe(
      'https://…, http://… only for a host of HTTP_ONLY_HOSTS in model/links.ts (none yet), mailto:name@example.com, tel:+62…, https://wa.me/62… (WhatsApp), a site path such as /birding-tour/ or /birding-tour/#packages or a #fragment of the same page',
    );
    expect(ALLOWED_SCHEMES).toHaveLength(7);
  });

  it('as an image is refused as an image id, which takes no scheme', async () => {
    const image = (await problems()).find((p) => p.line === 36);
    expect(image).toMatchObject({
      field: 'body',
      found: '"javascript:alert(6)"',
      message: expect.stringMatching(/^must be an image id such as birds\/javan-trogon/),
    });
  });

  it('passes for https, mailto, tel, WhatsApp, site paths and #fragments', () => {
    for (const href of [
      'https://www.birdlife.org/',
      'mailto:tours@westjavabirding.example?subject=Gede',
      'tel:+6281200002011',
      'https://wa.me/6281200002011?text=Halo',
      '/birding-tour/#packages',
      '#top',
      'https://example.org/a%20b',
    ])
      expect(linkProblem(href), href).toBeNull();
  });

  it('is left as its words by the renderer, were one to reach it', () => {
    const html = markdownToHtml('[click me](javascript:alert(6)) and [the tour](/birding-tour/)', { basePath: '/' } as SiteContextValue);
    expect(html).toBe('<p>click me and <a href="/birding-tour/">the tour</a></p>\n');
  });
});

describe("a content link field (the social profile's address, the site's)", () => {
  it('stops the build at its file and field path', async () => {
    const fields = (await problems()).filter((p) => p.file === `${fixture}/site.yaml`);
    const text = readFileSync(join(root, fixture, 'site.yaml'), 'utf8').split('\n');
    const at = (value: string) => {
      const line = text.findIndex((l) => l.includes(value));
      return `${line + 1}:${text[line]!.indexOf(value) + 1}`;
    };
    expect(fields.map((p) => headline(p))).toEqual([
      `${fixture}/site.yaml:${at('javascript:alert(6)')}: instagram.url must be an https:// address such as https://www.birdlife.org/ (this field takes https:// only) — found "javascript:alert(6)". It uses the javascript: scheme, which a visitor cannot follow safely; write the page's https:// address`,
      `${fixture}/site.yaml:${at('" HTTPS://')}: siteUrl must be an https:// address such as https://www.birdlife.org/ (this field takes https:// only) — found " HTTPS://westjavabirding.example". Did you mean "https://westjavabirding.example"?`,
    ]);
  });

  /** What the build says of the social profile's address written as `url`. */
  const instagram = (url: string) => {
    const raw = { ...real, instagram: { ...real.instagram, url } };
    const result = siteSchema.safeParse(raw);
    if (result.success) return 'passes';
    const [problem] = result.error.issues.map((issue) => toProblem(issue, raw, 'content/site.yaml'));
    return `${problem!.field}: found ${problem!.found}; ${problem!.suggestions?.length ? `did you mean ${problem!.suggestions.join(', ')}?` : problem!.fix}`;
  };
  const fix = "; write the page's https:// address";
  const CONTENT_CASES: [string, string][] = [
    ['https://www.instagram.com/westjavabirding/', 'passes'],
    ['javascript:alert(6)', `instagram.url: found "javascript:alert(6)"; it uses the javascript: scheme, which a visitor cannot follow safely${fix}`],
    [
      'data:text/html,<script>alert(6)</script>',
      `instagram.url: found "data:text/html,<script>alert(6)</script>"; it uses the data: scheme, which a visitor cannot follow safely${fix}`,
    ],
    ['vbscript:msgbox(6)', `instagram.url: found "vbscript:msgbox(6)"; it uses the vbscript: scheme, which a visitor cannot follow safely${fix}`],
    ['file:///etc/passwd', `instagram.url: found "file:///etc/passwd"; it uses the file: scheme, which a visitor cannot follow safely${fix}`],
    [
      'JavaScript:alert(6)',
      `instagram.url: found "JavaScript:alert(6)"; it uses the javascript: scheme (hidden by capitals in the scheme), which a visitor cannot follow safely: a browser reads it as "javascript:alert(6)"${fix}`,
    ],
    [
      '\tjavascript:alert(6)',
      `instagram.url: found "\\tjavascript:alert(6)"; it uses the javascript: scheme (hidden by tabs or line breaks), which a visitor cannot follow safely: a browser reads it as "javascript:alert(6)"${fix}`,
    ],
    [
      '&#106;avascript:alert(6)',
      `instagram.url: found "&#106;avascript:alert(6)"; it uses the javascript: scheme (hidden by the character reference &#106;), which a visitor cannot follow safely: a browser reads it as "javascript:alert(6)"${fix}`,
    ],
    [
      '%6Aavascript:alert(6)',
      `instagram.url: found "%6Aavascript:alert(6)"; it uses the javascript: scheme (hidden by percent-encoding in the scheme), which a visitor cannot follow safely: a browser reads it as "javascript:alert(6)"${fix}`,
    ],
    [
      ' https://www.instagram.com/westjavabirding/',
      'instagram.url: found " https://www.instagram.com/westjavabirding/"; did you mean https://www.instagram.com/westjavabirding/?',
    ],
    [
      'https://www.instagram.com/westjavabirding/\n',
      'instagram.url: found "https://www.instagram.com/westjavabirding/\\n"; did you mean https://www.instagram.com/westjavabirding/?',
    ],
    [
      'HTTPS://www.instagram.com/westjavabirding/',
      'instagram.url: found "HTTPS://www.instagram.com/westjavabirding/"; did you mean https://www.instagram.com/westjavabirding/?',
    ],
    [
      'http://www.instagram.com/westjavabirding/',
      'instagram.url: found "http://www.instagram.com/westjavabirding/"; did you mean https://www.instagram.com/westjavabirding/?',
    ],
    [
      '//www.instagram.com/westjavabirding/',
      `instagram.url: found "//www.instagram.com/westjavabirding/"; it starts with //, which leaves out the scheme of a link to another site${fix}`,
    ],
    ['mailto:tours@westjavabirding.example', `instagram.url: found "mailto:tours@westjavabirding.example"; it is a link of another kind${fix}`],
    ['https:www.instagram.com', `instagram.url: found "https:www.instagram.com"; it is not a whole address (https://host/path)${fix}`],
  ];
  it.each(CONTENT_CASES)('%j: %s', (url, expected) => {
    expect(instagram(url)).toBe(expected);
  });
});
