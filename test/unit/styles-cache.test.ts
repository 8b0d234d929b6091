import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileStyles } from '../../scripts/assets/styles/styles.ts';

// Compiled styles are kept between builds: a build that changed no style reuses them, and any
// change under styles/ (a partial too) compiles them again.

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
});
