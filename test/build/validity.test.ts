import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { root } from '../helpers/render.ts';

// The W3C Nu HTML checker over every page of dist/ (built before the tests run), in one Java
// process: a JVM start costs a few seconds. A fixture with two known errors rides along, so a
// checker that silently reports nothing fails the run instead of passing it.
const dist = join(root, 'dist');
const fixture = join(root, 'test/fixtures/validity/invalid.html');
const jar = String(createRequire(import.meta.url)('vnu-jar'));

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  /** The markup around the error. */
  extract?: string;
}

function checkAll(files: string[]): NuMessage[] {
  // The quick compiler only: the checker reads each page once, so the optimising compiler's work
  // never pays back (about 11 against 20 processor-seconds for dist/). Its deeper stack frames need
  // a larger thread stack than the default 1 MB to evaluate the HTML schema.
  const run = spawnSync('java', ['-XX:TieredStopAtLevel=1', '-Xss16m', '-jar', jar, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`could not start Java (${run.error.message}): install it with \`apt-get install -y default-jre-headless\``);
  // The report arrives on stderr; exit status 1 only says that some file has errors.
  const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return report.messages;
}

describe('W3C Nu HTML checker', () => {
  const pages = globSync('**/*.html', { cwd: dist }).sort();

  it('finds 0 errors in every page of dist/', () => {
    expect(existsSync(join(dist, 'index.html')), 'run `npm run build` first').toBe(true);
    const messages = checkAll([fixture, ...pages.map((p) => join(dist, p))]);
    const where = (m: NuMessage) => (m.url ? relative(root, fileURLToPath(m.url)) : '?');
    const inFixture = messages.filter((m) => where(m) === relative(root, fixture));
    expect(inFixture.map((m) => m.message).join('\n'), "the checker must report the fixture's missing alt and duplicate id").toMatch(
      /alt[\s\S]*Duplicate ID|Duplicate ID[\s\S]*alt/,
    );
    const errors = messages.filter((m) => m.type === 'error' && where(m) !== relative(root, fixture));
    // React writes each page on one line: the column and the markup around it say where.
    const list = errors
      .map((m) => `${where(m)}:${m.lastLine ?? '?'}:${m.lastColumn ?? '?'}: ${m.message}\n    ${m.extract?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
    expect(pages.length).toBeGreaterThanOrEqual(10);
    expect(errors.length, `Nu HTML checker errors:\n${list}\n`).toBe(0);
  });
});
