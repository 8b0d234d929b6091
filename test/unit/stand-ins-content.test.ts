// The stand-ins draw from the content the site step loaded: a fixture folder (`--content`, over the
// shipped content as its fallback) reaches them, and a build without stand-ins names each picture
// that has no photo.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birdImageId } from '../../model/species-names.ts';
import { buildImages } from '../../scripts/assets/images/index.ts';
import { loadSite, type Site } from '../../scripts/content/site.ts';
import { BuildError } from '../../scripts/lib/build-error.ts';
import { standInsFor } from '../../scripts/stand-ins/index.ts';
import { fixtureDir, root } from '../helpers/render.ts';

// Blyth's Kingfisher is a bird record of the fixture alone, with the fixture's own plumage entry.
const id = birdImageId('blykin1');
const request = { id, alt: '', width: 400, height: 300 };
const upperparts = '#0a1b2c';

let dir: string;
let fixture: Site;
let shipped: Site;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stand-ins-'));
  const options = { root, basePath: '/', routes: [] };
  fixture = await loadSite({ ...options, contentDir: fixtureDir('stand-ins'), contentFallback: resolve(root, 'content') });
  shipped = await loadSite({ ...options, contentDir: resolve(root, 'content') });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('stand-ins fed by the loaded content', () => {
  it('draw a bird only a fixture holds in the colours of the fixture’s plumage file', async () => {
    expect(fixture.plumage.blykin1?.upperparts).toBe(upperparts);
    const drawn = await standInsFor(fixture, join(dir, 'cache')).draw(request);
    expect(drawn.svg).toContain(upperparts);
    // The shipped content has neither the record nor the entry: the same picture is some other kingfisher.
    expect(shipped.plumage.blykin1).toBeUndefined();
    expect((await standInsFor(shipped, join(dir, 'cache')).draw(request)).svg).not.toContain(upperparts);
  });

  it('stop the site step at a bad plumage entry of the fixture, named at its file and line', async () => {
    const contentDir = join(dir, 'bad-plumage');
    await mkdir(join(contentDir, 'species'), { recursive: true });
    await writeFile(
      join(contentDir, 'species', 'plumage.yaml'),
      'javtro1:\n  shape: trogon\n  upperparts: red\n  underparts: "#ffffff"\n  head: "#000000"\n  bill: "#000000"\n',
    );
    const error = await loadSite({ root, basePath: '/', routes: [], contentDir, contentFallback: resolve(root, 'content') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('PlumageInvalid');
    expect((error as BuildError).details).toMatchObject({ file: relative(root, join(contentDir, 'species', 'plumage.yaml')), line: 3 });
  });

  it('are left out to make a picture without a photo stop the build, naming its id', async () => {
    const options = { root, contentDir: join(dir, 'content'), cacheDir: join(dir, 'cache'), outDir: join(dir, 'out'), log: () => {} };
    const error = await buildImages([{ id, use: 'card', alt: '' }], options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('MissingPhoto');
    expect((error as BuildError).message).toBe(`no photo for image "${id}" (card); add one, see docs/owner-guide.md "Adding photos"`);
  });
});
