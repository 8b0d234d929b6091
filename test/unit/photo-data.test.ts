import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../../scripts/content/load.ts';
import { focusRegion } from '../../scripts/assets/images/crop.ts';
import { buildImages, type ImageRequest } from '../../scripts/assets/images/index.ts';
import { imageOptions } from '../helpers/image-options.ts';
import { readPhotoData } from '../../scripts/assets/images/photo-data.ts';

let dir: string;
const photosDir = () => join(dir, 'content', 'photos');
const options = () => imageOptions(dir);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photo-data-'));
  await mkdir(join(photosDir(), 'birds'), { recursive: true });
  // 900 × 300: the left third red (the bird), the rest blue sky.
  const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#d02020' } })
    .png()
    .toBuffer();
  await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2040d0' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toFile(join(photosDir(), 'birds', 'javan-trogon.png'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function withYaml(text: string) {
  await writeFile(join(photosDir(), 'photos.yaml'), text);
}

const requests: ImageRequest[] = [
  { id: 'birds/javan-trogon', use: 'card', alt: 'A Javan Trogon on a mossy branch' },
  { id: 'birds/javan-cochoa', use: 'card', alt: 'A Javan Cochoa' },
];

async function problems(text: string) {
  await withYaml(text);
  const error = await buildImages(requests, options()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

describe('content/photos/photos.yaml', () => {
  it('gives a photo its credit, with the licence read in any spelling', async () => {
    await withYaml('# credits\nbirds/javan-trogon:\n  credit:\n    by: Dewi Lestari\n    licence: cc by-sa 4.0\n    link: https://example.org/dewi\n');
    const data = await readPhotoData(photosDir(), dir);
    expect(data.problems).toEqual([]);
    const result = await buildImages(requests, options());
    const image = result.resolver.resolve('birds/javan-trogon', 'card');
    expect(image.credit).toEqual({
      by: 'Dewi Lestari',
      licence: { id: 'CC-BY-SA-4.0', name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
      link: 'https://example.org/dewi',
    });
    expect(result.resolver.resolve('birds/javan-cochoa', 'card').credit).toBeUndefined();
    expect(result.resolver.credits?.()).toEqual([{ id: 'birds/javan-trogon', shows: 'A Javan Trogon on a mossy branch', credit: image.credit }]);
  });

  it('fails naming the file and line of a licence it does not know, with the closest', async () => {
    const [problem, ...rest] = await problems('birds/javan-trogon:\n  credit:\n    by: Dewi Lestari\n    licence: CC-BY-SA-4\n');
    expect(rest).toEqual([]);
    expect(problem!.file).toBe(join('content', 'photos', 'photos.yaml'));
    expect(problem!.line).toBe(4);
    expect(problem!.field).toBe('birds/javan-trogon.credit.licence');
    expect(problem!.suggestions?.[0]).toBe('CC-BY-SA-4.0');
    expect(problem!.found).toBe('"CC-BY-SA-4"');
  });

  it('refuses a non-commercial licence (the site sells tours)', async () => {
    const [problem] = await problems('birds/javan-trogon:\n  credit: { by: Dewi Lestari, licence: CC-BY-NC-4.0 }\n');
    expect(problem!.field).toBe('birds/javan-trogon.credit.licence');
    expect(problem!.expected).toMatch(/NC and ND licences/);
  });

  it('lists every problem at once: a link that is not https, a focus outside 0–1, a focus with a crop, an unknown id', async () => {
    const found = await problems(
      [
        'birds/javan-trogon:',
        '  credit:',
        '    by: Dewi Lestari',
        '    licence: CC-BY-4.0',
        '    link: http://example.org/dewi',
        'birds/javan-cochoa:',
        '  focus: { x: 0.4, y: 1.3 }',
        'birds/javan-hawk-eagle:',
        '  crop: top',
        '  focus: { x: 0.5, y: 0.5 }',
        'birds/javan-trogin:',
        '  crop: top',
      ].join('\n'),
    );
    expect(found.map((p) => [p.line, p.field])).toEqual([
      [5, 'birds/javan-trogon.credit.link'],
      [7, 'birds/javan-cochoa.focus.y'],
      [9, 'birds/javan-hawk-eagle.crop'],
      // No page shows either id: the broken entry's id is checked too.
      [8, 'birds/javan-hawk-eagle'],
      [11, 'birds/javan-trogin'],
    ]);
    expect(found[1]!.expected).toBe('between 0 and 1');
    expect(found[1]!.found).toBe('1.3');
    expect(found[4]!.suggestions).toEqual(['birds/javan-trogon']);
  });

  it('names the line of a YAML syntax error', async () => {
    const [problem] = await problems('birds/javan-trogon:\n  credit:\n    by: "Dewi\n');
    expect(problem!.file).toMatch(/photos\.yaml$/);
    expect(problem!.line).toBeGreaterThanOrEqual(3);
    expect(problem!.message).toBe('is not valid YAML');
  });

  it('crops around the focal point: the bird at the left edge stays in a 4:3 card', async () => {
    await withYaml('birds/javan-trogon:\n  focus: { x: 0.1, y: 0.5 }\n');
    const result = await buildImages(requests, options());
    const { channels } = await sharp(join(dir, 'out', result.resolver.resolve('birds/javan-trogon', 'card').src)).stats();
    // A 400 × 300 cut from the left: three quarters red.
    expect(channels[0]!.mean).toBeGreaterThan(140);
    expect(channels[2]!.mean).toBeLessThan(100);
    await withYaml('birds/javan-trogon:\n  focus: { x: 0.9, y: 0.5 }\n');
    const right = await buildImages(requests, options());
    const blue = await sharp(join(dir, 'out', right.resolver.resolve('birds/javan-trogon', 'card').src)).stats();
    expect(blue.channels[2]!.mean).toBeGreaterThan(180);
    expect(blue.channels[0]!.mean).toBeLessThan(70);
  });
});

describe('focusRegion', () => {
  it('centres the crop on the focus where it can and stops at the edges', () => {
    expect(focusRegion(900, 300, 4 / 3, { x: 0.5, y: 0.5 })).toEqual({ left: 250, top: 0, width: 400, height: 300 });
    expect(focusRegion(900, 300, 4 / 3, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 400, height: 300 });
    expect(focusRegion(900, 300, 4 / 3, { x: 1, y: 0.5 })).toEqual({ left: 500, top: 0, width: 400, height: 300 });
    expect(focusRegion(300, 600, 1, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 0, width: 300, height: 300 });
    expect(focusRegion(300, 600, 1, { x: 0.5, y: 0.6 })).toEqual({ left: 0, top: 210, width: 300, height: 300 });
  });
});
