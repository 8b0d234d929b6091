import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { root } from '../helpers/render.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Copies content/ and edits one line of the birding tour's file, as an operator might. */
async function contentWith(from: string, to: string): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'content-'));
  await cp(join(root, 'content'), dir, { recursive: true });
  const file = join(dir, 'tours', 'birding-tour.yaml');
  const text = await readFile(file, 'utf8');
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
  return dir;
}

async function failure(contentDir: string): Promise<BuildError> {
  const error = await loadContent(contentDir, dir).then(
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
