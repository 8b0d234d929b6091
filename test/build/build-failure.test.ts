import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { build } from '../../scripts/pipeline/pipeline.ts';
import { pngDeclaring } from '../helpers/png.ts';
import { root } from '../helpers/render.ts';

// Runs the real build on a copy of content/ with one broken field, against an existing dist/: in
// process (starting the command for each case cost a minute of the layer), its error written as
// `npm run build` writes it. One case starts the command itself, for its exit code and last line.
import { shipped } from '../helpers/shipped.ts';
const site = shipped('site');

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'build-failure-'));
  cpSync(join(root, 'content'), join(work, 'content'), { recursive: true });
  mkdirSync(join(work, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(work, 'dist', 'index.html'), '<!DOCTYPE html><title>previous build</title>');
  writeFileSync(join(work, 'dist', 'assets', 'old.css'), 'body{color:red}');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

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
async function buildInProcess(options: { contentDir: string; contentFallback?: string; outDir: string }) {
  try {
    await build({ root, basePath: '/', cacheDir: join(root, '.cache'), ...options });
    return { status: 0, stderr: '' };
  } catch (error) {
    return { status: 1, stderr: `${formatBuildError(error)}\n` };
  }
}

let copies = 0;
/** A fresh copy of content/ for each case, so a case breaks one file and nothing else. */
function contentCopy(): string {
  const dir = join(work, `copy-${++copies}`, 'content');
  cpSync(join(root, 'content'), dir, { recursive: true });
  return dir;
}

async function buildWith(file: string, from: string, to: string) {
  const contentDir = contentCopy();
  const path = join(contentDir, file);
  const original = readFileSync(path, 'utf8');
  expect(original).toContain(from);
  writeFileSync(path, original.replace(from, to));
  const before = snapshot(join(work, 'dist'));
  const run = await buildInProcess({ contentDir, outDir: join(work, 'dist') });
  return { ...run, before, after: snapshot(join(work, 'dist')) };
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
    const contentDir = contentCopy();
    const report = readFileSync(join(root, 'test/fixtures/content/posts-broken-links/blog/a-morning-on-gede.md'), 'utf8').split('\n');
    // The report's front matter and first line, then a paragraph with the link, at line 14.
    mkdirSync(join(contentDir, 'blog'), { recursive: true });
    writeFileSync(join(contentDir, 'blog', 'a-morning-on-gede.md'), [...report.slice(0, 12), '', 'Do [click me](javascript:alert(6)).', ''].join('\n'));
    const before = snapshot(join(work, 'dist'));
    const run = await buildInProcess({ contentDir, outDir: join(work, 'dist') });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/file: +\S*content\/blog\/a-morning-on-gede\.md:14\n +field: +body\n/);
    expect(run.stderr).toContain('expected: https://…, http://… only for a host of HTTP_ONLY_HOSTS');
    expect(run.stderr).toContain('found:    "javascript:alert(6)"');
    expect(run.stderr).toContain('fix:      the link uses the javascript: scheme, which a visitor cannot follow safely');
    expect(snapshot(join(work, 'dist'))).toEqual(before);
  });

  it('lists every content problem of a fixture folder in one run, file by file (the command itself)', () => {
    const before = snapshot(join(work, 'dist'));
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'scripts/build.ts'),
        '--content',
        join(root, 'test/fixtures/content/broken'),
        '--content-fallback',
        join(root, 'content'),
        '--out',
        join(work, 'dist'),
      ],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/The previous dist\/ was left as it was\.\n$/);
    expect(run.stderr).toContain('9 content problems');
    for (const file of ['site.yaml', 'home.yaml', 'tours/birding-tour.yaml', 'tours/waterbird-tour.yaml', 'packages/waterbird-tour/4d3n.yaml'])
      expect(run.stderr).toContain(`test/fixtures/content/broken/${file}:`);
    expect(run.stderr).toContain('"Javan Hawk Eagle"');
    expect(run.stderr).toContain('did you mean "javhae1 Javan Hawk-Eagle"');
    expect(snapshot(join(work, 'dist'))).toEqual(before);
  });
});

describe('a build with a photo too large to decode', () => {
  it('leaves the previous dist/ exactly as it was (the real build, on a copy of content/)', async () => {
    const work = mkdtempSync(join(tmpdir(), 'bad-photo-build-'));
    try {
      cpSync(join(root, 'content'), join(work, 'content'), { recursive: true });
      mkdirSync(join(work, 'content', 'photos', 'hero'), { recursive: true });
      writeFileSync(join(work, 'content', 'photos', 'hero', '1.png'), pngDeclaring(30000, 30000));
      mkdirSync(join(work, 'dist'));
      writeFileSync(join(work, 'dist', 'index.html'), '<!DOCTYPE html><title>previous build</title>');
      const snapshot = () =>
        readdirSync(join(work, 'dist'), { recursive: true })
          .map(String)
          .sort()
          .map((f) => [f, readFileSync(join(work, 'dist', f), 'utf8')]);
      const before = snapshot();
      const run = await buildInProcess({ contentDir: join(work, 'content'), outDir: join(work, 'dist') });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/file: +\S*content\/photos\/hero\/1\.png\n/);
      expect(run.stderr).toContain('30000 × 30000 px');
      // The command's closing line after a failed build is checked where the command runs, above.
      expect(snapshot()).toEqual(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
