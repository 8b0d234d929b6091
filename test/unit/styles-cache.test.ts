import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileStyles } from '../../scripts/assets/styles/styles.ts';

// Compiled styles are kept between builds: a build that changed no style reuses them, and any
// change under styles/ (a partial too) compiles them again. The dev server compiles again only the
// sheets whose sources an edit touched.

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'styles-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('compileStyles with a cache folder', () => {
  it('reuses the result until a file under styles/ changes', async () => {
    cpSync(join(root, 'styles'), join(work, 'styles'), { recursive: true });
    const cacheDir = join(work, 'cache');
    const sheets = new Map([['birding-tour', 'pages/birding-tour.scss']]);

    const first = await compileStyles(work, sheets, cacheDir);
    expect(readdirSync(join(cacheDir, 'styles'))).toHaveLength(1);
    const again = await compileStyles(work, sheets, cacheDir);
    expect(again).toEqual(first);

    // A partial that main.scss reaches through @use, not main.scss itself.
    appendFileSync(join(work, 'styles', '_motion.scss'), '\n.cache-probe { color: #123456; }\n');
    const changed = await compileStyles(work, sheets, cacheDir);
    expect(first.main).not.toContain('.cache-probe');
    expect(changed.main).toContain('.cache-probe{color:#123456}');
    expect(readdirSync(join(cacheDir, 'styles'))).toHaveLength(2);
  });

  it('given the previous result, compiles again only the sheets an edited file is a source of', async () => {
    const dir = join(work, 'partial');
    cpSync(join(root, 'styles'), join(dir, 'styles'), { recursive: true });
    const sheets = new Map([
      ['birding-tour', 'pages/birding-tour.scss'],
      ['contact', 'pages/contact.scss'],
    ]);
    const first = await compileStyles(dir, sheets);
    expect(first.sources?.get('main.scss')).toContain('_motion.scss');
    expect(first.sources?.get('pages/contact.scss')).toContain('pages/contact.scss');

    // The contact sheet's own file: main.scss and the birding sheet keep their CSS (a stale copy shows it).
    const stale = { ...first, main: `${first.main}/*kept*/`, sheets: new Map([...first.sheets].map(([k, v]) => [k, `${v}/*kept*/`])) };
    appendFileSync(join(dir, 'styles', 'pages', 'contact.scss'), '\n.contact-probe { color: #654321; }\n');
    const next = await compileStyles(dir, sheets, undefined, { styles: stale, edited: [join(dir, 'styles', 'pages', 'contact.scss')] });
    expect(next.main).toBe(stale.main);
    expect(next.sheets.get('pages/birding-tour.scss')).toBe(stale.sheets.get('pages/birding-tour.scss'));
    expect(next.sheets.get('pages/contact.scss')).toContain('.contact-probe{color:#654321}');
    expect(next.sheets.get('pages/contact.scss')).not.toContain('kept');
    expect(next.sources).toEqual(first.sources);
  });
});
