import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClaimsToConfirm, findSpeciesWithoutPhotos, findStandIns, findUncreditedPhotos } from '../../scripts/launch/checks.ts';
import { launchReport } from '../../scripts/launch/report.ts';
import { loadFixture } from '../helpers/load-fixture.ts';
import { content, root } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';

// The go-live check, on the shipped content and on a copy made launch-ready: markers gone (each value replaced or confirmed), real addresses, a photo for
// every image id.
// The copy is a fixture's content; the built sites are small pages beside it, in the fixture's folder.
const fixture = loadFixture();
const work = fixture.dir;
beforeAll(async () => {
  // A built site that still carries a placeholder address, and one that does not.
  mkdirSync(join(work, 'dist-sample', 'contact'), { recursive: true });
  writeFileSync(join(work, 'dist-sample', 'index.html'), '<!DOCTYPE html><a href="mailto:tours@westjavabirding.example">e-mail</a>');
  writeFileSync(join(work, 'dist-sample', 'contact', 'index.html'), '<link rel="canonical" href="https://westjavabirding.example/contact/">');
  mkdirSync(join(work, 'dist-ready'), { recursive: true });
  writeFileSync(join(work, 'dist-ready', 'index.html'), '<!DOCTYPE html><a href="mailto:tours@westjavabirding.co.id">e-mail</a>');

  const ready = fixture.ownContent();
  for (const entry of readdirSync(ready, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !['.yaml', '.md'].includes(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*#\s*(?:\/\/\s*)?(?:SAMPLE\s*(?::.*)?|CONFIRM:.*)$/.test(line))
      .map((line) => line.replace(/\s+#\s*(?:\/\/\s*)?(?:SAMPLE\b|CONFIRM:).*$/, ''))
      .join('\n')
      .replaceAll('westjavabirding.example', 'westjavabirding.co.id');
    writeFileSync(file, text);
  }
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a5f3a' } })
    .jpeg()
    .toBuffer();
  const ids = await findStandIns(ready, root);
  for (const id of ids) {
    const file = join(ready, 'photos', `${id}.jpg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, photo);
  }
  writeFileSync(join(ready, 'photos', 'photos.yaml'), ids.map((id) => `${id}:\n  credit: { by: Dewi Lestari, licence: all-rights-reserved }\n`).join(''));
});
afterAll(() => fixture.clean());

// The check runs in process (what the command prints, and its exit code): starting the command
// for each case cost a minute of the layer. The command itself runs once, on a folder with no built
// site, to show it prints the report and exits with its code.
const checkLaunch = (options: { content?: string; dist: string }) =>
  launchReport({ contentDir: options.content ?? join(root, 'content'), distDir: options.dist, root, cwd: root });
const checkLaunchCommand = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/check-launch.ts'), ...args], { cwd: root, encoding: 'utf8' });

describe('npm run check:launch', () => {
  it('lists every sample value, claim to confirm, stand-in picture and .example address of the shipped content, and fails', async () => {
    const run = await checkLaunch({ dist: join(work, 'dist-sample') });
    expect(run.status).toBe(1);
    const out = run.stdout;
    // Inline markers name the value; a marker alone on its line names the entry below it.
    expect(out).toMatch(/content\/site\.yaml:\d+ {2}legalName: /);
    expect(out).toMatch(/content\/site\.yaml:\d+ {2}label: Bookings\n/);
    expect(out).toMatch(/content\/site\.yaml:\d+ {2}siteUrl: /);
    expect(out).toMatch(/content\/reviews\/waterbird-3\.yaml:\d+ {2}id: waterbird-3 \(the entry below\)/);
    expect(out).toMatch(/content\/team\/asep-hidayat\.yaml:\d+ {2}name: Asep Hidayat\n/);
    // The explanation at the top of site.yaml mentions the marker but is no value.
    expect(out).not.toMatch(/SAMPLE VALUES/);
    // A claim names its value, then what it disagrees with on the next line.
    expect(out).toMatch(/content\/tours\/mammals-tour\.yaml:\d+ {2}duration: 10-14 Days\n {6}the mammals packages run 3 to 5 days/);
    expect(out).toMatch(/content\/home\.yaml:\d+ {2}value: 13\+\n {6}the contact page says 15\+/);
    // A marker alone on its line names the value below it.
    expect(out).toMatch(/content\/contact\.yaml:\d+ {2}answer: "The minimum group is 1 person/);
    expect(out).toContain('  birds/javan-trogon  →  content/photos/birds/javan-trogon.jpg');
    // Pictures loaded after the page (the hero's later slides, the dropdown's cards) count too.
    expect(out).toContain('  hero/2  →  content/photos/hero/2.jpg');
    expect(out).toMatch(/tours@westjavabirding\.example {2}in 1 file \(index\.html\)/);
    expect(out).toMatch(/ westjavabirding\.example {2}in 1 file \(contact\/index\.html\)/);
    const summary = /not ready — (\d+) sample values, (\d+) claims to confirm, (\d+) stand-in pictures, 2 \.example addresses left/.exec(out);
    expect(summary).not.toBeNull();
    expect(Number(summary![1])).toBeGreaterThanOrEqual(40);
    expect(Number(summary![2])).toBeGreaterThanOrEqual(14);
    expect(Number(summary![3])).toBeGreaterThan(100);
    // Species pages show no picture without a photo: a warning, listed with the file each photo takes.
    const species = /^Warning: species pages without a photo \((\d+); each shows no picture until a photo named after its image id is added/m.exec(out);
    expect(Number(species?.[1])).toBe(site.species.size);
    expect(out).toContain('\n  Javan Trogon  /species/javan-trogon/  →  content/photos/birds/javan-trogon.jpg\n');
    expect(out).toContain('\n  Javan Rhinoceros  /species/javan-rhinoceros/  →  content/photos/mammals/javan-rhinoceros.jpg\n');
    expect(out).toContain(`\ncheck:launch: warning — ${site.species.size} species pages without a photo.`);
  });

  it('passes on content with real values, a photo for every image id and no .example address', async () => {
    const run = await checkLaunch({ content: join(work, 'content'), dist: join(work, 'dist-ready') });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('ready to go live');
    expect(run.status).toBe(0);
    // Its photos are 32 × 24 stand-ins for real ones: each use is listed as smaller than shown, which does not hold the launch back.
    expect(run.stdout).toMatch(/^Warning: photos smaller than shown \(\d+ uses of \d+ photos; /m);
    expect(run.stdout).toMatch(/^ {2}hero\/1 {2}hero crop 32 px wide, shown up to 1920 px {2}\(\S*content\/photos\/hero\/1\.jpg, 32 × 24\)$/m);
    expect(run.stdout).toMatch(/\ncheck:launch: warning — \d+ photo uses smaller than shown\./);
  });

  it('lists, as a warning that does not hold the launch back, the species whose page has no photo', async () => {
    // The launch-ready copy has a photo for every id the pages showed: the carousels' birds and mammals among them.
    const missing = await findSpeciesWithoutPhotos(join(work, 'content'), root);
    const english = missing.map((s) => s.english);
    expect(english).not.toContain('Javan Trogon');
    expect(english).not.toContain('Javan Rhinoceros');
    expect(missing.find((s) => s.english === 'Ashy Drongo')).toEqual({ english: 'Ashy Drongo', path: '/species/ashy-drongo/', imageId: 'birds/ashy-drongo' });
    expect(missing.length).toBeLessThan(site.species.size);
    const run = await checkLaunch({ content: join(work, 'content'), dist: join(work, 'dist-ready') });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Warning: species pages without a photo (${missing.length};`);
    expect(run.stdout).toContain('\n  Ashy Drongo  /species/ashy-drongo/  →  content/photos/birds/ashy-drongo.jpg\n');
    expect(run.stdout).not.toContain('  Javan Trogon  /species/');
    expect(run.stdout).toMatch(new RegExp(`ready to go live .*\\.\\ncheck:launch: warning — ${missing.length} species pages without a photo\\.`));
  });

  it('lists the photos shown without a credit in photos.yaml', async () => {
    fixture.editFile('content/photos/photos.yaml', (credited) =>
      credited.replace(/^birds\/javan-trogon:\n.*\n/m, '').replace(/^hero\/1:\n.*\n/m, 'hero/1:\n  crop: top\n'),
    );
    try {
      expect(await findUncreditedPhotos(join(work, 'content'), root)).toEqual([
        { id: 'birds/javan-trogon', file: expect.stringMatching(/photos\/birds\/javan-trogon\.jpg$/) },
        { id: 'hero/1', file: expect.stringMatching(/photos\/hero\/1\.jpg$/) },
      ]);
      const run = await checkLaunch({ content: join(work, 'content'), dist: join(work, 'dist-ready') });
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/Photos without a credit \(2; add the photographer and licence/);
      expect(run.stdout).toMatch(/^ {2}birds\/javan-trogon {2}\(\S*content\/photos\/birds\/javan-trogon\.jpg\)$/m);
      expect(run.stdout).toContain('0 .example addresses left, 2 photos without a credit.');
    } finally {
      fixture.resetEdits();
    }
  });

  it('lists the facts that age and the contradicted figures as warnings: the check still passes, however old the facts', async () => {
    // Ten years on, every fact is overdue: still no failure.
    const run = await launchReport({ contentDir: join(work, 'content'), distDir: join(work, 'dist-ready'), root, cwd: root, today: '2036-01-01' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Warning: facts that age, oldest first \((\d+); on 2036-01-01, \1 not checked for 12 months, marked !/m);
    expect(run.stdout).toMatch(
      /^ {2}! never checked {2}73 Javan rhinoceros {2}— {2}content\/tours\/ujung-kulon-tour\.yaml conservation\.stats\[0\]\.provenance\.checked {2}\(source: /m,
    );
    expect(run.stdout).toContain('content/site.yaml legalProvenance.checked');
    expect(run.stdout).toMatch(/\ncheck:launch: warning — \d+ facts not checked for 12 months \(npm run check:launch -- --facts lists them alone\)\./);
    // The card's days beside the packages', each recomputed from the content.
    expect(run.stdout).toMatch(
      /^ {2}content\/tours\/mammals-tour\.yaml duration: "10-14 Days" — beside it: its packages run \d+ to \d+ days \(content\/packages\/mammals-tour\/\)$/m,
    );
  });

  it('prints only the facts that age with --facts, needing no built site, and never fails for age', async () => {
    const run = await launchReport({
      contentDir: join(root, 'content'),
      distDir: join(work, 'nowhere'),
      root,
      cwd: root,
      today: '2036-01-01',
      factsOnly: true,
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Facts that age, oldest first \(\d+; on 2036-01-01, /);
    expect(run.stdout).not.toMatch(/Sample values|Claims to confirm|Warning:/);
    // The command takes the day from the clock unless told, and refuses a day it cannot read.
    const bad = checkLaunchCommand('--facts', '--today', '2036-13-01');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--today must be a day written as 2026-12-02');
  });

  it('refuses to judge a folder that holds no built site', async () => {
    const run = await checkLaunch({ dist: join(work, 'nowhere') });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('run `npm run build` first');
  });

  it('prints the report and exits with its code when run as a command', () => {
    // The refusal is the cheapest report: the command stops before reading the content.
    const run = checkLaunchCommand('--dist', join(work, 'nowhere'));
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^check:launch: \S*nowhere holds no built site: run `npm run build` first\.\n$/);
  });
});

// The claims the operator must confirm are data: a `# CONFIRM:` marker beside the value. This
// finds, from the content itself, every place where the spec's own figures disagree, and checks
// that a marker stands on the very line that holds the figure.
const site = await content();

describe('claims to confirm', () => {
  const lineOf = (file: string, line: number) => readFileSync(join(root, file), 'utf8').split('\n')[line - 1] ?? '';
  /** The tour a claim's file is the card of: content/tours/<slug>.yaml. */
  const tourAt = (file: string) => /^content\/tours\/([\w-]+)\.yaml$/.exec(file)?.[1];
  const range = (text: string) => text.match(/\d+/g)!.slice(0, 2).map(Number) as [number, number];
  const days = (duration: string) => (/^(?:One Day|\d+ hours)$/.test(duration) ? 1 : Number(/^(\d+)/.exec(duration)![1]));
  const packageDays: Record<string, number[]> = {
    'birding-tour': tourPage(site, 'birding', 'birding').packages.items.map((p) => days(p.duration)),
    'mammals-tour': tourPage(site, 'mammals', 'mammals').packages.items.map((p) => days(p.duration)),
    'krakatau-tour': [
      ...tourPage(site, 'krakatau', 'krakatau').packages.groups.flatMap((g) => g.packages),
      tourPage(site, 'krakatau', 'krakatau').packages.extended,
    ].map((p) => days(p.duration)),
    'waterbird-tour': tourPage(site, 'waterbird', 'waterbird').packages.items.map((p) => days(p.duration)),
    'ujung-kulon-tour': [
      ...tourPage(site, 'ujung-kulon', 'ujung-kulon').adventure.groups.flatMap((t) => t.packages),
      ...tourPage(site, 'ujung-kulon', 'ujung-kulon').birding.items,
    ].map((p) => days(p.duration)),
  };

  it('marks each home tour card whose length or group size disagrees with its packages or the FAQ', async () => {
    const claims = await findClaimsToConfirm(join(root, 'content'), root);
    const marked = (field: string, tour: string) => claims.find((c) => tourAt(c.file) === tour && lineOf(c.file, c.line).startsWith(`${field}: `));
    const faq = site.contact.faq.items.find((i) => /group size/.test(i.question))!.answer;
    const faqSize = [Number(/minimum group is (\d+)/.exec(faq)![1]), Number(/maximum is (\d+)/.exec(faq)![1])];
    let disagreements = 0;
    for (const tour of site.tours) {
      const [from, to] = range(tour.duration);
      // The five tours whose packages this case knows; a tour added since is the spec layer's.
      const real = packageDays[tour.slug];
      if (!real) continue;
      if (from !== Math.min(...real) || to !== Math.max(...real)) {
        disagreements++;
        const claim = marked('duration', tour.slug);
        expect(claim, `${tour.slug} duration ${tour.duration} against packages of ${real.join(', ')} days`).toBeDefined();
        expect(claim!.code).toBe(`duration: ${tour.duration}`);
      }
      const size = range(tour.groupSize);
      if (size[0] !== faqSize[0] || size[1] !== faqSize[1]) {
        disagreements++;
        expect(marked('groupSize', tour.slug), `${tour.slug} group size ${tour.groupSize} against the FAQ's ${faqSize.join(' to ')}`).toBeDefined();
      }
    }
    // The spec's figures as shipped: all five lengths and all five group sizes disagree.
    expect(disagreements).toBe(10);
    const faqClaim = claims.find((c) => c.file === 'content/contact.yaml' && c.code.startsWith('answer: "The minimum group'));
    expect(faqClaim).toBeDefined();
  });

  it('marks both years of experience when the home page and the contact page differ', async () => {
    const claims = await findClaimsToConfirm(join(root, 'content'), root);
    const home = site.home.stats.find((s) => s.label === 'Years Experience')!.value;
    const contact = site.contact.stats.find((s) => s.label === 'Years Experience')!.value;
    expect(home).not.toBe(contact);
    for (const [file, value] of [
      ['content/home.yaml', home],
      ['content/contact.yaml', contact],
    ] as const) {
      const claim = claims.find((c) => c.file === file && c.code === `value: ${value}` && /label: Years Experience/.test(lineOf(file, c.line + 1)));
      expect(claim, file).toBeDefined();
      expect(lineOf(file, claim!.line)).toContain(`value: ${value}`);
    }
  });

  it('reads a marker beside a value and a marker alone above one, and refuses a marker with nothing below', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'confirm-'));
    try {
      writeFileSync(
        join(dir, 'a.yaml'),
        [
          'tour:',
          '  size: 2-8 # CONFIRM: the FAQ says 1 to 6',
          '  # CONFIRM: two lines',
          '  # of comment first',
          "  years: '13+'",
          '  # mentions # CONFIRM: in passing',
          '  link: https://example.org/#CONFIRM',
        ].join('\n'),
      );
      expect(await findClaimsToConfirm(dir, dir)).toEqual([
        { file: 'a.yaml', line: 2, code: 'size: 2-8', note: 'the FAQ says 1 to 6' },
        { file: 'a.yaml', line: 5, code: "years: '13+'", note: 'two lines' },
      ]);
      writeFileSync(join(dir, 'b.yaml'), 'a: 1\n# CONFIRM: nothing below\n');
      await expect(findClaimsToConfirm(dir, dir)).rejects.toThrow(/b\.yaml:2: a "# CONFIRM:" marker must stand beside a value/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
