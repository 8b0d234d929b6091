import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourPage } from '../../model/tour-pages.ts';
import type { Content } from '../../model/schema/sections.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { findSampleValues } from '../../scripts/launch/checks.ts';
import { ScaffoldRefused, newPackage, newSite, newSpecies, newTour } from '../../scripts/scaffold/scaffold.ts';
import { offeredPackages } from '../../model/packages.ts';
import { plannerPackages } from '../../model/catalogue.ts';
import { fixedRoutes } from '../../templates/routes.ts';
import { loadFixture } from '../helpers/load-fixture.ts';
import { root } from '../helpers/render.ts';

// The scaffolds on a copy of the content: each writes plain YAML under content/ only, marks the words
// to write as samples, says what else the model needs, and leaves content that loads; a refusal
// writes nothing. Asserted against what the copy held before, never against today's business.
// The fixture's own copy of content/, at <dir>/content.
const fixture = loadFixture();
const { dir } = fixture;
let before: Content;
const where = () => ({ root, contentDir: join(dir, 'content') });
const load = () => loadContent(join(dir, 'content'), root);
const files = (folder: string) =>
  readdirSync(join(dir, 'content', folder), { recursive: true })
    .map(String)
    .sort();

beforeAll(async () => {
  fixture.ownContent();
  before = await load();
}, 60_000);
afterAll(() => fixture.clean());

describe('new:tour', () => {
  let content: Content;
  beforeAll(async () => {
    const done = await newTour(where(), { slug: 'scaffold-check-tour', name: 'Scaffold Check Tour' });
    expect(done.files.map((f) => f.replace(/^.*content\//, ''))).toEqual([
      'tours/scaffold-check-tour.yaml',
      'packages/scaffold-check-tour/3d2n.yaml',
      'routes.yaml',
    ]);
    expect(done.next.join('\n')).toMatch(/npm run new:site -- <id> "<Name>"/);
    expect(done.next.join('\n')).toMatch(/npm run new:species --/);
    content = await load();
  }, 60_000);

  it('adds the tour after the others, with one package, and the content loads', () => {
    expect(content.tours.map((t) => t.id)).toEqual([...before.tours.map((t) => t.id), 'scaffold-check']);
    const page = tourPage(content, 'scaffold-check', 'standard');
    expect(page.packages.items.map((p) => [p.id, p.duration, p.itinerary.length])).toEqual([['3d2n', '3 Days / 2 Nights', 3]]);
    expect(content.routes['scaffold-check-tour']?.heading).toBe('Scaffold Check Tour');
  });

  it('gives the tour a page and a place in the planner, its species found where its days go', () => {
    const route = fixedRoutes(content).find((r) => r.id === 'scaffold-check-tour')!;
    expect([route.url, route.heading]).toEqual(['/scaffold-check-tour/', 'Scaffold Check Tour']);
    const offered = offeredPackages(content).filter((p) => p.tour.id === 'scaffold-check');
    expect(offered).toHaveLength(1);
    expect(offered[0]!.species.length).toBeGreaterThan(0);
    expect(plannerPackages(content).map((p) => p.path)).toContain('/scaffold-check-tour/#scaffold-check-packages-panel-3d2n');
  });

  it('marks the words to write as samples, for check:launch', async () => {
    const samples = await findSampleValues(join(dir, 'content'), dir);
    expect(samples.filter((s) => s.file.endsWith('tours/scaffold-check-tour.yaml')).length).toBeGreaterThan(10);
    expect(samples.filter((s) => s.file.endsWith('packages/scaffold-check-tour/3d2n.yaml')).length).toBeGreaterThan(5);
    expect(samples.filter((s) => s.file.endsWith('routes.yaml')).map((s) => s.code)).toEqual(
      expect.arrayContaining([
        'title: "Scaffold Check Tour: one line on what it offers"',
        'description: "One or two sentences for search results and link previews: where, how long, what you see."',
      ]),
    );
    // The rest of routes.yaml, its comments among it, is as it was.
    expect(readFileSync(join(dir, 'content/routes.yaml'), 'utf8')).toContain(
      readFileSync(join(root, 'content/routes.yaml'), 'utf8').split('\n').slice(0, 4).join('\n'),
    );
  });

  it('refuses a slug that is taken, malformed or the address of a fixed page, and writes nothing', async () => {
    const tours = files('tours');
    const routes = readFileSync(join(dir, 'content/routes.yaml'), 'utf8');
    const refused = (slug: string, name: string) =>
      newTour(where(), { slug, name }).then(
        () => 'accepted',
        (e: Error) => (e instanceof ScaffoldRefused ? e.message : String(e)),
      );
    expect(await refused('scaffold-check-tour', 'Again')).toBe(
      'content/tours/ has a tour "scaffold-check" or "scaffold-check-tour" already: choose another slug',
    );
    expect(await refused('Gede Tour', 'Gede')).toBe(
      '"Gede Tour" is not a slug: lower-case words joined by hyphens, such as gede-pangrango-tour (it becomes the address /Gede Tour/)',
    );
    expect(await refused('contact', 'Contact')).toBe('"contact" is the address of a fixed page: choose another slug');
    expect(files('tours')).toEqual(tours);
    expect(readFileSync(join(dir, 'content/routes.yaml'), 'utf8')).toBe(routes);
  });
});

describe('new:package', () => {
  it('writes a shorter copy of the first package that sorts by its days, its key species only where its days go', async () => {
    const first = tourPage(before, 'birding').packages!.items![0]!;
    await newPackage(where(), { slug: 'birding-tour', title: '2 Days Scaffold Check Birding' });
    const content = await load();
    const items = tourPage(content, 'birding').packages!.items!;
    // Placed by its days: before every longer package.
    expect(items[0]!.id).toBe('2-days-scaffold-check-birding');
    expect(items.map((p) => p.id).slice(1)).toEqual(tourPage(before, 'birding').packages!.items!.map((p) => p.id));
    const added = items[0]!;
    expect([added.duration, added.tabLabel, added.itinerary!.length]).toEqual(['2 Days / 1 Night', '2D/1N', 2]);
    // The first day as the copied package's, the last its journey home.
    expect(added.itinerary![0]!.title).toBe(first.itinerary![0]!.title);
    expect(added.itinerary![1]!.title).toBe(first.itinerary!.at(-1)!.title);
    const sites = new Set(added.itinerary!.flatMap((d) => d.sites));
    for (const code of added.highlights!)
      expect(
        Object.keys(content.species.get(code)!.at).some((s) => sites.has(s)),
        code,
      ).toBe(true);
    expect(added.highlights!.length).toBeLessThanOrEqual(first.highlights!.length);
    // Days shared by packages stay shared: the copy names them by `use:`.
    expect(readFileSync(join(dir, 'content/packages/birding-tour/2-days-scaffold-check-birding.yaml'), 'utf8')).toMatch(/^ {4}use: /m);
  });

  it('joins a tab of sub-tabs and refuses an id its tab set has', async () => {
    await newPackage(where(), { slug: 'krakatau-tour', title: 'Sunset Cruise' });
    const content = await load();
    const group = tourPage(content, 'krakatau').packages!.groups![0]!;
    expect(group.packages.map((p) => p.title)).toContain('Sunset Cruise');
    await expect(newPackage(where(), { slug: 'krakatau-tour', title: 'Sunset Cruise' })).rejects.toThrow(
      /has a package "sunset-cruise" in that tab set already/,
    );
    await expect(newPackage(where(), { slug: 'nowhere-tour', title: 'X' })).rejects.toThrow(/"nowhere-tour" is not a tour: one of birding-tour, /);
  });
});

describe('new:site and new:species', () => {
  it('writes a site the days can name and a bird record named from the taxonomy, both loading', async () => {
    await newSite(where(), { id: 'gunung-salak', name: 'Gunung Salak' });
    const species = await newSpecies(where(), { name: 'Orange-headed Thrush', site: 'gunung-salak' });
    expect(species.next.join('\n')).toMatch(/neutral grey silhouette/);
    const content = await load();
    expect(content.sites.at(-1)!.id).toBe('gunung-salak');
    expect(content.species.get('orhthr1')).toMatchObject({ english: 'Orange-headed Thrush', scientific: 'Geokichla citrina' });
    expect(content.species.get('orhthr1')!.at['gunung-salak']!.likelihood).toBe('with luck');
    expect(existsSync(join(dir, 'content/species/birds/orhthr1.yaml'))).toBe(true);
  });

  it('refuses a name the taxonomy lacks with the closest ones, and a bird that has a record', async () => {
    await expect(newSpecies(where(), { name: 'Javan Trogan' })).rejects.toThrow(
      '"Javan Trogan" is neither an eBird code nor an English name of the eBird/Clements 2023 list: did you mean "Javan Trogon"?',
    );
    await expect(newSpecies(where(), { name: 'javtro1' })).rejects.toThrow(/Javan Trogon \(javtro1\) has a record already/);
  });
});

describe('the commands', () => {
  it('print what they wrote and what comes next, and refuse with exit 1', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/new-site.ts'), '--', 'tanjung-lesung', 'Tanjung Lesung'], {
      env: { ...process.env, CONTENT_DIR: join(dir, 'content') },
      encoding: 'utf8',
    });
    expect(out).toMatch(/^new:site: wrote \S*content\/sites\/tanjung-lesung\.yaml\n {2}next: /);
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/new-site.ts'), '--', 'tanjung-lesung', 'Again'], {
        env: { ...process.env, CONTENT_DIR: join(dir, 'content') },
        stdio: 'pipe',
      });
    } catch (error) {
      status = (error as { status: number }).status;
    }
    expect(status).toBe(1);
  });
});
