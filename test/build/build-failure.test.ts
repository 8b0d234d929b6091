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
/**
 * A fresh copy of content/ for each case: the content modules are imported in this process, and an
 * import is cached by its path, so a file broken and mended in one folder would stay broken.
 */
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
    // The first phone's number, whatever the operator has made it, turned into a local one.
    const phone = site.phones[0]!;
    const run = await buildWith('site.ts', `e164: '${phone.e164}', display: '${phone.display}'`, `e164: '0812 0000 2011', display: '${phone.display}'`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('site.ts');
    expect(run.stderr).toContain('phones[0].e164');
    expect(run.stderr).toContain('E.164');
    expect(run.stderr).toContain('"0812 0000 2011"');
    expect(run.after).toEqual(run.before);
  });

  it('fails on a missing alt text with the field path', async () => {
    const run = await buildWith('tours.ts', "alt: 'Javan Trogon perched in mossy montane cloud forest'", "alt: ''");
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('tours.ts');
    expect(run.stderr).toContain('[0].image.alt');
    expect(run.after).toEqual(run.before);
  });

  it('fails on a malformed image id', async () => {
    const run = await buildWith('tours.ts', "id: 'tours/birding-tour'", "id: 'Tours/Birding Tour.jpg'");
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('[0].image.id');
    expect(run.stderr).toContain('"Tours/Birding Tour.jpg"');
    expect(run.after).toEqual(run.before);
  });

  it('fails on a misspelt species id naming the species file and line where it is written, with the closest id', async () => {
    // The Gunung Gede list of the explorer: the Javan Hawk-Eagle's code loses its digit.
    const written = "'javhae1', 'javtro1', 'javcoc1', 'javwht1'";
    const list = readFileSync(join(root, 'content/species/birds.ts'), 'utf8').split('\n');
    const line = list.findIndex((text) => text.includes(written)) + 1;
    const run = await buildWith('species/birds.ts', written, written.replace("'javhae1'", "'javhae'"));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`content/species/birds.ts:${line}`);
    expect(run.stderr).toMatch(/field: +explorer\.locations\[\d+\]\.species\[\d+\] \(in \S*content\/home\.ts\)/);
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
    for (const file of ['site.ts', 'home.ts', 'birding-tour.ts', 'waterbird-tour.ts']) expect(run.stderr).toContain(`test/fixtures/content/broken/${file}`);
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
