import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixture } from '../helpers/load-fixture.ts';
import { content, root, parse } from '../helpers/render.ts';

// `npm run photos` on a fixture's copy of content/ with five photos, each wrong in one way the sheet
// warns about; the sheet goes to the fixture's folder.
const fixture = loadFixture();
let work: string;
let run: SpawnSyncReturns<string>;
let sheet: Document;
beforeAll(async () => {
  fixture.ownContent();
  work = fixture.dir;
  const photo = async (id: string, width: number, height: number, background: string) => {
    const file = join(work, 'content', 'photos', `${id}.jpg`);
    await mkdir(join(file, '..'), { recursive: true });
    await sharp({ create: { width, height, channels: 3, background } })
      .jpeg()
      .toFile(file);
  };
  await photo('hero/1', 900, 600, '#305070'); // the home hero is shown up to 1920 px
  await photo('birds/javan-trogon', 1200, 900, '#207040');
  cpSync(join(work, 'content', 'photos', 'birds', 'javan-trogon.jpg'), join(work, 'content', 'photos', 'birds', 'javan-cochoa.jpg'));
  await photo('locations/carita/1', 1000, 1500, '#a08040'); // portrait, in a 4:3 gallery
  await writeFile(
    join(work, 'content', 'photos', 'photos.yaml'),
    'hero/1:\n  credit: { by: Dewi Lestari, licence: CC-BY-4.0 }\nlocations/carita/1:\n  focus: { x: 0.5, y: 0.03 }\nbirds/javan-hawk-eagle:\n  crop: top\n',
  );
  run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/photos.ts'), '--content', join(work, 'content'), '--out', join(work, 'sheet')], {
    cwd: root,
    encoding: 'utf8',
  });
  sheet = parse(readFileSync(join(work, 'sheet', 'index.html'), 'utf8'));
});
afterAll(() => fixture.clean());

/** The photo files under a folder, at any depth. */
const photoFiles = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(jpe?g|png|webp|avif)$/i.test(f));

const card = (id: string) => sheet.querySelector(`article[id="${id}"]`)!;
const warnings = (id: string) => [...card(id).querySelectorAll('.warnings li')].map((li) => li.textContent);

describe('npm run photos (the contact sheet)', () => {
  it('prints a summary of ids, stand-ins and warnings, and writes the page outside the site', async () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const summary = /contact sheet: (\d+) ids, (\d+) stand-ins, 6 warnings → \S+sheet\/index\.html/.exec(run.stdout);
    expect(summary, run.stdout).not.toBeNull();
    const [ids, standIns] = [Number(summary![1]), Number(summary![2])];
    // A card per id; every id without a photo of the copy's content/photos/ is a stand-in.
    expect(sheet.querySelectorAll('article')).toHaveLength(ids);
    expect(standIns, 'ids less the photos the copy holds').toBe(ids - photoFiles(join(work, 'content', 'photos')).length);
    // Each tour's card picture is among them.
    const site = await content();
    for (const tour of site.tours) expect(card(tour.image.id), tour.image.id).not.toBeNull();
    expect(site.tours.length).toBeGreaterThan(0);
    expect(existsSync(join(root, 'dist', 'contact-sheet'))).toBe(false);
  });

  it('shows, for an id, where it is used, its words, its source and every crop as a thumbnail', async () => {
    const trogon = card('birds/javan-trogon');
    expect(trogon.querySelector('.badge')!.textContent).toBe('photo');
    expect(trogon.textContent).toContain('1200 × 900 px upright');
    const used = [...trogon.querySelectorAll('dd ul li')].map((li) => li.textContent);
    expect(used).toContain('/about-tour/ › Key Bird Species › Key species, one per slide (#key-species) (species)');
    expect(used.some((u) => u!.startsWith('/birding-tour/ › Javan Endemics on Our Tours'))).toBe(true);
    const eagle = card('birds/javan-hawk-eagle');
    expect(eagle.querySelector('.badge')!.textContent).toBe('stand-in');
    expect(eagle.textContent).toContain('named crop: top');
    expect(eagle.textContent).toContain('photos.yaml line 5 describes it, but it has no photo yet');
    const figures = [...trogon.querySelectorAll('figure img')];
    expect(figures.length).toBeGreaterThan(0);
    for (const img of figures) {
      const meta = await sharp(join(work, 'sheet', img.getAttribute('src')!)).metadata();
      expect([meta.width, meta.height]).toEqual([240, Number(img.getAttribute('height'))]);
    }
    // A tour's picture is its card's and the dropdown's (a trip report may take it as its cover too).
    expect([...card('tours/birding-tour').querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(
      expect.arrayContaining(['card 4:3, shown up to 800 px', 'nav 4:3, shown up to 240 px']),
    );
    expect([...trogon.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(['species 4:3, shown up to 720 px']);
    // With a photo, the species' own page shows it too; without one it shows none.
    expect(used).toContain('/species/javan-trogon/ › Javan Trogon (species)');
    expect([...eagle.querySelectorAll('dd ul li')].some((li) => li.textContent!.startsWith('/species/'))).toBe(false);
  });

  it('lists the species pages without a photo, on the page and in the summary', () => {
    const items = [...sheet.querySelectorAll('details.species li')].map((li) => li.textContent);
    expect(sheet.querySelector('details.species summary')!.textContent).toMatch(new RegExp(`^Species pages without a photo \\(${items.length}\\)`));
    expect(items).toContain('Ashy Drongo (/species/ashy-drongo/) → content/photos/birds/ashy-drongo.jpg');
    expect(items).toContain('Javan Hawk-Eagle (/species/javan-hawk-eagle/) → content/photos/birds/javan-hawk-eagle.jpg');
    expect(items.some((i) => i!.startsWith('Javan Trogon ') || i!.startsWith('Javan Cochoa '))).toBe(false);
    expect(run.stdout).toContain(`species pages without a photo (${items.length}, they show none): `);
    expect(run.stdout).toContain('Ashy Drongo (birds/ashy-drongo), ');
  });

  it('warns about a photo smaller than shown, a portrait in a landscape slot, a focal point at a crop edge and a duplicate', () => {
    expect(warnings('hero/1')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^smaller than shown: the hero crop of this photo is 900 px wide; the site shows hero pictures up to 1920 px/),
      ]),
    );
    expect(warnings('locations/carita/1')).toEqual([
      'portrait photo in a landscape slot (gallery, 4:3): most of its height is cut away',
      'focal point at the edge of the gallery crop (4:3): the subject may be cut',
    ]);
    expect(warnings('birds/javan-trogon')).toEqual(['duplicate photo: the same file (same bytes) as birds/javan-cochoa']);
    expect(warnings('birds/javan-cochoa')).toEqual(['duplicate photo: the same file (same bytes) as birds/javan-trogon']);
    expect(card('hero/1').textContent).toContain('Dewi Lestari, CC BY 4.0');
    expect(card('birds/javan-trogon').textContent).toContain('none (add one in photos.yaml)');
  });
});
