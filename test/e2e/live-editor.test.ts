import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { editorPolicy, writeLiveEditor } from '../../scripts/cms/live.ts';
import { it } from '../helpers/browser.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// The editor for the live site (npm run build:editor), published as a folder of its own: served with
// the headers of its own _headers file, Decap opens on its GitHub sign-in with nothing its policy
// refuses, and the site's strict policy is not involved at all.
// The folder is the fixture's output, served by its preview.
const fixture = loadFixture();
const dir = fixture.outDir;
let files: string[];

beforeAll(async () => {
  files = await writeLiveEditor(dir, { repo: 'westjavabirding/site', branch: 'main', title: 'West Java Birding', siteUrl: 'https://westjavabirding.example' });
  await fixture.preview();
});
afterAll(() => fixture.clean());

describe('the live editor folder', () => {
  it('holds the page, the GitHub configuration, Decap and its own headers', () => {
    expect(files).toEqual(expect.arrayContaining(['index.html', 'config.yml', '_headers', 'decap-cms.js']));
    expect(parse(fixture.readFile('config.yml'))).toMatchObject({
      backend: { name: 'github', repo: 'westjavabirding/site', branch: 'main' },
      site_url: 'https://westjavabirding.example',
    });
    expect(fixture.readFile('config.yml')).not.toContain('local_backend');
  });

  it('opens on the GitHub sign-in, served with its own policy, and nothing is refused', async ({ browser }) => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    const response = await page.goto(fixture.url());
    expect(response?.headers()['content-security-policy']).toBe(editorPolicy());
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('button', { name: 'Login with GitHub' }).waitFor({ timeout: 60_000 });
    await page.close();
    expect(refused).toEqual([]);
  }, 90_000);

  it('refuses a repository not written owner/name, saying how to write it', async () => {
    await expect(writeLiveEditor(join(dir, 'x'), { repo: 'site', branch: 'main', title: 'x', siteUrl: 'https://x.example' })).rejects.toThrow(
      /--repo must be the GitHub repository as owner\/name .* found "site"/,
    );
  });
});
