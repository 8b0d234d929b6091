import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import home from '../../content/home.ts';
import { visitMapBounds } from '../../content/schema/home.ts';
import { ContentError, loadContent } from '../../scripts/content/load.ts';
import { formatBuildError } from '../../scripts/pipeline/errors.ts';
import { fixtureDir, loadFixture, root } from '../helpers/render.ts';

/** Loads a fixture folder and returns the ContentError it must raise. */
async function problemsOf(name: string): Promise<ContentError> {
  const error = await loadFixture(name).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('content problems', () => {
  it('reports every problem of every file in one run, each with file, field, expected and found', async () => {
    const error = await problemsOf('broken');
    const dir = 'test/fixtures/content/broken';
    expect(error.problems.map((p) => `${p.file.slice(dir.length + 1)} ${p.field.replace(/\[\d+\]/g, '[]')}`).sort()).toEqual([
      'birding-tour.ts endemics.slides[].scientific',
      'home.ts explorer.locations[].species[]',
      'home.ts gallery.images',
      'site.ts phones[].e164',
      // The misspelt name, and each package target the species list no longer holds.
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts packages.items[].highlights[]',
      'waterbird-tour.ts species.list[].name',
    ]);
    const byField = Object.fromEntries(error.problems.filter((p) => !p.message.includes('25 waterbird')).map((p) => [p.field.replace(/\[\d+\]/g, '[]'), p]));
    expect(byField['explorer.locations[].species[]']).toMatchObject({ found: '"Javan Hawk Eagle"', expected: expect.stringMatching(/taxonomy-2023\.csv.*did you mean "Javan Hawk-Eagle"/) });
    expect(byField['endemics.slides[].scientific']).toMatchObject({ found: '"Harpactes reinwardtii"', expected: expect.stringContaining('"Apalharpactes reinwardtii"') });
    expect(byField['species.list[].name']).toMatchObject({ found: '"Milky stork"', expected: expect.stringContaining('did you mean "Milky Stork"') });
    expect(byField['packages.items[].highlights[]']).toMatchObject({ found: '"Javan Heron"' });
  });

  it('lists each problem in the message the build prints', async () => {
    const printed = formatBuildError(await problemsOf('broken'));
    expect(printed).toMatch(/^Build failed: 9 content problems:/);
    for (const text of ['broken/site.ts\n', 'field:    phones[0].e164', 'found:    "0812 0000 2011"', 'field:    gallery.images', '"Javan Hawk Eagle"', '"Harpactes reinwardtii"', '"Milky stork"', '"Javan Heron"']) {
      expect(printed).toContain(text);
    }
  });

  it('runs the rules across files once every file is well formed', async () => {
    const error = await problemsOf('cross-file');
    expect(error.problems).toEqual([0, 1].map((i) => expect.objectContaining({ file: 'test/fixtures/content/cross-file/home.ts', field: `testimonials.items[${i}].tour`, found: '"Volcano Tour"' })));
  });

  it('reports a visit location off the route map with its file, field, the map bounds and the value', async () => {
    const error = await problemsOf('off-map');
    const { west, east, south, north } = visitMapBounds;
    const file = 'test/fixtures/content/off-map/home.ts';
    const index = (name: string) => home.visit.locations.findIndex((l) => l.name === name);
    expect(error.problems).toEqual([
      { file, field: `visit.locations[${index('Way Kambas')}].lat`, message: expect.any(String), expected: expect.stringContaining(`latitude from ${south} to ${north}`), found: '4.93' },
      { file, field: `visit.locations[${index('Bali Barat')}].lon`, message: expect.any(String), expected: expect.stringContaining(`longitude from ${west} to ${east}`), found: '119.5' },
    ]);
    const printed = formatBuildError(error);
    expect(printed).toContain(`field:    visit.locations[${index('Bali Barat')}].lon`);
    expect(printed).toMatch(/expected: a longitude from 104 to 116, inside the route map/);
  });

  it('names each section file a content folder lacks when nothing stands in for it', async () => {
    const error = await loadContent(fixtureDir('cross-file'), root).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    const missing = (error as ContentError).problems.filter((p) => p.message === 'is missing').map((p) => p.file);
    expect(missing).toContain('test/fixtures/content/cross-file/site.ts');
    expect(missing).not.toContain('test/fixtures/content/cross-file/home.ts');
    expect((error as ContentError).problems.find((p) => p.file === 'test/fixtures/content/cross-file/site.ts')).toMatchObject({ field: '(file)', found: 'no file' });
  });

  it('accepts the real content', async () => {
    await expect(loadContent(join(root, 'content'), root)).resolves.toHaveProperty('site');
  });
});

