import { beforeAll, describe, expect, it } from 'vitest';
import { content } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';
import { tourPage } from '../../model/tour-pages.ts';

let doc: Document;
let html: string;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
  const rendered = await renderedSite();
  html = rendered.page('/about-tour/').html;
  doc = rendered.doc('/about-tour/');
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (selector: string, root: ParentNode = doc) => [...root.querySelectorAll(selector)];

describe('/about-tour/ rendered', () => {
  it('has one <h1> and the highlight cards', () => {
    expect(all('h1').map(text)).toEqual(['About The Tour']);
    expect(all('.about-highlights .feature-card')).toHaveLength(3);
  });

  it('renders every key species in the server markup: name, <i>scientific</i>, status, habitat, description', () => {
    const slides = all('#key-species .carousel-slide');
    expect(slides).toHaveLength(11);
    slides.forEach((slide, i) => {
      const item = site.aboutTour.keySpecies.items[i]!;
      const bird = site.species.get(item.id)!;
      expect(text(slide.querySelector('.carousel-title'))).toBe(bird.english);
      expect(text(slide.querySelector('.carousel-subtitle i'))).toBe(bird.scientific);
      expect(text(slide.querySelector('.species-status'))).toBe(item.status);
      expect(text(slide.querySelector('.species-habitat'))).toBe(`Habitat: ${bird.habitat}`);
      expect(text(slide.querySelector('.carousel-caption'))).toBe(bird.note);
    });
  });

  it('samples real packages: their titles and day titles come from the tour pages', () => {
    const samples = all('.sample-itinerary');
    expect(samples).toHaveLength(2);
    const birding = tourPage(site, 'birding', 'birding').packages.items.find((p) => p.id === '5d4n')!;
    const mammals = tourPage(site, 'mammals', 'mammals').packages.items.find((p) => p.id === '3d2n')!;
    expect(text(samples[0]!.querySelector('h3'))).toBe(birding.title);
    expect(all('.sample-itinerary-days li', samples[0]!).map((li) => text(li.lastElementChild))).toEqual(birding.itinerary.map((d) => d.title));
    expect(text(samples[1]!.querySelector('h3'))).toBe(mammals.title);
    expect(all('.sample-itinerary-days li', samples[1]!)).toHaveLength(mammals.itinerary.length);
  });

  it('shows the code of conduct as its own section: an <h2>, one <h3> card per rule, in the server markup', () => {
    const section = doc.querySelector('section#code-of-conduct');
    expect(section?.getAttribute('aria-labelledby')).toBe('conduct-heading');
    expect(text(section?.querySelector('h2#conduct-heading'))).toBe(site.aboutTour.conduct.heading);
    // Between the conservation figures and the seasons, so the page's headings stay in order.
    const order = all('main section[aria-labelledby] > .container h2, main section[aria-labelledby] h2').map((h) => h.id);
    expect(order.indexOf('conduct-heading')).toBe(order.indexOf('conservation-heading') + 1);
    const cards = all('.conduct-rule', section!);
    expect(cards.map((c) => text(c.querySelector('h3')))).toEqual(site.aboutTour.conduct.rules.map((r) => r.title));
    // Every subject the issue names has its rule: playback, baiting, nests, lights, distance, drones, group size.
    expect(site.aboutTour.conduct.rules.map((r) => r.topic)).toEqual(['playback', 'baiting', 'nests', 'lights', 'distance', 'drones', 'groups']);
    const words = text(section);
    for (const phrase of [
      'Never for threatened species',
      'No baiting',
      'No gardening',
      'red filter',
      'No flash',
      'at least 50 metres',
      'written permit',
      'at most six guests',
    ])
      expect(words).toContain(phrase);
    // Icons are decoration: the card titles carry the meaning.
    for (const svg of all('svg', section!)) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('prints the legal details from the site facts', () => {
    const legal = text(doc.querySelector('.company-legal'));
    for (const fact of [site.site.legalName, '2011', site.site.ministryRegistration, ...site.site.office.address]) expect(legal).toContain(fact);
    expect(legal.toLowerCase()).toContain('limited partnership eco-lodge');
  });

  it('loads no third-party resource and has a unique id for every element', () => {
    expect(html).not.toMatch(/\ssrc="https?:/);
    const ids = all('[id]').map((e) => e.id);
    expect(ids.length - new Set(ids).size).toBe(0);
  });
});
