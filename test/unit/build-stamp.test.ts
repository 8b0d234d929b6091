import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { inputStamp, recordBuild, upToDate, type StampOptions } from '../../scripts/lib/build-stamp.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// A build with nothing to do stops before loading the generator: the stamp must see every change
// that would alter what a build writes, and every hand that touched the output folder.

const work = mkdtempSync(join(tmpdir(), 'build-stamp-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function project(name: string): StampOptions {
  const root = join(work, name);
  for (const dir of ['scripts', 'templates', 'widgets', 'styles', 'static', 'content', 'dist']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{}');
  writeFileSync(join(root, 'templates/page.tsx'), 'export const Page = () => null;');
  writeFileSync(join(root, 'content/site.yaml'), "export default { name: 'Site' };");
  writeFileSync(join(root, 'dist/index.html'), '<!DOCTYPE html>');
  return { root, contentDir: join(root, 'content'), outDir: join(root, 'dist'), cacheDir: join(root, '.cache'), settings: { basePath: '/' } };
}

/** Moves a file's modification time on, as an editor's save does. */
const touch = (path: string, seconds = 10) => utimesSync(path, new Date(), new Date(Date.now() + seconds * 1000));

describe('the up-to-date check of `npm run build`', () => {
  it('finds the last build current while nothing changed, and names what it wrote', async () => {
    const options = project('same');
    await recordBuild(options, inputStamp(options), 'dist (1 pages)');
    expect(upToDate(options)?.summary).toBe('dist (1 pages)');
  });

  it.each([
    ['a template edited', 'templates/page.tsx'],
    ['a content file edited', 'content/site.yaml'],
    ['package.json changed', 'package.json'],
  ])('builds again after %s', async (_, file) => {
    const options = project(file.replace(/\W/g, '-'));
    await recordBuild(options, inputStamp(options), 'dist');
    touch(join(options.root, file));
    expect(upToDate(options)).toBeUndefined();
  });

  it('builds again after a new file (a trip report, a photo) or a deleted one', async () => {
    const options = project('added');
    await recordBuild(options, inputStamp(options), 'dist');
    writeFileSync(join(options.root, 'content/report.md'), '---\ntitle: A trip\n---\n');
    expect(upToDate(options)).toBeUndefined();
    rmSync(join(options.root, 'content/report.md'));
    expect(upToDate(options)?.summary).toBe('dist');
  });

  it('builds again with another base path or site address', async () => {
    const options = project('settings');
    await recordBuild(options, inputStamp(options), 'dist');
    expect(upToDate({ ...options, settings: { basePath: '/tours/' } })).toBeUndefined();
  });

  it('builds again when the output folder was touched or emptied since', async () => {
    const options = project('output');
    await recordBuild(options, inputStamp(options), 'dist');
    writeFileSync(join(options.outDir, 'index.html'), 'edited by hand');
    expect(upToDate(options)).toBeUndefined();
    await recordBuild(options, inputStamp(options), 'dist');
    rmSync(options.outDir, { recursive: true });
    expect(upToDate(options)).toBeUndefined();
  });

  it('keeps one stamp per output folder', async () => {
    const options = project('two');
    await recordBuild(options, inputStamp(options), 'dist');
    const other = { ...options, outDir: join(options.root, 'other') };
    mkdirSync(other.outDir);
    expect(upToDate(other)).toBeUndefined();
    expect(upToDate(options)?.summary).toBe('dist');
  });

  it('the command says so and writes nothing when the stamp is current', async () => {
    // The shipped content with an output folder and a cache of its own, which no build has filled.
    const fixture = loadFixture({ cache: 'empty' });
    onTestFinished(() => fixture.clean());
    const out = fixture.outDir;
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), '<!DOCTYPE html>');
    const options: StampOptions = {
      root: resolve(import.meta.dirname, '../..'),
      contentDir: fixture.contentDir(),
      outDir: out,
      cacheDir: fixture.cacheDir,
      settings: { basePath: '/', siteUrl: undefined, react: 'production' },
    };
    await recordBuild(options, inputStamp(options), `${out} (217 pages)`);
    const run = await fixture.buildCommand([], { NODE_ENV: 'production' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(
      `${out} (217 pages) is up to date: no source, content file or option changed since the last build, and nothing in it was touched, so nothing was written (--force builds anyway)`,
    );
  });
});
