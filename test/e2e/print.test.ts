import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { it, siteUrl, visit, widgetReady, type Visit } from '../helpers/browser.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../model/tour-pages.ts';
import type { TourLayout } from '../../model/schema/tour.ts';
import { packageTabSetId } from '../../model/packages.ts';
import { HIGHLIGHTS_COLLAPSED } from '../../widgets/timings.ts';

// A tour page prints as its itinerary (styles/_print.scss, styles/pages/_tour-print.scss): every
// package the tabs and the Ujung Kulon choice hide on screen is on paper under its title, and the
// site header, the tab lists and the buttons are not. Each page is printed as a visitor would:
// after its islands have hidden what they hide.

type Site = Awaited<ReturnType<typeof content>>;

interface PrintRow {
  path: string;
  /** Every package title the page holds, from the content files (tab and sub-tab titles). */
  titles(site: Site): string[];
  /** Brings the page to the state a visitor prints it in: islands live, panels hidden. */
  prepare(page: Page): Promise<void>;
}

const tabsReady = async (page: Page, ...ids: string[]) => {
  for (const id of ids) await widgetReady(page, id, 'tabs');
};

/** How a page of each layout is printed: its package titles and what its islands hide, for the tour with this id. */
const byLayout: Record<TourLayout, (id: string) => Omit<PrintRow, 'path'>> = {
  birding: (id) => ({
    titles: (site) => tourPage(site, id, 'birding').packages.items.map((p) => p.title),
    prepare: async (page) => {
      const tour = tourPage(loaded, id, 'birding');
      await tabsReady(page, `#${packageTabSetId(tour, 'packages')}`);
      // Every See More toggle live (a list no longer than the collapsed one has none).
      for (const pkg of tour.packages.items) if (pkg.highlights.length > HIGHLIGHTS_COLLAPSED) await widgetReady(page, `#species-${pkg.id}`, 'toggles');
    },
  }),
  mammals: (id) => ({
    titles: (site) => tourPage(site, id, 'mammals').packages.items.map((p) => p.title),
    prepare: async (page) => {
      await tabsReady(page, `#${packageTabSetId(tourPage(loaded, id, 'mammals'), 'packages')}`);
      await widgetReady(page, '#mammal-species', 'toggles');
    },
  }),
  waterbird: (id) => ({
    titles: (site) => tourPage(site, id, 'waterbird').packages.items.map((p) => p.title),
    prepare: (page) => tabsReady(page, `#${packageTabSetId(tourPage(loaded, id, 'waterbird'), 'packages')}`),
  }),
  krakatau: (id) => ({
    titles: (site) => {
      const { packages } = tourPage(site, id, 'krakatau');
      return [...packages.groups.flatMap((g) => [g.heading, ...g.packages.map((p) => p.title)]), packages.extended.title];
    },
    // The outer tabs and each group's own sub-tabs.
    prepare: (page) => {
      const tour = tourPage(loaded, id, 'krakatau');
      return tabsReady(
        page,
        `#${packageTabSetId(tour, 'packages')}`,
        ...tour.packages.groups.filter((g) => g.packages.length > 1).map((g) => `#${id}-${g.id}`),
      );
    },
  }),
  'ujung-kulon': (id) => ({
    titles: (site) => {
      const page = tourPage(site, id, 'ujung-kulon');
      return [
        page.choose.adventure.title,
        ...page.adventure.groups.flatMap((t) => [...(t.packages.length > 1 ? [t.heading] : []), ...t.packages.map((p) => p.title)]),
        page.choose.birding.title,
        ...page.birding.items.map((p) => p.title),
      ];
    },
    // A visitor who chose Package Adventure: the birding view is hidden by the choice, and the
    // adventure tabs hide all but one package.
    prepare: async (page) => {
      await widgetReady(page, '#uk-choice', 'choice');
      await page.locator('#uk-choice-option-adventure').click();
      await tabsReady(page, '#uk-adventure', '#uk-camping-tour', '#uk-package-b', '#uk-package-c');
    },
  }),
  standard: (id) => ({
    titles: (site) => tourPage(site, id, 'standard').packages.items.map((p) => p.title),
    prepare: (page) => tabsReady(page, `#${packageTabSetId(tourPage(loaded, id, 'standard'), 'packages')}`),
  }),
};

// Every tour page content/tours/ lists, printed by the rules of its layout.
const loaded = await content();
const rows: PrintRow[] = loaded.tours.map((tour) => ({ path: `/${tour.slug}/`, ...byLayout[tourPage(loaded, tour.id).layout](tour.id) }));

/** The text of a PDF with all white space removed, so line wrapping and text runs do not matter. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    for (const item of items) if ('str' in item) parts.push(item.str);
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: squeeze(parts.join('')) };
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/** What the print rules hide, what they show and the headings over the panels, read in the page. */
const inspect = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility();
    const panels = [...document.querySelectorAll('[role="tabpanel"], .choice-view')];
    return {
      panels: panels.length,
      hiddenPanels: panels.filter((p) => !shown(p)).map((p) => p.id),
      headings: panels.map((p) => {
        const heading = p.querySelector(':scope > .tabpanel-heading, :scope > .container > .choice-view-heading');
        return { panel: p.id, text: heading?.textContent?.trim() ?? '', shown: !!heading && shown(heading) };
      }),
      hiddenSpecies: [...document.querySelectorAll('.species-list > li')].filter((li) => !shown(li)).length,
      controlsShown: [...document.querySelectorAll('#site-header, [role="tablist"], .choice-controls, .contact-fab, main .btn, .species-more')]
        .filter(shown)
        .map((el) => el.id || el.className),
      animated: [...document.querySelectorAll('main, main .enter')].filter((el) => getComputedStyle(el).animationName !== 'none').length,
    };
  });

let v: Visit;
let page: Page;
let site: Site;
/** Uncaught exceptions of the page open in the current test. */
const errors: string[] = [];
const onError = (error: Error) => void errors.push(error.message);
it.beforeAll(async ({ browser }) => {
  site = await content();
  // One visit and one page for the five tour pages, visited in turn.
  v = await visit(browser, null, { viewport: { width: 1280, height: 900 } });
  page = v.page;
  page.on('pageerror', onError);
});
afterAll(async () => {
  if (!v) return;
  page.off('pageerror', onError);
  // The page serves later visits, which expect the screen.
  await page.emulateMedia({ media: null });
  await v.close();
});

describe('printing a tour page', () => {
  it('has every tour page of the content to print', () => {
    expect(rows.length).toBeGreaterThan(0);
  });

  it.each(rows.map((row) => [row.path, row] as const))('%s prints every package under its title, without the site controls', async (_, row) => {
    errors.length = 0;
    await page.emulateMedia({ media: 'screen' });
    await page.goto(siteUrl(row.path), { waitUntil: 'load' });
    await row.prepare(page);

    // On screen the islands hide the panels of the packages not chosen (and species); the print rules
    // have them to undo. A tour of one package has no other panel to hide.
    const screen = await inspect(page);
    expect(screen.hiddenPanels.length > 0, 'panels hidden on screen, where the tour has more than one package').toBe(row.titles(site).length > 1);
    const bookLabels = await page.locator('main .btn-book').allInnerTexts();
    expect(bookLabels.length).toBeGreaterThan(0);
    const contactLinks = await page.locator('.footer-contact a[href^="https://"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(contactLinks.length).toBe(2);

    await page.emulateMedia({ media: 'print' });
    const paper = await inspect(page);
    expect(paper.panels).toBe(screen.panels);
    expect(paper.hiddenPanels, 'panels hidden in print').toEqual([]);
    expect(
      paper.headings.filter((h) => !h.shown || !h.text),
      'panels without a printed heading',
    ).toEqual([]);
    expect(paper.hiddenSpecies, 'species hidden in print').toBe(0);
    expect(paper.controlsShown, 'controls shown in print').toEqual([]);
    expect(paper.animated, 'elements still animating in print').toBe(0);

    const { text } = await pdfText(await page.pdf({ format: 'A4' }));
    const titles = row.titles(site);
    expect(
      titles.filter((t) => !text.includes(squeeze(t))),
      'package titles missing from the PDF',
    ).toEqual([]);
    expect(
      paper.headings.map((h) => h.text).filter((t) => !text.includes(squeeze(t))),
      'panel headings missing from the PDF',
    ).toEqual([]);
    // The contact links print their addresses.
    expect(
      contactLinks.filter((href) => !text.includes(squeeze(href))),
      'contact URLs missing from the PDF',
    ).toEqual([]);
    // Nothing of the header, the choice controls or the booking buttons reaches the paper.
    const absent = ['Book Now', site.site.tagline, 'Skip to content', 'Tour Packages', 'Back to Selection', ...bookLabels];
    expect(
      absent.filter((t) => text.includes(squeeze(t))),
      'screen-only text in the PDF',
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
