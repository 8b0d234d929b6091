import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { birdImageId } from '../../model/species-names.ts';
import { buildImages, createImageRecorder } from '../../scripts/assets/images/index.ts';
import { photographedIds } from '../../scripts/content/site.ts';
import { standInsFor } from '../../scripts/stand-ins/index.ts';
import type { ImageResolver } from '../../model/images.ts';
import { renderSite, type RenderOptions } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';
import { speciesCatalog, speciesImageId } from '../../model/catalogue.ts';
import { content, fixtureDir, islands, fixtureContent, parse, root } from '../helpers/render.ts';

// The fixture holds one photo, content/photos/birds/javan-trogon.jpg, credited in its photos.yaml.
// A species page shows its species' photo only when there is one: no stand-in artwork.

const TROGON = '/species/javan-trogon/';
const EAGLE = '/species/javan-hawk-eagle/';

let work: string;
let site: Content;
let photographed: ReadonlySet<string>;
let pages: Map<string, Document>;
let shipped: Map<string, Document>;

/** The two species pages, rendered as the build renders them: a first pass records images, they are built, a final pass shows them. */
async function renderTwo(data: Content, contentDir: string, photos: ReadonlySet<string> | undefined, out: string): Promise<Map<string, Document>> {
  const routes = siteRoutes(data).filter((r) => r.url === TROGON || r.url === EAGLE);
  const base: Omit<RenderOptions, 'images'> = {
    content: data,
    routes,
    basePath: '/',
    siteUrl: 'https://example.test',
    islands: await islands(),
    assetsFor: () => ({ styles: [], scripts: [] }),
    photographed: photos,
  };
  const recorder = createImageRecorder();
  renderSite({ ...base, images: recorder });
  const cacheDir = join(work, 'cache');
  const standIns = standInsFor({ content: data, plumage: {} }, cacheDir);
  const built = await buildImages(recorder.requests, { root, contentDir, cacheDir, outDir: join(work, out), log: () => {}, standIns });
  const images: ImageResolver = built.resolver;
  return new Map(renderSite({ ...base, images }).map((p) => [p.url, parse(p.html)]));
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'species-photo-'));
  site = await fixtureContent('species-photo');
  photographed = await photographedIds(fixtureDir('species-photo'), root);
  pages = await renderTwo(site, fixtureDir('species-photo'), photographed, 'with-photo');
  shipped = await renderTwo(await content(), join(root, 'content'), await photographedIds(join(root, 'content'), root), 'shipped');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a species photo', () => {
  it('is known to the templates from the file names under content/photos/', () => {
    expect([...photographed]).toEqual(['birds/javan-trogon']);
  });

  it('shows on the page of its species, with alt text naming the species and its credit line', () => {
    const figure = pages.get(TROGON)!.querySelector('.species-intro .species-photo')!;
    expect(figure).not.toBeNull();
    const img = figure.querySelector('picture img')!;
    expect(img.getAttribute('alt')).toBe('Javan Trogon (Apalharpactes reinwardtii)');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('src')).toMatch(/^\/assets\/img\/birds_javan-trogon-\d+\.\w+\.jpg$/);
    expect(figure.querySelectorAll('picture source')).toHaveLength(2);
    expect(figure.querySelector('.photo-credit')?.textContent).toBe('Photo: Dewi Lestari · used with permission');
  });

  it('is absent from a species page without a photo: no picture, no stand-in artwork', () => {
    const eagle = pages.get(EAGLE)!;
    expect(eagle.querySelector('.species-photo')).toBeNull();
    expect(eagle.querySelectorAll('main picture, main img')).toHaveLength(0);
    // The shipped content has no photos: no species page shows a picture.
    for (const url of [TROGON, EAGLE]) expect(shipped.get(url)!.querySelectorAll('main picture, main img'), url).toHaveLength(0);
  });

  it('takes the image id the carousels give the species', () => {
    for (const s of speciesCatalog(site).species) {
      expect(speciesImageId(s)).toBe(s.kind === 'bird' ? birdImageId(s.id) : `mammals/${s.id}`);
    }
  });
});
