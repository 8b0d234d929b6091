import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { Reviews } from '../../templates/components/reviews.tsx';
import { SiteContext } from '../../templates/lib/site-context.tsx';
import { routes } from '../helpers/routes.ts';
import { HIGHLIGHTS_COLLAPSED } from '../../widgets/timings.ts';
import { content, parse } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';
import { tourPage } from '../../model/tour-pages.ts';

type Content = Awaited<ReturnType<typeof content>>;
let doc: Document;
let data: Content;

/** The prefilled text of a wa.me link, decoded, after checking the number. */
function whatsappText(href: string | null, e164: string): string | null {
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${e164.slice(1)}`);
  return url.searchParams.get('text');
}
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  data = await content();
  doc = (await renderedSite()).doc('/birding-tour/');
});

describe('/birding-tour rendered', () => {
  it('has the hero h1 and the caption exactly, with the page’s one priority image in the hero', () => {
    expect(text(doc.querySelector('h1'))).toBe('Birding Tour');
    expect(text(doc.querySelector('.tour-hero-caption'))).toBe('Over 300 species including rare Javan endemics');
    const priority = doc.querySelectorAll('img[fetchpriority="high"]');
    expect(priority).toHaveLength(1);
    expect(priority[0]!.closest('.tour-hero')).not.toBeNull();
    expect(priority[0]!.getAttribute('loading')).not.toBe('lazy');
    expect(doc.querySelectorAll('img:not([loading="lazy"])')).toHaveLength(1);
  });

  it('renders a carousel of the 12 endemic birds with labelled slides, controls and status', () => {
    const carousel = doc.querySelector('#endemics')!;
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('aria-label')).toBe('Javan endemic birds');
    expect(carousel.querySelector('[data-island]')?.getAttribute('data-island')).toBe('carousel');
    const slides = [...carousel.querySelectorAll('[role="group"][aria-roledescription="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1} of 12`));
    expect(slides.map((s) => text(s.querySelector('.carousel-title')))).toEqual(
      tourPage(data, 'birding', 'birding').endemics.slides.map((b) => data.species.get(b.id)!.english),
    );
    expect(slides.map((s) => text(s.querySelector('.carousel-subtitle i')))).toEqual(
      tourPage(data, 'birding', 'birding').endemics.slides.map((b) => data.species.get(b.id)!.scientific),
    );
    expect(carousel.querySelector('.carousel-prev')!.getAttribute('aria-label')).toBe('Previous slide');
    expect(carousel.querySelector('.carousel-next')!.getAttribute('aria-label')).toBe('Next slide');
    const status = carousel.querySelector('.carousel-status')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(text(status)).toBe('1 / 12');
    slides.forEach((s, i) =>
      expect(s.querySelector('img')!.getAttribute('alt')).toContain(data.species.get(tourPage(data, 'birding', 'birding').endemics.slides[i]!.id)!.english),
    );
  });

  it('renders a tab per package in order, the first selected, every panel present', () => {
    const packages = tourPage(data, 'birding', 'birding').packages.items;
    const tabs = [...doc.querySelectorAll('#birding-packages [role="tab"]')];
    expect(tabs.map(text)).toEqual(packages.map((p) => p.tabLabel));
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(packages.map((_, i) => String(i === 0)));
    const panels = [...doc.querySelectorAll('#birding-packages [role="tabpanel"]')];
    expect(panels.map((p) => text(p.querySelector('h3')))).toEqual(packages.map((p) => p.title));
  });

  it('shows each package’s facts, key species, itinerary with meal codes and a Book button naming tour and package', () => {
    const e164 = data.site.whatsapp.e164;
    const items = tourPage(data, 'birding', 'birding').packages.items;
    // The checks of the 14-day tour below need it among the packages.
    expect(items.map((pkg) => pkg.id)).toContain('14d13n');
    items.forEach((pkg) => {
      const panel = doc.querySelector(`#birding-packages-panel-${pkg.id}`)!;
      const facts = Object.fromEntries([...panel.querySelectorAll('.package-fact')].map((f) => [text(f.querySelector('dt')), text(f.querySelector('dd'))]));
      expect(facts).toEqual({
        Duration: pkg.duration,
        Grade: pkg.id === '14d13n' ? 'Moderate to Challenging' : 'Moderate',
        'Depart / End': 'Jakarta airport or hotel',
        Transport: 'Private comfortable vehicle',
        Accommodation: 'Hotels and guest houses, twin share',
      });
      // Every species is in the HTML; the button is hidden until the widget collapses the list.
      const toggle = panel.querySelector('.species-toggle')!;
      const items = [...toggle.querySelectorAll('.species-list > li')];
      expect(items.map((li) => text(li.querySelector('.species-name') ?? li))).toEqual(pkg.highlights.map((id) => data.species.get(id)!.english));
      // Only the 14-day tour adds Sumatran species, each tagged.
      const tagged = items.filter((li) => li.querySelector('.species-tag')).map((li) => text(li.querySelector('.species-name')));
      if (pkg.id === '14d13n') {
        expect(tagged).toContain('White-winged Duck');
        expect(tagged).toContain("Storm's Stork");
        expect(tagged).not.toContain('Javan Trogon');
        expect(text(toggle.querySelector('.species-total'))).toBe(`${pkg.highlights.length} key species on this tour, ${tagged.length} of them in Sumatra`);
      } else {
        expect(tagged).toEqual([]);
        expect(text(toggle.querySelector('.species-total'))).toBe(`${pkg.highlights.length} key species on this tour`);
      }
      const props = JSON.parse(toggle.querySelector('[data-island="toggles"]')!.getAttribute('data-props')!);
      expect(String(props.initial)).toBe(String(HIGHLIGHTS_COLLAPSED));
      expect(props.collapsedLabel).toBe(`See More (${pkg.highlights.length - 10} more species)`);
      expect(props.expandedLabel).toBe('Show Less');
      const button = toggle.querySelector('button.species-more')!;
      expect(button.hasAttribute('hidden')).toBe(true);
      expect(button.getAttribute('aria-controls')).toBe(toggle.querySelector('.species-list')!.id);
      // Itinerary: one item per day, each with meal codes.
      const days = [...panel.querySelectorAll('.itinerary-day')];
      expect(days).toHaveLength(pkg.itinerary.length);
      for (const [i, day] of days.entries()) {
        expect(text(day.querySelector('.itinerary-label'))).toBe(`Day ${i + 1}`);
        expect(text(day.querySelector('.itinerary-meals'))).toBe(`Meals: ${pkg.itinerary[i]!.meals!.join(', ')}`);
        const meals = [...day.querySelectorAll('.itinerary-meals abbr')];
        expect(meals).toHaveLength(pkg.itinerary[i]!.meals!.length);
        for (const abbr of meals) expect(['Breakfast', 'Lunch', 'Dinner']).toContain(abbr.getAttribute('title'));
      }
      const book = panel.querySelector('a.btn-book')!;
      expect(text(book)).toBe(`Book ${pkg.title}`);
      expect(book.getAttribute('target')).toBe('_blank');
      expect(book.getAttribute('rel')).toBe('noopener noreferrer');
      expect(whatsappText(book.getAttribute('href'), e164)).toBe(
        `Hello, I'm interested in booking ${pkg.title} (West Java Birding Tour). Could you send me details and available dates?`,
      );
    });
    expect(bookingMessage('West Java Birding Tour', 'X')).toContain('booking X (West Java Birding Tour).');
  });

  it('lists the ten inclusions and five exclusions below the tabs', () => {
    const lists = [...doc.querySelectorAll('.included-list')];
    expect(lists.map((l) => text(l.querySelector('h3')))).toEqual(['Inclusions', 'Exclusions']);
    expect(lists[0]!.querySelectorAll('li')).toHaveLength(10);
    expect(lists[1]!.querySelectorAll('li')).toHaveLength(5);
    const order = [...doc.querySelectorAll('#packages, .birding-included, #reviews')].map((s) => s.id || 'included');
    expect(order).toEqual(['packages', 'included', 'reviews']);
  });

  it('ends with the birding reviews: average to one decimal, stars rounded down, one card per review', () => {
    const birding = data.reviews.filter((r) => r.tourType === 'birding');
    const average = birding.reduce((s, r) => s + r.rating, 0) / birding.length;
    const reviews = doc.querySelector('#reviews')!;
    expect(doc.querySelector('main')!.lastElementChild).toBe(reviews);
    expect(text(reviews.querySelector('h2'))).toBe('What Our Guests Say');
    expect(text(reviews.querySelector('.reviews-subtitle'))).toContain('West Java Birding Tour');
    expect(text(reviews.querySelector('.reviews-average'))).toBe(average.toFixed(1));
    const summaryStars = reviews.querySelector('.reviews-summary .stars')!;
    expect(summaryStars.getAttribute('aria-label')).toBe(`Rated ${average.toFixed(1)} out of 5`);
    expect(summaryStars.querySelectorAll('.star-filled')).toHaveLength(Math.floor(average));
    expect(summaryStars.querySelectorAll('svg')).toHaveLength(5);
    expect(text(reviews.querySelector('.reviews-count'))).toBe(`based on ${birding.length} reviews`);
    const cards = [...reviews.querySelectorAll('.review-card')];
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => {
      const r = birding[i]!;
      expect(text(card.querySelector('.review-title'))).toBe(r.title);
      expect(text(card.querySelector('blockquote'))).toBe(`“${r.comment}”`);
      expect(card.querySelectorAll('.star-filled')).toHaveLength(r.rating);
      expect(text(card.querySelector('.review-name'))).toBe(r.name);
      expect(text(card.querySelector('.review-meta'))).toBe(`${r.country} · ${r.date}`);
    });
    const cta = reviews.querySelector('.reviews-cta a')!;
    expect(text(cta)).toBe('Book Your Tour Now');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(whatsappText(cta.getAttribute('href'), data.site.whatsapp.e164)).toBe(
      "Hello, I'm interested in booking a tour based on the great reviews I've read!",
    );
  });

  it('animates sections in with the spec’s delays only (100, 120, 130, 200 to 230 ms)', () => {
    const delays = [...doc.querySelectorAll('.enter')].map((el) => el.getAttribute('style')?.match(/--enter-delay:\s*(\d+)ms/)?.[1]);
    expect(delays.length).toBeGreaterThanOrEqual(6);
    for (const d of delays) expect([100, 120, 130, 200, 210, 220, 230]).toContain(Number(d));
  });
});

describe('Reviews block for other tour types', () => {
  const render = (tourType: string) =>
    parse(
      renderToStaticMarkup(
        createElement(
          SiteContext.Provider,
          {
            value: {
              content: data,
              route: routes.find((r) => r.id === 'krakatau-tour')!,
              basePath: '/',
              siteUrl: 'https://example.test',
              images: createImageRecorder(),
              assets: { styles: [], scripts: [] },
            },
          },
          createElement(Reviews, { tourType }),
        ),
      ),
    );

  it('names every tour type by its display name and shows only its three reviews', () => {
    const names = {
      mammals: 'Mammals Tour (Java Rhinoceros)',
      krakatau: 'Krakatau Tours',
      'ujung-kulon': 'Ujung Kulon National Park',
      waterbird: 'Waterbird Tour',
    };
    for (const [type, name] of Object.entries(names)) {
      const d = render(type);
      expect(text(d.querySelector('.reviews-subtitle'))).toBe(`Guest reviews: ${name}`);
      const ids = [...d.querySelectorAll('.review-title')].map((h) => h.id);
      expect(ids).toEqual(data.reviews.filter((r) => r.tourType === type).map((r) => `review-${r.id}`));
    }
  });

  it('shows "Tour" and no summary for an unknown type', () => {
    const d = render('volcano');
    expect(text(d.querySelector('.reviews-subtitle'))).toBe('Guest reviews: Tour');
    expect(d.querySelector('.reviews-summary')).toBeNull();
    expect(d.querySelectorAll('.review-card')).toHaveLength(0);
  });
});
