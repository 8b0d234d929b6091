import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

const fixture = loadFixture();
afterEach(() => fixture.resetEdits());
afterAll(() => fixture.clean());

/** Edits one line of the birding tour's file in the fixture's content, as an operator might (undone after the test). */
async function contentWith(from: string, to: string): Promise<string> {
  fixture.editFile('content/tours/birding-tour.yaml', (text) => {
    expect(text).toContain(from);
    return text.replace(from, to);
  });
  return fixture.contentDir();
}

async function failure(contentDir: string): Promise<BuildError> {
  // The content folder is the root, so an error names its file as tours/….
  const error = await loadContent(contentDir, contentDir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

describe('image references in content', () => {
  it('fail the build naming the file and field when an id is malformed', async () => {
    const error = await failure(await contentWith('  id: tours/birding-tour\n', '  id: Tours/Birding Tour.jpg\n'));
    expect(error.details.file).toBe('tours/birding-tour.yaml');
    expect(error.details.line).toBe(17);
    expect(error.details.field).toBe('image.id');
    expect(error.message).toMatch(/image id/);
  });

  it('fail the build naming the file and field when alt text is missing', async () => {
    const error = await failure(await contentWith('alt: Javan Trogon perched in mossy montane cloud forest\n', "alt: '  '\n"));
    expect(error.details.file).toBe('tours/birding-tour.yaml');
    expect(error.details.field).toBe('image.alt');
  });
});
