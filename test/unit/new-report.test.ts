import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent, tripReportValues } from '../../scripts/content/load.ts';
import { findSampleValues } from '../../scripts/launch/checks.ts';
import { loadFixture } from '../helpers/load-fixture.ts';
import { root } from '../helpers/render.ts';
import { shippedTour } from '../helpers/shipped.ts';

/** The package a new report names until it is told: the birding tour's first. */
const firstBirdingPackage: string = shippedTour('birding').packages.items[0].id;

// `npm run new:report`: a dated skeleton that loads as a trip report, its words to write marked SAMPLE.
// On the fixture's own copy of content/, at <dir>/content.
const fixture = loadFixture();
fixture.ownContent();
const { dir } = fixture;
afterAll(() => fixture.clean());

describe('new:report', () => {
  it('writes content/blog/<slug>.md dated today, which loads as a report of its tour', async () => {
    const today = () => new Date().toISOString().slice(0, 10);
    const before = today();
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/new-report.ts'), '--', 'birding-tour', 'A scaffold check at Gunung Gede'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: join(dir, 'content') },
    });
    const after = today();
    expect(run.status, run.stderr).toBe(0);
    const text = readFileSync(join(dir, 'content/blog/a-scaffold-check-at-gunung-gede.md'), 'utf8');
    expect([before, after]).toContain(/^date: (\S+)$/m.exec(text)?.[1]);
    const { posts } = await loadContent(join(dir, 'content'), dir);
    expect(posts.filter((p) => p.slug === 'a-scaffold-check-at-gunung-gede').map((p) => [p.slug, p.tour, p.title, p.package])).toEqual([
      ['a-scaffold-check-at-gunung-gede', 'birding', 'A scaffold check at Gunung Gede', firstBirdingPackage],
    ]);
    // The trip's sites come from the package's days.
    const report = posts.find((p) => p.slug === 'a-scaffold-check-at-gunung-gede')!;
    const packageSites = tripReportValues(await loadContent(join(dir, 'content'), dir))
      .packages.get('birding')!
      .get(firstBirdingPackage)!.sites;
    expect(report.visited.length).toBeGreaterThan(0);
    expect([...report.visited].sort()).toEqual([...new Set(packageSites)].sort());
    const samples = await findSampleValues(join(dir, 'content'), dir);
    expect(samples.filter((s) => s.file.endsWith('a-scaffold-check-at-gunung-gede.md'))).toHaveLength(3);
  });
});
