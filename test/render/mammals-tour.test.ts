import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { displayName } from '../../templates/lib/reviews.ts';
import { ENTRANCE_DELAYS_MS, MAMMALS_COLLAPSED } from '../../widgets/timings.ts';
import { content, parse, renderAll } from '../helpers/render.ts';

let doc: Document;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
  const page = (await renderAll()).find((p) => p.url === '/mammals-tour/')!;
  doc = parse(page.html);
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (selector: string, root: ParentNode = doc) => [...root.querySelectorAll(selector)];
/** The prefilled text of a wa.me link, decoded. */
const waText = (href: string) => new URL(href).searchParams.get('text');

describe('/mammals-tour/ rendered', () => {
  it('has the hero: the route <h1>, the caption and the one priority image', () => {
    expect(all('h1').map(text)).toEqual(['Mammals Tour']);
    expect(text(doc.querySelector('.tour-hero-caption'))).toBe(site.mammalsTour.hero.caption);
    expect(all('img[fetchpriority="high"]')).toHaveLength(1);
    expect(doc.querySelector('.tour-hero img[fetchpriority="high"]')).not.toBeNull();
  });

  it('has a carousel of the 8 mammal photos with names and scientific names in <i>', () => {
    const slides = all('#mammals .carousel-slide');
    expect(slides).toHaveLength(8);
    expect(slides.map((s) => text(s.querySelector('.carousel-title')))).toEqual(site.mammalsTour.carousel.photos.map((p) => p.name));
    expect(slides.map((s) => text(s.querySelector('.carousel-subtitle i')))).toEqual(site.mammalsTour.carousel.photos.map((p) => p.scientific));
    expect(text(doc.querySelector('#mammals .carousel-status'))).toBe('1 / 8');
  });

  it('has the tabs 3D/2N (selected), 4D/3N, 5D/4N, one panel each with its title heading', () => {
    const tabs = all('#mammal-packages [role="tab"]');
    expect(tabs.map(text)).toEqual(['3D/2N', '4D/3N', '5D/4N']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panels = all('#mammal-packages [role="tabpanel"]');
    expect(panels.map((p) => text(p.querySelector('h3')))).toEqual(site.mammalsTour.packages.items.map((p) => p.title));
    // Server HTML hides nothing: with JavaScript off every package is readable.
    expect(panels.filter((p) => p.hasAttribute('hidden'))).toEqual([]);
  });

  it('shows each package’s facts, itinerary, inclusions and exclusions as spec 001 §9 fixes them', () => {
    const expected = {
      '3d2n': { time: 'Pick-up at 5:00 am', days: 3, stay: /2 nights jungle camp/ },
      '4d3n': { time: 'Pick-up at 5:00 am', days: 4, stay: /2 nights jungle camp.*1 night seaside/ },
      '5d4n': { time: 'Pick-up at 4:00 am', days: 5, stay: /2 nights jungle camp.*1 night seaside.*1 night beach/ },
    } as const;
    for (const [id, want] of Object.entries(expected)) {
      const panel = doc.querySelector(`#mammal-packages-panel-${id}`)!;
      const facts = Object.fromEntries(all('.package-fact', panel).map((f) => [text(f.querySelector('dt')), text(f.querySelector('dd'))]));
      expect(Object.keys(facts)).toEqual(['Duration', 'Departure time', 'Depart', 'Transport', 'Accommodation']);
      expect(facts['Departure time']).toBe(want.time);
      expect(facts['Transport']).toBe('Private car and wooden boat; the boat to Peucang Island takes about 3 hours');
      expect(facts['Accommodation']).toMatch(want.stay);
      expect(all('.itinerary-day', panel)).toHaveLength(want.days);
      const excluded = all('.included-list--excluded li', panel).map(text);
      expect(excluded).toContain('Canoeing on the Cigenter River (closed since November 2023)');
      expect(excluded.some((e) => e.startsWith('Tips'))).toBe(true);
      expect(excluded.includes('Dinner on day 5')).toBe(id === '5d4n');
      expect(all('.included-list--included li', panel).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives every package a Book button opening WhatsApp with a message naming the tour and package', () => {
    const e164 = site.site.whatsapp.e164.slice(1);
    for (const pkg of site.mammalsTour.packages.items) {
      const link = doc.querySelector(`#mammal-packages-panel-${pkg.id} a.btn-book`)!;
      expect(text(link)).toBe(`Book ${pkg.title}`);
      const href = link.getAttribute('href')!;
      expect(new URL(href).origin + new URL(href).pathname).toBe(`https://wa.me/${e164}`);
      expect(waText(href)).toBe(bookingMessage(displayName('mammals'), pkg.title));
      expect(waText(href)).toContain('Mammals Tour (Java Rhinoceros)');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('lists all 27 mammals in the HTML with the toggle labels of spec 001 §2.2', () => {
    const toggle = doc.querySelector('#mammal-species')!;
    const items = all('.species-list > li', toggle);
    expect(items).toHaveLength(27);
    expect(items.filter((li) => li.hasAttribute('hidden'))).toEqual([]);
    expect(items.map((li) => text(li.querySelector('.mammal-name')))).toEqual(site.mammalsTour.species.list.map((m) => m.name));
    expect(items.map((li) => text(li.querySelector('i')))).toEqual(site.mammalsTour.species.list.map((m) => m.scientific));
    const props = JSON.parse(toggle.querySelector('[data-island="toggles"]')!.getAttribute('data-props')!);
    expect(String(props.initial)).toBe(String(MAMMALS_COLLAPSED));
    expect(props.collapsedLabel).toBe('Show All 27 Species');
    expect(props.expandedLabel).toBe('Show Less');
    // The button only appears once the widget runs: no dead button without JavaScript.
    expect(toggle.querySelector('button.species-more')!.hasAttribute('hidden')).toBe(true);
  });

  it('links Learn More to the Ujung Kulon page and the hero buttons to the packages and WhatsApp', async () => {
    const learn = [...doc.querySelectorAll('a')].find((a) => text(a).startsWith('Learn More'))!;
    expect(learn.getAttribute('href')).toBe('/ujung-kulon-tour/');
    const hero = all('.tour-hero-actions a');
    expect(hero[0]!.getAttribute('href')).toBe('/mammals-tour/#packages');
    expect(doc.getElementById('packages')).not.toBeNull();
    expect(waText(hero[1]!.getAttribute('href')!)).toBe("Hello, I'm interested in the Mammals Tour (Java Rhinoceros). Could you send me details and available dates?");

    const based = parse((await renderAll({ basePath: '/tours/' })).find((p) => p.url === '/mammals-tour/')!.html);
    expect([...based.querySelectorAll('a')].find((a) => text(a).startsWith('Learn More'))!.getAttribute('href')).toBe('/tours/ujung-kulon-tour/');
    expect(based.querySelector('.tour-hero-actions a')!.getAttribute('href')).toBe('/tours/mammals-tour/#packages');
  });

  it('ends with the mammals reviews block', () => {
    const sections = all('main > section, main > div');
    expect(sections.at(-1)!.id).toBe('reviews');
    expect(text(doc.querySelector('#reviews .reviews-subtitle'))).toBe('Reviews from guests of the Mammals Tour (Java Rhinoceros)');
    expect(all('#reviews .review-card')).toHaveLength(site.reviews.filter((r) => r.tourType === 'mammals').length);
  });

  it('animates its sections in with the entrance delays of spec 001 §9', () => {
    const delays = all('main .enter').map((el) => Number(/--enter-delay:\s*(\d+)ms/.exec(el.getAttribute('style') ?? '')?.[1]));
    expect(delays.length).toBeGreaterThanOrEqual(7);
    expect(delays.filter((d) => !(ENTRANCE_DELAYS_MS as readonly number[]).includes(d))).toEqual([]);
  });
});
