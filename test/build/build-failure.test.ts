import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { type Fixture, loadFixture } from '../helpers/load-fixture.ts';
import { pngDeclaring } from '../helpers/png.ts';
import { root } from '../helpers/render.ts';
import { shipped } from '../helpers/shipped.ts';

// Runs the real build on a copy of content/ with one broken field, against an existing dist/: in
// process (starting the command for each case cost a minute of the layer), its error written as
// `npm run build` writes it. One case starts the command itself, for its exit code and last line.
const site = shipped('site');

/** A fixture whose output folder holds a previous build, which a failed build must leave as it was. */
function withPreviousBuild(fixture: Fixture): Fixture {
  mkdirSync(join(fixture.outDir, 'assets'), { recursive: true });
  writeFileSync(join(fixture.outDir, 'index.html'), '<!DOCTYPE html><title>previous build</title>');
  writeFileSync(join(fixture.outDir, 'assets', 'old.css'), 'body{color:red}');
  return fixture;
}
const fixture = withPreviousBuild(loadFixture());
// Each case breaks one file and nothing else: its edit is undone before the next.
afterEach(() => fixture.resetEdits());
afterAll(() => fixture.clean());

const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length), readFileSync(path, 'base64')];
      }),
  );

/** The build in process: 1 and its error as the command prints it when it throws, else 0. */
async function buildInProcess(site: Fixture) {
  try {
    await site.build();
    return { status: 0, stderr: '' };
  } catch (error) {
    return { status: 1, stderr: `${formatBuildError(error)}\n` };
  }
}

async function buildWith(file: string, from: string, to: string) {
  fixture.editFile(`content/${file}`, (original) => {
    expect(original).toContain(from);
    return original.replace(from, to);
  });
  const before = snapshot(fixture.outDir);
  const run = await buildInProcess(fixture);
  return { ...run, before, after: snapshot(fixture.outDir) };
}

describe('a build with broken content', () => {
  it('fails naming the file, the field, what was expected and what was found, and leaves dist/ as it was', async () => {
    // The first phone's number, whatever the operator has made it, written the local way.
    const phone = site.phones[0]!;
    const local = `0${phone.e164.replace(/^\+62/, '')}`.replace(/^(\d{4})(\d{4})/, '$1 $2 ');
    const run = await buildWith('site.yaml', `e164: "${phone.e164}"`, `e164: ${local}`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/file: +\S*content\/site\.yaml:\d+:\d+\n/);
    expect(run.stderr).toContain('field:    phones[1].e164 (lists counted from 1)');
    expect(run.stderr).toContain('E.164');
    expect(run.stderr).toContain(`found:    "${local}"`);
    // The same number as it must be written.
    expect(run.stderr).toContain(`did you mean "${phone.e164}"?`);
    expect(run.after).toEqual(run.before);
  });

  it('fails on a missing alt text with the field path', async () => {
    const run = await buildWith('tours/birding-tour.yaml', 'alt: Javan Trogon perched in mossy montane cloud forest\n', 'alt: ""\n');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('tours/birding-tour.yaml');
    expect(run.stderr).toContain('field:    image.alt');
    expect(run.after).toEqual(run.before);
  });

  it('fails on a malformed image id', async () => {
    const run = await buildWith('tours/birding-tour.yaml', '  id: tours/birding-tour\n', '  id: Tours/Birding Tour.jpg\n');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('field:    image.id');
    expect(run.stderr).toContain('"Tours/Birding Tour.jpg"');
    expect(run.after).toEqual(run.before);
  });

  it('fails on a misspelt species id naming the file, line and column where it is written, with the closest id', async () => {
    // The first list of the explorer that names the Javan Hawk-Eagle loses the digit of its code.
    const home = readFileSync(join(root, 'content/home.yaml'), 'utf8');
    const at = home.indexOf('        - javhae1\n', home.indexOf('\nexplorer:'));
    const line = home.slice(0, at).split('\n').length;
    const run = await buildWith('home.yaml', home.slice(at, at + 18), '        - javhae\n');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`content/home.yaml:${line}:11`);
    expect(run.stderr).toMatch(/field: +explorer\.locations\[\d+\]\.species\[\d+\] \(lists counted from 1\)/);
    expect(run.stderr).toContain('found:    "javhae"');
    expect(run.stderr).toContain('did you mean "javhae1 Javan Hawk-Eagle"?');
    expect(run.after).toEqual(run.before);
  });

  it("fails on a trip report's javascript: link at its line, naming the links allowed, and leaves dist/ as it was", async () => {
    const report = readFileSync(join(root, 'test/fixtures/content/posts-broken-links/blog/a-morning-on-gede.md'), 'utf8').split('\n');
    // The report's front matter and first line, then a paragraph with the link, at line 14.
    fixture.editFile('content/blog/a-morning-on-gede.md', [...report.slice(0, 12), '', 'Do [click me](javascript:alert(6)).', ''].join('\n'));
    const before = snapshot(fixture.outDir);
    const run = await buildInProcess(fixture);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/file: +\S*content\/blog\/a-morning-on-gede\.md:14\n +field: +body\n/);
    expect(run.stderr).toContain('expected: https://…, http://… only for a host of HTTP_ONLY_HOSTS');
    expect(run.stderr).toContain('found:    "javascript:alert(6)"');
    expect(run.stderr).toContain('fix:      the link uses the javascript: scheme, which a visitor cannot follow safely');
    expect(snapshot(fixture.outDir)).toEqual(before);
  });

  it('lists every content problem of a fixture folder in one run, file by file (the command itself)', async () => {
    const broken = withPreviousBuild(loadFixture({ content: 'broken' }));
    try {
      const before = snapshot(broken.outDir);
      const run = await broken.buildCommand();
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/The previous dist\/ was left as it was\.\n$/);
      expect(run.stderr).toContain('9 content problems');
      for (const file of ['site.yaml', 'home.yaml', 'tours/birding-tour.yaml', 'tours/waterbird-tour.yaml', 'packages/waterbird-tour/4d3n.yaml'])
        expect(run.stderr).toContain(`test/fixtures/content/broken/${file}:`);
      expect(run.stderr).toContain('"Javan Hawk Eagle"');
      expect(run.stderr).toContain('did you mean "javhae1 Javan Hawk-Eagle"');
      expect(snapshot(broken.outDir)).toEqual(before);
    } finally {
      await broken.clean();
    }
  });
});

describe('a build with a photo too large to decode', () => {
  it('leaves the previous dist/ exactly as it was (the real build, on a copy of content/)', async () => {
    const photo = loadFixture({ files: { 'photos/hero/1.png': pngDeclaring(30000, 30000) } });
    try {
      mkdirSync(photo.outDir);
      writeFileSync(join(photo.outDir, 'index.html'), '<!DOCTYPE html><title>previous build</title>');
      const before = snapshot(photo.outDir);
      const run = await buildInProcess(photo);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/file: +\S*content\/photos\/hero\/1\.png\n/);
      expect(run.stderr).toContain('30000 × 30000 px');
      // The command's closing line after a failed build is checked where the command runs, above.
      expect(snapshot(photo.outDir)).toEqual(before);
    } finally {
      await photo.clean();
    }
  });
});
