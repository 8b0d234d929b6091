import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { speciesCatalog, type PlannerPackage } from '../../model/catalogue.ts';
import type { Likelihood } from '../../model/schema/sites.ts';
import { content } from '../helpers/render.ts';
import { it, siteUrl, visit, widgetReady } from '../helpers/browser.ts';

// A birder's eBird life list in Chromium: nothing of it loads before use; an export picked on
// /species/ gives each package's possible lifers for the planner's month, marks the list's rows and
// makes every lifer the planner's target; a file that is no export changes nothing; a tour page
// lists its lifers by likelihood for its own month and counts them on each package; a species page
// says whether the bird is on the list; the list is kept over a reload until it is cleared; with
// JavaScript off none of it shows. Every count is worked out here from the content.

/** eBird's "Download My Data" columns, as MyEBirdData.csv has them. */
const HEADER =
  'Submission ID,Common Name,Scientific Name,Taxonomic Order,Count,State/Province,County,Location ID,Location,Latitude,Longitude,Date,Time,Protocol,Duration (Min),All Obs Reported,Distance Traveled (km),Area Covered (ha),Number of Observers,Breeding Code,Observation Details,Checklist Comments,ML Catalog Numbers';
const row = (sub: string, common: string, scientific: string, comments = '') =>
  `${sub},${common},${scientific},1,1,ID-JK,,L100,"Muara Angke, Jakarta",-6.1,106.7,2019-07-01,07:00 AM,Traveling,60,1,1.0,,1,,,${comments},`;
/** Three species (the kingfisher and the egret seen twice), and what a life list must not count. */
const EXPORT = [
  HEADER,
  row('S1', 'Javan Kingfisher', 'Halcyon cyanoventris'),
  row('S1', 'Little Egret', 'Egretta garzetta', '"A comment, with a comma and ""quotes"""'),
  row('S2', 'Little Egret', 'Egretta garzetta'),
  row('S2', 'Red Junglefowl (Domestic type)', 'Gallus gallus (Domestic type)'),
  row('S2', 'egret sp.', 'Ardeidae sp.'),
  row('S3', 'Northern Cardinal', 'Cardinalis cardinalis'),
  // An older name of a species split since: none of its daughters counts.
  row('S3', 'Intermediate Egret', 'Ardea intermedia'),
].join('\r\n');
const SEEN_IDS = ['javkin1', 'litegr'];
const SPECIES_COUNTED = 3;

const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const sure = (odds: Likelihood | undefined) => odds === 'regular' || odds === 'likely';

/** A package's odds in a month (undefined: any), as the planner reads them. */
function oddsIn(pkg: PlannerPackage, month: number | undefined): Record<string, Likelihood> {
  const odds: Record<string, Likelihood> = {};
  for (const [id, best] of Object.entries(pkg.odds)) {
    const now = month === undefined || !Object.hasOwn(pkg.byMonth, id) ? best : pkg.byMonth[id]![month];
    if (now) odds[id] = now;
  }
  return odds;
}

/** What the content says of the list: each package's line and lifers, and every lifer at any package's sites. */
async function expected(month: number | undefined) {
  const catalog = speciesCatalog(await content());
  const bird = (id: string) => catalog.byId.get(id)?.kind === 'bird';
  const packages = catalog.packages.map((p) => {
    const odds = oddsIn(p, month);
    const lifers = Object.keys(odds).filter((id) => bird(id) && !SEEN_IDS.includes(id));
    const r = lifers.filter((id) => sure(odds[id])).length;
    return { pkg: p, odds, lifers, line: `${lifers.length} possible ${lifers.length === 1 ? 'lifer' : 'lifers'} (${r} regular or likely)` };
  });
  return { catalog, packages, all: new Set(packages.flatMap((p) => p.lifers)) };
}

/** The requests a page made for the life list's code and data. */
const lifeListRequests = (urls: readonly string[]) => urls.filter((u) => /\/on-use-life-list-[^/]+\.js$|\/life-list\.json$/.test(u));

const statusText = (page: Page) => page.locator('[data-life-status]').innerText();

describe('the life list in Chromium', () => {
  it('loads nothing before use, reads an export, counts each package’s lifers for the month and makes them the planner’s targets', async ({ browser }) => {
    const v = await visit(browser, null);
    const { page, errors } = v;
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(siteUrl('/species/'), { waitUntil: 'load' });
    await widgetReady(page, '#life-list', 'life-list');
    await widgetReady(page, '#planner', 'planner');
    expect(lifeListRequests(urls), 'nothing of the life list before it is used').toEqual([]);
    expect(await page.locator('.package-lifers:visible, .species-badge--lifer').count()).toBe(0);

    await page.getByLabel('Your eBird data file (MyEBirdData.csv)').setInputFiles(file('MyEBirdData.csv', EXPORT));
    await expect.poll(() => statusText(page)).toBe(`Your list: ${SPECIES_COUNTED} species from MyEBirdData.csv, kept on this device.`);
    expect(lifeListRequests(urls)).toHaveLength(2);
    expect(await page.locator('[data-life-report] li').allInnerTexts()).toEqual([
      'Not counted as species: sp. (1), domestic forms (1).',
      'Intermediate Egret has been split since: it is now Medium Egret, Yellow-billed Egret and Plumed Egret. We cannot tell which you saw, so each stays a possible lifer.',
    ]);

    // Each package's count, any month: every bird at its open sites not on the list.
    const any = await expected(undefined);
    const lines = async () =>
      Object.fromEntries(
        (await page.locator('.life-list-packages li').allInnerTexts()).map((t) => [t.slice(0, t.lastIndexOf(': ')), t.slice(t.lastIndexOf(': ') + 2)]),
      );
    expect(await lines()).toEqual(Object.fromEntries(any.packages.map((p) => [`${p.pkg.tourName}: ${p.pkg.title}`, p.line])));
    expect(await page.locator('.life-list-month-note').innerText()).toBe('Counted for any month.');
    // The list's rows: a badge on each bird a package's sites hold that is not on the list.
    expect(await page.locator('.species-badge--lifer').count()).toBe(any.all.size);
    expect(await page.locator('[data-pick="javkin1"]').locator('xpath=..').locator('.species-badge--lifer').count()).toBe(0);
    expect(await page.locator('[data-pick="integr1"]').locator('xpath=..').locator('.species-badge--lifer').count(), 'the split egret stays a lifer').toBe(1);
    expect(await page.locator('[data-pick="redjun"]').locator('xpath=..').locator('.species-badge--lifer').count(), 'a domestic row is no junglefowl').toBe(1);
    // The list's filter keeps the lifers alone.
    await page.getByLabel('Your list').selectOption('lifer');
    expect(await page.locator('#species-list [data-row]:visible').count()).toBe(any.all.size);
    await page.getByLabel('Your list').selectOption('');

    // The planner's month sets the counts: July drops the migrants away then.
    await page.getByLabel('Month of travel').selectOption('July');
    const july = await expected(6);
    await expect.poll(lines).toEqual(Object.fromEntries(july.packages.map((p) => [`${p.pkg.tourName}: ${p.pkg.title}`, p.line])));
    expect(await page.locator('.life-list-month-note').innerText()).toBe('Counted for July.');
    expect(
      july.packages.some((p, i) => p.lifers.length < any.packages[i]!.lifers.length),
      'some lifer is away in July',
    ).toBe(true);

    // Every lifer of July becomes the planner's target, and the planner ranks the packages by them.
    await page.getByRole('button', { name: `Make my ${july.all.size} possible lifers the planner's targets` }).click();
    await expect.poll(() => page.locator('.planner-ui h3').first().innerText()).toBe(`Your targets (${july.all.size})`);
    const bestSure = Math.max(...july.packages.map((p) => p.lifers.filter((id) => sure(p.odds[id])).length));
    await expect.poll(() => page.locator('.planner-results > li').first().innerText()).toContain(`looks for ${bestSure} of ${july.all.size}`);

    // Kept on the device: a reload shows the list again without the file.
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => statusText(page)).toBe(`Your list: ${SPECIES_COUNTED} species from MyEBirdData.csv, kept on this device.`);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('says plainly that a file is not an eBird export and changes nothing', async ({ browser }) => {
    const v = await visit(browser, '/species/');
    const { page, errors } = v;
    await widgetReady(page, '#life-list', 'life-list');
    const picker = page.getByLabel('Your eBird data file (MyEBirdData.csv)');
    await picker.setInputFiles(file('MyEBirdData.csv', EXPORT));
    await expect.poll(() => statusText(page)).toContain(`${SPECIES_COUNTED} species`);
    const kept = await page.evaluate(() => localStorage.getItem('life-list'));
    await picker.setInputFiles(file('statement.csv', 'Date,Description,Amount\n2026-11-02,Coffee,-3.50\n2026-11-03,Salary,2500.00\n'));
    await expect
      .poll(() => statusText(page))
      .toBe("This file is not an eBird export: we look for the Common Name and Scientific Name columns of eBird's Download My Data. Nothing was changed.");
    expect(await page.evaluate(() => localStorage.getItem('life-list'))).toBe(kept);
    expect(await page.locator('.species-badge--lifer').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('lists a tour’s lifers by likelihood for its month, counts them on each package, and clears by keyboard', async ({ browser }) => {
    const tour = 'waterbird-tour';
    const v = await visit(browser, `/${tour}/?month=jul`);
    const { page, errors } = v;
    await widgetReady(page, '#life-list', 'life-list');
    // Pasted by keyboard: an English name, a scientific name in another case, an eBird code.
    await page.getByLabel('Or paste bird names, one per line').fill('Javan Kingfisher\negretta garzetta\nnotabird9');
    await page.getByRole('button', { name: 'Use these names' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => statusText(page)).toBe('Your list: 3 species from the names you pasted, kept on this device.');
    expect(await page.getByLabel('Month of travel').inputValue()).toBe('6');
    const july = await expected(6);
    const mine = july.packages.filter((p) => p.pkg.tour === tour);
    expect(mine.length).toBeGreaterThan(0);
    // Each package's line, as written into its panel: the text, not innerText, which is empty for a
    // panel the tabs have not hidden yet (laid out only as it nears the screen: content-visibility).
    for (const p of mine) expect(await page.locator(`[data-lifers-for="${p.pkg.key}"]`).textContent()).toBe(p.line);
    // By likelihood: each lifer under its best likelihood on the tour's packages that month.
    const order: Likelihood[] = ['regular', 'likely', 'with luck', 'rare'];
    const best = new Map<string, number>();
    for (const p of mine) for (const id of p.lifers) best.set(id, Math.min(best.get(id) ?? 9, order.indexOf(p.odds[id]!)));
    const groups = await page.locator('[data-life-result] h4').allInnerTexts();
    const words = (await content()).speciesPages.planner.odds;
    const wanted = order.flatMap((odds, rank) => {
      const n = [...best.values()].filter((r) => r === rank).length;
      return n ? [`${words[odds][0]!.toUpperCase()}${words[odds].slice(1)} (${n})`] : [];
    });
    expect(groups).toEqual(wanted);
    const names = await page.locator('.life-list-lifers a').allInnerTexts();
    expect(names.sort()).toEqual([...best.keys()].map((id) => july.catalog.byId.get(id)!.english).sort());
    expect(names).not.toContain('Javan Kingfisher');
    // Another month, by keyboard: the address keeps it.
    await page.getByLabel('Month of travel').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(MONTHS[7]);
    // Cleared: nothing of the list stays.
    await page.getByRole('button', { name: 'Clear my list from this device' }).press('Enter');
    await expect.poll(() => statusText(page)).toBe('Your list is cleared from this device.');
    expect(await page.evaluate(() => localStorage.getItem('life-list'))).toBeNull();
    expect(await page.locator('.package-lifers:visible, .life-list-lifers').count()).toBe(0);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('tells on a species page whether the bird is on the list', async ({ browser }) => {
    const v = await visit(browser, '/species/');
    const { page, errors } = v;
    await widgetReady(page, '#life-list', 'life-list');
    await page.getByLabel('Your eBird data file (MyEBirdData.csv)').setInputFiles(file('MyEBirdData.csv', EXPORT));
    await expect.poll(() => statusText(page)).toContain('species from MyEBirdData.csv');
    const catalog = speciesCatalog(await content());
    const path = (id: string) => `/species/${catalog.byId.get(id)!.slug}/`;
    await page.goto(siteUrl(path('javkin1')), { waitUntil: 'load' });
    await expect.poll(() => page.locator('.life-list-line').innerText()).toBe('This bird is on your list.');
    await page.goto(siteUrl(path('integr1')), { waitUntil: 'load' });
    await expect.poll(() => page.locator('.life-list-line').innerText()).toBe('This bird is not on your list: a possible lifer.');
    const mammal = catalog.species.find((s) => s.kind === 'mammal')!;
    await page.goto(siteUrl(`/species/${mammal.slug}/`), { waitUntil: 'load' });
    expect(await page.locator('.life-list-line').count(), 'eBird lists birds: a mammal page says nothing').toBe(0);
    expect(errors).toEqual([]);
    await v.close();
  });

  it('shows none of it with JavaScript off', async ({ browser }) => {
    for (const path of ['/species/', '/waterbird-tour/', '/species/javan-kingfisher/']) {
      const v = await visit(browser, path, { javaScriptEnabled: false });
      expect(
        await v.page
          .locator('#life-list')
          .isVisible()
          .catch(() => false),
        path,
      ).toBe(false);
      expect(await v.page.locator('.package-lifers:visible, .life-list-line:visible').count(), path).toBe(0);
      await v.close();
    }
  });
});
