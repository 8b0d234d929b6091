import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import type { ContentProblem } from '../../scripts/content/problems.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// Slips of the owner's trial, each in the fixture's copy of the content (undone after each test):
// the build names the one mistake in words, at its line, with the fix, and nothing that only
// follows from it.
const fixture = loadFixture();
afterEach(() => fixture.resetEdits());
afterAll(() => fixture.clean());

/** The problems of the content with `edit` made to its file `file` (the first one of `folder` when a folder is named). */
async function problemsAfter(folder: string, edit: (text: string) => string): Promise<{ file: string; problems: readonly ContentProblem[] }> {
  const name = readdirSync(join(fixture.contentDir(), folder))
    .filter((f) => f.endsWith('.yaml'))
    .sort()[0]!;
  const file = join('content', folder, name);
  fixture.editFile(file, (before) => {
    const after = edit(before);
    expect(after, 'the edit changed the file').not.toBe(before);
    return after;
  });
  // Loaded with the fixture's folder as the root, so a problem names its file as content/….
  const error = await loadContent(fixture.contentDir(), fixture.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return { file, problems: (error as ContentError).problems };
}

describe('slips in a YAML file', () => {
  it('an apostrophe that ends a quoted text: that file alone, not the packages of its tour', async () => {
    const { file, problems } = await problemsAfter('tours', (t) => t.replace(/^description: .*$/m, "description: 'Birding on Bali's volcanoes"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, field: '(the file)', found: 'an apostrophe ends the quoted text early' });
    expect(problems[0]!.fix).toContain("write an apostrophe twice (Bali''s), or leave the quotes off: description: Birding on Bali's volcanoes");
  });

  it('a field name without its colon, with the line written out right', async () => {
    const { problems } = await problemsAfter('team', (t) => t.replace(/^role: /m, 'role '));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: '(the file)', found: 'a field name is not followed by a colon' });
    expect(problems[0]!.fix).toMatch(/^write it as "role: /);
  });

  it('a number written with its unit: the fix is the number alone', async () => {
    const { problems } = await problemsAfter('packages/birding-tour', (t) => t.replace(/^ {2}- day: 2$/m, '  - day: 2 days'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'itinerary[2].day', found: '"2 days"', fix: 'write the number alone: day: 2' });
  });

  it('a short package written "2 Days / 1 Night" is held to its days like the longer ones', async () => {
    const { problems } = await problemsAfter('packages/birding-tour', (t) => t.replace(/^duration: .*$/m, 'duration: 2 Days / 1 Night'));
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^must have 2 days, as its duration "2 Days \/ 1 Night" says — found \d+$/)]);
  });
});
