import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { findSampleValues } from '../../scripts/launch/checks.ts';
import { tourPage, type Content } from '../../model/sections.ts';
import { fixedRoutes } from '../../templates/routes.ts';
import { checklistTours, offeredPackages } from '../../templates/lib/tour-packages.ts';
import { plannerPackages } from '../../templates/species/model.ts';
import { root } from '../helpers/render.ts';

// `npm run new:tour`: a tour added from the command line, writing only under content/, loads with
// the next build and reaches the routes, the planner and the checklists; its words are samples.
let dir: string;
let content: Content;
const newTour = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/new-tour.ts'), ...args], {
    env: { ...process.env, CONTENT_DIR: join(dir, 'content') },
    encoding: 'utf8',
    stdio: 'pipe',
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'new-tour-'));
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true, filter: (source) => !source.includes(`${join(root, 'content', 'photos')}/`) });
  newTour('--', 'gede-pangrango-tour', 'Gede Pangrango Tour');
  content = await loadContent(join(dir, 'content'), dir);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('new:tour', () => {
  it('writes the tour entry, its page words and its page under content/ only, and the content loads', () => {
    expect(content.tours.map((t) => t.id)).toEqual(['birding', 'mammals', 'krakatau', 'waterbird', 'ujung-kulon', 'gede-pangrango']);
    expect(existsSync(join(dir, 'content/gede-pangrango-tour.ts'))).toBe(true);
    const page = tourPage(content, 'gede-pangrango', 'standard');
    expect(page.packages.items.map((p) => [p.id, p.duration, p.itinerary.length])).toEqual([['3d2n', '3 Days / 2 Nights', 3]]);
    expect(content.reviews.filter((r) => r.tourType === 'gede-pangrango')).toEqual([]);
  });

  it('gives the tour a page, a checklist and a place in the planner', () => {
    const route = fixedRoutes(content).find((r) => r.id === 'gede-pangrango-tour')!;
    expect([route.url, route.heading, route.stylesheet]).toEqual(['/gede-pangrango-tour/', 'Gede Pangrango Tour', 'pages/standard-tour.scss']);
    expect(checklistTours(content)).toContain('gede-pangrango-tour');
    const offered = offeredPackages(content).filter((p) => p.tour.id === 'gede-pangrango');
    expect(offered.map((p) => p.species.length)).toEqual([3]);
    expect(plannerPackages(content).map((p) => p.path)).toContain('/gede-pangrango-tour/#gede-pangrango-packages-panel-3d2n');
  });

  it('marks every word to write as a sample, for check:launch', async () => {
    const samples = await findSampleValues(join(dir, 'content'), dir);
    expect(samples.filter((s) => s.file.endsWith('gede-pangrango-tour.ts')).length).toBeGreaterThan(15);
    expect(samples.filter((s) => s.file.endsWith('tours.ts')).length).toBeGreaterThan(5);
    expect(samples.filter((s) => s.file.endsWith('routes.ts')).length).toBe(2);
  });

  it('refuses a slug that is taken, malformed or the address of a fixed page, and changes nothing', () => {
    const before = readFileSync(join(dir, 'content/tours/'), 'utf8');
    const refused = (...args: string[]) => {
      try {
        newTour(...args);
      } catch (error) {
        return (error as { stderr: string }).stderr.trim();
      }
      throw new Error('new:tour accepted it');
    };
    expect(refused('gede-pangrango-tour', 'Again')).toMatch(/gede-pangrango-tour\.ts is there already: choose another slug$/);
    expect(refused('Gede Tour', 'Gede')).toBe(
      'new:tour: "Gede Tour" is not a slug: lower-case words joined by hyphens, such as gede-pangrango-tour (it becomes the address /Gede Tour/)',
    );
    expect(refused('contact', 'Contact')).toBe('new:tour: "contact" is the address of a fixed page: choose another slug');
    expect(refused('birding-tour', 'Birding')).toMatch(/birding-tour\.ts is there already/);
    expect(readFileSync(join(dir, 'content/tours/'), 'utf8')).toBe(before);
  });
});
