import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { BuildError, formatBuildError } from '../../scripts/lib/build-error.ts';
import { errorCatalogue, errorCodes } from '../../scripts/lib/error-catalogue.ts';
import { root } from '../helpers/render.ts';

// The build errors as a catalogue: each a name, a title and a hint; the developer's guide lists them; every name
// is thrown somewhere, and every BuildError the code builds names one.
describe('the error catalogue', () => {
  const sources = globSync('scripts/**/*.ts', { cwd: root }).map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

  it('docs/developer-guide.md lists every error with its title, and nothing else under "Build errors"', () => {
    const guide = readFileSync(join(root, 'docs/developer-guide.md'), 'utf8');
    const start = guide.indexOf('\n## Build errors\n');
    expect(start, 'docs/developer-guide.md has a "## Build errors" section').toBeGreaterThan(-1);
    const end = guide.indexOf('\n## ', start + 1);
    const section = guide.slice(start, end === -1 ? undefined : end);
    const listed = [...section.matchAll(/^\| `(\w+)` \| ([^|]+) \|/gm)].map((m) => [m[1], m[2]!.trim()]);
    expect(listed).toEqual(errorCodes.map((code) => [code, errorCatalogue[code].title]));
  });

  it('every error is thrown somewhere, and every BuildError names a catalogue entry', () => {
    const thrown = new Set<string>();
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/new BuildError\(\s*'(\w+)'/g)) thrown.add(m[1]!);
      for (const m of text.matchAll(/super\(\s*'(\w+)'/g)) thrown.add(m[1]!);
      const bare = [...text.matchAll(/new BuildError\(\s*[^'\s]/g)];
      expect(bare.length, `${file} builds a BuildError without a catalogue name`).toBe(0);
    }
    expect([...thrown].filter((code) => !(code in errorCatalogue))).toEqual([]);
    expect(errorCodes.filter((code) => !thrown.has(code))).toEqual([]);
  });

  it('prints its name and title, and the catalogue hint when the error names no fix', () => {
    const printed = formatBuildError(new BuildError('InvalidBasePath', 'the base path is not a URL path', { found: 'tours' }));
    expect(printed).toBe(
      [
        'Build failed: the base path is not a URL path',
        '  found:    tours',
        '  fix:      Give BASE_PATH or --base as a path such as /tours/.',
        '  error:    InvalidBasePath (The base path is not a URL path; docs/developer-guide.md "Build errors")',
      ].join('\n'),
    );
  });
});
