import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, describe, expect } from 'vitest';
import { projectCopy } from '../../scripts/dev/bench.ts';
import { startDevServer, type RunningDevServer } from '../../scripts/dev/start.ts';
import { it } from '../helpers/browser.ts';

// The browser editor under `npm run dev`, on a copy of the project: /admin/ opens Decap CMS with the
// forms made from the schemas; a package added through the form is saved by the local backend as a
// YAML file under content/, and the tour page shows its tab once the dev server has rebuilt.
const root = resolve(import.meta.dirname, '../..');
let dir: string;
let server: RunningDevServer;
let page: Page;

it.beforeAll(async ({ browser }) => {
  dir = projectCopy();
  server = await startDevServer(dir, { IMAGE_CACHE_DIR: join(root, '.cache') });
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Types into a select or relation picker and takes the option that matches. */
async function pick(id: string, text: string) {
  const input = page.locator(`[id^="${id}-field"]`).first();
  await input.click();
  await input.fill(text);
  await page
    .getByRole('option', { name: new RegExp(text, 'i') })
    .first()
    .waitFor();
  await input.press('Enter');
}
const field = (id: string) => page.locator(`[id^="${id}-field"]`).first();

describe('the browser editor at /admin/', () => {
  it('opens with the collections made from the schemas, on its own page', async () => {
    const response = await page.goto(`${server.url}admin/`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    // The local backend needs no account: one button signs in.
    await page.getByRole('button', { name: 'Login' }).click();
    for (const name of ['Tours', 'Packages', 'Sites', 'Birds', 'Reviews', 'Team', 'Trip reports', 'Pages'])
      await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBeGreaterThan(0);
    // The site's own pages load nothing of it.
    const home = await (await fetch(server.url)).text();
    expect(home).not.toContain('admin');
  }, 60_000);

  it('adds a package through the form: the file appears and the tour page shows its tab', async ({ browser }) => {
    await page.goto(`${server.url}admin/#/collections/packages/new`);
    await pick('tour', 'West Java Birding');
    await field('id').fill('1d-jakarta');
    await field('tabLabel').fill('1D');
    await field('title').fill('One Day Jakarta Birding');
    await field('duration').fill('1 Day');
    await field('summary').fill('A day on the mangrove coast of Jakarta Bay.');
    await field('depart').fill('Jakarta airport or hotel');
    await field('transport').fill('Private comfortable vehicle');
    await field('accommodation').fill('None: back at your hotel by evening');
    await pick('grade', 'Easy');
    await page.getByRole('button', { name: 'Add places' }).click();
    await field('place').fill('Muara Angke and Jakarta Bay');
    await pick('highlights', 'milsto1');
    await page.getByRole('button', { name: 'Add itinerary' }).click();
    await field('day').fill('1');
    await pick('use', 'Muara Angke');
    await page.getByRole('button', { name: 'Publish' }).first().click();
    await page.getByText('Publish now').click();
    await page.getByText('Entry saved').first().waitFor();

    const file = join(dir, 'content/packages/one-day-jakarta-birding.yaml');
    await expect.poll(() => existsSync(file)).toBe(true);
    expect(parse(readFileSync(file, 'utf8'))).toMatchObject({
      tour: 'birding',
      id: '1d-jakarta',
      tabLabel: '1D',
      duration: '1 Day',
      highlights: ['milsto1'],
      itinerary: [{ day: 1, use: 'birding-arrival' }],
    });

    // The dev server rebuilds on the new file: the tab is first, its day the shared arrival day.
    const tour = await browser.newPage();
    await expect
      .poll(
        async () => {
          await tour.goto(`${server.url}birding-tour/`);
          return tour.getByRole('tab', { name: '1D', exact: true }).count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    expect(await tour.getByRole('tab').first().textContent()).toContain('1D');
    await tour.close();
    // The form, the save and a rebuild of the dev server: a busy machine takes its time.
  }, 150_000);
});
