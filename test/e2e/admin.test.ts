import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, describe, expect } from 'vitest';
import type { RunningDevServer } from '../../scripts/dev/start.ts';
import { it } from '../helpers/browser.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// The browser editor under `npm run dev`, on a copy of the project: /admin/ opens Decap CMS with the
// forms made from the schemas; a package added through the form is saved by the local backend as a
// YAML file under content/, and the tour page shows its tab once the dev server has rebuilt.
const fixture = loadFixture();
let server: RunningDevServer;
let page: Page;

it.beforeAll(async ({ browser }) => {
  server = await fixture.startDevServer();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  // Decap's relation pickers read every entry of a collection through the local backend, and the
  // dev server rebuilds beside the other browser files and the engine layer: on two busy cores a
  // step takes longer than Playwright's 30 s.
  page.setDefaultTimeout(90_000);
}, 180_000);
afterAll(() => fixture.clean());

/** Runs the steps of a test; a failure names the step and ends with what the dev server printed. */
async function steps(run: (step: (name: string) => void) => Promise<void>) {
  let current = 'start';
  try {
    await run((name) => {
      current = name;
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${message}\n— at the step "${current}", on ${page.url()}\n— the dev server's last lines:\n${server.output().split('\n').slice(-25).join('\n')}`,
      {
        cause: error,
      },
    );
  }
}

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
    const home = await (await fixture.fetch('/')).text();
    expect(home).not.toContain('admin');
  }, 60_000);

  it(
    'adds a package through the form: the file appears and the tour page shows its tab',
    async ({ browser }) =>
      steps(async (step) => {
        step('open the form');
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
        step('the places and the key species');
        await page.getByRole('button', { name: 'Add places' }).click();
        await field('place').fill('Muara Angke and Jakarta Bay');
        await pick('highlights', 'milsto1');
        step('the itinerary');
        await page.getByRole('button', { name: 'Add itinerary' }).click();
        await field('day').fill('1');
        await pick('use', 'Muara Angke');
        step('publish');
        await page.getByRole('button', { name: 'Publish' }).first().click();
        await page.getByText('Publish now').click();
        await page.getByText('Entry saved').first().waitFor();

        const file = fixture.sourcePath('content/packages/one-day-jakarta-birding.yaml');
        step('the saved file');
        await expect.poll(() => existsSync(file), { timeout: 60_000 }).toBe(true);
        expect(parse(readFileSync(file, 'utf8'))).toMatchObject({
          tour: 'birding',
          id: '1d-jakarta',
          tabLabel: '1D',
          duration: '1 Day',
          highlights: ['milsto1'],
          itinerary: [{ day: 1, use: 'birding-arrival' }],
        });

        // The dev server rebuilds on the new file: the tab is first, its day the shared arrival day.
        // First the page as the server sends it, then as the browser shows it, so a failure says which.
        step('the tour page from the dev server after the rebuild');
        const tabsSent = async () => {
          const response = await fixture.fetch('/birding-tour/');
          const html = await response.text();
          return `${response.status}: ${[...html.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((m) => m[1]).join(' ')}`;
        };
        await expect.poll(tabsSent, { timeout: 120_000 }).toMatch(/^200: 1D /);
        step('the tour page in the browser');
        const tour = await browser.newPage();
        await tour.goto(`${server.url}birding-tour/`);
        await tour.getByRole('tab', { name: '1D', exact: true }).waitFor();
        expect(await tour.getByRole('tab').first().textContent()).toContain('1D');
        await tour.close();
      }),
    // The form, the save and a rebuild of the dev server: a busy machine takes its time.
    300_000,
  );
});
