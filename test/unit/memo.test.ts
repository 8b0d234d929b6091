import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadContent } from '../../scripts/content/load.ts';
import { keepUnchanged } from '../../scripts/lib/same-value.ts';
import { tracked } from '../../model/tracked.ts';
import { siteModel } from '../../model/sites.ts';
import { plannerPackages, speciesCatalog } from '../../model/catalogue.ts';
import { content, root } from '../helpers/render.ts';

// The dev server loads the content again after each content edit and keeps the sections that stayed
// the same: the models made from content are then kept, and a page whose reads are recorded still
// records what the model read.
describe('models made from content', () => {
  it('are kept for new content whose sections are the same objects, and made again when a section they read is new', async () => {
    const loaded = await content();
    const catalog = speciesCatalog(loaded);
    expect(speciesCatalog(loaded)).toBe(catalog);
    // The home page's words changed, nothing the catalogue reads.
    const homeEdited = { ...loaded, home: structuredClone(loaded.home) };
    expect(speciesCatalog(homeEdited)).toBe(catalog);
    // The species records copied: equal, but new objects, as after an edit of a species file.
    const speciesEdited = { ...loaded, species: new Map(loaded.species) };
    const made = speciesCatalog(speciesEdited);
    expect(made).not.toBe(catalog);
    expect(made.species.map((s) => s.id)).toEqual(catalog.species.map((s) => s.id));
  });

  it('keep the packages a new trip report leaves as they were, while the catalogue and the site model that read the reports are made again', async () => {
    const loaded = await content();
    // Asked for first: other files of this worker may have asked for another content's packages since.
    const packages = plannerPackages(loaded);
    const reportAdded = { ...loaded, posts: [...loaded.posts] };
    const made = speciesCatalog(reportAdded);
    expect(made.packages).toBe(packages);
    expect(plannerPackages(reportAdded)).toBe(packages);
    expect(made).not.toBe(speciesCatalog(loaded));
    expect(siteModel(reportAdded)).not.toBe(siteModel(loaded));
  });

  it('record, on content whose reads are recorded, what they read even when kept', async () => {
    const loaded = await content();
    const model = siteModel(loaded);
    const reads = new Set<string>();
    expect(siteModel(tracked(loaded, reads))).toBe(model);
    // The site model reads the sites and, through the species catalogue, the species.
    expect(reads).toContain('sites');
    expect(reads).toContain('species');
    expect(reads).not.toContain('home');
  });
});

describe('keepUnchanged', () => {
  it('keeps each section equal by value as the last load made it, and takes a changed one new', async () => {
    const loaded = await content();
    const reloaded = { ...structuredClone(loaded), home: { ...structuredClone(loaded.home), hero: { ...loaded.home.hero, heading: 'Edited' } } };
    const kept = keepUnchanged(reloaded, loaded);
    expect(kept.species).toBe(loaded.species);
    expect(kept.sites).toBe(loaded.sites);
    expect(kept.home).toBe(reloaded.home);
    expect(keepUnchanged(reloaded, undefined)).toBe(reloaded);
  });

  it('runs within a load given the last one: each section equal to the last is that object', async () => {
    const first = await loadContent(join(root, 'content'), root);
    const second = await loadContent(join(root, 'content'), root, { previous: first });
    for (const key of Object.keys(first) as (keyof typeof first)[]) expect(second[key], key).toBe(first[key]);
    // Without the last load, every section is a new object.
    expect((await loadContent(join(root, 'content'), root)).sites).not.toBe(first.sites);
  });
});
