import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  BANNER_FADE_MS,
  BANNER_INTERVAL_MS,
  HERO_FADE_MS,
  PARTICLE_COUNT,
  PARTICLE_IDLE_MS,
  PARTICLE_UPDATE_MS,
  TOUR_CARD_NAV_DELAY_MS,
} from '../../widgets/timings.ts';
import { FIRST_VIEW_WAIT_MS } from '../../widgets/loader.ts';
import { IDLE_HYDRATION_MS } from '../../widgets/runtime.ts';
import { DESKTOP, it, PHONE, siteUrl, widgetReady, type PageOptions } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';

// Home page widgets in Chromium. Time is Playwright's clock, paused before the page loads, so
// every timer fires exactly when the test runs the clock forward; nothing waits on real time.

const START = new Date('2025-03-01T06:00:00Z').getTime();

/** The hero's slides as content/home.yaml writes them (the schema asks for at least two). */
const heroSlides = (await content()).home.hero.slides.length;

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** Opens / with the clock installed and paused, so widgets start their timers at a known instant. */
async function openHome(browser: Browser, options: PageOptions & { touch?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  await context.clock.install({ time: START });
  await context.clock.pauseAt(START + 1000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(siteUrl('/'), { waitUntil: 'load' });
  // The page loader starts the widgets once the first view has painted, which it learns from
  // animation frames: on a paused clock, run it to the loader's longest wait.
  await page.clock.runFor(FIRST_VIEW_WAIT_MS);
  return { context, page, errors };
}

/**
 * Runs the paused clock through the idle islands' longest wait (the species explorer's tabs), once
 * the widgets have run (the slideshow, in view, hydrates as soon as they have).
 */
async function runIdleIslands(page: Page): Promise<void> {
  await page.locator('#home[data-ready~="hero-slideshow"]').waitFor({ state: 'attached' });
  await page.clock.runFor(IDLE_HYDRATION_MS);
}

const attr = (page: Page, selector: string, name: string) => page.locator(selector).getAttribute(name);

describe('hero slideshow', () => {
  it('next and previous wrap around, each change fades for HERO_FADE_MS, and the status follows', async ({ browser }) => {
    const { context, page, errors } = await openHome(browser);
    await widgetReady(page, '#home', 'hero-slideshow');
    const count = await page.locator('.hero-slide').count();
    expect(heroSlides).toBeGreaterThan(1);
    expect(count).toBe(heroSlides);
    expect(await attr(page, '#home', 'data-index')).toBe('0');
    expect(await attr(page, '#home', 'data-transitioning')).toBeNull();

    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await attr(page, '#home', 'data-index')).toBe('1');
    expect(await attr(page, '#home', 'data-transitioning')).toBe('true');
    expect(await page.locator('.hero-status').innerText()).toBe(`Image 2 of ${count}`);
    expect(await page.locator('.hero-slide').nth(1).getAttribute('class')).toContain('is-active');
    await page.clock.runFor(HERO_FADE_MS - 1);
    expect(await attr(page, '#home', 'data-transitioning')).toBe('true');
    await page.clock.runFor(1);
    expect(await attr(page, '#home', 'data-transitioning')).toBeNull();

    // Previous from the first slide wraps to the last; next from the last wraps to the first.
    await page.getByRole('button', { name: 'Previous image' }).click();
    await page.getByRole('button', { name: 'Previous image' }).click();
    expect(await attr(page, '#home', 'data-index')).toBe(String(count - 1));
    expect(await page.locator('.hero-status').innerText()).toBe(`Image ${count} of ${count}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    expect(await attr(page, '#home', 'data-index')).toBe('0');
    expect(await page.locator('.hero-dot').first().getAttribute('aria-current')).toBe('true');
    expect(await page.locator('.hero-slide.is-active').count()).toBe(1);
    expect(await page.locator('.hero-slide').first().getAttribute('class')).toContain('is-active');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('choosing the slide already shown does nothing; another dot selects its slide', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '#home', 'hero-slideshow');
    await page.clock.runFor(HERO_FADE_MS);
    await page.locator('.hero-dot').first().click();
    expect(await attr(page, '#home', 'data-index')).toBe('0');
    expect(await attr(page, '#home', 'data-transitioning')).toBeNull();
    // The last dot: another slide than the first, however many the content has.
    expect(heroSlides).toBeGreaterThan(1);
    expect(await page.locator('.hero-dot').count()).toBe(heroSlides);
    const last = heroSlides - 1;
    await page.locator('.hero-dot').nth(last).click();
    expect(await attr(page, '#home', 'data-index')).toBe(String(last));
    expect(await attr(page, '#home', 'data-transitioning')).toBe('true');
    await page.clock.runFor(HERO_FADE_MS);
    await page.locator('.hero-dot').nth(last).click();
    expect(await attr(page, '#home', 'data-transitioning')).toBeNull();
    expect(await page.locator('.hero-status').innerText()).toBe(`Image ${heroSlides} of ${heroSlides}`);
    await context.close();
  });

  it('fades with a CSS opacity transition of HERO_FADE_MS', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    const transition = await page
      .locator('.hero-slide')
      .first()
      .evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).transitionDuration]);
    expect(transition).toEqual(['opacity', `${HERO_FADE_MS / 1000}s`]);
    await context.close();
  });

  it('Start Your Adventure opens WhatsApp in a new tab; View Gallery jumps to #gallery', async ({ browser }) => {
    const { context, page } = await openHome(browser, { viewport: PHONE });
    const start = page.getByRole('link', { name: /Start Your Adventure/ });
    const href = new URL((await start.getAttribute('href'))!);
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toMatch(/birding tour/i);
    expect(await start.getAttribute('target')).toBe('_blank');
    await page.getByRole('link', { name: 'View Gallery' }).click();
    await page.waitForURL(/#gallery$/);
    await page.waitForFunction(() => {
      const box = document.getElementById('gallery')!.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    });
    await context.close();
  });
});

describe('gallery banner', () => {
  it('every BANNER_INTERVAL_MS sets data-fading; BANNER_FADE_MS later the index advances and the flag clears, wrapping after 13', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '.banner', 'banner');
    expect(await attr(page, '.banner', 'data-playing')).toBe('true');
    expect(await attr(page, '.banner', 'data-index')).toBe('0');

    await page.clock.runFor(BANNER_INTERVAL_MS - 1);
    expect(await attr(page, '.banner', 'data-fading')).toBeNull();
    await page.clock.runFor(1);
    expect(await attr(page, '.banner', 'data-fading')).toBe('true');
    expect(await attr(page, '.banner', 'data-index')).toBe('0');
    await page.clock.runFor(BANNER_FADE_MS - 1);
    expect(await attr(page, '.banner', 'data-index')).toBe('0');
    await page.clock.runFor(1);
    expect(await attr(page, '.banner', 'data-index')).toBe('1');
    expect(await attr(page, '.banner', 'data-fading')).toBeNull();
    expect(await page.locator('.banner-current').innerText()).toBe('02');

    // Eleven more cycles reach the 13th image; one more wraps to the first.
    await page.clock.runFor(BANNER_INTERVAL_MS * 11);
    expect(await attr(page, '.banner', 'data-index')).toBe('12');
    await page.clock.runFor(BANNER_INTERVAL_MS);
    expect(await attr(page, '.banner', 'data-index')).toBe('0');
    await context.close();
  });

  it('displays only the current image and the next one, so the others load just before their turn', async ({ browser }) => {
    const { context, page } = await openHome(browser, { viewport: PHONE });
    await widgetReady(page, '.banner', 'banner');
    const shown = () =>
      page.locator('.banner-slide').evaluateAll((els) => els.map((el, i) => (getComputedStyle(el).display === 'none' ? -1 : i)).filter((i) => i >= 0));
    expect(await shown()).toEqual([0, 1]);
    await page.clock.runFor(BANNER_INTERVAL_MS + BANNER_FADE_MS);
    expect(await shown()).toEqual([1, 2]);
    await context.close();
  });

  it('the pause control stops and restarts the cycle', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '.banner', 'banner');
    const toggle = page.locator('.banner-toggle');
    expect(await toggle.innerText()).toMatch(/Pause/);
    await toggle.click();
    expect(await attr(page, '.banner', 'data-playing')).toBe('false');
    expect(await toggle.innerText()).toMatch(/Play/);
    expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1);
    await page.clock.runFor(BANNER_INTERVAL_MS * 3);
    expect(await attr(page, '.banner', 'data-index')).toBe('0');
    await toggle.click();
    expect(await attr(page, '.banner', 'data-playing')).toBe('true');
    await page.clock.runFor(BANNER_INTERVAL_MS + BANNER_FADE_MS);
    expect(await attr(page, '.banner', 'data-index')).toBe('1');
    await context.close();
  });

  it('pauses while the tab is hidden and resumes when it is shown again', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '.banner', 'banner');
    const setHidden = (hidden: boolean) =>
      page.evaluate((h) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    expect(await attr(page, '.banner', 'data-playing')).toBe('false');
    await page.clock.runFor(BANNER_INTERVAL_MS * 3);
    expect(await attr(page, '.banner', 'data-index')).toBe('0');
    await setHidden(false);
    expect(await attr(page, '.banner', 'data-playing')).toBe('true');
    await page.clock.runFor(BANNER_INTERVAL_MS + BANNER_FADE_MS);
    expect(await attr(page, '.banner', 'data-index')).toBe('1');
    await context.close();
  });

  it('does not cycle under reduced motion and offers Play instead', async ({ browser }) => {
    const { context, page } = await openHome(browser, { reducedMotion: 'reduce' });
    await widgetReady(page, '.banner', 'banner');
    expect(await attr(page, '.banner', 'data-playing')).toBe('false');
    expect(await page.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
    await page.clock.runFor(BANNER_INTERVAL_MS * 3);
    expect(await attr(page, '.banner', 'data-index')).toBe('0');
    await context.close();
  });
});

describe('tour cards', () => {
  it('a click bounces the card and navigates after TOUR_CARD_NAV_DELAY_MS', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '.tour-grid', 'tour-cards');
    const card = page.locator('#mammals');
    await card.scrollIntoViewIfNeeded();
    // Anywhere on the card: the link is stretched over it.
    await card.click();
    expect(await card.getAttribute('class')).toContain('is-bouncing');
    expect(await card.evaluate((el) => getComputedStyle(el).animationName)).toBe('tour-bounce');
    await page.clock.runFor(TOUR_CARD_NAV_DELAY_MS - 1);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.clock.runFor(1);
    // Leaving for the tour page is the check: its document will do, not its pictures. Not 'commit': on an
    // address already reached, waitForURL waits for a 'commit' load state that Playwright never reports.
    await page.waitForURL(siteUrl('/mammals-tour/'), { waitUntil: 'domcontentloaded' });
    await context.close();
  });

  it('Enter on the focused link follows the same path', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '.tour-grid', 'tour-cards');
    await page.locator('#krakatau a').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#krakatau').getAttribute('class')).toContain('is-bouncing');
    await page.clock.runFor(TOUR_CARD_NAV_DELAY_MS);
    await page.waitForURL(siteUrl('/krakatau-tour/'), { waitUntil: 'domcontentloaded' });
    await context.close();
  });

  it('middle and Ctrl clicks open a new tab as ordinary links do, without the bounce', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '.tour-grid', 'tour-cards');
    const link = page.locator('#ujung-kulon a');
    await link.scrollIntoViewIfNeeded();
    for (const click of [() => link.click({ button: 'middle' }), () => link.click({ modifiers: ['ControlOrMeta'] })]) {
      const [opened] = await Promise.all([context.waitForEvent('page'), click()]);
      // The new tab starts on about:blank, and its load state can be that document's: wait for the tour page.
      await opened.waitForURL((url) => url.pathname === '/ujung-kulon-tour/', { waitUntil: 'domcontentloaded' });
      expect(new URL(opened.url()).pathname).toBe('/ujung-kulon-tour/');
      await opened.close();
    }
    expect(await page.locator('#ujung-kulon').getAttribute('class')).not.toContain('is-bouncing');
    await page.clock.runFor(TOUR_CARD_NAV_DELAY_MS * 2);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('under reduced motion skips the bounce but keeps the delay', async ({ browser }) => {
    const { context, page } = await openHome(browser, { reducedMotion: 'reduce' });
    await widgetReady(page, '.tour-grid', 'tour-cards');
    await page.locator('#waterbird a').click();
    expect(await page.locator('#waterbird').getAttribute('class')).not.toContain('is-bouncing');
    await page.clock.runFor(TOUR_CARD_NAV_DELAY_MS - 1);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.clock.runFor(1);
    await page.waitForURL(siteUrl('/waterbird-tour/'), { waitUntil: 'domcontentloaded' });
    await context.close();
  });
});

describe('species explorer', () => {
  const ids = ['ujung-kulon', 'muara-angke', 'gunung-gede', 'kawah-putih', 'cibodas', 'halimun', 'carita'];
  const species = [25, 31, 32, 31, 15, 11, 7];
  const photos = [6, 6, 6, 6, 5, 3, 5];

  /** What a visitor sees of the explorer: visible panels, and the shown panel's name and counts. */
  const visible = (page: Page) =>
    page.$$eval('#explorer [role="tabpanel"]', (panels) => {
      const shown = panels.filter((p) => (p as HTMLElement).offsetParent !== null);
      const panel = shown[0]!;
      return {
        ids: shown.map((p) => p.id.replace('explorer-panel-', '')),
        name: panel.querySelector('h3')!.textContent,
        species: (panel.querySelector('.explorer-species') as HTMLElement).innerText.replace(/^Key Species:\s*/i, '').split(', ').length,
        photos: panel.querySelectorAll('.explorer-photos img').length,
      };
    });

  it('opens on ujung-kulon and each tab shows its location with the exact counts', async ({ browser }) => {
    const { context, page } = await openHome(browser, { viewport: PHONE });
    await runIdleIslands(page);
    await widgetReady(page, '#explorer', 'tabs');
    expect(await visible(page)).toEqual({ ids: ['ujung-kulon'], name: 'Ujung Kulon', species: 25, photos: 6 });
    for (const [i, id] of ids.entries()) {
      const tab = page.locator(`#explorer-tab-${id}`);
      expect(await tab.innerText()).toContain(`${species[i]} Key Species`);
      expect(await tab.innerText()).toContain('Click here to explore →');
      await tab.click();
      const shown = await visible(page);
      expect(shown.ids).toEqual([id]);
      expect([shown.species, shown.photos]).toEqual([species[i], photos[i]]);
      expect(await tab.getAttribute('aria-selected')).toBe('true');
    }
    await context.close();
  });

  it('arrow keys, Home and End move between tabs with wraparound', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await runIdleIslands(page);
    await widgetReady(page, '#explorer', 'tabs');
    const selected = () => page.locator('#explorer [role="tab"][aria-selected="true"]').getAttribute('data-tab');
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tab);
    await page.locator('#explorer-tab-ujung-kulon').focus();
    await page.keyboard.press('ArrowRight');
    expect([await selected(), await focused()]).toEqual(['muara-angke', 'muara-angke']);
    await page.keyboard.press('End');
    expect(await selected()).toBe('carita');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('ujung-kulon');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe('carita');
    await page.keyboard.press('Home');
    expect([await selected(), await focused()]).toEqual(['ujung-kulon', 'ujung-kulon']);
    expect((await visible(page)).ids).toEqual(['ujung-kulon']);
    await context.close();
  });
});

describe('background particles', () => {
  const centre = (page: Page, i: number) =>
    page
      .locator('.particle')
      .nth(i)
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      });

  it('renders 15 decorative particles that never take a click or shift layout', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await runIdleIslands(page);
    await widgetReady(page, '.particles', 'particles');
    expect(await page.locator('.particle').count()).toBe(PARTICLE_COUNT);
    const layer = await page.locator('.particles').evaluate((el) => {
      const style = getComputedStyle(el);
      return [el.getAttribute('aria-hidden'), style.position, style.pointerEvents, el.getAttribute('data-particles')];
    });
    expect(layer).toEqual(['true', 'absolute', 'none', String(PARTICLE_COUNT)]);
    // Moving them changes transforms only: the hero keeps its size. (Only the size is compared:
    // the page fade-in may still be moving the whole page by a few pixels in real time.)
    const size = async () =>
      page.locator('#home').evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight, document.documentElement.scrollHeight]);
    const before = await size();
    await page.mouse.move(400, 400);
    await page.clock.runFor(PARTICLE_UPDATE_MS * 10);
    expect(await size()).toEqual(before);
    await context.close();
  });

  /** Counts style writes to every particle from now on. */
  const countWrites = (page: Page) =>
    page.evaluate(() => {
      (window as any).__writes = 0;
      const observer = new MutationObserver((records) => ((window as any).__writes += records.length));
      for (const dot of document.querySelectorAll('.particle')) observer.observe(dot, { attributes: true, attributeFilter: ['style'] });
    });
  const writes = (page: Page): Promise<number> => page.evaluate(() => (window as any).__writes);

  it('stay still and run no timer until the mouse moves, update every PARTICLE_UPDATE_MS while it moves, and stop PARTICLE_IDLE_MS after it stops', async ({
    browser,
  }) => {
    const { context, page } = await openHome(browser);
    await runIdleIslands(page);
    await widgetReady(page, '.particles', 'particles');
    await countWrites(page);
    await page.clock.runFor(10_000);
    expect(await writes(page)).toBe(0);
    expect(await attr(page, '.particles', 'data-running')).toBe('false');

    await page.mouse.move(400, 300);
    expect(await attr(page, '.particles', 'data-running')).toBe('true');
    await page.clock.runFor(PARTICLE_UPDATE_MS * 10);
    expect(await writes(page)).toBe(10 * PARTICLE_COUNT);
    // Another move restarts the idle countdown without a second timer.
    await page.mouse.move(420, 320);
    await page.clock.runFor(PARTICLE_IDLE_MS - PARTICLE_UPDATE_MS);
    expect(await attr(page, '.particles', 'data-running')).toBe('true');
    expect(await writes(page)).toBe((10 + PARTICLE_IDLE_MS / PARTICLE_UPDATE_MS - 1) * PARTICLE_COUNT);
    await page.clock.runFor(PARTICLE_UPDATE_MS);
    expect(await attr(page, '.particles', 'data-running')).toBe('false');
    const settled = await writes(page);
    await page.clock.runFor(10_000);
    expect(await writes(page)).toBe(settled);
    await context.close();
  });

  it('a finger dragging over the hero moves none (the motes react to a mouse)', async ({ browser }) => {
    const { context, page } = await openHome(browser, { viewport: PHONE, touch: true });
    await widgetReady(page, '.particles', 'particles');
    await countWrites(page);
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', 200, 500);
    for (let step = 1; step <= 5; step += 1) await touch('touchMove', 200 + step * 10, 500 - step * 10);
    await touch('touchEnd', 0, 0);
    await page.clock.runFor(PARTICLE_IDLE_MS * 2);
    expect(await writes(page)).toBe(0);
    expect(await attr(page, '.particles', 'data-running')).toBe('false');
    await context.close();
  });

  it('pushes a particle away from the mouse', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await runIdleIslands(page);
    await widgetReady(page, '.particles', 'particles');
    // A particle in the visible part of the hero, and the mouse right on it.
    const index = 3;
    // The page itself slides in (8 px over 400 ms of real time) after load: measure once it has landed.
    await page.waitForFunction(() =>
      document
        .querySelector('.page')!
        .getAnimations()
        .every((a) => a.playState === 'finished'),
    );
    const target = await centre(page, index);
    await page.clock.runFor(PARTICLE_UPDATE_MS * 4);
    expect(await centre(page, index)).toEqual(target);
    await page.mouse.move(target.x, target.y);
    await page.clock.runFor(PARTICLE_UPDATE_MS * 4);
    // The CSS transition between updates runs on real time; wait until it has settled.
    await page.waitForFunction(() => [...document.querySelectorAll('.particle')].every((el) => el.getAnimations().length === 0));
    const pushed = await centre(page, index);
    expect(Math.hypot(pushed.x - target.x, pushed.y - target.y)).toBeGreaterThan(40);
    await context.close();
  });

  it('shows and runs none under reduced motion', async ({ browser }) => {
    const { context, page } = await openHome(browser, { reducedMotion: 'reduce' });
    await widgetReady(page, '.particles', 'particles');
    expect(await page.locator('.particles').isVisible()).toBe(false);
    await page.mouse.move(300, 300);
    await page.clock.runFor(PARTICLE_UPDATE_MS * 10);
    const transforms = await page.locator('.particle').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transform));
    expect(transforms).toEqual(Array(PARTICLE_COUNT).fill(''));
    expect(await attr(page, '.particles', 'data-running')).toBeNull();
    await context.close();
  });
});

describe('sections reveal', () => {
  it('sections below the fold wait hidden and animate in once 10 % is visible', async ({ browser }) => {
    const { context, page } = await openHome(browser);
    await widgetReady(page, '#team', 'reveal');
    expect(await page.locator('#team').getAttribute('class')).toContain('reveal-pending');
    expect(await page.locator('#team').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await page.locator('#team').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getElementById('team')!.classList.contains('is-revealed'));
    expect(await page.locator('#team').getAttribute('class')).not.toContain('reveal-pending');
    await context.close();
  });

  it('under reduced motion every section is simply visible', async ({ browser }) => {
    const { context, page } = await openHome(browser, { reducedMotion: 'reduce' });
    await widgetReady(page, '#testimonials', 'reveal');
    const opacities = await page.locator('main section').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
    expect(await page.locator('.reveal-pending').count()).toBe(0);
    await context.close();
  });
});

describe('with JavaScript off', () => {
  it('shows all content: first hero image, every explorer panel, every gallery photo; links still work', async ({ browser }) => {
    const { context, page } = await openHome(browser, { javaScriptEnabled: false, viewport: PHONE });
    expect(await page.locator('.hero-controls').isVisible()).toBe(false);
    expect(await page.locator('.hero-slide').first().isVisible()).toBe(true);
    expect(await page.locator('#explorer [role="tablist"]').isVisible()).toBe(false);
    const panels = page.locator('#explorer [role="tabpanel"]');
    expect(await panels.count()).toBe(7);
    for (let i = 0; i < 7; i++) expect(await panels.nth(i).isVisible()).toBe(true);
    expect(await page.locator('.banner-slide').count()).toBe(13);
    expect(await page.locator('.banner-slides').evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await page.locator('.banner-controls').isVisible()).toBe(false);
    const opacities = await page.locator('main section').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await page.locator('#birding a').click();
    await page.waitForURL(siteUrl('/birding-tour/'), { waitUntil: 'domcontentloaded' });
    await context.close();
  });
});
