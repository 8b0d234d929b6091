import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { taxonomyEntries } from '../../model/taxonomy.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { siteFiles } from '../../templates/files.ts';
import { siteRoutes } from '../../templates/routes.ts';
import { parseCsv } from '../helpers/csv.ts';
import { content } from '../helpers/render.ts';
import { renderedSite, type RenderedSite } from '../helpers/fixture.ts';
import { tourPage } from '../../model/tour-pages.ts';
import { specValues } from './values.ts';

// The checklists the pages below read closely, in the order of content/tours/.
const TOURS = [
  { tour: 'birding-tour', heading: 'Birding Tour Checklist', days: 14 },
  { tour: 'mammals-tour', heading: 'Mammals Tour Checklist', days: 5 },
  { tour: 'waterbird-tour', heading: 'Waterbird Tour Checklist', days: 10 },
] as const;

let site: Content;
let shared: RenderedSite;
const page = (url: string) => shared.page(url);
const csvOf = (tour: string) => siteFiles(site, 'https://example.test', '/').find((f) => f.path === `/${tour}/checklist.csv`)!.contents;

beforeAll(async () => {
  site = await content();
  shared = await renderedSite();
});

/** Every species a tour's packages list, read straight from the content. */
function expectedSpecies(tour: string): Map<string, string> {
  const birds = new Map([...taxonomyEntries().values()].map((row) => [row.code, row]));
  const bird = (id: string) => [birds.get(id)!.english, birds.get(id)!.scientific] as const;
  if (tour === 'birding-tour') return new Map(tourPage(site, 'birding', 'birding').packages.items.flatMap((p) => p.highlights.map(bird)));
  if (tour === 'waterbird-tour')
    return new Map(
      [
        ...tourPage(site, 'waterbird', 'waterbird').species.list.map((b) => b.id),
        ...tourPage(site, 'waterbird', 'waterbird').packages.items.flatMap((p) => p.highlights),
      ].map(bird),
    );
  // Mammals only: the Green Peafowl the itineraries name at Cidaon is a bird, not one of the 27.
  return new Map(
    tourPage(site, 'mammals', 'mammals')
      .species.list.map((s) => s.id)
      .map((id) => [site.species.get(id)!.english, site.species.get(id)!.scientific] as const),
  );
}

describe('checklist routes', () => {
  it('adds one indexable checklist per tour of the spec table that has one, with a unique title and description', () => {
    const routes = siteRoutes(site);
    const checklists = routes.filter((r) => r.id.startsWith('checklist:'));
    const tours = specValues.tours.filter((t) => t.checklist).map((t) => t.slug);
    expect(
      checklists.map((r) => [r.id, r.url, r.outputPath]),
      'the checklist pages, against the tours with checklist: true in the table',
    ).toEqual(tours.map((tour) => [`checklist:${tour}`, `/${tour}/checklist/`, `${tour}/checklist/index.html`]));
    for (const r of checklists) {
      expect(r.indexable).toBe(true);
      expect(r.stylesheet).toBe('pages/checklist.scss');
    }
    // Each titled by its tour page's heading (content/routes.yaml).
    expect(checklists.map((r) => r.title)).toEqual(tours.map((tour) => `${site.routes[tour]!.heading} species checklist`));
    expect(checklists.find((r) => r.id === 'checklist:birding-tour')?.title).toBe('Birding Tour species checklist');
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length);
  });
});

describe.each(TOURS)('/$tour/checklist/', ({ tour, heading, days }) => {
  let doc: Document;
  let rendered: RenderedPage;
  beforeAll(() => {
    rendered = page(`/${tour}/checklist/`);
    doc = shared.doc(`/${tour}/checklist/`);
  });

  it('renders in the site frame with its h1, and no island of its own', () => {
    expect(doc.querySelector('h1')!.textContent).toBe(heading);
    expect(doc.querySelector('.site-header')).not.toBeNull();
    expect(doc.querySelector('main .checklist')).not.toBeNull();
    // The frame's islands and enhancers (as on the 404 page: the Tour Packages cards' pictures
    // bring the image fallback), and none of its own: the page itself has no picture.
    expect(rendered.islands).toEqual(page('/404.html').islands);
    expect(rendered.enhancers).toEqual(['image-fallback']);
    expect(doc.querySelectorAll('main picture, main img')).toHaveLength(0);
    expect(doc.querySelectorAll('main [data-island]')).toHaveLength(0);
  });

  it('lists every species of the tour’s packages exactly once, with its scientific name', () => {
    const expected = expectedSpecies(tour);
    const rows = [...doc.querySelectorAll('.checklist-table tbody tr')];
    const names = rows.map((tr) => tr.querySelector('th[scope="row"]')!.textContent!);
    expect(names).toHaveLength(expected.size);
    expect(new Set(names)).toEqual(new Set(expected.keys()));
    for (const tr of rows) {
      const name = tr.querySelector('th')!.textContent!;
      const scientific = tr.querySelector('td i[lang="la"]')!.textContent;
      expect(scientific, name).toBe(expected.get(name));
    }
    const lead = doc.querySelector('.lead')!.textContent!;
    expect(lead).toContain(`The ${expected.size} species`);
  });

  it('puts families in taxonomic order, each once, under the taxonomy’s family name', () => {
    const birds = taxonomyEntries();
    // The mammal records, in the Mammal Diversity Database sequence.
    const mammals = [...site.species.values()].filter((s) => s.kind === 'mammal').sort((a, b) => a.sequence - b.sequence);
    const tables = [...doc.querySelectorAll('.checklist-table')];
    const captions = tables.map((t) => t.querySelector('caption')!.textContent!);
    expect(new Set(captions).size).toBe(captions.length);
    // A running index over the mammal sequence, then the bird sequence.
    const rank = (name: string, scientific: string) => {
      const m = mammals.findIndex((row) => row.scientific === scientific);
      return m >= 0 ? m : 1000 + birds.get(name)!.position;
    };
    const family = (name: string, scientific: string) => mammals.find((row) => row.scientific === scientific)?.family ?? birds.get(name)!.family;
    const ranks: number[] = [];
    expect(tables.length).toBeGreaterThan(1);
    for (const [i, table] of tables.entries()) {
      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows.length, captions[i]).toBeGreaterThan(0);
      for (const tr of rows) {
        const name = tr.querySelector('th')!.textContent!;
        const scientific = tr.querySelector('i')!.textContent!;
        expect(family(name, scientific), name).toBe(captions[i]);
        ranks.push(rank(name, scientific));
      }
    }
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(captions[0]).toBe(tour === 'mammals-tour' ? 'Cynocephalidae (Colugos)' : 'Anatidae (Ducks, Geese, and Waterfowl)');
  });

  it('gives every table a caption, column headers, and a labelled box for each day', () => {
    const tables = [...doc.querySelectorAll('.checklist-table')];
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) {
      const head = [...table.querySelectorAll('thead th')];
      expect(head.length).toBeGreaterThan(0);
      expect(head.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
      const dayHeads = head.filter((th) => th.classList.contains('checklist-day'));
      expect(dayHeads.map((th) => th.getAttribute('aria-label'))).toEqual(Array.from({ length: days }, (_, i) => `Day ${i + 1}`));
      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows.length).toBeGreaterThan(0);
      for (const tr of rows) {
        const name = tr.querySelector('th[scope="row"]')!.textContent!;
        const boxes = [...tr.querySelectorAll('input[type="checkbox"]')];
        expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(Array.from({ length: days }, (_, i) => `${name}, day ${i + 1}`));
        expect(tr.children).toHaveLength(head.length);
      }
    }
  });

  it('shows the packages of each species only where they differ', () => {
    const packages = [...doc.querySelectorAll('.checklist-packages')].map((td) => td.textContent);
    if (tour !== 'birding-tour') {
      expect(packages).toEqual([]);
      expect(doc.querySelector('.checklist-note')!.textContent).toMatch(/^Every package \(.+\) visits the places of every species below\./);
      return;
    }
    const row = (name: string) => [...doc.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent === name)!;
    expect(row("Storm's Stork").querySelector('.checklist-packages')!.textContent).toBe('14D/13N');
    expect(row('Javan Trogon').querySelector('.checklist-packages')!.textContent).toBe('All');
    expect(row('Sunda Robin').querySelector('.checklist-packages')!.textContent).toBe('10D/9N, 14D/13N');
  });

  it('links its CSV, whose species are the page’s, and its tour', () => {
    const csvLink = doc.querySelector(`main a[href="/${tour}/checklist.csv"]`)!;
    expect(csvLink.hasAttribute('download')).toBe(true);
    const bytes = new TextEncoder().encode(csvOf(tour)).length;
    expect(csvLink.textContent).toBe(`Download as CSV (${Math.round(bytes / 1024)} KB)`);
    expect(doc.querySelector(`main a[href="/${tour}/"]`)).not.toBeNull();
    const csvNames = parseCsv(csvOf(tour).slice(1))
      .slice(1)
      .map((row) => row[1]);
    const pageNames = [...doc.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent);
    expect(csvNames).toEqual(pageNames);
  });
});

describe.each(TOURS)('/$tour/ links its checklist', ({ tour }) => {
  it('links the printable page and the CSV, with its size', () => {
    const doc = shared.doc(`/${tour}/`);
    const links = doc.querySelector('main .checklist-links')!;
    const count = shared.doc(`/${tour}/checklist/`).querySelectorAll('tbody tr').length;
    const [pageLink, csvLink] = [...links.querySelectorAll('a')];
    expect(pageLink!.getAttribute('href')).toBe(`/${tour}/checklist/`);
    expect(pageLink!.textContent).toBe(`Printable checklist of the ${count} species we target on this tour`);
    expect(csvLink!.getAttribute('href')).toBe(`/${tour}/checklist.csv`);
    expect(csvLink!.hasAttribute('download')).toBe(true);
    expect(csvLink!.textContent).toMatch(/^Checklist as CSV \(\d+ KB\)$/);
    // Outside the package tabs and the species toggle, so it shows whichever tab is open.
    expect(links.closest('[data-island]')).toBeNull();
  });
});
