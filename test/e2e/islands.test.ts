import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { REACT_MARKERS } from '../../scripts/assets/widgets/widgets.ts';
import { BuildError } from '../../scripts/lib/build-error.ts';
import type { BuildResult } from '../../scripts/pipeline/pipeline.ts';
import { fixtureRoutes } from '../fixtures/islands/routes.tsx';
import { strayRoute } from '../fixtures/islands/stray.tsx';
import { it, visit, type Visit } from '../helpers/browser.ts';
import { loadFixture } from '../helpers/load-fixture.ts';

// The island runtime on fixture pages built into a temporary folder: which pages get which code,
// and the choice island and nested tabs in Chromium.

const fixture = loadFixture({ routes: fixtureRoutes, frame: false, cache: 'empty' });
let result: BuildResult;

beforeAll(async () => {
  result = await fixture.build();
  await fixture.preview();
});
afterAll(() => fixture.clean());

const page = (id: string) => result.pages.find((p) => p.route.id === id)!;
const js = (id: string) => (result.pageAssets.get(id)?.js ?? []).map((file) => readFileSync(join(result.outDir, file), 'utf8')).join('\n');

describe('client code per page', () => {
  it('a page with no island and no enhancer ships only the page loader, for the heading font: no widgets, no Preact', () => {
    expect(page('plain').islands).toEqual([]);
    expect(page('plain').html.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/g)).toHaveLength(1);
    expect(result.pageAssets.get('plain')?.js).toHaveLength(1);
    const code = js('plain');
    expect(code, 'it asks for the heading font').toContain('dataset.fonts="heading"');
    expect(code).not.toMatch(/import\(|data-island|preact|__H|__k/);
  });

  it('a page with only an enhancer ships the enhancer but no island runtime and no Preact', () => {
    expect(page('enhanced').enhancers).toEqual(['reveal']);
    expect(page('enhanced').html).toContain('<script defer="" src=');
    const code = js('enhanced');
    expect(code).toContain('is-revealed');
    expect(code).not.toContain('data-island');
    expect(code).not.toMatch(/preact|__H|__k/);
  });

  it('an island page ships Preact and never React', () => {
    expect(page('choice').islands).toEqual(['choice', 'tabs']);
    const code = js('choice');
    expect(code).toContain('data-island');
    for (const marker of REACT_MARKERS) expect(code).not.toContain(marker);
  });
});

describe('island registry', () => {
  it('names each island by its module file in widgets/islands/, in the page markup and in the bundle', () => {
    const html = page('choice').html;
    expect(html.match(/data-island="[^"]+"/g)).toEqual(['data-island="choice"', 'data-island="tabs"', 'data-island="tabs"']);
    // The registry object: each island's module name as its key (the minifier may inline the component there).
    expect(js('choice')).toMatch(/"?choice"?:(?:\w+|function\b)[\s\S]*[,{]"?tabs"?:(?:\w+|function\b)/);
  });

  it('stops the build, naming the template, when <Island> gets a component that is not an island', async () => {
    const out = join(fixture.dir, 'stray');
    const error = await fixture.build({ outDir: out, routes: [strayRoute] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).details.file).toBe('test/fixtures/islands/stray.tsx:15 (Badge)');
    expect((error as BuildError).details.field).toBe('<Island component={Badge}>');
    expect(existsSync(out)).toBe(false);
  });
});

/** A pooled page on a fixture page of the temporary build (its own server, not the site's). */
async function open(browser: Browser, path: string, javaScriptEnabled = true): Promise<Visit> {
  // The window Playwright gives a new context unless told otherwise, which these checks were written at.
  const v = await visit(browser, null, { javaScriptEnabled, viewport: { width: 1280, height: 720 } });
  await v.page.goto(fixture.url(path), { waitUntil: 'load' });
  return v;
}

const focusedText = (tab: Page) => tab.evaluate(() => document.activeElement?.textContent?.trim());

describe('choice island', () => {
  it('shows the options only; choosing one shows its region and focuses its heading; Back returns focus', async ({ browser }) => {
    const v = await open(browser, '/choice/');
    const tab = v.page;
    await tab.waitForFunction(() => document.getElementById('park')?.dataset.ready === 'choice');
    expect(await tab.locator('#park-adventure').isVisible()).toBe(false);
    expect(await tab.locator('#park-birding').isVisible()).toBe(false);
    await tab.getByRole('button', { name: 'Birding Package' }).click();
    expect(await tab.locator('#park-birding').isVisible()).toBe(true);
    expect(await tab.locator('#park-adventure').isVisible()).toBe(false);
    expect(await tab.getByRole('button', { name: 'Adventure Package' }).isVisible()).toBe(false);
    expect(await focusedText(tab)).toBe('Birding');
    await tab.getByRole('button', { name: 'Back to Selection' }).click();
    expect(await tab.locator('#park-birding').isVisible()).toBe(false);
    expect(await focusedText(tab)).toBe('Birding Package');
    expect(await tab.getByRole('button', { name: 'Back to Selection' }).isVisible()).toBe(false);
    await tab.keyboard.press('Shift+Tab');
    await tab.keyboard.press('Enter');
    expect(await tab.locator('#park-adventure').isVisible()).toBe(true);
    expect(await focusedText(tab)).toBe('Adventure');
    await v.close();
  });

  it('nested tabs inside a chosen region work on their own', async ({ browser }) => {
    const v = await open(browser, '/choice/');
    const tab = v.page;
    await tab.waitForFunction(() => document.getElementById('park')?.dataset.ready === 'choice');
    await tab.getByRole('button', { name: 'Birding Package' }).click();
    await tab.waitForFunction(() => document.getElementById('days')?.dataset.ready === 'tabs');
    expect(await tab.locator('#days-panel-long').isVisible()).toBe(false);
    await tab.getByRole('tab', { name: 'Long' }).click();
    expect(await tab.locator('#days-panel-long').isVisible()).toBe(true);
    expect(await tab.locator('#days-panel-short').isVisible()).toBe(false);
    await tab.waitForFunction(() => document.getElementById('long-days')?.dataset.ready === 'tabs');
    expect(await tab.getByText('Canoe on the Cigenter.').isVisible()).toBe(false);
    await tab.getByRole('tab', { name: 'Day 1' }).focus();
    await tab.keyboard.press('ArrowRight');
    expect(await tab.getByText('Canoe on the Cigenter.').isVisible()).toBe(true);
    expect(await tab.getByRole('tab', { name: 'Day 2' }).getAttribute('aria-selected')).toBe('true');
    // The outer tab set kept its own selection.
    expect(await tab.getByRole('tab', { name: 'Long' }).getAttribute('aria-selected')).toBe('true');
    await v.close();
  });

  it('with JavaScript off every region and panel shows and no option button does', async ({ browser }) => {
    const v = await open(browser, '/choice/', false);
    const tab = v.page;
    expect(await tab.locator('#park-adventure').isVisible()).toBe(true);
    expect(await tab.locator('#park-birding').isVisible()).toBe(true);
    expect(await tab.getByText('Canoe on the Cigenter.').isVisible()).toBe(true);
    expect(await tab.getByRole('button', { name: 'Birding Package' }).isVisible()).toBe(false);
    await v.close();
  });
});
