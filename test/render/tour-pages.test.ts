import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { tourDisplayName } from '../../model/tour-names.ts';
import { ENTRANCE_DELAYS_MS, MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { content } from '../helpers/render.ts';
import { renderedSite, type RenderedSite } from '../helpers/fixture.ts';
import { readTaxonomy } from '../helpers/csv.ts';
import { tourPage } from '../../model/tour-pages.ts';

// The tour pages built from packages in tabs, rendered in memory. One row per page: what every
// such page has is checked from the row; a row's `checks` hold what only that page has. A new
// tour page adds a row.

type Site = Awaited<ReturnType<typeof content>>;

interface Ctx {
  doc: Document;
  site: Site;
}

interface TourRow {
  path: string;
  heading: string;
  /** The tour's id in content/tours/, as reviews name it. */
  tour: string;
  /** The tour's name in WhatsApp messages and the reviews subtitle, written out so the test pins it. */
  tourName: string;
  packages: string;
  tabs: string[];
  caption: string;
  packageItems(site: Site): { id: string; title: string }[];
  learnMore: string;
  checks: Record<string, (ctx: Ctx) => void>;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (selector: string, scope: ParentNode) => [...scope.querySelectorAll(selector)];
/** The prefilled text of a wa.me link, decoded. */
const waText = (href: string) => new URL(href).searchParams.get('text');
/** The package facts of a panel, as a term → description record. */
const factsOf = (panel: Element) => Object.fromEntries(all('.package-fact', panel).map((f) => [text(f.querySelector('dt')), text(f.querySelector('dd'))]));

/** English names of the eBird/Clements 2023 taxonomy. */
const taxonomy = new Set(readTaxonomy().byEnglish.keys());

const rows: TourRow[] = [
  {
    path: '/mammals-tour/',
    heading: 'Mammals Tour',
    tour: 'mammals',
    tourName: 'Mammals Tour (Java Rhinoceros)',
    packages: 'mammal-packages',
    tabs: ['3D/2N', '4D/3N', '5D/4N'],
    caption: 'The last stronghold of the Javan Rhinoceros',
    packageItems: (site) => tourPage(site, 'mammals', 'mammals').packages.items,
    learnMore: '/ujung-kulon-tour/',
    checks: {
      'has a carousel of the 8 mammal photos with names and scientific names in <i>': ({ doc, site }) => {
        const slides = all('#mammals .carousel-slide', doc);
        expect(slides).toHaveLength(8);
        expect(slides.map((s) => text(s.querySelector('.carousel-title')))).toEqual(
          tourPage(site, 'mammals', 'mammals').carousel.photos.map((p) => site.species.get(p.id)!.english),
        );
        expect(slides.map((s) => text(s.querySelector('.carousel-subtitle i')))).toEqual(
          tourPage(site, 'mammals', 'mammals').carousel.photos.map((p) => site.species.get(p.id)!.scientific),
        );
        expect(text(doc.querySelector('#mammals .carousel-status'))).toBe('1 / 8');
      },
      'shows each package’s facts, itinerary, inclusions and exclusions as the content fixes them': ({ doc }) => {
        const expected = {
          '3d2n': { time: 'Pick-up at 5:00 am', days: 3, stay: /2 nights jungle camp/ },
          '4d3n': { time: 'Pick-up at 5:00 am', days: 4, stay: /2 nights jungle camp.*1 night seaside/ },
          '5d4n': { time: 'Pick-up at 4:00 am', days: 5, stay: /2 nights jungle camp.*1 night seaside.*1 night beach/ },
        } as const;
        for (const [id, want] of Object.entries(expected)) {
          const panel = doc.querySelector(`#mammal-packages-panel-${id}`)!;
          const facts = factsOf(panel);
          expect(Object.keys(facts)).toEqual(['Duration', 'Departure time', 'Depart', 'Transport', 'Accommodation']);
          expect(facts['Departure time']).toBe(want.time);
          expect(facts.Transport).toBe('Private car and wooden boat; the boat to Peucang Island takes about 3 hours');
          expect(facts.Accommodation).toMatch(want.stay);
          expect(all('.itinerary-day', panel)).toHaveLength(want.days);
          // Each line as written; the park's word now on the Cigenter follows the spec's line, beside it.
          const excluded = all('.included-list--excluded .included-list-item', panel).map(text);
          expect(excluded).toContain('Canoeing on the Cigenter River (closed since November 2023)');
          expect(
            text(
              all('.included-list--excluded li', panel)
                .find((li) => li.textContent!.startsWith('Canoeing'))!
                .querySelector('.access-label'),
            ),
          ).toMatch(/^The park now: Restricted since /);
          expect(excluded.some((e) => e.startsWith('Tips'))).toBe(true);
          expect(excluded.includes('Dinner on day 5')).toBe(id === '5d4n');
          expect(all('.included-list--included li', panel).length).toBeGreaterThanOrEqual(6);
        }
      },
      'lists all 27 mammals in the HTML with the toggle’s labels': ({ doc, site }) => {
        const toggle = doc.querySelector('#mammal-species')!;
        const items = all('.species-list > li', toggle);
        expect(items).toHaveLength(27);
        expect(items.filter((li) => li.hasAttribute('hidden'))).toEqual([]);
        expect(items.map((li) => text(li.querySelector('.mammal-name')))).toEqual(
          tourPage(site, 'mammals', 'mammals')
            .species.list.map((s) => s.id)
            .map((id) => site.species.get(id)!.english),
        );
        expect(items.map((li) => text(li.querySelector('i')))).toEqual(
          tourPage(site, 'mammals', 'mammals')
            .species.list.map((s) => s.id)
            .map((id) => site.species.get(id)!.scientific),
        );
        const props = JSON.parse(toggle.querySelector('[data-island="toggles"]')!.getAttribute('data-props')!);
        expect(String(props.initial)).toBe(String(MAMMALS_COLLAPSED));
        expect(props.collapsedLabel).toBe('Show All 27 Species');
        expect(props.expandedLabel).toBe('Show Less');
        // The button only appears once the widget runs: no dead button without JavaScript.
        expect(toggle.querySelector('button.species-more')!.hasAttribute('hidden')).toBe(true);
      },
    },
  },
  {
    path: '/waterbird-tour/',
    heading: 'Waterbird Tour',
    tour: 'waterbird',
    tourName: 'Waterbird Tour',
    packages: 'waterbird-packages',
    tabs: ['4D/3N', '7D/6N', '10D/9N'],
    caption: 'Over 50 species in coastal wetlands and mangroves',
    packageItems: (site) => tourPage(site, 'waterbird', 'waterbird').packages.items,
    learnMore: '/birding-tour/',
    checks: {
      'shows the 4D/3N day by day with its facts': ({ doc }) => {
        const panel = doc.querySelector('#waterbird-packages-panel-4d3n')!;
        const facts = factsOf(panel);
        expect(facts['Departure time']).toBe('Pick-up at 5:00 am');
        expect(facts.Accommodation).toMatch(/^2 nights hotel .*1 night seaside/);
        expect(facts.Transport).toMatch(/boat across Jakarta Bay from Tanjung Pasir; speed boat between Marina Carita and Ujung Kulon/);
        const days = all('.itinerary-day', panel);
        expect(days.map((d) => text(d.querySelector('.itinerary-label')))).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
        expect(text(days[3]!.querySelector('.itinerary-text'))).toContain('Speed boat back to Marina Carita, arriving at about 5 pm.');
        expect(text(days[3]!.querySelector('.itinerary-meals'))).toBe('Meals: B, L');
        expect(all('.included-list--excluded li', panel).map(text)).toEqual(['Dinner on day 4', 'Tips for the guide, driver and boat crews']);
      },
      'shows the 7D/6N and 10D/9N as short summary lines, without a day-by-day itinerary': ({ doc }) => {
        for (const id of ['7d6n', '10d9n']) {
          const panel = doc.querySelector(`#waterbird-packages-panel-${id}`)!;
          expect(all('.itinerary-day', panel), id).toHaveLength(0);
          const lines = all('.package-outline li', panel);
          expect(lines.length, id).toBeGreaterThanOrEqual(3);
          expect(lines.length, id).toBeLessThanOrEqual(6);
        }
      },
      'lists the general inclusions (binoculars, field guides) and exclusions (personal equipment)': ({ doc }) => {
        const section = doc.querySelector('#included')!;
        const included = all('.included-list--included li', section).map(text);
        const excluded = all('.included-list--excluded li', section).map(text);
        expect(included.some((s) => /^Binoculars/.test(s))).toBe(true);
        expect(included.some((s) => /^Field guides/.test(s))).toBe(true);
        expect(excluded.some((s) => /^Personal equipment/.test(s))).toBe(true);
      },
      'shows a grid of the 25 waterbirds, each name an exact taxonomy name': ({ doc, site }) => {
        const names = all('.waterbird-grid .waterbird-name', doc).map(text);
        expect(names).toHaveLength(25);
        expect(names).toEqual(tourPage(site, 'waterbird', 'waterbird').species.list.map((s) => site.species.get(s.id)!.english));
        expect(names.filter((n) => !taxonomy.has(n))).toEqual([]);
        // Every photo is lazy, so the grid costs nothing until it is scrolled into view.
        expect(all('.waterbird-grid img', doc).map((img) => img.getAttribute('loading'))).toEqual(Array(25).fill('lazy'));
        const chips = all('.package-highlights li', doc).map(text);
        expect(chips.length).toBeGreaterThan(0);
        expect(chips.filter((n) => !taxonomy.has(n))).toEqual([]);
      },
    },
  },
];

let site: Site;
let pages: RenderedSite;
let based: RenderedSite;
beforeAll(async () => {
  site = await content();
  [pages, based] = await Promise.all([renderedSite(), renderedSite({ basePath: '/tours/' })]);
});

describe.each(rows)('$path rendered', (row) => {
  let doc: Document;
  beforeAll(() => {
    doc = pages.doc(row.path);
  });
  const $ = (selector: string) => all(selector, doc);

  it('has the hero: the route <h1>, the exact caption and the one priority image', () => {
    expect($('h1').map(text)).toEqual([row.heading]);
    expect(text(doc.querySelector('.tour-hero-caption'))).toBe(row.caption);
    expect($('img[fetchpriority="high"]')).toHaveLength(1);
    expect(doc.querySelector('.tour-hero img[fetchpriority="high"]')).not.toBeNull();
  });

  it('has the package tabs, the first selected, and every panel in the HTML under its title', () => {
    const tabs = $(`#${row.packages} [role="tab"]`);
    expect(tabs.map(text)).toEqual(row.tabs);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(row.tabs.map((_, i) => String(i === 0)));
    const panels = $(`#${row.packages} [role="tabpanel"]`);
    expect(panels.map((p) => text(p.querySelector('h3')))).toEqual(row.packageItems(site).map((p) => p.title));
    // Server HTML hides nothing: with JavaScript off every package is readable.
    expect(panels.filter((p) => p.hasAttribute('hidden'))).toEqual([]);
  });

  it('gives every package a Book button opening WhatsApp with a message naming the tour and package', () => {
    const e164 = site.site.whatsapp.e164.slice(1);
    for (const pkg of row.packageItems(site)) {
      const link = doc.querySelector(`#${row.packages}-panel-${pkg.id} a.btn-book`)!;
      expect(text(link)).toBe(`Book ${pkg.title}`);
      const href = link.getAttribute('href')!;
      expect(new URL(href).origin + new URL(href).pathname).toBe(`https://wa.me/${e164}`);
      expect(waText(href)).toBe(bookingMessage(tourDisplayName(site.tours, row.tour), pkg.title));
      expect(waText(href)).toBe(`Hello, I'm interested in booking ${pkg.title} (${row.tourName}). Could you send me details and available dates?`);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('links Learn More on and the hero buttons to the packages and WhatsApp, under any base path', () => {
    const learn = $('a').find((a) => text(a).startsWith('Learn More'))!;
    expect(learn.getAttribute('href')).toBe(row.learnMore);
    const hero = $('.tour-hero-actions a');
    expect(hero[0]!.getAttribute('href')).toBe(`${row.path}#packages`);
    expect(doc.getElementById('packages')).not.toBeNull();
    expect(waText(hero[1]!.getAttribute('href')!)).toBe(`Hello, I'm interested in ${row.tourName}. Could you send me details and available dates?`);

    const rebased = based.doc(row.path);
    expect([...rebased.querySelectorAll('a')].find((a) => text(a).startsWith('Learn More'))!.getAttribute('href')).toBe(`/tours${row.learnMore}`);
    expect(rebased.querySelector('.tour-hero-actions a')!.getAttribute('href')).toBe(`/tours${row.path}#packages`);
  });

  it('ends with the reviews of this tour', () => {
    expect($('main > section, main > div').at(-1)!.id).toBe('reviews');
    expect(text(doc.querySelector('#reviews .reviews-subtitle'))).toBe(`Guest reviews: ${row.tourName}`);
    expect($('#reviews .review-card')).toHaveLength(site.reviews.filter((r) => r.tourType === row.tour).length);
  });

  it('animates its sections in with their entrance delays', () => {
    const delays = $('main .enter').map((el) => Number(/--enter-delay:\s*(\d+)ms/.exec(el.getAttribute('style') ?? '')?.[1]));
    expect(delays.length).toBeGreaterThanOrEqual(7);
    expect(delays.filter((d) => !(ENTRANCE_DELAYS_MS as readonly number[]).includes(d))).toEqual([]);
  });

  it.each(Object.entries(row.checks))('%s', (_, check) => {
    check({ doc, site });
  });
});
