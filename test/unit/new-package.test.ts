import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { findSampleValues } from '../../scripts/launch/checks.ts';
import { addPackage } from '../../scripts/scaffold/source.ts';
import { root } from '../helpers/render.ts';
import { tourPage } from '../../model/sections.ts';

// `npm run new:package`: a copy of a tour's first package joins its tabs under a new id, and the
// content still loads, with the copied words marked SAMPLE for check:launch.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'new-package-'));
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true, filter: (source) => !source.includes(`${join(root, 'content', 'photos')}/`) });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const add = (file: string, id: string, title: string) => {
  const path = join(dir, 'content', file);
  const added = addPackage(readFileSync(path, 'utf8'), { id, title });
  if ('error' in added) throw new Error(added.error);
  writeFileSync(path, added.source);
};

describe('new:package', () => {
  it('adds a tab to a tour of single packages and to a tour of sub-tabs, and the content loads', async () => {
    add('birding-tour.ts', 'scaffold-test-days', 'Scaffold Test Days');
    add('krakatau-tour.ts', 'sunset-cruise', 'Sunset Cruise');
    const content = await loadContent(join(dir, 'content'), dir);
    expect(
      tourPage(content, 'birding', 'birding')
        .packages.items.map((p) => p.id)
        .at(-1),
    ).toBe('scaffold-test-days');
    expect(tourPage(content, 'birding', 'birding').packages.items.at(-1)!.title).toBe('Scaffold Test Days');
    expect(tourPage(content, 'krakatau', 'krakatau').packages.groups[0]!.packages.at(-1)!.title).toBe('Sunset Cruise');
    const samples = await findSampleValues(join(dir, 'content'), dir);
    expect(samples.filter((s) => s.file.endsWith('birding-tour.ts')).length).toBeGreaterThan(5);
  });

  it('refuses an id the tour already has', () => {
    const source = readFileSync(join(root, 'content/tours/birding-tour.yaml'), 'utf8');
    expect(addPackage(source, { id: '5d4n', title: '5d4n' })).toEqual({ error: 'a package or tab with the id "5d4n" is there already: choose another title' });
  });
});
