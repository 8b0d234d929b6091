import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesOf, describeRefused, refusedLinks } from '../../scripts/links/schemes.ts';
import { loadFixture, suiteSite } from '../helpers/load-fixture.ts';

// `npm run check:links` over dist/ (made before the tests run) refuses a link of a scheme not
// allowed, whatever writes it: here a fixture's output, a copy of the built contact page, gets such
// links written straight into it, and a small project's template beside it writes one, so the check
// names the source as it does for a broken link.
const fixture = loadFixture();
const write = (path: string, text: string) => {
  const file = join(fixture.dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Each hostile address written into the page, in the attribute that holds it. */
const INJECTED = [
  '<a href="javascript:alert(6)">Call us</a>',
  '<a href=" JaVaScRiPt:alert(6)">case and space</a>',
  '<a href="&#106;avascript:alert(6)">entity</a>',
  "<a href='java&#x09;script:alert(6)'>tab entity, single quotes</a>",
  '<a href=vbscript:msgbox(6)>unquoted</a>',
  '<img alt="" src="data:text/html;base64,PHNjcmlwdD4=">',
  '<img alt="" srcset="/assets/a.jpg 1x, file:///etc/passwd 2x">',
  '<form action="javascript:alert(6)"><button formaction="%6Aavascript:alert(6)">Send</button></form>',
  '<svg><a xlink:href="javascript&colon;alert(6)"><text>svg</text></a></svg>',
  '<video poster="http://example.org/still.jpg"></video>',
  '<meta http-equiv="refresh" content="0; url=javascript:alert(6)">',
  // Not links: the text of a script, a comment, a data- attribute and an attribute's words.
  '<script>const a = \'<a href="javascript:no">\';</script><!-- <a href="javascript:no"> --><p data-href="javascript:no" title="href=javascript:no">x</p>',
].join('');

beforeAll(() => {
  const page = join(suiteSite().copyTo(fixture.outDir, 'contact'), 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('</main>', `${INJECTED}</main>`));
  write('project/templates/contact.tsx', ['export const Call = () => (', '  <a href="javascript:alert(6)">Call us</a>', ');', ''].join('\n'));
  write('project/content/contact.yaml', 'export default {};\n');
});
afterAll(() => fixture.clean());

describe('npm run check:links on a built page', () => {
  it('passes the built site, whose every address is an allowed one', () => {
    const site = suiteSite();
    expect(refusedLinks(site.outDir)).toEqual([]);
    // And it reads some: every page's links, pictures and srcset candidates.
    expect(addressesOf(site.readFile('index.html')).length).toBeGreaterThan(50);
  });

  it('refuses a link of a scheme not allowed in any attribute a browser follows or loads, however written', () => {
    const found = refusedLinks(fixture.outDir).map(({ attribute, href, why }) => `${attribute} ${JSON.stringify(href)}: ${why}`);
    expect(found).toEqual([
      'href "javascript:alert(6)": uses the javascript: scheme, which a visitor cannot follow safely',
      'href " JaVaScRiPt:alert(6)": uses the javascript: scheme (hidden by spaces around it and capitals in the scheme), which a visitor cannot follow safely',
      'href "javascript:alert(6)": uses the javascript: scheme, which a visitor cannot follow safely',
      'href "java\\tscript:alert(6)": uses the javascript: scheme (hidden by tabs or line breaks), which a visitor cannot follow safely',
      'href "vbscript:msgbox(6)": uses the vbscript: scheme, which a visitor cannot follow safely',
      'src "data:text/html;base64,PHNjcmlwdD4=": uses the data: scheme, which a visitor cannot follow safely',
      'srcset "file:///etc/passwd": uses the file: scheme, which a visitor cannot follow safely',
      'action "javascript:alert(6)": uses the javascript: scheme, which a visitor cannot follow safely',
      'formaction "%6Aavascript:alert(6)": uses the javascript: scheme (hidden by percent-encoding in the scheme), which a visitor cannot follow safely',
      'xlink:href "javascript:alert(6)": uses the javascript: scheme, which a visitor cannot follow safely',
      'poster "http://example.org/still.jpg": uses http:, which only a host of HTTP_ONLY_HOSTS (model/links.ts) may use',
      'meta refresh "javascript:alert(6)": uses the javascript: scheme, which a visitor cannot follow safely',
    ]);
  });

  it('names the page, the attribute and the source that writes the link, and the links allowed', () => {
    const blocks = describeRefused(refusedLinks(fixture.outDir), { root: join(fixture.dir, 'project') });
    expect(blocks[0]).toBe(
      [
        'refused link "javascript:alert(6)": it uses the javascript: scheme, which a visitor cannot follow safely',
        '    on page contact/index.html (/contact/) in href, action, xlink:href, meta refresh',
        '    written in templates/contact.tsx:2',
        '    links may be: https://…, http://… only for a host of HTTP_ONLY_HOSTS in model/links.ts (none yet), mailto:name@example.com, tel:+62…, https://wa.me/62… (WhatsApp), a site path such as /birding-tour/ or /birding-tour/#packages or a #fragment of the same page',
      ].join('\n'),
    );
    expect(blocks.find((b) => b.startsWith('refused link "vbscript:'))).toContain(
      '    not found as written in content/ or templates/ (a template may build it from parts)',
    );
    expect(blocks).toHaveLength(8);
  });
});
