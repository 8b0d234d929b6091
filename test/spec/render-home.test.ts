import { beforeAll, describe, expect, it } from 'vitest';
import { whatsappHref } from '../../model/hrefs.ts';
import { PARTICLE_COUNT } from '../../widgets/timings.ts';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import { renderRoute } from '../../templates/render.tsx';
import { routes } from '../helpers/routes.ts';
import { content, islands, parse, ROUTE_MAP } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';
import { specValues } from './values.ts';

let doc: Document;
let data: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  data = await content();
  doc = (await renderedSite()).doc('/');
});

const all = (selector: string, scope: ParentNode = doc) => [...scope.querySelectorAll<HTMLElement>(selector)];
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('home page markup', () => {
  it('has every in-page anchor of the home page exactly once', () => {
    for (const id of ['home', 'gallery', 'about-tour', 'birding', 'mammals', 'krakatau', 'ujung-kulon', 'interactive-stats', 'birding-tour-locations']) {
      expect(all(`[id="${id}"]`).length, id).toBe(1);
    }
  });

  it('renders the sections in the spec order', () => {
    const order = all('main > .home > section').map((s) => s.id);
    expect(order).toEqual(['home', 'gallery', 'about-tour', 'why-us', 'tours', 'interactive-stats', 'birding-tour-locations', 'team', 'testimonials']);
  });

  it('has one h1, in the hero, and every later section is labelled by its h2 and revealed on scroll', () => {
    expect(all('h1')).toHaveLength(1);
    expect(doc.querySelector('#home h1')).not.toBeNull();
    const later = all('main > .home > section:not(#home)');
    expect(later.map((s) => s.id)).toEqual(['gallery', 'about-tour', 'why-us', 'tours', 'interactive-stats', 'birding-tour-locations', 'team', 'testimonials']);
    for (const section of later) {
      const heading = doc.getElementById(section.getAttribute('aria-labelledby')!);
      expect(heading?.tagName, section.id).toBe('H2');
      expect(section.dataset.widget?.split(' '), section.id).toContain('reveal');
    }
  });

  it('gives every image alt text and exactly one priority image, the first hero slide', () => {
    const images = all('main img');
    // The hero's later slides are deferred pictures, outside the page's HTML.
    expect(images.length).toBeGreaterThanOrEqual(60);
    for (const img of images) expect(img.getAttribute('alt')?.trim(), img.outerHTML.slice(0, 80)).toBeTruthy();
    const priority = all('img[fetchpriority="high"]');
    expect(priority).toHaveLength(1);
    expect(priority[0]!.closest('.hero-slide')).toBe(doc.querySelector('.hero-slide'));
    // Every other image waits until it nears the viewport.
    expect(images.filter((img) => img.getAttribute('loading') !== 'lazy')).toEqual(priority);
  });
});

describe('hero and gallery', () => {
  it('stacks every slide, shows the first, and labels the controls', () => {
    const slides = all('#home .hero-slide');
    expect(slides).toHaveLength(data.home.hero.slides.length);
    expect(slides.map((s) => s.classList.contains('is-active'))).toEqual(slides.map((_, i) => i === 0));
    expect(slides.slice(1).every((s) => s.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(doc.querySelector('.hero-prev')?.getAttribute('aria-label')).toBe('Previous image');
    expect(doc.querySelector('.hero-next')?.getAttribute('aria-label')).toBe('Next image');
    expect(all('.hero-dot')).toHaveLength(slides.length);
    const status = doc.querySelector('.hero-status')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(text(status)).toBe(`Image 1 of ${slides.length}`);
    expect(doc.querySelector('#home [data-island]')?.getAttribute('data-island')).toBe('hero-slideshow');
  });

  it('links Start Your Adventure to WhatsApp with the hero greeting in a new tab, and View Gallery to #gallery', () => {
    const start = all('#home a').find((a) => text(a).startsWith('Start Your Adventure'))!;
    expect(start.getAttribute('href')).toBe(whatsappHref(data.site.whatsapp.e164, data.site.messages.heroAdventure));
    expect(new URL(start.getAttribute('href')!).searchParams.get('text')).toMatch(/birding tour/i);
    expect(start.getAttribute('target')).toBe('_blank');
    expect(start.getAttribute('rel')).toBe('noopener noreferrer');
    const gallery = all('#home a').find((a) => text(a) === 'View Gallery')!;
    expect(gallery.getAttribute('href')).toBe('/#gallery');
  });

  it('has 15 aria-hidden particles, none focusable', () => {
    const layer = doc.querySelector<HTMLElement>('.particles')!;
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.dataset.particles).toBe(String(PARTICLE_COUNT));
    expect(all('.particle', layer)).toHaveLength(15);
    expect(all('a, button, [tabindex]', layer)).toHaveLength(0);
  });

  it('puts the 13 banner images in #gallery with a pause control, the first shown', () => {
    const banner = doc.querySelector<HTMLElement>('#gallery .banner')!;
    expect(banner.querySelector('[data-island]')?.getAttribute('data-island')).toBe('banner');
    expect(all('.banner-slide', banner)).toHaveLength(13);
    expect(all('.banner-slide.is-active', banner)).toHaveLength(1);
    expect(all('.banner-slide img', banner).map((img) => img.getAttribute('loading'))).toEqual(Array(13).fill('lazy'));
    expect(text(banner.querySelector('.banner-toggle'))).toMatch(/Pause slideshow/);
  });
});

describe('about, why, stats', () => {
  it('states the founding year and the legal form', () => {
    const about = text(doc.getElementById('about-tour'));
    expect(about).toContain('2011');
    expect(about).toContain('limited partnership eco-lodge');
    expect(about).toContain(data.site.ministryRegistration);
  });

  it('shows the six stats', () => {
    expect(all('.stat').map(text)).toEqual([
      '4 National Parks',
      '13+ Years Experience',
      '40+ Javan Endemic',
      '4.9/5 Customer Rating',
      '100% Certified Guides',
      '5★ Safety',
    ]);
  });

  it('lists the four Why With Us items', () => {
    expect(all('#why-us .why-item h3').map(text)).toEqual(['Expert Guides', 'Rare Species Access', 'Sustainable Tourism', 'Photography Support']);
  });
});

describe('tour cards', () => {
  it('shows the tours of the spec table in order as real links with their facts', () => {
    const cards = all('#tours .tour-card');
    expect(
      cards.map((c) => c.id),
      'the home cards, against tours in the table',
    ).toEqual(specValues.tours.map((t) => t.type));
    expect(cards.map((c) => c.querySelector('a.tour-card-link')?.getAttribute('href'))).toEqual(specValues.tours.map((t) => `/${t.slug}/`));
    // Each card's facts are its tour's, as content/tours/ writes them; a group size given as a bare range reads "2-4 People".
    expect(cards.map((c) => all('.tour-card-fact dd', c).map(text))).toEqual(
      data.tours.map((t) => [t.duration, /people/i.test(t.groupSize) ? t.groupSize : `${t.groupSize} People`, t.difficulty]),
    );
    cards.forEach((card, i) => {
      const tour = data.tours[i]!;
      expect(text(card.querySelector('h3'))).toBe(tour.title);
      expect(text(card.querySelector('.tour-card-description'))).toBe(tour.description);
      // No photo yet: the alt says the picture is an illustration.
      expect(card.querySelector('img')?.getAttribute('alt')).toBe(`Illustration: ${tour.image.alt}`);
      expect(all('.tour-card-highlights li', card).map(text)).toEqual(tour.highlights);
    });
    expect(doc.querySelector('.tour-grid')?.getAttribute('data-widget')).toBe('tour-cards');
  });
});

describe('species explorer', () => {
  const ids = ['ujung-kulon', 'muara-angke', 'gunung-gede', 'kawah-putih', 'cibodas', 'halimun', 'carita'];

  it('has seven tabs in order, ujung-kulon selected, each showing N Key Species and the call to explore', () => {
    const tabs = all('#interactive-stats [role="tab"]');
    expect(tabs.map((t) => t.dataset.tab)).toEqual(ids);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(ids.map((_, i) => String(i === 0)));
    expect(tabs.map((t) => text(t.querySelector('.explorer-tab-count')))).toEqual([25, 31, 32, 31, 15, 11, 7].map((n) => `${n} Key Species`));
    for (const tab of tabs) expect(text(tab)).toContain('Click here to explore →');
  });

  it('gives each panel the location name, a comma-separated Key Species list and its photos', () => {
    const panels = all('#interactive-stats [role="tabpanel"]');
    expect(panels).toHaveLength(7);
    panels.forEach((panel, i) => {
      const location = data.home.explorer.locations[i]!;
      expect(text(panel.querySelector('h3'))).toBe(location.name);
      const list = text(panel.querySelector('.explorer-species'));
      expect(list.startsWith('Key Species: ')).toBe(true);
      expect(list.slice('Key Species: '.length).split(', ')).toEqual(location.species.map((id) => data.species.get(id)!.english));
      expect(all('.explorer-photos img', panel).map((img) => img.getAttribute('alt'))).toEqual(location.photos.map((p) => `Illustration: ${p.alt}`));
    });
    expect(panels.map((p) => all('.explorer-species-name', p).length)).toEqual([25, 31, 32, 31, 15, 11, 7]);
    expect(panels.map((p) => all('.explorer-photos img', p).length)).toEqual([6, 6, 6, 6, 5, 3, 5]);
  });
});

describe('visit locations, team, testimonials', () => {
  it('lists the 16 visit locations with their types', () => {
    const items = all('#birding-tour-locations .visit-item');
    expect(items.map((i) => text(i.querySelector('.visit-name')))).toEqual(data.home.visit.locations.map((l) => l.name));
    expect(items.map((i) => text(i.querySelector('.visit-type')))).toEqual(data.home.visit.locations.map((l) => l.type));
    expect(items).toHaveLength(16);
  });

  it('shows the route map beside the list: a lazy <img> with size and alt text in a captioned figure', () => {
    const figure = doc.querySelector('#birding-tour-locations figure.visit-map')!;
    expect(figure).not.toBeNull();
    const img = figure.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(ROUTE_MAP.src);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([String(ROUTE_MAP.width), String(ROUTE_MAP.height)]);
    expect(img.getAttribute('alt')).toBe(data.home.visit.map.alt);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(text(figure.querySelector('figcaption'))).toBe(data.home.visit.map.caption);
    // The list stays the text alternative, after the map.
    expect(figure.nextElementSibling?.matches('ul.visit-list')).toBe(true);
  });

  it('renders no map where the render was given none', async () => {
    const home = routes.find((r) => r.id === 'home')!;
    const bare = renderRoute(home, {
      content: data,
      basePath: '/',
      siteUrl: 'https://example.test',
      images: createImageRecorder(),
      islands: await islands(),
      assetsFor: () => ({ styles: [], scripts: [] }),
    });
    const page = parse(bare.html);
    expect(page.querySelector('.visit-map')).toBeNull();
    expect(page.querySelectorAll('#birding-tour-locations .visit-item')).toHaveLength(16);
  });

  it('shows three or four guides with portraits', () => {
    const members = all('#team .team-card');
    expect(members.length).toBeGreaterThanOrEqual(3);
    expect(members.length).toBeLessThanOrEqual(4);
    for (const m of members) expect(m.querySelector('img')?.getAttribute('alt')).toBeTruthy();
  });

  it('shows two testimonials rated 5 with name, location, text and tour', () => {
    const items = all('#testimonials .testimonial');
    expect(items).toHaveLength(2);
    items.forEach((item, i) => {
      const t = data.home.testimonials.items[i]!;
      expect(item.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 5 out of 5');
      expect(all('.testimonial-stars svg', item)).toHaveLength(5);
      expect(text(item.querySelector('blockquote'))).toBe(t.text);
      expect(text(item.querySelector('.testimonial-name'))).toBe(t.name);
      expect(text(item.querySelector('.testimonial-location'))).toBe(t.location);
      expect(text(item.querySelector('.testimonial-tour'))).toBe(t.tour);
    });
  });
});

describe('home page under a base path', () => {
  it('prefixes the gallery anchor and the tour links', async () => {
    const based = (await renderedSite({ basePath: '/tours/' })).doc('/');
    expect([...based.querySelectorAll('.tour-card-link')].map((a) => a.getAttribute('href'))).toEqual(specValues.tours.map((t) => `/tours/${t.slug}/`));
    expect([...based.querySelectorAll('#home a')].some((a) => a.getAttribute('href') === '/tours/#gallery')).toBe(true);
  });
});
