import { asLayout } from '../../model/tour-pages.ts';
import type { PackagePart, Tour as TourPage } from '../../model/schema/tour.ts';
import { checklistPath } from '../../model/checklists.ts';
import { checklistTours, packageTabSetId } from '../../model/packages.ts';
import { HIGHLIGHTS_COLLAPSED, MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { content } from '../helpers/render.ts';
import { routes } from '../helpers/routes.ts';
import { attributeIs, islandReady, isShown, visitorClick } from './actions.ts';
import { PHONE, type EnginePage, type Viewport } from './engine.ts';

// The behaviour table: what a visitor does on every page, written once and run in every engine
// (engines.test.ts), at 390 and 1440 px and with reduced motion. A row lists the page's widgets;
// each behaviour names the islands it covers, and the test fails when a page has an island no
// behaviour covers, so a new widget cannot go untested in Safari or Firefox.

export interface Visit {
  page: EnginePage;
  viewport: Viewport;
  reduced: boolean;
  /** Counts one interaction (a click or a key a visitor makes) and what it should change. */
  did(what: string): void;
}

export interface Behaviour {
  name: string;
  /** Islands this behaviour exercises, as `name#host`. */
  islands: string[];
  run(visit: Visit): Promise<void>;
}

const wait = (visit: Visit, what: string, fn: (...args: any[]) => unknown, ...args: unknown[]) => visit.page.waitFor(what, fn, ...args);

/** Opens with a click and closes with Escape or a second click, checking what a visitor sees each time. */
function disclosure(
  name: string,
  island: string,
  host: string,
  button: string,
  panel: string,
  closeBy: 'Escape' | 'click',
  only?: 'phone' | 'desktop',
): Behaviour {
  return {
    name,
    islands: [`${island}#${host}`],
    async run(visit) {
      const phone = visit.viewport.width === PHONE.width;
      if ((only === 'phone' && !phone) || (only === 'desktop' && phone)) return;
      await islandReady(visit.page, host, island);
      await visitorClick(visit.page, button);
      await wait(
        visit,
        `${panel} shown`,
        (b: string, p: string) => document.querySelector(b)?.getAttribute('aria-expanded') === 'true' && document.querySelector(p)!.getClientRects().length > 0,
        button,
        panel,
      );
      visit.did(`${name}: open`);
      await wait(
        visit,
        `every picture in ${panel} loaded`,
        (p: string) =>
          [...document.querySelectorAll(`${p} img`)].every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        panel,
      );
      if (closeBy === 'Escape') {
        // Focus where Safari leaves it: Safari (macOS and iOS) does not focus a button it clicks,
        // so a trigger that has focus after the click (as in Chromium, Firefox and WebKitGTK) gives it up.
        await visit.page.evaluate(
          (b: string) => document.activeElement === document.querySelector(b) && (document.activeElement as HTMLElement).blur(),
          button,
        );
        await visit.page.press('Escape');
      } else await visitorClick(visit.page, button);
      await wait(
        visit,
        `${panel} hidden${closeBy === 'Escape' ? ', focus back on its button' : ''}`,
        (b: string, p: string, byEscape: boolean) =>
          document.querySelector(b)?.getAttribute('aria-expanded') === 'false' &&
          document.querySelector(p)!.getClientRects().length === 0 &&
          (!byEscape || document.activeElement === document.querySelector(b)),
        button,
        panel,
        closeBy === 'Escape',
      );
      visit.did(`${name}: close`);
    },
  };
}

/** The frame every page has: the mobile menu (390 px), the Tour Packages dropdown (1440 px), the contact popover. */
export const frame: Behaviour[] = [
  disclosure('mobile menu', 'menu', 'site-header', '.menu-toggle', '#mobile-menu', 'click', 'phone'),
  disclosure('Tour Packages dropdown', 'dropdown', 'nav-tour-packages', '.nav-trigger', '.dropdown-panel', 'Escape', 'desktop'),
  disclosure('contact popover', 'popover', 'contact-fab', '.contact-fab-button', '#contact-popover', 'Escape'),
];

/** Selects `tab` of the set on `host` and checks that only its panel shows. */
async function selectTab(visit: Visit, host: string, tab: string): Promise<void> {
  await visitorClick(visit.page, `#${host}-tab-${tab}`);
  await wait(
    visit,
    `tab ${tab} of #${host} selected and its panel alone shown`,
    (h: string, t: string) => {
      const panels = [...document.querySelectorAll(`[id^="${h}-panel-"]`)].filter((p) => p.id.slice(h.length + 7).indexOf('-panel-') === -1);
      return (
        document.getElementById(`${h}-tab-${t}`)?.getAttribute('aria-selected') === 'true' &&
        panels.every((p) => (p.id === `${h}-panel-${t}`) === p.getClientRects().length > 0)
      );
    },
    host,
    tab,
  );
  visit.did(`#${host}: tab ${tab}`);
}

/** Islands of `name` inside the element `scope` (an id) and not inside a tab panel within it: the next level down. */
const islandsIn = (page: EnginePage, scope: string, name: string) =>
  page.evaluate(
    (s: string, n: string) => {
      const root = document.getElementById(s)!;
      return [...root.querySelectorAll(`[data-island="${n}"]`)]
        .filter((el) => {
          const panel = el.closest('[role="tabpanel"]');
          return !panel || panel === root || !root.contains(panel);
        })
        .map((el) => el.getAttribute('data-host')!);
    },
    scope,
    name,
  );

/**
 * Every tab of the set on `host`, and in each panel its nested tab sets and show-more toggles, depth
 * first. With `expected` (a tour's packages, from the content) the set has those tabs in that
 * order, the first selected before a visitor chooses one; without, it has two or more.
 */
async function everyTab(visit: Visit, host: string, expected?: readonly string[]): Promise<void> {
  await islandReady(visit.page, host, 'tabs');
  const tabs = await visit.page.evaluate(
    (h: string) => [...document.querySelectorAll(`[id^="${h}-tab-"][role="tab"]`)].map((t) => t.id.slice(h.length + 5)),
    host,
  );
  if (expected) {
    if (tabs.join(' ') !== expected.join(' ')) throw new Error(`#${host} has the tabs ${tabs.join(', ')}, not the content's ${expected.join(', ')}`);
    await wait(visit, `tab ${expected[0]} of #${host} selected by default`, attributeIs, `#${host}-tab-${expected[0]}`, 'aria-selected', 'true');
  } else if (tabs.length < 2) throw new Error(`#${host} has ${tabs.length} tab(s): a tab set has two or more`);
  for (const tab of tabs) {
    await selectTab(visit, host, tab);
    const panel = `${host}-panel-${tab}`;
    for (const inner of await islandsIn(visit.page, panel, 'tabs')) await everyTab(visit, inner);
    for (const list of await islandsIn(visit.page, panel, 'toggles')) await showMore(visit, list);
  }
}

/** A show-more toggle: expands its list and collapses it again. */
async function showMore(visit: Visit, host: string): Promise<void> {
  await islandReady(visit.page, host, 'toggles');
  const button = `#${host} .species-more`;
  const count = () =>
    visit.page.evaluate((h: string) => [...document.querySelectorAll(`#${h} li`)].filter((li) => li.getClientRects().length > 0).length, host);
  const before = await count();
  await visitorClick(visit.page, button);
  await wait(visit, `${button} expanded`, attributeIs, button, 'aria-expanded', 'true');
  const after = await count();
  if (after <= before) throw new Error(`${button}: ${before} items before expanding, ${after} after`);
  visit.did(`#${host}: show all`);
  await visitorClick(visit.page, button);
  await wait(visit, `${button} collapsed`, attributeIs, button, 'aria-expanded', 'false');
  visit.did(`#${host}: show less`);
}

const tabs = (host: string, expected?: readonly string[]): Behaviour => ({
  name: `tabs #${host}`,
  islands: [`tabs#${host}`],
  run: (visit) => everyTab(visit, host, expected),
});

/** Tab sets inside other tab sets or regions: covered by the behaviour that opens their container. */
const nested = (...hosts: string[]) => hosts.map((host) => `tabs#${host}`);

const toggles = (...hosts: string[]): Behaviour => ({
  name: `show more ${hosts.join(', ')}`,
  islands: hosts.map((host) => `toggles#${host}`),
  run: async (visit) => {
    for (const host of hosts) await showMore(visit, host);
  },
});

/** Previous from the first slide wraps to the last, next wraps back: the strip scrolls to each. */
const carousel = (host: string): Behaviour => ({
  name: `carousel #${host}`,
  islands: [`carousel#${host}`],
  async run(visit) {
    await islandReady(visit.page, host, 'carousel');
    const total = await visit.page.evaluate((h: string) => document.querySelectorAll(`#${h} .carousel-slide`).length, host);
    // Both wraps: the longest scrolls the strip makes, and the edges a visitor reaches first.
    const steps: ['next' | 'prev', number][] = [
      ['prev', total - 1],
      ['next', 0],
    ];
    for (const [button, index] of steps) {
      await visitorClick(visit.page, `#${host} .carousel-${button}`);
      await wait(
        visit,
        `#${host} on slide ${index + 1}, scrolled to it`,
        (h: string, i: number) => {
          const track = document.getElementById(`${h}-track`)!;
          const slide = track.querySelectorAll<HTMLElement>('.carousel-slide')[i]!;
          return (
            document.getElementById(h)!.dataset.index === String(i) &&
            Math.abs(track.scrollLeft - (slide.offsetLeft - track.querySelector<HTMLElement>('.carousel-slide')!.offsetLeft)) < 2
          );
        },
        host,
        index,
      );
      visit.did(`#${host}: ${button}`);
    }
  },
});

/** The home page: hero slideshow, banner, species explorer, and sections revealed on scrolling. */
const hero: Behaviour = {
  name: 'hero slideshow',
  islands: ['hero-slideshow#home'],
  async run(visit) {
    await islandReady(visit.page, 'home', 'hero-slideshow');
    const last = (await visit.page.evaluate(() => document.querySelectorAll('#home .hero-slide').length)) - 1;
    for (const [button, index] of [
      ['.hero-next', 1],
      ['.hero-prev', 0],
      ['.hero-prev', last],
    ] as const) {
      await visitorClick(visit.page, button);
      await wait(
        visit,
        `hero slide ${index + 1} shown and its picture loaded`,
        (i: number) => {
          const slide = document.querySelectorAll('#home .hero-slide')[i]!;
          const img = slide.querySelector('img');
          return (
            document.getElementById('home')!.dataset.index === String(i) &&
            slide.classList.contains('is-active') &&
            !!img &&
            img.complete &&
            img.naturalWidth > 0 &&
            getComputedStyle(slide).opacity === '1'
          );
        },
        index,
      );
      visit.did(`hero: ${button}`);
    }
  },
};

/**
 * The banner cycles on its own with motion and stands still under reduced motion; its control
 * pauses and plays. It runs last on the home page, so the cycle has had time to advance.
 */
const banner: Behaviour = {
  name: 'gallery banner',
  islands: ['banner#gallery-banner'],
  async run(visit) {
    await islandReady(visit.page, 'gallery-banner', 'banner');
    if (visit.reduced) {
      await wait(
        visit,
        'banner still under reduced motion',
        (sel: string) => document.querySelector(sel)?.getAttribute('data-playing') === 'false',
        '#gallery-banner',
      );
    } else {
      await wait(visit, 'banner advanced on its own', () => document.getElementById('gallery-banner')!.dataset.index !== '0');
      visit.did('banner: cycles');
    }
    const before = await visit.page.evaluate(() => document.getElementById('gallery-banner')!.dataset.paused);
    const flipped = before === 'true' ? 'false' : 'true';
    await visitorClick(visit.page, '.banner-toggle');
    await wait(visit, `banner paused=${flipped}`, attributeIs, '#gallery-banner', 'data-paused', flipped);
    visit.did('banner: pause/play');
    await visitorClick(visit.page, '.banner-toggle');
    await wait(visit, `banner paused=${before}`, attributeIs, '#gallery-banner', 'data-paused', before ?? null);
    visit.did('banner: pause/play');
  },
};

/** Sections below the fold: hidden until a visitor scrolls to them, then fully visible (or visible at once under reduced motion). */
const reveal: Behaviour = {
  name: 'sections reveal',
  islands: [],
  async run(visit) {
    if (visit.reduced) {
      await wait(
        visit,
        'every section visible at once',
        () =>
          document.querySelectorAll('.reveal-pending').length === 0 &&
          [...document.querySelectorAll('main section')].every((s) => getComputedStyle(s).opacity === '1'),
      );
      return;
    }
    const pending = await visit.page.evaluate(() => [...document.querySelectorAll('.reveal-pending[id]')].map((el) => el.id));
    if (pending.length === 0) throw new Error('no section waits below the fold to be revealed');
    // Each starts its fade when reached; the fades then run together, as when a visitor scrolls on.
    for (const id of pending) {
      await visit.page.evaluate((i: string) => document.getElementById(i)!.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior }), id);
      await wait(visit, `#${id} revealing`, (i: string) => document.getElementById(i)!.classList.contains('is-revealed'), id);
      visit.did(`reveal #${id}`);
    }
    await wait(
      visit,
      'every revealed section opaque',
      (ids: string[]) => ids.every((i) => getComputedStyle(document.getElementById(i)!).opacity === '1'),
      pending,
    );
  },
};

/** Ujung Kulon: each package choice, every tab set inside it (`sets`), and Back to Selection. */
const choice = (sets: string[]): Behaviour => ({
  name: 'Ujung Kulon package choice',
  islands: ['choice#uk-choice', ...nested(...sets)],
  async run(visit) {
    await islandReady(visit.page, 'uk-choice', 'choice');
    const options = await visit.page.evaluate(() =>
      [...document.querySelectorAll('#uk-choice .choice-option')].map((b) => [b.id, b.getAttribute('aria-controls')!] as [string, string]),
    );
    if (options.length !== 2) throw new Error(`#uk-choice offers ${options.length} option(s), not the adventure and birding views`);
    for (const [option, region] of options) {
      await visitorClick(visit.page, `#${option}`);
      await wait(
        visit,
        `region #${region} shown, options hidden`,
        (r: string, o: string) => document.getElementById(r)!.getClientRects().length > 0 && document.getElementById(o)!.getClientRects().length === 0,
        region,
        option,
      );
      visit.did(`choice: ${option}`);
      const sets = await islandsIn(visit.page, region, 'tabs');
      if (sets.length === 0) throw new Error(`#${region} holds no tab set`);
      for (const set of sets) await everyTab(visit, set);
      await visitorClick(visit.page, '#uk-choice .choice-back');
      await wait(visit, 'options shown again', isShown, `#${option}`);
      visit.did('choice: back');
    }
  },
});

/** Contact: the map frame appears only when asked for (the closed network cannot load it; its element is what we check). */
const map: Behaviour = {
  name: 'map on request',
  islands: ['map-frame#office-map'],
  async run(visit) {
    await islandReady(visit.page, 'office-map', 'map-frame');
    if ((await visit.page.evaluate(() => document.querySelectorAll('#office-map iframe').length)) !== 0)
      throw new Error('the map frame is in the page before it was asked for');
    await visitorClick(visit.page, '#office-map .map-frame-button');
    await wait(visit, 'map frame shown, preview hidden', () => {
      const frame = document.querySelector('#office-map iframe');
      return (
        !!frame &&
        frame.getAttribute('src')!.startsWith('https://www.openstreetmap.org/') &&
        frame.getClientRects().length > 0 &&
        !!document.querySelector('#office-map-preview[hidden]')
      );
    });
    visit.did('map: show');
  },
};

/** Search: a query from the address finds Javan Hawk-Eagle by its Indonesian name, through Pagefind's WebAssembly under the page's policy. */
const search: Behaviour = {
  name: 'search by Indonesian name',
  islands: ['search#site-search'],
  async run(visit) {
    await visit.page.goto('/search/?q=elang%20jawa');
    await islandReady(visit.page, 'site-search', 'search');
    await wait(visit, 'Javan Hawk-Eagle the first result, as a species', () => {
      const first = document.querySelector('.site-search-result');
      return (
        !!first &&
        !!first.querySelector('a')?.getAttribute('href')?.endsWith('/species/javan-hawk-eagle/') &&
        first.querySelector('.site-search-kind')?.getAttribute('data-kind') === 'species'
      );
    });
    visit.did('search: elang jawa');
  },
};

/**
 * The life list: names pasted and read by a click, each package's possible lifers drawn, then a
 * species page says the bird is on the list, from the list kept on the device (cleared after).
 */
const lifeList: Behaviour = {
  name: 'life list from pasted names',
  islands: [],
  async run(visit) {
    await visit.page.goto('/species/');
    await wait(visit, 'the life list ready', () => document.getElementById('life-list')?.dataset.ready?.split(' ').includes('life-list'));
    await visit.page.evaluate(() => {
      document.querySelector<HTMLTextAreaElement>('[data-life-names]')!.value = 'Javan Kingfisher\negretta garzetta';
    });
    await visitorClick(visit.page, '[data-life-use]');
    await wait(visit, 'the list read and each package counted', () => {
      const status = document.querySelector('[data-life-status]')?.textContent ?? '';
      const lines = [...document.querySelectorAll('.life-list-packages li')].map((li) => li.textContent ?? '');
      return status.startsWith('Your list: 2 species') && lines.length > 0 && lines.every((line) => / possible lifers? \(\d+ regular or likely\)$/.test(line));
    });
    visit.did('life list: names pasted');
    await visit.page.goto('/species/javan-kingfisher/');
    await wait(visit, 'the species page says the bird is on the list', () => document.querySelector<HTMLElement>('[data-life-on]')?.hidden === false);
    visit.did('life list: a species page');
    await visit.page.evaluate(() => localStorage.removeItem('life-list'));
  },
};

export interface Row {
  path: string;
  behaviours: Behaviour[];
  /** Console errors the spec asks the page to log. */
  expectedErrors?: RegExp[];
}

const site = await content();

/** The tabs of a part of a tour's packages, in the content's order: a tab per package, or per group of packages and the extended one. */
function packageTabs(page: TourPage, part: PackagePart): string[] {
  const section = page[part];
  if (!section) return [];
  return [...(section.items ?? []), ...(section.groups ?? []), ...(section.extended ? [section.extended] : [])].map((entry) => entry.id);
}

/**
 * What a visitor does on a tour's page, from its content and the layout its file names: every tab
 * of its packages (the first selected by default) and of the tab sets inside them, every See More
 * toggle of a list longer than its collapsed length, and the layout's carousel.
 */
function tourBehaviours(page: TourPage): Behaviour[] {
  const packages = (part: PackagePart) => tabs(packageTabSetId(page, part), packageTabs(page, part));
  switch (page.layout) {
    case 'birding': {
      const { items } = asLayout(page, 'birding').packages;
      const lists = items.filter((p) => p.highlights.length > HIGHLIGHTS_COLLAPSED).map((p) => `toggles#species-${p.id}`);
      const sets = packages('packages');
      return [{ ...sets, islands: [...sets.islands, ...lists] }, carousel('endemics')];
    }
    case 'mammals': {
      const longList = asLayout(page, 'mammals').species.list.length > MAMMALS_COLLAPSED;
      return [packages('packages'), ...(longList ? [toggles('mammal-species')] : []), carousel('mammals')];
    }
    case 'krakatau': {
      const sets = packages('packages');
      const groups = asLayout(page, 'krakatau').packages.groups.map((group) => `krakatau-${group.id}`);
      return [{ ...sets, islands: [...sets.islands, ...nested(...groups)] }, carousel('krakatau-gallery')];
    }
    case 'ujung-kulon': {
      // The adventure groups of more than one package are tab sets inside the adventure's.
      const groups = asLayout(page, 'ujung-kulon').adventure.groups.filter((group) => group.packages.length > 1);
      return [choice([packageTabSetId(page, 'adventure'), ...groups.map((group) => `uk-${group.id}`), packageTabSetId(page, 'birding')])];
    }
    default:
      return [packages('packages')];
  }
}

/** Every page and what a visitor does on it beyond the frame. */
export const rows: Row[] = [
  // Reveal first: scrolling down starts the banner, which has cycled by the time its turn comes.
  { path: '/', behaviours: [reveal, hero, tabs('explorer'), banner] },
  { path: '/about-tour/', behaviours: [carousel('key-species')] },
  // Every tour of content/tours/, its page as its content makes it.
  ...site.tours.map((tour) => ({ path: `/${tour.slug}/`, behaviours: tourBehaviours(site.tourPages[tour.id]!) })),
  { path: '/contact/', behaviours: [map] },
  { path: '/search/', behaviours: [search] },
  { path: '/species/', behaviours: [lifeList] },
  // The site pages: the list, and a park's page with its month bars.
  { path: '/sites/', behaviours: [] },
  { path: '/sites/gunung-gede/', behaviours: [] },
  // The species planner (issue 26) gets its row here once it exists: choose targets, read the
  // coverage and the WhatsApp text, e.g. { path: '/planner/', behaviours: [planner] }.

  // Spec: the not-found page logs the path a visitor asked for as an error.
  { path: '/404.html', behaviours: [], expectedErrors: [/404 Error: User attempted to access non-existent route/] },
];

const known = new Set(rows.map((row) => row.path));
/** Pages with the frame only: the remaining routes and the tours' species checklists. */
for (const path of [...routes.map((route) => route.url), ...checklistTours(site).map(checklistPath)]) if (!known.has(path)) rows.push({ path, behaviours: [] });

/** Pictures in view: each loaded (decoded, naturalWidth > 0), in a format the engine chose from <picture>. */
export async function picturesInView(page: EnginePage): Promise<string[]> {
  // One look that both waits and reads, so no picture can come into view between the two.
  const sources = await page.waitFor('every image in view loaded', () => {
    const shown = [...document.querySelectorAll('img')].filter((img) => {
      const box = img.getBoundingClientRect();
      return img.getClientRects().length > 0 && box.bottom > 0 && box.top < innerHeight && box.width > 1 && getComputedStyle(img).visibility !== 'hidden';
    });
    if (!shown.every((img) => img.complete && img.naturalWidth > 0)) return false;
    // Across as well as down: not the carousel slides off to the side.
    return shown
      .filter((img) => img.parentElement?.tagName === 'PICTURE' && img.getBoundingClientRect().right > 0 && img.getBoundingClientRect().left < innerWidth)
      .map((img) => img.currentSrc);
  });
  return sources.map((src) => /\.(\w+)(?:\?|$)/.exec(src)?.[1] ?? src);
}
