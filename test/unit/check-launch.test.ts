import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStandIns, findUncreditedPhotos } from '../../scripts/launch/checks.ts';
import { root } from '../helpers/render.ts';

// The go-live check runs as the operator runs it (the CLI), on the shipped content and on a copy
// made launch-ready: markers gone, real addresses, a photo for every image id.
let work: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'check-launch-'));
  // A built site that still carries a placeholder address, and one that does not.
  mkdirSync(join(work, 'dist-sample', 'contact'), { recursive: true });
  writeFileSync(join(work, 'dist-sample', 'index.html'), '<!DOCTYPE html><a href="mailto:tours@westjavabirding.example">e-mail</a>');
  writeFileSync(join(work, 'dist-sample', 'contact', 'index.html'), '<link rel="canonical" href="https://westjavabirding.example/contact/">');
  mkdirSync(join(work, 'dist-ready'), { recursive: true });
  writeFileSync(join(work, 'dist-ready', 'index.html'), '<!DOCTYPE html><a href="mailto:tours@westjavabirding.co.id">e-mail</a>');

  const ready = join(work, 'content');
  cpSync(join(root, 'content'), ready, { recursive: true });
  for (const entry of readdirSync(ready, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || extname(entry.name) !== '.ts') continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*\/\/\s*SAMPLE\s*(?::.*)?$/.test(line))
      .map((line) => line.replace(/\s*\/\/\s*SAMPLE\b.*$/, ''))
      .join('\n')
      .replaceAll('westjavabirding.example', 'westjavabirding.co.id');
    writeFileSync(file, text);
  }
  const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a5f3a' } }).jpeg().toBuffer();
  const ids = await findStandIns(ready, root);
  for (const id of ids) {
    const file = join(ready, 'photos', `${id}.jpg`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, photo);
  }
  writeFileSync(join(ready, 'photos', 'photos.yaml'), ids.map((id) => `${id}:\n  credit: { by: Dewi Lestari, licence: all-rights-reserved }\n`).join(''));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const checkLaunch = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/check-launch.ts'), ...args], { cwd: root, encoding: 'utf8' });

describe('npm run check:launch', () => {
  it('lists every sample value, stand-in picture and .example address of the shipped content, and fails', () => {
    const run = checkLaunch('--dist', join(work, 'dist-sample'));
    expect(run.status).toBe(1);
    const out = run.stdout;
    // Inline markers name the value; a marker alone on its line names the entry below it.
    expect(out).toMatch(/content\/site\.ts:\d+ {2}legalName: /);
    expect(out).toMatch(/content\/site\.ts:\d+ {2}\{ label: 'Bookings', e164: '\+62/);
    expect(out).toMatch(/content\/site\.ts:\d+ {2}siteUrl: /);
    expect(out).toMatch(/content\/reviews\.ts:\d+ {2}id: 'waterbird-3' \(the entry below\)/);
    expect(out).toMatch(/content\/home\.ts:\d+ {2}name: 'Asep Hidayat'/);
    // The explanation at the top of site.ts mentions the marker but is no value.
    expect(out).not.toMatch(/SAMPLE VALUES/);
    expect(out).toContain('  birds/javan-trogon  →  content/photos/birds/javan-trogon.jpg');
    expect(out).toMatch(/tours@westjavabirding\.example {2}in 1 file \(index\.html\)/);
    expect(out).toMatch(/ westjavabirding\.example {2}in 1 file \(contact\/index\.html\)/);
    const summary = /not ready — (\d+) sample values, (\d+) stand-in pictures, 2 \.example addresses left/.exec(out);
    expect(summary).not.toBeNull();
    expect(Number(summary![1])).toBeGreaterThanOrEqual(40);
    expect(Number(summary![2])).toBeGreaterThan(100);
  });

  it('passes on content with real values, a photo for every image id and no .example address', () => {
    const run = checkLaunch('--content', join(work, 'content'), '--dist', join(work, 'dist-ready'));
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('ready to go live');
    expect(run.status).toBe(0);
  });

  it('lists the photos shown without a credit in photos.yaml', async () => {
    const data = join(work, 'content', 'photos', 'photos.yaml');
    const credited = readFileSync(data, 'utf8');
    writeFileSync(data, credited.replace(/^birds\/javan-trogon:\n.*\n/m, '').replace(/^hero\/1:\n.*\n/m, 'hero/1:\n  crop: top\n'));
    try {
      expect(await findUncreditedPhotos(join(work, 'content'), root)).toEqual([
        { id: 'birds/javan-trogon', file: expect.stringMatching(/photos\/birds\/javan-trogon\.jpg$/) },
        { id: 'hero/1', file: expect.stringMatching(/photos\/hero\/1\.jpg$/) },
      ]);
      const run = checkLaunch('--content', join(work, 'content'), '--dist', join(work, 'dist-ready'));
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/Photos without a credit \(2; add the photographer and licence/);
      expect(run.stdout).toMatch(/^ {2}birds\/javan-trogon {2}\(\S*content\/photos\/birds\/javan-trogon\.jpg\)$/m);
      expect(run.stdout).toContain('0 .example addresses left, 2 photos without a credit.');
    } finally {
      writeFileSync(data, credited);
    }
  }, 60_000);

  it('refuses to judge a folder that holds no built site', () => {
    const run = checkLaunch('--dist', join(work, 'nowhere'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('run `npm run build` first');
  });
});
