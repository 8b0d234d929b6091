import type { Page } from 'playwright-core';
import { checklistTours } from '../../model/packages.ts';
import { checklistPath } from '../../model/checklists.ts';
import { content } from './render.ts';
import { routes } from './routes.ts';
import { DESKTOP, PHONE, widgetReady } from './browser.ts';

// The states a visitor can put each page in (menu, Tour Packages dropdown, popover, tabs,
// toggles), shared by the browser files that check every page in every state: axe and the CSP.

export interface State {
  name: string;
  /** The region the state changes; the whole page when absent. */
  scope?: string;
  enter(page: Page): Promise<void>;
  leave?(page: Page): Promise<void>;
}

export interface PageRow {
  url: string;
  /** Widgets to wait for before the first check (selector, widget name). */
  widgets?: [selector: string, name: string][];
  /** Extra states a visitor can put this page's widgets in. */
  states?: State[];
  /** Runs once after load, before any check (e.g. hold a slideshow still). */
  prepare?(page: Page): Promise<void>;
  reducedMotion?: 'reduce' | 'no-preference';
}

const clickTab = (container: string, label: string): State => ({
  name: `tab ${label}`,
  scope: container,
  enter: async (page) => {
    await page.locator(`${container} [role="tab"]`, { hasText: label }).first().click();
    await page.waitForFunction(
      ([c, l]) => document.querySelector(`${c} [role="tab"][aria-selected="true"]`)?.textContent?.includes(l!) ?? false,
      [container, label],
    );
  },
});

const toggle = (name: string, button: string, scope: string): State => ({
  name,
  scope,
  enter: async (page) => {
    await page.locator(button).click();
    await page.waitForSelector(`${button}[aria-expanded="true"]`);
  },
  leave: async (page) => {
    await page.locator(button).click();
    await page.waitForSelector(`${button}[aria-expanded="false"]`);
  },
});

/** Scrolls every section into view so each has revealed. */
async function revealAll(page: Page) {
  for (const id of await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id))) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await page.waitForFunction(() => document.querySelectorAll('.reveal-pending').length === 0);
}

/** Clicks tabs by id, in order: a sub-tab set keeps its choice, so states name every tab they need. */
const tabs = (name: string, scope: string, ids: string[]): State => ({
  name,
  scope,
  enter: async (page) => {
    for (const id of ids) {
      await page.locator(id).click();
      await page.waitForSelector(`${id}[aria-selected="true"]`);
    }
  },
});

/** A state of 'Choose Your Adventure': pick a view, then tabs in it; leaves by Back to Selection. */
const ukView = (name: string, view: 'adventure' | 'birding', ids: string[] = []): State => ({
  name,
  scope: '#choose',
  enter: async (page) => {
    await page.locator(`#uk-choice-option-${view}`).click();
    for (const set of view === 'adventure' ? ['#uk-adventure', '#uk-camping-tour', '#uk-package-b', '#uk-package-c'] : ['#uk-birding']) {
      await widgetReady(page, set, 'tabs');
    }
    await tabs(name, '#choose', ids).enter(page);
  },
  leave: async (page) => {
    await page.getByRole('button', { name: 'Back to Selection' }).click();
    await page.locator('#uk-choice-option-adventure').waitFor({ state: 'visible' });
  },
});

const EXPLORER = ['ujung-kulon', 'muara-angke', 'gunung-gede', 'kawah-putih', 'cibodas', 'halimun', 'carita'];

/** Each page's widgets to wait for, its own states, and what to do once loaded. */
export const pages: Record<string, Omit<PageRow, 'url'>> = {
  '/': {
    // With motion, as most visitors see it: the banner is held still by its own Pause control
    // (axe cannot run under a paused Playwright clock) and every section has revealed.
    reducedMotion: 'no-preference',
    widgets: [
      ['#explorer', 'tabs'],
      ['.banner', 'banner'],
    ],
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.waitForFunction(() => !document.querySelector('.banner')!.hasAttribute('data-fading'));
      await revealAll(page);
    },
    states: EXPLORER.slice(1).map((id) => ({
      name: `explorer tab ${id}`,
      scope: '#explorer',
      enter: async (page) => {
        await page.locator(`#explorer-tab-${id}`).click();
        await page.locator(`#explorer-panel-${id}`).waitFor({ state: 'visible' });
      },
    })),
  },
  '/birding-tour/': {
    widgets: [
      ['#birding-packages', 'tabs'],
      ['#endemics', 'carousel'],
    ],
    states: [
      ...['7D/6N', '8D/7N', '10D/9N', '14D/13N'].map((label) => clickTab('#birding-packages', label)),
      toggle('14D/13N species expanded', '#birding-packages-panel-14d13n .species-more', '#species-14d13n'),
    ],
  },
  '/mammals-tour/': {
    widgets: [
      ['#mammal-packages', 'tabs'],
      ['#mammal-species', 'toggles'],
      ['#mammals', 'carousel'],
    ],
    states: [
      ...['4D/3N', '5D/4N'].map((label) => clickTab('#mammal-packages', label)),
      toggle('species expanded', '#mammal-species .species-more', '#mammal-species'),
    ],
  },
  '/krakatau-tour/': {
    widgets: [
      ['#krakatau-packages', 'tabs'],
      ['#krakatau-one-day', 'tabs'],
      ['#krakatau-overnight', 'tabs'],
      ['#krakatau-gallery', 'carousel'],
    ],
    states: [
      tabs('One Day, Package B', '#krakatau-packages', ['#krakatau-one-day-tab-package-b']),
      tabs('Overnight, Package A', '#krakatau-packages', ['#krakatau-packages-tab-overnight', '#krakatau-overnight-tab-package-a']),
      tabs('Overnight, Package B', '#krakatau-packages', ['#krakatau-packages-tab-overnight', '#krakatau-overnight-tab-package-b']),
      tabs('3D/2N', '#krakatau-packages', ['#krakatau-packages-tab-3d2n']),
    ],
  },
  '/ujung-kulon-tour/': {
    widgets: [['#uk-choice', 'choice']],
    states: [
      ukView('Package Adventure: Overnight, Package A', 'adventure'),
      ukView('Overnight, Package B', 'adventure', ['#uk-camping-tour-tab-package-overnight-b']),
      ukView('3D/2N, Package A', 'adventure', ['#uk-adventure-tab-package-b', '#uk-package-b-tab-package-b-a']),
      ukView('3D/2N, Package B', 'adventure', ['#uk-adventure-tab-package-b', '#uk-package-b-tab-package-b-b']),
      ukView('4D/3N, Package A', 'adventure', ['#uk-adventure-tab-package-c', '#uk-package-c-tab-package-c-a']),
      ukView('4D/3N, Package B', 'adventure', ['#uk-adventure-tab-package-c', '#uk-package-c-tab-package-c-b']),
      ukView('Trekking Tour', 'adventure', ['#uk-adventure-tab-package-e']),
      ukView('Jungle Tour', 'adventure', ['#uk-adventure-tab-jungle-tour']),
      ukView('Birding Ujung Kulon: 2D/1N', 'birding'),
      ukView('birding 3D/2N', 'birding', ['#uk-birding-tab-birding-b']),
      ukView('birding 4D/3N', 'birding', ['#uk-birding-tab-birding-c']),
      ukView('birding Trekking Tour', 'birding', ['#uk-birding-tab-birding-d']),
    ],
  },
  '/contact/': {
    widgets: [['#office-map', 'map-frame']],
    states: [
      {
        name: 'first FAQ answer open',
        scope: '.faq',
        enter: async (page) => {
          await page.locator('.faq summary').first().click();
          await page.waitForSelector('.faq details[open]');
        },
        leave: async (page) => {
          await page.locator('.faq summary').first().click();
          await page.waitForSelector('.faq details[open]', { state: 'detached' });
        },
      },
    ],
  },
  '/waterbird-tour/': {
    widgets: [['#waterbird-packages', 'tabs']],
    states: ['7D/6N', '10D/9N'].map((label) => clickTab('#waterbird-packages', label)),
  },
};

/** The frame's states: Tour Packages dropdown (desktop) or menu (phone), and the contact popover. */
export const frame = (viewport: typeof PHONE | typeof DESKTOP): State[] => [
  viewport === DESKTOP
    ? {
        name: 'Tour Packages open',
        scope: '.site-header',
        enter: async (page) => {
          await page.locator('.nav-trigger').click();
          await page.locator('.dropdown-panel').waitFor({ state: 'visible' });
        },
        leave: async (page) => {
          await page.keyboard.press('Escape');
          await page.locator('.dropdown-panel').waitFor({ state: 'hidden' });
        },
      }
    : toggle('mobile menu open', '.menu-toggle', '.site-header'),
  {
    name: 'contact popover open',
    scope: '.contact-fab',
    enter: async (page) => {
      await page.locator('.contact-fab-button').click();
      await page.locator('#contact-popover').waitFor({ state: 'visible' });
    },
    leave: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('#contact-popover').waitFor({ state: 'hidden' });
    },
  },
];

/** One row per route and width (390 px, 1440 px), with its page's entry from `pages`. */
// The fixed routes and the tours' species checklists (static pages: no states of their own).
const urls = [...routes.map((route) => route.url), ...checklistTours(await content()).map(checklistPath)];

export const table = urls.flatMap((url) =>
  [
    ['390 px', PHONE],
    ['1440 px', DESKTOP],
  ].map(([width, viewport]) => ({ ...pages[url], url, width: width as string, viewport: viewport as typeof PHONE | typeof DESKTOP })),
);

/** A row's states in order: the page as loaded, the frame's states, then the page's own. */
export function statesOf(row: (typeof table)[number]): State[] {
  return [{ name: 'closed', enter: async () => {} }, ...frame(row.viewport), ...(row.states ?? [])];
}
