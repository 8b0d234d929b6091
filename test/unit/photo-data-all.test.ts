import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckedPhotoData } from '../../scripts/assets/images/index.ts';
import { ContentError } from '../../scripts/content/load.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';

let dir: string;
const photosDir = () => join(dir, 'content', 'photos');
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-data-all-'));
  await mkdir(photosDir(), { recursive: true });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const shown = ['birds/javan-trogon', 'birds/javan-cochoa', 'birds/milky-stork', 'hero/1', 'hero/2'].map((id) => ({ id }));

/** The ContentError a photos.yaml stops the build with, from the images step's own check. */
async function problemsOf(lines: string[]) {
  await writeFile(join(photosDir(), 'photos.yaml'), `${lines.join('\n')}\n`);
  const error = await readCheckedPhotoData(photosDir(), dir, shown, new Map(), () => {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('every photos.yaml problem in one build', () => {
  it('lists each problem of each entry, with file, line, field, expected and found, however many one entry has', async () => {
    const error = await problemsOf([
      'birds/javan-trogon:', //                    1
      '  credit:', //                              2
      '    by: Dewi Lestari', //                   3
      '    licence: CC-BY-NC-4.0', //              4  a licence the site cannot use
      '    link: http://example.org/dewi', //      5  not https
      '  focus: { x: 0.5, y: 0.5 }', //            6
      '  crop: top', //                            7  a crop beside a focus
      '  colour: warm', //                         8  no such field
      'birds/javan-cochoa: {}', //                 9  says nothing
      'Birds/Milky Stork:', //                     10 not an image id
      '  crop: top',
      'hero/1:', //                                12
      '  focus: { x: 1.5, y: 0.2 }', //            13 outside 0–1
      'hero/3:', //                                14 no page shows it, and its entry is broken too
      '  crop: middle', //                         15
    ]);
    const file = join('content', 'photos', 'photos.yaml');
    expect(error.problems.map(({ file, line, field }) => `${file}:${line} ${field}`)).toEqual(
      [
        '5 birds/javan-trogon.credit.link',
        '8 birds/javan-trogon.colour',
        '7 birds/javan-trogon.crop',
        '4 birds/javan-trogon.credit.licence',
        '9 birds/javan-cochoa',
        '10 Birds/Milky Stork',
        '13 hero/1.focus.x',
        '15 hero/3.crop',
        '14 hero/3',
      ].map((p) => `${file}:${p}`),
    );
    for (const p of error.problems) {
      expect(p.expected, p.field).not.toBe('');
      expect(p.found, p.field).not.toBe('');
    }
    expect(error.problems.find((p) => p.field === 'birds/javan-trogon.credit.licence')).toMatchObject({
      found: '"CC-BY-NC-4.0"',
      expected: expect.stringMatching(/NC and ND licences/),
    });
    expect(error.problems.find((p) => p.field === 'hero/3')).toMatchObject({ found: '"hero/3"', suggestions: ['hero/1', 'hero/2'] });
    const printed = formatBuildError(error);
    expect(printed).toContain('9 content problems:');
    expect(printed).toContain(`file:     ${file}:13\n      field:    hero/1.focus.x\n      expected: between 0 and 1\n      found:    1.5`);
  });

  it('goes on past an id written twice, listing it beside the other problems', async () => {
    const error = await problemsOf(['hero/1:', '  crop: top', 'hero/2:', '  crop: sideways', 'hero/1:', '  crop: bottom']);
    expect(error.problems.map(({ line, field, message }) => [line, field, message])).toEqual([
      [5, '(file)', 'writes an image id twice'],
      [4, 'hero/2.crop', expect.any(String)],
    ]);
  });
});
